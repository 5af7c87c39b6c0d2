# Scoring of Sea Kozel [rules/README.md §4; 002 "Морской козёл", both articles].
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
# The second article's game (second(); options winner_records_all,
# open_66_for_100, fisherman_privileges: either plays its scoring):
#   l.393-399 the round's winner records the others' pips, 25 to open, the
#       first to 125 wins; "Если кто-то другой набрал больше 25 очков, то
#       счет в раунде у всех обнуляется": a round in which another player
#       holds more than 25 counts for nobody; eggs (tied lowest in a block)
#       record nothing (with fisherman_privileges they wait, below).
#   l.405 going out on the 0-0 wins the game: the "bald Goat".
#   open_66_for_100, l.403: a round opened with the 6-6 by a player whose
#       record is open, or who holds the right to it, is "for 100": its
#       opener winning it wins the game; losing it with more than 24 in
#       hand, the opener is the "svoyak" and loses the game. l.407: going
#       out on the 6-6 wins the game when the round's loser holds more than
#       24, else gives the finisher the right to open the next round with
#       the 6-6 for 100.
#   fisherman_privileges, l.411-425: the fisherman of a block is who laid
#       its last tile that was not a double (the round's "last"). Holding
#       under 25 while every other holds 25 or more, the fisherman wins the
#       round ("списанная рыба") and the right to open the next for 100;
#       holding 25 or more and more than every other, the fisherman writes
#       the fish off (the round counts for nobody) and opens the next round
#       with any tile, but only twice in a row: the third such fish is
#       scored as any block, its winner (the lowest count) taking the right
#       to go for 100 ("не сумел списать «рыбу» с трех попыток"). Eggs
#       (the lowest counts tied) are worth what the round's winner would
#       have recorded and wait for the next rounds, each opened by the 1-1
#       ("Яйца разыгрываются с дубля 1-1"): the first that has a winner adds
#       them to its record; three rounds without and they are rotten, lost.
#   The first article's fast and extraordinary rounds have no place in
#   this game: their opening and finishing doubles score as any round's.
# Option pairs_required: four players must give teams.
#
# Interpretations where the rules reference and the seeds are silent: the player (pair)
# who went out never loses the round; a 6-6 finish in a fast round charges
# 100; a tie for the loser makes eggs of what the loser would have
# recorded; the finisher's record stays open after going back to 0. The
# second article's right to go for 100 belongs to a seat (the fisherman,
# the finisher, the winner of a block; in pairs the partner with fewer
# pips), which opens the next round with the 6-6, kept from the shuffle as
# a replayed round's opening tile (item 8); its game's answer says how the
# next round opens (the dealer's and the simulator's rules.line.variants).
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
    if options.get("pairs_required") and players == 4 and not teams:
        raise RulesError("with option pairs_required four players play in pairs: give the teams")


def score(players, teams, options, rounds, set_n, game, facts=()):
    check_options(options, players, teams)
    of = units(players, teams, game)
    n = count_units(of)
    if options.get("winner_records_all") or options.get("open_66_for_100") or options.get("fisherman_privileges"):
        return second(players, options, rounds, set_n, of, n)
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
        loser = one(losers)
        winner = one(extremes(totals, -1, [u for u in range(n) if u not in losers]))
    return answer(rows, totals, over, winner, loser, titles)


def second(players, options, rounds, set_n, of, n):
    """The second article's game (see the notes at the top): its answer,
    and "next", how the next round opens where its rules say: {"seat": the
    opener, "lead": "6-6" (kept, for 100), "1-1" (asked: eggs) or "any"}."""
    o66 = options.get("open_66_for_100")
    fish = options.get("fisherman_privileges")
    totals = [0] * n
    opened = [False] * n
    rows = []
    over = False
    winner = loser = None
    titles = []
    eggs = egg_tries = 0
    right = -1       # the seat holding the right to go for 100 next
    free = -1        # the fisherman who wrote a fish off: opens with any tile
    writes = [0] * players   # fish written off in a row, per seat
    for i, r in enumerate(rounds):
        if over:
            refuse_after_over(i, len(rounds))
        checked(r, set_n, players, False)
        vals = per_unit(hand_values(r, options), of)
        total = sum(vals)
        fin = (r.flags[r.out] if r.out >= 0 else 0) & (FINISHED_BLANK_DOUBLE | FINISHED_TOP_DOUBLE)
        op = getattr(r, "opener", -1)
        for100 = o66 and r.opened == OPENED_TOP_DOUBLE and op >= 0 and (opened[of[op]] or op == right)
        charged = [0] * n
        nxt_right = nxt_free = -1
        w = -1
        if r.out >= 0:
            w = of[r.out]
            note = "out"
        else:
            note = "blocked"
            f = r.last
            if fish and f < 0:
                from rules import error
                raise error(27, "with option fisherman_privileges a blocked round needs its fisherman (last)")
            fu = of[f] if fish else -1
            others = [vals[u] for u in range(n) if u != fu]
            if fish and vals[fu] < MIN_OPEN and min(others) >= MIN_OPEN:
                w = fu                  # l.413, l.415: the fisherman's fish
                nxt_right = f
                note = "fisherman's fish"
            elif fish and vals[fu] >= MIN_OPEN and vals[fu] > max(others) and writes[f] < 2:
                writes[f] += 1          # l.417: written off, the fisherman leads next
                nxt_free = f
                note = "fish written off"
            else:
                low = extremes(vals, -1)
                if len(low) > 1:
                    note = "eggs"       # l.421: worth what a winner would record
                    laid = total - vals[low[0]]
                else:
                    w = low[0]
                    if fish and vals[fu] >= MIN_OPEN and vals[fu] > max(others):
                        nxt_right = _lowest_seat(r, of, w)   # l.419: the right to another
                        note = "fish lost"
            if fish and note != "fish written off":
                writes = [0] * players
        had = eggs   # eggs waiting from earlier rounds (fisherman_privileges)
        if w >= 0:
            won = total - vals[w] + had
            if any(vals[u] > MIN_OPEN for u in range(n) if u != w):
                if note == "out" or note == "blocked":   # (a fish's own word stays)
                    note = "zeroed"     # l.397
            elif opened[w] or won >= MIN_OPEN:
                opened[w] = True
                charged[w] = won
                totals[w] += won
                eggs = 0                # played off
            else:
                note = "under 25"
        elif fish and note == "eggs":
            eggs += laid                # l.423: played for from the 1-1
        if had and eggs:
            egg_tries += 1
            if egg_tries == 3:
                eggs = 0                # l.425: rotten after three tries
                note = "rotten eggs"
        if not eggs:
            egg_tries = 0
        rows.append(row(charged, eggs, note))
        if fin & FINISHED_BLANK_DOUBLE:
            over = True                 # l.405: the bald Goat wins
            winner = of[r.out]
            titles.append("bald-goat")
        elif for100 and w == of[op]:
            over = True                 # l.403: for 100, won
            winner = w
            titles.append("for-100")
        elif for100 and vals[of[op]] > MIN_OPEN - 1:
            over = True                 # l.403: lost holding more than 24: the svoyak
            loser = of[op]
            titles.append("svoyak")
        elif o66 and fin == FINISHED_TOP_DOUBLE:
            if max(vals[u] for u in range(n) if u != w) > MIN_OPEN - 1:
                over = True             # l.407
                winner = w
            else:
                nxt_right = r.out
        if not over and max(totals) >= TARGET:
            over = True
            winner = one(extremes(totals, 1))
            loser = one(extremes(totals, -1)) if n == 2 else None
        right = nxt_right
        free = nxt_free
    if over:
        if winner is None:
            winner = one(extremes(totals, 1, [u for u in range(n) if u != loser]))
        if loser is None and n == 2:
            loser = 1 - winner
    got = answer(rows, totals, over, winner, loser, titles)
    if not over and (right >= 0 or free >= 0 or eggs):
        got["next"] = {"seat": right, "lead": "6-6"} if right >= 0 else \
            {"seat": free, "lead": "any"} if free >= 0 else {"seat": -1, "lead": "1-1"}
    return got


def _lowest_seat(r, of, u):
    """The seat of unit u with the fewest pips (the partner who takes a
    right for the pair)."""
    best = -1
    for s in range(len(of)):
        if of[s] == u and (best < 0 or r.pips[s] < r.pips[best]):
            best = s
    return best
