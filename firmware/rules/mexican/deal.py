# Mexican Train's deal [rules/README.md §1]: the tiles each player takes
# by the preset's row of its deal rows (rules.mexican.games), this
# round's engine and the rounds of a match. The deal's own code (rules.
# deal, rules.tiles) is imported where a deal is worked out, not with the
# module: the scorer asks only rounds(), at a round's save, where on the
# .mpy path each module's code is on the heap (bench_app_timing at 152 KB).
from micropython import const
from rules import RulesError

_D12 = const(91)  # tiles in double-12, the set every preset has


def hand_size(set_n, players, preset="001"):
    """Tiles per player for Mexican Train.

    Where the preset gives no number for this set or player count (no seed
    does for double-15 and double-18, "fewer in proportion" [003]), the rule
    is: keep the preset's double-12 share of the set per player, that is
    floor(double-12 count * tiles in set / 91); past the end of the
    double-12 row, deal the same share of the whole set as its last entry
    does, split among the players. The table may override it (option
    `hand_size`)."""
    from rules.deal import rows, tiles_for
    from rules.tiles import count
    table = [r for r in rows("mexican-train") if r[0] == preset]
    if not table:
        presets = sorted(set(r[0] for r in rows("mexican-train")))
        raise RulesError("unknown deal preset %r; presets are %s" % (preset, ", ".join(presets)))
    n = 0
    d12 = None
    for r in table:
        if r[1] == set_n:
            n = tiles_for(r, players)
        if r[1] == 12:
            d12 = r
    if n:
        return n
    size = count(set_n)
    c12 = tiles_for(d12, players)
    if c12:
        return c12 * size // _D12
    last_p = d12[2] + len(d12[3]) - 1
    return last_p * d12[3][-1] * size // (_D12 * players)


def rounds(set_n):
    """A match with double-N: N+1 rounds, the engines N-N down to 0-0
    [rules/README.md §1, "Rounds"]."""
    return set_n + 1


def engine_for_round(set_n, round_index):
    """Round 1 uses double-N as the engine, each next round the next lower
    double, down to 0-0."""
    if not 0 <= round_index < rounds(set_n):
        raise RulesError("double-%d has %d rounds, not round %d" % (set_n, rounds(set_n), round_index + 1))
    return set_n - round_index


def engine_dealt(options):
    """The engine is dealt with the hands instead of standing in the hub
    [rules/README.md §1, Engine placement; First player]: with
    engine_from_hand, and with engine_holder_starts (its holder must be
    able to start)."""
    return bool(options.get("engine_from_hand") or options.get("engine_holder_starts"))


def hand(set_n, players, options):
    """Tiles per player: the table's hand_size if set, else the deal
    preset's [rules/README.md §1, Deal]."""
    return options["hand_size"] or hand_size(set_n, players, options["deal"])


def check_table(set_n, players, options):
    """Refuses joined_trains at a table it is not for: "personal trains
    may join when more than 7 play, or with a set of 15 or 18 doubles"
    [rules/README.md §1, Trains; 003]."""
    if options.get("joined_trains") and players <= 7 and set_n < 15:
        raise RulesError("joined_trains: personal trains join only when more than 7 play or with double-15 or "
                         "double-18, not %d players with double-%d [rules/README.md §1, Trains; 003]"
                         % (players, set_n))


def round_plan(set_n, players, options, round_index):
    """What the dealer announces for round round_index (0-based): (tiles
    per player, tiles left in the boneyard, this round's engine number,
    rounds in the match) [rules/README.md §1]."""
    from rules.deal import check_deal
    check_table(set_n, players, options)
    per = hand(set_n, players, options)
    engine = engine_for_round(set_n, round_index)
    bone = check_deal(set_n, players, per, 0 if engine_dealt(options) else 1)
    return per, bone, engine, rounds(set_n)
