# A saved match read back: its header and the log of confirmed entries
# replayed into the closed rounds, the open round and the standings. This
# is all that reading a match needs (the standings, the history); making
# entries, undo and saving are ledger.match's Match, built on this class,
# so a press that only reads never loads the entry checks.
# The log is the truth; rounds, the open round and the standings are what
# replaying it gives (see ledger.match for the entries it holds).
from micropython import const
from rules import scoring
from ledger import codec

# Entry kinds in the log (ledger.match writes them; same values there).
_SEAT = const(1)   # one seat's count for the open round
_PLAY = const(2)   # points scored during play in the open round
_CLOSE = const(3)  # the open round is complete
_ROUND = const(4)  # a whole round in one entry
_EDIT = const(5)   # a past round replaced

# Per-seat facts of scoring.Round, in the order an entry stores them; the
# round's own facts are out, last, markers, points and opened.
SEAT_FIELDS = ("pips", "blanks", "doubles", "dpips", "flags", "tiles", "lowdbl")


class Replay:
    """A match as saved, read: see ledger/__init__.py ("Reading"). Made by
    from_payload (store.load(id, Replay)); Match adds the entries."""

    @property
    def players(self):
        return len(self.names)

    @property
    def entries(self):
        return self._pos

    def can_undo(self):
        return self._pos > 0

    def can_redo(self):
        return self._at < len(self._log)

    def dealer_of(self, i):
        """Seat dealing round i (0-based): the deal passes to the left, or to
        the right where the table plays counterclockwise [RULES.md 0]."""
        step = -1 if self.options.get("direction") == "counterclockwise" else 1
        return (self.dealer + step * i) % len(self.names)

    def standings(self):
        """The scorer's answer for the closed rounds (rules.scoring.score):
        {"rounds": [{"charged", "carry", "note"}], "totals", "over",
        "winner", "loser", "titles"}."""
        if self._result is None:
            self._result = scoring.score(self.game, len(self.names), self.teams,
                                         self.options, self.rounds, self.set)
        return self._result

    # -- loading ------------------------------------------------------------------

    @classmethod
    def from_payload(cls, data):
        """The match saved in a payload; codec.Unreadable when it does not
        make sense (the checksum matched, so only after a bug)."""
        r = codec.Reader(data)
        meta = r.value()
        # Match() checked the header against the games table when the
        # match was made, and the checksum says these are the bytes saved
        # then; its shape is checked again here, without loading that
        # table, as every round's save and standings loads the match.
        m = object.__new__(cls)
        try:
            m.game = meta["game"]
            m.set = meta["set"]
            m.options = meta["options"]
            m.names = meta["names"]
            m.teams = meta["teams"]
            m.dealer = meta["dealer"]
            n = len(m.names)
            if (m.game not in scoring.SCORERS or type(m.set) is not int or type(m.options) is not dict
                    or not 0 < n <= 32 or any(type(x) is not str for x in m.names)
                    or not (m.teams is None or type(m.teams) is list)
                    or type(m.dealer) is not int or not 0 <= m.dealer < n):
                raise TypeError("values out of range")
        except (KeyError, TypeError) as e:
            raise codec.Unreadable("match header wrong: %s" % e)
        m.id = None
        m._pos = 0
        m._at = 0
        m._clear()
        pos = r.uint()
        n = r.uint()
        if r.pos + n != r.end:
            raise codec.Unreadable("log length wrong")
        m._log = bytearray(r.data[r.pos:r.end])  # one copy, of the log only
        r = codec.Reader(m._log)
        count = 0
        while r.pos < r.end:  # one pass: check every entry, apply those before the undo point
            op = m._decode(r)
            if count < pos:
                m._do(op)
                m._at = r.pos
            count += 1
        if pos > count:
            raise codec.Unreadable("undo point past the end")
        m._pos = pos
        return m

    # -- inside -------------------------------------------------------------------

    def _clear(self):
        self.rounds = Rounds(self)  # closed rounds, read as rules.scoring.Round
        self.starters = []    # seat that started each round, -1 not recorded
        self.open = [None] * len(self.names)  # the round being entered: a
        # (pips, blanks, doubles, dpips, flags, tiles) tuple per seat entered
        self.play_points = []  # (seat, points) scored during play so far
        self._result = None

    def _do(self, op):
        kind = op[0]
        if kind == _SEAT:
            self.open[op[1]] = op[2]
            return
        if kind == _PLAY:
            self.play_points.append((op[1], op[2]))
            return
        self._result = None
        if kind == _CLOSE:
            self.rounds.append(_closed(self, op))
            self.starters.append(op[3])
            self.open = [None] * len(self.names)
            self.play_points = []
        elif kind == _ROUND:
            self.rounds.append(op[1])
            self.starters.append(op[2])
        else:
            if op[1] >= len(self.rounds):
                raise codec.Unreadable("change of a round not yet played")
            self.rounds[op[1]] = op[2]
            self.starters[op[1]] = op[3]

    def _decode(self, r):
        n = len(self.names)
        kind = r.byte()
        if kind == _SEAT:
            s = self._seat(r)
            return (kind, s, (r.uint(), r.uint(), r.uint(), r.uint(), r.uint(), r.uint() - 1, r.uint()))
        if kind == _PLAY:
            return (kind, self._seat(r), r.int())
        if kind == _CLOSE:
            out, last, starter, opened, finish = (self._seat(r, -1), self._seat(r, -1), self._seat(r, -1),
                                                  r.byte(), r.byte())
            return (kind, out, last, starter, _unmask(r.uint(), n), opened, finish)
        if kind == _ROUND or kind == _EDIT:
            i = r.uint() if kind == _EDIT else -1
            rd, starter = self._round(r)
            if kind == _EDIT:
                return (kind, i, rd, starter)
            return (kind, rd, starter)
        raise codec.Unreadable("unknown entry %d" % kind)

    def _round(self, r):
        # A round's facts and starter as _put_round wrote them.
        n = len(self.names)
        rd = scoring.Round(n)
        rd.out = self._seat(r, -1)
        rd.last = self._seat(r, -1)
        starter = self._seat(r, -1)
        rd.opened = r.byte()
        rd.markers = _unmask(r.uint(), n)
        try:
            for s in range(n):
                for f in SEAT_FIELDS:
                    getattr(rd, f)[s] = r.uint() - (f == "tiles")
        except (ValueError, OverflowError):  # a byte field out of range
            raise codec.Unreadable("bad round facts")
        for _ in range(r.uint()):
            rd.points.append((self._seat(r), r.int()))
        return rd, starter

    def _seat(self, r, base=0):
        s = r.byte() + base
        if s >= len(self.names):
            raise codec.Unreadable("seat %d of %d" % (s + 1, len(self.names)))
        return s


class Rounds:
    """A match's closed rounds. Each is kept as its bytes (a few dozen, the
    log's own encoding), not as a scoring.Round of half a kilobyte of
    lists: a Round is built when one is read, so scoring a whole match
    holds one at a time. Read like a list of Rounds; each read is a copy."""
    __slots__ = ("m", "rows")

    def __init__(self, m):
        self.m = m
        self.rows = []

    def __len__(self):
        return len(self.rows)

    def __getitem__(self, i):
        return self.m._round(codec.Reader(self.rows[i]))[0]

    def __iter__(self):
        for b in self.rows:
            yield self.m._round(codec.Reader(b))[0]

    def append(self, rd):
        self.rows.append(self.pack(rd))

    def __setitem__(self, i, rd):
        self.rows[i] = self.pack(rd)

    def pack(self, rd):
        buf = bytearray()
        _put_round(buf, rd, -1, len(self.m.names))
        return bytes(buf)


def _closed(m, op):
    # The round the open entries make; a seat that went out holds nothing.
    n = len(m.names)
    rd = scoring.Round(n)
    for s in range(n):
        e = m.open[s]
        if e is not None:  # written out: this runs for every round on load
            rd.pips[s] = e[0]
            rd.blanks[s] = e[1]
            rd.doubles[s] = e[2]
            rd.dpips[s] = e[3]
            rd.flags[s] = e[4]
            rd.tiles[s] = e[5]
            rd.lowdbl[s] = e[6]
    rd.out = op[1]
    rd.last = op[2]
    rd.markers = op[4]
    rd.opened = op[5]
    if op[6]:
        rd.flags[op[1]] |= op[6]
    rd.points = list(m.play_points)
    return rd


def _put_round(buf, rd, starter, n):
    # A round's facts: out, last and starter (seat + 1), opened, markers,
    # each seat's SEAT_FIELDS, the points scored during play.
    buf.extend(bytes((rd.out + 1, rd.last + 1, starter + 1, rd.opened)))
    codec.put_uint(buf, _mask(rd.markers))
    for s in range(n):
        for f in SEAT_FIELDS:
            codec.put_uint(buf, getattr(rd, f)[s] + (f == "tiles"))
    codec.put_uint(buf, len(rd.points))
    for seat, pts in rd.points:
        buf.append(seat)
        codec.put_int(buf, pts)


def _mask(markers):
    if markers is None:
        return 0
    m = 0
    for i, x in enumerate(markers):
        if x:
            m |= 1 << i
    return m + 1


def _unmask(code, n):
    if not code:
        return None
    code -= 1
    return [bool(code >> i & 1) for i in range(n)]
