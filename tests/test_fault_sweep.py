"""A save the flash refuses [issue 42, item 1]: a sample of
tests/fault_sweep.py (a round of Mexican Train and of the counting game
keyed from their first Deal, then an undo, a redo, the volume and a rename;
the flash failing at one in three (four) of the flash operations of every press, three
ways: ENOSPC, an I/O error after half a write, a full flash; every press
of every family in `make bench`, tests/bench/bench_fault_sweep.py): no
crash screen, "Not saved" only with nothing of the press on flash and the
screen as before it (and the press, made again, saved), no "Not saved"
missing for a press that was not saved, the flash in the state before the
press or after it."""
import pytest

import fault_sweep


@pytest.mark.parametrize("game, every", [("mexican-train", 3), ("counting", 4)])
def test_a_refused_save_is_said_as_it_is_and_changes_nothing(game, every):
    out = fault_sweep.run(game, seed=3, every=every)
    print(out.line())
    print(out.saving)
    # Not vacuous: the Deal, the dealer, the referee, a round's save and
    # the others were failed, and both outcomes happened.
    assert out.trials > 120 and out.refused > 50 and out.kept > 20, out.line()
    assert len(out.saving) >= 5, out.saving
    assert not out.wrong(), out.wrong()[:3]
