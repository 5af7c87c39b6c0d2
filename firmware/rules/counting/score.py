# A sitting of Chaplygin's counting game, scored (firmware/rules/README.md,
# section 14): rounds won per child, the child who played out their plates
# (a step 1 round: the most answers right the first time; a tie has no
# winner). The sitting ends after the rounds agreed (option rounds); the
# most rounds won wins it, a tie shared. Each answer is a point scored in
# play, (seat, 1) right the first time, (seat, 0) right after trying
# again: "right" in the answer is [right the first time, answers] per
# child, and "next" the step suggested to each (rules.counting.steps.
# next_step), or None.
from rules.counting.steps import next_step
from rules.score.util import answer, checked, extremes, refuse_after_over, row, units


def score(players, teams, options, rounds, set_n, game, facts=()):
    units(players, teams, game)
    limit = options["rounds"]
    won = [0] * players
    right = [[0, 0] for _ in range(players)]
    rows = []
    for i, r in enumerate(rounds):
        if i == limit:
            refuse_after_over(limit, len(rounds))
        checked(r, set_n, players, True)
        charged = [0] * players
        if r.out >= 0:
            charged[r.out] = 1
            won[r.out] += 1
        for s, p in r.points:
            if p not in (0, 1):
                from rules import RulesError
                raise RulesError("an answer scores 1 (right the first time) or 0, not %d" % p)
            right[s][0] += p
            right[s][1] += 1
        rows.append(row(charged, 0, "out" if r.out >= 0 else "tie"))
    key = options["step"]
    res = answer(rows, won, False)
    if len(rounds) == limit:
        best = extremes(won, 1)
        res = answer(rows, won, True, best[0] if len(best) == 1 else best)
    res["right"] = right
    res["next"] = [next_step(key, a, n) for a, n in right]
    return res


def result(outcome, state):
    """A round for the ledger (rules.score.scoring.Result), from its
    referee's outcome() and state() (rules.counting.referee): who won (-1
    none), per answer a point, (seat, 1) right the first time or (seat, 0)
    right after trying again, and the plates left in each hand (-1 at
    step 1, which deals none)."""
    from rules.score.scoring import Result
    n = len(state["right"])
    rd = Result(n)
    rd.out = outcome[0]
    for s in range(n):
        held = state["tiles"][s]
        rd.tiles[s] = -1 if held is None else held
        first, answers = state["right"][s]
        for k in range(answers):
            rd.points.append((s, 1 if k < first else 0))
    return rd
