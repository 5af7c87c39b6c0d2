# Scoring of the plain pip games: one score per round from the pips left.
#
# Block and Draw [rules/README.md §2; 000, 002]: the first player out scores the pips
#   left in all other hands. Blocked: the lowest count wins the round and
#   scores the others' total minus their own (option blocked_score
#   "others_total": the others' total). Game to 100 (option 50, 200): the
#   first to reach it wins (options 200, 300, 500: "до 200, 300, 500 очков
#   по договорённости" [002]). Option min_open_15: a player's record opens
#   only with a round worth 15 or more; smaller wins before that score
#   nothing. Option lone_blank_25, the yard rule [002: "Если у соперника
#   остался «на руках» лишь один дубль пусто-пусто, то это считается за 25
#   очков"]: a hand of only 0-0 counts 25. Option fisherman_wins [002 l.51:
#   "все очки участников данной партии пишутся на счет так называемого
#   «рыбака»"; l.365]: a block is won by the fisherman, who scores every
#   hand's pips, their own too (the text's "all the participants'
#   points"). Option single_round [000 l.222: "Можно играть в игру только с
#   одним раундом"]: the round's winner (the player out; of a block the
#   lowest count, or the fisherman) wins the match, whatever the score; a
#   block tied for the lowest count is a shared result.
# Two-player [rules/README.md §2, two-player version; 002 first article]: penalty:
#   the player left with tiles is charged their pips; a hand of only 0-0
#   counts 25, an unplayed 6-6 counts 50 (in place of its 12). Blocked: fewer
#   pips gets nothing, the other is charged the difference. Whoever first
#   passes 100 (more than 100) loses.
# Sausage [rules/README.md §12; 002]: out: the other player records their pips;
#   reaching the agreed target (101, 151, 201) loses.
#
# Interpretations where the rules reference and the seeds are silent (common published
# rules): a blocked round whose lowest count is tied scores nothing ("tie");
# a blocked Sausage round charges the player with more pips their own
# pips, as when somebody goes out ("the other records their pips").
from micropython import const
from rules.score.scoring import HOLDS_TOP_DOUBLE, ONLY_BLANK_DOUBLE
from rules.score.util import answer, checked, extremes, one, refuse_after_over, row

WINNER = const(0)   # the round's winner scores (points won)
LOSER = const(1)    # the round's loser is charged (penalty)
DIFF = const(0)     # blocked: the loser is charged the difference
OWN = const(1)      # blocked: the loser is charged their own pips
WIN_AT = const(0)   # reaching the target wins
LOSE_AT = const(1)  # reaching the target loses
LOSE_ABOVE = const(2)  # passing (going over) the target loses

# A game's facts, its row's scorer column (rules.games.scorer): (who
# writes, blocked charge, 0-0/6-6 hand values, end of the match).


def hand_values(r, set_n, special, lone_blank=False):
    vals = list(r.pips)
    if lone_blank:
        for s in range(len(vals)):
            if r.flags[s] & ONLY_BLANK_DOUBLE:
                vals[s] = 25
    if special:
        for s in range(len(vals)):
            if r.flags[s] & ONLY_BLANK_DOUBLE:
                vals[s] = 25          # [002]: a hand of only 0-0 counts 25
            elif r.flags[s] & HOLDS_TOP_DOUBLE:
                vals[s] += 50 - 2 * set_n  # [002]: an unplayed 6-6 counts 50
    return vals


def round_charge(r, vals, who, blocked, others_total, fisherman=False):
    """-> (seat charged or credited, amount, note); seat -1: nobody."""
    total = sum(vals)
    if r.out >= 0:
        if who == WINNER:
            return r.out, total, "out"
        # Two players: the one who did not go out pays.
        loser = 1 - r.out
        return loser, vals[loser], "out"
    if fisherman:
        if r.last < 0:
            from rules import error
            raise error(27, "with option fisherman_wins a blocked round needs who made the last play")
        return r.last, total, "fisherman"
    low = extremes(vals, -1)
    if len(low) > 1:
        return -1, 0, "tie"
    if who == WINNER:
        s = low[0]
        won = total - vals[s] if others_total else total - 2 * vals[s]
        return s, won, "blocked"
    loser = 1 - low[0]
    if blocked == DIFF:
        return loser, vals[loser] - vals[low[0]], "blocked"
    return loser, vals[loser], "blocked"


def score(players, teams, options, rounds, set_n, game, facts):
    who, blocked, special, end = facts
    others_total = options.get("blocked_score") == "others_total"
    min_open = 15 if options.get("min_open_15") else 0
    target = options["target"]
    totals = [0] * players
    opened = [min_open == 0] * players
    rows = []
    over = False
    decided = None
    for i, r in enumerate(rounds):
        if over:
            refuse_after_over(i, len(rounds))
        checked(r, set_n, players, False)
        vals = hand_values(r, set_n, special, options.get("lone_blank_25"))
        seat, amount, note = round_charge(r, vals, who, blocked, others_total, options.get("fisherman_wins"))
        charged = [0] * players
        if seat >= 0 and amount:
            if not opened[seat] and amount < min_open:
                note = "under 15"  # [000]: the record opens with 15 or more
            else:
                opened[seat] = True
                charged[seat] = amount
                totals[seat] += amount
        rows.append(row(charged, 0, note))
        if options.get("single_round"):
            # [000 l.222]: the round decides; a tie for the lowest count is shared.
            over = True
            decided = [seat] if seat >= 0 else extremes(vals, -1)
            continue
        reached = [s for s in range(players)
                   if totals[s] > target or (end != LOSE_ABOVE and totals[s] >= target)]
        if reached:
            over = True
            decided = reached
    winner = loser = None
    if over and options.get("single_round"):
        winner = one(decided)
    elif over:
        if end == WIN_AT:
            # One player scores per round, so one reaches the target.
            winner = one(decided)
            loser = one(extremes(totals, -1)) if players == 2 else None
        else:
            loser = one(decided)
            winner = one([s for s in range(players) if s not in decided])
    return answer(rows, totals, over, winner, loser)
