"""Undo that cannot destroy (issue 26, item 1). The script is the issue's,
on a fresh flash with the dealer's seed 1: Mexican Train, round 1 refereed
and scored (P4 out, 5 pips each for the others), round 2 dealt and three
reports made, then Leave to the menu and a hold of BACK there. On the main
of that issue the hold undid the round 1 scores at once, closing the
message lost the redo, and Resume dealt round 1 again: round 1's scores
and round 2's reports were gone."""
from apphw import hardware, new_app, press

from ledger.store import Store

# (With one OK more than the issue's script: "P4: 15 tiles on record. Went
# out?", asked since [issue 26, item 7], is answered OK.)
ROUND_1 = ("ok ok ok ok wait:3000 ok ok ok ok down-long ok ok ok ok up*5 ok up*5 ok up*5 ok ok "
           "ok ok ok wait:3000 ok ok ok ok")          # ... round 2 dealt, reports made
LEAVE = "down-long down down ok"                  # the referee's actions: Leave (saved)


def run(app, script):
    """Button words as the headless runner reads them (wait:MS moves the
    clock with the app ticking); the app drawn after each."""
    hw = app.hw
    for w in script.split():
        n = 1
        if "*" in w:
            w, n = w.split("*")
            n = int(n)
        for _ in range(n):
            steps = int(w[5:]) // 10 if w.startswith("wait:") else 5
            if not w.startswith("wait:"):
                press(app, w)
            for _ in range(steps):
                hw.clock.now += 10
                app.tick()
                app.draw()
    return app


def screen(app):
    return app.hw.display.screen()


def saved(app):
    """(rounds scored, round 1's pips) in the match file on the flash."""
    st = Store(app.hw.root)
    m = st.load(st.active())[0]
    return len(m.rounds), (m.rounds[0].pips if len(m.rounds) else None)


def played(app):
    """The round in play as saved: (round index, referee log)."""
    p = app.book.state["play"]
    return None if p is None else (p["round"], p["log"])


def at_menu_after_round_2_reports():
    app = run(new_app(hardware(seed=1)), ROUND_1)
    reports = played(app)
    assert reports is not None and reports[0] == 1 and reports[1], reports
    run(app, LEAVE)
    assert app.name == "menu" and saved(app) == (1, [5, 5, 5, 0]), (app.name, saved(app))
    return app, reports


def test_a_hold_on_the_menu_asks_before_undoing_a_rounds_scores_and_back_keeps_them():
    app, reports = at_menu_after_round_2_reports()
    run(app, "back-long")
    assert "Undo the round | 1 scores?" in screen(app), screen(app)   # texts/en.txt ASK_UNDO
    assert saved(app)[0] == 1                       # asked, nothing undone yet
    run(app, "back ok")                              # BACK keeps; then Resume
    assert saved(app) == (1, [5, 5, 5, 0])
    assert app.name == "mexican.referee" and played(app) == reports, (app.name, played(app))
    assert screen(app).startswith("11-11 "), screen(app)   # round 2's engine


def test_undone_scores_bring_back_the_rounds_reports_and_redo_outlives_screens_and_power():
    app, reports = at_menu_after_round_2_reports()
    run(app, "back-long ok")                         # asked; OK undoes
    assert "Undone: the | round 1 | scores." in screen(app), screen(app)
    assert saved(app)[0] == 0
    run(app, "back ok")                              # the message closed; Resume
    # Round 1's referee as its scores were entered, not a new deal.
    assert app.name == "mexican.referee" and screen(app).startswith("12-12 "), screen(app)
    assert "Round is over" in screen(app), screen(app)
    run(app, "down-long down down ok")               # Leave: to the menu
    # The power is cut; the board starts again on the same flash.
    app = new_app(hardware(root=app.hw.root, seed=1))
    app.draw()
    assert "Resume | Redo |" in screen(app), screen(app)
    run(app, "down ok")                              # Redo
    assert "Redone: the | round 1 | scores." in screen(app), screen(app)
    assert saved(app) == (1, [5, 5, 5, 0])
    assert "Redo" not in screen(app).split("|")[:7]
    run(app, "back ok")                              # Resume: round 2 with its reports
    assert app.name == "mexican.referee" and played(app) == reports, (app.name, played(app))


def test_scores_entered_again_end_the_redo_and_the_old_round_2_reports():
    app, reports = at_menu_after_round_2_reports()
    run(app, "back-long ok back ok")                 # undone; Resume: round 1's referee
    run(app, "ok up*7 ok up*7 ok up*7 ok ok")     # its scores again, 7 pips each
    assert saved(app) == (1, [7, 7, 7, 0]), saved(app)
    assert not app.book.state["redo"]
    run(app, "back")
    assert app.name == "menu" and "Redo" not in screen(app), screen(app)
    run(app, "ok")                                   # Resume: round 2 is dealt anew
    assert app.name == "standings" or app.name == "mexican.dealer", app.name
    assert played(app) is None or played(app)[1] != reports[1]


def test_a_hold_of_back_in_a_new_rounds_referee_asks_before_reaching_the_last_rounds_scores():
    app = run(new_app(hardware(seed=1)), ROUND_1[:-len(" ok ok")])
    assert app.name == "mexican.referee" and screen(app).startswith("11-11 "), screen(app)
    run(app, "back-long")     # nothing of round 2 to take back: the last entry is round 1's scores
    assert "Undo the round | 1 scores?" in screen(app), screen(app)
    run(app, "down")
    assert saved(app) == (1, [5, 5, 5, 0])
