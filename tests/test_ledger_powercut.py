"""Issue 4, "Must show": the power-cut test. tests/scripts/ledger_powercut.py
runs under the MicroPython unix port on littlefs (vfs.VfsLfs2) on a RAM
flash chip and cuts the power at every program and erase of every save of a
scripted match of 200+ entries; each load must give the state before or
after the interrupted entry, never anything else and never a damage message,
and a good copy of the confirmed state before it must remain beside it
[issue 15, item 7; tests/test_ledger_mutation.py plants the bugs this
catches]."""
import re

import mp


def test_power_cut_at_every_write_of_a_whole_match():
    r = mp.run(["tests/scripts/ledger_powercut.py"], extra_path=("tests",))
    print(r.stdout, r.stderr)
    assert r.returncode == 0, r.stdout + r.stderr
    entries = int(re.search(r"\((\d+) ledger entries\)", r.stdout).group(1))
    cuts = int(re.search(r"cut points tried: (\d+)", r.stdout).group(1))
    again = int(re.search(r"second cuts while continuing: (\d+)", r.stdout).group(1))
    before, after = map(int, re.search(r"before the step: (\d+), after it: (\d+)", r.stdout).groups())
    assert entries >= 200
    # Every save writes several blocks; both outcomes of a cut occur.
    assert cuts > 5 * entries
    assert before + after == cuts and before and after
    # The backup check after every load: the first after each cut, and the
    # one after the next step (cut again or not).
    backups = int(re.search(r"beside the newest: (\d+)", r.stdout).group(1))
    finished = int(re.search(r"then the next save uncut: (\d+)", r.stdout).group(1))
    assert backups >= cuts + again and finished > 0
    assert "failures: 0" in r.stdout
