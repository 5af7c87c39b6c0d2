"""Seven after three sticks (issue 26, item 5): a player with three sticks
is out of the game [rules/README.md §11; 002, "Семёрка"]; later rounds deal them
nothing. One rule, in the rules core (rules.score.scoring.check_round with
the seats still playing): the rules command and the device agree, and the
device skips that seat everywhere."""
import json

from host_tools import rules

STICK = {"hands": [[], [[1, 2]], [[6, 6]]], "out": 0}   # seat 2 holds the most: a stick


def score(rounds):
    return rules.run("score", json.dumps({"game": "seven", "set": 6, "players": 3, "options": {},
                                          "rounds": rounds}))


def test_the_rules_command_takes_a_round_dealt_without_the_seat_out():
    # Round 4: seat 0 goes out, seat 2 (three sticks) holds nothing: not a
    # second player out [rules/README.md §11].
    status, out, err = score([STICK] * 3 + [{"hands": [[], [[1, 2]], []], "out": 0}])
    assert status == 0, err
    res = json.loads(out)
    assert res["rounds"][2]["note"] == "out of the game" and res["rounds"][3]["charged"] == [0, 1, 0]
    # A seat still in the game with no tiles is another player out: refused.
    status, out, err = score([STICK, {"hands": [[], [[1, 2]], []], "out": 0}])
    assert status == 2 and "both have no tiles left" in err and "\n" not in err, err
    # And the seat out holds no tiles.
    status, out, err = score([STICK] * 3 + [{"hands": [[], [[1, 2]], [[0, 1]]], "out": 0}])
    assert status == 2 and "out of the game with 3 sticks" in err, err


def _seven_after_three_sticks():
    from apphw import hardware, new_app, press
    from rules import games
    from rules.score.scoring import Result
    app = new_app(hardware(language=0))
    app.book.start({"game": "seven", "names": ["Ann", "Bob", "Cy"], "set": 6,
                    "options": games.changed("seven", {"referee": "quick"}), "teams": 0})
    for k in range(3):
        r = Result(3)
        r.pips = [0, 3, 12]
        r.out = 0
        app.book.add_round(r, k)
    return app, press


def test_the_entry_asks_nothing_of_the_seat_out():
    app, press = _seven_after_three_sticks()
    app.go("score")
    press(app)
    assert app.name == "entry"
    assert all(s != 2 for _x, s in app.screen.fields()), app.screen.fields()
    assert any(s == 1 for _x, s in app.screen.fields())


def test_the_standings_cross_out_the_seat_out_and_it_does_not_shuffle():
    from test_app_line_languages import frame
    app, press = _seven_after_three_sticks()
    app.go("standings")
    press(app)
    assert app.name == "standings"
    assert app.screen.cur == -1   # the totals (the match is not over)
    texts = frame(app)
    assert "x Cy" in texts and "1 Ann" in texts, texts
    app.go("dealer")
    press(app)
    assert app.name == "line.dealer" and app.screen.shuffles == 1 and 2 not in app.screen.act
