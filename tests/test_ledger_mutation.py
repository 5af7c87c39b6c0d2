"""Issue 15, item 7 and issue 27, item 2: the storage tests must catch the
bugs that lose a save or its backup. Each bug is planted, one at a time, in
a copy of firmware/ledger/ that shadows the real one, and the test that
should catch it run: the power-cut script (tests/scripts/ledger_powercut.py,
on the first steps of the scripted match) or the refusals script
(tests/scripts/ledger_refusals.py: refused saves, cut removals, an entry
after an undo). Each must fail for every bug planted, and pass on the
unchanged copy. The table (pytest -s) says which caught what."""
import os
import shutil

import pytest

import mp

STEPS = "30"

# name -> (text in ledger/save.py, what replaces it); MORE: other files
# and the refusals script.
MUTANTS = {
    # The backup goes with the main file before the new copy is in place.
    "delete NAME and .bak, then rename .new": (
        '''    try:
        os.rename(base, base + (".bad" if k[2] else ".bak"))
    except OSError:
        _clear(base)  # no NAME, or one that is not a record's file
    os.rename(base + ".new", base)''',
        '''    for suffix in ("", ".bak"):
        try:
            os.remove(base + suffix)
        except OSError:
            pass
    os.rename(base + ".new", base)'''),
    # A save cut after its .new was written is not finished first: the next
    # save writes over that newest state.
    "skip promoting a leftover .new": (
        '''        if k[1] == ".new":''',
        '''        if False:'''),
    # The renames happen while .new is still open, so NAME is an
    # uncommitted file until the close.
    "close .new only after the renames": (
        '''        with open(base + ".new", "wb") as f:
            write_frame(f, kind, k[0] + 1, parts)
        _sync(base + ".new")
        _promote(root, base, k)''',
        '''        f = open(base + ".new", "wb")
        write_frame(f, kind, k[0] + 1, parts)
        _promote(root, base, k)
        f.close()'''),
    # No new file at all: the record is rewritten where it is.
    "write in place": (
        '''        with open(base + ".new", "wb") as f:
            write_frame(f, kind, k[0] + 1, parts)
        _sync(base + ".new")
        _promote(root, base, k)''',
        '''        with open(base, "wb") as f:
            write_frame(f, kind, k[0] + 1, parts)'''),
}


# Issue 27, item 2: the defects the suite did not catch. name -> (file in
# ledger/, text, what replaces it); the refusals script must catch them.
MORE = {
    # A new entry after an undo keeps the undone entries in the log.
    "undone entries kept after a new entry": (
        "match.py",
        """        if self._at < len(self._log):
            self.forget_redo()""",
        """        if False:
            self.forget_redo()"""),
    # A refused save leaves its NAME.new, to come back at the next save.
    "a refused save's .new left behind": (
        "recover.py",
        """            os.remove(base + ".new")""",
        """            pass"""),
    # A save refused after NAME went to .bak does not put it back.
    "a refused save's .bak not put back": (
        "recover.py",
        """                os.rename(base + ".bak", base)""",
        """                pass"""),
    # A removal takes NAME before its backup: a cut leaves the backup alone.
    "a delete that removes the file before its backup": (
        "store.py",
        """        for suffix in (".new", ".bak", ".bad", ""):""",
        """        for suffix in ("", ".new", ".bak", ".bad"):"""),
}


def shadow_with(tmp_path, mutant):
    """A copy of firmware/ledger/ with `mutant` planted (None: unchanged);
    -> MICROPYPATH with it first, so `ledger` is the planted one."""
    shadow = tmp_path / "shadow"
    shutil.copytree(os.path.join(mp.FIRMWARE, "ledger"), shadow / "ledger")
    if mutant is not None:
        name, old, new = ("save.py",) + MUTANTS[mutant] if mutant in MUTANTS else MORE[mutant]
        path = shadow / "ledger" / name
        text = path.read_text()
        assert text.count(old) == 1, "the planted bug %r no longer fits ledger/%s: update it" % (mutant, name)
        path.write_text(text.replace(old, new))
    return ":".join((".frozen", str(shadow), mp.path("tests/firmware"), mp.path("tests")))


def powercut_with(tmp_path, mutant):
    """The power-cut script's result with `mutant` planted."""
    return mp.run(["tests/scripts/ledger_powercut.py", STEPS, "first"],
                  env={"MICROPYPATH": shadow_with(tmp_path, mutant)})


def refusals_with(tmp_path, mutant):
    """The refusals script's result with `mutant` planted."""
    return mp.run(["tests/scripts/ledger_refusals.py"], heapsize="2m",
                  env={"MICROPYPATH": shadow_with(tmp_path, mutant)})


def test_the_unchanged_copy_passes(tmp_path):
    r = powercut_with(tmp_path, None)
    assert r.returncode == 0 and "failures: 0" in r.stdout, r.stdout[-2000:] + r.stderr[-2000:]
    r = refusals_with(tmp_path / "refusals", None)
    assert r.returncode == 0 and "refusals: all checks passed" in r.stdout, r.stdout[-2000:] + r.stderr[-2000:]


@pytest.mark.parametrize("mutant", sorted(MORE))
def test_the_refusals_test_catches_a_planted_storage_bug(tmp_path, mutant):
    r = refusals_with(tmp_path, mutant)
    caught = [ln for ln in r.stdout.splitlines() if ln.startswith("FAIL")][:1]
    print("| %s | ledger/%s | refusals script | %s |" % (mutant, MORE[mutant][0], caught[0] if caught else "MISSED"))
    assert r.returncode == 1 and caught, "the refusals test missed %r:\n%s" % (mutant, r.stdout[-1500:] + r.stderr[-800:])


@pytest.mark.parametrize("mutant", sorted(MUTANTS))
def test_the_power_cut_test_catches_a_planted_storage_bug(tmp_path, mutant):
    r = powercut_with(tmp_path, mutant)
    print(mutant, [ln for ln in r.stdout.splitlines() if ln.startswith("FAIL")][:1])
    assert r.returncode == 1, "the power-cut test missed %r:\n%s" % (mutant, r.stdout[-1500:])
    assert "FAIL " in r.stdout, r.stdout[-1500:] + r.stderr[-1500:]
