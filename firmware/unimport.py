# Modules leave the heap when the work that imported them ends (as
# Trezor's utils.unimport): out of sys.modules and out of their package's
# names, so nothing refers to them and the collector frees them. The app
# keeps its core and the current screen's modules (app.main.App.release);
# everything else a press, a boot step or share mode loaded goes.
import sys


def drop(name):
    """Module `name` leaves sys.modules and its package's names."""
    if sys.modules.pop(name, None) is not None:
        i = name.rfind(".")
        if i > 0:
            pkg = sys.modules.get(name[:i])
            attr = name[i + 1:]
            if pkg is not None and hasattr(pkg, attr):
                delattr(pkg, attr)


def keep_only(keep):
    """Every module not in `keep` (a set of names) leaves; -> whether any did."""
    if len(sys.modules) == len(keep):
        return False
    gone = False
    for name in list(sys.modules):
        if name not in keep:
            drop(name)
            gone = True
    return gone
