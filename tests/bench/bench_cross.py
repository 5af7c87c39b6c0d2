# bench: cpython
# Issue 12: the cross and fives games' simulated matches checked move by
# move (tests/firmware/cross_props.py: tiles conserved, the layout chains,
# every play's points allowed, each round's charge by its rule, totals add
# up, matches end) over 2,000 rounds a game, Sausage too (run_sausage),
# after the 300 a game that `make test` runs.
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "firmware"))
from benchlib import QUICK, elapsed, report, ticks  # noqa: E402

import cross_props as props  # noqa: E402

ROUNDS = 20 if QUICK else 2000
for game in props.GAMES:
    t0 = ticks()
    rounds, moves, matches = props.run(game, ROUNDS)
    report("%s: simulated rounds checked (tiles, layout, points, charges)" % game, rounds)
    report("%s: moves checked; matches played to their end" % game, "%d; %d" % (moves, matches))
    report("%s: seconds" % game, "%.1f" % (elapsed(t0) / 1e6))
t0 = ticks()
rounds, moves, matches = props.run_sausage(ROUNDS)
report("sausage: simulated rounds checked (tiles, lines, charges)", rounds)
report("sausage: moves checked; matches played to their end", "%d; %d" % (moves, matches))
report("sausage: seconds", "%.1f" % (elapsed(t0) / 1e6))
