# Mexican Train scoring [rules/README.md §1, "Scoring"]: each player is charged the
# pips left in hand, the player who went out 0 [000, 001, 003, 004]; house
# options for blanks and markers; lowest total after N+1 rounds wins, ties
# broken by rounds gone out; option positive_points [004 tips] turns it into
# points won, split among several out at once [004 l.48].
from rules.score.scoring import HOLDS_BLANK_DOUBLE, check_round


def blank_double_value(options):
    if options.get("blank_double_50"):
        return 50  # [001]: a 0-0 left in hand counts 50
    v = options["blank_value"]
    return 0 if v == "halves" else v


def round_charges(r, options):
    """Pips each seat is charged for one round (penalties)."""
    players = len(r.pips)
    out = [0] * players
    zero_zero = blank_double_value(options)
    halves = options["blank_value"] == "halves" and not options["blank_double_50"]
    penalty = options["marker_penalty"]
    for s in range(players):
        if s == r.out:
            continue
        p = r.pips[s]
        if halves:
            p += 25 * r.blanks[s]  # every blank half worth 25
        elif r.flags[s] & HOLDS_BLANK_DOUBLE:
            p += zero_zero
        if penalty and r.markers and r.markers[s]:
            p += penalty
        out[s] = p
    return out


def went_out(r):
    """The seats that went out: the one the round names, then every other
    seat with no tile left (with first_turn_train several lay their last
    tile in the first pass around the table [rules/README.md §1, First turn])."""
    if r.out < 0:
        return []
    return [r.out] + [s for s in range(len(r.pips)) if s != r.out and r.tiles[s] == 0]


def round_scores(r, options):
    """What each seat writes on the sheet for the round: penalties, or with
    positive_points the winnings of whoever went out (everybody else's
    pips) [004 l.48]; several out at once split them, each an equal share
    rounded down ("with several winners, the winners split the points
    among themselves" [004 l.48])."""
    charged = round_charges(r, options)
    if not options.get("positive_points"):
        return charged
    won = [0] * len(charged)
    out = went_out(r)
    for s in out:
        won[s] = sum(charged) // len(out)
    # A blocked round pays nobody: nobody went out.
    return won


def match_winner(totals, outs, positive):
    """The best seat, or the list of seats sharing first place (the
    standings' order, rules.ranking)."""
    from rules.ranking import order
    order = order(totals, outs, positive)
    best = order[0]
    tied = [s for s in order if totals[s] == totals[best] and outs[s] == outs[best]]
    return best if len(tied) == 1 else tied  # several: they share it


def score(players, teams, options, rounds, set_n, game, facts=()):
    positive = bool(options.get("positive_points"))
    totals = [0] * players
    outs = [0] * players
    rows = []
    if options.get("joined_trains"):
        # The one house rule refused at some tables: the deal's rules are
        # imported only then, not for every round's save (0.12 M a save,
        # bench_press_cost).
        from rules.mexican import deal
        deal.check_table(set_n, players, options)
    end = set_n + 1   # rules.mexican.deal.rounds(): the engines N-N down to 0-0
    for i, r in enumerate(rounds):
        if i == end:
            # As every scorer does (rules.score.util): the ledger relies on
            # it to refuse a round after the end.
            from rules.score.util import refuse_after_over
            refuse_after_over(end, len(rounds))
        # first_turn_train: in the first pass around the table several
        # seats may lay their last tile [rules/README.md §1, First turn of a round].
        check_round(r, set_n, players, None, bool(options.get("first_turn_train")), False)
        charged = round_scores(r, options)
        for s in range(players):
            totals[s] += charged[s]
        if r.out >= 0:
            outs[r.out] += 1
        rows.append({"charged": charged, "carry": 0, "note": "out" if r.out >= 0 else "blocked"})
    over = len(rounds) == end
    winner = match_winner(totals, outs, positive) if over else None
    return {"rounds": rows, "totals": totals, "over": over, "winner": winner,
            "loser": None, "titles": []}
