# The power cut in the middle of a press (issue 27, item 2): a match keyed
# as a player would, in each game family; for every press, the power goes
# at each of the flash writes that press makes (a file opened for writing,
# a rename, a removal, a folder made or removed: what comes after it never
# happens; a file opened for writing may also be left made and empty),
# then the device powers on. It must start without a crash and
# without a message (a cut is not damage), in the state before the press
# or after it, as the player sees it (damage_sweep.seen: the match in play,
# its rounds and entries, the round in play's reports, the settings). Run
# by tests/test_press_cut.py (a sample) and tests/bench/bench_press_cut.py.
import builtins
import os
import random
import shutil
import sys

from apphw import choose_language, fresh_root, hardware, new_app, press
from damage_sweep import seen, table_for

_WORDS = ("ok",) * 6 + ("down", "up", "ok-long", "down-long", "back")


class PowerCut(BaseException):
    pass


class FlashOps:
    """For the length of a with block, the flash's operations (os's OPS
    and open for writing) go through this object: op() before each of
    OPS, writing(open, path, mode, ...) opens a file for writing. Shared
    by the power cut here and the refused saves (fault_sweep.Faults)."""

    OPS = ("rename", "remove", "mkdir", "rmdir", "replace")

    def __enter__(self):
        real = self.saved = {k: getattr(os, k) for k in self.OPS}
        real["open"] = builtins.open

        def wrap(name):
            f = real[name]

            def op(*a, **kw):
                self.op()
                return f(*a, **kw)
            return op
        for k in self.OPS:
            setattr(os, k, wrap(k))

        def opened(path, mode="r", *a, **kw):
            if not any(c in mode for c in "wax+"):
                return real["open"](path, mode, *a, **kw)
            return self.writing(real["open"], path, mode, *a, **kw)
        builtins.open = opened
        return self

    def __exit__(self, *exc):
        for k, f in self.saved.items():
            if k == "open":
                builtins.open = f
            else:
                setattr(os, k, f)
        return False


class Cutter(FlashOps):
    """The flash's writes, counted; the power goes at write `at` (0: never)."""

    def __init__(self, at=0):
        self.at = at
        self.n = 0
        self.saved = {}

    def op(self):
        self.n += 1
        if self.n == self.at:
            raise PowerCut()

    def writing(self, real_open, path, mode, *a, **kw):
        self.op()                      # before the open: nothing made
        f = real_open(path, mode, *a, **kw)
        try:
            self.op()                  # after it: the file made (or emptied), nothing in it
        except PowerCut:
            f.close()
            raise
        return f


def script(game, seed, presses):
    """The table, and the keys: Deal first (issue 42, item 4: the first
    Deal on an empty flash is cut too), then random ones."""
    rng = random.Random("%s %d" % (game, seed))
    return table_for(game), ["ok"] + [rng.choice(_WORDS) for _ in range(presses - 1)]


def _start(root, table, seed):
    """The app on an empty flash (its language chosen), New game's screen
    set to the table: its first row is Deal."""
    choose_language(root, 0)
    app = new_app(hardware(root=root, seed=seed))
    # A copy: the names screen edits the table's lists in place.
    app.go("setup", {k: list(v) if isinstance(v, list) else v for k, v in table.items()})
    press(app)
    return app


def _press(app, w):
    if app.name == "settings" and w.startswith("ok"):
        w = "back"    # not share mode (it needs the board's network)
    press(app, w)


def _power(fn):
    """fn() run as after a power-on: with every firmware module imported
    afresh (a cut press leaves its modules half way, as RAM is on a board
    until the power goes: host_tools.headless.Power), then the caller's
    own modules put back, so the match keyed uncut goes on with them."""
    from host_tools.headless import _firmware_names
    names = _firmware_names()

    def ours(n):
        return n.split(".")[0] in names

    saved = {n: m for n, m in sys.modules.items() if ours(n)}
    for n in saved:
        del sys.modules[n]
    try:
        return fn()
    finally:
        for n in [n for n in sys.modules if ours(n)]:
            del sys.modules[n]
        sys.modules.update(saved)


def _seen_on(root, seed):
    copy = root + ".look"
    shutil.rmtree(copy, ignore_errors=True)
    shutil.copytree(root, copy)

    def look():
        a = new_app(hardware(root=copy, seed=seed))
        a.draw()
        return seen(a), a.msg
    return _power(look)


class Outcome:
    def __init__(self):
        self.presses = 0
        self.cuts = 0
        self.wrong = []

    def line(self):
        return "%d presses, %d power cuts, %d wrong" % (self.presses, self.cuts, len(self.wrong))


def run(game, seed=3, presses=60, every=1):
    """every: cut in one press in so many. The whole run has firmware
    modules of its own: the caller's are as they were after it."""
    return _power(lambda: _run(game, seed, presses, every))


def _run(game, seed, presses, every):
    table, words = script(game, seed, presses)
    out = Outcome()
    base = fresh_root()
    app = _start(base, table, seed)
    for i, w in enumerate(words):
        before, _ = _seen_on(base, seed)
        with Cutter() as c:
            _press(app, w)
        writes = c.n
        after, _ = _seen_on(base, seed)
        out.presses += 1
        if i % every:
            continue
        for k in range(1, writes + 1):
            out.cuts += 1
            root = base + ".cut"
            shutil.rmtree(root, ignore_errors=True)
            os.makedirs(root)

            def keyed():
                trial = _start(root, table, seed)
                for x in words[:i]:
                    _press(trial, x)
                try:
                    with Cutter(k):
                        _press(trial, w)
                except PowerCut:
                    pass
            _power(keyed)
            try:
                got, msg = _seen_on(root, seed)
            except Exception as e:  # noqa: BLE001 (the strict app: a bug is a crash)
                out.wrong.append("%s press %d %r, cut at write %d of %d: %s: %s" % (game, i, w, k, writes,
                                                                                  type(e).__name__, e))
                continue
            if got not in (before, after) or msg:
                out.wrong.append("%s press %d %r, cut at write %d of %d: %r (msg %r), before %r, after %r" % (
                    game, i, w, k, writes, got, msg, before, after))
    return out
