# The round in play, as the referee sees it: the tiles are on the table, not
# in the device, so players log what happened with the buttons and this
# keeps whose turn it is, the markers, the open doubles, the boneyard and
# how many tiles each hand holds. The state is a replay of a one-byte-per-
# action log, so undo is "drop the last byte" and the log is what is saved.
#
# The rules of a turn [RULES.md 1, "A normal turn", "Cannot play",
# "Markers", "Open (unsatisfied) double", "End of round"] are applied here
# through the two rule functions below; they move to the Mexican Train
# engine (rules/mexican.py) when it lands, so there is one place for them.
from micropython import const
from rules import RulesError

PLAY = const(0)       # played on own train, or on the open double that was due
ELSEWHERE = const(1)  # played on the Mexican Train or a marked train
DOUBLE = const(2)     # played a double (arg: its number) and plays again
DRAW = const(3)       # drew one tile and plays it or passes
PASS = const(4)       # cannot play: draws one if it has not, marker up, next
KNOCK = const(5)      # announced the last tile
OUT = const(6)        # went out (arg: seat)
BLOCKED = const(7)    # nobody can play and the boneyard is empty

RUNNING = const(0)
OVER_OUT = const(1)
OVER_BLOCKED = const(2)


def due_double(count, newest_first):
    """Index of the open double to satisfy first: in the order they were
    played, or newest first with option doubles_newest_first [RULES.md 1]."""
    return count - 1 if newest_first else 0


def marker_after(kind, own_train):
    """A marker goes up on a pass and comes off only when the owner plays on
    their own train [RULES.md 1, "Markers"]: 1 up, 0 off, -1 unchanged."""
    if kind == PASS:
        return 1
    if kind == PLAY and own_train:
        return 0
    return -1


class Round:
    __slots__ = ("players", "first", "hand0", "bone0", "newest", "log", "seat", "hands",
                 "markers", "bone", "doubles", "drawn", "passes", "state", "out", "alert")

    def __init__(self, players, first, hand, bone, newest_first=False, log=b""):
        self.players = players
        self.first = first
        self.hand0 = hand
        self.bone0 = bone
        self.newest = newest_first
        self.log = bytearray(log)
        self._replay()

    def _replay(self):
        self.seat = self.first
        self.hands = bytearray([self.hand0] * self.players)
        self.markers = bytearray(self.players)
        self.bone = self.bone0
        self.doubles = bytearray()   # pairs: number, seat whose train holds it
        self.drawn = False
        self.passes = 0
        self.state = RUNNING
        self.out = -1
        self.alert = -1
        for b in self.log:
            self._apply(b >> 5, b & 31)

    def act(self, kind, arg=0):
        """Log one action after checking it can happen; returns the action's
        tune for the buzzer or None."""
        if self.state != RUNNING and kind != OUT and kind != BLOCKED:
            raise RulesError("The round is over: enter the scores.")
        if self.state != RUNNING:
            raise RulesError("The round is already over.")
        if kind == DRAW:
            if self.bone == 0:
                raise RulesError("The boneyard is empty: pass instead.")
            if self.drawn:
                raise RulesError("Already drew this turn: play the tile or pass.")
        if kind == ELSEWHERE and self.doubles:
            raise RulesError("An open double must be satisfied first.")
        if kind == OUT and not 0 <= arg < self.players:
            raise RulesError("No such seat.")
        self.log.append(kind << 5 | arg)
        alert = self.alert
        self._apply(kind, arg)
        if self.state != RUNNING:
            return "round_over"
        if kind == DOUBLE:
            return "open_double"
        if self.alert >= 0 and self.alert != alert:
            return "last_tile"
        return None

    def undo(self):
        if not self.log:
            return False
        self.log = self.log[:-1]
        self._replay()
        return True

    def _played(self, s):
        h = self.hands[s]
        if h:
            h -= 1
            self.hands[s] = h
        self.passes = 0
        if h == 1:
            self.alert = s
        elif h == 0:
            # The round ends at once when a player plays their last tile,
            # even a double left open [RULES.md 1, "End of round"].
            self.state = OVER_OUT
            self.out = s

    def _apply(self, kind, arg):
        s = self.seat
        if kind == PLAY:
            own = True
            if self.doubles:
                i = 2 * due_double(len(self.doubles) // 2, self.newest)
                own = self.doubles[i + 1] == s
                self.doubles = self.doubles[:i] + self.doubles[i + 2:]
            m = marker_after(PLAY, own)
            if m >= 0:
                self.markers[s] = m
            self._played(s)
        elif kind == ELSEWHERE:
            self._played(s)
        elif kind == DOUBLE:
            self.doubles.append(arg)
            self.doubles.append(s)
            self._played(s)   # the same player plays again
        elif kind == DRAW:
            self.bone -= 1
            self.hands[s] += 1
            self.drawn = True
            if self.alert == s:
                self.alert = -1
        elif kind == PASS:
            if not self.drawn and self.bone:
                self.bone -= 1
                self.hands[s] += 1
                if self.alert == s:
                    self.alert = -1
            if self.bone == 0:
                self.passes += 1
            self.markers[s] = marker_after(PASS, True)
            if self.passes >= self.players:
                self.state = OVER_BLOCKED  # everyone passed with no boneyard
        if kind == PLAY or kind == ELSEWHERE or kind == PASS:
            self.seat = (s + 1) % self.players   # the turn passes
            self.drawn = False
        if kind == KNOCK:
            self.alert = s
            self.hands[s] = 1
        elif kind == OUT:
            self.state = OVER_OUT
            self.out = arg
            self.hands[arg] = 0
        elif kind == BLOCKED:
            self.state = OVER_BLOCKED

    def open_doubles(self):
        """[(number, seat)] in the order they must be satisfied."""
        d = self.doubles
        out = [(d[i], d[i + 1]) for i in range(0, len(d), 2)]
        if self.newest:
            out.reverse()
        return out
