# The stand-in board's parts (boards/unix_standin.py): what main.py runs on
# when MicroPython is the unix port, as in host_tools/fake_board.py, where a
# directory on the host is the board's flash. The unix port has no I2C, GPIO
# or PWM, so nothing here pretends to be an OLED, a button or a piezo: the
# screen is a real framebuf written to a file, the buttons are words read
# from a file, the buzzer is silent. The app above them is the device's own.
import os

import framebuf
from micropython import const

from drivers.events import KEY_NAMES
import drivers
from drivers.buttons import LONG_MS, Keys

TAP_MS = const(60)        # a short press: held this long, past the debounce
LONG_HOLD_MS = LONG_MS + 100   # a "-long" word: held past the long-press time
GAP_MS = const(60)        # released this long before the next word
CHECK_MS = const(50)      # how often an idle keyboard looks for its file
# A hold or gap also lasts until the samples the debouncer needs have seen
# it, however long the app's steps (serving a phone on a busy host): one
# this far in (a level held 20 ms across two samples), and for a long
# press a later one past LONG_MS. Otherwise a step longer than a tap lost
# the tap, and one past the long hold's end turned it into a short press.
SETTLE_MS = const(25)


class Screen(framebuf.FrameBuffer):
    """128x64 MONO_VLSB like the SSD1306's; show() writes the frame to
    `path` as `height` lines of `width` characters, '#' lit and '.' dark
    (the format of the simulator's headless frames), whole files only."""

    def __init__(self, path, width=128, height=64):
        self.path = path
        self.width = width
        self.height = height
        self.buffer = bytearray(width * height // 8)
        # Allocated once, so show() still works when the heap is full (the
        # crash screen is drawn after a MemoryError).
        self._shown = bytearray(len(self.buffer))   # the frame in the file
        self._line = bytearray(width + 1)
        self._line[width] = 10
        self._tmp = path + ".tmp"
        self.updates = 0       # show() calls that wrote the file
        self.dark = False      # the panel is off (brightness(0))
        super().__init__(self.buffer, width, height, framebuf.MONO_VLSB)

    text = drivers.text     # the device font, as drivers/ssd1306.py draws it

    def brightness(self, level):
        """Off: the file shows a dark screen, as the panel would; lit
        again: the picture it kept (dimmed is not shown in text)."""
        self.dark = not level
        self.updates = 0            # the next show() writes the file
        self.show()

    def show(self):
        if self.updates and self._shown == self.buffer:
            return 0
        w = self.width
        line = self._line
        tmp = self._tmp
        with open(tmp, "wb") as f:
            for y in range(self.height):
                base = (y >> 3) * w
                bit = 1 << (y & 7)
                for x in range(w):
                    line[x] = 35 if self.buffer[base + x] & bit and not self.dark else 46   # '#', '.'
                f.write(line)
        os.rename(tmp, self.path)   # a reader never sees half a frame
        self._shown[:] = self.buffer
        self.updates += 1
        return len(self.buffer)


class FileKeys:
    """Button presses from a file: write words to `path` (up down ok back,
    "-long" for a long press, as in the simulator's scripts) and the board
    takes the file and presses them one after another. The presses go
    through drivers.buttons.Keys, the device's debouncer. When the last
    word's release has been seen and the app has polled again (so it has
    handled that press and drawn), the board writes `path`.done: a writer
    removes it before writing words, then waits for it."""

    def __init__(self, path, clock):
        self.path = path
        self._clock = clock
        self._words = []
        self._mask = 0         # keys held now
        self._since = clock.ticks_ms()   # when the current hold or gap began
        self._for = 0          # and how long it lasts (ms)
        self._checked = clock.ticks_ms()
        self._need = ()        # the samples (ms into the hold or gap) still to come
        self._pressing = False # words taken and not all pressed yet
        self.keys = Keys(self.read, clock)

    def read(self):
        clock = self._clock
        now = clock.ticks_ms()
        held = clock.ticks_diff(now, self._since)
        need = self._need
        if need or held < self._for:
            if need and held >= need[0]:
                self._need = need[1:]      # one sample for each
            return self._mask
        if self._mask:                      # a hold ended: release
            self._hold(0, GAP_MS, now)
        elif self._words:
            key, _, kind = self._words.pop(0).partition("-")
            if kind == "long":
                self._hold(1 << KEY_NAMES.index(key), LONG_HOLD_MS, now, (SETTLE_MS, LONG_MS + SETTLE_MS))
            else:
                self._hold(1 << KEY_NAMES.index(key), TAP_MS, now)
        elif self._pressing:
            self._pressing = False
            open(self.path + ".done", "w").close()
        elif clock.ticks_diff(now, self._checked) >= CHECK_MS:
            self._checked = now
            self._take()
        return self._mask

    def _hold(self, mask, ms, now, need=(SETTLE_MS,)):
        self._mask = mask
        self._since = now
        self._for = ms
        self._need = need

    def _take(self):
        taken = self.path + ".taken"
        try:
            os.rename(self.path, taken)   # the writer may write a new file at once
        except OSError:
            return
        with open(taken) as f:
            text = f.read()
        os.remove(taken)
        for word in text.split():
            key, _, kind = word.partition("-")
            if key in KEY_NAMES and kind in ("", "long"):
                self._words.append(word)
            else:   # said on the board's console, not guessed at
                print("%s: %r is not a key (up down ok back, -long)" % (self.path, word))
        self._pressing = True


class Silent:
    """The buzzer's output: the unix port has no PWM, so tunes step through
    drivers.buzzer.Buzzer as on the device and make no sound."""

    def tone(self, freq, duty_u16):
        pass

    def off(self):
        pass


def hardware(board, clock, root):
    """The stand-in board's drivers.hw.Hardware from its profile `board`
    (boards/unix_standin.py): files for the screen and the buttons, a
    silent buzzer. device.standin() calls it."""
    from drivers.hw import Hardware
    from drivers import seed
    from drivers.buzzer import Buzzer

    buzzer = Buzzer(Silent(), clock)
    keys = FileKeys(board["keys_file"], clock).keys
    keys.tickers.append(buzzer)     # the app's polling steps the tunes
    display = Screen(board["screen"], board["oled_width"], board["oled_height"])
    hw = Hardware(display, keys, buzzer, clock, root, seed, board)
    if board.get("battery") is not None:   # a file of millivolts (drivers/battery.py)
        from drivers.battery import on_file
        hw.battery = on_file(board["battery"])
    return hw
