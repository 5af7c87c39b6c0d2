"""Heap budgets that must never regress [issue 25, item 2], as capped runs
(Trezor-style): every power-on the benches drive, run under a heap cap, must
complete; a memory regression fails here, not only as a bench line.

Two instruments. The project's 64-bit unix port, with the firmware as .mpy
from the flash root (the development path, `make deploy`): its caps are the
smallest heaps measured on 2026-12-06 (a power-on at a time, scanning
up a KB at a time; the Mexican Train match
and table 124 KB, the other games' power-ons 141-154 KB) plus 5%. And the device as it ships, the
firmware frozen into the 32-bit image (host_tools/instrument.py): issue 25's
budgets, every power-on completes in a 48 KB heap and holds under 16 KB
between presses; skipped, saying why, where ../shared's builder is not
beside the repository."""
import os
import re

import pytest

from host_tools import bench, instrument

LINE = [o["args"] for _, o in bench.runtimes(os.path.join(bench.BENCH, "bench_app_line.py"))]
# The smallest heap each power-on completed in, in KB, on 2026-12-05
# (python -m host_tools.bench bench_app_heap's bisection; "match": the
# match, then the 8-player table on the flash it left).
SMALLEST = {
    # All measured again 2026-12-06 by scanning up a KB at a time from 2 KB
    # under the figure before (the first heap each completes in): the
    # firmware before that day's drawing changes (2d5ccdc) scans at 144 KB
    # for Seven and 145 for Kozel where the bisection below had found 137
    # and 139 (a run near its smallest completes or not by how the heap
    # fragments, README), and the same scan after them (a letter drawn as
    # one blit, the log saved as bytes, show() halving pages in C) gives
    # 145 and 145. The older notes below are kept for what changed when.
    # 108 until the round's ending and Seven's seats out were checked in
    # the rules core (issue 26, item 5): its bytecode, on the heap as .mpy,
    # took the 64-bit run to 118 (116 fails). 123 since issue 26, item 1:
    # the press that saves a round also keeps its referee reports
    # (app.kept, its bytecode and a record's write). Frozen, code costs no
    # heap (bench_frozen).
    "match": 124,
    # Measured again when the game list went by family (issue 26, item
    # 7): line_poweron.py picks each game down the new list; and when the
    # deal tables became tuples (their constants built on the heap on this
    # path, in flash frozen). The larger of two bisections each.
    # 3 KB more in the fives games, Chechevé, Donkey and Sausage since a
    # saved round is read into a row of ints, its fields sliced in C
    # (ledger.match.Rounds: the round-saving press 13.0 M -> 9.4 M
    # instructions in Kozel, bench_press_cost), measured with the same
    # bisection before and after; frozen, the code costs no heap.
    "line-block": 146,
    "line-draw": 146,
    "line-two-player": 142,
    "line-kozel": 145,
    "line-sport": 145,
    "line-sea-kozel": 145,
    "line-general": 142,
    # Scanned 2026-12-07: 154 (152 before ui.wrap cut a paragraph at its
    # spaces instead of splitting it into words, a tenth of the counting
    # game's round save: the same run fragments the heap otherwise).
    "line-seven": 154,
    "line-kids": 142,
    "line-muggins": 144,
    "line-telephone": 147,
    "line-bergen": 143,
    "line-checheve": 145,
    "line-donkey": 143,
    "line-sausage": 141,
    # Chaplygin's counting game (issue 29), measured 2026-12-06: three
    # rounds of step 2.1 by buttons, its standings and next round's dealer
    # between them; 146 until its referee kept its view and the ledger's
    # modules loaded (bench_press_cost: a report 2.96 M -> 1.90 M
    # instructions; frozen, 15,968 B held).
    "line-counting": 154,
}
# (parts run one after the other on one flash, the cap on the 64-bit port):
# 5% over the smallest, so fragmentation's few KB either way pass.
POWER_ONS = [(("match", "table"), "%dk" % (SMALLEST["match"] * 21 // 20 + 1))] + [
    ((part,), "%dk" % (SMALLEST[part] * 21 // 20 + 1)) for part in LINE]
HELD = re.compile(r"peak heap in use after a press.*: (\d+) bytes")


def script(part):
    return "tests/bench/bench_app_line.py" if part.startswith("line-") else "tests/bench/bench_app.py"


@pytest.mark.parametrize("parts,cap", POWER_ONS, ids=[p[0][0] for p in POWER_ONS])
def test_every_power_on_completes_under_its_cap_on_the_64_bit_port(parts, cap):
    for i, part in enumerate(parts):
        r = bench.run_micropython(script(part), cap, mpy=True, args=part, keep=i > 0)
        assert r.returncode == 0, "%s ran out of its %s heap:\n%s" % (part, cap, r.stderr[-1500:])


WHY = instrument.available()
FROZEN = [("match", "table")] + [("match-" + c, "table-" + c) for c in ("ru", "mk", "lv")] + [(p,) for p in LINE]


@pytest.mark.skipif(WHY is not None, reason="the frozen image cannot be built here: %s" % WHY)
@pytest.mark.parametrize("parts", FROZEN, ids=[p[0] for p in FROZEN])
def test_every_power_on_of_the_frozen_image_fits_the_devices_budget(parts, tmp_path):
    for i, part in enumerate(parts):
        r = bench.run_frozen(script(part)[12:-3], "48k", part, keep=i > 0, flash=tmp_path)
        assert r.returncode == 0, "%s does not complete in a 48 KB heap:\n%s" % (part, r.stderr[-1500:])
        held = int(HELD.search(r.stdout).group(1))
        assert held < 16 * 1024, "%s holds %d bytes between presses (budget 16 KB)" % (part, held)
