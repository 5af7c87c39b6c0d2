# The dealer: this round's engine ("put the 12-12 in the hub", or with the
# engine dealt, who holds it), who sits where, the first player drawn with
# a visible dice roll, the tiles each player takes and the boneyard left,
# and before round 1 the house rules in force; with joined_trains, which
# neighbours build one train [003]. OK turns the page; the last
# page starts the referee.
from micropython import const
from app import lang, ui
from app.screens.dealer import Dealer
from drivers import events

_ENGINE = const(0)
_SEATS = const(1)
_ROLL = const(2)
_TILES = const(3)
_RULES = const(4)
_HOLDER = const(5)
_JOINED = const(6)
# Texts (app.lang): numbers kept by host_tools/texts.py.
_T_ENGINE = const(44)
_T_ENGINE_DEALT = const(45)
_T_ENGINE_HUB = const(46)
_T_NOBODY_HAS = const(50)
_T_ROLLING = const(52)
_T_DRAWS_FIRST = const(53)
_T_GOES_FIRST = const(54)
_T_BONE_PILE = const(59)
_T_RULES_IN_FORCE = const(60)
_T_STANDARD_LC = const(61)
_T_JOINED_TRAINS = const(62)
# Pips of a die face 1-6: cells of a 3x3 grid.
_PIPS = const(((), (4,), (0, 8), (0, 4, 8), (0, 2, 6, 8), (0, 2, 4, 6, 8), (0, 2, 3, 5, 6, 8)))


class Screen(Dealer):
    def __init__(self, app, arg):
        b = app.book
        Dealer.__init__(self, app, [_SEATS, _ROLL, _TILES])
        self.opts = b.options()
        from rules.mexican.deal import engine_dealt, round_plan   # once: not kept loaded
        n = len(self.names)
        self.hand, self.bone, self.engine, self.total = round_plan(self.t["set"], n, self.opts, self.round)
        # With the engine dealt [rules/README.md §1, Engine placement], its holder
        # places it and starts; if nobody holds it, the players draw in
        # turn from a seat the dice choose.
        # holder: the seat holding the engine, n: nobody, -1: in the hub.
        self.holder = n if self.engine >= 0 and engine_dealt(self.opts) else -1
        p = b.load_play()
        from rules.rng import Rng
        self.opener = p["first"] if p is not None else Rng(app.hw.seed()).opener(n)
        if p is not None and p["log"]:
            self.holder = self.opener   # the dealer logged its placement
        pages = self.pages
        if self.engine >= 0:
            pages.insert(0, _ENGINE)
        if self.holder >= 0:
            pages[pages.index(_ROLL)] = _HOLDER
        if self.opts.get("joined_trains"):
            pages.insert(pages.index(_SEATS) + 1, _JOINED)
        if self.round == 0:
            pages.append(_RULES)
        self.shown = self.opener  # the seat the die shows while rolling
        self.rolls = 0            # steps of the roll still to show
        self.last = 0
        self.top = 0

    # -- the dice roll: a few steps round the table, then the drawn seat --
    def tick(self, now):
        if self.rolls <= 0 or self.app.hw.clock.ticks_diff(now, self.last) < 90:
            return False
        self.last = now
        self.rolls -= 1
        self.shown = (self.shown + 1) % len(self.names)
        if not self.rolls:
            self.app.beep("turn")
        return True

    def choose(self, k, kind):
        pg = self.pages[self.page]
        n = len(self.names)
        if pg == _HOLDER and (k == events.UP or k == events.DOWN):
            self.holder = (self.holder + (1 if k == events.DOWN else -1)) % (n + 1)
        elif k == events.UP:
            self.top = max(0, self.top - 1)
        elif k == events.DOWN:
            self.top += 1
        elif kind != events.PRESS:
            return False
        elif k == events.BACK:
            self.top = 0
            return False
        elif pg == _ROLL and self.rolls and k == events.OK:
            # A press during the roll settles it: the page shows who
            # goes first, and the next press turns it (turned now, the
            # table would never see who was drawn).
            self.rolls = 0
            self.shown = self.opener
            self.app.beep("turn")
        elif pg == _HOLDER and k == events.OK:
            if self.holder < n:
                self.opener = self.holder
                if _ROLL in self.pages:
                    self.pages.remove(_ROLL)
            elif _ROLL not in self.pages:
                self.pages.insert(self.page + 1, _ROLL)   # who draws first
            return False
        else:
            return False
        return True

    def turned(self):
        self.top = 0
        if self.pages[self.page] == _ROLL:
            n = len(self.names)
            self.rolls = 2 * n + (self.opener - self.shown) % n
            self.last = self.app.hw.clock.ticks_ms()

    def start(self, opener=None, log=b""):
        if 0 <= self.holder < len(self.names):
            from rules.mexican.referee import ENGINE
            log = bytes((ENGINE << 5,))   # the holder placed it
        Dealer.start(self, self.opener, log)

    def show(self, fb, pg):
        t = self.t
        n = len(t["names"])
        e = self.engine
        if pg == _ENGINE:
            fb.text(lang.get(_T_ENGINE), 0, 12, 1)
            ui.big(fb, "%d-%d" % (e, e), 0, 22)
            text = lang.get(_T_ENGINE_DEALT) if self.holder >= 0 else lang.get(_T_ENGINE_HUB) % (e, e)
            for j, s in enumerate(ui.wrap(text)):
                fb.text(s, 0, 44 + 10 * j, 1)
        elif pg == _SEATS:
            items = []
            for i, name in enumerate(t["names"]):
                s = "%d %s" % (i + 1, name)
                if t["teams"]:
                    s += "  " + lang.get(lang.T_TEAM) % "AB"[i % 2]
                items.append(s)
            fb.text(lang.get(lang.T_SIT_CLOCKWISE), 0, 11, 1)
            top = min(self.top, max(0, len(items) - 5))
            for j, s in enumerate(items[top:top + 5]):
                fb.text(s, 0, 20 + 9 * j, 1)
        elif pg == _JOINED:
            # The pairs: seats 1 and 2, 3 and 4, ... (an odd seat out alone)
            # [rules.mexican.turn.home].
            fb.text(lang.get(_T_JOINED_TRAINS), 0, 11, 1)
            pairs = " ".join(("%d+%d" % (s + 1, s + 2)) if s + 1 < n else str(s + 1) for s in range(0, n, 2))
            for j, line in enumerate(ui.wrap(pairs, 16)[:4]):
                fb.text(line, 0, 22 + 10 * j, 1)
        elif pg == _HOLDER:
            fb.text(lang.get(lang.T_WHO_HAS) % (e, e), 0, 12, 1)
            if self.holder < n:
                ui.big(fb, str(self.holder + 1), 2, 24)
                fb.text(t["names"][self.holder], 24, 28, 1)
            else:
                fb.text(lang.get(_T_NOBODY_HAS), 0, 28, 1)
            fb.text(lang.get(lang.T_UP_DOWN_OK), 0, 56, 1)
        elif pg == _ROLL:
            if self.rolls:
                # Rolling: the die only; no seat is named before it settles.
                fb.text(lang.get(_T_ROLLING), 0, 12, 1)
            else:
                fb.text(lang.get(_T_DRAWS_FIRST if self.holder >= 0 else _T_GOES_FIRST), 0, 12, 1)
                ui.big(fb, str(self.shown + 1), 0, 24)
                fb.text(t["names"][self.shown], 24, 28, 1)
            # The die: a square and the pips of the seat it shows.
            fb.rect(104, 14, 20, 20, 1)
            for p in _PIPS[self.shown % 6 + 1]:
                fb.fill_rect(107 + 6 * (p % 3), 17 + 6 * (p // 3), 3, 3, 1)
        elif pg == _TILES:
            self.tiles_page(fb, self.hand, self.bone, lang.get(_T_BONE_PILE))
        elif pg == _RULES:
            from app import labels
            from rules import games
            spec = games.game(t["game"])[5]   # the options and their defaults
            items = [labels.setting(k, v) for k, v in sorted(self.opts.items())
                     if v != spec[k][0]]
            fb.text(lang.get(_T_RULES_IN_FORCE), 0, 11, 1)
            if not items:
                items = [lang.get(_T_STANDARD_LC)]
            lines = []
            for s in items:
                lines.extend(ui.wrap(s, 15))
            top = min(self.top, max(0, len(lines) - 5))
            for j, s in enumerate(lines[top:top + 5]):
                fb.text(s, 0, 20 + 9 * j, 1)
