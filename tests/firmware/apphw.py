# A Hardware bundle for app tests on both runtimes: a real framebuf display
# that records the text of each frame, scripted buttons, a buzzer that keeps
# what it played, a clock the test moves, a fresh storage directory.
import framebuf
import os
from drivers import events
import drivers
from drivers.hw import Hardware
from check import right_edge  # noqa: F401  (the tests take it from here too)

# tests/firmware/fitsweep.py: CPython only (it reads texts/ with the host tool)
_SWEEP = getattr(os, "getenv", lambda k: None)("BONEYARD_FIT_SWEEP") == "1" and \
    __import__("sys").implementation.name == "cpython"
if _SWEEP:
    import fitsweep   # before any App: in its core, not dropped (and collected) after each press
_KEYS = {"up": events.UP, "down": events.DOWN, "ok": events.OK, "back": events.BACK}
_KINDS = {"": events.PRESS, "long": events.LONG, "repeat": events.REPEAT}


class _BigWords:
    """Put over app.ui.big while a Display draws: a word in big letters
    (whose turn, "went out", "LAST: ...") joins the frame's texts as the
    8 px ones do, so a test reads it where it reads them. A class, not a
    closure, so a frame can tell it is already there (isinstance); only
    the outermost one records (tests/firmware/fitsweep.py puts its own
    recorder over app.ui.big during a press, under or over this one)."""
    depth = 0

    def __init__(self, prev):
        self.prev = prev

    def __call__(self, fb, s, x, y, c=1, h=16):
        if not _BigWords.depth and isinstance(fb, Display) and s.strip(" -0123456789"):
            fb.texts.append(s)   # (not .placed: the fit sweep records big texts itself)
        _BigWords.depth += 1
        try:
            return self.prev(fb, s, x, y, c, h)
        finally:
            _BigWords.depth -= 1


def _big_words():
    import sys
    ui = sys.modules.get("app.ui")
    if ui is not None and not isinstance(ui.big, _BigWords):
        ui.big = _BigWords(ui.big)


class Placed(tuple):
    """A text drawn: (text, x, y), and .step, its letters' pitch (7 px
    where a hints line or a title's right-hand part is tight)."""



class Display(framebuf.FrameBuffer):
    def __init__(self):
        self.buf = bytearray(1024)
        super().__init__(self.buf, 128, 64, framebuf.MONO_VLSB)
        self.width = 128
        self.height = 64
        self.shows = 0
        self.texts = []
        self.frame = []
        self.placed = []        # (text, x, y) of the frame being drawn
        self.levels = []        # what brightness() was told, in order

    def fill(self, c):
        if c == 0:
            self.texts = []
            self.placed = []
            _big_words()
        super().fill(c)

    def text(self, s, x, y, c=1, step=8):
        self.texts.append(s)
        if step == 8:
            self.placed.append((s, x, y))
        else:
            p = Placed((s, x, y))   # (MicroPython: no tuple.__new__, but an attribute)
            p.step = step
            self.placed.append(p)
        drivers.text(self, s, x, y, c, step)

    def show(self):
        self.shows += 1
        self.frame = self.texts

    def brightness(self, level):
        self.levels.append(level)

    def screen(self):
        """The text of the last frame sent, one string."""
        return " | ".join(self.frame)


class Buttons:
    def __init__(self):
        self.queue = []
        self.idled = 0          # ms the app let the board idle

    def poll(self):
        return self.queue.pop(0) if self.queue else events.NONE

    def idle(self, ms):
        self.idled += ms


class Buzzer:
    def __init__(self):
        self.volume = 2
        self.played = []

    def play(self, tune):
        if self.volume:
            self.played.append(tune)


class Clock:
    def __init__(self):
        self.now = 0

    def ticks_ms(self):
        return self.now

    def ticks_diff(self, a, b):
        return a - b

    def sleep_ms(self, n):
        self.now += n


_n = [0]


def fresh_root():
    """An empty directory for the store (the ledger writes real files)."""
    _n[0] += 1
    r = os.urandom(4)
    base = "/tmp/boneyard-apptest-%d-%d" % (r[0] | r[1] << 8 | r[2] << 16 | r[3] << 24, _n[0])
    _rmtree(base)
    os.mkdir(base)
    return base


def _rmtree(path):
    try:
        names = os.listdir(path)
    except OSError:
        return
    for n in names:
        p = path + "/" + n
        try:
            os.remove(p)
        except OSError:
            _rmtree(p)
    os.rmdir(path)


def hardware(root=None, seed=7, language=0):
    """The app's hardware on flash `root` (None: a fresh one). A flash
    without settings gets `language` chosen, as its first power-on's
    question would (language=None: not yet, the app asks)."""
    root = root or fresh_root()
    if language is not None:
        choose_language(root, language)
    return Hardware(Display(), Buttons(), Buzzer(), Clock(), root, lambda: seed)


def choose_language(root, language):
    """The first power-on's answer, saved as the app saves it, unless the
    flash has settings already."""
    try:
        os.stat(root + "/settings")
        return
    except OSError:
        pass
    from ledger.settings import Settings
    from ledger.store import Store
    Settings(Store(root)).set_level("language", language)


def event(word):
    """"ok", "up-long", "down-repeat" -> an event."""
    k, _, kd = word.partition("-")
    return _KEYS[k] | _KINDS[kd]


def press(app, *words):
    """Feed events to the app one by one, drawing after each like run()
    (and, for tests/test_fit_sweep.py, in each language: fitsweep)."""
    for w in words:
        if _SWEEP:
            fitsweep.before_handle(app)
        app.handle(event(w))
        drew = app.draw()
        if _SWEEP:
            fitsweep.after_draw(app, drew)


def new_app(hw=None):
    from app.main import App
    return App(hw or hardware(), strict=True)
