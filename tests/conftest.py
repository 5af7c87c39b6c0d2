import os
import sys

# Every app test's screens are drawn again in each language and must fit
# (tests/firmware/fitsweep.py); BONEYARD_FIT_SWEEP=0 turns that off.
os.environ.setdefault("BONEYARD_FIT_SWEEP", "1")
# Share mode's stand-in radio (drivers/loopback.py) finds a free port from
# BONEYARD_SHARE_PORT (8080 unset), closes it, and the server binds it
# after: two pytest workers (and the MicroPython runs they start) looking
# in the same range at once could both find 8080 free, and the slower one
# fail to bind (test_share_mode_screen_in_every_language, once, on a
# clean clone). Each worker looks in its own range, 100 ports apart.
# (Set in the workers only: they inherit the controller's environment.)
_WORKER = os.environ.get("PYTEST_XDIST_WORKER", "")[2:]
if _WORKER.isdigit():
    os.environ.setdefault("BONEYARD_SHARE_PORT", str(8080 + 100 * int(_WORKER)))

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
sys.path.insert(0, os.path.join(ROOT, "tests"))
sys.path.insert(0, os.path.join(ROOT, "tests", "firmware"))
import host_tools  # noqa: E402,F401  (firmware/ and the CPython shims on sys.path)
from host_tools import vendor  # noqa: E402

vendor.ensure()   # firmware/lib/: what the board has in /lib (microdot)


