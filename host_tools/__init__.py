# Host-side tools. Importing this package puts the firmware on sys.path, the
# way it sits at the root of the device's flash, and on CPython the small
# stand-ins for MicroPython-only modules.
import sys

_HERE = __file__.rsplit("/", 1)[0] if "/" in __file__ else "."
# MicroPython names the package "host_tools/__init__.py" when run from the
# repository: its parent is then ".", not "..".
ROOT = _HERE.rsplit("/", 1)[0] if "/" in _HERE else ".." if _HERE == "." else "."
FIRMWARE = ROOT + "/firmware"

if FIRMWARE not in sys.path:
    sys.path.insert(0, FIRMWARE)
if sys.implementation.name != "micropython":
    _SHIMS = _HERE + "/shims"
    if _SHIMS not in sys.path:
        sys.path.append(_SHIMS)
