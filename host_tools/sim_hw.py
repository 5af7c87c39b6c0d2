"""drivers.hw.Hardware built from host stand-ins: the firmware's own SSD1306
driver on an emulated panel (host_tools/oled.py), the firmware's buzzer on a
recording piezo, a directory as flash. The simulator and the headless
runner share it, so both run the device's drivers, not look-alikes."""
import os
import sys

import host_tools  # noqa: F401  (firmware/ on sys.path)

from host_tools.oled import Panel


class Piezo:
    """Remembers the notes; the simulator shows them, tests read them."""

    def __init__(self, bell=False):
        self.hz = 0
        self.notes = 0
        self.bell = bell

    def tone(self, hz, duty):
        self.hz = hz
        self.notes += 1
        if self.bell:
            sys.stdout.write("\a")

    def off(self):
        self.hz = 0


def makedirs(path):
    part = ""
    for name in path.split("/"):
        part = part + "/" + name if part or path.startswith("/") else name
        if name:
            try:
                os.mkdir(part)
            except OSError:
                pass
    return path


def urandom_seed():
    b = os.urandom(4)
    return b[0] | b[1] << 8 | b[2] << 16 | b[3] << 24


class Played:
    """Wraps the buzzer's play() to log tune names (for headless results)."""

    def __init__(self, buzzer, log):
        orig = buzzer.play

        def play(tune):
            log.append(tune)
            orig(tune)
        buzzer.play = play


def build(root, keys, clock, seed=None, piezo=None, tunes=None):
    """Hardware on host parts; keys is the button source (.poll(), .tickers).
    The firmware's drivers are imported here, at each power-on, so they are
    the same modules the app imports (host_tools.headless.Power)."""
    from drivers.hw import Hardware
    from drivers.buzzer import Buzzer
    from drivers.ssd1306 import SSD1306
    panel = Panel()
    display = SSD1306(panel)
    display.panel = panel
    buzzer = Buzzer(piezo or Piezo(), clock)
    if tunes is not None:
        Played(buzzer, tunes)
    keys.tickers.append(buzzer)
    seed_fn = urandom_seed if seed is None else (lambda: seed)
    return Hardware(display, keys, buzzer, clock, makedirs(root), seed_fn, None)
