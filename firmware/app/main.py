# The device app: one App object holding the current screen, the match book
# (ledger seam) and the hardware bundle. run(hw) is the device's forever
# loop; App.handle(ev) and App.draw() are the same steps one at a time, for
# the simulator's headless runner, the tests and the bench.
import gc
import sys
from micropython import const
import app
from drivers import events
from unimport import keep_only
from rules import RulesError

# MicroPython looks for an "extensible" built-in module (os, struct, ...)
# on sys.path before it takes the built-in, at every import, and keeps it
# out of sys.modules: three walks of the frozen modules' names and, on the
# board, littlefs lookups in / and /lib, each time a module dropped after
# a press is imported again (84,000 instructions an import; from sys.modules
# 5,000: a sixth of what a Sausage report's imports cost, bench_press_cost).
for _m in ("array", "binascii", "os", "struct"):
    sys.modules[_m] = __import__(_m)
del _m

_PKG = const("app.screens.")
# An evening on the table: an OLED ages under a still picture. Without a
# press the screen dims after 2 minutes and goes off after 10; the first
# press then only lights it again.
_DIM_MS = const(120000)
_OFF_MS = const(600000)
# A press that left its garbage on the heap (one that dropped no module, so
# release() did not collect) is looked at this long after it, between
# presses, and the heap collected there once more than half of it is in
# use: else it fills over a few presses and MicroPython collects in the
# middle of one (250,000 instructions on top of a report or a round's save,
# bench_press_cost). Not after every press: allocating from a heap just
# collected searches its gaps, a report 4% dearer.
_TIDY_MS = const(100)
_T_NOTHING_TO_UNDO = const(63)
_T_UNDONE = const(64)
_T_INTERNAL_ERROR = const(72)
_T_ASK_UNDO = const(65)
_T_ASK_WENT_OUT = const(67)
# A press that began before a new screen was on the panel, or this soon
# after it, was not made in answer to it (a thumb one OK ahead of the
# dealer's last page, a double tap queued while the round was saved): the
# screens that record what a press says (the referees: settle) ignore it.
# Nobody reads a new screen and reports a tile in under a second.
_SETTLE_MS = const(400)


class App:
    def __init__(self, hw, strict=False):
        self.hw = hw
        self.strict = strict    # tests: a bug raises instead of a message
        self.msg = None         # the message box over the screen
        self.top = 0            # its first line shown (a long one scrolls)
        # A step the message offers on hold OK (an app.amend step: "redo"
        # after an undo, "free_flash" when the flash is full), or None.
        self.offer = None
        # The message is a question: OK takes the offered step, any other
        # key keeps things as they are ("Undo the round 1 scores?").
        self.ask = False
        # The message is a notice over a screen a child keys on (the
        # counting game's "try again!"): a press other than BACK puts it
        # away and acts too, none is lost to reading it.
        self.through = False
        self.deal = None        # setup's new match, started once setup's code is off the heap
        self.draft = None       # New game's choices, kept over a BACK (app.screens.setup)
        self.dirty = True
        self.presses = 0        # events handled (REPEATs excluded)
        # The screen: 2 lit, 1 dimmed, 0 off; 3 lit again by a press whose
        # repeats (a hold) must not act either. last: that press's time.
        # (Names the device already has: each new one is kept for good.)
        self.brightness = 2
        self.last = hw.clock.ticks_ms()
        self.tidy = False       # a collection due _TIDY_MS after the last press
        self.sweep = False      # ... whatever the heap holds (release(False))
        self.name = None
        self.screen = None
        self.was = None         # the screen as a press found it (_mark)
        self.shown = None       # when the screen was first on the panel (None: not yet)
        from app import ui  # noqa: F401  (every screen draws with it)
        from app.book import Book
        # The games table and the families' registry are in the core:
        # nearly every press reads them, and dropped after a press they were
        # imported again up to three times in one screen change (frozen,
        # each import walks the image's module names): Kozel's OK on setup
        # 7.21 -> 6.01 M, Mexican Train's round-13 save 7.43 -> 6.53 M, for
        # 944 B more held (Mexican Train 17,488 B, the cross games up to
        # 19,040 B; bench_press_cost; held at 48 KB, bench_frozen).
        from rules import games, families  # noqa: F401
        # So are the texts (app.lang), which every screen imports: dropped
        # with each screen and imported again by the next, with the image's
        # table of languages, 0.27 M a screen change (Mexican Train's
        # round-13 save 6.24 -> 5.91 M; 48-64 B more held, the languages'
        # bytes found once per power-on; bench_press_cost, bench_frozen).
        from app import lang
        # And the standings' ranking (rules.ranking), which the standings
        # screen and Mexican Train's scorer import on a round's save:
        # 30,000-180,000 instructions a save (Mexican Train's worst 5.93 ->
        # 5.84 M), 112-160 B more held (bench_press_cost, bench_frozen).
        import rules.ranking  # noqa: F401
        # What stays loaded: the app's core. Every other module (a screen,
        # the ledger, the scorers, the deal tables) is dropped when the
        # press that needed it ends (release()), the current screen's own
        # imports when the screen is left.
        self.core = set(m for m in sys.modules if not m.startswith(_PKG))
        self.keep = self.core
        self.book = Book(hw.root)
        self.book.unload = self.release
        hw.buzzer.volume = self.book.settings.get("volume", 2)
        chosen = self.book.settings.get("language", -1)
        lang.use(chosen)
        self.busy = False
        # The first power-on asks for the language, once.
        self.pending = ("menu" if chosen >= 0 else "language", None)
        self._switch()
        if self.book.message:
            # A damaged file was found: said in the language just chosen.
            from app.refusal import message
            self.say(message(self.book.message))

    # -- navigation -----------------------------------------------------
    def go(self, name, arg=None):
        """Show screen `name` once the current key is handled (the old
        screen's code is still running until then)."""
        if name == "score" or name == "referee" or name == "dealer":
            # The round's screens are the game's family's (rules.families:
            # its dealer, its referee under the house rule referee, its
            # round's entry).
            t = self.book.table
            from rules.families import screen
            name = "menu" if t is None else screen(t["game"], self.book.options(), name)
        self.pending = (name, arg)
        if not self.busy:
            self._switch()

    def _switch(self):
        """The previous screen's modules are dropped before the next is
        imported, so only one screen's code is ever on the heap."""
        name, arg = self.pending
        self.pending = None
        self.screen = None
        self.keep = self.core
        self.release()
        # Again, though release() collected: its collection runs with the
        # last module it dropped still referred to from its own frame, so
        # that module's code stays until this one (skipped, Mexican
        # Train's match no longer completed in its 124 KB .mpy heap,
        # 2026-12-06). Frozen, the code is in flash: what stays is a
        # module's few objects, not worth a second collection (160,000
        # instructions a screen change, bench_press_cost).
        if app.mpy:
            gc.collect()
        mod = __import__(_PKG + name, None, None, ("Screen",))
        self.keep = set(sys.modules)   # the core and this screen's imports
        self.name = name
        self.screen = mod.Screen(self, arg)
        self.shown = None
        self.dirty = True

    def release(self, now=True):
        """End of a press: the match and every module loaded for it go,
        so between presses the heap holds the core and the screen (now
        False: collected at the next idle moment, when frozen)."""
        self.book.release()
        if keep_only(self.keep):
            # Freed now, not when the heap next runs out: the next press's
            # code then lands in one free stretch instead of in the gaps
            # between this press's garbage and what it left live. Frozen, a
            # press's own modules (a report's ledger code) are a few small
            # objects: collected when the table is idle (tick), after the
            # screen has answered, not before it is drawn.
            if now or app.mpy:
                gc.collect()
                self.tidy = False
            else:
                self.sweep = True

    # -- events ---------------------------------------------------------
    def handle(self, ev):
        if ev == events.NONE:
            return
        kind = events.kind(ev)
        if kind != events.REPEAT:
            self.presses += 1
        self.last = self.hw.clock.ticks_ms()
        self.tidy = True
        lit = self.brightness
        if lit != 2:
            if lit < 2:
                self.hw.display.brightness(2)   # the same picture, lit; nothing else
            elif kind != events.REPEAT:    # 3: the press after the waking one acts
                self.brightness = 2
            if self.brightness != 2:
                self.brightness = 3
                return
        self.dirty = True
        step = None
        if self.msg is not None:
            # A message is read, then any key puts it away (not a repeat
            # of the key that caused it); hold OK takes the step it offers.
            # One longer than the box: UP and DOWN scroll it while there
            # is more that way (app.ui.message), then put it away too.
            k = events.key(ev)
            if kind == events.PRESS and (k == events.UP or k == events.DOWN):
                from app import ui
                top = self.top + (1 if k == events.DOWN else -1)
                if top >= 0 and top + 7 <= len(ui.wrap(self.msg, 14)):   # 7 lines of 14: the box
                    self.top = top
                    return
            if kind != events.REPEAT:
                self.msg = None
                if ev == events.OK | events.LONG or (self.ask and events.key(ev) == events.OK):
                    step = self.offer
                self.offer = None
                self.ask = False
                acts = self.through and k != events.BACK   # the press acts on the screen
                self.through = False
                if acts:
                    step = None
                elif step is None:
                    return
            else:
                return
        self.busy = True
        self._mark()
        try:
            if step is not None and not isinstance(step, str):
                step()      # a step asked about by confirm()
            elif step is not None:
                self.say(getattr(self.book, step)())
                if self.name in ("standings", "menu"):
                    self.go(self.name)   # shown again with what changed
            elif getattr(self.screen, "settle", False) and self.early(ev):
                pass   # not made in answer to this screen (_SETTLE_MS)
            elif ev == events.BACK | events.LONG:
                self.undo()
            else:
                self.screen.key(ev)
                t = self.deal
                if t is not None:
                    # Setup's new match (app.screens.setup), started once the
                    # setup screen's code has left the heap: the two together
                    # were the highest the heap rose in a whole match
                    # (bench_app's 96 KB runs). Refused, setup comes back with
                    # the table as it was set, for the refusal to be shown.
                    # Frozen, setup's few objects are collected with the
                    # Deal's by the dealer's screen change, not twice.
                    self.deal = None
                    self.screen = self.was = None
                    self.keep = self.core
                    self.release(False)
                    try:
                        self.book.start(t)
                    except BaseException:
                        self.pending = ("setup", t)
                        self._switch()
                        raise
                    self.go("dealer")   # the game's dealer, from the match's options
        except RulesError as e:
            self.pending = None
            from app.refusal import said, unpress   # in the language, where it has a kind
            if hasattr(e, "offer") and self.was is not None and self.was[0] is self.screen:
                unpress(self, *self.was)
            self.error(said(e, self.screen))
            self.offer = getattr(e, "offer", None)  # a full flash: free it (ledger.recover.error)
        except MemoryError:
            if self.strict:
                raise
            gc.collect()
            # English: no file is read for it while the heap is short.
            self.error("Out of memory; nothing was saved from that key.")
        except Exception as e:  # never a traceback on the device
            if self.strict:
                raise
            self.pending = None
            from app import lang
            self.error(lang.get(_T_INTERNAL_ERROR) % e)
        finally:
            self.busy = False
        self.was = None
        if self.pending is not None:
            self._switch()
        self.release(False)

    def _mark(self):
        """The screen as the press finds it, put back if the flash refuses
        the press's save (app.refusal.unpress): the screen and its
        attributes (MicroPython's __dict__ is a copy already; CPython's is
        the screen's own). Kept on the App and let go before a screen is
        left, not in handle()'s frame: the unix port's collector scans the
        C stack, where a value left in a frame still running holds the old
        screen, and as .mpy its code, beside the new one (2-4 KB of the
        smallest .mpy heaps)."""
        scr = self.screen
        was = scr.__dict__
        if sys.implementation.name != "micropython":
            was = dict(was)
        self.was = (scr, was)

    def tick(self):
        """Animations (the dealer's dice roll) redraw without a key; the
        screen dims and goes off when nobody presses."""
        now = self.hw.clock.ticks_ms()
        if self.tidy and self.hw.clock.ticks_diff(now, self.last) >= _TIDY_MS:
            self.tidy = False
            free = getattr(gc, "mem_free", None)   # MicroPython's (CPython's gc has none)
            if self.sweep or free is not None and free() < gc.mem_alloc():
                self.sweep = False
                gc.collect()
        lit = self.brightness
        if lit and self.hw.clock.ticks_diff(now, self.last) >= (_DIM_MS if lit > 1 else _OFF_MS):
            self.brightness = lit = 0 if lit == 1 else 1
            self.hw.display.brightness(lit)
        t = getattr(self.screen, "tick", None)
        self.busy = True
        if t is not None and t(now):
            self.dirty = True
        self.busy = False
        if self.pending is not None:
            self._switch()
            self.release()

    def early(self, ev):
        """Whether the press of ev began before the screen was on the
        panel or within _SETTLE_MS after, where the buttons know when a
        press began (the device's keys, the simulator's terminal; a test
        script's events are taken as pressed in answer to the screen)."""
        began = getattr(self.hw.buttons, "began", None)
        if began is None:
            return False
        if self.shown is None:
            return True
        return self.hw.clock.ticks_diff(began(events.key(ev)), self.shown) < _SETTLE_MS

    def confirm(self, question, step):
        """Ask before a step the table may not mean: OK takes it (step(),
        a callable), any other key keeps things as they are."""
        self.say(question)
        self.offer = step
        self.ask = True

    def went_out(self, screen, seat, held, step):
        """A referee's "who went out": a seat that still holds more than
        one tile by the reports is asked about first [issue 26, item 7]."""
        if held < 2:
            step()
            return
        from app import lang
        self.confirm(lang.get(_T_ASK_WENT_OUT, held) % (screen.names[seat], held), step)

    def leave_entry(self, screen):
        """BACK on a round entry's first field (app.screens.pips, entry):
        back to the referee (an edit: the standings), the entry so far
        dropped; asked first once something was typed."""
        if screen.typed:
            from app import lang
            self.confirm(lang.get(lang.T_ASK_LEAVE_ENTRY), lambda: self._left(screen.edit))
        else:
            self._left(screen.edit)

    def _left(self, edit):
        if edit:
            self.go("standings")
            return
        p = self.book.load_play()
        if p and p.get("entry"):
            self.book.save_entry(None)
        self.go("referee")

    def back(self):
        """BACK on a screen that takes back its own steps (the referees):
        its last one, or one line saying there is none, never silence."""
        if not self.screen.undo():
            from app import lang
            self.say(lang.get(_T_NOTHING_TO_UNDO))

    def undo(self, sure=False):
        """Undo from any screen: the screen's own last step if it has one
        (a logged play), else the last confirmed entry; a saved round's
        scores only once the player says so (sure: they have), as a hold
        may have been meant for something else."""
        if not sure:
            u = getattr(self.screen, "undo", None)
            if u is not None and u():
                return
            what = self.book.undo_asks()
            if what:
                from app import lang
                self.confirm(lang.get(_T_ASK_UNDO) % what, lambda: self.undo(True))
                return
        what = self.book.undo()
        from app import lang    # the message's text, then dropped with the press
        if not what:
            self.say(lang.get(_T_NOTHING_TO_UNDO))
            return
        self.say(lang.get(_T_UNDONE) % what)
        self.offer = "redo"
        if self.name in ("standings", "menu"):
            self.go(self.name)

    # -- output ---------------------------------------------------------
    def say(self, msg):
        self.msg = msg
        self.through = False
        self.top = 0    # the message's first line in the box
        self.dirty = True

    def error(self, msg):
        self.say(msg)
        self.beep("error")

    def beep(self, tune):
        self.hw.buzzer.play(tune)

    def draw(self):
        """One full frame if anything changed; returns whether it drew."""
        if not self.dirty:
            return False
        fb = self.hw.display
        fb.fill(0)
        self.screen.draw(fb)
        if self.msg is not None:
            from app import ui
            ui.message(fb, self.msg, self.top)
        fb.show()
        if self.shown is None:
            self.shown = self.hw.clock.ticks_ms()
        self.dirty = False
        self.release()
        return True


def run(hw, strict=False):
    """The device loop: poll, handle, animate, draw at most once an event;
    with the screen off, the board sleeps lightly between polls. strict
    (the headless runner's tests): a bug raises, as in App."""
    app = App(hw, strict)
    poll = hw.buttons.poll   # polling also steps the buzzer's tunes
    clock = hw.clock         # share mode swaps hw.clock for one that serves the page
    idle = getattr(hw.buttons, "idle", None)
    while True:
        ev = poll()
        if ev != events.NONE:
            app.handle(ev)
        else:
            app.tick()
        app.draw()
        if ev == events.NONE:
            # hw.clock, not a copy: in share mode its sleep serves the page
            # (share/mode.py), and the board must stay awake for it; with
            # the screen off and nothing to serve, the board sleeps lightly.
            if app.brightness or idle is None or hw.clock is not clock:
                hw.clock.sleep_ms(10)
            else:
                idle(50)

