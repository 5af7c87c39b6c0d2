# The referee of the cross and fives games in layout mode [rules/README.md §5, 6,
# 7, 8, 9]: it sees no hands, only what the players report, each tile with
# the end it went on (the end, then its outer number), each draw and each
# knock. It is the engine's layout (rules.cross.layout, which rules.cross.position
# builds on: the same Position, the same laying of tiles, four-way double,
# closed ends and points of a play) and the engine's turn model
# (rules.turn); the engine's move listing, deal and hands (rules.cross.position
# with rules.line.position's) stay off the referee's heap. Only what needs the hands
# differs:
#   - a report is checked against what the table shows: the tile is not on
#     the table yet, fits its end, the end is open, several doubles and
#     closed doubles as the game allows them (rules.cross.check), the draw
#     and the knock as the turn model allows them;
#   - the block is inferred (stuck()): once no tile off the table fits an
#     open end, or once every seat's knock stands. A knock with nothing
#     left to draw proves its player cannot play, and stays proof while the
#     ends and that hand are as they were; never before the engine sees the
#     block [PROTOCOL.md, "Referee log (line and cross games)"].
# The tile that opens a round is not checked against the opening rule (the
# referee does not know who holds it); the dealer names it at the table.
from micropython import const
from rules import RulesError, error
from rules.cross import layout as cx
from rules import turn
from rules.turn import BLOCK, DRAW, LEAD, OVER, PASS, PLAY, WENT_OUT  # noqa: F401 (the kinds a report names)
from rules.tiles import HI, LO

_UNSEEN = const(253)   # owner of a tile not on the table: a hand or the bazaar
_MISSED = const(16)    # a logged play's bit: its points were not called (MISS)
MISS = const(8)        # a report: the last play's points were not called (no kind of the log's three bits)
# Refusals of the shared turn model, worded as the line games' referee
# words them (rules.why: its reasons, with its code); this referee's own
# reasons (rules.cross.check) carry the cross family's number.
_OVER = const(1 << 5)
_DREW = const(3 << 5)
_EMPTY = const(4 << 5)
_DRAW_FIRST = const(5 << 5)
_NO_SEAT = const(10 << 5)
_NOT_EMPTY = const(11 << 5)
_UNKNOWN = const(14 << 5)
_LEAD_FIRST = const(16 << 5)


# The log (Referee.log, the bytes a save keeps): one byte a report, kind
# << 5 | arg as rules.line.referee logs them; a play's arg is how many
# tiles, with _MISSED when its points were not called, each tile then one
# byte, its part (part()). The dealer may open it with LEAD and the tile it
# named. Once the round is over the log ends with its summary (OVER << 5 |
# the seat out + 1, 0: blocked; the seat of the last play + 1; where plays
# score, each seat's points in play, two bytes), which outcome() reads
# without a replay.
class Referee(cx.Position):
    """The round as the players report it. proof: seats whose knock proves
    they cannot play, as bits."""

    def __init__(self, game, players, options, first, hands, bone, round_index=0, log=b""):
        """players seats, first the seat to move first, hands the tiles
        each seat takes, bone the bazaar's; log: the reports so far,
        replayed (a summary ends it)."""
        cx.Position.__init__(self, game, 6, players, options, round_index)
        owner = self.owner
        owner[0:len(owner)] = bytes((_UNSEEN,)) * len(owner)
        self.proof = 0
        self.log = bytearray()
        self.at = -1                # where the log's last report starts (-1: none yet)
        self.opener = first
        self.hand0 = bytes(hands)   # for undo(), which replays the round from its start
        self.bone0 = bone
        turn.start(self, first, hands, bone)
        i = 2 if log and log[0] == LEAD << 5 else 0   # the dealer's tile, not a report
        if i:
            self.lead = log[1]
            self.log.extend(log[:2])
        while i < len(log):
            b = log[i]
            kind = b >> 5
            if kind == OVER:
                break   # the summary of a round over: the last report wrote it again
            k = b & 15 if kind == PLAY else 0
            self.report(kind, b & 31 if kind == WENT_OUT else b & _MISSED, log[i + 1:i + 1 + k])
            i += 1 + k

    def stuck(self):
        if not self.laid:
            return False
        owner = self.owner
        ends = self.ends
        for e in range(self.arms):
            if self.shut >> e & 1:
                continue
            x = ends[e]
            for t in range(28):
                if owner[t] != cx.TABLE and (LO[t] == x or HI[t] == x):
                    return self.proof == (1 << self.n) - 1
        return True   # no tile off the table fits an open end: nobody can ever play

    # -- reports ----------------------------------------------------------
    def report(self, kind, arg=0, tile=-1):
        """One report of the players, checked, followed, then logged; a
        refused one raises RulesError naming the rule and changes nothing.
        PLAY: seat r.seat laid the tiles of `tile`, the log's parts (bytes,
        a part a tile: part()), in any order (laid in
        rules.cross.layout.laying_order); the first tile of a round is one
        part, its end 0 when its higher number is on end 0, else 1; arg
        16 (_MISSED): its points were not called (a log replayed). DRAW,
        PASS (a knock). WENT_OUT: seat arg went out; BLOCK: the players
        call the round blocked (corrections at the table, as the line
        games'). MISS: the last play's points were not called, so they are
        not credited, to anyone (undo() takes the mark back) [002,
        Telephone: "сразу записать в свой актив"; Muggins: "Очки
        начисляются, когда сумма ... кратна пяти"]."""
        if kind == MISS:
            if self.scoring() < 0 or self.missed():
                raise RulesError("no play's points to mark not called")
            self.credit(-1)
            return
        if self.over:
            raise _turn(_OVER, "the round is over")
        log = self.log
        by = self.seat
        if kind == PLAY:
            tile = self.play(tile, arg & _MISSED)
            self.at = len(log)
            log.append(PLAY << 5 | arg & _MISSED | len(tile))
            log.extend(tile)
        else:
            if kind == DRAW:
                self.draw()
            elif kind == PASS:
                self.knock()
            elif kind == WENT_OUT or kind == BLOCK:
                self.correct(kind, arg)
            else:
                raise _turn(_UNKNOWN, "unknown action")
            self.at = len(log)
            log.append(kind << 5 | (arg if kind == WENT_OUT else 0))
        self.by = by
        if self.over:
            self.summary()

    def play(self, tile, missed):
        """A play's parts checked and laid; -> the parts as logged."""
        # Loaded for the report and dropped with the press (app.main.App.release):
        # the checks and their lines are not held between presses.
        from rules.cross.check import refused
        parts = [] if tile == -1 else [(p >> 3, p & 3, p >> 2 & 1) for p in tile]
        if not parts:
            raise _turn(_UNKNOWN, "a play names its tiles")
        why = refused(self, parts)
        if why:
            from rules.families import number
            raise error(number("cross") << 10 | why[1], why[0])
        s = self.seat
        if not self.laid:
            t = parts[0][0]
            e = 1 if tile[0] & 3 and HI[t] != LO[t] else 0
            tile = bytes((t << 3 | e,))
            self.owner[t] = cx.TABLE
            cx.lay(self, t, e, 0)
        else:
            for t, e, c in cx.laying_order(parts):
                self.owner[t] = cx.TABLE
                cx.lay(self, t, e, c)
        v = cx.points_now(self)
        self.scored = v
        if not missed:
            self.points[s] += v
        self.proof = 0        # the ends changed: no knock proves anything now
        cx.laid_report(self, len(parts))
        return tile

    def lead_first(self):
        """The opener leads: no knock, draw or block before the round's
        first tile [rules/README.md §5-9: the holder of the opening tile opens]."""
        if not self.laid:
            from rules.why import WHY
            raise _turn(_LEAD_FIRST | self.seat, WHY[16] % ("seat %d" % self.seat))

    def draw(self):
        s = self.seat
        self.lead_first()
        if not turn.drawable(self):
            raise _turn(_EMPTY, "nothing may be drawn (%s)" % (
                "the bazaar is empty" if not self.left else
                "Bergen's last two bazaar tiles are never taken [rules/README.md §9]" if self.kind & cx.HEADERS else
                "the last bazaar tile is never taken [rules/README.md §3, 6]"))
        if not turn.may_draw(self):
            raise _turn(_DREW | s, "seat %d has bought its one tile this turn [rules/README.md §9]" % s)
        self.scored = 0
        self.proof &= ~(1 << s)
        turn.report(self, DRAW)

    def knock(self):
        s = self.seat
        self.lead_first()
        if not turn.may_pass(self, False):
            raise _turn(_DRAW_FIRST | s, "seat %d must draw before knocking: the bazaar is not empty" % s)
        self.scored = 0
        if turn.informative(self):
            self.proof |= 1 << s
        turn.report(self, PASS)

    def correct(self, kind, seat):
        """A correction at the table, as the line games' (rules.line.referee):
        WENT_OUT: seat went out (a play missed, or the last one made the
        round); BLOCK: the players call the round blocked, which needs an
        empty bazaar [rules/README.md §0, Block]."""
        if kind == WENT_OUT:
            if not 0 <= seat < self.n:
                raise _turn(_NO_SEAT, "there is no seat %d" % seat)
            self.scored = 0
            self.held[seat] = 0
            self.out = seat
            self.over = cx.OUT
            return
        self.lead_first()
        if turn.drawable(self):
            from rules.why import text
            raise _turn(_NOT_EMPTY, text(self, 11 << 5))   # the bazaar is not empty
        self.scored = 0
        self.over = cx.BLOCKED

    def summary(self):
        """The log's summary of a round over written again (after a mark
        of points not called too): its points are the log's."""
        i = self.at
        self.log[i + 1 + (self.log[i] & 15 if self.log[i] >> 5 == PLAY else 0):] = b""
        if self.over:
            out = self.log
            out.append(OVER << 5 | (self.out + 1 if self.over == cx.OUT else 0))
            out.append(self.last + 1)
            if cx.scores_in_play(self):
                for v in self.points:
                    out.append(v >> 8)
                    out.append(v & 255)

    def scoring(self):
        """Where the last report starts when it is a play that scored (its
        points may be marked not called); -1 when it is not."""
        i = self.at
        return i if i >= 0 and self.log[i] >> 5 == PLAY and self.scored else -1

    def missed(self):
        """Are the last play's points marked not called? (Asked for every
        frame: the last report's place is kept, not looked for.)"""
        i = self.at
        return i >= 0 and self.log[i] >> 5 == PLAY and self.log[i] & _MISSED

    def credit(self, sign):
        """The last play's mark of points not called set (sign -1, the
        points taken back) or cleared (+1, credited after all)."""
        self.log[self.at] ^= _MISSED
        self.points[self.last] += sign * self.scored
        self.summary()

    def undo(self):
        """The last report taken back (a mark of points not called first:
        the points credited after all); False when there is none."""
        i = self.at
        if i < 0:
            return False
        if self.missed():
            self.credit(1)
        else:
            self.__init__(self.game, self.n, self.options, self.opener, self.hand0, self.bone0, self.round,
                          self.log[:i])
        return True

    by = -1   # the seat that made the last report

    def reported(self):
        """The last report in rules.reports' words: (seat, what, x), or
        None before the first; a mark of points not called first, as
        undo() takes it back first."""
        i = self.at
        if i < 0:
            return None
        from rules import reports as w
        b = self.log[i]
        k = b >> 5
        if k == PLAY:
            if b & _MISSED:
                return self.last, w.NOT_CALLED, 0
            return self.by, w.PLAYED, bytes([p >> 3 for p in self.log[i + 1:i + 1 + (b & 15)]])
        if k == WENT_OUT:
            return b & 31, w.WENT_OUT, 0
        if k == BLOCK:
            return -1, w.BLOCKED, 0
        return self.by, w.DREW if k == DRAW else w.PASSED, 0

    # -- how the round stands --------------------------------------------
    def last_tile(self):
        """Seats holding exactly one tile."""
        return [s for s in range(self.n) if self.held[s] == 1]

    def outcome(self):
        """How the round stands, in rules.outcome's shape (seats: every
        seat is dealt in these games), with the points each seat scored in
        play where plays score (Muggins, Telephone, Bergen)."""
        return ((self.out if self.over == cx.OUT else -1), self.over == cx.BLOCKED, None, self.last,
                list(self.points) if cx.scores_in_play(self) else None, -1)

    def state(self):
        """The round as the share page shows it (share.state): whose turn,
        each seat's tiles, the bazaar, the seats on their last tile, the
        end; and the layout's open ends by index (None: closed), the
        points each seat scored in play (None: plays do not score here)."""
        n = self.n
        return {"to_move": self.seat, "tiles": list(self.held), "boneyard": self.left,
                "last_tile": self.last_tile(), "over": bool(self.over),
                "out": self.out if self.over == cx.OUT else -1,
                "ends": [None if self.shut >> e & 1 else self.ends[e] for e in range(self.arms if self.laid else 0)],
                "points": list(self.points) if cx.scores_in_play(self) else None}


def _turn(reason, words):
    """A refusal of the shared turn model (rules.why's reason)."""
    from rules.why import CODE
    return error(CODE | reason, words)


def part(t, e, c=0):
    """A tile of a play as report() takes it and the log keeps it: tile t
    on end e, c 1 when a double lies the other way (face down, closing its
    end; in Muggins under doubles_either_way: along, rules.cross.layout);
    the first tile of a round: e 0 when its higher number is on end 0,
    else 1."""
    return t << 3 | c << 2 | e


def begin(table, options, round_index, opener, log, seats=None):
    """The round's referee from the device's play record: every report of
    the log replayed. seats: the seats dealt (None: every seat, as in
    these games); opener the seat to move first."""
    from rules.deal import round_plan
    g = table["game"]
    act = list(range(len(table["names"]))) if seats is None else seats
    n = len(act)
    hand = round_plan(g, table["set"], len(table["names"]), options, round_index)[0]
    return Referee(g, n, options, act.index(opener) if opener in act else 0, bytes([hand]) * n, 28 - n * hand,
                   round_index, bytes(log))


def outcome(table, options, round_index, play, standings=None):
    """rules.outcome.outcome for the layout mode of these games, with the
    points each seat scored during play where plays score (Muggins,
    Telephone, Bergen). A round over ends its saved log with its summary
    (Referee), read as it is; a round ended from the menu is replayed."""
    log = play["log"]
    i = 2 if log and log[0] == LEAD << 5 else 0
    while i < len(log):
        b = log[i]
        if b >> 5 == OVER:
            p = log[i + 2:]
            return ((b & 31) - 1, not b & 31, None, log[i + 1] - 1,
                    [p[k] << 8 | p[k + 1] for k in range(0, len(p), 2)] if p else None, -1)
        i += 1 + (b & 15 if b >> 5 == PLAY else 0)   # 16: _MISSED
    try:
        r = begin(table, options, round_index, play["first"], log)
    except RulesError:
        return None
    return r.outcome()
