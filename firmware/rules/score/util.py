# What every scorer shares: seats grouped into the units that keep a score
# (a seat each, or a team of partners whose pips add up [rules/README.md §3]), the
# winners and losers of a finished match, and the protocol's answer shape.
from rules import RulesError
from rules.score.scoring import check_round


def units(players, teams, game):
    """-> bytearray seat -> unit, as `game` is played by `players`: alone,
    alone or in pairs, or in pairs (rules.games.teams_rule)."""
    from rules import games
    allowed = games.teams_rule(games.game(game), players)
    of = bytearray(players)
    if not teams:
        if allowed == 2:
            raise RulesError("this game is played by two teams: give the teams")
        for s in range(players):
            of[s] = s
        return of
    if allowed == 0:
        raise RulesError("this game is not played in teams")
    # rules/README.md §3, 10: two pairs of partners sitting opposite (seats 0, 2
    # and 1, 3), which the turn order of General relies on; General's
    # waiting pairs after them, seats 4 and 5, 6 and 7 [rules/README.md §10].
    if players > 4 and allowed == 2 and not players % 2:
        want = [[0, 2], [1, 3], [4, 5], [6, 7]][:players // 2]
        if sorted(sorted(t) for t in teams) != want:
            raise RulesError("teams are two pairs sitting opposite, then the pairs waiting: %s" % want)
        for u, team in enumerate(sorted(sorted(t) for t in teams)):
            for s in team:
                of[s] = u
        return of
    msg = "teams are two pairs of partners sitting opposite: [[0, 2], [1, 3]]"
    if players != 4 or len(teams) != 2:
        raise RulesError(msg)
    seen = 0
    for u, team in enumerate(teams):
        for s in team:
            if not 0 <= s < players or seen & (1 << s):
                raise RulesError("teams must name every seat 0..%d once" % (players - 1))
            seen |= 1 << s
            of[s] = u
    if seen != 15 or of[0] != of[2] or of[1] != of[3] or of[0] == of[1]:
        raise RulesError(msg)
    return of


def count_units(of):
    return max(of) + 1


def per_unit(values, of):
    """Per-seat values summed per unit (partners add theirs)."""
    out = [0] * count_units(of)
    for s, v in enumerate(values):
        out[of[s]] += v
    return out


def extremes(values, pick, among=None):
    """Indices holding the max (pick > 0) or min (pick < 0) of values, only
    among the given indices when among is not None."""
    best = None
    found = []
    for i in range(len(values)):
        if among is not None and i not in among:
            continue
        v = values[i] * pick
        if best is None or v > best:
            best = v
            found = [i]
        elif v == best:
            found.append(i)
    return found


def one(found):
    """A single index, or the list of those sharing it (the protocol's
    winner/loser; several share a tie, as Mexican Train does)."""
    if not found:
        return None
    return found[0] if len(found) == 1 else found


def checked(r, set_n, players, points_allowed, playing=None):
    check_round(r, set_n, players, playing, False, points_allowed)


def round5_down(n):
    return n // 5 * 5


def round5(n):
    # To the nearest 5, halves up [rules/README.md §8: "rounded to 5"].
    return (n + 2) // 5 * 5


def answer(rows, totals, over, winner=None, loser=None, titles=()):
    return {"rounds": rows, "totals": totals, "over": over, "winner": winner,
            "loser": loser, "titles": list(titles)}


def refuse_after_over(done, n):
    """Called on a round that comes after the match ended with round done."""
    raise RulesError("the match was over after round %d, but %d rounds were given" % (done, n))


def row(charged, carry=0, note=None):
    return {"charged": charged, "carry": carry, "note": note}
