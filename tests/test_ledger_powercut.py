"""Issue 4, "Must show": the power-cut test. tests/scripts/ledger_powercut.py
runs under the MicroPython unix port on littlefs (vfs.VfsLfs2) on a RAM
flash chip and cuts the power at every program and erase of every save of a
scripted match of 200+ entries; each load must give the state before or
after the interrupted entry, never anything else and never a damage message,
and a good copy of the confirmed state before it must remain beside it
[issue 15, item 7; tests/test_ledger_mutation.py plants the bugs this
catches]."""
import os
import re
from concurrent.futures import ThreadPoolExecutor

import mp


def _count(outs, pattern, group=1):
    return sum(int(re.search(pattern, out).group(group)) for out in outs)


def test_power_cut_at_every_write_of_a_whole_match():
    # The steps' cuts shared by one process a core (each saves every step).
    n = max(1, min(4, os.cpu_count() or 1))
    with ThreadPoolExecutor(n) as pool:
        runs = list(pool.map(lambda p: mp.run(["tests/scripts/ledger_powercut.py", "0", "%d/%d" % (p, n)],
                                              extra_path=("tests",)), range(1, n + 1)))
    for r in runs:
        print(r.stdout, r.stderr)
        assert r.returncode == 0, r.stdout + r.stderr
    outs = [r.stdout for r in runs]
    entries = int(re.search(r"\((\d+) ledger entries\)", outs[0]).group(1))
    cuts = _count(outs, r"cut points tried: (\d+)")
    again = _count(outs, r"second cuts while continuing: (\d+)")
    before = _count(outs, r"before the step: (\d+), after it: (\d+)")
    after = _count(outs, r"before the step: (\d+), after it: (\d+)", 2)
    assert entries >= 200
    # Every save writes several blocks; both outcomes of a cut occur.
    assert cuts > 5 * entries
    assert before + after == cuts and before and after
    # The backup check after every load: the first after each cut, and the
    # one after the next step (cut again or not).
    backups = _count(outs, r"beside the newest: (\d+)")
    finished = _count(outs, r"then the next save uncut: (\d+)")
    assert backups >= cuts + again and finished > 0
    assert all("failures: 0" in out for out in outs)
