# bench: cpython
# Issue 11: Block hands per second on the line games' engine (rules.line.position on
# rules.turn) next to the PyPI `dominoes` package (pinned in
# requirements.txt) in the same run: its 4-player team Block hand on
# double-6 (dominoes.Game.new with the 6-6 leading, random legal moves, the
# hand played to its end, out or stuck), and ours the same (four seats of
# 7, the holder of 6-6 leads it, RandomBot's uniform legal move until a
# seat is out or nobody can play). Both shuffle and deal each hand.
# Target: ours at least 2x.
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "firmware"))
from benchlib import QUICK, report  # noqa: E402
import time  # noqa: E402

HANDS = 200 if QUICK else 20000


def ours(hands):
    from rules import games
    from rules.line import position as ln
    from rules.bots import RandomBot
    from rules.rng import Rng
    from rules.shuffle import deal
    from rules.tiles import double
    rng = Rng(11)
    opts = games.options("block")
    bot = RandomBot()
    buf = ln.new_buffer()
    per = bytes((7, 7, 7, 7))
    six = double(6)
    moves = 0
    legal = ln.moves   # locals: read once, as a simulator's loop does
    apply = ln.apply
    choose = bot.choose
    for _ in range(hands):
        r = ln.Position("block", 6, 4, opts)
        pool = deal(rng, 6, 4, 7)
        ln.setup(r, pool, per, 0)
        r.seat = r.owner[six]
        r.lead = six
        while not r.over:
            n = legal(r, buf)
            apply(r, buf[0] if n == 1 else choose(r, buf, n, rng))
            moves += 1
    return moves


def theirs(hands):
    import random

    import dominoes
    random.seed(11)
    moves = 0
    for _ in range(hands):
        g = dominoes.Game.new(starting_domino=dominoes.Domino(6, 6))
        while g.result is None:
            dominoes.players.random(g)
            g.make_move(*g.valid_moves[0])
            moves += 1
    return moves


# The machine is shared: both run in turn, ten times, and each side's best
# run is its figure (the run least slowed by another process).
RUNS = 10
best_ours = best_theirs = None
m_ours = m_theirs = 0
for _ in range(RUNS):
    t0 = time.process_time()
    m_ours += ours(HANDS // RUNS)
    t = time.process_time() - t0
    best_ours = t if best_ours is None else min(best_ours, t)
    t0 = time.process_time()
    m_theirs += theirs(HANDS // RUNS)
    t = time.process_time() - t0
    best_theirs = t if best_theirs is None else min(best_theirs, t)
n = HANDS // RUNS
report("hands played by each (ten runs in turn, the best of each)", HANDS)
report("Block hands per second, rules.line.position (4 seats, random legal moves)", "%.0f" % (n / best_ours))
report("Block hands per second, the dominoes package 6.1.0 (its 4-player team hand, random moves)",
       "%.0f" % (n / best_theirs))
report("ratio, ours / dominoes (target >= 2)", "%.2f" % (best_theirs / best_ours))
report("plays and knocks per hand, ours / dominoes' plays per hand", "%.1f / %.1f" % (m_ours / HANDS, m_theirs / HANDS))
