# Prints shuffles, deals and first players for a few seeds. Run by CPython
# and by MicroPython; tests/test_same_on_both.py compares the bytes.
import sys

try:
    import host_tools  # noqa: F401  (CPython: firmware/ on sys.path)
except ImportError:
    pass

from rules.mexican.deal import hand_size as mexican_hand_size
from rules.shuffle import deal, describe
from rules.rng import Rng
from rules.tiles import double

for seed in (0, 1, 42, 2026, 123456789):
    r = Rng(seed)
    print("seed", seed, [r.next16() for _ in range(8)])
    for set_n, players in ((12, 4), (12, 8), (9, 3), (15, 10)):
        n = mexican_hand_size(set_n, players)
        pool = deal(Rng(seed), set_n, players, n, double(set_n))
        print("deal double-%d %d players x %d" % (set_n, players, n))
        print(describe(pool, players, n))
        print("first", Rng(seed).opener(players))
sys.stdout.write("end\n")
