# How a cross or fives game's round ended, from the device's saved log in
# layout mode (rules.outcome hands these games here): a round
# over ends with its summary (rules.cross.referee.summary), read here so
# that the cross referee's code is not loaded at the round's end; a round
# ended from the menu is replayed (rules.cross.referee.outcome).
from rules.line.turn import LEAD, OVER, PLAY


def outcome(table, options, round_index, play, standings):
    """rules.outcome.outcome's answer, with a fifth item where plays
    score: each seat's points in play."""
    log = play["log"]
    i = 2 if log[0] == LEAD << 5 else 0
    while i < len(log):
        b = log[i]
        if b >> 5 == OVER:
            got = (b & 31) - 1, not b & 31, None, log[i + 1] - 1
            p = log[i + 2:]
            return got + ([p[k] << 8 | p[k + 1] for k in range(0, len(p), 2)],) if p else got
        i += 1 + (b & 15 if b >> 5 == PLAY else 0)   # 16: rules.cross.referee._MISSED
    from rules.cross.referee import outcome
    return outcome(table, options, round_index, play, standings)
