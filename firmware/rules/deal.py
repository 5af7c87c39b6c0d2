# How many tiles each player takes, as data, and the deal itself.
from micropython import const
from rules import RulesError
from rules.tiles import count, double, name

_D12 = const(91)  # tiles in double-12, the set every Mexican preset has

# Mexican Train presets [RULES.md 1, "Deal: tiles per player"]:
# MEXICAN_DEALS[preset][set] = (fewest players in the row, tiles for each
# player count from there up).
MEXICAN_DEALS = {
    "001": {12: (2, b"\x10\x10\x0f\x0e\x0c\x0a\x09"),       # 16 16 15 14 12 10 9
            9: (2, b"\x0f\x0d\x0a")},                       # 15 13 10
    "003": {12: (2, b"\x0f\x10\x0e\x0c\x0b\x0a\x09")},       # 15 16 14 12 11 10 9
    "004": {12: (2, b"\x0c\x0c\x0c\x0c\x0c\x0a\x0a\x08\x08")},  # 12 x5, 10 10, 8 8
    "cardinal": {12: (2, b"\x0f\x0f\x0f\x0c\x0c\x0b\x0b"),  # 15 15 15 12 12 11 11
                 9: (2, b"\x09\x09\x09\x07\x07\x07\x06"),   # 9 9 9 7 7 7 6
                 15: (2, b"\x0f\x0f\x0f\x0f\x0f\x0d\x0d\x0b\x0b\x0b\x0b")},  # 15 x5, 13 13, 11 x4
    "pagat": {12: (2, b"\x0f\x0f\x0f\x0c\x0c\x0a\x0a\x08\x08")},  # 2-4 15, 5-6 12, 7-8 10, 9-10 8
    "pressman": {12: (2, b"\x0f\x0f\x0f\x0b\x0b\x08\x08")},  # 2-4 15, 5-6 11, 7-8 8
}

# Every other game: GAME_DEALS[game][deal option or None] = (fewest players,
# tiles for each player count) [RULES.md 2-13].
GAME_DEALS = {
    "block": {"000": (2, b"\x07\x06\x06"), "002": (2, b"\x07\x05\x05")},   # RULES.md 2
    "draw": {"000": (2, b"\x07\x06\x06"), "002": (2, b"\x07\x05\x05")},    # RULES.md 2
    "two-player": {None: (2, b"\x07")},                                    # RULES.md 2
    "kozel": {None: (2, b"\x07\x07\x07")},                                 # RULES.md 3
    "sport": {None: (4, b"\x07")},                                         # RULES.md 3
    "sea-kozel": {None: (2, b"\x07\x07\x07")},                             # RULES.md 4
    "checheve": {None: (2, b"\x07\x07\x06")},                              # RULES.md 5
    "donkey": {None: (2, b"\x07\x07\x07")},                                # RULES.md 6
    "telephone": {None: (2, b"\x07\x07\x07")},                             # RULES.md 7
    "muggins": {None: (2, b"\x07\x05\x05")},                               # RULES.md 8
    "bergen": {None: (2, b"\x06\x06\x05")},                                # RULES.md 9
    "general": {None: (4, b"\x07")},                                       # RULES.md 10
    # RULES.md 11 says "7 each or fewer, leaving a smaller market": 7 while
    # a market is left, then one fewer per extra player.
    "seven": {None: (2, b"\x07\x07\x06\x05\x04")},
    "sausage": {None: (2, b"\x0e")},                                       # RULES.md 12
    "kids": {None: (2, b"\x06\x06\x06\x05")},                              # RULES.md 13
}


def _row(row, players):
    first, counts = row
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
    table = MEXICAN_DEALS.get(preset)
    if table is None:
        raise RulesError("unknown deal preset %r; presets are %s" % (preset, ", ".join(sorted(MEXICAN_DEALS))))
    row = table.get(set_n)
    n = _row(row, players) if row else 0
    if n:
        return n
    first, counts = table[12]
    size = count(set_n)
    c12 = _row(table[12], players)
    if c12:
        return c12 * size // _D12
    last_p = first + len(counts) - 1
    return last_p * counts[-1] * size // (_D12 * players)


def game_hand_size(game, players, deal=None):
    rows = GAME_DEALS.get(game)
    if rows is None:
        raise RulesError("no deal table for %s" % game)
    if deal is None and None not in rows:
        from rules.games import game as _game
        deal = _game(game)[5]["deal"][0]  # the game's default deal option
    row = rows.get(deal)
    n = _row(row, players) if row else 0
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


def deal(rng, set_n, players, per_player, set_aside=-1):
    """Shuffle the set (less the tile set aside, e.g. the engine in the hub)
    and deal. Returns one bytearray: player 0's tiles, then player 1's, ...,
    then the boneyard in draw order. No list of tuples, no per-tile objects."""
    size = count(set_n)
    check_deal(set_n, players, per_player, 1 if set_aside >= 0 else 0)
    # Every id but set_aside, in order, built from ranges (no Python loop).
    if set_aside < 0:
        pool = bytearray(range(size))
    else:
        pool = bytearray(range(set_aside)) + bytearray(range(set_aside + 1, size))
    rng.shuffle(pool)
    return pool


def hand(pool, seat, per_player):
    return pool[seat * per_player:(seat + 1) * per_player]


def boneyard(pool, players, per_player):
    return pool[players * per_player:]


def engine_for_round(set_n, round_index):
    """Round 1 uses double-N as the engine, each next round the next lower
    double, down to 0-0: N+1 rounds [RULES.md 1, "Rounds"]."""
    if not 0 <= round_index <= set_n:
        raise RulesError("double-%d has %d rounds, not round %d" % (set_n, set_n + 1, round_index + 1))
    return set_n - round_index


def engine_tile(set_n, round_index):
    return double(engine_for_round(set_n, round_index))


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


def describe(pool, players, per_player):
    """Human-readable deal, for transcripts and tests."""
    out = []
    for s in range(players):
        out.append(" ".join(name(t) for t in hand(pool, s, per_player)))
    out.append(" ".join(name(t) for t in boneyard(pool, players, per_player)))
    return "\n".join(out)
