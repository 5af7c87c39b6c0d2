"""A round of Chaplygin's counting game on the simulator from a fresh flash
[issue 29, must show]: the button script a table would press (Counting
picked on the games list, dealt, every plate laid and answered, one wrong
answer tried again, the power pulled mid-round), run by the headless
simulator on the real screens; the round ends on the standings with the
child who played out first as its winner."""
from host_tools.headless import run_script

from rules.counting import referee as rf


def script():
    """Four children (a fresh device's table), step 2.1: each plate laid is
    a 1, answered with a 1 (slide 16: one plate whose dots make it); the
    second child first answers 2 (wrong: said, tried again). The words
    follow the referee's own model of the round, so the script ends where
    the round does."""
    words = ["ok", "down", "ok", "up", "ok", "up", "ok",   # New game, the game row, Counting (the list's last), Deal
             "ok", "ok"]                                   # the dealer's two pages
    r = rf.Referee("2.1", 4, 0)
    wrong = True
    cut = False
    while not r.over:
        if r.plate < 0:
            words += ["up", "ok"]                          # a 1 laid
            r.report(rf.LEAD, 1)
        else:
            if wrong:
                words += ["up", "up", "ok", "ok", "back"]  # 2 = : wrong, the message read
                wrong = False
            words += ["up", "ok", "ok", "ok"]              # 1 = : right, said back, read
            r.report(rf.ANSWER, [1])
        if not cut and sum(r.held) == 15:
            words += ["kill", "ok"]                        # the power pulled; Resume
            cut = True
    return " ".join(words + ["ok"]), r                     # the round saved


def test_a_scripted_counting_round_from_a_fresh_flash(tmp_path):
    words, r = script()
    got = run_script(words, root=str(tmp_path), seed=5)
    assert got.error is None, got.error
    assert got.restarts == 1
    # A right answer's tune each time, the soft one once, never the error
    # buzz; the round's end.
    assert got.tunes.count("try_again") == 1 and "error" not in got.tunes, got.tunes
    assert got.tunes.count("right") == sum(r.answers) and got.tunes[-1] == "round_over", got.tunes
    # Saved: the round in the match on the flash, won by the child who
    # laid their last plate first, every answer but the tried one right
    # the first time.
    from ledger.store import Store
    st = Store(str(tmp_path))
    m = st.load(st.ids()[-1])[0]
    s = m.standings()
    assert s["totals"] == [1, 0, 0, 0] and s["right"] == [[a - (i == 1), a] for i, a in enumerate(r.answers)], s
    # The last frame is the standings, not the referee: it differs from
    # the round's end frame before the OK.
    assert got.frames[-1].text != got.frames[-2].text
