# The board runs main.py first: frozen into the image (hardware/freeze/), or
# as source from the flash root while developing (make deploy). It stays
# short: as source its names stay on the heap. device.py boots the hardware
# and leaves the heap; crash.py is loaded only on a failure.
import sys
# The image's code wins over the flash root's folders of the same names
# (app/ holds the texts, drivers/ the font, share/ the page): the ESP32's
# path is ['', '.frozen', '/lib'], and a folder shadows a frozen package.
if ".frozen" in sys.path:
    sys.path.remove(".frozen")
    sys.path.insert(0, ".frozen")
# An update cut short by a pulled cable is finished first (switch.py).
try:
    from switch import finish
    finish()
    del finish
    from unimport import drop
    drop("switch")
except ImportError:
    pass
# The flash as the ledger's saves want it (drivers/flash.py), before the
# app writes to it: on the board, where the port's flashbdev partition is
# (not in device.py, whose names stay on the heap wherever it runs).
try:
    from flashbdev import bdev
    from drivers.flash import remount
    remount(bdev)
    del bdev, remount
    from unimport import drop
    drop("drivers.flash")
except ImportError:
    pass
import device
hw = device.boot()
del device
try:
    from app.main import run
    run(hw)
except Exception as e:  # noqa: BLE001 - the last line of defence
    import crash
    crash.handle(hw, e)
