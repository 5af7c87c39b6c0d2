# bench: cpython
# Issues 25 and 45: what each press costs on the board, as three parts
# counted, not timed on a shared host: the CPU (instructions), the screen's
# bus (bytes to the panel) and the flash (littlefs's reads, programs and
# erases), each turned into milliseconds on the board's parts and summed.
#
# CPU: tests/bench/press_cost.py plays a power-on of each family on the
# frozen instrument (host_tools/instrument.py: Boneyard frozen into the
# 32-bit unix port, as the board runs it) under valgrind's callgrind,
# which counts every instruction the interpreter executes for each button
# event (the event handled, the frame drawn and sent, the save, the
# modules released, the heap collected), the same on a busy host as on an
# idle one. The calibration (CALIBRATION below): pystone_lowmem, the
# benchmark published for the ESP32, runs 55,042 instrument instructions
# a pass (counted under callgrind on the instrument, issue 45); MicroPython
# on an ESP32 at 240 MHz was published at 1,014 and 1,602 pystones a
# second (micropython/micropython#6565: v1.13 and v1.12), so the board
# runs 55,800-88,200 instrument instructions a millisecond. Budgets take
# the slow end.
#
# Screen: the same presses again (press_cost.py "PART:io", not under
# callgrind), the panel's bus counted: transactions and bytes. On I2C a
# transaction costs a start, the address byte and a stop (11 clocks), a
# byte 9 clocks (8 and the acknowledge); on SPI a byte 8 clocks, the
# control byte being the D/C pin. Each board profile's bus and clock
# (firmware/boards/): the time MicroPython's I2C or SPI write waits for.
#
# Flash: in that run the saved matches are on littlefs (vfs.VfsLfs2, as the
# ESP32 port mounts it) on a counting block device (flashcount.py: 512
# blocks of 4 KB, ESP32_GENERIC's 2 MB partition, holding what the image's
# first boot writes). Times from the datasheet of the 4 MB SPI flash of
# ESP32-WROOM-32 modules, the Winbond W25Q32JV (Rev. F, 2017-05-11, 9.6
# "AC Electrical Characteristics"): page program (up to 256 bytes) 0.4 ms
# typical, 3 ms maximum; 4 KB sector erase 45 ms typical, 400 ms maximum.
# Reads have no such figure: they take the bus's time, ESP32_GENERIC's
# flash at 40 MHz, two bits a clock (DIO), in the ESP32's 64-byte
# transfers (command, address and dummy: 28 clocks each). While the chip
# programs or erases, the ESP32 waits (its cache, and so the code, is off
# the flash), so the times add to the press.
#
# Needs ../shared beside the repository (the instrument) and valgrind
# (Debian's valgrind); without either it says so and measures nothing.
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "tests", "bench"))
sys.path.insert(0, ROOT)
from host_tools import instrument  # noqa: E402
from benchlib import QUICK, report  # noqa: E402

# The CPU's calibration: instrument instructions a pystone_lowmem pass, and
# the published ESP32 rates (pystones a second at 240 MHz) with their source.
CALIBRATION = {"instructions a pystone pass": 55042, "pystones a second": (1014, 1602),
               "source": "micropython/micropython#6565 (pystone_lowmem, ESP32 at 240 MHz, v1.13 and v1.12)"}
PER_MS_SLOW = CALIBRATION["instructions a pystone pass"] * CALIBRATION["pystones a second"][0] / 1000.0
PER_MS_FAST = CALIBRATION["instructions a pystone pass"] * CALIBRATION["pystones a second"][1] / 1000.0

# The flash part: Winbond W25Q32JV, datasheet Rev. F, 9.6 (above).
FLASH = {"part": "Winbond W25Q32JV", "page program ms": (0.4, 3.0), "sector erase ms": (45.0, 400.0)}
READ_HZ, READ_BITS, READ_CHUNK, READ_OVERHEAD = 40000000, 2, 64, 28

# Issue 45's budgets on the default board (I2C at 400 kHz), the flash's
# typical times, the CPU's slow end, the three parts summed.
ORDINARY_MS = 50    # a press that stays on its screen: a referee report, a digit, a menu step
EVERY_MS = 100      # every press
SAVE_MS = 150       # a round's save (the press that shows the standings)
DEFAULT = "esp32_devkit"

# The bytes a press may send to the panel, by kind (tests/test_bench_panel.py
# holds a Mexican Train match to them): a full frame with the driver's page
# windows is 1,088 bytes (8 x (7 + 1 + 128), the addresses not counted), so
# a press that redraws everything fails the first.
PANEL_BYTES = {"ordinary": 900, "to another screen": 1088}

# A power-on of each family: Mexican Train's 13-round match, a line game,
# a cross game, Sausage, the counting game (press_cost.py's argument).
PARTS = ("match",) if QUICK else ("match", "line-kozel", "line-muggins", "line-sausage", "line-counting")


def profile(part):
    """[(screen, event, to, instructions)] for each press of `part`."""
    binary = instrument.build()
    shutil.rmtree(os.path.join(instrument.FLASH, "data"), ignore_errors=True)
    out = tempfile.mkdtemp(prefix="boneyard-callgrind-")
    try:
        r = subprocess.run(["valgrind", "--tool=callgrind", "--dump-before=mp_builtin_oct",
                            "--dump-before=mp_builtin_bin", "--dump-instr=no",
                            "--callgrind-out-file=" + os.path.join(out, "cg"),
                            binary, "-X", "heapsize=64k", "-m", "benchmain", "press_cost", part],
                           cwd=instrument.FLASH, env=dict(os.environ, MICROPYPATH=".frozen"),
                           capture_output=True, text=True, timeout=1800)
        if r.returncode:
            raise RuntimeError("press_cost %s failed:\n%s%s" % (part, r.stdout[-2000:], r.stderr[-2000:]))
        dumps = []
        for f in os.listdir(out):
            m = re.fullmatch(r"cg\.(\d+)", f)
            if m:
                with open(os.path.join(out, f)) as fh:
                    text = fh.read(4096)
                trigger = re.search(r"^desc: Trigger: (.*)$", text, re.M).group(1)
                ir = int(re.search(r"^summary: (\d+)", text, re.M).group(1))
                dumps.append((int(m.group(1)), trigger, ir))
    finally:
        shutil.rmtree(out, ignore_errors=True)
    # A dump before bin() closes a press (from its oct() on); one before
    # oct() closes the idle polling since the last press.
    costs = [ir for _, trigger, ir in sorted(dumps) if trigger.endswith("mp_builtin_bin")]
    presses = [line.split()[1:4] for line in r.stdout.splitlines() if line.startswith("press ")]
    if len(presses) != len(costs):
        raise RuntimeError("%d presses, %d profiles" % (len(presses), len(costs)))
    return [(s, ev, to, ir) for (s, ev, to), ir in zip(presses, costs)]


def counted(part, mode="io", run=None):
    """[(screen, event, to, [bus transactions, bus bytes, (flash: reads,
    bytes read, programs, pages, bytes programmed, erases)])] for each
    press of `part`, from press_cost.py's "io" run on the frozen instrument
    (run: another way to run it, a function of the argument -> stdout)."""
    if run is None:
        binary = instrument.build()
        shutil.rmtree(os.path.join(instrument.FLASH, "data"), ignore_errors=True)
        # The heap holds the counting flash's blocks (up to 2 MB).
        r = subprocess.run([binary, "-X", "heapsize=6M", "-m", "benchmain", "press_cost", part + ":" + mode],
                           cwd=instrument.FLASH, env=dict(os.environ, MICROPYPATH=".frozen"),
                           capture_output=True, text=True, timeout=600)
        if r.returncode:
            raise RuntimeError("press_cost %s:%s failed:\n%s%s" % (part, mode, r.stdout[-2000:], r.stderr[-2000:]))
        stdout = r.stdout
    else:
        stdout = run(part + ":" + mode)
    out = []
    for line in stdout.splitlines():
        if line.startswith("press "):
            w = line.split()
            out.append((w[1], w[2], w[3], [int(x) for x in w[4:]]))
    return out


def kind(screen, ev, to):
    """Issue 45's kinds of press: one that stays on its screen (a referee
    report, a digit, a menu step: "ordinary"), the round's save (the press
    that shows the standings after a round's entry), any other screen change."""
    if to == screen:
        return "ordinary"
    if to == "standings" and (screen in ("pips", "entry") or screen.endswith("referee")):
        return "a round's save"
    return "to another screen"


def what(screen, ev, to):
    """The press in words, for the table."""
    if to == screen:
        if screen.endswith("referee") and ev in ("ok", "up", "down"):
            return "a referee report (%s on %s)" % (ev, screen)
        if screen == "pips" and ev.split("-")[0] in ("up", "down"):
            return "a digit on the round entry (%s)" % ev
        return "%s on %s" % (ev, screen)
    return "%s on %s -> %s" % (ev, screen, to)


def profiles():
    """{profile name: (bus, clock in Hz)} of every board profile with a panel on a bus."""
    import board as boards
    out = {}
    for f in sorted(os.listdir(os.path.join(ROOT, "firmware", "boards"))):
        name = f[:-3]
        if not f.endswith(".py") or f.startswith("_") or name == "panels":
            continue
        b = boards.load(name)
        if b.get("parts") != "gpio":
            continue
        spi = b.get("oled_bus") == "spi"
        out[name] = ("SPI", b["spi_baud"]) if spi else ("I2C", b["i2c_freq"])
    return out


def screen_ms(bus, hz, tx, nbytes):
    if bus == "SPI":
        return (nbytes - tx) * 8 * 1000.0 / hz
    return (tx * 11 + nbytes * 9) * 1000.0 / hz


def flash_ms(f, at=0):
    """The flash part of a press (at: 0 typical, 1 maximum)."""
    reads, rbytes, progs, pages, pbytes, erases = f
    chunks = reads + rbytes // READ_CHUNK
    read = (chunks * READ_OVERHEAD + rbytes * 8 // READ_BITS) * 1000.0 / READ_HZ
    return read + pages * FLASH["page program ms"][at] + erases * FLASH["sector erase ms"][at]


def main():
    why = instrument.available() or (None if shutil.which("valgrind") else "no valgrind (Debian: apt-get install valgrind)")
    if why:
        report("press cost in instructions", "skipped: " + why)
        return 0
    report("calibration", "%d instrument instructions a pystone_lowmem pass x %d-%d pystones a second on an ESP32 "
           "at 240 MHz (%s) = %.0f-%.0f instructions a ms; budgets at %.0f"
           % (CALIBRATION["instructions a pystone pass"], CALIBRATION["pystones a second"][0],
              CALIBRATION["pystones a second"][1], CALIBRATION["source"], PER_MS_SLOW, PER_MS_FAST, PER_MS_SLOW))
    report("flash part", "%s: page program %.1f ms typical / %.0f ms max, 4 KB sector erase %.0f / %.0f ms "
           "(datasheet Rev. F, 9.6); reads at 40 MHz DIO" % (FLASH["part"], FLASH["page program ms"][0],
                                                           FLASH["page program ms"][1], FLASH["sector erase ms"][0],
                                                           FLASH["sector erase ms"][1]))
    buses = profiles()
    bus, hz = buses[DEFAULT]
    report("screen", "; ".join("%s: %s at %g %s" % (n, b, h / (1e6 if b == "SPI" else 1e3), "MHz" if b == "SPI" else "kHz")
                               for n, (b, h) in sorted(buses.items())))
    by_bus = {}
    for name, b in sorted(buses.items()):
        by_bus.setdefault(b, []).append(name)
    over = []
    for part in PARTS:
        cpu = profile(part)
        io = counted(part)
        if [p[:3] for p in cpu] != [p[:3] for p in io]:
            raise RuntimeError("%s: the counted run pressed otherwise than the profiled one" % part)
        rows = []
        for (screen, ev, to, ir), (_, _, _, n) in zip(cpu, io):
            c = ir / PER_MS_SLOW
            s = screen_ms(bus, hz, n[0], n[1])
            f = flash_ms(n[2:])
            rows.append((kind(screen, ev, to), what(screen, ev, to), c, s, f, flash_ms(n[2:], 1), n, ir))
        groups = {}
        for r in rows:
            groups.setdefault(r[1], []).append(r)
        for w in sorted(groups, key=lambda w: -max(r[2] + r[3] + r[4] for r in groups[w])):
            g = groups[w]
            total = [r[2] + r[3] + r[4] for r in g]
            worst = max(g, key=lambda r: r[2] + r[3] + r[4])
            report("%s: %s, %d presses: ms on the board, median / worst = CPU + screen + flash" % (part, w, len(g)),
                   "%.0f / %.0f = %.0f + %.1f + %.1f (%d B to the panel; flash: %d reads, %d B read, %d pages "
                   "programmed, %d erases)" % (statistics.median(total), max(total), worst[2], worst[3], worst[4],
                                               worst[6][1], worst[6][2], worst[6][3], worst[6][5], worst[6][7]))
        for k, budget in (("ordinary", ORDINARY_MS), ("to another screen", EVERY_MS), ("a round's save", SAVE_MS)):
            g = [r for r in rows if r[0] == k]
            if not g:
                continue
            # Issue 41's measure: the most instructions a press of the kind
            # costs (the CPU alone; the worst press below is by the sum).
            most = max(g, key=lambda r: r[7])
            report("%s: the most instructions of a press of kind '%s'" % (part, k), "%d (%s)" % (most[7], most[1]))
            worst = max(g, key=lambda r: r[2] + r[3] + r[4])
            t = worst[2] + worst[3] + worst[4]
            report("%s: the worst press of kind '%s' (budget %d ms)" % (part, k, budget),
                   "%s: %.0f ms = CPU %.0f (%d instructions) + screen %.1f + flash %.1f; flash at its maximum "
                   "times %.0f ms; %s" % (worst[1], t, worst[2], worst[7], worst[3], worst[4], t - worst[4] + worst[5],
                                         "within" if t < budget else "OVER"))
            missed = {}
            for r in g:
                if r[2] + r[3] + r[4] >= budget:
                    missed.setdefault(r[1], []).append(r)
            for w, rs in sorted(missed.items()):
                r = max(rs, key=lambda r: r[2] + r[3] + r[4])
                over.append("%s: %s, %d of %d presses over %d ms; the worst %.0f ms = CPU %.0f + screen %.1f + flash "
                            "%.1f (%d erases, %d pages, %d B read)"
                            % (part, w, len(rs), len(groups[w]), budget, r[2] + r[3] + r[4], r[2], r[3], r[4],
                               r[6][7], r[6][5], r[6][3]))
        worst = max(rows, key=lambda r: r[6][1])
        for (b, h), names in sorted(by_bus.items()):
            report("%s: the most bytes a press sends (%s), on %s at %g %s: %s" % (part, worst[1], b, h / 1000.0, "kHz", ", ".join(names)),
                   "%d B, %.1f ms" % (worst[6][1], screen_ms(b, h, worst[6][0], worst[6][1])))
    report("kinds of press over issue 45's budgets", len(over))
    for line in over:
        print("  over: " + line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
