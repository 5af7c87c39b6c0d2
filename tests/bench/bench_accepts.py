# bench: cpython
# bench-long-part: 12 rounds a game, not 4, 1 minute
# Issue 27, item 3: what `play` accepts against what `moves` lists, in
# positions of real rounds of every game (tests/accepts.py; one round a
# game in `make test`, tests/test_rules_accepts.py): every legal-looking
# and illegal move of the player to move is tried. Prints the counts per
# game; exits 1 on any move play takes that moves does not list, or the
# other way round.
import json
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from benchlib import LONG, QUICK, report  # noqa: E402
import accepts  # noqa: E402

ROUNDS = 1 if QUICK else 12 if LONG else 4   # make bench: 4 rounds a game

bad = 0
for g in accepts.GAMES:
    # Seeds from 100: other rounds than `make test` plays.
    out = accepts.run([(g, 100 + s) for s in range(ROUNDS)])
    report("accepts %s: positions / plays tried" % g, "%d / %d" % (out.positions, out.plays))
    report("accepts %s: wrong accepts and refusals" % g, len(out.wrong))
    for what, text, k in out.wrong[:3]:
        print("WRONG: %s: %s in %s" % (what, k, json.dumps(json.loads(text))[:300]))
    bad += len(out.wrong)
sys.exit(1 if bad else 0)
