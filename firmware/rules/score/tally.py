# Scoring of the games that count events instead of pips.
#
# General [rules/README.md §10; 002]: two teams at the table; a blocked round does not count;
#   the round's loser is the player whose turn comes next after the one who
#   went out; finishing with 0-0 and/or 6-6 makes that loser a "General"
#   ("При окончании игры костяшками 0х0 и/или 6х6 проигравший объявляется
#   «Генералом»"; option blank_finish_only: only a 0-0 finish does; option
#   both_doubles_general, the same article's "Фактически «Генералом»
#   считается именно тот проигравший, кому «навесили» сразу и 0х0, и
#   6х6": only both at once do). No points are kept,
#   only Generals per team; the game has no end but the lunch break, so the
#   ledger stays open. With six or eight players the pairs beyond two
#   wait their turn [002 l.250: "При проигрыше одной из команд 2 раза она
#   уступает место другим игрокам. Если одна из команд в самом начале
#   получает «Генерала», то она уступает место следующей команде"; l.503]:
#   a pair that has lost two rounds since it sat down, or takes a General,
#   gives its places to the first pair waiting and waits last; the answer's
#   "seated" says who sits where for the next round.
# Seven [rules/README.md §11; 002]: the player with the most pips, every double
#   counting 10, loses the round and gets a stick; three sticks and you are
#   out; the last player left is the winner.
# Kids [rules/README.md §13; 000]: the first player out wins; no points.
#
# Interpretations where the rules reference and the seeds are silent (common published
# rules): a Seven round with the most pips tied gives no stick; the Seven
# loser is the first player out of the game; a blocked kids' round is won
# by the player with the fewest tiles left, and replayed when that is tied.
from micropython import const
from rules import error
from rules.score.scoring import FINISHED_BLANK_DOUBLE, FINISHED_TOP_DOUBLE
from rules.score.util import answer, checked, count_units, extremes, one, refuse_after_over, row, units

GENERAL = const(0)
SEVEN = const(1)
KIDS = const(2)



def general(players, teams, options, rounds, set_n, game):
    of = units(players, teams, game)
    n = count_units(of)
    from rules.games import step
    step = step(options)
    counts = FINISHED_BLANK_DOUBLE
    if not options.get("blank_finish_only"):
        counts |= FINISHED_TOP_DOUBLE
    both = options.get("both_doubles_general")
    totals = [0] * n
    rows = []
    # The table's four places, clockwise: the seat at each (two pairs,
    # partners opposite); the pairs waiting, in turn [002 l.250, l.503].
    places = [0, 1, 2, 3]
    queue = [[4, 5], [6, 7]][:(players - 4) // 2]
    losses = [0] * n
    for i, r in enumerate(rounds):
        checked(r, set_n, players, False, places)
        for s in range(players):
            if s not in places and (r.pips[s] or r.tiles[s] > 0 or r.out == s or r.last == s):
                raise error(35, "seat %d waits its turn: it is not at the table", (s + 1,))
        charged = [0] * n
        if r.out < 0:
            rows.append(row(charged, 0, "not counted"))  # [002]: no fish
            continue
        loser = places[(places.index(r.out) + step) % 4]
        u = of[loser]
        fin = r.flags[r.out] & (FINISHED_BLANK_DOUBLE | FINISHED_TOP_DOUBLE)
        if both and fin == FINISHED_BLANK_DOUBLE | FINISHED_TOP_DOUBLE or not both and fin & counts:
            charged[u] = 1
            totals[u] += 1
            note = "general"
            losses[u] = 2   # a General: the pair gives up its place at once
        else:
            note = "lost"
            losses[u] += 1
        if queue and losses[u] >= 2:
            # Two losses, or a General: the next pair sits in its places.
            come = queue.pop(0)
            gone = [places[k] for k in range(4) if of[places[k]] == u]
            for k in range(4):
                if of[places[k]] == u:
                    places[k] = come[0] if places[k] == gone[0] else come[1]
            queue.append(gone)
            losses[u] = 0
            note += ", next pair sits in"
        rows.append(row(charged, 0, note))
    got = answer(rows, totals, False)
    if players > 4:
        got["seated"] = places   # the seats at the table for the next round, by place
    return got


def seven(players, teams, options, rounds, set_n, game):
    units(players, teams, game)
    limit = options["sticks"]
    sticks = [0] * players
    rows = []
    over = False
    first_out = []
    for i, r in enumerate(rounds):
        if over:
            refuse_after_over(i, len(rounds))
        playing = [s for s in range(players) if sticks[s] < limit]
        checked(r, set_n, players, False, playing)
        for s in range(players):
            if s not in playing and (r.pips[s] or r.tiles[s] > 0 or r.out == s):
                raise error(28, "seat %d is out of the game with %d sticks", (s + 1, limit))
        # [002]: every double counts 10 when the pips are counted.
        vals = [r.pips[s] - r.dpips[s] + 10 * r.doubles[s] for s in range(players)]
        most = extremes(vals, 1, playing)
        charged = [0] * players
        note = "tie"
        if len(most) == 1:
            charged[most[0]] = 1
            sticks[most[0]] += 1
            note = "stick"
            if sticks[most[0]] == limit:
                note = "out of the game"
                if not first_out:
                    first_out = most
        rows.append(row(charged, 0, note))
        left = [s for s in range(players) if sticks[s] < limit]
        over = len(left) <= 1
    if over:
        return answer(rows, sticks, True, one(left), one(first_out))
    return answer(rows, sticks, False)


def kids(players, teams, options, rounds, set_n, game):
    units(players, teams, game)
    totals = [0] * players
    rows = []
    winner = None
    for i, r in enumerate(rounds):
        if winner is not None:
            refuse_after_over(i, len(rounds))
        checked(r, set_n, players, False)
        won = [r.out] if r.out >= 0 else extremes(r.tiles, -1)
        charged = [0] * players
        if len(won) == 1:
            winner = won[0]
            charged[winner] = 1
            totals[winner] = 1
            note = "out" if r.out >= 0 else "blocked"
        else:
            note = "replay"
        rows.append(row(charged, 0, note))
    return answer(rows, totals, winner is not None, winner)


def score(players, teams, options, rounds, set_n, game, facts):
    """facts: the game's row's scorer column (rules.games.scorer): GENERAL,
    SEVEN or KIDS."""
    return (general, seven, kids)[facts](players, teams, options, rounds, set_n, game)
