# bench: cpython
# Issue 10: the device's referee (rules.mexican.referee) against the engine
# (rules.mexican.position), move by move, over 12,000 engine-played rounds
# (tests/firmware/referee_diff.py: random, greedy and planning bots, 2 to 8
# players, double-9 and double-12, every option of rules/README.md §1 alone and the
# issue's pairs), after the 1,000 that `make test` runs. A divergence stops
# the run with the round that caused it.
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "firmware"))
from benchlib import QUICK, elapsed, report, ticks  # noqa: E402

import referee_diff as diff  # noqa: E402

ROUNDS = 50 if QUICK else 12000
t0 = ticks()
rounds, moves, blocked, most = diff.run(ROUNDS, 1000)
report("rounds, engine against referee after every move", rounds)
report("moves compared", moves)
report("divergences", 0)
report("blocked rounds (the referee told the passes the table would make)", blocked)
report("most passes the referee needed after the engine saw the block (limit: 2 per seat)", most)
report("seconds", "%.1f" % (elapsed(t0) / 1e6))
