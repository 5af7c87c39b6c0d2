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


import pytest  # noqa: E402

from host_tools.headless import _firmware_names  # noqa: E402

_FIRMWARE = _firmware_names()


@pytest.fixture(autouse=True)
def firmware_modules_as_collected():
    """The app drops the modules a press imported (App.release), and the
    next import makes new copies: a test module's classes (Store,
    Unreadable, ...) imported when it was collected would then meet
    copies from another generation, and an except clause of one would not
    catch the other's exception. Each test leaves the firmware's entries
    in sys.modules (and on their packages) as it found them."""
    before = {n: m for n, m in sys.modules.items() if n.split(".")[0] in _FIRMWARE}
    yield
    for n in [n for n in sys.modules if n.split(".")[0] in _FIRMWARE and n not in before]:
        m = sys.modules.pop(n)
        # Off its package too: `from app import ui` in the next test would
        # otherwise find this copy there, not in sys.modules (where the
        # test doubles, tests/firmware/apphw.py's, look for it).
        i = n.rfind(".")
        pkg = sys.modules.get(n[:i]) if i > 0 else None
        if pkg is not None and getattr(pkg, n[i + 1:], None) is m:
            delattr(pkg, n[i + 1:])
    sys.modules.update(before)
    for n, m in before.items():
        i = n.rfind(".")
        if i > 0 and n[:i] in before:
            setattr(before[n[:i]], n[i + 1:], m)   # App.release took it off its package
