# bench: micropython heapsize=112k
# bench: cpython
# Scoring: heap a game family's scorer adds when its ledger is shown, and
# the time to rescore a long match (the ledger rescores from round 1).
from benchlib import MICROPYTHON, QUICK, elapsed, heap_used, report, ticks

import rules.score  # noqa: E402
import rules.games  # noqa: E402
from rules.score import scoring  # noqa: E402
from rules.tiles import tile  # noqa: E402

FAMILIES = (("block", "rules.score.block"), ("kozel", "rules.score.kozel"), ("sea-kozel", "rules.score.sea"),
            ("telephone", "rules.score.fives"), ("general", "rules.score.tally"))


def hands(out):
    h = [bytearray(), bytearray([tile(6, 5), tile(1, 2)]), bytearray([tile(3, 4)]), bytearray([tile(0, 1)])]
    return scoring.from_hands(h[4 - out:] + h[:4 - out], 6, out)


if MICROPYTHON:
    import sys
    for game, mod in FAMILIES:
        before = heap_used()
        __import__(mod)
        report("%s scorer import heap" % game, heap_used() - before, "bytes")
        del sys.modules[mod]
        delattr(rules.score, mod.rsplit(".", 1)[1])

before = heap_used()
rounds = [hands(i % 4) for i in range(20)]
if MICROPYTHON:
    report("round facts heap, per round of 4 players", (heap_used() - before) // 20, "bytes")
if MICROPYTHON:
    import gc
    report("heap free before scoring", gc.mem_free(), "bytes")
TIMES = 1 if QUICK else 10
for game in ("kozel", "telephone"):
    opts = rules.games.options(game, {"target": 151} if game == "telephone" else None)
    # rules/README.md §7: four play Telephone as two pairs.
    teams = [[0, 2], [1, 3]] if game == "telephone" else None
    t0 = ticks()
    for _ in range(TIMES):
        # Kozel's seat 1 reaches 101 in round 8; telephone never ends.
        res = scoring.score(game, 4, teams, opts, rounds[:7] if game == "kozel" else rounds, 6)
    report("%s%s: rescore %d rounds" % (game, " (pairs)" if teams else "", len(res["rounds"])),
           elapsed(t0) // TIMES, "us")
