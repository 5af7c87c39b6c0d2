# A stand-in for MicroPython's `machine` module for building the device's
# Hardware on the host: pins with levels a test can set, the emulated
# SSD1306 panel (host_tools/oled.py) as the I2C bus, PWM and Timer that
# record what they were told. Runs on both runtimes.
from host_tools.oled import Panel


class Pin:
    IN = 1
    OUT = 2
    PULL_UP = 1
    PULL_DOWN = 2
    WAKE_LOW = 4
    pins = {}

    def __init__(self, n, mode=None, pull=None):
        self.n = n
        self.mode = mode
        self.pull = pull
        self.level = 1 if pull == Pin.PULL_UP else 0
        self.wake = None        # (trigger, wake) of a wake-up irq
        self.log = []           # the levels an output was set to, in order
        Pin.pins[n] = self

    def value(self):
        return self.level

    def __call__(self, v=None):
        if v is None:
            return self.level
        self.level = 1 if v else 0
        self.log.append(self.level)

    def irq(self, handler=None, trigger=0, wake=None):
        self.wake = (trigger, wake)


class PWM:
    last = None

    def __init__(self, pin, freq=0, duty_u16=0):
        self.pin = pin.n
        self.hz = freq
        self.duty = duty_u16
        self.log = []
        PWM.last = self

    def freq(self, hz):
        self.hz = hz

    def duty_u16(self, d):
        self.duty = d
        self.log.append((self.hz, d))


class Timer:
    PERIODIC = 1
    last = None

    def __init__(self, n):
        self.n = n
        Timer.last = self

    def init(self, period, mode, callback):
        self.period = period
        self.callback = callback

    def fire(self):
        self.callback(self)


class Machine:
    """The module: machine.Pin, machine.I2C(...) and so on."""
    Pin = Pin
    PWM = PWM
    Timer = Timer
    SLEEP = 2

    def __init__(self, panel_addr=0x3C):
        Pin.pins = {}
        self.panel = Panel(addr=panel_addr)
        self.i2c_args = None
        self.slept = []         # lightsleep(ms) calls

    def lightsleep(self, ms):
        self.slept.append(ms)

    def I2C(self, n, scl, sda, freq):
        self.i2c_args = (n, scl.n, sda.n, freq)
        return self.panel

    def SPI(self, n, baudrate, sck, mosi):
        self.spi_args = (n, baudrate, sck.n, mosi.n)
        return self.panel.spi


def board_with_panel(panel, oled, name):
    """The default board's Hardware (device.hardware), its profile naming
    the panel's driver `oled` and `panel` answering on its I2C bus; its
    data in build/`name`."""
    import board
    import device
    from host_tools.clocks import FakeClock
    m = Machine()
    m.panel = panel
    prof = dict(board.load("esp32_devkit"), oled=oled)
    return device.hardware(m, prof, FakeClock(), __file__.rsplit("/", 3)[0] + "/build/%s/data" % name)
