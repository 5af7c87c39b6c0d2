# Scoring of the games that score during play (points won).
#
# Telephone [rules/README.md §7; 002]: plays that make the open ends a multiple of 5
#   score that sum (the round's points). At the end a player (team) left
#   with tiles writes off their pips rounded down to 5 (18 -> 15); "no debts
#   in this game": a score never goes below 0. Teams add both partners.
#   Game to 225 (option 151); if both sides pass it together it is a draw
#   [002 second article]; the one with fewer points lost.
# Muggins [rules/README.md §8; 002]: the round's points (multiples of 5); going out
#   scores 10; blocked: the fewest pips wins the others' total minus their
#   own, rounded to 5. Game to 200.
# Bergen [rules/README.md §9; 002]: the round's points (2 or 3 each); going out
#   scores 2. Blocked: a player with no doubles in hand gets 2; if everyone
#   holds doubles, the holder of the lowest double; if nobody does, the
#   lowest pip count. Game to 15 for two players, 10 for three.
#
# Interpretations where the rules reference and the seeds are silent (common published
# rules): "writes off" takes the points off the player's own score; Bergen
# with four players plays to 10 as with three; several Bergen players
# without doubles: the lowest pip count among them gets the 2; a tie for the
# lowest count scores nothing; in Muggins and Bergen the highest score
# among those reaching the target wins (shared when tied).
from micropython import const
from rules import error
from rules.score.util import (answer, checked, count_units, extremes, one, per_unit, refuse_after_over, round5,
                              round5_down, row, units)
from rules.score.scoring import NO_DOUBLE

WRITE_OFF = const(0)  # Telephone: hands left are written off
FIVES = const(1)      # Muggins: out 10, block by difference
BERGEN = const(2)     # Bergen: out 2, block by doubles

# A game's facts, its row's scorer column (rules.games.scorer): (end of
# round, allowed points during play: step of 5 or a tuple).


def check_points(r, allowed):
    for seat, pts in r.points:
        if not 0 <= seat < len(r.pips):
            raise error(22, "points for seat %d, but there are %d seats", (seat + 1, len(r.pips)))
        if allowed == 5:
            if pts <= 0 or pts % 5:
                raise error(23, "a play scores a multiple of 5, not %d", (pts,))
        elif pts not in allowed:
            raise error(24, "a play scores 2 or 3, not %d", (pts,))


def plays(game, total):
    """A seat's points during play, entered as one total, as plays the game
    allows (Bergen's 7: 3 + 2 + 2; only their sum is scored). A total no
    plays can make is left whole, for check_points to refuse."""
    if not total:
        return []
    from rules.games import scorer
    if scorer(game)[1][1] == 5 or total < 2:
        return [total]
    twos = -total % 3
    return [3] * ((total - 2 * twos) // 3) + [2] * twos


def bergen_block(r):
    """The seat that gets 2 for a blocked round, or -1."""
    players = len(r.pips)
    without = [s for s in range(players) if r.doubles[s] == 0]
    if without:
        low = extremes(r.pips, -1, without)
        return low[0] if len(low) == 1 else -1
    for s in range(players):
        if r.lowdbl[s] == NO_DOUBLE:
            raise error(25, "seat %d holds a double: which is the lowest?", (s + 1,))
    return extremes(r.lowdbl, -1)[0]


def end_bonus(r, of, kind):
    """Per unit: what the end of the round adds (negative: written off)."""
    bonus = [0] * count_units(of)
    if kind == WRITE_OFF:
        left = per_unit(r.pips, of)
        for u in range(len(left)):
            bonus[u] = -round5_down(left[u])
        return bonus, "out" if r.out >= 0 else "blocked"
    if r.out >= 0:
        bonus[of[r.out]] = 10 if kind == FIVES else 2
        return bonus, "out"
    if kind == FIVES:
        low = extremes(r.pips, -1)
        if len(low) > 1:
            return bonus, "tie"
        s = low[0]
        bonus[of[s]] = round5(sum(r.pips) - 2 * r.pips[s])
        return bonus, "blocked"
    s = bergen_block(r)
    if s < 0:
        return bonus, "tie"
    bonus[of[s]] = 2
    return bonus, "blocked"


def score(players, teams, options, rounds, set_n, game, facts):
    kind, allowed = facts
    of = units(players, teams, game)
    n = count_units(of)
    if kind == BERGEN:
        target = 15 if players == 2 else 10
    else:
        target = options["target"]
    totals = [0] * n
    rows = []
    over = False
    reached = []
    for i, r in enumerate(rounds):
        if over:
            refuse_after_over(i, len(rounds))
        checked(r, set_n, players, True)
        check_points(r, allowed)
        bonus, note = end_bonus(r, of, kind)
        charged = [0] * n
        for seat, pts in r.points:
            charged[of[seat]] += pts
        for u in range(n):
            new = max(0, totals[u] + charged[u] + bonus[u])  # no debts [002]
            charged[u] = new - totals[u]
            totals[u] = new
        rows.append(row(charged, 0, note))
        reached = [u for u in range(n) if totals[u] >= target]
        over = bool(reached)
    winner = loser = None
    titles = []
    if over:
        if kind == WRITE_OFF and len(reached) > 1:
            titles = ["draw"]   # [002]: both pass the target together
        else:
            winner = one(extremes(totals, 1, reached))
            if kind == WRITE_OFF or n == 2:
                # Telephone: the one with the fewest points lost [002].
                loser = one(extremes(totals, -1))
    return answer(rows, totals, over, winner, loser, titles)
