"""A save the flash refuses [issue 42, item 1]: a sample of
tests/fault_sweep.py (a round of Mexican Train and of the counting game
keyed from their first Deal, then an undo, a redo, the volume and a rename;
the flash failing at one in three (four) of the flash operations of every press, three
ways: ENOSPC, an I/O error after half a write, a full flash; every press
of every family in `make bench LONG=1`, tests/bench/bench_fault_sweep.py): no
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


@pytest.mark.parametrize("game", ["mexican-train", "kozel", "muggins", "sausage", "counting"])
@pytest.mark.parametrize("mode", fault_sweep.MODES)
def test_a_dealers_refused_start_leaves_its_last_page_as_it_was(game, mode):
    # Every family's dealer (app.screens.dealer.Dealer: its last page's OK
    # saves the opener and starts the referee; issue 42's IndexError was
    # there): the save refused at its first flash operation says Not
    # saved, the page stays as it was, and OK again starts the round.
    from apphw import fresh_root, hardware, new_app, press
    from damage_sweep import table_for

    def dealt():
        app = new_app(hardware(root=fresh_root(), seed=5))
        app.book.start(table_for(game))
        app.go("dealer")
        app.draw()
        return app
    app = dealt()
    dealer = app.name
    n = 0
    while app.name == dealer and n < 12:   # (the same dice: the same pages)
        press(app, "ok")
        n += 1
    assert app.name != dealer and app.msg is None, (app.name, app.msg)
    app = dealt()
    press(app, *["ok"] * (n - 1))
    shown, page = fault_sweep.frame(app), app.screen.page
    with fault_sweep.Faults(1, mode) as f:
        press(app, "ok")
    assert f.fired and (app.msg or "").startswith("Not saved"), app.msg
    assert app.name == dealer and app.screen.page == page
    press(app, "back")   # the message put away
    assert fault_sweep.frame(app) == shown
    press(app, "ok")
    assert app.name not in (dealer, "menu") and app.msg is None, (app.name, app.msg)
