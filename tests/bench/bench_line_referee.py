# bench: cpython
# Issue 11: the line games' device referee (rules.line.referee) against
# their engine (rules.line.position), move by move, over 2,000 engine-played rounds
# of each game (tests/firmware/line_diff.py: whole matches, random and
# greedy bots, every player count, each game's option sets, quick and
# layout mode), after the 300 a game that `make test` runs. A divergence
# stops the run with the round that caused it.
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "firmware"))
from benchlib import QUICK, elapsed, report, ticks  # noqa: E402

import line_diff as diff  # noqa: E402

ROUNDS = 20 if QUICK else 2000
for game in diff.GAMES:
    t0 = ticks()
    rounds, moves, blocked, most = diff.run(game, ROUNDS, 1000)
    report("%s: rounds, engine against referee after every move (divergences 0)" % game, rounds)
    report("%s: moves compared" % game, moves)
    report("%s: blocked rounds; most knocks the referee needed after the engine saw the block" % game,
           "%d; %d" % (blocked, most))
    report("%s: seconds" % game, "%.1f" % (elapsed(t0) / 1e6))
