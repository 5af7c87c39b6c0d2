# The device's referee for Mexican Train [rules/README.md §1]. It sees no tiles:
# the players report each move with the buttons (a tile laid on a train,
# and whether it was a double; the engine placed; a tile drawn; a pass; an
# open double that can no longer be satisfied), and it keeps what the rules
# need through the same turn model as the engine (rules.mexican.turn):
# whose turn, tiles each, the boneyard, markers, the open doubles in the
# order they are due, the end of the round. A report the rules forbid is
# refused with the rule.
#
# The log is one byte an action (kind << 5 | argument), so the device
# saves it whole and an undo is a replay without its last byte.
#
# The block [rules/README.md §1, End of round] is the one rule the referee has to
# infer: the engine sees at once that nobody can play; the referee sees
# passes. A pass with the boneyard empty proves that its player cannot
# play on any train open to them then (unless they kept a drawn tile with
# may_play_drawn, or could only follow a double with a double under
# one_double_per_turn, or ended a first-turn train; after two doubles
# with extra_on_first_double, it proves only the first double closed). Until somebody plays
# the hands and train ends stay as they are, and the trains open to a
# player only grow as markers go up. So the round is blocked once every
# seat's latest such pass covers every train open to it now: never while
# someone can still play, and at the latest after two passes from every
# seat (the first round of passes puts every marker up).
from micropython import const
from rules import RulesError, error
from rules.mexican import turn
from rules.mexican.turn import (BLOCK, BLOCKED, DOUBLE, DRAW, ENGINE, OUT, PASS, PLAY, RELEASE,  # noqa: F401
                                WENT_OUT, Turn)  # (for the referee's users too)

# What the players report: the turn model's kinds of move (PLAY, DOUBLE,
# DRAW, PASS, ENGINE, RELEASE), and two of the table's own: WENT_OUT (a
# correction: seat arg went out) and BLOCK (the round called blocked).

# Turn.flags: a bit the turn model leaves free, set when the engine is dealt.
_DEALT = const(128)

# Why a report is refused: indexes of rules.mexican.why.WHY.
_OVER = const(1)
_NO_TRAIN = const(2)
_PLACED = const(3)
_HUNT = const(4)
_DUE = const(5)
_ON_DOUBLE = const(6)
_DEAD = const(7)
_OWN_ONLY = const(8)
_MEXICAN_LATER = const(9)
_UNMARKED = const(10)
_ONE_DOUBLE = const(11)
_NO_DRAW = const(12)
_DREW = const(13)
_EMPTY = const(14)
_LAST_IS_ENGINE = const(15)
_DRAW_FIRST = const(16)
_NOT_OPEN = const(17)
_NO_SEAT = const(18)
_NOT_EMPTY = const(19)
_UNKNOWN = const(20)
_FIRST_DOUBLE = const(21)
_JOINED = const(22)


class Referee(Turn):
    """The round as the players report it: the turn model's state, the
    log, and what the block inference needs."""

    engine = -1   # this round's engine's number, where begin() knows it

    @property
    def opener(self):
        """The seat that moved first (what the play record keeps)."""
        return self.first

    def __init__(self, players, options, first, hands, bone, hub=True, log=b""):
        """players seats, options the table's (rules.games.options), first
        the seat to move first, hands the tiles each seat takes (one count
        a seat), bone the boneyard's; hub: the engine stands in the hub
        (else it is dealt, and the round starts with its hunt); log: the
        reports so far, replayed."""
        Turn.__init__(self, players, options)
        self.options = options
        self.first = first
        self.hand0 = bytes(hands)
        self.bone0 = bone
        if not hub:
            self.flags |= _DEALT   # for undo, which starts the round again
        self.log = bytearray()
        self.base = 1                  # messages number seats from 1, as the screen does
        self.proof = [0] * players     # per seat: the trains its last pass proved closed to it, as bits
        self.on_double = bytearray(players + 1)  # per train: it ends in a double
        self.held[0:players] = self.hand0
        self.left = bone
        turn.start(self, first, hub)
        for b in log:
            self.report(b >> 5, b & 31)

    def stuck(self):
        d = turn.due(self)
        common = 0   # the trains open to everyone, as bits
        for k in self.open:
            common |= 1 << k
        for s in range(self.n):
            need = 1 << d if d >= 0 else common | 1 << turn.home(self, s)
            if need & ~self.proof[s]:
                return False
        return True

    # -- reports ----------------------------------------------------------
    def report(self, kind, arg=0, tile=-1):
        """Check one report against the rules, then log and follow it; a
        report the rules forbid raises RulesError naming the rule. arg:
        the train of a play (a seat, n the Mexican) or a release, the seat
        of WENT_OUT; no report names a tile."""
        s = self.seat
        # Why the rules forbid it, if they do: a reason (an index of
        # rules.mexican.why.WHY, where the words are, loaded only for a
        # refusal) << 5 | the train or seat it names.
        why = 0
        d = turn.due(self)
        if self.over:
            why = _OVER << 5
        elif kind <= DOUBLE or kind == RELEASE:
            if not 0 <= arg <= self.n:
                why = _NO_TRAIN << 5 | arg
            elif kind == RELEASE:
                why = 0 if arg in self.doubles else _NOT_OPEN << 5 | arg
            elif not self.engine_placed:
                why = _HUNT << 5
            elif d >= 0 and arg != d:
                why = _DUE << 5 | d
            elif kind == PLAY and self.after_double and 0 <= turn.follow(self) != arg:
                why = _FIRST_DOUBLE << 5 | turn.follow(self)
            elif self.on_double[arg] and (kind == DOUBLE or arg not in self.doubles):
                why = (_ON_DOUBLE if kind == DOUBLE else _DEAD) << 5 | arg
            elif d < 0 and not turn.open_to(self, s, arg):
                why = (_JOINED if arg < self.n and turn.home(self, arg) != arg else
                       _OWN_ONLY if turn.first_train(self) else
                       _MEXICAN_LATER if arg == self.n else _UNMARKED) << 5 | arg
            elif kind == DOUBLE and turn.doubles_barred(self):
                why = _ONE_DOUBLE << 5
        elif kind == ENGINE:
            why = _PLACED << 5 if self.engine_placed else 0
        elif kind == DRAW:
            if self.engine_placed and not turn.may_draw(self) and turn.first_train(self):
                why = _NO_DRAW << 5
            elif self.engine_placed and self.drawn:
                why = _DREW << 5 | s
            elif not self.left:
                why = _EMPTY << 5
            elif not self.engine_placed and self.left == 1 and arg != 1:
                why = _LAST_IS_ENGINE << 5
        elif not self.engine_placed and kind != WENT_OUT:
            why = _HUNT << 5
        elif kind == PASS:
            why = 0 if turn.may_pass(self, False) else _DRAW_FIRST << 5 | s
        elif kind == WENT_OUT:
            why = 0 if 0 <= arg < self.n else _NO_SEAT << 5 | arg
        elif kind == BLOCK:
            why = _NOT_EMPTY << 5 if self.left else 0
        else:
            why = _UNKNOWN << 5
        if why:
            # The protocol's English, and the reason for the device to say
            # in the player's language (the family's number: app.refusal).
            from rules.families import number
            from rules.mexican.why import text
            raise error(number("mexican") << 10 | why, text(self, why))
        self.log.append(kind << 5 | arg)
        self.by = s
        if kind <= DOUBLE:
            for i in range(self.n):
                self.proof[i] = 0  # the hands and the train ends changed
            self.on_double[arg] = kind
        elif kind == DRAW:
            self.proof[s] = 0
        elif kind == PASS:
            # Informative unless the rules let a player who can play pass
            # too, or bar them from playing a double they may hold.
            if not (self.left or turn.may_pass(self, True) or turn.doubles_barred(self)):
                # A pass after two doubles with extra_on_first_double proves
                # only that nothing fits the first double (the one train a
                # non-double may go on; no double fits a double).
                d = turn.follow(self)
                if d < 0:
                    d = turn.due(self)
                bits = 1 << d if d >= 0 else 1 << turn.home(self, s)   # the trains open to them, as bits
                if d < 0:
                    for k in self.open:
                        bits |= 1 << k
                self.proof[s] = bits
        elif kind == WENT_OUT:
            self.held[arg] = 0
            self.out = arg
            self.over = OUT
            return
        elif kind == BLOCK:
            turn.block(self)
            return
        turn.report(self, kind, arg)

    def undo(self):
        """Forget the last report (the round replayed without it); False
        when there is none."""
        if not self.log:
            return False
        self.__init__(self.n, self.options, self.first, self.hand0, self.bone0, not self.flags & _DEALT,
                      self.log[:-1])
        return True

    by = -1   # the seat that made the last report

    def reported(self):
        """The last report in rules.reports' words: (seat, what, x), or
        None before the first (no report names a tile)."""
        if not self.log:
            return None
        from rules import reports as w
        b = self.log[-1]
        k = b >> 5
        if k == WENT_OUT:
            return b & 31, w.WENT_OUT, 0
        if k == BLOCK:
            return -1, w.BLOCKED, 0
        if k == RELEASE:
            return -1, w.RELEASED, b & 31
        return self.by, (w.PLAYED, w.DOUBLE, w.DREW, w.PASSED, w.ENGINE)[k], b"" if k <= DOUBLE else 0

    # -- what the screen shows -------------------------------------------
    def last_tile(self):
        """Seats holding exactly one tile [rules/README.md §1, Last tile]."""
        return [s for s in range(self.n) if self.held[s] == 1]

    def also_out(self):
        """The seats out beside self.out: with first_turn_train several
        may lay their last tile in the first pass around the table
        [rules/README.md §1, First turn], and then share the round [004 l.48]."""
        if self.over != OUT:
            return []
        return [s for s in range(self.n) if s != self.out and not self.held[s]]

    def outcome(self):
        """How the round stands, in rules.outcome's shape."""
        return (self.out if self.over == OUT else -1), self.over == BLOCKED, \
            [bool(self.markers[turn.home(self, s)]) for s in range(self.n)], -1, None, -1

    def state(self):
        """The round as the share page shows it (share.state): whose turn,
        each seat's tiles, the boneyard, the seats on their last tile, the
        end; and the markers, the open doubles in the order they are due
        (a seat's train, or "mexican"), this round's engine."""
        n = self.n
        return {"to_move": self.seat, "tiles": list(self.held), "boneyard": self.left,
                "last_tile": self.last_tile(), "over": bool(self.over), "out": self.out if self.over == OUT else -1,
                "markers": [bool(m) for m in self.markers],
                "open_doubles": ["mexican" if j == n else j for j in self.doubles], "engine": self.engine}


def begin(table, options, round_index, opener, log, seats=None):
    """The round's referee from the play record: opener the seat to move
    first, log the reports so far (every seat is dealt: seats is None)."""
    from rules.mexican.deal import engine_dealt, round_plan
    n = len(table["names"])
    hand, bone, engine, _ = round_plan(table["set"], n, options, round_index)
    r = Referee(n, options, opener, bytes([hand]) * n, bone, not engine_dealt(options), log)
    r.engine = engine
    return r


def outcome(table, options, round_index, play, standings=None):
    """How a Mexican Train round's log says it ended (rules.outcome's
    answer for this family): the referee's log, replayed."""
    try:
        r = begin(table, options, round_index, play["first"], play["log"])
    except RulesError:
        return None
    return r.outcome()
