# One process timing the Mexican Train engine of the firmware tree given
# (argv[1]: a firmware directory, this repository's or an earlier
# revision's): complete 13-round 4-player double-12 matches per second of
# the process's own CPU time (time spent waiting for a core shared with
# other work is not counted) with argv[2] bots for argv[3] seconds,
# printed as one number; argv[4]
# "count": instead, play argv[3] matches and print nothing (for callgrind).
# bench_mexican runs it for the engine before and after a change, in turns.
import inspect
import sys
import time

sys.path.insert(0, sys.argv[1])
sys.path.insert(0, sys.argv[1].rsplit("/", 1)[0] + "/host_tools/shims")
from rules import games  # noqa: E402
try:
    from rules.mexican.bots import make
    from rules.mexican.simulate import play_match
except ImportError:   # a tree from before the rules were in folders by family
    from rules.bots import make
    from rules.mexican_match import play_match
from rules.rng import Rng  # noqa: E402

opts = games.options("mexican-train", {})
bots = [make(sys.argv[2]) for _ in range(4)]
rng = Rng(1)
if "game" in inspect.signature(play_match).parameters:   # every family's play_match
    def match():
        play_match(rng, "mexican-train", 4, 12, bots, opts)
else:   # a tree from before
    def match():
        play_match(rng, 12, 4, bots, opts)
if sys.argv[4:] == ["count"]:
    for _ in range(int(sys.argv[3])):
        match()
else:
    t0 = time.process_time()
    done = 0
    while time.process_time() - t0 < float(sys.argv[3]):
        match()
        done += 1
    print(done / (time.process_time() - t0))
