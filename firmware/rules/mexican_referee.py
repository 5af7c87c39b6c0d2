# The device's referee for Mexican Train [RULES.md 1]. It sees no tiles:
# the players report each move with the buttons (a tile laid on a train,
# and whether it was a double; the engine placed; a tile drawn; a pass; an
# open double that can no longer be satisfied), and it keeps what the rules
# need through the same turn model as the engine (rules.mexican_turn):
# whose turn, tiles each, the boneyard, markers, the open doubles in the
# order they are due, the end of the round. A report the rules forbid is
# refused with the rule.
#
# The log is one byte an action (kind << 5 | argument), so the device
# saves it whole and an undo is a replay without its last byte.
#
# The block [RULES.md 1, End of round] is the one rule the referee has to
# infer: the engine sees at once that nobody can play; the referee sees
# passes. A pass with the boneyard empty proves that its player cannot
# play on any train open to them then (unless they kept a drawn tile with
# may_play_drawn, or could only follow a double with a double under
# one_double_per_turn, or ended a first-turn train). Until somebody plays
# the hands and train ends stay as they are, and the trains open to a
# player only grow as markers go up. So the round is blocked once every
# seat's latest such pass covers every train open to it now: never while
# someone can still play, and at the latest after two passes from every
# seat (the first round of passes puts every marker up).
from micropython import const
from rules import RulesError
from rules import mexican_turn as turn
from rules.mexican_turn import BLOCKED, OUT, PLAYING, Turn  # noqa: F401 (for the referee's users)

# Actions: kind << 5 | argument.
PLAY = const(0)       # a tile laid on train arg (a seat, or n: the Mexican Train)
DOUBLE = const(1)     # a double laid on train arg
DRAW = const(2)       # one tile drawn; arg 1: in the engine hunt, it was the engine
PASS = const(3)       # the turn ends without a play (or a first-turn train ends)
ENGINE = const(4)     # the engine placed from the hand
RELEASE = const(5)    # the open double on train arg can no longer be satisfied
WENT_OUT = const(6)   # a correction at the table: seat arg went out
BLOCK = const(7)      # the players call the round blocked (boneyard empty)


class Referee(Turn):
    """The round as the players report it: the turn model's state, the
    log, and what the block inference needs."""
    __slots__ = ("options", "first", "hand0", "bone0", "hub", "log", "proof", "on_double", "base")

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
        self.hub = hub
        self.log = bytearray()
        self.base = 1                  # messages number seats from 1, as the screen does
        self.proof = [0] * players     # per seat: trains its last pass proved closed to it (bits)
        self.on_double = bytearray(players + 1)  # per train: it ends in a double
        self.held[0:players] = self.hand0
        self.left = bone
        turn.start(self, first, hub)
        for b in log:
            self.act(b >> 5, b & 31)

    def stuck(self):
        d = turn.due(self)
        for s in range(self.n):
            need = 1 << d if d >= 0 else self.open_bits(s)
            if need & ~self.proof[s]:
                return False
        return True

    def open_bits(self, s):
        """The trains open to seat s, as bits (own train and the trains
        open to everyone)."""
        bits = 1 << s
        p = self.pub
        for k in range(self.npub):
            bits |= 1 << p[k]
        return bits

    # -- reports ----------------------------------------------------------
    def act(self, kind, arg=0):
        """Check one report against the rules, then log and apply it; a
        report the rules forbid raises RulesError naming the rule."""
        why = self.refusal(kind, arg)
        if why:
            raise RulesError(why)
        self.log.append(kind << 5 | arg)
        s = self.to_move
        if kind == PLAY or kind == DOUBLE:
            for i in range(self.n):
                self.proof[i] = 0  # the hands and the train ends changed
            self.on_double[arg] = kind == DOUBLE
            turn.played(self, arg, kind == DOUBLE)
        elif kind == DRAW:
            self.proof[s] = 0
            turn.drew(self, arg == 1)
        elif kind == PASS:
            if not (self.left or (self.first_left and self.ftt) or (self.drawn and self.may_play_drawn)
                    or (self.after_double and self.one_double)):
                d = turn.due(self)
                self.proof[s] = 1 << d if d >= 0 else self.open_bits(s)
            turn.passed(self)
        elif kind == ENGINE:
            turn.placed_engine(self)
        elif kind == RELEASE:
            turn.released(self, arg)
        elif kind == WENT_OUT:
            self.held[arg] = 0
            self.out = arg
            self.over = OUT
        else:
            turn.block(self)

    def undo(self):
        """Forget the last report (the round replayed without it); False
        when there is none."""
        if not self.log:
            return False
        self.__init__(self.n, self.options, self.first, self.hand0, self.bone0, self.hub, self.log[:-1])
        return True

    def train_name(self, j):
        return "the Mexican Train" if j == self.n else "seat %d's train" % (j + self.base)

    def refusal(self, kind, arg):
        """Why the rules forbid this report now, or None."""
        s = self.to_move
        if self.over:
            return "the round is over [RULES.md 1, End of round]"
        if kind == PLAY or kind == DOUBLE or kind == RELEASE:
            if not 0 <= arg <= self.n:
                return "there is no train %d" % arg
        if kind == ENGINE:
            return "the engine is already placed" if self.engine_placed else None
        if not self.engine_placed and kind != DRAW and kind != WENT_OUT:
            return ("the engine comes first: its holder places it, or the players draw in turn "
                    "until it appears [RULES.md 1, Engine placement]")
        if kind == PLAY or kind == DOUBLE:
            d = turn.due(self)
            if d >= 0 and arg != d:
                return "the open double on %s must be satisfied first [RULES.md 1, Open double]" % self.train_name(d)
            if self.on_double[arg] and (kind == DOUBLE or arg not in self.doubles):
                return "no tile fits %s: it ends in a double %s" % (
                    self.train_name(arg), "(a double cannot go on a double)" if kind == DOUBLE
                    else "whose number is all on the table")
            if d < 0 and not turn.open_to(self, s, arg):
                if self.first_left and self.ftt:
                    return "first_turn_train: on the first turn a player lays their own train only [RULES.md 1, First turn]"
                if arg == self.n:
                    return ("mexican_needs_second_turn: the Mexican Train opens from the second round of turns "
                            "[RULES.md 1, First turn]")
                return ("%s has no marker: a player plays on their own train, the Mexican Train or a marked train "
                        "[RULES.md 1, A normal turn]" % self.train_name(arg))
            if kind == DOUBLE and turn.doubles_barred(self):
                return "one_double_per_turn: the tile after a double may not be a double [RULES.md 1, Doubles]"
            return None
        if kind == DRAW:
            if self.engine_placed and not turn.may_draw(self):
                if self.first_left and self.ftt:
                    return ("first_turn_train: a player who cannot start their train puts the marker without drawing "
                            "[RULES.md 1, First turn]")
                if self.drawn:
                    return "seat %d has already drawn this turn [RULES.md 1, Cannot play]" % (s + self.base)
            if not self.left:
                return "the boneyard is empty: pass instead [RULES.md 1, Cannot play]"
            if not self.engine_placed and self.left == 1 and arg != 1:
                return "the last tile in the boneyard is the engine [RULES.md 1, Engine placement]"
            return None
        if kind == PASS:
            if not turn.may_pass(self, False):
                return "seat %d must draw before passing: the boneyard is not empty [RULES.md 1, Cannot play]" % (s + self.base)
            return None
        if kind == RELEASE:
            return None if arg in self.doubles else "there is no open double on %s" % self.train_name(arg)
        if kind == WENT_OUT:
            return None if 0 <= arg < self.n else "there is no seat %d" % (arg + self.base)
        if kind == BLOCK:
            if self.left:
                return "the boneyard is not empty: a round is blocked only when nobody can play or draw [RULES.md 1, End of round]"
            return None
        return "unknown action %d" % kind

    # -- what the screen shows -------------------------------------------
    def last_tile(self):
        """Seats holding exactly one tile [RULES.md 1, Last tile]."""
        return [s for s in range(self.n) if self.held[s] == 1]
