"""General's finish (issue 26, item 4): the point of General is to go out
with the 0-0 and the 6-6 at once [rules/README.md §10; seed 002, "Генерал":
"если на руках оказались 0х0 и 6х6 вместе, то стремятся заканчивать сразу
двумя этими дуплями - «генералом»"; "Фактически «Генералом» считается
именно тот проигравший, кому «навесили» сразу и 0х0, и 6х6"]. The engine
offers the pair as a player's last two tiles, one on each end; the referee
(both modes) accepts it and no other pair; the device's round entry knows
the finish without asking."""
import json

from host_tools import rules



def position(hand, layout, ends):
    """Seat 0 to move holding `hand`, `layout` laid, the rest of the set
    dealt to seats 1-3 (7 each: General has no bazaar [rules/README.md §10])."""
    used = [sorted(x) for x in hand + layout]
    rest = [[a, b] for a in range(7) for b in range(a, 7) if [a, b] not in used]
    assert len(rest) == 21
    return {"game": "general", "set": 6, "options": {}, "round": 1,
            "hands": [hand, rest[:7], rest[7:14], rest[14:]], "boneyard": [],
            "layout": {"tiles": layout, "ends": ends, "closed": []}, "to_move": 0}


POSITION = position([[0, 0], [6, 6]], [[0, 5], [5, 1], [1, 1], [1, 4], [4, 6]], [0, 6])
PAIR = {"play": [[0, 0], [6, 6]], "end": [0, 1]}


def run(verb, doc):
    return rules.run(verb, json.dumps(doc))


def test_moves_offers_the_0_0_and_the_6_6_together_as_the_last_two_tiles():
    status, out, err = run("moves", POSITION)
    assert status == 0, err
    moves = json.loads(out)["moves"]
    assert {"play": [0, 0], "end": 0} in moves and {"play": [6, 6], "end": 1} in moves
    assert PAIR in moves


def test_play_finishes_on_both_and_score_makes_the_loser_a_general():
    status, out, err = run("play", {"position": POSITION, "move": PAIR})
    assert status == 0, err
    over = json.loads(out)["round_over"]
    assert over["reason"] == "out" and over["out"] == 0
    # The loser is the next to play after the finisher, seat 1, of team
    # 1 and 3 [rules/README.md §10]: one General for that team.
    status, out, err = run("score", {"game": "general", "set": 6, "players": 4, "options": {},
                                     "teams": [[0, 2], [1, 3]],
                                     "rounds": [{"hands": [[], [[1, 2]], [[3, 4]], [[0, 2]]], "out": 0,
                                                 "finish": [[0, 0], [6, 6]]}]})
    assert status == 0, err
    assert json.loads(out)["rounds"][0]["note"] == "general"


def test_no_other_pair_goes_down_in_general():
    # Ends 2 and 4 with the 2-2 and the 4-4 as the last two tiles: Sea
    # Kozel's finish [002, item 12], not General's.
    doc = position([[2, 2], [4, 4]], [[1, 1], [1, 2], [1, 3], [3, 5], [5, 4]], [2, 4])
    status, out, err = run("moves", doc)
    assert status == 0, err
    assert all(isinstance(m.get("end"), int) for m in json.loads(out)["moves"])


def _log(last, game="general"):
    # Seat 0 lays five tiles while the others knock (nothing to draw):
    # 1-1, then the line out to the ends 0 and 6, or 2 and 4.
    p = {"pass": True}
    plays = (([1, 0], 0), ([1, 2], 1), ([2, 4], 1), ([4, 6], 1)) if last == PAIR else \
        (([1, 2], 0), ([1, 3], 1), ([3, 5], 1), ([5, 4], 1))
    acts = [{"play": [1, 1], "end": 0}]
    for t, e in plays:
        acts += [p, p, p, {"play": t, "end": e}]
    acts += [p, p, p, last]
    return {"game": game, "set": 6, "players": 4, "options": {}, "first": 0, "hands": [7] * 4,
            "boneyard": 0, "actions": acts}


def test_the_referee_log_takes_the_general_finish_and_no_other_pair():
    status, out, err = run("referee", _log(PAIR))
    assert status == 0, err
    last = json.loads(out)["states"][-1]
    assert last["round_over"] == {"reason": "out", "out": 0, "last": 0} and last["hands"][0] == 0
    other = {"play": [[2, 2], [4, 4]], "end": [0, 1]}
    status, out, err = run("referee", _log(other))
    assert status == 2 and err.startswith("action 20") and "last two doubles" in err, err
    # The same pair is Sea Kozel's finish [002, item 12].
    status, out, err = run("referee", _log(other, "sea-kozel"))
    assert status == 0, err


def test_the_device_enters_the_general_finish_from_its_quick_referee():
    # Quick mode: the players report plays; the fifth row of the menu is
    # "two doubles out", which in General is the 0-0 and the 6-6.
    from apphw import hardware, new_app, press
    from rules import games
    app = new_app(hardware(language=0))
    app.book.start({"game": "general", "names": ["A", "B", "C", "D"], "set": 6,
                    "options": games.changed("general", {"referee": "quick"}), "teams": 1})
    app.go("referee")
    press(app)
    r = app.screen.r
    while r.held[0] > 2:
        press(app, "ok")
    while r.seat != 0:
        press(app, "ok")
    press(app, "down-long", "down", "down", "down", "down", "ok")   # two doubles out
    assert r.over and r.out == 0, app.msg
    press(app, "ok")   # the round's entry
    assert app.name == "entry"
    assert app.screen.fin == 3   # both doubles: no question left to a thumb
