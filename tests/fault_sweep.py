# A save the flash refuses [issue 42, item 1]: a match keyed as a player
# would, in each game family, from its first Deal on an empty flash; for
# every press, the flash fails at each of the flash operations that press
# makes (a file opened for writing, each write to it, a rename, a removal,
# a folder made or removed, an fsync), three ways:
#   enospc  that operation fails with ENOSPC, nothing of it done;
#   eio     it fails with EIO, a write after half its bytes;
#   full    the flash is full from that operation on: every write fails
#           with ENOSPC (renames and removals, which littlefs does in
#           its metadata, still work).
# Each trial runs in a fork of the keyed match (so the match is keyed once,
# not once a trial) on a copy of its flash. A trial is wrong when the
# strict app crashes, or when what the screen says does not match what the
# flash holds: "Not saved" with the press's change on flash (a power-on
# finds it), or no "Not saved" with the flash as before the press (a silent
# loss), or a full flash's offer to delete finished matches counting the
# one in play or the one being dealt, or the flash in neither the state
# before the press nor after it,
# or, after "Not saved", the screen not as before the press (its frame once
# the message is put away) or the press, keyed again, not giving the state
# after it. Run by tests/test_fault_sweep.py (a sample) and
# tests/bench/bench_fault_sweep.py (every press of every family, make bench LONG=1).
import gc
import os
import pickle
import re
import shutil
import sys

from apphw import choose_language, fresh_root, hardware, new_app, press
from damage_sweep import seen, table_for
from press_cut import FlashOps, script  # the flash's operations patched; the random keys

MODES = ("enospc", "eio", "full")
_ENOSPC = 28
_EIO = 5


class Faults(FlashOps):
    """The flash's operations, counted; operation `at` (0: none) fails as
    `mode` says. fired: whether a failure was made."""

    OPS = FlashOps.OPS + ("fsync",)

    def __init__(self, at=0, mode="enospc"):
        self.at = at
        self.mode = mode
        self.n = 0
        self.fired = False
        self.saved = {}

    def step(self, writing):
        """-> the errno this operation fails with, or 0."""
        self.n += 1
        if not self.at:
            return 0
        if self.mode == "full":
            if writing and self.n >= self.at:
                self.fired = True
                return _ENOSPC
            return 0
        if self.n == self.at:
            self.fired = True
            return _ENOSPC if self.mode == "enospc" else _EIO
        return 0

    def op(self):
        e = self.step(False)
        if e:
            raise OSError(e, os.strerror(e))

    def writing(self, real_open, path, mode, *a, **kw):
        self.op()
        return _Writing(real_open(path, mode, *a, **kw), self)


class _Writing:
    """A file open for writing whose writes go through faults.step: an
    I/O error ("eio") leaves half of the write on the flash."""

    def __init__(self, f, faults):
        self.f = f
        self.faults = faults

    def write(self, b):
        e = self.faults.step(True)
        if e:
            if e == _EIO and self.faults.mode == "eio":
                self.f.write(bytes(b)[:len(b) // 2])   # half of it on the flash
                self.f.flush()
            raise OSError(e, os.strerror(e))
        return self.f.write(b)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.f.close()
        return False

    def __getattr__(self, name):
        return getattr(self.f, name)


def tour(game, seed):
    """-> (table, keys): a round of game played by buttons (the family's
    button script, recorded: the keys from the dealer on), then its scores
    undone (asked, yes) and redone (hold OK on the message), the menu,
    Settings' volume changed, and two seats' names swapped (Rename)."""
    from app.main import App
    got = []
    apps = []
    handle = App.handle

    def recorded(self, ev):
        if not apps or apps[-1] is not self:
            apps.append(self)
        got.append(ev)
        return handle(self, ev)
    table = None
    App.handle = recorded
    try:
        if game == "mexican-train":
            import appscript
            app = new_app(hardware(seed=seed))
            appscript.new_game_same_table(app)
            table = app.book.last_table()
            del got[:]
            appscript.play_round(app, (0, 23, 41, 8), 0)
        elif game == "sausage":
            import sausage_buttons
            sausage_buttons.play_match(seed, rounds=1)
        elif game == "counting":
            import damage_sweep
            table = table_for(game)
            damage_sweep.played(game, fresh_root(), seed)
        elif game == "muggins":
            import cross_buttons
            cross_buttons.play_match(game, 3, seed, rounds=1, check=False)
        elif game == "kozel":
            import line_buttons
            line_buttons.play_match(game, 4, {}, seed, rounds=1, check=False)
        else:
            raise ValueError("no tour of %s" % game)
        app = apps[-1]
        press(app, "back-long")              # undo: asked
        if app.ask:
            press(app, "ok")                 # yes
        if app.offer == "redo":
            press(app, "ok-long")            # redo, offered on the message
        for _ in range(8):
            if app.name == "menu" and app.msg is None:
                break
            if app.msg is None and app.name == "counting.referee":
                press(app, "ok-long", "up", "ok")   # its actions: Leave (the last)
            else:
                press(app, "back")
        for target, keys in (("settings", ("ok", "ok", "back")), ("names", ("ok", "ok", "down", "down", "ok",
                                                                              "back", "back"))):
            items = [t for _, t in app.screen.items]
            press(app, *["down"] * ((items.index(target) - app.screen.cur) % len(items)))
            press(app, *keys)
    finally:
        App.handle = handle
    if table is None:
        from rules import games
        if game == "sausage":
            table = {"game": "sausage", "names": ["Ann", "Bob"], "set": 6,
                     "options": games.changed("sausage", {"referee": "layout"}), "teams": 0}
        else:   # (the button scripts' tables)
            n = 3 if game != "kozel" else 4
            table = {"game": game, "names": ["P%d" % (i + 1) for i in range(n)], "set": 6,
                     "options": games.changed(game, {"referee": "layout"} if game == "muggins" else {}),
                     "teams": 0}
    return table, ["ok"] + got


def _press(app, w):
    if app.name == "settings" and app.screen.cur == 1 and w.startswith("ok"):
        w = "back"    # not share mode (it needs the board's network)
    if isinstance(w, int):
        app.handle(w)
        app.draw()
    else:
        press(app, w)


def frame(app):
    """The screen's texts without the message box over it."""
    msg, dirty = app.msg, app.dirty
    app.msg = None
    app.dirty = True
    app.draw()
    app.msg = msg
    app.dirty = dirty
    return (app.name, tuple(app.hw.display.frame))


def power_on(root, seed):
    """What a power-on shows of the flash at root (on a copy of it)."""
    copy = root + ".look"
    shutil.rmtree(copy, ignore_errors=True)
    shutil.copytree(root, copy)
    a = new_app(hardware(root=copy, seed=seed))
    a.draw()
    got = seen(a), a.msg
    shutil.rmtree(copy, ignore_errors=True)
    return got


def _move(app, root):
    app.hw.root = root
    app.book.root = root
    app.book._store = None


def _forked(fn):
    """fn() run in a child process; -> what it returned (or the child's
    crash, as ("error", text))."""
    sys.stdout.flush()
    sys.stderr.flush()
    r, w = os.pipe()
    pid = os.fork()
    if pid == 0:
        os.close(r)
        try:
            out = fn()
        except BaseException as e:  # noqa: BLE001
            out = ("error", "%s: %s" % (type(e).__name__, e))
        with os.fdopen(w, "wb") as f:
            f.write(pickle.dumps(out))
        os._exit(0)
    os.close(w)
    with os.fdopen(r, "rb") as f:
        data = f.read()
    os.waitpid(pid, 0)
    return pickle.loads(data) if data else ("error", "the child said nothing")


def _trial(app, root, seed, w, at, mode):
    troot = root + ".trial"
    shutil.rmtree(troot, ignore_errors=True)
    shutil.copytree(root, troot)
    _move(app, troot)
    shown = frame(app)
    # A press that answers a message (a question, an offer on hold OK) is
    # made again by asking again: not keyed again here.
    out = {"shown": shown, "answers": app.msg is not None}
    # The matches a full flash may offer to delete: all but the one in play.
    from ledger.store import Store
    playing = app.book.info and app.book.info["id"]
    out["finished"] = len([i for i in Store(troot).ids() if i != playing])
    with Faults(at, mode) as f:
        try:
            _press(app, w)
        except Exception as e:  # noqa: BLE001 (the strict app: a bug is a crash)
            out["crash"] = "%s: %s" % (type(e).__name__, e)
    out["ops"] = f.n
    out["fired"] = f.fired
    if "crash" in out:
        return out
    msg = app.msg or ""
    out["msg"] = msg
    out["refused"] = msg.startswith("Not saved")
    out["live"] = seen(app)
    out["flash"] = power_on(troot, seed)[0]
    if out["refused"]:
        try:
            press(app, "back")            # the message read and put away
            out["screen"] = frame(app)
            out["same"] = out["screen"] == shown
            if not out["answers"]:
                _press(app, w)            # the press again, the flash working
                out["again"] = (power_on(troot, seed)[0], seen(app))
        except Exception as e:  # noqa: BLE001
            out["crash"] = "after the refusal: %s: %s" % (type(e).__name__, e)
    return out


class Outcome:
    def __init__(self):
        self.presses = 0
        self.trials = 0
        self.refused = 0       # "Not saved" said (and true)
        self.kept = 0          # the press saved despite the failure, and said nothing
        self.crashes = []
        self.misreported = []  # "Not saved" for what was saved
        self.silent = []       # not saved, and not said
        self.neither = []      # the flash neither as before the press nor after it
        self.screens = []      # after "Not saved", the screen not as before, or the press not redone
        self.saving = {}       # screen -> its presses that wrote to the flash (and were tried)

    def wrong(self):
        return self.crashes + self.misreported + self.silent + self.neither + self.screens

    def line(self):
        return ("%d presses, %d failures injected: %d said Not saved, %d saved anyway; %d crash screens, "
                "%d Not saved for what was saved, %d silent losses, %d in neither state, %d screens not as before"
                % (self.presses, self.trials, self.refused, self.kept, len(self.crashes), len(self.misreported),
                   len(self.silent), len(self.neither), len(self.screens)))


def run(game, seed=3, presses=0, every=1, modes=MODES):
    """The tour of game (tour()), then `presses` random keys; every: of
    the failures (each press, operation and way), make one in so many."""
    sys.dont_write_bytecode = False   # (the app imports a press's modules afresh: not compiled each time)
    table, words = tour(game, seed)
    words += script(game, seed, presses + 1)[1][1:]
    out = Outcome()
    root = fresh_root()
    choose_language(root, 0)
    app = new_app(hardware(root=root, seed=seed))
    app.go("setup", {k: list(v) if isinstance(v, list) else v for k, v in table.items()})
    press(app)
    n = 0
    for i, w in enumerate(words):
        out.presses += 1
        if True:   # (every press: its trials thinned by `every` below)
            # The children's collections (the app collects after each
            # press) then skip the parent's objects: not copied page by page.
            gc.collect()
            gc.freeze()
            before = _forked(lambda: power_on(root, seed)[0])
            plain = _forked(lambda: _trial(app, root, seed, w, 0, "enospc"))
            if "crash" in plain or "error" in plain:
                out.crashes.append("%s press %d %r without a failure: %r" % (game, i, w, plain))
                break
            after = plain["flash"]
            if plain["ops"]:
                out.saving[app.name] = out.saving.get(app.name, 0) + 1
            for at in range(1, plain["ops"] + 1):
                for mode in modes:
                    n += 1
                    if n % every:
                        continue
                    got = _forked(lambda: _trial(app, root, seed, w, at, mode))
                    where = "%s press %d %r, %s at operation %d of %d" % (game, i, w, mode, at, plain["ops"])
                    _judge(out, where, got, before, after, plain)
            gc.unfreeze()
        _press(app, w)
    shutil.rmtree(root, ignore_errors=True)
    return out


def _judge(out, where, got, before, after, plain):
    if isinstance(got, tuple):      # the trial itself failed
        out.crashes.append("%s: %s" % (where, got[1]))
        return
    if not got.get("fired"):
        return
    out.trials += 1
    if "crash" in got:
        out.crashes.append("%s: %s" % (where, got["crash"]))
        return
    flash, live = got["flash"], got["live"]
    if flash not in (before, after):
        out.neither.append("%s: %r (said %r); before %r, after %r" % (where, flash, got["msg"], before, after))
    elif got["refused"]:
        offer = re.search(r"delete the finished match(?:es)? \((\d+)\)", got["msg"])
        if offer and (int(offer.group(1)) != got["finished"] or not got["finished"]):
            # It names the matches on flash but the one in play (never the
            # one in play, nor the one being dealt).
            out.misreported.append("%s: said %r, with %d finished" % (where, got["msg"], got["finished"]))
        elif flash != before or live != before:
            out.misreported.append("%s: said %r, the flash %r, the app %r; before %r" % (
                where, got["msg"], flash, live, before))
        elif not got["same"]:
            out.screens.append("%s: the screen %r, before the press %r" % (where, got["screen"], plain["shown"]))
        elif "again" in got and got["again"] != (after, plain["live"]):
            out.screens.append("%s: keyed again %r, not %r" % (where, got["again"], (after, plain["live"])))
        else:
            out.refused += 1
    elif flash != after or live != plain["live"]:
        out.silent.append("%s: said %r, the flash %r, the app %r; after the press %r, %r" % (
            where, got["msg"], flash, live, after, plain["live"]))
    else:
        out.kept += 1
