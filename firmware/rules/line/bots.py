# Computer players for the line games, for the simulator and tests (the
# device never loads this module): choose(r, buf, n, rng) -> one of the n
# legal moves in buf (rules.line.position's moves).
from rules.bots import RandomBot, make_from
from rules.line.position import PAIR
from rules.tiles import HI, LO


class GreedyBot:
    """Sheds the heaviest tile it can (two doubles going out first); plays
    rather than knocks where the rules leave the choice."""
    name = "greedy"

    def choose(self, r, buf, n, rng):
        best = buf[0]
        score = -1
        for i in range(n):
            m = buf[i]
            if m < 0:
                continue
            if m & PAIR:
                v = 100
            else:
                t = m >> 2
                v = LO[t] + HI[t]
            if v > score:
                score = v
                best = m
        return best


BOTS = {"random": RandomBot, "greedy": GreedyBot}


def make(name):
    return make_from(BOTS, name, " for the line games")
