# Scoring of Sea Kozel [RULES.md 4; 002 "Морской козёл", both articles].
#
# Default (first article, numbered as there):
#   1-3 only the round's loser (most pips in hand) records; 125 or more
#       makes the (sea) Goat. Pairs add both partners' pips [15].
#   4   a record opens with 25 or more; a hand of only 0-0 counts 25, only
#       6-6 counts 50, only 0-0 and 6-6 counts 12 (option both_doubles_value
#       75). Equal counts ("eggs") are added up and charged to the loser of
#       the next round ("они суммируются и записываются проигравшему в
#       следующем заходе"): always, the minimum notwithstanding (the
#       loser's own pips under it are not), and the record is then open.
#   6   fast rounds: opened with 6-6 the loser records 50, with 0-0 75.
#   7   opened with 0-0 and 6-6 together (extraordinary): its loser is the
#       "extraordinary Goat", and the game goes on with everybody's score.
#   8   a fast or extraordinary round that ends blocked is replayed.
#   9   finishing on 6-6: the loser records 100, the finisher's record goes
#       back to 0.
#   10  finishing on 0-0 ends the game: the loser is the "snotty Goat".
#   11  finishing on both at once ends it: the loser is "Admiral".
#   13  a player on 124 who loses a fast round is the "hanging Goat".
# Option winner_records_all (second article): the round's winner records
#   the others' pips, 25 to open, the first to 125 wins; "Если кто-то
#   другой набрал больше 25 очков, то счет в раунде у всех обнуляется": a
#   round in which another player holds more than 25 counts for nobody;
#   eggs (tied lowest in a block) are replayed, so the round records
#   nothing.
# Option pairs_required: four players must give teams.
#
# Interpretations where RULES.md and the seeds are silent: the player (pair)
# who went out never loses the round; a 6-6 finish in a fast round charges
# 100; a tie for the loser makes eggs of what the loser would have
# recorded; the finisher's record stays open after going back to 0.
# Not scored: options open_66_for_100 and fisherman_privileges (they need
# who opened each round): such matches are refused, not guessed.
from rules import RulesError
from rules.score.util import answer, checked, count_units, extremes, one, per_unit, refuse_after_over, row, units
from rules.score.scoring import (FINISHED_BLANK_DOUBLE, FINISHED_TOP_DOUBLE, ONLY_BLANK_DOUBLE, ONLY_BOTH_DOUBLES,
                           ONLY_TOP_DOUBLE, OPENED_BLANK_DOUBLE, OPENED_TOP_DOUBLE)

TARGET = 125
MIN_OPEN = 25
FAST = {OPENED_TOP_DOUBLE: 50, OPENED_BLANK_DOUBLE: 75}   # [002 6]
FINISH_TOP = 100                                          # [002 9]


def hand_values(r, options):
    vals = list(r.pips)
    for s in range(len(vals)):
        f = r.flags[s]
        if f & ONLY_BLANK_DOUBLE:
            vals[s] = 25
        elif f & ONLY_TOP_DOUBLE:
            vals[s] = 50
        elif f & ONLY_BOTH_DOUBLES:
            vals[s] = options["both_doubles_value"]
    return vals


def check_options(options, players, teams):
    for key in ("open_66_for_100", "fisherman_privileges"):
        if options.get(key):
            raise RulesError("sea-kozel scoring does not handle option %s yet" % key)
    if options.get("pairs_required") and players == 4 and not teams:
        raise RulesError("with option pairs_required four players play in pairs: give the teams")


def score(players, teams, options, rounds, set_n, game, facts=()):
    check_options(options, players, teams)
    of = units(players, teams, game)
    n = count_units(of)
    winner_all = options.get("winner_records_all")
    totals = [0] * n
    opened = [False] * n
    eggs = 0
    rows = []
    over = False
    losers = []
    titles = []
    for i, r in enumerate(rounds):
        if over:
            refuse_after_over(i, len(rounds))
        checked(r, set_n, players, False)
        vals = per_unit(hand_values(r, options), of)
        fin = (r.flags[r.out] if r.out >= 0 else 0) & (FINISHED_BLANK_DOUBLE | FINISHED_TOP_DOUBLE)
        charged = [0] * n
        if winner_all:
            if fin or r.opened:
                raise RulesError("with option winner_records_all a round's opening and finishing doubles are not scored")
            over, note = winner_round(r, of, vals, totals, opened, charged)
            rows.append(row(charged, 0, note))
            if over:
                losers = []
            continue
        if r.out < 0 and r.opened:
            rows.append(row(charged, eggs, "replay"))   # [002 8]
            continue
        out_unit = of[r.out] if r.out >= 0 else -1
        most = extremes(vals, 1, [u for u in range(n) if u != out_unit])
        extra = r.opened == OPENED_BLANK_DOUBLE | OPENED_TOP_DOUBLE
        note = "out" if r.out >= 0 else "blocked"
        if fin == FINISHED_TOP_DOUBLE:   # with 0-0 too it is item 11 instead
            due = special = FINISH_TOP
        elif r.opened in FAST:
            due = special = FAST[r.opened]
        else:
            due = vals[most[0]]
            special = 0
        if len(most) > 1:
            # [002 4]: equal counts are added up for the next round's loser.
            eggs += special or due * len(most)
            note = "eggs"
        else:
            u = most[0]
            before = totals[u]
            egg = eggs
            due += eggs
            eggs = 0
            if opened[u] or due >= MIN_OPEN:
                opened[u] = True
                charged[u] = due
                totals[u] += due
            elif egg:
                opened[u] = True      # [002 item 4]: the eggs are recorded to this loser
                charged[u] = egg
                totals[u] += egg
            else:
                note = "under 25"
            if r.opened in FAST and before == TARGET - 1 and totals[u] >= TARGET:
                titles.append("hanging-goat")       # [002 13]
            if extra:
                titles.append("extraordinary-goat")  # [002 7]
                note = "extraordinary-goat"
        if fin == FINISHED_TOP_DOUBLE and out_unit >= 0:
            charged[out_unit] -= totals[out_unit]    # [002 9]: back to 0
            totals[out_unit] = 0
        rows.append(row(charged, eggs, note))
        if fin & FINISHED_BLANK_DOUBLE:
            over = True
            losers = most
            titles.append("admiral" if fin & FINISHED_TOP_DOUBLE else "snotty-goat")  # [002 10, 11]
        else:
            reached = [u for u in range(n) if totals[u] >= TARGET]
            if reached:
                over = True
                losers = extremes(totals, 1, reached)
                if "hanging-goat" not in titles:
                    titles.append("goat")
    winner = loser = None
    if over:
        if winner_all:
            winner = one(extremes(totals, 1))
            loser = one(extremes(totals, -1)) if n == 2 else None
        else:
            loser = one(losers)
            winner = one(extremes(totals, -1, [u for u in range(n) if u not in losers]))
    return answer(rows, totals, over, winner, loser, titles)


def winner_round(r, of, vals, totals, opened, charged):
    """Option winner_records_all: -> (over, note)."""
    n = len(vals)
    if r.out >= 0:
        w = of[r.out]
        note = "out"
    else:
        low = extremes(vals, -1)
        if len(low) > 1:
            return False, "eggs"   # replayed from 1-1; rotten after three tries
        w = low[0]
        note = "blocked"
    for u in range(n):
        if u != w and vals[u] > MIN_OPEN:
            return False, "zeroed"   # someone else holds more than 25
    won = sum(vals) - vals[w]
    if opened[w] or won >= MIN_OPEN:
        opened[w] = True
        charged[w] = won
        totals[w] += won
    else:
        note = "under 25"
    return totals[w] >= TARGET, note
