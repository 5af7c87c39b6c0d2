# Scoring of the Kozel family: penalty records, the first to a limit is Goat.
#
# Kozel [rules/README.md §3; 002]: every loser of a round records the pips left in
#   their hand; partners add theirs [3]. A record opens only with a result of
#   13 or more; smaller results before that are not recorded. Blocked: the
#   lowest count wins, the others record their pips. A block with the lowest
#   counts tied makes "eggs": the tied counts added up, charged to the player
#   with more pips in that block, or else carried to the loser (most pips
#   left) of the next round [002: "приписываются проигравшему в следующем
#   раунде или тому игроку, у которого осталось больше очков в случае
#   рыбы"]. The first to reach 101 is the Goat and loses.
# Donkey [rules/README.md §6; 002]: Kozel's scoring, but a result under 13 is
#   remembered, added to the player's next result, and dropped only if the
#   next round charges that player nothing.
# Sport [rules/README.md §3; 002]: Kozel for two pairs over an agreed number of
#   rounds (option rounds, a multiple of 4); the pair that charged the other
#   more, i.e. was charged less, wins. No Goat.
# Chechevé [rules/README.md §5; 002]: only the player with the most pips records,
#   and records the sum of all counts (23 and 25: the 25 records 48).
#   Finishing on 0-0 makes everybody else Goat; an unplayed 0-0 makes its
#   holder Goat at once; finishing on 6-6 charges everyone else 50; an
#   unplayed 6-6 charges its holder 50 (on top of its pips). Goat above 101.
#
# Option fisherman_wins (Kozel, Donkey, Sport) [002, the second Kozel
#   article: "Следующий раунд начинает победитель предыдущего, или тот, кто
#   устроил «рыбу», а все остальные записывают себе сумму очков на
#   оставшихся у них доминошках"]: a block is won by the fisherman, the
#   player who made the last play; everyone else records their pips (no
#   eggs). The default is the first article's: the lowest count wins.
#
# Interpretations where the rules reference and the seeds are silent: the eggs wait
# while the most pips are tied again; Sport keeps Kozel's minimum 13 and
# eggs, and eggs left after its last round are lost; Chechevé has no
# minimum, and a tie for the most pips makes eggs of the round's sum, as in
# Kozel; several players over the limit in one round: the highest is Goat.
# A round's carry is the points still waiting after it (eggs, and Donkey's
# remembered results).
from micropython import const
from rules.score.scoring import FINISHED_BLANK_DOUBLE, FINISHED_TOP_DOUBLE, HOLDS_BLANK_DOUBLE, HOLDS_TOP_DOUBLE
from rules.score.util import answer, checked, count_units, extremes, one, per_unit, refuse_after_over, row, units

_LOSERS = const(0)    # every loser records their own pips
_MOST_ALL = const(1)  # the player with most pips records everybody's
_AT = const(0)        # reaching the limit makes the Goat
_ABOVE = const(1)     # going above it does
_ROUNDS = const(2)    # no Goat: an agreed number of rounds

# A game's facts, its row's scorer column (rules.games.scorer): (who
# records, minimum to open, small results remembered, limit, end).


def results(vals, winner_units, eggs):
    """Kozel: what each unit is due this round (before the minimum), and the
    eggs still waiting. winner_units record nothing."""
    n = len(vals)
    due = [0] * n
    losers = [u for u in range(n) if u not in winner_units]
    for u in losers:
        due[u] = vals[u]
    most = extremes(vals, 1, losers)
    if eggs and len(most) == 1:
        due[most[0]] += eggs
        eggs = 0
    return due, eggs


def kozel_round(r, of, eggs, fisherman=False):
    """-> (due per unit, eggs waiting, note)."""
    vals = per_unit(r.pips, of)
    if r.out >= 0:
        due, eggs = results(vals, (of[r.out],), eggs)
        return due, eggs, "out"
    if fisherman:
        if r.last < 0:
            from rules import error
            raise error(27, "with option fisherman_wins a blocked round needs who made the last play")
        due, eggs = results(vals, (of[r.last],), eggs)
        return due, eggs, "fisherman"
    low = extremes(vals, -1)
    if len(low) == 1:
        due, eggs = results(vals, low, eggs)
        return due, eggs, "blocked"
    # Tied lowest counts: eggs, to whoever has more pips, else waiting.
    for u in low:
        eggs += vals[u]
    due, eggs = results(vals, low, eggs)
    return due, eggs, "eggs"


def checheve_round(r, eggs):
    """-> (due per seat, eggs waiting, note, goats made at once)."""
    players = len(r.pips)
    due = [0] * players
    most = extremes(r.pips, 1)
    if len(most) == 1:
        due[most[0]] = sum(r.pips) + eggs
        eggs = 0
        note = "out" if r.out >= 0 else "blocked"
    else:
        eggs += sum(r.pips)
        note = "eggs"
    goats = []
    fin = r.flags[r.out] if r.out >= 0 else 0
    for s in range(players):
        if s == r.out:
            continue
        if fin & FINISHED_TOP_DOUBLE:
            due[s] += 50          # [002]: finishing on 6-6 charges all others 50
        if r.flags[s] & HOLDS_TOP_DOUBLE:
            due[s] += 50          # [002]: an unplayed 6-6 charges its holder 50
        if fin & FINISHED_BLANK_DOUBLE or r.flags[s] & HOLDS_BLANK_DOUBLE:
            goats.append(s)       # [002]: 0-0 finish / unplayed 0-0: Goat
    return due, eggs, note, goats


def score(players, teams, options, rounds, set_n, game, facts):
    records, min_open, remember, limit, end = facts
    of = units(players, teams, game)
    n = count_units(of)
    totals = [0] * n
    opened = [min_open == 0] * n
    kept = [0] * n    # Donkey: small results remembered
    eggs = 0
    rows = []
    over = False
    losers = []
    for i, r in enumerate(rounds):
        if over:
            refuse_after_over(i, len(rounds))
        checked(r, set_n, players, False)
        goats = []
        if records == _LOSERS:
            due, eggs, note = kozel_round(r, of, eggs, options.get("fisherman_wins"))
        else:
            due, eggs, note, goats = checheve_round(r, eggs)
        charged = [0] * n
        for u in range(n):
            got = due[u] + kept[u]
            if opened[u]:
                charged[u] = due[u]
            elif got >= min_open:
                opened[u] = True
                charged[u] = got
                kept[u] = 0
            elif remember and due[u]:
                kept[u] = got
                note = "remembered"
            else:
                kept[u] = 0   # Donkey: nothing charged, the small result goes
            totals[u] += charged[u]
        rows.append(row(charged, eggs + sum(kept), note))
        if goats:
            over = True
            losers = goats
        elif end == _ROUNDS:
            over = i + 1 >= options["rounds"]
        else:
            reached = [u for u in range(n) if totals[u] > limit or (end == _AT and totals[u] == limit)]
            if reached:
                over = True
                losers = extremes(totals, 1, reached)
    winner = loser = None
    titles = []
    if over:
        if end == _ROUNDS:
            # [002]: the pair that charged the other more, i.e. was charged less.
            winner = one(extremes(totals, -1))
            loser = one(extremes(totals, 1))
        else:
            loser = one(losers)
            winner = one(extremes(totals, -1, [u for u in range(n) if u not in losers]))
            titles = ["goat"]
    return answer(rows, totals, over, winner, loser, titles)
