# The turn model of Mexican Train [rules/README.md §1]: whose turn it is, the
# markers, the open doubles by the train they lie on and the order they
# are due in, drawing, doubles and their follow-ups, the first pass around
# the table, and the end of the round. Nothing here knows a tile, so the
# same rules serve both sides of the game:
#   rules.mexican.position          the engine: it knows the tiles, moves them, then
#                          tells this model what kind of move it was;
#   rules.mexican.referee  the device's referee: it knows only what the
#                          players report, and checks each report here.
# Each keeps a Turn (as its base class) and reports every move to report();
# only how a block is recognised differs (the engine sees the hands, the
# referee sees passes): Turn.stuck(), defined by each.
#
# Trains are indexed by seat; the Mexican Train is index n (the number of
# players). Interpretations where the sources leave room (each tested):
# - A double played this turn restricts nobody until the turn ends: the
#   follow-up goes "on that double or anywhere they may play" [rules/README.md §1
#   Doubles; 000]. Doubles left open when the turn ends are due in the
#   order played (newest first with doubles_newest_first) [001]; t.doubles
#   keeps them in that order.
# - A double that can no longer be satisfied is released: it leaves the
#   queue (t.doubles) and restricts nobody [001]. The engine sees that
#   from the tiles; at the table the players say so.
# - first_turn_train [000]: during the first pass around the table each
#   player lays tiles on their own train only, one at a time, and ends the
#   turn with a pass (the marker goes down only if they laid nothing, and
#   nobody draws). Doubles laid then restrict nobody until the pass is
#   over. one_double_per_turn does not limit that first train.
# - mexican_needs_second_turn [000, 004]: the Mexican Train cannot be
#   started during the first pass around the table.
# - joined_trains [003]: "personal trains may join when more than 7 play,
#   or with a set of 15 or 18 doubles": two neighbours, seats 0 and 1, 2
#   and 3, ..., build one train, the first seat's (index home(t, s)); an
#   odd seat out builds its own. Each partner plays on it as on their own,
#   lifts its marker by playing on it, and puts the marker on it when they
#   pass; the second seat's train index stays empty and closed. markers[]
#   is by train: the second seat's stays down.
# - The first pass around the table is counted (first_left) where a rule
#   depends on it, with first_turn_train or mexican_needs_second_turn;
#   otherwise it is a turn like any other [001, 003] and first_left stays
#   0. (A position then tells exactly who has had a first turn: the first
#   player cannot have played anywhere but on their own train or passed.)
# - one_double_per_turn [004 tips]: after a double, the follow-up in the
#   same turn may not be a double.
# - extra_on_first_double [001 l.63]: once a turn has laid two or more
#   doubles, the non-double that ends it goes on the first of them ("the
#   doubles must be closed in the order they were laid, so the extra tile
#   only on the first double"): the one due first, t.doubles[0] (with
#   doubles_newest_first the newest). Further doubles still go anywhere
#   the player may play [001: "as many doubles as there are, in a row"];
#   after one double the follow-up goes anywhere, as by default
#   [001 l.61, 000, 003]. While a turn goes on after a double, t.doubles
#   holds only that turn's doubles (a turn that starts with one due lays
#   a non-double on it and ends), so "two or more still open" is read from
#   the queue; one released (its number all on the table) no longer counts.
# - may_play_drawn: a playable drawn tile may be kept; the pass then puts
#   the marker down like any pass.
# - With the engine dealt (engine_from_hand, engine_holder_starts), the
#   round starts with the engine hunt: whoever holds it places it and takes
#   the first turn; if nobody does, players draw one each in turn until it
#   appears, and whoever draws it places it [000, 004]. Placing the engine
#   is not a turn; it starts the first pass around the table.
from micropython import const

# Turn.over (0: the round is on)
OUT = const(1)
BLOCKED = const(2)
# The kinds of move report() follows; the referee logs each report as one
# byte, kind << 5 | arg.
PLAY = const(0)       # a tile laid on train arg (a seat, or n: the Mexican Train)
DOUBLE = const(1)     # a double laid on train arg
DRAW = const(2)       # one tile drawn; arg 1: in the engine hunt, it was the engine
PASS = const(3)       # the turn ends without a play (or a first-turn train ends)
ENGINE = const(4)     # the engine placed from the hand
RELEASE = const(5)    # the open double on train arg can no longer be satisfied
WENT_OUT = const(6)   # (the referee's) a correction at the table: seat arg went out
BLOCK = const(7)      # (the referee's) the players call the round blocked
# Turn.flags: the table's options that change a turn, one bit each (names
# are kept on the device's heap for good, bits are not).
_MAY_PLAY_DRAWN = const(1)
_NEWEST_FIRST = const(2)
_ONE_DOUBLE = const(4)
_FIRST_TRAIN = const(8)     # first_turn_train
_MEXICAN_LATER = const(16)  # mexican_needs_second_turn
_FIRST_DOUBLE = const(32)   # extra_on_first_double
_JOINED = const(64)         # joined_trains


class Turn:
    """The state of a round that the rules of a turn read and change. The
    options that change a turn are copied into flags once, so the hot path
    reads bits, not dict keys. held[s] is how many tiles seat s holds,
    left how many lie in the boneyard, seat is the seat to move."""

    def __init__(self, players, options):
        self.n = players
        f = 0
        for i, k in enumerate(("may_play_drawn", "doubles_newest_first", "one_double_per_turn",
                               "first_turn_train", "mexican_needs_second_turn", "extra_on_first_double",
                               "joined_trains")):
            if options[k]:
                f |= 1 << i
        self.flags = f
        self.held = bytearray(players)
        self.left = 0
        self.markers = bytearray(players)
        self.started = bytearray(players + 1)  # per train: a tile is on it
        self.doubles = []         # trains ending in an open double, in the order due
        self.open = b""           # the trains open to everyone: see publish()
        self.seat = 0
        self.drawn = 0            # the player to move has drawn this turn
        self.after_double = 0     # ... has just played a double and goes on
        self.first_left = 0       # turns left in the first pass around the table
        self.engine_placed = 0
        self.out = -1             # seat that went out (first, with first_turn_train)
        self.last = -1            # seat that made the last play
        self.over = 0

    def stuck(self):
        """The boneyard is empty: is it certain nobody can ever play?"""
        raise NotImplementedError


def start(t, first, engine_placed):
    """The round starts with `first` to move; the engine stands in the hub
    (engine_placed) or is still to be placed (see the notes at the top).
    Placing it starts the first pass around the table, counted where a
    rule depends on it."""
    t.seat = first
    if engine_placed:
        t.engine_placed = 1
        t.first_left = t.n if t.flags & (_FIRST_TRAIN | _MEXICAN_LATER) else 0
    publish(t)


def first_train(t):
    """Is a first-turn train being laid (first_turn_train, the first pass)?"""
    return t.first_left and t.flags & _FIRST_TRAIN


def publish(t):
    """Refresh t.open, the trains open to everyone: the Mexican Train all
    round [rules/README.md §1, Trains] (except during first-turn trains, and with
    mexican_needs_second_turn until the first pass is over), then every
    marked train by seat [A normal turn; Markers]; none but your own during
    first-turn trains. Called whenever a marker or the first pass changes
    (a few times a round, so a new bytes each time costs nothing a move)."""
    first = first_train(t)
    mexican = not first and not (t.first_left and t.flags & _MEXICAN_LATER and not t.started[t.n])
    t.open = bytes(([t.n] if mexican else []) + ([] if first else [s for s in range(t.n) if t.markers[s]]))


def home(t, s):
    """The train seat s builds: its own, or with joined_trains its pair's,
    the first seat's (see the notes at the top) [003]."""
    return s - (s & 1) if t.flags & _JOINED else s


def open_to(t, s, k):
    """May seat s play on train k, open doubles aside? Their own train, and
    the trains open to everyone [rules/README.md §1, A normal turn]."""
    return k == home(t, s) or k in t.open


def due(t):
    """The train whose open double the player to move must play on, or -1
    [rules/README.md §1, Open double]: the first of t.doubles, which keeps them in
    the order they are due (oldest first; newest first with
    doubles_newest_first). Doubles of the turn under way and, with
    first_turn_train, of the first pass restrict nobody yet."""
    q = t.doubles
    if not q or t.after_double or first_train(t):
        return -1
    return q[0]


def follow(t):
    """extra_on_first_double [001 l.63]: the train whose double the
    non-double ending this turn must go on, or -1 (see the notes at the
    top): the first due of two or more doubles laid this turn."""
    q = t.doubles
    if t.after_double and t.flags & _FIRST_DOUBLE and len(q) > 1:
        return q[0]
    return -1


def doubles_barred(t):
    """one_double_per_turn: the follow-up of a double may not be a double."""
    return t.after_double and t.flags & _ONE_DOUBLE


def may_draw(t):
    """A player who cannot play draws one [rules/README.md §1, Cannot play]: not a
    second time in a turn, not from an empty boneyard, not on a first-turn
    train (a player who cannot start marks without drawing [000]). In the
    engine hunt everybody without the engine draws."""
    if not t.engine_placed:
        return t.left > 0
    return t.left > 0 and not t.drawn and not first_train(t)


def may_pass(t, play):
    """May the player to move end the turn without playing? play: they
    hold a tile that may be played. Passing comes after the draw
    [rules/README.md §1, Cannot play]; with may_play_drawn a playable drawn tile
    may be kept; a first-turn train ends when its player likes, once it
    has a tile [000]."""
    if not t.engine_placed:
        return False
    if first_train(t):
        return not play or t.started[home(t, t.seat)] != 0
    if play:
        return t.drawn and t.flags & _MAY_PLAY_DRAWN
    return t.drawn or not t.left


def report(t, kind, arg=0):
    """The player to move made a move of this kind (see the kinds at the
    top): the turn goes on, or ends, by the rules. Nothing is checked here:
    the engine reports only legal moves, the referee checks first."""
    s = t.seat
    if kind <= DOUBLE:
        # A tile laid on train arg.
        h = t.held[s] - 1
        t.held[s] = h
        t.started[arg] = 1
        q = t.doubles
        if q and arg in q:
            q.remove(arg)  # a tile on an open double satisfies it
        if arg == (s - (s & 1) if t.flags & _JOINED else s) and t.markers[arg]:   # home(t, s), inline: every play
            t.markers[arg] = 0  # only the owner, only by playing on it [000, 003]
            publish(t)
        t.last = s
        first = first_train(t)
        if not h:
            if t.out < 0:
                t.out = s
            if not first:
                t.over = OUT  # at once, even on an open double [000, 001, 003]
                return
            # first_turn_train: the turn ends; the round once all had one
        elif kind == DOUBLE:
            if t.flags & _NEWEST_FIRST:
                q.insert(0, arg)   # satisfied in reverse order [001]
            else:
                q.append(arg)
            if not first:
                t.after_double = 1  # play again [rules/README.md §1, Doubles]
                t.drawn = 0
            return
        elif first:
            return  # first_turn_train: lay on until the pass
    elif kind == DRAW:
        t.left -= 1
        t.held[s] += 1
        if t.engine_placed:
            t.drawn = 1
        elif not arg:
            # The engine hunt: not the engine (arg 1: it is, and the same
            # player places it); the next player draws.
            s += 1
            t.seat = 0 if s == t.n else s
        return
    elif kind == PASS:
        # The marker goes up [rules/README.md §1, Cannot play], except at the end of
        # a first-turn train that has tiles [000].
        h = home(t, s)
        if not t.markers[h] and not (first_train(t) and t.started[h]):
            t.markers[h] = 1
            publish(t)
    elif kind == ENGINE:
        # The engine laid in the hub: the first pass around the table starts
        # with its player, who keeps the turn.
        h = t.held[s] - 1
        t.held[s] = h
        t.drawn = 0
        start(t, s, True)
        if not h:
            t.out = s
            t.over = OUT
        return
    else:
        # RELEASE: the open double on train arg can no longer be satisfied.
        t.doubles.remove(arg)
        return
    # The turn ends.
    t.after_double = 0
    t.drawn = 0
    f = t.first_left
    if f:
        t.first_left = f - 1
        if f == 1:
            if t.out >= 0:
                # first_turn_train: someone laid every tile on the first
                # turn; the round ends once everybody had one [000].
                t.over = OUT
                return
            publish(t)  # the first pass is over: trains open up
    s += 1
    t.seat = 0 if s == t.n else s  # clockwise [rules/README.md §1, First player]
    if not t.left and not t.first_left and t.stuck():
        block(t)


def block(t):
    """Nobody can play and nobody can draw [rules/README.md §1, End of round]; every
    marker goes up, as each player would pass in turn (this matters only
    with marker_penalty)."""
    t.over = BLOCKED
    for s in range(t.n):
        t.markers[home(t, s)] = 1
    publish(t)
