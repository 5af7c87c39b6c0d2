# The frozen instrument's launcher (host_tools/instrument.py freezes it with
# the firmware): `micropython -m benchmain SCRIPT [ARG]` in a flash root that
# holds only data files. The frozen code must win over the flash's folders
# of the same names (app/ holds the texts), as firmware/main.py makes it win
# on the board; then SCRIPT runs with ARG as its last argument.
import sys

sys.path.remove(".frozen")
sys.path.insert(0, ".frozen")
try:
    # The ROMFS instrument (host_tools/instrument.py's build_romfs): the
    # firmware in an image at /rom, as a board with a romfs partition has it.
    import romimg
    import vfs
    vfs.mount(vfs.VfsRom(romimg.IMG), "/rom")
    sys.path.insert(1, "/rom")
    sys.path.insert(2, "/rom/lib")
    del romimg, vfs
except ImportError:
    pass
sys.argv.pop(0)
_m = __import__(sys.argv[0])
if hasattr(_m, "main"):
    _m.main()
