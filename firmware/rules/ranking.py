# Who leads: the order of the standings, the device's screen and share
# mode's page alike, per seat or, for two pairs sitting opposite, per pair.
from rules import games


def ranking(game, options, names, out, totals):
    """(names, rounds gone out, order, highest first?) of the ranking,
    per seat or, for two pairs sitting opposite (book.start), per pair.
    out: the seat that went out of each of the match's rounds (-1: none;
    ledger.match.Rounds.out()), or none when no two totals are equal
    (then nobody's rounds gone out matter) [rules/README.md §1, Scoring: ties on
    total go to more rounds gone out]."""
    outs = [0] * len(names)   # rounds each seat went out
    for s in out:
        if s >= 0:
            outs[s] += 1
    # Games of points won rank the highest first [rules/README.md §2, 7-9].
    positive = games.high_wins(game, options)
    if len(totals) < len(names):
        # The pairs: two sitting opposite, then General's waiting pairs
        # (ledger.match.pairs).
        pairs = ((0, 2), (1, 3), (4, 5), (6, 7))[:len(totals)]
        names = [names[a] + "&" + names[b] for a, b in pairs]
        outs = [outs[a] + outs[b] for a, b in pairs]
    return names, outs, order(totals, outs, positive), positive


def order(totals, outs, positive):
    """Seats (or pairs) best first: the lowest total (the highest in games
    of points won), then more rounds gone out [rules/README.md §1: a
    published calculator's rule], then the seat."""
    sign = -1 if positive else 1
    return sorted(range(len(totals)), key=lambda s: (sign * totals[s], -outs[s], s))
