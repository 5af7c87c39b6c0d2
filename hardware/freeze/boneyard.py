# Boneyard's firmware as a MicroPython manifest: what every image of it
# freezes, whatever port it is built for. The ESP32 image (manifest.py
# beside this file) and the 32-bit unix instrument that `make bench`
# measures it on (host_tools/instrument.py) both include() this one, so the
# figures are those of the image a user flashes.
#
# MicroPython's tools/manifestfile.py runs this file with its directory as
# the working directory; relative paths are from here.
import hashlib
import os
import subprocess

FIRMWARE = os.path.join("..", "..", "firmware")

# firmware/lib/ (the board's /lib) holds the pinned third-party packages,
# copied from the project's .venv by host_tools/vendor.py: frozen as
# top-level packages, as they are imported.
LIB = os.path.join(FIRMWARE, "lib")
_venv = os.path.abspath(os.path.join("..", "..", ".venv", "bin", "python"))
# Quiet: the build reads what a manifest prints (its usermods line), so the
# files vendor reports writing would be taken for one.
subprocess.run([_venv if os.path.exists(_venv) else "python3", "-m", "host_tools.vendor"],
               cwd=os.path.join("..", ".."), check=True, stdout=subprocess.DEVNULL)
for name in sorted(os.listdir(LIB)):
    if os.path.isdir(os.path.join(LIB, name)):
        package(name, base_path=LIB)

# Every package under firmware/ (rules, app, drivers, boards, ...) and every
# top-level module, main.py included: a frozen main.py is what the board runs
# at boot (the ESP32 looks for a frozen main.py before one in its flash).
# The ledger and the rules core first: an import of a frozen module walks
# the image's module names in this order until it finds the module, and
# after a press drops them, the saves and the rules are what presses import
# again most (Kozel's OK on a new game 5.89 -> 5.68 M instructions, all of
# its power-on's presses 0.7% fewer, bench_press_cost).
for name in sorted(os.listdir(FIRMWARE), key=lambda n: (n not in ("ledger", "rules"), n)):
    path = os.path.join(FIRMWARE, name)
    if name == "lib":
        continue
    if os.path.isdir(path) and any(f.endswith(".py") for _, _, fs in os.walk(path) for f in fs):
        package(name, base_path=FIRMWARE)
    elif name.endswith(".py"):
        module(name, base_path=FIRMWARE)

# The files the firmware reads (texts, fonts, share mode's page) go in the
# image too, as bytes constants (in flash, no heap): device.py writes them
# to the flash filesystem at the first boot of a new image, so a board is
# whole after `make flash` alone, and the readers stay plain files.
_assets = []
for _d, _dirs, _files in os.walk(FIRMWARE):
    _dirs[:] = [x for x in _dirs if x not in ("lib", "__pycache__")]
    for _f in _files:
        if not _f.endswith((".py", ".md", ".pyc")):
            with open(os.path.join(_d, _f), "rb") as _fh:
                _assets.append((os.path.relpath(os.path.join(_d, _f), FIRMWARE).replace(os.sep, "/"), _fh.read()))
_assets.sort()
_stamp = hashlib.sha256(repr(_assets).encode()).hexdigest()[:16]

# The version the settings screen shows, as `make deploy` writes it.
try:
    _version = subprocess.run(["git", "describe", "--tags", "--always", "--dirty"], capture_output=True,
                              text=True, cwd=FIRMWARE).stdout.strip() or "unknown"
except OSError:
    _version = "unknown"
_build = os.path.join("..", "..", "build", "freeze")
os.makedirs(_build, exist_ok=True)


def _write(name, text):
    # Only when it changed: the build recompiles what is newer than its output.
    path = os.path.join(_build, name)
    try:
        with open(path) as f:
            if f.read() == text:
                return
    except OSError:
        pass
    with open(path, "w") as f:
        f.write(text)


_write("version.py", "# Written by hardware/freeze/boneyard.py.\nVERSION = %r\n" % (_version + "-frozen"))
module("version.py", base_path=_build)
_write("image_assets.py", "# Written by hardware/freeze/boneyard.py: the firmware's data files, in the image.\n"
       "STAMP = %r\nFILES = (\n%s)\n" % (_stamp, "".join("    (%r, %r),\n" % a for a in _assets)))
module("image_assets.py", base_path=_build)
