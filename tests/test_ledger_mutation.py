"""Issue 15, item 7: the power-cut test (tests/scripts/ledger_powercut.py)
must catch the storage bugs that lose a save or its backup. Each bug is
planted, one at a time, in a copy of firmware/ledger/ that shadows the real
one, and the power-cut script run on the first steps of the scripted match:
it must fail for every planted bug, and pass on the unchanged copy."""
import os
import shutil

import pytest

import mp

STEPS = "30"

# name -> (text in ledger/store.py, what replaces it)
MUTANTS = {
    # The backup goes with the main file before the new copy is in place.
    "delete NAME and .bak, then rename .new": (
        '''        try:
            os.rename(base, base + (".bad" if k[2] else ".bak"))
        except OSError:
            _clear(base)  # no NAME, or one that is not a record's file
        os.rename(base + ".new", base)''',
        '''        for suffix in ("", ".bak"):
            try:
                os.remove(base + suffix)
            except OSError:
                pass
        os.rename(base + ".new", base)'''),
    # A save cut after its .new was written is not finished first: the next
    # save writes over that newest state.
    "skip promoting a leftover .new": (
        '''            if k[1] == ".new":''',
        '''            if False:'''),
    # The renames happen while .new is still open, so NAME is an
    # uncommitted file until the close.
    "close .new only after the renames": (
        '''            with open(base + ".new", "wb") as f:
                write_frame(f, kind, k[0] + 1, parts)
            _sync(base + ".new")
            self._promote(base, k)''',
        '''            f = open(base + ".new", "wb")
            write_frame(f, kind, k[0] + 1, parts)
            self._promote(base, k)
            f.close()'''),
    # No new file at all: the record is rewritten where it is.
    "write in place": (
        '''            with open(base + ".new", "wb") as f:
                write_frame(f, kind, k[0] + 1, parts)
            _sync(base + ".new")
            self._promote(base, k)''',
        '''            with open(base, "wb") as f:
                write_frame(f, kind, k[0] + 1, parts)'''),
}


def powercut_with(tmp_path, mutant):
    """The power-cut script's result with ledger/store.py changed by
    `mutant` (None: unchanged)."""
    shadow = tmp_path / "shadow"
    shutil.copytree(os.path.join(mp.FIRMWARE, "ledger"), shadow / "ledger")
    store = shadow / "ledger" / "store.py"
    if mutant is not None:
        old, new = MUTANTS[mutant]
        text = store.read_text()
        assert text.count(old) == 1, "the planted bug %r no longer fits ledger/store.py: update MUTANTS" % mutant
        store.write_text(text.replace(old, new))
    # The shadow copy first, so `ledger` is the planted one.
    path = ":".join((".frozen", str(shadow), mp.path("tests")))
    return mp.run(["tests/scripts/ledger_powercut.py", STEPS, "first"], env={"MICROPYPATH": path})


def test_the_unchanged_copy_passes(tmp_path):
    r = powercut_with(tmp_path, None)
    assert r.returncode == 0 and "failures: 0" in r.stdout, r.stdout[-2000:] + r.stderr[-2000:]


@pytest.mark.parametrize("mutant", sorted(MUTANTS))
def test_the_power_cut_test_catches_a_planted_storage_bug(tmp_path, mutant):
    r = powercut_with(tmp_path, mutant)
    print(mutant, [ln for ln in r.stdout.splitlines() if ln.startswith("FAIL")][:1])
    assert r.returncode == 1, "the power-cut test missed %r:\n%s" % (mutant, r.stdout[-1500:])
    assert "FAIL " in r.stdout, r.stdout[-1500:] + r.stderr[-1500:]
