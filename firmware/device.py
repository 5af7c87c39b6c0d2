# The device's boot. main.py (run as source) calls boot(): it builds the
# drivers from the board profile and bundles them as drivers.hw.Hardware, then
# this module leaves sys.modules, so none of it stays on the heap while
# main.py runs the app's loop (app.main.run); if the app fails, main.py
# hands over to crash.py. As .mpy its code and local names cost no heap to
# compile.
import os
import sys
from micropython import const

_ROOT = const("/data")  # saved matches and settings


def ensure_dir(path):
    # Create every missing level; an existing directory is fine.
    part = ""
    for name in path.split("/"):
        if not name:
            continue
        part += "/" + name if (part or path.startswith("/")) else name
        try:
            os.mkdir(part)
        except OSError:
            pass
    return path


_STAMP = const(".assets")   # the image's assets stamp, once they are all written


def unpack():
    """A frozen image (hardware/freeze/) carries the files its code reads
    (texts, fonts, share mode's page) as bytes in flash: written to the
    flash filesystem at the first boot of each new image, each whole
    before its rename, the stamp last, so a power cut mid-way writes them
    again at the next boot. Without an image (make deploy put the code and
    its files on the flash) there is nothing to do."""
    try:
        from image_assets import FILES, STAMP
    except ImportError:
        return
    from unimport import drop
    drop("image_assets")   # its bytes are in flash; only the names were kept
    try:
        with open(_STAMP) as f:
            if f.read() == STAMP:
                return
    except OSError:
        pass
    for path, data in FILES:
        i = path.rfind("/")
        if i > 0:
            ensure_dir(path[:i])
        with open(path + ".new", "wb") as f:
            f.write(data)
        os.rename(path + ".new", path)
    with open(_STAMP, "w") as f:
        f.write(STAMP)


def boot(machine=None, clock=None, name=None, root=_ROOT):
    """The Hardware of this port's board profile (board.for_platform) or
    of profile `name`; `machine` and `clock` are the real ones (None) or a
    bench's or a test's stand-ins. board.py, the profile's module and this
    module are needed at boot only: they leave sys.modules (the profile's
    dict is all the app keeps, as hw.board)."""
    unpack()
    import board
    p = board.load(name or board.for_platform(sys.platform))
    from unimport import drop
    for m in list(sys.modules):
        if m in ("board", "device") or m.startswith("boards"):
            drop(m)
    if machine is None:
        import machine
        import time as clock
    return BUILD[p["parts"]](machine, p, clock, root)


def hardware(machine, board, clock, root=_ROOT):
    """Hardware from a GPIO board's profile `board` (a boards/ BOARD);
    `machine` is passed in so host tests can build the same thing on
    emulated parts."""
    from drivers.hw import Hardware
    from drivers import seed
    from drivers.buttons import on_pins
    from drivers.buzzer import Buzzer, PwmOut
    oled = board.get("oled")
    if oled == "sh1106":     # the 1.3" modules (drivers/sh1106.py)
        from drivers.sh1106 import SH1106 as Oled
    elif oled == "ssd1309":  # the 2.42" modules (drivers/ssd1309.py)
        from drivers.ssd1309 import SSD1309 as Oled
    else:
        from drivers.ssd1306 import SSD1306 as Oled

    buzzer = Buzzer(PwmOut(machine, board["buzzer"]), clock)
    if board.get("oled_bus") == "spi":
        # The panel on SPI (drivers/spi_bus.py, which reads its pins): the
        # same driver, D/C and CS instead of I2C's control byte and address.
        from drivers.spi_bus import on_profile
        bus = on_profile(machine, board, clock)
    else:
        bus = machine.I2C(board["i2c_id"], scl=machine.Pin(board["scl"]),
                          sda=machine.Pin(board["sda"]), freq=board["i2c_freq"])
    try:
        display = Oled(bus, board["oled_addr"], board["oled_width"], board["oled_height"])
    except OSError:
        buzzer.play("error")
        raise OSError("no OLED at I2C address 0x%02x (SDA GPIO %d, SCL GPIO %d): check the wiring"
                      % (board["oled_addr"], board["sda"], board["scl"]))
    keys = on_pins(machine, board, clock)
    keys.tickers.append(buzzer)     # the app's polling steps the tunes
    hw = Hardware(display, keys, buzzer, clock, ensure_dir(root), seed, board)
    if board.get("battery") is not None:   # the ADC pin of a LiPo's divider (drivers/battery.py)
        from drivers.battery import on_adc
        hw.battery = on_adc(machine, board["battery"])
    return hw


def standin(machine, board, clock, root=_ROOT):
    """Hardware of the stand-in board's profile `board` (the unix port),
    built by drivers/standin.py: its names are on the heap there only."""
    from drivers.standin import hardware
    return hardware(board, clock, ensure_dir(root))


# How to build the hardware for a board's kind of parts (board.KEYS).
BUILD = {"gpio": hardware, "standin": standin}
