# One match's ledger: who plays what, and the log of every confirmed entry.
# The log is the truth; rounds, the open round and the standings are what
# replaying it gives (ledger.replay, which this class builds on). Undo moves
# a pointer back through the log, redo moves it forward again, a new entry
# drops what was undone. The log is kept encoded, in the bytes the match
# file holds, so a long match costs a few kilobytes of heap and saving it
# builds no new strings.
from micropython import const
from rules import RulesError, scoring
from ledger import NAME_MAX, codec
from ledger.replay import SEAT_FIELDS, Replay, _closed, _mask, _put_round

# Entry kinds in the log (the same values as ledger.replay's).
_SEAT = const(1)   # one seat's count for the open round
_PLAY = const(2)   # points scored during play in the open round
_CLOSE = const(3)  # the open round is complete
_ROUND = const(4)  # a whole round in one entry
_EDIT = const(5)   # a past round replaced

_LIMITS = (0xFFFF, 0xFF, 0xFF, 0xFFFF, 0xFF, 0xFF, 0xFF)  # tiles from -1 (unknown)


class Match(Replay):
    """See ledger/__init__.py for the API."""

    def __init__(self, game, names, set_n=None, options=None, teams=None, dealer=0):
        # The games table only here: a loaded match was checked when made.
        from rules import games
        game = games.canonical(game)
        row = games.game(game)
        if set_n is None:
            set_n = row[1]
        n = len(names)
        games.check_players(game, n, set_n)
        for i, name in enumerate(names):
            if not isinstance(name, str) or not 0 < len(name) <= NAME_MAX:
                raise RulesError("player %d needs a name of 1 to %d letters" % (i + 1, NAME_MAX))
            if name in names[:i]:
                raise RulesError("two players are called %s" % name)
        if not isinstance(dealer, int) or not 0 <= dealer < n:
            raise RulesError("the dealer must be one of the %d players" % n)
        self.game = game
        self.set = set_n
        self.options = games.options(game, options)
        self.names = list(names)
        self.teams = _check_teams(teams, row[4], n, game)
        self.dealer = dealer  # seat dealing the first round
        self.id = None        # given by the store
        self._log = bytearray()
        self._pos = 0         # entries applied; those after them can be redone
        self._at = 0          # where in _log the entries applied end
        self._clear()

    # -- entries --------------------------------------------------------------

    def round_facts(self, i):
        """A copy of round i's facts, to change and give to edit_round."""
        return self.rounds[i]  # built afresh from its bytes: a copy

    def enter(self, seat, pips, blanks=0, doubles=0, dpips=0, flags=0, tiles=-1, lowdbl=scoring.NO_DOUBLE):
        """One seat's count for the round being entered; entering a seat
        again replaces its count."""
        self._open_ok()
        self._seat_ok(seat)
        facts = (pips, blanks, doubles, dpips, flags, tiles, lowdbl)
        for i, v in enumerate(facts):
            if not isinstance(v, int) or v < (-1 if i == 5 else 0) or v > _LIMITS[i]:
                raise RulesError("%s: %s must be a whole number from 0 to %d" % (
                    self.names[seat], SEAT_FIELDS[i], _LIMITS[i]))
        self._commit((_SEAT, seat, facts))

    def score_play(self, seat, points):
        """Points a seat scored during play in the round being entered."""
        self._open_ok()
        self._seat_ok(seat)
        from rules.score_entry import facts
        if "points" not in facts(self.game, False) + facts(self.game, True):
            raise RulesError("%s scores no points during play" % self.game)
        if not isinstance(points, int) or not -0xFFFF <= points <= 0xFFFF:
            raise RulesError("points must be a whole number")
        self._commit((_PLAY, seat, points))

    def close_round(self, out=-1, last=-1, markers=None, starter=-1, opened=0, finish=0):
        """The round being entered is complete: every seat has a count (the
        seat that went out may be left out: it holds nothing). opened:
        scoring.OPENED_* bits; finish: the FINISHED_* flags of the seat
        that went out."""
        self._open_ok()
        for s in (out, last, starter):
            if s != -1:
                self._seat_ok(s)
        for s in range(len(self.names)):
            if self.open[s] is None and s != out:
                raise RulesError("enter %s's count first" % self.names[s])
        self._markers_ok(markers)
        for v in (opened, finish):
            if not isinstance(v, int) or not 0 <= v <= 0xFF:
                raise RulesError("opened and finish are flag bits")
        if finish and out < 0:
            raise RulesError("only the player who went out finishes on a tile")
        op = (_CLOSE, out, last, starter, None if markers is None else list(markers), opened, finish)
        scoring.check_round(_closed(self, op), self.set, len(self.names))
        self._commit(op)

    def add_round(self, facts, starter=-1):
        """A whole round (a rules.scoring.Round) as one entry."""
        self._open_ok()
        if self.play_points or any(e is not None for e in self.open):
            raise RulesError("a round is being entered: close it or undo it first")
        self._round_ok(facts, starter)
        self._commit((_ROUND, facts, starter))

    def edit_round(self, i, facts, starter=None):
        """Replace round i (0-based) with new facts; the totals follow."""
        if not isinstance(i, int) or not 0 <= i < len(self.rounds):
            raise RulesError("there is no round %s to change" % (i + 1 if isinstance(i, int) else i))
        if starter is None:
            starter = self.starters[i]
        self._round_ok(facts, starter)
        self._commit((_EDIT, i, facts, starter))

    def undo(self):
        """Take back the last entry; False when at the start of the match."""
        if not self._pos:
            return False
        self._pos -= 1
        self._replay()
        return True

    def redo(self):
        """Put back the entry undone last; False when there is none."""
        if self._at >= len(self._log):
            return False
        r = codec.Reader(self._log, self._at)
        self._do(self._decode(r))
        self._at = r.pos
        self._pos += 1
        return True

    # -- saving -------------------------------------------------------------------

    def parts(self):
        """The payload of the match file, in pieces (codec.write joins them
        on the way to the file, not in memory)."""
        head = bytearray()
        codec.put_value(head, {"game": self.game, "set": self.set, "options": self.options,
                               "names": self.names, "teams": self.teams, "dealer": self.dealer})
        codec.put_uint(head, self._pos)
        codec.put_uint(head, len(self._log))
        return (head, self._log)

    def _replay(self):
        self._clear()
        r = codec.Reader(self._log)
        for _ in range(self._pos):
            self._do(self._decode(r))
        self._at = r.pos

    def _commit(self, op):
        try:
            self._do(op)
            if op[0] >= _CLOSE:
                self.standings()  # the scorer refuses what it cannot score
        except RulesError:
            self._replay()
            raise
        if self._at < len(self._log):
            self._log[self._at:] = b""  # what was undone cannot be redone now
        self._encode(op, self._log)
        self._at = len(self._log)
        self._pos += 1

    def _encode(self, op, buf):
        kind = op[0]
        buf.append(kind)
        if kind == _SEAT:
            buf.append(op[1])
            for i in range(7):
                codec.put_uint(buf, op[2][i] + (i == 5))  # tiles + 1: -1 is unknown
        elif kind == _PLAY:
            buf.append(op[1])
            codec.put_int(buf, op[2])
        elif kind == _CLOSE:
            buf.extend(bytes((op[1] + 1, op[2] + 1, op[3] + 1, op[5], op[6])))
            codec.put_uint(buf, _mask(op[4]))
        else:
            if kind == _EDIT:
                codec.put_uint(buf, op[1])
            _put_round(buf, op[-2], op[-1], len(self.names))

    def _seat_ok(self, seat):
        if not isinstance(seat, int) or not 0 <= seat < len(self.names):
            raise RulesError("no seat %s at a %d-player table" % (
                seat + 1 if isinstance(seat, int) else seat, len(self.names)))

    def _open_ok(self):
        if self.standings()["over"]:
            raise RulesError("the match is over: undo an entry or start a new match")

    def _markers_ok(self, markers):
        if markers is not None and (len(markers) != len(self.names)
                                    or any(m is not True and m is not False for m in markers)):
            raise RulesError("markers need true or false for each of the %d players" % len(self.names))

    def _round_ok(self, rd, starter):
        n = len(self.names)
        if not isinstance(rd, scoring.Round):
            raise RulesError("a round's facts must be a rules.scoring.Round")
        for s in (rd.out, rd.last, starter):
            if s != -1:
                self._seat_ok(s)
        self._markers_ok(rd.markers)
        for i, f in enumerate(SEAT_FIELDS):
            vals = getattr(rd, f)
            low = -1 if f == "tiles" else 0
            if len(vals) != n or any(not isinstance(v, int) or not low <= v <= _LIMITS[i] for v in vals):
                raise RulesError("%s must be %d whole numbers from %d to %d" % (f, n, low, _LIMITS[i]))
        if not isinstance(rd.opened, int) or not 0 <= rd.opened <= 0xFF:
            raise RulesError("opened must be flag bits")
        for p in rd.points:
            self._seat_ok(p[0])
            if not isinstance(p[1], int) or not -0xFFFF <= p[1] <= 0xFFFF:
                raise RulesError("points must be whole numbers")
        scoring.check_round(rd, self.set, n)



def _check_teams(teams, kind, n, game):
    # games.GAMES: 0 no teams, 1 optional pairs, 2 always pairs.
    if teams is None:
        if kind == 2:
            raise RulesError("%s is played by two teams" % game)
        return None
    if kind == 0:
        raise RulesError("%s is not played in teams" % game)
    flat = []
    out = []
    for team in teams:
        out.append(list(team))
        for s in team:
            if not isinstance(s, int) or not 0 <= s < n or s in flat:
                raise RulesError("teams must name every seat once")
            flat.append(s)
    if len(flat) != n or len(out) < 2:
        raise RulesError("teams must name every seat once, in at least two teams")
    return out








