"""The desktop simulator: the device app in a terminal, or headless on a
button script. Runs under CPython and under the MicroPython unix port.

    python -m host_tools.simulator                     # interactive (make sim)
    micropython -m host_tools.simulator                # same, on the real runtime (make sim-mp)
    python -m host_tools.simulator --script "ok down ok" --frames DIR [--seed N]
    python -m host_tools.simulator --script-file FILE --frames DIR

Options: --root DIR (flash directory, default sim-flash/), --seed N (the
dealer's seed instead of os.urandom), --app MODULE (default app.main),
--scale N (PNG pixel size, 1 or more, default 4), --bell (terminal bell
for tunes), --last (headless: print the last screen as text after the
figures).

Example, a fresh device's first screens as PNGs and the last as text:
    python -m host_tools.simulator --root /tmp/flash --script "ok ok down" --frames /tmp/shots --last

Keys: Up/Down arrows (or k/j), Enter (or space) = ok, Backspace = back;
Shift+Up/Down or U/D/O/B = long press; a key held down (terminal
auto-repeat) sends repeats; p = power cut and restart; q or Ctrl-C = quit.

The screen fits the terminal it has: 130 x 37 or more shows every pixel
in a cell of its own column (half blocks), 66 x 21 or more two columns and
four rows of pixels a cell (braille); a smaller terminal is told the size
it needs. Resizing the window redraws it."""
import os
import sys

try:
    import host_tools  # noqa: F401
except ImportError:        # `micropython host_tools/simulator.py` from the root
    sys.path.append(".")
    import host_tools  # noqa: F401

from drivers import events as E
from host_tools.clocks import RealClock
from host_tools.headless import Power, ScriptError, run_script
from host_tools.sim_hw import Piezo, build

MP = sys.implementation.name == "micropython"
OPTIONS = ("--script", "--script-file", "--frames", "--root", "--seed", "--app", "--scale", "--bell",
           "--last", "--help")
LEGEND = ("arrows/Enter/Bksp: press   Shift+arrow, U D O B: long   hold: repeat",
          "p: power cut + restart   q: quit")
REPEAT_GAP_MS = 120     # the same key again this soon = the terminal's auto-repeat

# Byte sequences from the terminal -> (key, kind). Longest first when parsing.
KEYMAP = {
    b"\x1b[A": (E.UP, E.PRESS), b"\x1b[B": (E.DOWN, E.PRESS),
    b"\x1bOA": (E.UP, E.PRESS), b"\x1bOB": (E.DOWN, E.PRESS),
    b"\x1b[1;2A": (E.UP, E.LONG), b"\x1b[1;2B": (E.DOWN, E.LONG),
    b"\r": (E.OK, E.PRESS), b"\n": (E.OK, E.PRESS), b" ": (E.OK, E.PRESS),
    b"\x7f": (E.BACK, E.PRESS), b"\x08": (E.BACK, E.PRESS),
    b"k": (E.UP, E.PRESS), b"j": (E.DOWN, E.PRESS),
    b"U": (E.UP, E.LONG), b"D": (E.DOWN, E.LONG), b"O": (E.OK, E.LONG), b"B": (E.BACK, E.LONG),
}
SEQS = sorted(KEYMAP, key=len, reverse=True)
HALF = (" ", "\u2580", "\u2584", "\u2588")   # none, upper, lower, both


class Quit(BaseException):
    pass


class PowerCut(BaseException):
    pass


# The terminal sizes (columns, rows) each picture needs: the panel, its
# frame, the figures' line and the legend's two.
FULL = (130, 37)
SMALL = (66, 21)


def braille(frame, w=128, h=64):
    """The frame as h/4 lines of w/2 characters, two columns and four rows
    of pixels a cell (Unicode braille patterns)."""
    dots = ((0x01, 0x08), (0x02, 0x10), (0x04, 0x20), (0x40, 0x80))
    lines = []
    for y in range(0, h, 4):
        base = (y >> 3) * w
        shift = y & 7
        row = []
        for x in range(0, w, 2):
            bits = 0
            for dx in (0, 1):
                col = frame[base + x + dx] >> shift
                for dy in range(4):
                    if col >> dy & 1:
                        bits |= dots[dy][dx]
            row.append(chr(0x2800 + bits))
        lines.append("".join(row))
    return lines


def terminal_size(fd):
    """(columns, rows) of the terminal on fd, or None where it cannot say
    (a pty nobody sized, the MicroPython unix port)."""
    try:
        c, r = os.get_terminal_size(fd)
    except (AttributeError, OSError, ValueError):
        return None
    return (c, r) if c and r else None


def picture(frame, size):
    """The lines that draw the panel for a terminal of `size` (None:
    unknown, the full picture), or one line saying the size it needs."""
    if size is None or size[0] >= FULL[0] and size[1] >= FULL[1]:
        lines, w = half_blocks(frame), 128
    elif size[0] >= SMALL[0] and size[1] >= SMALL[1]:
        lines, w = braille(frame), 64
    else:
        return ["The simulator needs a terminal of %d x %d at least (%d x %d shows every pixel);"
                % (SMALL + FULL), "this one is %d x %d: make it larger." % size]
    return ["+" + "-" * w + "+"] + ["|" + ln + "|" for ln in lines] + ["+" + "-" * w + "+"]


def half_blocks(frame, w=128, h=64):
    """The frame as h/2 lines of w characters, two pixel rows per cell."""
    lines = []
    for y in range(0, h, 2):
        base = (y >> 3) * w
        top = 1 << (y & 7)
        bot = top << 1
        lines.append("".join(HALF[(1 if frame[base + x] & top else 0) | (2 if frame[base + x] & bot else 0)]
                             for x in range(w)))
    return lines


class Terminal:
    """Raw keyboard input without blocking, on either runtime."""

    def __init__(self):
        import termios
        self.termios = termios
        self.fd = sys.stdin.fileno() if hasattr(sys.stdin, "fileno") else 0
        self.saved = termios.tcgetattr(self.fd)
        if MP:
            import select
            termios.setraw(self.fd)
            self.poller = select.poll()
            self.poller.register(sys.stdin, select.POLLIN)
        else:
            import tty
            tty.setraw(self.fd)
        self.buf = b""

    def restore(self):
        self.termios.tcsetattr(self.fd, self.termios.TCSANOW, self.saved)

    def _ready(self):
        if MP:
            return bool(self.poller.poll(0))
        import select
        return bool(select.select([self.fd], [], [], 0)[0])

    def read(self):
        while self._ready():
            if MP:
                self.buf += sys.stdin.buffer.read(1)
            else:
                self.buf += os.read(self.fd, 64)
        return self.buf

    def keys(self):
        """Complete key sequences typed so far, as bytes each."""
        data = self.read()
        out = []
        while data:
            for seq in SEQS:
                if data.startswith(seq):
                    out.append(seq)
                    data = data[len(seq):]
                    break
            else:
                if data[:1] == b"\x1b" and len(data) < 6 and not data.endswith((b"A", b"B", b"C", b"D", b"~")):
                    break               # an escape sequence still arriving
                out.append(data[:1])
                data = data[1:]
        self.buf = data
        return out


class TerminalKeys:
    """Button source for the interactive simulator; also redraws the
    terminal when the panel changed."""

    def __init__(self, term, clock):
        self.term = term
        self.clock = clock
        self.tickers = []
        self.hw = None
        self.seen = -1
        self.last_key = None
        self.last_t = 0
        self.presses = 0
        self.note = ""
        self.size = None

    def draw(self, force=False):
        hw = self.hw
        panel = hw.display.panel
        tune = hw.buzzer.tune
        note = ("\u266a " + tune) if tune else ""
        if panel.contrast < 0x80 and panel.on:
            note = "(dimmed) " + note
        size = terminal_size(self.term.fd)
        if size != self.size:
            self.size = size
            force = True
            sys.stdout.write("\x1b[2J")   # resized: drawn afresh, nothing of the old left
        if panel.version == self.seen and note == self.note and not force:
            return
        self.seen = panel.version
        self.note = note
        d = hw.display
        out = ["\x1b[H"]
        for line in picture(panel.frame(), size):
            out.append(line + "\x1b[K\r\n")
        out.append(("presses %d  updates %d  full redraws %d  bytes %d   %s"
                    % (self.presses, d.updates, d.full_redraws, d.bytes_sent, note)) + "\x1b[K\r\n")
        for line in LEGEND:
            out.append(line + "\x1b[K\r\n")
        sys.stdout.write("".join(out))
        if hasattr(sys.stdout, "flush"):
            sys.stdout.flush()

    def began(self, k):
        """When the last key's press began: a terminal's key arrives
        whole, so when it arrived (app.main.App.early)."""
        return self.last_t

    def idle(self, ms):
        # The screen is off: wait for a key, as the board's light sleep.
        self.clock.sleep_ms(ms)

    def poll(self):
        for t in self.tickers:
            t.tick()
        self.draw()
        for seq in self.term.keys():
            if seq in (b"q", b"\x03"):
                raise Quit()
            if seq == b"p":
                raise PowerCut()
            if seq in KEYMAP:
                k, kind = KEYMAP[seq]
                now = self.clock.ticks_ms()
                if seq == self.last_key and self.clock.ticks_diff(now, self.last_t) < REPEAT_GAP_MS:
                    # The terminal's auto-repeat of a held key (a long
                    # press's too): repeats of one press, counted once.
                    kind = E.REPEAT
                self.last_key, self.last_t = seq, now
                if kind != E.REPEAT:
                    self.presses += 1
                return k | kind
        self.clock.sleep_ms(10)     # idle: do not spin a core
        return E.NONE


def interactive(opts):
    power = Power(opts["app"])
    try:
        run_app = power.on()
    except ImportError as e:
        power.end()
        print("The simulator cannot start: %s. The device app (firmware/app/main.py with run(hw)) "
              "has not landed on this branch yet." % e)
        return 2
    term = Terminal()
    clock = RealClock()
    keys = TerminalKeys(term, clock)
    sys.stdout.write("\x1b[2J\x1b[?25l")
    try:
        while True:
            keys.tickers = []
            hw = build(opts["root"], keys, clock, opts["seed"], Piezo(opts["bell"]))
            keys.hw = hw
            try:
                run_app(hw)
                return 0
            except PowerCut:
                run_app = power.on()   # a reboot: every firmware module afresh
                continue
    except Quit:
        return 0
    finally:
        power.end()
        term.restore()
        sys.stdout.write("\x1b[?25h\r\n")


def parse_args(argv):
    opts = {"script": None, "frames": None, "seed": None, "root": "sim-flash",
            "app": "app.main", "scale": 4, "bell": False, "last": False}
    i = 0
    while i < len(argv):
        a = argv[i]
        if a in ("-h", "--help"):
            print(__doc__)
            sys.exit(0)
        if a in ("--bell", "--last"):
            opts[a[2:]] = True
            i += 1
            continue
        if a not in OPTIONS:
            raise ScriptError("unknown option %r; its options: %s" % (a, ", ".join(OPTIONS)))
        if i + 1 >= len(argv):
            raise ScriptError("%s needs a value (see --help)" % a)
        v = argv[i + 1]
        if a == "--script":
            opts["script"] = v
        elif a == "--script-file":
            with open(v) as f:
                opts["script"] = f.read()
        elif a in ("--seed", "--scale"):
            if not v.lstrip("-").isdigit():
                raise ScriptError("%s takes a whole number, not %r" % (a, v))
            opts[a[2:]] = int(v)
            if a == "--scale" and opts["scale"] < 1:
                raise ScriptError("--scale is the PNG's pixel size: 1 or more, not %s" % v)
        elif a in ("--frames", "--root", "--app"):
            opts[a[2:]] = v
        i += 2
    return opts


def main(argv):
    try:
        opts = parse_args(argv)
        if opts["script"] is None:
            return interactive(opts)
        r = run_script(opts["script"], opts["root"], opts["seed"], opts["frames"], opts["app"], opts["scale"])
    except (ScriptError, ImportError, OSError) as e:
        sys.stderr.write("simulator: %s\n" % e)
        return 2
    print(r.summary())
    if opts["last"] and r.last:
        print(r.last.text)
    return 1 if r.error else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
