# The Mexican Train referee during a round. The players keep the tiles; the
# device keeps the turn: the buttons report what happened and
# rules.mexican.referee applies the rules (this screen holds none). Each
# report is saved before the screen shows its effect.
#   OK           laid a tile on the own train (with joined_trains, the
#                pair's; or on the double that is due;
#                with extra_on_first_double, after two doubles, on the first)
#   hold OK      ... and it was a double
#   UP           laid it elsewhere: pick the train (OK; hold OK: a double)
#   DOWN         could not play: draw one; once drawn (or nothing to draw),
#                pass (the marker goes up)
#   hold DOWN    more: release an open double that can no longer be
#                satisfied, a blocked round, who went out, enter scores,
#                leave
#   BACK         undo the last report (hold BACK: undo on any screen)
# With first_turn_train, OK / hold OK lay the first train tile by tile and
# DOWN ends it. In the engine hunt (the engine dealt, nobody holding it)
# OK says the tile drawn is the engine, DOWN that it is not. The screen
# is drawn by app.screens.mexican.view (held while the screen is: it is
# the screen's larger half, 176 B more held between presses on the frozen
# image, and no longer imported again for every frame).
from micropython import const
from app import ui
from drivers import events
from rules.mexican import turn
from app.screens.mexican.view import ACTIONS, RELEASE, SEAT, TRAIN  # the pickers, by number
from app.screens.mexican import view
from rules.mexican.referee import BLOCK, DOUBLE, DRAW, ENGINE, PASS, PLAY, RELEASE, WENT_OUT
from app.screens.referee import Referee

# The actions menu (hold DOWN; its rows' words are app.screens.mexican.view's):
# release an open double (no tile of its number is left), the round is
# blocked, who went out, enter scores, leave; each offered always (0),
# while a double is open (1), or once the boneyard is empty (2).
_OFFER = const((1, 2, 0, 0, 0))
# What a picker is open for (app.screens.mexican.view draws them by number):
# the train played on, the actions menu, who went out, the open double to
# release.
# Texts (app.lang; numbers kept by host_tools/texts.py).
_T_DUE_ON_MEXICAN = const(340)
_T_DUE_ON_TRAIN = const(341)
_T_FIRST_TURN_OWN = const(342)
_T_NO_OTHER_TRAIN = const(343)


class Screen(Referee):
    def __init__(self, app, arg):
        import rules.mexican.referee as rules
        Referee.__init__(self, app, rules)
        self.engine = self.r.engine

    def report(self, kind, arg=0, tile=-1):
        Referee.report(self, kind, arg, tile, "open_double" if kind == DOUBLE else None)

    def picked(self, k, kd):
        """A picker: UP/DOWN choose, OK takes it (hold OK: a double, in the
        train picker), BACK closes it."""
        press = kd == events.PRESS
        n = len(self.items)
        r = self.r
        if k == events.UP and press:
            self.cur = (self.cur - 1) % n
        elif k == events.DOWN and press:
            self.cur = (self.cur + 1) % n
        elif k == events.BACK and press:
            self.pick = 0
        elif k == events.OK:
            what = self.pick
            m = self.items[self.cur]
            self.pick = 0
            if what == TRAIN:
                self.report(PLAY if press else DOUBLE, m)
            elif what == SEAT:
                self.app.went_out(self, m, r.held[m], lambda: self.report(WENT_OUT, m))
            elif what == RELEASE:
                self.report(RELEASE, m)
            elif not press:
                pass
            elif m == 0:
                if len(r.doubles) == 1:
                    self.report(RELEASE, r.doubles[0])
                else:   # which one? the due one first
                    self.pick = RELEASE
                    self.items = list(r.doubles)
                    self.cur = 0
            elif m == 1:
                self.report(BLOCK)
            elif m == 2:
                self.pick = SEAT
                self.items = list(range(len(self.names)))
                self.cur = r.seat
            elif m == 3:
                self.score()
            else:
                self.app.go("menu")

    def actions(self):
        r = self.r
        self.pick = ACTIONS
        self.cur = 0
        self.items = [m for m in range(5) if not _OFFER[m] or (
            _OFFER[m] == 1 and r.doubles) or (_OFFER[m] == 2 and not r.left)]

    def pressed(self, k, kd, press):
        r = self.r
        if not r.engine_placed:
            # The engine hunt: the player to move has drawn a tile. Is it
            # the engine (then they place it), or not?
            if k == events.OK and press:
                self.report(DRAW, 1)
                self.report(ENGINE)
            elif k == events.DOWN:
                self.report(DRAW)
        elif k == events.OK:
            d = turn.due(r)
            if d < 0 and press:
                d = turn.follow(r)   # after two doubles: on the first [001]
            self.report(PLAY if press else DOUBLE, d if d >= 0 else turn.home(r, r.seat))
        elif k == events.UP and press:
            others = [j for j in r.open if j != turn.home(r, r.seat)]   # the trains open besides the own
            d = turn.due(r)
            from app import lang
            if d >= 0:
                self.app.error(lang.get(_T_DUE_ON_MEXICAN) if d == r.n else
                               lang.get(_T_DUE_ON_TRAIN) % self.names[d])
            elif turn.first_train(r):
                self.app.error(lang.get(_T_FIRST_TURN_OWN))
            elif not others:
                self.app.error(lang.get(_T_NO_OTHER_TRAIN))
            else:
                self.pick = TRAIN
                self.cur = 0
                self.items = others
        elif k == events.DOWN:
            self.report(DRAW if turn.may_draw(r) else PASS)

    def score(self):
        """The round's entry, told how it ended and, with first_turn_train,
        who else went out at once (app.screens.pips)."""
        self.app.go("score", {"outcome": self.r.outcome(), "also": self.r.also_out()})

    def draw(self, fb):
        view.draw(self, fb)
