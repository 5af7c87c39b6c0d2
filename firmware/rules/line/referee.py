# The device's referee for the line games [rules/README.md §2, 3, 4, 10, 11, 13].
# It sees no hands: the players report each move with the buttons and it
# keeps what the rules need through the engine's turn model
# (rules.turn): whose turn, tiles each, the bazaar, knocks, Seven's
# extra move and penalty, the end of the round. Two ways to referee:
#   quick   a play is reported as such (in Seven, with what the ends make:
#           SIX or SEVEN);
#   layout  each tile is reported with the end it went on (the end, then
#           its outer number, on the device), so the referee keeps the two
#           open ends, refuses a tile that does not fit or is already on
#           the table, works out Seven's sums itself and sees a block as
#           soon as no tile off the table fits an end [rules/README.md §0, Block].
# A report the rules forbid is refused with the rule (words in
# rules.why, loaded only for a refusal).
#
# The log is one byte a report (kind << 5 | argument), a layout play
# followed by its tile (two doubles at once: both tiles), so the device
# saves it whole and an undo is a replay without the last report. The
# dealer may open it with LEAD and a tile: the opening tile it named
# (Referee.lead), which is not a move.
#
# The block is inferred from knocks: a knock with nothing left to draw
# proves its player cannot play (unless the rules let them keep a playable
# tile: rules.turn.informative), and stays proof while the ends and
# that hand are as they were. Once every seat's knock stands, nobody can
# play: never before the engine sees it, and at most one knock from every
# seat after it (PROTOCOL.md, "Referee log (line and cross games)").
#
# The line's ends are the engine's rule (rules.line.ends), imported where a
# tile is checked or laid, not with this module: held with the referee's
# screen it and rules.tiles cost 1.1 KB between presses (bench_frozen: a
# line game 13.4 -> 14.5 KB, Sausage past its 16 KB).
from micropython import const
from rules import RulesError, error
from rules import turn
from rules.turn import (BLOCK, BLOCKED, DOUBLE, DRAW, GAP, LEAD, OUT, PASS, PLAY, SEVEN, SIX, WENT_OUT,  # noqa: F401
                             Turn)

# Turn.flags bits the turn model leaves free.
LAYOUT = const(256)   # the layout is followed (the tiles are reported)
_PAIR = const(128)    # two doubles may go out together (Sea Kozel), from rules.line.variants
_GENERAL = const(2048)   # ... only 0-0 and 6-6 (General), from rules.line.variants
_MANY = const(1024)   # quick mode: 2-4 doubles in one move (Telephone, Chechevé, Donkey), from their rows
_ONE_WAY = const(4096)   # Kids' smallest: one direction (end 1), fewer pictures, from rules.line.variants
_FISHER = const(8192)    # Sea Kozel's fisherman_privileges: the fisherman laid the last tile not a double
# Sea Kozel's extraordinary round: rules.line.ends' BOTH, XR, XP, XG (the
# same numbers, folded here: that module is loaded only where a tile is).
_BOTH = const(28)
_XR = const(1)
_XP = const(2)
_XG = const(4)

# Why a report is refused: indexes of rules.why.WHY.
_OVER = const(1)
_NO_DRAW = const(2)
_DREW = const(3)
_EMPTY = const(4)
_DRAW_FIRST = const(5)
_NO_PLAY = const(6)
_TWO = const(7)
_ON_TABLE = const(8)
_FIT = const(9)
_NO_SEAT = const(10)
_NOT_EMPTY = const(11)
_SUMS = const(12)
_EXTRA = const(13)
_UNKNOWN = const(14)
_MANY_DOUBLES = const(15)
_LEAD_FIRST = const(16)
_LEAD = const(17)
_ONE_END = const(18)
_NOT_IN_PLAY = const(19)
_XLEAD = const(20)
_GAP = const(21)


class Referee(Turn):
    """The round as the players report it: the turn model's state, the log,
    and in layout mode the open ends, the tile at each end and the tiles on
    the table (bits by tile id)."""

    def __init__(self, players, flags, first, hands, bone, log=b"", lead=-1):
        """players seats, flags rules.line.variants.flags() (| LAYOUT to follow
        the layout), first the seat to move first, hands the tiles each
        seat takes, bone the bazaar's; log: the reports so far, replayed;
        lead: the tile the rules open every round with
        (rules.line.variants.fixed_lead), or -1."""
        Turn.__init__(self, players, flags)
        self.first = first
        self.hand0 = bytes(hands)
        self.bone0 = bone
        self.log = bytearray()
        self.base = 1        # messages number seats from 1, as the screen does
        self.proof = 0       # seats whose knock proves they cannot play, as bits
        self.ends = bytearray(2)
        self.tip = bytearray(b"\xff\xff")
        self.open = 0        # tiles on the table, as bits by id
        self.lead0 = lead
        self.lead = lead     # the opening tile the rules or the dealer name, if they do
        self.top = 6         # the highest number in play
        self.xr = 0          # Sea Kozel's extraordinary round: rules.line.ends' XR, XP, XG
        self.fisher = -1     # layout mode: who laid the last tile that was not a double
        if flags & _ONE_WAY:
            from rules.line.variants import pictures
            self.top = pictures(players)
        turn.start(self, first, hands, bone)
        i = 0
        if log[:1] == bytes((LEAD << 5,)):
            if 0 <= lead != log[1]:
                # The dealer named another tile than the rules' [rules/README.md §10].
                from rules.why import CODE, text
                raise error(CODE | _LEAD << 5 | lead, text(self, _LEAD << 5 | lead))
            self.lead = log[1]
            self.log.extend(log[:2])
            i = 2
        while i < len(log):
            b = log[i]
            k = b >> 5
            tile = -1
            if flags & LAYOUT and k <= DOUBLE:
                tile = log[i + 1]
                i += 1
                if k == DOUBLE:
                    tile = tile << 5 | log[i + 1]
                    i += 1
            self.report(k, b & 31, tile)
            i += 1

    def stuck(self):
        if self.flags & LAYOUT and self.open:
            # No tile off the table fits an end: nobody can ever play.
            from rules.line.ends import fits
            from rules.tiles import count
            for t in range(count(self.top)):   # (Kids' smallest: the tiles in play)
                if not self.open >> t & 1 and fits(self, t) & (2 if self.flags & _ONE_WAY else 3):
                    break
            else:
                return True
        return self.proof == (1 << self.n) - 1

    # -- reports ----------------------------------------------------------
    def report(self, kind, arg=0, tile=-1):
        """Check one report against the rules, then log and follow it; a
        report the rules forbid raises RulesError naming the rule. A play:
        arg, in quick mode, what the ends make (SIX, SEVEN: Seven only); in
        layout mode the end it went on (0 or 1; for the first tile, which
        of its numbers is on end 0: 0 the higher, 1 the lower), tile its id
        (two doubles at once: first << 5 | second, on ends 0 and 1). DOUBLE
        in the cross games' quick mode: arg the doubles laid beyond two."""
        s = self.seat
        f = self.flags
        why = 0
        if self.over:
            why = _OVER << 5
        elif kind <= DOUBLE:
            if turn.no_play(self):
                why = _NO_PLAY << 5
            elif kind == DOUBLE and f & _MANY:
                if arg > 2 or self.held[s] < 2 + arg:
                    why = _MANY_DOUBLES << 5   # arg: the doubles beyond two
            elif kind == DOUBLE and not (f & _PAIR and (self.held[s] == 2 or
                                                        (self.last < 0 or self.xr & _XP) and self.held[s] > 2)):
                # Sea Kozel: two doubles to go out; its extraordinary lead
                # and two tiles a turn after it [rules/README.md §4].
                why = _TWO << 5
            elif kind == DOUBLE and self.last < 0 and 0 <= self.lead < _BOTH and self.lead and self.lead != 27:
                why = _LEAD << 5 | self.lead   # the lead is named: not the 0-0 or the 6-6
            elif kind == PLAY and self.last < 0 and self.lead == _BOTH:
                why = _LEAD << 5 | _BOTH       # the extraordinary round replayed: both again
            elif self.doubles & 1 and kind == DOUBLE:
                why = _EXTRA << 5
            elif f & LAYOUT:
                why = self.fits(kind, arg, tile)
            elif arg == GAP:
                why = 0 if self.xr & (_XR | _XG) == _XR else _GAP << 5
            elif arg & ~3 or arg and not f & 32 or arg == 3:
                why = _SUMS << 5
        elif kind >= DRAW and kind != WENT_OUT and self.last < 0:
            # The opener leads: no knock, draw or block before the round's
            # first tile [rules/README.md §2, Who starts].
            why = _LEAD_FIRST << 5 | s
        elif kind == DRAW:
            if not turn.drawable(self):
                why = (_EMPTY if f & 3 else _NO_DRAW) << 5
            elif not turn.may_draw(self):
                why = (_EXTRA if self.doubles & 1 else _DREW) << 5 | s
        elif kind == PASS:
            why = 0 if turn.may_pass(self, False) else _DRAW_FIRST << 5 | s
        elif kind == WENT_OUT:
            why = 0 if 0 <= arg < self.n else _NO_SEAT << 5 | arg
        elif kind == BLOCK:
            why = _NOT_EMPTY << 5 if turn.drawable(self) else 0
        else:
            why = _UNKNOWN << 5
        if why:
            # The protocol's English, and the reason for the device to say
            # in the player's language (the shared reasons: app.refusal).
            from rules.why import CODE, text
            raise error(CODE | why, text(self, why))
        self.log.append(kind << 5 | arg)
        self.by = s
        if kind <= DOUBLE:
            gap = arg == (2 if f & LAYOUT else GAP)
            if f & LAYOUT:
                if kind == DOUBLE:
                    self.log.append(tile >> 5)
                    self.log.append(tile & 31)
                    self.lay(tile >> 5, 0)
                    self.lay(tile & 31, 1)
                elif gap:
                    self.log.append(tile)
                    self.open |= 1 << tile   # the 6-0 between the 0-0 and the 6-6: the ends stay
                    self.fisher = s
                else:
                    self.log.append(tile)
                    self.lay(tile, arg)
                arg = self.sums() if f & 32 else 0
            if gap:
                # Besides the turn's tiles: the ends and every knock stand.
                self.xr |= _XG
                arg = GAP
            elif kind == DOUBLE and self.last < 0:
                self.xr = _XR | _XP   # the extraordinary round [rules/README.md §4; 002 l.139]
                self.proof = 0
            else:
                if kind == PLAY:
                    self.xr &= ~_XP   # one who cannot lay two: one tile a turn from now [002 l.143]
                self.proof = 0   # the ends changed (and, after a seven, two hands)
            if kind == DOUBLE and f & _MANY:
                self.held[s] -= arg   # the third and fourth doubles
        elif kind == DRAW:
            self.xr &= ~_XP
            self.proof &= ~(1 << s)
        elif kind == PASS:
            self.xr &= ~_XP
            if turn.informative(self) and not turn.drawable(self):
                self.proof |= 1 << s
        elif kind == WENT_OUT:
            self.held[arg] = 0
            self.out = arg
            self.over = OUT
            return
        else:
            self.over = BLOCKED
            return
        turn.report(self, kind, arg)

    def fits(self, kind, e, tile):
        """Layout mode: why the tile(s) reported cannot go there, or 0."""
        from rules.tiles import HI, LO
        if kind == DOUBLE:
            a = tile >> 5
            b = tile & 31
            if not self.open:
                # The extraordinary lead: the 0-0 on end 0, the 6-6 on end 1.
                return 0 if a == 0 and b == 27 else _XLEAD << 5
            if a > 27 or b > 27 or a == b or not self.xr & _XP and (
                    LO[a] != HI[a] or LO[b] != HI[b] or
                    self.flags & _GENERAL and (LO[a] + LO[b] != 6 or LO[a] * LO[b])):
                return _TWO << 5
            return self.fit(a, 0) or self.fit(b, 1)
        if e == 2:
            # Sea Kozel: the 6-0 in the gap between the opening doubles.
            if tile != 21 or self.xr & (_XR | _XG) != _XR:
                return _GAP << 5
            return _ON_TABLE << 5 | tile if self.open >> tile & 1 else 0
        if not 0 <= tile <= 27 or e > 1:
            return _UNKNOWN << 5
        if not self.open and 0 <= self.lead != tile:
            return _LEAD << 5 | self.lead   # the round opens with the tile named
        if self.flags & _ONE_WAY:
            from rules.tiles import HI
            if HI[tile] > self.top:
                return _NOT_IN_PLAY << 5 | tile
            if self.open and not e:
                return _ONE_END << 5   # one direction [000 l.36]
        return self.fit(tile, e)

    def fit(self, t, e):
        if self.open >> t & 1:
            return _ON_TABLE << 5 | t
        from rules.line.ends import fits
        if self.open and not fits(self, t) >> e & 1:
            return _FIT << 5 | e
        return 0

    def lay(self, t, e):
        from rules.line.ends import lay
        from rules.tiles import HI, LO
        lay(self, t, e, not self.open)
        self.open |= 1 << t
        if LO[t] != HI[t]:
            self.fisher = self.seat

    def sums(self):
        """Seven: what the ends make now."""
        from rules.line.ends import sums
        v = sums(self)
        return SIX if v == 6 else SEVEN if v == 7 else 0

    def last_report(self, plays=False):
        """Where the log's last report (plays: its last play) starts (a
        layout play's tiles follow its first byte); -1 when there is none
        (the dealer's opening tile is not a report)."""
        log = self.log
        i = 2 if log[:1] == bytes((LEAD << 5,)) else 0
        last = -1
        while i < len(log):
            k = log[i] >> 5
            if not plays or k <= DOUBLE:
                last = i
            i += 1
            if self.flags & LAYOUT and k <= DOUBLE:
                i += 1 + k
        return last

    def undo(self):
        """Forget the last report (the round replayed without it); False
        when there is none."""
        last = self.last_report()
        if last < 0:
            return False
        self.__init__(self.n, self.flags, self.first, self.hand0, self.bone0, self.log[:last], self.lead0)
        return True

    def reported(self):
        """The last report in rules.reports' words: (the table's seat,
        what, x), or None before the first."""
        i = self.last_report()
        if i < 0:
            return None
        from rules import reports as w
        act = self.seats or range(self.n)
        b = self.log[i]
        k = b >> 5
        if k == WENT_OUT:
            return act[b & 31], w.WENT_OUT, 0
        if k == BLOCK:
            return -1, w.BLOCKED, 0
        if k <= DOUBLE:
            # Layout mode logs the tiles after the report (two doubles: two).
            return act[self.by], w.PLAYED, bytes(self.log[i + 1:i + 2 + k]) if self.flags & LAYOUT else b""
        return act[self.by], w.DREW if k == DRAW else w.PASSED, 0

    seats = None   # the table's seat of each seat refereed (begin())
    by = -1        # the seat that made the last report

    @property
    def opener(self):
        """The table's seat that moved first (what the play record keeps)."""
        return self.seats[self.first] if self.seats else self.first

    def outcome(self):
        """How the round stands, in rules.outcome's shape, in the table's
        seats (the sixth item: what the seat out finished on, finish())."""
        act = self.seats or range(self.n)
        last = self.last
        if self.flags & _FISHER:
            # The fisherman laid the last tile not a double [002 l.411]: seen
            # in layout mode; in quick mode the round's entry asks.
            last = self.fisher if self.flags & LAYOUT else -1
        return ((act[self.out] if self.over == OUT else -1), self.over == BLOCKED, None,
                (act[last] if last >= 0 else -1), None, finish(self) if self.over == OUT else -1)

    def state(self):
        """The round as the share page shows it (share.state), in the
        table's seats: whose turn, each seat's tiles (None: out of the
        game), the bazaar, the seats on their last tile, the end."""
        act = self.seats or range(self.n)
        tiles = [None] * (max(act) + 1)
        for i, s in enumerate(act):
            tiles[s] = self.held[i]
        return {"to_move": act[self.seat], "tiles": tiles, "boneyard": self.left,
                "last_tile": [act[i] for i in self.last_tile()], "over": bool(self.over),
                "out": act[self.out] if self.over == OUT else -1}

    def last_tile(self):
        """Seats holding exactly one tile."""
        return [s for s in range(self.n) if self.held[s] == 1]


def finish(r):
    """What the seat out of round r finished on, as the round entry's
    finish (rules.score.entry): 1 the 0-0, 2 the top double, 3 both, 0
    another tile; -1 unknown (quick mode sees no tiles). General's two
    doubles at once are the 0-0 and the 6-6 [rules/README.md §10] in both modes.
    Read from the log's last play, once, when the round is entered."""
    i = r.last_report(True)
    if i < 0:
        return -1
    kind = r.log[i] >> 5
    if kind == DOUBLE and r.flags & _GENERAL:
        return 3
    if not r.flags & LAYOUT:
        return -1
    from rules.score.scoring import double_bits   # its bits are the finish's
    return double_bits(r.log[i + 1:i + 2 + kind], 6)


def begin(table, options, round_index, opener, log, seats=None):
    """The round's referee from the play record: seats the seats dealt
    (rules.games.seats(); None: every seat), opener the seat to move first
    (a table seat); the referee and its log number the seats dealt from 0."""
    act = list(range(len(table["names"]))) if seats is None else seats
    from rules.deal import check_deal, round_plan
    from rules.line.variants import fixed_lead, flags
    g = table["game"]
    hand = round_plan(g, table["set"], len(table["names"]), options, round_index, len(act))[0]
    n = len(act)
    # (A game whose several doubles go down in one move has _MANY in its
    # row: the cross games run here in quick mode, rules.families.)
    f = flags(g, options) | (LAYOUT if options.get("referee") == "layout" else 0)
    bone = check_deal(table["set"], n, hand)
    r = Referee(n, f, act.index(opener) if opener in act else 0, bytes([hand]) * n, bone, bytes(log),
                fixed_lead(g, options, bone))
    r.seats = act
    return r


def outcome(table, options, round_index, play, standings=None):
    """How a line game's round log says it ended (rules.outcome's answer
    for this family's referee, quick or layout mode): the seat that went
    out or -1, blocked, None (no markers), the seat that made the last play
    or -1, seats of the table; None for a log this firmware cannot replay.
    standings: the ledger's answer so far where it matters (Seven's seats
    still in after the first round), else None."""
    from rules.games import seats
    try:
        r = begin(table, options, round_index, play["first"], play["log"], seats(table, options, standings))
    except RulesError:
        return None
    return r.outcome()
