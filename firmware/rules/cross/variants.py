# The cross and fives games' rules as data [RULES.md 5, 6, 7, 8, 9]:
# Chechevé, Donkey, Telephone, Muggins and Bergen. How a player who cannot
# play draws (bits of rules.line.turn's Turn.flags), what the layout allows
# (the engine's kind bits below) and who opens a round with what. Loaded
# for the round that needs it, by the engine (rules.cross.position) and the dealer.
#
# Interpretations where the sources leave room (each tested):
# - Drawing: Muggins, Telephone and Chechevé draw until a tile fits, the
#   whole bazaar if need be (Chechevé [002]: "брать кости по своему
#   усмотрению пока не найдет нужную"; Muggins and Telephone: the common
#   published rule, and Telephone's "базар, на который нужно идти, если
#   нечем ходить" [002], for every player count that leaves one). Donkey
#   is Kozel's: until a tile fits, the last bazaar tile never taken.
#   Bergen buys one tile a turn [002: "может прикупить с базара один
#   камень"]; its last two bazaar tiles are never taken.
# - Opening, the first round: Telephone the holder of 0-0 with it (option
#   opener=2-3: the 2-3); Chechevé 1-1, 2-2, ... 6-6, then 0-0; Donkey
#   Kozel's 1-1 upwards (0-0 does not open); Bergen the 0-0, else the lowest
#   double, with none the lowest tile; Muggins any tile. Where the tile that
#   opens lies in the bazaar (or no double is held), the lowest double
#   held opens, else the lightest tile (Bergen's rule, the nearest the
#   sources give).
# - Later rounds: the previous round's finisher (or the fisherman of a
#   block) leads any tile in Telephone, Chechevé and Donkey [002]; Bergen
#   opens by its rule every round; Muggins always leads any tile.
from micropython import const

# The engine's kind bits (rules.cross.position Position.kind).
FOUR_FIRST = const(1)   # the first double opens four ways at once (Muggins' spinner, Chechevé's base, Donkey's cross)
HOUSE = const(2)        # the first double built on both sides opens four ways (Telephone's house)
MULTI = const(4)        # several doubles in one move, one per end
CLOSE = const(8)        # a double may be laid face down, closing its end
FIVES = const(16)       # a play making the ends a multiple of 5 scores it
HEADERS = const(32)     # Bergen's double-header (2) and triple-header (3)
CLOSE_TWO = const(64)   # Donkey: before any double, two closed at once end the round

# game: Turn.flags, kind, first-round opening (A any tile, T 0-0 or 2-3, C
# 1-1 up then 0-0, L 1-1 up without 0-0, B 0-0 up), later rounds (A any
# tile by whoever is to move, W the finisher or fisherman with any tile, R
# by the rule).
# A tuple of constants: frozen, it is in flash.
_TABLE = (
    ("muggins", 2, 17, "A", "A"),
    ("telephone", 2, 22, "T", "W"),
    ("checheve", 2, 13, "C", "W"),
    ("donkey", 18, 77, "L", "W"),
    ("bergen", 513, 32, "B", "R"),
)
GAMES = ("muggins", "telephone", "checheve", "donkey", "bergen")


def _row(game):
    for r in _TABLE:
        if r[0] == game:
            return r
    return None


def flags(game, options):
    """rules.line.turn's Turn.flags for a game and its options."""
    f = _row(game)[1]
    if options.get("direction") == "counterclockwise":
        f |= 64
    return f


def kind(game):
    return _row(game)[2]


def free(game, options, round_index):
    """May the opener of round round_index lead any tile?"""
    w = _row(game)
    if w[3] == "A":
        return True
    return bool(round_index) and w[4] != "R"


def later(game):
    """Who opens later rounds: "A" whoever is to move, "W" the finisher or
    fisherman, "R" by the rule."""
    return _row(game)[4]


def opener(game, round_index, players, before, out, last):
    """The seat that opens a round whose opener the game names (free()):
    seat 0 the first round; later ones the seat after the last opener, or
    (later() "W") the last round's seat out (out), else its fisherman
    (last: the seat that made its last play), else the last opener
    (before); out and last -1 where nobody."""
    if not round_index:
        return 0
    if later(game) == "W":
        return out if out >= 0 else last if last >= 0 else before
    return (before + 1) % players


def order(game, options):
    """The tiles asked for, in order, to find the first round's opener (as
    (a, b) pairs of numbers), before the fallback (lowest double, then the
    lightest tile)."""
    r = _row(game)[3]
    if r == "T":
        return ((2, 3),) if options.get("opener") == "2-3" else ((0, 0),)
    if r == "C":
        return tuple((x, x) for x in (1, 2, 3, 4, 5, 6, 0))
    if r == "L":
        return tuple((x, x) for x in (1, 2, 3, 4, 5, 6))
    if r == "B":
        return tuple((x, x) for x in range(7))
    return ()


def blank_barred(game):
    """Kozel's rule (Donkey): 0-0 never opens a first round."""
    return _row(game)[3] == "L"
