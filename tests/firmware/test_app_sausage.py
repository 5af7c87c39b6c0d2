# Sausage's referee screen on the device (app.screens.sausage.referee)
# [rules/README.md §12], by its buttons: a turn pressed and shown, and a refusal
# said in every language. Whole matches by buttons against the engine:
# tests/test_sausage_buttons.py.

from apphw import hardware, new_app, press
from app import lang
from rules import games
from rules.sausage import position as sg
from rules.sausage import referee as rf
from rules.tiles import name, tile
from textkeys import number

_T_SAUSAGE_WHY_6 = number("SAUSAGE_WHY_6")
_T_LOG_UNREADABLE = number("LOG_UNREADABLE")


def sausage_app(i=0):
    app = new_app(hardware(language=i))
    app.strict = True
    app.book.start({"game": "sausage", "names": ["Ann", "Bob"], "set": 6,
                    "options": games.changed("sausage", {"referee": "layout"}), "teams": 0})
    return app


def test_the_first_tile_and_a_tile_on_a_line_by_buttons():
    # rules/README.md §12: two parallel lines grow from the first tile; a tile goes
    # on the end of a line showing its number. Ann opens round 1
    # (rules.sausage.simulate: the seats in turn).
    app = sausage_app()
    app.go("dealer")
    press(app, "ok", "ok")
    assert app.hw.display.frame[-2:] == ["first", "tile"], app.hw.display.frame   # {OK}first tile
    press(app, "ok")                       # the first number: line L goes on from it
    press(app, "down", "ok")               # 3 -> 2 (DOWN lowers the number)
    press(app, "up", "up", "ok")           # 3 -> 5: the tile 5-2, L from 2, R from 5
    r = app.screen.r
    assert sg.end(r, 0) == 2 and sg.end(r, 1) == 5 and r.seat == 1
    frame = app.hw.display.frame
    assert "L 2" in frame and "5 R" in frame, frame
    press(app, "down")                     # Bob: a tile on line R (5), its outer number
    items = app.screen.items
    assert items == [0, 1, 3, 4, 5, 6], items   # every 5 but 5-2, on the table
    press(app, "ok")                       # the middle one: 5-4
    r = app.screen.r
    assert sg.end(r, 1) == 4 and [len(x) for x in r.rows] == [13, 13] and r.seat == 0
    press(app, "ok")                       # Ann's tile fits nowhere: back to her row
    r = app.screen.r
    assert [len(x) for x in r.rows] == [13, 13] and r.seat == 1
    assert bytes(r.log[-1:]) == bytes((rf.BACK_BYTE,))
    press(app, "back")                     # undo: Ann to move again
    assert app.screen.r.seat == 0 and len(app.screen.r.log) == 4
    assert bytes(app.book.load_play()["log"]) == bytes(app.screen.r.log)   # saved at once


def _known_fitting_turn():
    """A referee log (from engine-played rounds) whose player to move will
    take a tile a cut sent to their row, and that tile fits."""
    from rules.rng import Rng
    from rules.sausage.simulate import make, new_round
    opts = games.options("sausage")
    buf = sg.new_buffer()
    bot = make("greedy")
    for seed in range(50):
        rng = Rng(seed)
        r = new_round(rng, opts, 0)
        f = rf.Referee(opts, r.seat)
        while not r.over:
            t = f.rows[f.seat][-1]
            if t != sg.HIDDEN and sg.plays(f, t, buf, 0):
                return f
            sg.apply(r, sg.TAKE)
            n = sg.moves(r, buf)
            mv = buf[0] if n == 1 else bot.choose(r, buf, n, rng)
            if mv == sg.BACK:
                f.report(sg.BACK)   # the turn whole, as the device reports it
            else:
                f.report(mv & sg.KIND, mv & ~sg.KIND, r.taken)
            sg.apply(r, mv)
    raise AssertionError("no such turn in 50 rounds")


def test_a_misfit_reported_for_a_tile_that_fits_is_refused_in_every_language():
    # rules/README.md §12: only a tile that does not fit goes back to the row; the
    # referee knows the tile a cut sent there, so OK (misfit) is refused.
    f = _known_fitting_turn()
    tile = name(f.rows[f.seat][-1])
    for i in range(4):
        app = sausage_app(i)
        app.book.save_play(f.opener, bytes(f.log))
        app.go("referee")
        app.draw()
        assert i or "Next: " + tile in app.hw.display.frame, app.hw.display.frame
        press(app, "ok")
        want = lang.get(_T_SAUSAGE_WHY_6, -1, i) % tile
        assert app.msg == want, (i, app.msg, want)
        assert bytes(app.screen.r.log) == bytes(f.log)   # nothing reported
    lang.use(0)


def test_a_match_saved_before_sausage_had_the_referee_rule_still_deals_and_plays():
    # Saved by an older firmware: its options have no "referee"; the dealer
    # is still Sausage's and the round is the round screen (quick mode).
    app = sausage_app()
    del app.book.info["options"]["referee"]
    app.go("dealer")
    app.draw()
    assert type(app.screen).__module__ == "app.screens.sausage.dealer", app.screen
    press(app, "ok", "ok")
    assert type(app.screen).__module__ == "app.screens.round", app.screen


def test_a_damaged_log_restarts_the_round_and_says_so():
    # Nothing lost silently: a log cut inside a report (a tile without its
    # place) is reported and the round starts again from its first tile.
    app = sausage_app()
    app.book.save_play(0, bytes((3,)))
    app.go("referee")
    app.draw()
    assert app.msg == lang.get(_T_LOG_UNREADABLE), app.msg
    assert not app.screen.r.log and not app.screen.r.lines[0]


def test_the_referee_undoes_its_last_report_as_a_replay_without_it_would():
    # rules/README.md §12, reported as the device does (a turn whole) and as the
    # rules command's log does (the take, then the play): undo() takes
    # back the last report, a take not yet played first; nothing: False.
    t = {"game": "sausage", "set": 6, "names": ["Ann", "Bob"]}
    r = rf.begin(t, games.options("sausage"), 0, 0, b"")
    assert r.undo() is False
    r.report(sg.END, 0, tile(5, 3))                  # Ann opens
    r.report(sg.END, 1, tile(sg.end(r, 1), 0))       # Bob, on line R
    logs = [bytes(r.log)]
    r.report(sg.BACK)                                # Ann's tile fits nowhere
    logs.append(bytes(r.log))
    r.report(sg.TAKE)                                # Bob takes his ...
    assert r.taken == sg.HIDDEN and len(r.rows[1]) == 12
    assert r.undo() and r.taken == sg.NONE and len(r.rows[1]) == 13 and bytes(r.log) == logs[1]
    assert r.undo() and bytes(r.log) == logs[0] and r.seat == 0
    assert r.state()["to_move"] == 0 and r.state()["tiles"] == [13, 13]
    assert r.undo() and len(r.log) == 2 and r.seat == 1 and len(r.lines[0]) == 1
    assert r.undo() and not r.log and r.seat == 0 and not r.lines[0]
    assert r.undo() is False and r.outcome() == (-1, False, None, -1, None, -1)


def test_share_mode_reads_the_round_from_the_sausage_referee():
    # The share page's state (share.state.referee_state, the referee's
    # state()): after the first tile [rules/README.md §12], Bob to move, 13 tiles
    # in Ann's row and 14 in his, no bazaar, the lines' ends.
    app = sausage_app()
    app.go("dealer")
    press(app, "ok", "ok", "ok")
    press(app, "down", "ok")               # 3 -> 2
    press(app, "up", "up", "ok")           # 3 -> 5: 5-2, L from 2, R from 5
    from share.state import referee_state
    s = referee_state(app.book)
    assert (s["to_move"], s["tiles"], s["boneyard"], s["last_tile"], s["over"], s["out"]) == \
        (1, [13, 14], 0, [], False, -1), s
    assert s["ends"] == [2, 5], s
