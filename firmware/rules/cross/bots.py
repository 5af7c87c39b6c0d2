# Computer players for the cross and fives games, for the simulator and
# tests (the device never loads this module): choose(r, buf, n, rng) -> one
# of the n legal moves in buf (rules.cross.position's moves).
from rules.bots import RandomBot, make_from
from rules.cross.position import parts
from rules.tiles import HI, LO


class GreedyBot:
    """Sheds the most pips it can in one move (several doubles at once
    count them all); an open double before a closed one."""
    name = "greedy"

    def choose(self, r, buf, n, rng):
        best = buf[0]
        score = -1
        for i in range(n):
            m = buf[i]
            if m < 0:
                continue
            v = 0
            for t, _e, c in parts(r, m):
                v += 2 * (LO[t] + HI[t]) + 1 - c
            if v > score:
                score = v
                best = m
        return best


BOTS = {"random": RandomBot, "greedy": GreedyBot}


def make(name):
    return make_from(BOTS, name, " for the cross games")
