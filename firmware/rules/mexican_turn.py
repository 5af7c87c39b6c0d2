# The turn model of Mexican Train [RULES.md 1]: whose turn it is, the
# markers, the open doubles by the train they lie on and the order they
# are due in, drawing, doubles and their follow-ups, the first pass around
# the table, and the end of the round. Nothing here knows a tile, so the
# same rules serve both sides of the game:
#   rules.mexican          the engine: it knows the tiles, moves them, then
#                          tells this model what kind of move it was;
#   rules.mexican_referee  the device's referee: it knows only what the
#                          players report, and checks each report here.
# Each keeps a Turn (as its base class) and calls the functions below; only
# how a block is recognised differs (the engine sees the hands, the
# referee sees passes): Turn.stuck(), defined by each.
#
# Trains are indexed by seat; the Mexican Train is index n (the number of
# players). Interpretations where the sources leave room (each tested):
# - A double played this turn restricts nobody until the turn ends: the
#   follow-up goes "on that double or anywhere they may play" [RULES.md 1
#   Doubles; 000]. Doubles left open when the turn ends are due in the
#   order played (newest first with doubles_newest_first) [001].
# - A double that can no longer be satisfied is released: it leaves the
#   queue and restricts nobody [001]. The engine sees that from the tiles;
#   at the table the players say so.
# - first_turn_train [000]: during the first pass around the table each
#   player lays tiles on their own train only, one at a time, and ends the
#   turn with a pass (the marker goes down only if they laid nothing, and
#   nobody draws). Doubles laid then restrict nobody until the pass is
#   over. one_double_per_turn does not limit that first train.
# - mexican_needs_second_turn [000, 004]: the Mexican Train cannot be
#   started during the first pass around the table.
# - The first pass around the table is counted (first_left) where a rule
#   depends on it, with first_turn_train or mexican_needs_second_turn;
#   otherwise it is a turn like any other [001, 003] and first_left stays
#   0. (A position then tells exactly who has had a first turn: the first
#   player cannot have played anywhere but on their own train or passed.)
# - one_double_per_turn [004 tips]: after a double, the follow-up in the
#   same turn may not be a double.
# - may_play_drawn: a playable drawn tile may be kept; the pass then puts
#   the marker down like any pass.
# - With the engine dealt (engine_from_hand, engine_holder_starts), the
#   round starts with the engine hunt: whoever holds it places it and takes
#   the first turn; if nobody does, players draw one each in turn until it
#   appears, and whoever draws it places it [000, 004]. Placing the engine
#   is not a turn; it starts the first pass around the table.
from micropython import const

# Turn.over
PLAYING = const(0)
OUT = const(1)
BLOCKED = const(2)


class Turn:
    """The state of a round that the rules of a turn read and change.
    Options are copied into flags once, so the hot path reads attributes,
    not dict keys. held[s] is how many tiles seat s holds, left how many
    lie in the boneyard."""
    __slots__ = ("n", "may_play_drawn", "newest_first", "one_double", "ftt", "mex2",
                 "held", "left", "markers", "started", "doubles", "pub", "npub",
                 "to_move", "drawn", "after_double", "first_left", "engine_placed",
                 "out", "last", "over")

    def __init__(self, players, options):
        self.n = players
        self.may_play_drawn = options["may_play_drawn"]
        self.newest_first = options["doubles_newest_first"]
        self.one_double = options["one_double_per_turn"]
        self.ftt = options["first_turn_train"]
        self.mex2 = options["mexican_needs_second_turn"]
        self.held = bytearray(players)
        self.left = 0
        self.markers = bytearray(players)
        self.started = bytearray(players + 1)  # per train: a tile is on it
        self.doubles = []         # trains ending in an open double, oldest first
        self.pub = bytearray(players + 1)   # trains open to everyone: see publish()
        self.npub = 0
        self.to_move = 0
        self.drawn = 0            # the player to move has drawn this turn
        self.after_double = 0     # ... has just played a double and goes on
        self.first_left = 0       # turns left in the first pass around the table
        self.engine_placed = 0
        self.out = -1             # seat that went out (first, with first_turn_train)
        self.last = -1            # seat that made the last play
        self.over = PLAYING

    def stuck(self):
        """The boneyard is empty: is it certain nobody can ever play?"""
        raise NotImplementedError


def start(t, first, engine_placed):
    """The round starts with `first` to move; the engine stands in the hub
    (engine_placed) or is still to be placed (see the notes at the top)."""
    t.to_move = first
    if engine_placed:
        t.engine_placed = 1
        t.first_left = first_pass(t)
    publish(t)


def first_pass(t):
    """Turns in the first pass around the table, where a rule counts them
    (see the notes at the top), else 0."""
    return t.n if t.ftt or t.mex2 else 0


def mexican_open(t):
    """The Mexican Train is open to everyone all round [RULES.md 1, Trains],
    except on the first pass with first_turn_train (only your own train)
    and, with mexican_needs_second_turn, until it may be started."""
    if t.first_left:
        if t.ftt:
            return False
        if t.mex2 and not t.started[t.n]:
            return False
    return True


def publish(t):
    """Refresh t.pub[:t.npub], the trains open to everyone: the Mexican
    Train while it is open, then every marked train by seat [RULES.md 1, A
    normal turn; Markers]; none but your own during a first-turn train.
    Called whenever a marker or the first pass changes."""
    p = t.pub
    k = 0
    if mexican_open(t):
        p[0] = t.n
        k = 1
    if not (t.first_left and t.ftt):
        s = 0
        for m in t.markers:
            if m:
                p[k] = s
                k += 1
            s += 1
    t.npub = k


def open_to(t, s, j):
    """May seat s play on train j, open doubles aside? Their own train, and
    the trains open to everyone [RULES.md 1, A normal turn]."""
    if j == s:
        return True
    p = t.pub
    for k in range(t.npub):
        if p[k] == j:
            return True
    return False


def due(t):
    """The train whose open double the player to move must play on, or -1
    [RULES.md 1, Open double]: the oldest (newest with
    doubles_newest_first). Doubles of the turn under way and, with
    first_turn_train, of the first pass restrict nobody yet."""
    q = t.doubles
    if not q or t.after_double or (t.first_left and t.ftt):
        return -1
    return q[-1] if t.newest_first else q[0]


def due_order(t):
    """The open doubles in the order they must be satisfied (the first is
    due next)."""
    q = list(t.doubles)
    if t.newest_first:
        q.reverse()
    return q


def doubles_barred(t):
    """one_double_per_turn: the follow-up of a double may not be a double."""
    return t.one_double and t.after_double


def may_draw(t):
    """A player who cannot play draws one [RULES.md 1, Cannot play]: not a
    second time in a turn, not from an empty boneyard, not on a first-turn
    train (a player who cannot start marks without drawing [000]). In the
    engine hunt everybody without the engine draws."""
    if not t.engine_placed:
        return t.left > 0
    return t.left > 0 and not t.drawn and not (t.first_left and t.ftt)


def may_pass(t, can_play):
    """May the player to move end the turn without playing? can_play:
    they hold a tile that may be played. Passing comes after the draw
    [RULES.md 1, Cannot play]; with may_play_drawn a playable drawn tile
    may be kept; a first-turn train ends when its player likes, once it
    has a tile [000]."""
    if not t.engine_placed:
        return False
    if t.first_left and t.ftt:
        return not can_play or t.started[t.to_move] != 0
    if can_play:
        return t.drawn and t.may_play_drawn
    return t.drawn or not t.left


def placed_engine(t):
    """The player to move laid the engine in the hub: the first pass
    around the table starts with them."""
    s = t.to_move
    h = t.held[s] - 1
    t.held[s] = h
    t.engine_placed = 1
    t.first_left = first_pass(t)
    t.drawn = 0
    publish(t)
    if not h:
        t.out = s
        t.over = OUT


def played(t, j, dbl):
    """The player to move laid a tile on train j (dbl: a double)."""
    s = t.to_move
    h = t.held[s] - 1
    t.held[s] = h
    t.started[j] = 1
    q = t.doubles
    if q and j in q:
        q.remove(j)  # a tile on an open double satisfies it
    if j == s and t.markers[s]:
        t.markers[s] = 0  # only the owner, only by playing on it [000, 003]
        publish(t)
    t.last = s
    first = t.first_left and t.ftt
    if not h:
        if t.out < 0:
            t.out = s
        if not first:
            t.over = OUT  # at once, even on an open double [000, 001, 003]
            return
        # first_turn_train: the turn ends; the round once all had one
    elif dbl:
        q.append(j)
        if not first:
            t.after_double = 1  # play again [RULES.md 1, Doubles]
            t.drawn = 0
        return
    elif first:
        return  # first_turn_train: lay on until the pass
    end_turn(t)


def released(t, j):
    """The open double on train j can no longer be satisfied [001]."""
    t.doubles.remove(j)


def drew(t, engine=False):
    """The player to move drew one tile. In the engine hunt the turn
    passes on unless it is the engine (`engine`), which they then place."""
    s = t.to_move
    t.left -= 1
    t.held[s] += 1
    if t.engine_placed:
        t.drawn = 1
    elif not engine:
        s += 1
        t.to_move = 0 if s == t.n else s


def passed(t):
    """The player to move ends the turn without playing; their marker goes
    up [RULES.md 1, Cannot play], except at the end of a first-turn train
    that has tiles [000]."""
    s = t.to_move
    if not t.markers[s] and not (t.first_left and t.ftt and t.started[s]):
        t.markers[s] = 1
        publish(t)
    end_turn(t)


def end_turn(t):
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
    s = t.to_move + 1
    t.to_move = 0 if s == t.n else s  # clockwise [RULES.md 1, First player]
    if not t.left and not t.first_left and t.stuck():
        block(t)


def block(t):
    """Nobody can play and nobody can draw [RULES.md 1, End of round]; every
    marker goes up, as each player would pass in turn (this matters only
    with marker_penalty)."""
    t.over = BLOCKED
    for s in range(t.n):
        t.markers[s] = 1
    publish(t)
