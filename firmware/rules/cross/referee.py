# The referee of the cross and fives games in layout mode [RULES.md 5, 6,
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
#     block [RULES-PROTOCOL.md, "Referee log (line and cross games)"].
# The tile that opens a round is not checked against the opening rule (the
# referee does not know who holds it); the dealer names it at the table.
from micropython import const
from rules import RulesError, error
from rules.cross import layout as cx
from rules import turn
from rules.tiles import HI, LO

_UNSEEN = const(253)   # owner of a tile not on the table: a hand or the bazaar
_MISSED = const(16)     # a logged play's bit: its points were not called (missed_log())
# Refusals of the shared turn model, worded as the line games' referee
# words them (rules.why: its reasons, with its code); this referee's own
# reasons (rules.cross.check) carry the cross family's number.
_OVER = const(1 << 5)
_DREW = const(3 << 5)
_EMPTY = const(4 << 5)
_DRAW_FIRST = const(5 << 5)
_NO_SEAT = const(10 << 5)
_NOT_EMPTY = const(11 << 5)
_LEAD_FIRST = const(16 << 5)


class Referee(cx.Position):
    """The round as the players report it. proof: seats whose knock proves
    they cannot play, as bits."""

    def __init__(self, game, players, options, first, hands, bone, round_index=0):
        cx.Position.__init__(self, game, 6, players, options, round_index)
        owner = self.owner
        owner[0:len(owner)] = bytes((_UNSEEN,)) * len(owner)
        self.proof = 0
        self.log = bytearray()   # the device's log (report()), replayed by begin()
        self.opener = first
        turn.start(self, first, hands, bone)

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


def _turn(reason, words):
    """A refusal of the shared turn model (rules.why's reason)."""
    from rules.why import CODE
    return error(CODE | reason, words)


def play(r, parts, first_number=-1, missed=0):
    """Seat r.seat reports laying parts [(tile, end, closed)], in any
    order (laid in rules.cross.layout.laying_order); the first tile of a
    round: one part, first_number the number it shows on end 0; missed:
    its points were not called, so they are not credited (missed_log()).
    Refused: RulesError naming the rule."""
    if r.over:
        raise _turn(_OVER, "the round is over")
    # Loaded for the report and dropped with the press (app.main.App.release):
    # the checks and their lines are not held between presses.
    from rules.cross.check import refused
    why = refused(r, parts)
    if why:
        from rules.families import number
        raise error(number("cross") << 10 | why[1], why[0])
    s = r.seat
    if not r.laid:
        t = parts[0][0]
        r.owner[t] = cx.TABLE
        cx.lay(r, t, 0 if first_number == HI[t] else 1, 0)
    else:
        for t, e, c in cx.laying_order(parts):
            r.owner[t] = cx.TABLE
            cx.lay(r, t, e, c)
    v = cx.points_now(r)
    r.scored = v
    if not missed:
        r.points[s] += v
    r.proof = 0        # the ends changed: no knock proves anything now
    cx.laid_report(r, len(parts))


def _lead_first(r):
    """The opener leads: no knock, draw or block before the round's first
    tile [RULES.md 5-9: the holder of the opening tile opens]."""
    if not r.laid:
        from rules.why import WHY
        raise _turn(_LEAD_FIRST | r.seat, WHY[16] % ("seat %d" % r.seat))


def draw(r):
    s = r.seat
    if r.over:
        raise _turn(_OVER, "the round is over")
    _lead_first(r)
    if not turn.drawable(r):
        raise _turn(_EMPTY, "nothing may be drawn (%s)" % (
            "the bazaar is empty" if not r.left else
            "Bergen's last two bazaar tiles are never taken [RULES.md 9]" if r.kind & cx.HEADERS else
            "the last bazaar tile is never taken [RULES.md 3, 6]"))
    if not turn.may_draw(r):
        raise _turn(_DREW | s, "seat %d has bought its one tile this turn [RULES.md 9]" % s)
    r.scored = 0
    r.proof &= ~(1 << s)
    turn.report(r, turn.DRAW)


def knock(r):
    s = r.seat
    if r.over:
        raise _turn(_OVER, "the round is over")
    _lead_first(r)
    if not turn.may_pass(r, False):
        raise _turn(_DRAW_FIRST | s, "seat %d must draw before knocking: the bazaar is not empty" % s)
    r.scored = 0
    if turn.informative(r):
        r.proof |= 1 << s
    turn.report(r, turn.PASS)


# The device's log (app.screens.cross.referee): one byte a report, kind <<
# 5 | arg as rules.line.referee logs them; a play's arg is how many tiles
# (with _MISSED when its points were not called), each then one byte as the engine writes a move's part: tile << 3 |
# closed << 2 | end (the first tile: end 1 when its lower number is on end
# 0). The dealer may open it with LEAD and the tile it named. A round over
# is saved with a summary after the log (summary()), which outcome()
# reads without a replay.
def report(r, kind, parts=(), first_number=-1, missed=0):
    """One report of the device, followed then logged (RulesError: refused,
    nothing changed)."""
    opening = not r.laid
    if kind == turn.DRAW:
        draw(r)
    elif kind == turn.PASS:
        knock(r)
    elif kind >= turn.WENT_OUT:
        correct(r, kind, first_number)
        r.log.append(kind << 5 | (first_number if kind == turn.WENT_OUT else 0))
        return
    else:
        play(r, parts, first_number, missed)
    r.log.append(kind << 5 | missed | len(parts))
    for t, e, c in parts:
        if opening:
            e = 0 if first_number == HI[t] else 1
        r.log.append(t << 3 | c << 2 | e)


def correct(r, kind, seat):
    """A correction at the table, as the line games' (rules.line.referee):
    WENT_OUT: seat went out (a play missed, or the last one made the
    round); BLOCK: the players call the round blocked, which needs an
    empty bazaar [RULES.md 0, Block]."""
    if r.over:
        raise _turn(_OVER, "the round is over")
    if kind == turn.WENT_OUT:
        if not 0 <= seat < r.n:
            raise _turn(_NO_SEAT, "there is no seat %d" % seat)
        r.scored = 0
        r.held[seat] = 0
        r.out = seat
        r.over = cx.OUT
        return
    _lead_first(r)
    if turn.drawable(r):
        from rules.why import text
        raise _turn(_NOT_EMPTY, text(r, 11 << 5))   # the bazaar is not empty
    r.scored = 0
    r.over = cx.BLOCKED


def last_report(log):
    """Where the last report of a log starts (the dealer's LEAD stays):
    the log of an undo is log[:last_report(log)]; -1 when there is none."""
    i = 2 if log and log[0] == turn.LEAD << 5 else 0
    last = -1
    while i < len(log):
        last = i
        i += 1 + (log[i] & 15 if log[i] >> 5 == turn.PLAY else 0)
    return last


def missed_log(r):
    """The log with the last report's points marked not called, or called
    after all when they were marked (replayed by begin()); None when the
    last report is not a play that scored. The sources give no rule for
    points a player does not call: they are simply not credited, to
    anyone [002, Telephone: "сразу записать в свой актив"; Muggins:
    "Очки начисляются, когда сумма ... кратна пяти"]."""
    i = last_report(r.log)
    if i < 0 or r.log[i] >> 5 != turn.PLAY or not r.scored:
        return None
    log = bytearray(r.log)
    log[i] ^= _MISSED
    return log


def is_missed(r):
    """Are the last play's points marked not called?"""
    i = last_report(r.log)
    return i >= 0 and r.log[i] >> 5 == turn.PLAY and r.log[i] & _MISSED


def begin(table, options, round_index, first, log, act):
    """The round's referee from the device's play record (as
    rules.line.referee.begin): every report of the log replayed."""
    from rules.deal import round_plan
    g = table["game"]
    n = len(act)
    hand = round_plan(g, table["set"], len(table["names"]), options, round_index)[0]
    r = Referee(g, n, options, act.index(first) if first in act else 0, bytes([hand]) * n, 28 - n * hand,
                round_index)
    i = 0
    if log and log[0] == turn.LEAD << 5:
        r.lead = log[1]
        r.log.extend(log[:2])
        i = 2
    while i < len(log):
        b = log[i]
        if b >> 5 == turn.OVER:
            break   # the summary of a round over
        k = b & 15 if b >> 5 == turn.PLAY else 0
        parts = [(x >> 3, x & 3, x >> 2 & 1) for x in log[i + 1:i + 1 + k]]
        fn = b & 31 if b >> 5 == turn.WENT_OUT else -1
        if not r.laid and k:
            t = parts[0][0]
            fn = HI[t] if parts[0][1] == 0 else LO[t]
            parts = [(t, 0, 0)]
        report(r, b >> 5, parts, fn, b & _MISSED if b >> 5 == turn.PLAY else 0)
        i += 1 + k
    return r


def summary(r):
    """What a round over adds to its saved log: OVER << 5 | the seat out
    + 1 (0: blocked), the seat of the last play + 1, then, where plays
    score, each seat's points in play, two bytes."""
    out = bytearray((turn.OVER << 5 | (r.out + 1 if r.over == cx.OUT else 0), r.last + 1))
    if cx.scores_in_play(r):
        for v in r.points:
            out.append(v >> 8)
            out.append(v & 255)
    return out


def outcome(table, options, round_index, play, standings=None):
    """rules.outcome.outcome for the layout mode of these games, with the
    points each seat scored during play where plays score (Muggins,
    Telephone, Bergen). A round over ends its saved log with its summary
    (summary()), read as it is; a round ended from the menu is replayed."""
    log = play["log"]
    i = 2 if log[0] == turn.LEAD << 5 else 0
    while i < len(log):
        b = log[i]
        if b >> 5 == turn.OVER:
            p = log[i + 2:]
            return ((b & 31) - 1, not b & 31, None, log[i + 1] - 1,
                    [p[k] << 8 | p[k + 1] for k in range(0, len(p), 2)] if p else None, -1)
        i += 1 + (b & 15 if b >> 5 == turn.PLAY else 0)   # 16: _MISSED
    act = list(range(len(table["names"])))
    try:
        r = begin(table, options, round_index, play["first"], log, act)
    except RulesError:
        return None
    return outcome_of(r)


def outcome_of(r):
    """outcome()'s answer for the referee r in hand."""
    return ((r.out if r.over == cx.OUT else -1), r.over == cx.BLOCKED, None, r.last,
            list(r.points) if cx.scores_in_play(r) else None, -1)
