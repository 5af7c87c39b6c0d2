# Computer players for Mexican Train, for the simulator and tests (the
# device never loads this module). A bot is an object with
# choose(r, buf, n, rng) -> one of the n legal moves in buf.
from rules.bots import RandomBot, make_from
from rules.mexican.position import PASS, home
from rules.tiles import HI, LO


class GreedyBot:
    """Sheds the heaviest tile it can; a double first, since it earns
    another play [rules/README.md §1, Doubles]."""
    name = "greedy"

    def choose(self, r, buf, n, rng):
        value = _GREEDY
        if buf[n - 1] < 0:
            n -= 1  # moves() lists the plays first, a PASS last
        best = buf[0]
        score = value[best >> 4]
        i = 1
        while i < n:  # the first of the best
            m = buf[i]
            if value[m >> 4] > score:
                score = value[m >> 4]
                best = m
            i += 1
        return best


# Pips of each tile; GreedyBot's value of each tile: its pips, a double 64
# more (it earns another play).
_PIPS = bytes(LO[t] + HI[t] for t in range(len(LO)))
_GREEDY = bytes(LO[t] + HI[t] + (64 if LO[t] == HI[t] else 0) for t in range(len(LO)))
# PlanningBot's base value of a tile: its pips, a double 20 more (another
# play follows).
_PLAN_BASE = bytes(LO[t] + HI[t] + (20 if LO[t] == HI[t] else 0) for t in range(len(LO)))


class PlanningBot:
    """Plays as the sources advise [004: gather the longest train of your
    own; keep the tiles that do not fit it for the Mexican Train]: it plans
    the longest chain of its hand from its own train's end, lays extras on
    the Mexican Train and marked trains whenever it can, advances its own
    train otherwise, and takes its marker off first."""
    name = "planning"

    def __init__(self, budget=400):
        self.budget = budget
        self.r = None
        self.plan = bytearray()
        self.at = 0          # plan[at] is the next tile of the plan
        self.train_len = -1  # own train length the plan was made for
        self.used = None
        self.in_plan = None  # per tile: still to lay in the plan
        self.path = None     # the chain being searched, one byte a tile

    def _valid(self, r, s):
        if self.r is not r or self.train_len != len(r.trains[home(r, s)]):
            return False
        owner = r.owner
        plan = self.plan
        for i in range(self.at, len(plan)):
            if owner[plan[i]] != s:
                return False
        return True

    def _replan(self, r, s):
        self.r = r
        self.train_len = len(r.trains[home(r, s)])
        owner = r.owner
        if self.used is None or len(self.used) != len(owner):
            self.used = bytearray(len(owner))
            # A chain is at most the whole hand, which can outgrow 64 tiles
            # (double-15, two seats, long draws): room for every tile.
            self.path = bytearray(len(owner))
        # The empty chain first, then depth first from the own train's end.
        self.best_len = 0
        self.best_pips = 0
        self.best = b""
        # Per number, this seat's tiles carrying it, lowest id first: the
        # engine's hand index (rules.mexican.position: list hl[p * w:p * w + hc[p]],
        # p = s * w + x).
        hl = r.hl
        hc = r.hc
        w = r.w
        p = s * w
        self.nums_mine = [hl[i * w:i * w + hc[i]] for i in range(p, p + w)]
        if self.budget > 1:
            self._dfs(r.ends[home(r, s)], 0, 0, self.budget - 1)
        in_plan = self.in_plan
        if in_plan is None or len(in_plan) != len(owner):
            in_plan = self.in_plan = bytearray(len(owner))
        else:
            plan = self.plan
            for i in range(self.at, len(plan)):
                in_plan[plan[i]] = 0
        self.plan = bytearray(self.best)
        self.at = 0
        for t in self.plan:
            in_plan[t] = 1

    def _dfs(self, x, depth, pips, left):
        """Look at each chain one tile longer than path[:depth] (open end
        x, pips so far) and, budget left (chains still to look at), at the
        chains beyond it: the longest (most pips among the longest) found
        so far is best. Returns the budget left (the budget is passed, not
        kept on self: fewer attribute writes per chain)."""
        used = self.used
        path = self.path
        pips_of = _PIPS
        d1 = depth + 1
        for t in self.nums_mine[x]:
            if not used[t]:
                path[depth] = t
                p = pips_of[t]
                left -= 1
                bl = self.best_len
                if d1 >= bl and (d1 > bl or pips + p > self.best_pips):
                    self.best_len = d1
                    self.best_pips = pips + p
                    self.best = bytes(path[:d1])
                if left > 0:
                    used[t] = 1
                    left = self._dfs(p - x, d1, pips + p, left)  # p - x: t's other end
                    used[t] = 0
        return left

    def choose(self, r, buf, n, rng):
        s = r.seat
        if buf[0] < 0 and n == 1:
            if buf[0] != PASS:
                self.r = None  # a draw: the hand changes, plan again
            return buf[0]
        if not r.engine_placed:
            return buf[0]
        if not self._valid(r, s):
            self._replan(r, s)
        nxt = self.plan[self.at] if self.at < len(self.plan) else -1
        own = home(r, s)   # the own train (with joined_trains, the pair's)
        marked = r.markers[own]
        in_plan = self.in_plan
        best = buf[0]
        score = -1000
        base = _PLAN_BASE
        i = -1
        while i < n - 1:
            i += 1
            m = buf[i]
            if m < 0:
                continue
            t = m >> 4
            j = m & 15
            v = base[t]
            if j == own:
                if t == nxt:
                    v += 300 if marked else 100
                elif in_plan[t]:
                    v -= 200  # out of order: breaks the plan
                else:
                    v += 50
            elif in_plan[t]:
                v -= 200  # a plan tile spent elsewhere
            else:
                v += 200  # an extra off the hand
            if v > score:
                score = v
                best = m
        if best >= 0 and (best & 15) == own and (best >> 4) == nxt:
            self.in_plan[nxt] = 0
            self.at += 1
            self.train_len += 1
        return best


BOTS = {"random": RandomBot, "greedy": GreedyBot, "planning": PlanningBot}


def make(name):
    return make_from(BOTS, name, "")
