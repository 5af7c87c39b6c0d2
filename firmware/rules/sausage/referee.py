# Sausage's referee in layout mode [rules/README.md §12; 002]: the players lay
# their rows face down and report each tile they take as they place it;
# the device keeps the two lines, every row's count and whose turn it is,
# on the engine's own position and moves (rules.sausage.position: the same plays(),
# apply() and stuck()). What it cannot know is which tile lies where in a
# row:
#   - a row's unseen tiles are sausage.HIDDEN; the tiles a cut sends to a
#     row go there as themselves, so once the hidden ones are taken the
#     referee knows the tile taken and checks its report;
#   - a tile put back is not named (nothing is laid) and stays hidden;
#   - the block is the engine's stuck(): with the whole set dealt, the rows
#     hold every tile off the lines, so it is seen on the move the engine
#     sees it;
#   - option double_first [002 l.256, l.509]: the first tile is a double,
#     which the opener takes from anywhere in their row (all of it hidden
#     then, so the row is one shorter as after any take); an opener with
#     no double reports a misfit before any take and the other seat opens,
#     once: one of the two rows holds a double.
# A report the rules forbid raises RulesError naming the rule (words in
# rules.sausage.why, loaded only for a refusal), with .said for the device
# (app.refusal, family 4: SAUSAGE_WHY_k).
#
# The log is one report a turn, saved whole so an undo is a replay: BACK_BYTE
# (put back), or the tile's id then its place, the engine's move packed in
# a byte (kind >> 10 << 6 | its argument: END, CUT, INSERT; an argument is
# under 64, since a line holds at most 28 tiles).
from micropython import const
from rules import RulesError, error
from rules.sausage import position as sg
from rules.sausage.position import BACK, HIDDEN, NONE, TAKE
from rules.tiles import HI, LO, name, tile

BACK_BYTE = const(255)
_ROW = const(14)
# Why a report is refused: indexes of rules.sausage.why.WHY (the device
# says SAUSAGE_WHY_k).
_OVER = const(1)
_ON_LINES = const(2)
_IN_ROW = const(3)
_TAKEN_IS = const(4)
_NOT_THERE = const(5)
_FITS = const(6)
_ALL_FIT = const(7)
_DOUBLE = const(8)
_HOLDS_DOUBLE = const(9)


class Referee(sg.Position):

    def __init__(self, options, first, log=b"", rows=(_ROW, _ROW), round_index=0):
        """first the seat that opens; rows each row's tiles as dealt (the
        whole set: 28 together); log: the reports so far, replayed."""
        sg.Position.__init__(self, options, round_index)
        self.rows = [bytearray(bytes((HIDDEN,)) * rows[0]), bytearray(bytes((HIDDEN,)) * rows[1])]
        self.dealt = rows   # for undo(), which replays the round from its start
        self.seat = first
        self.opener = first
        self.log = bytearray()
        i = 0
        while i < len(log):
            t = log[i]
            if t == BACK_BYTE:
                self.report(BACK)
            elif t >= 28 or i + 1 == len(log):
                raise RulesError("the log is damaged at byte %d" % i)
            else:
                b = log[i + 1]
                self.report(b >> 6 << 10, b & 63, t)
                i += 1
            i += 1

    def report(self, kind, arg=0, tile=-1):
        """One report of the players, checked, followed, then logged; a
        refused one raises RulesError naming the rule and changes nothing.
        kind: what the player to move did with the last tile of their row:
        BACK (it fits nowhere: to the left end of the row), or played it,
        tile, as the engine's move of kind END, CUT or INSERT with argument
        arg (the move kind | arg: rules.sausage.position). Either is the
        whole turn: the tile is taken first, unless a TAKE (took it, no
        more: a step of the rules command's log) reported it already."""
        if self.over:
            raise _refuse(_OVER)
        s = self.seat
        row = self.rows[s]
        whole = self.taken == NONE
        if whole and kind == BACK and not self.lines[0] and sg.double_first(self):
            if self.log:
                raise _refuse(_HOLDS_DOUBLE)
            sg.apply(self, BACK)   # no double in the row: the other seat opens
            self.log.append(BACK_BYTE)
            self.by = s
            return
        if whole:
            sg.apply(self, TAKE)
            if kind == TAKE:
                return
        elif kind == TAKE:
            raise RulesError("seat %d has taken a tile: it is played or put back first" % s)
        try:
            if kind == BACK:
                self.back()
            elif 0 <= tile < 28:
                self.place(tile, kind | arg)
            else:
                raise RulesError("a play names the tile taken")
        except RulesError:
            if whole:
                self.rows[s] = row   # the take left the row as it was and made a shorter one
                self.taken = NONE
            raise
        self.by = s

    def place(self, t, m):
        """The tile taken was t, played as engine move m (sausage.END, CUT or
        INSERT with its argument)."""
        was = self.taken
        if sg.on_lines(self, t):
            raise _refuse(_ON_LINES, t)
        if was != HIDDEN and t != was:
            raise _refuse(_TAKEN_IS, was)
        if was == HIDDEN and in_row(self, t):
            raise _refuse(_IN_ROW, t)
        if not self.lines[0] and sg.double_first(self) and LO[t] != HI[t]:
            raise _refuse(_DOUBLE, t)
        buf = sg.scratch()
        for i in range(sg.plays(self, t, buf, 0)):
            if buf[i] == m:
                break
        else:
            raise _refuse(_NOT_THERE, t)
        self.taken = t
        sg.apply(self, m)
        self.log.append(t)
        self.log.append((m >> 10) << 6 | m & 63)

    def back(self):
        """The tile taken fits nowhere and goes to the left end of its row."""
        t = self.taken
        buf = sg.scratch()
        if t != HIDDEN:
            if sg.plays(self, t, buf, 0):
                raise _refuse(_FITS, t)
        elif self.lines[0]:
            # Any tile the player may hold that fits nowhere; the outer ends
            # asked once (as stuck() does).
            seen = _seen(self)
            x = sg.end(self, 0)
            y = sg.end(self, 1)
            for t in range(28):
                if not seen >> t & 1 and not sg.on_ends(t, x, y, buf, 0) and not sg.inside(self, t, x, y, buf, 0):
                    break
            else:
                raise _refuse(_ALL_FIT)
        else:
            raise _refuse(_ALL_FIT)   # the first tile goes down whatever it is
        sg.apply(self, BACK)
        self.log.append(BACK_BYTE)

    def undo(self):
        """The last report taken back (a tile taken and not yet played:
        the take); False when there is none."""
        log = self.log
        if self.taken == NONE:
            if not log:
                return False
            log = log[:self.last_report()]
        self.__init__(self.options, self.opener, bytes(log), self.dealt, self.round)
        return True

    def last_report(self):
        """Where the log's last report starts (the log not empty)."""
        log = self.log
        i = j = 0
        while i < len(log):
            j = i
            i += 1 if log[i] == BACK_BYTE else 2
        return j

    by = -1   # the seat that made the last report

    def reported(self):
        """The last report in rules.reports' words: (seat, what, x), or
        None before the first; a tile taken and not yet played (the rules
        command's TAKE) is the last."""
        from rules import reports as w
        if self.taken != NONE:
            return self.seat, w.DREW, 0
        if not self.log:
            return None
        j = self.last_report()
        t = self.log[j]
        if t == BACK_BYTE and not self.lines[0]:
            return self.by, w.PASSED, 0   # no double to open with (double_first)
        return self.by, w.PUT_BACK if t == BACK_BYTE else w.PLAYED, 0 if t == BACK_BYTE else bytes((t,))

    def last_tile(self):
        """The seats whose row is down to its last tile."""
        return [s for s in (0, 1) if len(self.rows[s]) == 1]

    def outcome(self):
        """How the round stands, in rules.outcome's shape."""
        return (self.out if self.over == sg.OUT else -1), self.over == sg.BLOCKED, None, self.last, None, -1

    def state(self):
        """The round as the share page shows it (share.state): whose turn,
        each row's tiles (no bazaar), the rows down to their last tile, the
        end; and the numbers the two lines show at their outer ends (none
        before the first tile)."""
        n = [len(self.rows[0]), len(self.rows[1])]
        return {"to_move": self.seat, "tiles": n, "boneyard": 0, "last_tile": self.last_tile(),
                "over": bool(self.over), "out": self.out if self.over == sg.OUT else -1,
                "ends": [sg.end(self, 0), sg.end(self, 1)] if self.lines[0] else []}


def _refuse(k, t=0):
    from rules.sausage.why import WHY
    from rules.families import number
    return error(number("sausage") << 10 | k << 5 | t, WHY[k] % name(t) if "%s" in WHY[k] else WHY[k])


def ways(r, tiles=None, inner=False, first=False):
    """Every (tile, move) the player to move may report, as far as the
    referee can know the tile they will take: itself when a cut sent it
    to their row, else any tile off the lines not seen in a row. tiles:
    only these (a list of tile ids), not the whole set; inner: only the
    ways inside the lines (sg.inside; the lines begun), not all; first:
    the first tile's ways found, not every tile's."""
    if r.over:
        return []
    t = r.rows[r.seat][-1]
    if t != HIDDEN:
        tiles = (t,) if tiles is None or t in tiles else ()
    else:
        seen = _seen(r)
        tiles = [x for x in (range(28) if tiles is None else tiles) if not seen >> x & 1]
    buf = sg.scratch()
    out = []
    if inner:
        x = sg.end(r, 0)    # asked once for all the tiles
        y = sg.end(r, 1)
    for t in tiles:
        for i in range(sg.inside(r, t, x, y, buf, 0) if inner else sg.plays(r, t, buf, 0)):
            out.append((t, buf[i]))
        if first and out:
            break
    return out


def _seen(r):
    """The tiles on the lines or seen in a row, as bits: one walk along
    each, not one for each tile tried."""
    seen = sg.laid(r)
    for b in r.rows:
        for x in b:
            if x < 28:       # (a row's HIDDEN)
                seen |= 1 << x
    return seen


def end_ways(r, e):
    """The ways onto line e's outer end: of the tiles carrying its number
    only (the UP / DOWN picker's), not the whole set."""
    x = sg.end(r, e)
    return [w for w in ways(r, [tile(x, y) for y in range(7)]) if w[1] == sg.END | e]


def special_ways(r, first=False):
    """The cuts and the doubles put in inside a line the player to move
    may report (the hold-OK picker's): of the tiles that could make one
    only, the doubles and the tile matching each pair of joints across
    the lines, not the whole set (for every report's hint, a fifth of
    Sausage's report when all 28 were tried, bench_press_cost). first:
    only the first tile's, enough for the hint that there are some (the
    whole list was 270,000 instructions of a Sausage report)."""
    if not r.lines[0]:
        return []
    c = [tile(a, a) for a in range(7)]
    m = sg.length(r, 0)
    if m == sg.length(r, 1):
        for j in range(1, m + 1):
            t = tile(sg.joint(r, 0, j), sg.joint(r, 1, j))
            if t not in c:
                c.append(t)
    c.sort()   # in the set's order, as the whole set was tried
    return ways(r, c, True, first)


def in_row(r, t):
    """t lies in a row where the referee can see it (a cut sent it there)."""
    return sg.holds(r.rows[0], t) or sg.holds(r.rows[1], t)


def begin(table, options, round_index, opener, log, seats=None):
    """The round's referee from the device's play record: every report of
    the log replayed (both seats play: seats is None)."""
    return Referee(options, opener, log, round_index=round_index)


def outcome(table, options, round_index, play, standings=None):
    """How a logged round ended, as rules.outcome.outcome says it; None
    for a log this firmware cannot replay."""
    try:
        r = begin(table, options, round_index, play["first"], play["log"])
    except RulesError:
        return None
    return r.outcome()
