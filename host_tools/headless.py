"""Run the device app on a button script, without a terminal: the
simulator's headless mode and the app's end-to-end test tool.

    from host_tools.headless import run_script
    r = run_script("ok down down ok-long wait:500 kill ok", root="build/flash", seed=1)
    r.frames[-1].text      # the last screen as 64 lines of '#' and '.'
    r.presses, r.full_redraws, r.tunes, r.restarts, r.error

A script is words separated by spaces or newlines ('#' starts a comment):
  up down ok back              a short press
  up-long ok-long ...          held past the long-press time (LONG)
  down-repeat ...              one auto-repeat step while held (REPEAT)
  down*5                       any word repeated
  wait:MS                      no input for MS milliseconds on the clock
  kill                         power cut: the app stops where it is and
                               starts again on the same flash directory
After each word the app polls IDLE_POLLS more times with no input (time
advancing STEP_MS per poll), then the screen is taken as that step's frame.
The clock is fake, so runs are deterministic; give seed= for the deals."""
import os
import sys

import host_tools  # firmware/ on sys.path; host_tools.FIRMWARE

from drivers import events as E
from host_tools import png
from host_tools.clocks import FakeClock
from host_tools.sim_hw import build

STEP_MS = 10
IDLE_POLLS = 5
KINDS = {"": E.PRESS, "long": E.LONG, "repeat": E.REPEAT}


class ScriptError(ValueError):
    pass


class _PowerCut(BaseException):
    # BaseException, so an app's `except Exception` cannot swallow it.
    pass


class _ScriptEnd(BaseException):
    pass


def parse(script):
    """Script text -> list of ("ev", event, word) / ("wait", ms, word) /
    ("kill", 0, word); a bad word is a ScriptError naming it."""
    steps = []
    for line in script.split("\n"):
        for word in line.split("#", 1)[0].split():
            times = 1
            if "*" in word:
                word, n = word.split("*", 1)
                if not n.isdigit():
                    raise ScriptError("bad repeat count in %r" % (word + "*" + n))
                times = int(n)
            if word == "kill":
                step = ("kill", 0, word)
            elif word.startswith("wait:"):
                ms = word[5:]
                if not ms.isdigit():
                    raise ScriptError("bad wait %r: give milliseconds, as wait:500" % word)
                step = ("wait", int(ms), word)
            else:
                k, _, kind = word.partition("-")
                if k not in E.KEY_NAMES or kind not in KINDS:
                    raise ScriptError("unknown script word %r (keys: up down ok back, "
                                      "with -long or -repeat; wait:MS; kill)" % word)
                step = ("ev", E.KEY_NAMES.index(k) | KINDS[kind], word)
            steps.extend([step] * times)
    return steps


def text_art(frame, w=128, h=64):
    """A MONO_VLSB frame as h lines of w characters, '#' lit, '.' dark."""
    lines = []
    for y in range(h):
        base = (y >> 3) * w
        bit = 1 << (y & 7)
        lines.append("".join("#" if frame[base + x] & bit else "." for x in range(w)))
    return "\n".join(lines)


class Frame:
    def __init__(self, n, label, pixels, contrast=255):
        self.n = n
        self.label = label
        self.pixels = pixels        # MONO_VLSB bytes as the panel shows them (dark when off)
        self.contrast = contrast    # the panel's contrast, 0 when it is off
        self.text = text_art(pixels)


class Result:
    def __init__(self):
        self.frames = []
        self.presses = 0            # button presses (a hold once, its repeats not)
        self.updates = 0            # show() calls that changed the panel
        self.full_redraws = 0       # of those, full-screen ones (boot included)
        self.bytes_sent = 0         # I2C bytes to the panel
        self.tunes = []             # tunes played, in order
        self.restarts = 0           # power cuts survived
        self.error = None           # one line, if the app crashed
        self.ended = False          # the app returned by itself

    @property
    def last(self):
        return self.frames[-1] if self.frames else None

    def summary(self):
        per = self.full_redraws / self.presses if self.presses else 0
        return ("presses: %d\nframes: %d\nscreen updates: %d\nfull-screen redraws: %d "
                "(%.2f per press)\nbytes to the panel: %d\ntunes: %s\nrestarts: %d%s"
                % (self.presses, len(self.frames), self.updates, self.full_redraws, per,
                   self.bytes_sent, " ".join(self.tunes) or "-", self.restarts,
                   "\nerror: " + self.error if self.error else ""))


class ScriptKeys:
    """The button source for a script; drives the whole run."""

    def __init__(self, steps, clock, snap):
        self.steps = steps
        self.i = 0
        self.clock = clock
        self.snap = snap
        self.settle = IDLE_POLLS   # polls with no input before the next word
        self.until = None          # a wait's end, in clock ticks
        self.label = "start"
        self.tickers = []

    def idle(self, ms):
        """The app lets the board sleep (screen off): time passes."""
        self.clock.sleep_ms(ms)

    def poll(self):
        for t in self.tickers:
            t.tick()
        self.clock.advance(STEP_MS)
        if self.settle > 0:
            self.settle -= 1
            return E.NONE
        if self.until is not None:
            # wait:MS on the clock, however much the app sleeps between polls.
            if self.clock.ticks_diff(self.until, self.clock.ticks_ms()) > 0:
                return E.NONE
            self.until = None
        if self.label is not None:
            self.snap(self.label)
            self.label = None
        if self.i >= len(self.steps):
            raise _ScriptEnd()
        kind, value, word = self.steps[self.i]
        self.i += 1
        self.label = word
        if kind == "kill":
            self.settle = IDLE_POLLS
            raise _PowerCut()
        if kind == "wait":
            self.settle = IDLE_POLLS
            self.until = self.clock.ticks_ms() + value
            return E.NONE
        self.settle = IDLE_POLLS
        return value


def load_app(name="app.main"):
    """The app's run(hw, strict=False); a clear ImportError if the app is
    not there."""
    try:
        mod = __import__(name, None, None, ("run",))
    except ImportError as e:
        if name.split(".")[-1] in str(e):
            raise ImportError("the app %s is not there (%s)" % (name, e))
        raise
    return mod.run


def _firmware_names():
    """Top-level names of the firmware's modules and packages (as on the
    device's flash root)."""
    import os
    out = set()
    for f in os.listdir(host_tools.FIRMWARE):
        out.add(f[:-3] if f.endswith(".py") else f)
    return out


class Power:
    """Power-ons of the firmware inside this process. A power cut clears
    RAM, so each power-on starts with none of the firmware's modules
    loaded, nor the app's: they are all imported afresh, once, as on the
    device (dropping only what was imported since the last power-on would
    leave packages holding their old submodules, which `from app import
    play` then hands out beside new copies: two RulesError classes). The
    caller's own copies are put back when the run ends."""

    def __init__(self, app):
        self.names = _firmware_names()
        self.app = app
        self.saved = {}
        for name in list(sys.modules):
            if self._ours(name):
                self.saved[name] = sys.modules[name]

    def _ours(self, name):
        top = name.split(".")[0]
        return top in self.names or top == self.app.split(".")[0]

    def _clear(self):
        for name in list(sys.modules):
            if self._ours(name):
                del sys.modules[name]

    def on(self):
        """Power on: the app's run(hw), imported afresh."""
        self._clear()
        return load_app(self.app)

    def end(self):
        self._clear()
        sys.modules.update(self.saved)



def choose_language(root, language):
    """The first power-on's answer on flash `root`, saved as the app saves
    it, unless the flash has settings already."""
    from host_tools.sim_hw import makedirs
    makedirs(root)
    try:
        os.stat(root + "/settings")
        return
    except OSError:
        pass
    before = set(sys.modules)
    from ledger.settings import Settings
    from ledger.store import Store
    Settings(Store(root)).set_level("language", language)
    for m in set(sys.modules) - before:
        del sys.modules[m]   # the caller's modules as they were


def run_script(script, root, seed=None, frames_dir=None, app="app.main", scale=4, strict=True, language=0):
    """Run app `app` (module with run(hw, strict)) on `script` (text or a
    list of words) with flash at directory `root`; returns a Result.
    language: app.lang's number of the language a flash without settings
    has chosen (as at its first power-on); None: none yet, the app asks.
    frames_dir, if given, receives frame_NNN.png (scale x scale pixels) and
    frame_NNN.txt for every step. strict: an internal error in the app (a
    bug, not a refused entry) ends the run as Result.error instead of
    becoming a message on the screen, so no test can miss one."""
    steps = parse(script if isinstance(script, str) else " ".join(script))
    if language is not None:
        choose_language(root, language)
    res = Result()
    clock = FakeClock()
    holder = []

    def snap(label):
        hw = holder[-1]
        panel = hw.display.panel
        pixels = panel.frame()
        f = Frame(len(res.frames), label, pixels, panel.contrast if panel.on else 0)
        res.frames.append(f)
        if frames_dir:
            base = "%s/frame_%03d" % (frames_dir, f.n)
            png.write(base + ".png", pixels, scale=scale)
            with open(base + ".txt", "w") as out:
                out.write("# %d: %s\n%s\n" % (f.n, label, f.text))

    keys = ScriptKeys(steps, clock, snap)
    if frames_dir:
        from host_tools.sim_hw import makedirs
        makedirs(frames_dir)
    power = Power(app)
    try:
        while True:
            run_app = power.on()
            keys.tickers = []
            hw = build(root, keys, clock, seed, tunes=res.tunes)
            holder.append(hw)
            cut = False
            try:
                run_app(hw, strict)
                res.ended = True
            except _PowerCut:
                cut = True
            except _ScriptEnd:
                pass
            except Exception as e:  # noqa: BLE001 - report the app's crash in one line
                res.error = "%s: %s" % (type(e).__name__, e)
                snap("crash")
            d = hw.display
            res.updates += d.updates
            res.full_redraws += d.full_redraws
            res.bytes_sent += d.bytes_sent
            if not cut:
                break
            res.restarts += 1
    finally:
        power.end()
    # A hold is one press: its repeats are not counted (as App.presses).
    res.presses = sum(1 for s in steps[:keys.i] if s[0] == "ev" and E.kind(s[1]) != E.REPEAT)
    return res
