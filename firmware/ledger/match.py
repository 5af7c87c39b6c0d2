# One match's ledger: who plays what, and the log of every confirmed entry.
# The log is the truth; rounds, the open round and the standings are what
# replaying it gives. Undo moves a pointer back through the log, redo moves
# it forward again, a new entry drops what was undone. The log is kept
# encoded, in the bytes the match file holds, so a long match costs a few
# kilobytes of heap and saving it builds no new strings.
# One module for reading and for entries: every press that reads a match
# also saves one or is followed by one that does, so a second module would
# only add its names and its overhead to the same presses.
from micropython import const
from struct import pack, unpack_from
from rules import RulesError
from rules.score import scoring
from ledger import NAME_MAX
from ledger.record import Reader, Unreadable
from ledger.save import put_int, put_uint, put_value

# Entry kinds in the log.
_SEAT = const(1)   # one seat's count for the open round
_PLAY = const(2)   # points scored during play in the open round
_CLOSE = const(3)  # the open round is complete
_ROUND = const(4)  # a whole round in one entry
_EDIT = const(5)   # a past round replaced
# Added to _ROUND and _EDIT (format 2, ledger.record.VERSION): the round's
# seat fields fixed-width, read in one struct call; format 1's varints
# are still read. (A round's varints read a byte at a time were a fifth of
# the press that saves a round, bench_press_cost.)
_WIDE = const(8)

# Per-seat facts of scoring.Result, in the order an entry stores them; the
# round's own facts are out, last, markers, points and opened.
SEAT_FIELDS = ("pips", "blanks", "doubles", "dpips", "flags", "tiles", "lowdbl")
_LIMITS = const((0xFFFF, 0xFF, 0xFF, 0xFFFF, 0xFF, 0xFF, 0xFF))  # tiles from -1 (unknown)

# A round's row (Rounds): out, last and opener (seat + 1), opened, the
# markers (_mask), each SEAT_FIELDS' list in turn, then (seat, points)
# pairs scored during play.
_OPENER = const(2)
_HEAD_N = const(5)

_OVER = "the match is over: undo an entry or start a new match"


class Match:
    """See ledger/__init__.py for the API."""

    def __init__(self, game, names, set_n=None, options=None, teams=None, dealer=0):
        # The games table here, and when a match is loaded at power-on
        # (from_payload).
        from rules import games
        game = games.canonical(game)
        row = games.game(game, False)   # the sets and the players: not the options, checked below
        if set_n is None:
            set_n = row[1]
        if type(set_n) is not int or not isinstance(names, (list, tuple)):
            raise RulesError("a match needs a set (a number) and a list of names")
        n = len(names)
        # 0 no teams, 1 optional pairs, 2 always pairs.
        kind = games.teams_rule(row, n)
        # The parsed row goes before the checks below parse it again: this
        # is a new match's worst moment for the heap.
        row = None
        games.check_players(game, n, set_n)
        for i, name in enumerate(names):
            if not isinstance(name, str) or not 0 < len(name) <= NAME_MAX:
                raise RulesError("player %d needs a name of 1 to %d letters" % (i + 1, NAME_MAX))
            if name in names[:i]:
                raise RulesError("two players are called %s" % name)
        if type(dealer) is not int or not 0 <= dealer < n:
            raise RulesError("the dealer must be one of the %d players" % n)
        if options is not None and type(options) is not dict:
            raise RulesError("options must be a table of option names")
        if teams is None:
            if kind == 2:
                raise RulesError("%s is played by two teams" % game)
        elif kind == 0:
            raise RulesError("%s is not played in teams by %d players" % (game, n))
        else:
            flat = []
            teams = [list(team) for team in teams]
            for team in teams:
                for s in team:
                    if type(s) is not int or not 0 <= s < n or s in flat:
                        raise RulesError("teams must name every seat once")
                    flat.append(s)
            if len(flat) != n or len(teams) < 2:
                raise RulesError("teams must name every seat once, in at least two teams")
        # The options checked once, for the scorer below and the match,
        # and the row above read without them (Kozel's new match checked
        # them three times: OK on setup 6.04 -> 5.87 M, bench_press_cost).
        checked = games.options(game, options)
        if teams is not None or options:
            # Teams the game's scorer cannot group [rules/README.md §3], and house
            # rules it cannot play at this table (Mexican Train's
            # joined_trains), are refused now, not when the first round is
            # scored. (A table of standard rules has nothing to refuse.)
            scoring.score(game, n, teams, checked, (), set_n)
        self.game = game
        self.set = set_n
        self.options = checked
        self.names = list(names)
        self.teams = teams
        self.dealer = dealer  # seat dealing the first round
        self.id = None        # given by the store
        self._log = bytearray()
        self._pos = 0         # entries applied; those after them can be redone
        self._at = 0          # where in _log the entries applied end
        self._clear()

    # -- entries --------------------------------------------------------------

    def round_result(self, i):
        """A copy of round i's result, to change and give to edit_round."""
        return self.rounds[i]  # built afresh from its bytes: a copy

    def enter(self, seat, pips, blanks=0, doubles=0, dpips=0, flags=0, tiles=-1, lowdbl=scoring.NO_DOUBLE):
        """One seat's count for the round being entered; entering a seat
        again replaces its count."""
        self._seat_ok(seat)
        self._commit((_SEAT, seat, (pips, blanks, doubles, dpips, flags, tiles, lowdbl)))

    def score_play(self, seat, points):
        """Points a seat scored during play in the round being entered."""
        self._seat_ok(seat)
        if not isinstance(points, int) or not -0xFFFF <= points <= 0xFFFF:
            raise RulesError("points must be a whole number")
        self._commit((_PLAY, seat, points))

    def close_round(self, out=-1, last=-1, markers=None, opener=-1, opened=0, finish=0):
        """The round being entered is complete: every seat has a count (the
        seat that went out may be left out: it holds nothing). opened:
        scoring.OPENED_* bits; finish: the FINISHED_* flags of the seat
        that went out."""
        for s in (out, last, opener):
            if s != -1:
                self._seat_ok(s)
        for v in (opened, finish):
            if not isinstance(v, int) or not 0 <= v <= 0xFF:
                raise RulesError("opened and finish are flag bits")
        self._commit((_CLOSE, out, last, opener, None if markers is None else list(markers), opened, finish))

    def add_round(self, facts, opener=-1):
        """A whole round (a rules.score.scoring.Result) as one entry."""
        self._commit((_ROUND, facts, opener))

    def edit_round(self, i, facts, opener=None):
        """Replace round i (0-based) with new facts; the totals follow."""
        if not isinstance(i, int) or not 0 <= i < len(self.rounds):
            raise RulesError("there is no round %s to change" % (i + 1 if isinstance(i, int) else i))
        if opener is None:
            opener = self.openers[i]
        self._commit((_EDIT, i, facts, opener))

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
        r = Reader(self._log, self._at)
        self._do(self._decode(r))
        self._at = r.pos
        self._pos += 1
        return True

    def forget_redo(self):
        """A new step was taken where an entry was undone: what was undone
        cannot be redone now."""
        self._log[self._at:] = b""

    # -- saving -------------------------------------------------------------------

    def parts(self):
        """The payload of the match file, in pieces (write_frame joins them
        on the way to the file, not in memory)."""
        # Its room taken at once (MicroPython keeps a bytearray's room when
        # it is emptied): grown a few bytes at a time, the header would need
        # its old and new copies at once, each time, on a crowded heap.
        head = bytearray(320)
        head[0:] = b""
        put_value(head, header(self.game, self.set, self.options, self.names, self.teams, self.dealer, self.id))
        put_uint(head, self._pos)
        put_uint(head, len(self._log))
        return (head, self._log)

    def _replay(self):
        self._clear()
        r = Reader(self._log)
        for _ in range(self._pos):
            self._do(self._decode(r))
        self._at = r.pos

    def _commit(self, e):
        # e: an entry, as a tuple (its kind first)
        # Every entry but an edit of a past round is refused once the
        # scorer says the match is over. A round is scored with it instead:
        # every game's scorer refuses a round after the match ended
        # (rules.score.util.refuse_after_over), so the press that saves a
        # round scores the match once, not twice (bench_press_cost).
        kind = e[0]
        if kind < _CLOSE and self.standings()["over"]:
            raise RulesError(_OVER)
        try:
            self._do(e)
            if kind >= _CLOSE:
                self.standings()  # the scorer refuses what it cannot score
        except RulesError:
            self._replay()
            if kind != _EDIT and self.standings()["over"]:
                raise RulesError(_OVER)
            raise
        if self._at < len(self._log):
            self.forget_redo()
        # The entry is built apart and added to the log in one go: the log
        # (kilobytes) then grows once, not once a byte, each time looking
        # for a free stretch of its new size on the heap.
        buf = bytearray()
        buf.append(kind)
        if kind == _SEAT:
            buf.append(e[1])
            for i in range(7):
                put_uint(buf, e[2][i] + (i == 5))  # tiles + 1: -1 is unknown
        elif kind == _PLAY:
            buf.append(e[1])
            put_int(buf, e[2])
        elif kind == _CLOSE:
            buf.extend(bytes((e[1] + 1, e[2] + 1, e[3] + 1, e[5], e[6])))
            put_uint(buf, _mask(e[4]))
        else:
            buf[0] = kind | _WIDE
            if kind == _EDIT:
                put_uint(buf, e[1])
            _put_round(buf, e[-2], e[-1], len(self.names))
        self._log.extend(buf)
        self._at = len(self._log)
        self._pos += 1

    def _seat_ok(self, seat):
        if not isinstance(seat, int) or not 0 <= seat < len(self.names):
            raise RulesError("no seat %s at a %d-player table" % (
                seat + 1 if isinstance(seat, int) else seat, len(self.names)))

    def _round_ok(self, rd, opener):
        n = len(self.names)
        if not isinstance(rd, scoring.Result):
            raise RulesError("a round's facts must be a rules.score.scoring.Result")
        rd.checked = False   # a round read from this match and changed is checked again
        for s in (rd.out, rd.last, opener):
            if s != -1:
                self._seat_ok(s)
        markers = rd.markers
        if markers is not None and (len(markers) != n or any(m is not True and m is not False for m in markers)):
            raise RulesError("markers need true or false for each of the %d players" % n)
        # Each field's list by position, checked in plain loops: this runs
        # for every round each time a match is read (a generator and a
        # lookup by name per field cost the round-saving press more).
        cols = (rd.pips, rd.blanks, rd.doubles, rd.dpips, rd.flags, rd.tiles, rd.lowdbl)
        for i in range(7):
            vals = cols[i]
            low = -1 if i == 5 else 0
            top = _LIMITS[i]
            ok = len(vals) == n
            for v in vals:
                if not isinstance(v, int) or not low <= v <= top:
                    ok = False
            if not ok:
                raise RulesError("%s must be %d whole numbers from %d to %d" % (SEAT_FIELDS[i], n, low, top))
        if not isinstance(rd.opened, int) or not 0 <= rd.opened <= 0xFF:
            raise RulesError("opened must be flag bits")
        for p in rd.points:
            self._seat_ok(p[0])
            if not isinstance(p[1], int) or not -0xFFFF <= p[1] <= 0xFFFF:
                raise RulesError("points must be whole numbers")
        # Several seats out at once pass here: the game's scorer, which
        # scores every round committed (_commit), refuses them unless its
        # rules allow it (Mexican Train's first_turn_train).
        scoring.check_round(rd, self.set, n, None, True)

    # -- reading ------------------------------------------------------------

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
        the right where the table plays counterclockwise [rules/README.md §0]."""
        from rules.games import step
        return (self.dealer + step(self.options) * i) % len(self.names)

    def standings(self):
        """The scorer's answer for the closed rounds (rules.score.scoring.score):
        {"rounds": [{"charged", "carry", "note"}], "totals", "over",
        "winner", "loser", "titles"}."""
        if self._result is None:
            self._result = scoring.score(self.game, len(self.names), self.teams,
                                         self.options, self.rounds, self.set)
            # Every round passed the scorer's check_round: the next scoring
            # of this match skips it for them (Rounds).
            self.rounds.known = len(self.rounds)
        return self._result

    # -- loading ------------------------------------------------------------------

    @staticmethod
    def from_payload(data, mid=None, table=True, head=None):
        """The match saved in a payload, checked as every entry was checked
        when it was made; Unreadable names what makes no sense (the
        checksum matched, so only after a bug or a file copied by hand).
        mid: the match it must be (a payload records its match's id).
        table=False: the header's shape only, without loading the games
        table, for the presses that read the active match again (power-on
        checked it, and a match's header never changes). head: (the
        header's dict, its bytes as parts() writes them) as the caller
        knows it: when the payload starts with those bytes the dict is
        taken, not read again (app.book's presses: bench_press_cost)."""
        if head is not None and data[:len(head[1])] == head[1]:
            r = Reader(data, len(head[1]))
            meta = head[0]
        else:
            r = Reader(data)
            meta = r.value()
        m = object.__new__(Match)
        try:
            if type(meta) is not dict:
                raise TypeError("not a table")
            got = meta.get("id")
            if mid is not None and got is not None and got != mid:
                # Another match's file renamed into place.
                raise Unreadable("the file holds match %s, not %d" % (got, mid))
            if type(meta["options"]) is not dict or type(meta["set"]) is not int:
                raise TypeError("options or set wrong")   # (Match takes None: the game's own)
            if table:
                m = Match(meta["game"], meta["names"], meta["set"], meta["options"], meta["teams"], meta["dealer"])
            else:
                m.game = meta["game"]
                m.set = meta["set"]
                m.options = meta["options"]
                m.names = meta["names"]
                m.teams = meta["teams"]
                m.dealer = meta["dealer"]
                n = len(m.names)
                from rules.families import family
                if (type(m.game) is not str or family(m.game) is None or type(m.set) is not int or type(m.options) is not dict
                        or not 0 < n <= 32 or any(type(x) is not str for x in m.names)
                        or not (m.teams is None or type(m.teams) is list)
                        or type(m.dealer) is not int or not 0 <= m.dealer < n):
                    raise TypeError("values out of range")
        except (KeyError, TypeError, RulesError) as e:
            raise Unreadable("match header wrong: %s" % e)
        m.id = got
        m._pos = 0
        m._at = 0
        m._clear()
        pos = r.uint()
        n = r.uint()
        if r.pos + n != r.end:
            raise Unreadable("log length wrong")
        # One copy, of the log only, with room for the press's entry: the
        # entry then extends it where it lies instead of moving it to a
        # larger free stretch (MicroPython keeps the room of an emptied
        # tail: the log takes one allocation).
        m._log = log = bytearray(n + 64)
        log[0:n] = memoryview(r.data)[r.pos:r.end]
        log[n:] = b""
        r = Reader(log)
        count = 0
        rows = m.rounds.rows
        fmt = _fields(len(m.names))   # once, not for each round: 12,000 instructions a round
        while r.pos < r.end:  # one pass: check every entry, apply those before the undo point
            k = log[r.pos]
            if not table and count < pos and (k == _ROUND | _WIDE or k == _ROUND):
                # The active match, read again by a press: power-on checked
                # this file, and every entry since was checked when made
                # and written under a checksum, so a whole round goes
                # straight to its row. (Checked again, it was two thirds of
                # the press that saves a round: bench_press_cost.)
                r.pos += 1
                row = m._row(r, k != _ROUND, fmt)
                m.openers.append(row[_OPENER] - 1)
                rows.append(row)
                m._at = r.pos
                count += 1
                continue
            op = m._decode(r)
            if count < pos:
                try:
                    m._do(op)
                except RulesError as e:
                    raise Unreadable("entry %d: %s" % (count + 1, e))
                m._at = r.pos
            count += 1
        if pos > count:
            raise Unreadable("undo point past the end")
        m._pos = pos
        if not table:
            m.rounds.known = len(rows)   # each passed the scorer when it was made
        return m

    # -- inside -------------------------------------------------------------------

    def _clear(self):
        self.rounds = Rounds(self)  # closed rounds, read as rules.score.scoring.Result
        self.openers = []    # seat that started each round, -1 not recorded
        self.open = [None] * len(self.names)  # the round being entered: a
        # (pips, blanks, doubles, dpips, flags, tiles) tuple per seat entered
        self.play_points = []  # (seat, points) scored during play so far
        self._result = None

    def _do(self, e):
        # Applies entry e, first checking what it must fit in the match as
        # it stands (RulesError): alike for an entry made now and for one
        # read back from the file.
        kind = e[0]
        if kind == _SEAT:
            for i in range(7):
                v = e[2][i]
                if not isinstance(v, int) or v < (-1 if i == 5 else 0) or v > _LIMITS[i]:
                    raise RulesError("%s: %s must be a whole number from 0 to %d" % (
                        self.names[e[1]], SEAT_FIELDS[i], _LIMITS[i]))
        elif kind == _PLAY:
            from rules.score import entry as score_entry
            if "points" not in score_entry.facts(self.game, False) + score_entry.facts(self.game, True):
                raise RulesError("%s scores no points during play" % self.game)
        elif kind == _CLOSE:
            for s in range(len(self.names)):
                if self.open[s] is None and s != e[1]:
                    from rules import error
                    raise error(29, "enter %s's count first", (self.names[s],))
            if e[6] and e[1] < 0:
                from rules import error
                raise error(30, "only the player who went out finishes on a tile")
            self._round_ok(_closed(self, e), e[3])
        elif kind == _ROUND:
            if self.play_points or any(x is not None for x in self.open):
                from rules import error
                raise error(31, "a round is being entered: close it or undo it first")
            self._round_ok(e[1], e[2])
        elif kind == _EDIT:
            if not 0 <= e[1] < len(self.rounds):
                raise RulesError("there is no round %d to change" % (e[1] + 1))
            self._round_ok(e[2], e[3])
        if kind == _SEAT:
            self.open[e[1]] = e[2]
            return
        if kind == _PLAY:
            self.play_points.append((e[1], e[2]))
            return
        self._result = None
        if kind == _CLOSE:
            self.rounds.append(_closed(self, e), e[3])
            self.openers.append(e[3])
            self.open = [None] * len(self.names)
            self.play_points = []
        elif kind == _ROUND:
            self.rounds.append(e[1], e[2])
            self.openers.append(e[2])
        else:
            self.rounds.rows[e[1]] = _pack(e[2], e[3], len(self.names))
            self.openers[e[1]] = e[3]
            # What the scorer checks of a later round can depend on this
            # one (Seven's seats still in the game).
            if self.rounds.known > e[1]:
                self.rounds.known = e[1]

    def _decode(self, r):
        n = len(self.names)
        kind = r.byte()
        if kind == _SEAT:
            s = self._seat(r)
            # Their limits are checked by _do, for entries made and loaded.
            return (kind, s, (r.uint(), r.uint(), r.uint(), r.uint(), r.uint(), r.uint() - 1, r.uint()))
        if kind == _PLAY:
            return (kind, self._seat(r), r.int())  # _round_ok checks them at the close
        if kind == _CLOSE:
            out, last, opener, opened, finish = (self._seat(r, -1), self._seat(r, -1), self._seat(r, -1),
                                                  r.byte(), r.byte())
            return (kind, out, last, opener, _unmask(r.uint(), n), opened, finish)
        wide = kind == _ROUND | _WIDE or kind == _EDIT | _WIDE
        if wide:
            kind &= ~_WIDE
        if kind == _ROUND or kind == _EDIT:
            i = r.uint() if kind == _EDIT else -1
            rd, opener = self._round(r, wide)
            if kind == _EDIT:
                return (kind, i, rd, opener)
            return (kind, rd, opener)
        raise Unreadable("unknown entry %d" % kind)

    def _round(self, r, wide):
        # A round's facts and opener as _put_round wrote them.
        row = self._row(r, wide)
        return _facts(row, len(self.names)), row[_OPENER] - 1

    def _row(self, r, wide, fmt=None):
        # A round as _put_round wrote it (wide) or format 1 did, read into
        # its row (Rounds). This runs for every round of the match in the
        # press that saves one.
        n = len(self.names)
        if wide:
            data = r.data
            p = r.pos
            if p + 4 > r.end:
                raise Unreadable("cut short inside")
            vals = [data[p], data[p + 1], data[p + 2], data[p + 3]]   # out, last, opener (+ 1), opened
            if max(vals[0], vals[1], vals[2]) > n:
                raise Unreadable("seat %d of %d" % (max(vals[0], vals[1], vals[2]), n))
            r.pos = p + 4
            vals.append(r.uint())
            p = r.pos
            if p + 10 * n > r.end:
                raise Unreadable("cut short inside")
            vals.extend(unpack_from(fmt or _fields(n), data, p))
            r.pos = p + 10 * n
        else:
            out, last, opener = self._seat(r, -1) + 1, self._seat(r, -1) + 1, self._seat(r, -1) + 1
            vals = [out, last, opener, r.byte(), r.uint()]
            self._seats(r, vals, n)
            k = _HEAD_N + 5 * n
            for s in range(k, k + n):
                vals[s] -= 1    # tiles + 1 in format 1: -1 is unknown
        for _ in range(r.uint()):
            vals.append(self._seat(r))
            vals.append(r.int())
        return vals

    def _seats(self, r, vals, n):
        # _row's seat fields in format 1, varints, some longer than a byte: each
        # read in place, not by a Reader call each.
        vals.extend(bytes(7 * n))
        data = r.data
        p = r.pos
        end = r.end
        for s in range(n):
            k = _HEAD_N + s
            for i in range(7):
                if p >= end:
                    raise Unreadable("cut short inside")
                v = data[p]
                p += 1
                if v > 0x7F:
                    r.pos = p - 1
                    v = r.uint()
                    p = r.pos
                    # Checked: MicroPython stores 1,000,000 in a byte field
                    # as 64 without a word.
                    if v > _LIMITS[i] + (i == 5):
                        raise Unreadable("%s %d out of range" % (SEAT_FIELDS[i], v))
                vals[k] = v
                k += n
        r.pos = p

    def _seat(self, r, base=0):
        s = r.byte() + base
        if s >= len(self.names):
            raise Unreadable("seat %d of %d" % (s + 1, len(self.names)))
        return s


class Rounds:
    """A match's closed rounds. Each is kept as one row of ints (a list,
    a few hundred bytes), not as a scoring.Result of half a kilobyte of
    lists: a Result is built when one is read, its lists sliced from the
    row in C, so scoring a whole match holds one at a time. (A list, not
    an array: the same 4 bytes an int on the board, and its slices are
    lists already, where an array's were made lists an int at a time, a
    third of scoring a round: bench_press_cost.) Read like a
    list of Results; each read is a copy.

    known: the rounds before it passed the game's scorer (its check_round)
    as the match stands; scoring the match again marks their Results
    checked, so the scorer does not check them again (Match.standings,
    _do, from_payload)."""

    def __init__(self, m):
        self.m = m
        self.rows = []
        self.known = 0

    def __len__(self):
        return len(self.rows)

    def __getitem__(self, i):
        return _facts(self.rows[i], len(self.m.names))

    def __iter__(self):
        n = len(self.m.names)
        known = self.known
        rows = self.rows
        for i in range(len(rows)):
            rd = _facts(rows[i], n)
            if i < known:
                rd.checked = True
            yield rd

    def out(self):
        """The seat that went out of each round (-1: none), from the rows
        (not a Result built for each: the ranking of a tie read the
        rounds for this alone, bench_press_cost)."""
        return [row[0] - 1 for row in self.rows]

    def append(self, rd, opener=-1):
        # The opener kept in the row, for the scorers that read who opened
        # (Sea Kozel's second article, rules.score.sea).
        self.rows.append(_pack(rd, opener, len(self.m.names)))

    def __setitem__(self, i, rd):
        self.rows[i] = _pack(rd, -1, len(self.m.names))


def _pack(rd, opener, n):
    vals = [rd.out + 1, rd.last + 1, opener + 1, rd.opened, _mask(rd.markers)]
    for f in (rd.pips, rd.blanks, rd.doubles, rd.dpips, rd.flags, rd.tiles, rd.lowdbl):
        vals.extend(f)
    for seat, pts in rd.points:
        vals.append(seat)
        vals.append(pts)
    return vals


def _facts(row, n):
    # The scoring.Result of a row: its lists sliced from it (in C).
    rd = object.__new__(scoring.Result)
    rd.out = row[0] - 1
    rd.last = row[1] - 1
    rd.opened = row[3]
    rd.opener = row[2] - 1
    rd.markers = _unmask(row[4], n)
    k = _HEAD_N
    rd.pips = row[k:k + n]
    k += n
    rd.blanks = row[k:k + n]
    k += n
    rd.doubles = row[k:k + n]
    k += n
    rd.dpips = row[k:k + n]
    k += n
    rd.flags = bytearray(row[k:k + n])
    k += n
    rd.tiles = row[k:k + n]
    k += n
    rd.lowdbl = bytearray(row[k:k + n])
    k += n
    pts = []
    while k < len(row):
        pts.append((row[k], row[k + 1]))
        k += 2
    rd.points = pts
    return rd


def _closed(m, e):
    # The round the open entries make; a seat that went out holds nothing.
    n = len(m.names)
    rd = scoring.Result(n)
    for s in range(n):
        f = m.open[s]
        if f is not None:  # written out: this runs for every round on load
            rd.pips[s] = f[0]
            rd.blanks[s] = f[1]
            rd.doubles[s] = f[2]
            rd.dpips[s] = f[3]
            rd.flags[s] = f[4]
            rd.tiles[s] = f[5]
            rd.lowdbl[s] = f[6]
    rd.out = e[1]
    if e[1] >= 0:
        rd.tiles[e[1]] = 0   # (the rest, not entered: unknown, -1)
    rd.last = e[2]
    rd.markers = e[4]
    rd.opened = e[5]
    if e[6]:
        rd.flags[e[1]] |= e[6]
    rd.points = list(m.play_points)
    return rd


def pairs(on, players=4):
    """The teams of a table whose "teams" is on: two pairs sitting
    opposite, as the device seats them (app.booktools, app.book), and with
    more than four players the pairs waiting their turn, seats 4 and 5, 6
    and 7 (General [rules/README.md §10])."""
    return [[0, 2], [1, 3]] + [[4, 5], [6, 7]][:(players - 4) // 2] if on else None


def header(game, set_n, options, names, teams, dealer, mid):
    """The dict a match file starts with (Match.parts, from_payload's head)."""
    return {"game": game, "set": set_n, "options": options, "names": names, "teams": teams, "dealer": dealer,
            "id": mid}


def _fields(n):
    # The struct format of a wide round's seat fields, each SEAT_FIELDS'
    # list in turn (field-major, as a row keeps them): pips and dpips in
    # 16 bits, tiles signed (-1 unknown), the rest a byte (their _LIMITS).
    return "<%dH%dB%dB%dH%dB%dh%dB" % (n, n, n, n, n, n, n)


def _put_round(buf, rd, opener, n):
    # A round's facts: out, last and opener (seat + 1), opened, markers,
    # each SEAT_FIELDS' list fixed-width (_fields), the points scored
    # during play. Checked before (_round_ok), so every value fits.
    buf.extend(bytes((rd.out + 1, rd.last + 1, opener + 1, rd.opened)))
    put_uint(buf, _mask(rd.markers))
    vals = []
    for f in SEAT_FIELDS:
        vals.extend(getattr(rd, f))
    buf.extend(pack(_fields(n), *vals))
    put_uint(buf, len(rd.points))
    for seat, pts in rd.points:
        buf.append(seat)
        put_int(buf, pts)


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
