# bench: cpython
# Issue 12: the cross and fives games' referee in layout mode
# (rules.cross.referee) against their engine (rules.cross.position), move by move,
# over 2,000 engine-played rounds of each game (tests/firmware/cross_diff.py:
# whole matches, random and greedy bots, every player count), after the 300
# a game that `make test` runs; then Sausage's (rules.sausage.referee,
# tests/firmware/sausage_diff.py). A divergence stops the run with the
# round that caused it.
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "firmware"))
from benchlib import QUICK, elapsed, report, ticks  # noqa: E402

import cross_diff as diff  # noqa: E402
import sausage_diff  # noqa: E402

ROUNDS = 20 if QUICK else 2000
for game in diff.GAMES:
    t0 = ticks()
    rounds, moves, blocked, most = diff.run(game, ROUNDS)
    report("%s: rounds, engine against referee after every move (divergences 0)" % game, rounds)
    report("%s: moves compared" % game, moves)
    report("%s: blocked rounds; most knocks the referee needed after the engine saw the block" % game,
           "%d; %d" % (blocked, most))
    report("%s: seconds" % game, "%.1f" % (elapsed(t0) / 1e6))
t0 = ticks()
rounds, moves, blocked, known = sausage_diff.run(ROUNDS)
report("sausage: rounds, engine against referee after every move (divergences 0)", rounds)
report("sausage: moves compared; blocked rounds", "%d; %d" % (moves, blocked))
report("sausage: tiles taken that the referee knew (a cut sent them to the row)", known)
report("sausage: seconds", "%.1f" % (elapsed(t0) / 1e6))
