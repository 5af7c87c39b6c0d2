# How many tiles each player takes, and what the dealer announces for a
# round, from the deal rows of a game's row (rules.games.deal). The
# shuffle and the deal itself (the simulator's; at the table people
# shuffle real tiles) are rules.shuffle; Mexican Train's presets, engine
# and rounds are rules.mexican.deal.
from rules import RulesError
from rules.tiles import count


def rows(game):
    """The game's deal rows: [(deal option or None, set or None, fewest
    players, tiles for each player count)]."""
    from rules.games import deal
    return list(deal(game))


def tiles_for(row, players):
    """A deal row's tiles each for `players`, or 0 where it gives none."""
    first, counts = row[2], row[3]
    i = players - first
    if 0 <= i < len(counts):
        return counts[i]
    return 0


def hand_size(game, players, deal=None, options=None):
    """Tiles each for a game dealt by its rows (deal: the deal option's
    value, None for the game's default; options: the table's, where a row
    is keyed by a yes/no option switched on, Kids' smallest)
    [rules/README.md §2-13]."""
    table = rows(game)
    if not table:
        raise RulesError("no deal table for %s" % game)
    if deal is None and table[0][0] is not None:
        from rules.games import options as every
        deal = every(game)["deal"]   # the game's default deal option
    n = 0
    for r in table:
        if r[0] == deal or r[0] and options and options.get(r[0]) is True:
            n = tiles_for(r, players)
    if not n:
        raise RulesError("%s has no deal for %d players" % (game, players))
    return n


def check_deal(set_n, players, per_player, set_aside=0):
    """Refuse a deal that does not fit the set [rules/README.md §1: tiles
    per player times players must leave the boneyard non-negative]."""
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


def round_plan(game, set_n, players, options, round_index, dealt=None):
    """What the dealer announces for round round_index (0-based): (tiles
    per player, tiles left in the bazaar, -1 (no engine), rounds in the
    match or 0 when played to a target) [rules/README.md §2-13]; Mexican
    Train's is rules.mexican.deal.round_plan. dealt: the seats dealt, where
    not every player (Seven's still in, General's pairs at the table)."""
    hand = hand_size(game, players, options.get("deal"), options)
    return hand, check_deal(set_n, players if dealt is None else dealt, hand), -1, options.get("rounds", 0)
