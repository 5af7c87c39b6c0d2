# How many tiles each player takes, as data, and what the dealer announces
# for a round. The shuffle and the deal itself (the simulator's; at the
# table people shuffle real tiles) are rules.shuffle.
from micropython import const
from rules import RulesError
from rules.tiles import count

_D12 = const(91)  # tiles in double-12, the set every Mexican preset has

# The deal tables, a row each: the game, the deal option (None: the game has
# none; for Mexican Train the preset), the set (Mexican Train's), the
# fewest players of the row, and the tiles each player takes for each player count from
# there up. Mexican Train's presets: RULES.md 1, "Deal: tiles per player";
# the other games: RULES.md 2-13 (Seven, RULES.md 11: "7 each or fewer,
# leaving a smaller market": 7 while a market is left, then one fewer per
# extra player). A tuple of constants: frozen, it is in flash, and a lookup
# builds nothing but the rows it returns.
_TABLE = (
    ("mexican-train", "001", 12, 2, (16, 16, 15, 14, 12, 10, 9)),
    ("mexican-train", "001", 9, 2, (15, 13, 10)),
    ("mexican-train", "003", 12, 2, (15, 16, 14, 12, 11, 10, 9)),
    ("mexican-train", "004", 12, 2, (12, 12, 12, 12, 12, 10, 10, 8, 8)),
    ("mexican-train", "cardinal", 12, 2, (15, 15, 15, 12, 12, 11, 11)),
    ("mexican-train", "cardinal", 9, 2, (9, 9, 9, 7, 7, 7, 6)),
    ("mexican-train", "cardinal", 15, 2, (15, 15, 15, 15, 15, 13, 13, 11, 11, 11, 11)),
    ("mexican-train", "pagat", 12, 2, (15, 15, 15, 12, 12, 10, 10, 8, 8)),
    ("mexican-train", "pressman", 12, 2, (15, 15, 15, 11, 11, 8, 8)),
    ("block", "000", None, 2, (7, 6, 6)),
    ("block", "002", None, 2, (7, 5, 5)),
    ("draw", "000", None, 2, (7, 6, 6)),
    ("draw", "002", None, 2, (7, 5, 5)),
    ("two-player", None, None, 2, (7,)),
    ("kozel", None, None, 2, (7, 7, 7)),
    ("sport", None, None, 4, (7,)),
    ("sea-kozel", None, None, 2, (7, 7, 7)),
    ("checheve", None, None, 2, (7, 7, 6)),
    ("donkey", None, None, 2, (7, 7, 7)),
    ("telephone", None, None, 2, (7, 7, 7)),
    ("muggins", None, None, 2, (7, 5, 5)),
    ("bergen", None, None, 2, (6, 6, 5)),
    ("general", None, None, 4, (7,)),
    ("seven", None, None, 2, (7, 7, 6, 5, 4)),
    ("sausage", None, None, 2, (14,)),
    ("kids", None, None, 2, (6, 6, 6, 5)),
)


def rows(game):
    """The table's rows for a game: [(option or None, set or None,
    fewest players, tiles for each player count)]."""
    return [r[1:] for r in _TABLE if r[0] == game]


def _count(row, players):
    first, counts = row[2], row[3]
    i = players - first
    if 0 <= i < len(counts):
        return counts[i]
    return 0


def mexican_hand_size(set_n, players, preset="001"):
    """Tiles per player for Mexican Train.

    Where the preset gives no number for this set or player count (no seed
    does for double-15 and double-18, "fewer in proportion" [003]), the rule
    is: keep the preset's double-12 share of the set per player, that is
    floor(double-12 count * tiles in set / 91); past the end of the
    double-12 row, deal the same share of the whole set as its last entry
    does, split among the players. The table may override it (option
    `hand_size`)."""
    table = [r for r in rows("mexican-train") if r[0] == preset]
    if not table:
        presets = sorted(set(r[0] for r in rows("mexican-train")))
        raise RulesError("unknown deal preset %r; presets are %s" % (preset, ", ".join(presets)))
    n = 0
    d12 = None
    for r in table:
        if r[1] == set_n:
            n = _count(r, players)
        if r[1] == 12:
            d12 = r
    if n:
        return n
    size = count(set_n)
    c12 = _count(d12, players)
    if c12:
        return c12 * size // _D12
    last_p = d12[2] + len(d12[3]) - 1
    return last_p * d12[3][-1] * size // (_D12 * players)


def game_hand_size(game, players, deal=None):
    table = rows(game)
    if not table:
        raise RulesError("no deal table for %s" % game)
    if deal is None and table[0][0] is not None:
        from rules.games import game as _game
        deal = _game(game)[5]["deal"][0]  # the game's default deal option
    n = 0
    for r in table:
        if r[0] == deal:
            n = _count(r, players)
    if not n:
        raise RulesError("%s has no deal for %d players" % (game, players))
    return n


def check_deal(set_n, players, per_player, set_aside=0):
    """Refuse a deal that does not fit the set [RULES.md 1: tiles per player
    times players must leave the boneyard non-negative]."""
    if players < 1:
        raise RulesError("a deal needs at least one player, not %d" % players)
    if per_player < 1:
        raise RulesError("each player must take at least one tile, not %d" % per_player)
    pool = count(set_n) - set_aside
    need = per_player * players
    if need > pool:
        raise RulesError("%d players x %d tiles = %d, but double-%d has only %d to deal" % (
            players, per_player, need, set_n, pool))
    return pool - need


def engine_for_round(set_n, round_index):
    """Round 1 uses double-N as the engine, each next round the next lower
    double, down to 0-0: N+1 rounds [RULES.md 1, "Rounds"]."""
    if not 0 <= round_index <= set_n:
        raise RulesError("double-%d has %d rounds, not round %d" % (set_n, set_n + 1, round_index + 1))
    return set_n - round_index


def engine_dealt(options):
    """The engine is dealt with the hands instead of standing in the hub
    [RULES.md 1, Engine placement; First player]: with engine_from_hand,
    and with engine_holder_starts (its holder must be able to start)."""
    return bool(options.get("engine_from_hand") or options.get("engine_holder_starts"))


def mexican_hand(set_n, players, options):
    """Tiles per player: the table's hand_size if set, else the deal
    preset's [RULES.md 1, Deal]."""
    return options.get("hand_size") or mexican_hand_size(set_n, players, options.get("deal", "001"))


def round_plan(game, set_n, players, options, round_index):
    """What the dealer announces for round round_index (0-based): (tiles
    per player, tiles left in the boneyard, this round's engine number or
    -1, rounds in the match or 0 when played to a target) [RULES.md 1-13]."""
    if game == "mexican-train":
        hand = mexican_hand(set_n, players, options)
        engine = engine_for_round(set_n, round_index)
        bone = check_deal(set_n, players, hand, 0 if engine_dealt(options) else 1)
        return hand, bone, engine, set_n + 1
    hand = game_hand_size(game, players, options.get("deal"))
    return hand, check_deal(set_n, players, hand), -1, options.get("rounds", 0)
