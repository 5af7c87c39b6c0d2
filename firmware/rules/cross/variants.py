# The cross and fives games' rules as data [rules/README.md §5, 6, 7, 8, 9]:
# Chechevé, Donkey, Telephone, Muggins and Bergen. How a player who cannot
# play draws (bits of rules.turn's Turn.flags), what the layout allows
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

from rules.opening import asked as _asked, free as _free, later as _later, rule as _rule
from rules.games import row

_ALONG = const(128)   # rules.cross.layout.ALONG (layout imports this module: no import back)

# The column of rules.cross.games' rows besides rules.opening's.
_TURN = const(12)
_KIND = const(16)


def flags(game, options):
    """rules.turn's Turn.flags for a game and its options (the row's
    1024, several doubles in one move, is the line referee's, which
    referees these games in quick mode)."""
    f = row(game)[_TURN] & ~1024
    from rules.games import step
    if step(options) < 0:
        f |= 64   # counterclockwise
    return f


def kind(game, options):
    """What the layout allows (rules.cross.layout's bits): the row's, and
    ALONG under Muggins' option doubles_either_way [002 l.240]."""
    return row(game)[_KIND] | (_ALONG if options.get("doubles_either_way") else 0)


def free(game, options, round_index):
    """May the opener of round round_index lead any tile?"""
    return _free(row(game), options, round_index)


def later(game):
    """Who opens later rounds (rules.opening's letter)."""
    return _later(row(game), {})


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
    return _asked(row(game), options)


def blank_barred(game):
    """Kozel's rule (Donkey): 0-0 never opens a first round."""
    return _rule(row(game), {}) == "1"


def redeal(game, options):
    """What forces a redeal: nothing, in these games."""
    return 0


def opening(game, options, round_index, players, last, before, standings):
    """How the dealer opens round round_index, as rules.line.variants.
    opening answers: named (Muggins: seat 1, then in turn; Telephone,
    Chechevé and Donkey's later rounds: the last round's finisher, else its
    fisherman), or asked: the game's opening tiles, then the lowest double
    (0-0 barred where it may not open), then the lightest tile."""
    from rules.tiles import tile
    f = free(game, options, round_index)
    if f:
        out = last.out if last else -1
        fisher = last.last if last else -1
        return f, opener(game, round_index, players, before, out, fisher), -1, b"", False
    asked = [tile(a, b) for a, b in order(game, options)]
    for x in range(7):
        if not (x == 0 and blank_barred(game)) and tile(x, x) not in asked:
            asked.append(tile(x, x))
    return f, -1, -1, bytes(asked), False


def loser_after_finisher(game):
    """Whether a round's loser is the seat after the one who went out:
    not in these games."""
    return False
