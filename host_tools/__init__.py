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


def command_line(prog, argv, doc, options=(), positional=0):
    """A tool's own command line (the tools without argparse; MicroPython
    has none): --help or -h prints doc (what it does, how it is called, an
    example) and exits 0; an option it does not take, or more than
    `positional` other arguments, is one line naming what it takes, exit
    2. options: the options it takes ("--check"; "--lang=" takes a value).
    -> argv."""
    if "--help" in argv or "-h" in argv:
        sys.stdout.write(doc.strip("\n") + "\n")
        raise SystemExit(0)
    names = [o.rstrip("=") for o in options]
    takes_value = [o[:-1] for o in options if o.endswith("=")]
    rest = 0
    i = 0
    while i < len(argv):
        a = argv[i]
        if a.startswith("-"):
            if a.split("=", 1)[0] not in names:
                _refuse(prog, "unknown option %s" % a, names)
            if a in takes_value:
                i += 1
        else:
            rest += 1
            if rest > positional:
                _refuse(prog, "unexpected argument %r" % a, names)
        i += 1
    return argv


def _refuse(prog, what, names):
    sys.stderr.write("%s: %s; its options: %s (--help says how, with an example)\n"
                     % (prog, what, ", ".join(names + ["--help"])))
    raise SystemExit(2)
