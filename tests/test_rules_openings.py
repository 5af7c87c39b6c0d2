"""The rules command on positions as RULES-PROTOCOL.md writes them: tiles a
position leaves out are out of play (its own examples list six tiles), and
who opens a round and with what, by the rules of each line game."""
import json

from host_tools import rules


def answer(verb, doc):
    status, out, err = rules.run(verb, json.dumps(doc))
    assert status == 0, err
    return json.loads(out)


def refused(verb, doc):
    status, out, err = rules.run(verb, json.dumps(doc))
    assert status == 2 and not out and "\n" not in err and "Traceback" not in err, (status, out, err)
    return err


def empty_table(game, hands, to_move, **kw):
    doc = {"game": game, "set": 6, "hands": hands, "boneyard": [],
           "layout": {"tiles": [], "ends": [], "closed": []}, "to_move": to_move}
    doc.update(kw)
    return doc


def test_the_protocols_own_layout_example_is_answered_as_written():
    # RULES-PROTOCOL.md, "Line and cross games position", verbatim: 3-5
    # leads, 5-5 is the spinner (ends 2 and 3 show 5), 5-1 along the line.
    # Seat 1's 1-2 fits end 1; 4-4 fits nothing.
    doc = {"game": "muggins", "set": 6, "options": {}, "round": 0,
           "hands": [[[6, 4]], [[4, 4], [1, 2]]], "boneyard": [],
           "layout": {"tiles": [[3, 5], [5, 5], [5, 1]], "ends": [3, 1, 5, 5], "closed": []},
           "to_move": 1, "turn": {"drawn": 0}}
    assert answer("moves", doc) == {"moves": [{"play": [1, 2], "end": 1}]}
    # Ends 3 + 2 (the spinner's bare arms count nothing) score 5 [RULES.md
    # 8]; then 6-4 and 4-4 fit nowhere and nothing is left to draw: blocked.
    nxt = answer("play", {"position": doc, "move": {"play": [1, 2], "end": 1}})
    assert nxt["scored"] == 5 and nxt["round_over"]["reason"] == "blocked" and nxt["round_over"]["last"] == 1


def test_block_leaves_the_undealt_tiles_out_and_a_stuck_player_knocks():
    # RULES.md 2, Block game: "the undealt tiles are out of play; a player
    # who cannot play knocks and passes". Seat 1's 2-2 fits neither 3 nor 1.
    doc = {"game": "block", "set": 6, "hands": [[[6, 1]], [[2, 2], [0, 4]]], "boneyard": [],
           "layout": {"tiles": [[3, 5], [5, 1]], "ends": [3, 1]}, "to_move": 1}
    assert answer("moves", doc) == {"moves": [{"pass": True}]}
    # Draw game with nothing left to draw: passes too [RULES.md 2].
    doc["game"] = "draw"
    assert answer("moves", doc) == {"moves": [{"pass": True}]}


def test_a_mexican_double_nobody_can_answer_is_not_waited_for():
    # RULES.md 1, Open double: the double stops holding the table once
    # every tile of its number is played. Here the other 5s are left out of
    # the position, so out of play: seat 1 plays on as if the 5-5 were
    # answered (its own train, or the Mexican Train).
    doc = {"game": "mexican-train", "set": 9, "engine": 9,
           "hands": [[[1, 2]], [[9, 3]]], "boneyard": [],
           "trains": [[[9, 5], [5, 5]], []], "mexican": [], "open_doubles": [0], "to_move": 1}
    got = answer("moves", doc)["moves"]
    assert sorted(map(json.dumps, got)) == sorted(map(json.dumps, [{"play": [9, 3], "on": 1},
                                                                     {"play": [9, 3], "on": "mexican"}]))
    # A 5 still in a hand keeps it open: only an answer to the 5-5, and seat
    # 1 holds none, so it draws (nothing left) and passes.
    doc["hands"][0].append([5, 0])
    assert answer("moves", doc)["moves"] == [{"pass": True}]


def test_block_and_draw_the_highest_double_holder_starts_with_any_tile():
    # RULES.md 2, "Who starts. Default: the highest double"; seed 000: the
    # starter "не обязательно сразу ставить свою самую сильную костяшку".
    hands = [[[1, 2], [3, 4]], [[6, 6], [5, 1]]]
    for game in ("block", "draw"):
        assert "6-6 makes seat 1 the starter, so to_move must be 1" in refused("moves", empty_table(game, hands, 0))
        got = answer("moves", empty_table(game, hands, 1))["moves"]
        assert sorted(m["play"] for m in got) == [[5, 1], [6, 6]]
        # Later rounds: the highest double again, unless the winner starts.
        refused("moves", empty_table(game, hands, 0, round=2))
        later = empty_table(game, hands, 0, round=2, options={"winner_starts": True})
        assert len(answer("moves", later)["moves"]) == 2


def test_general_opens_every_round_with_1_1_and_kozel_later_rounds_with_any_tile():
    # RULES.md 10, "1-1 opens"; seed 002: "В любом случае игра начинается с
    # 1х1" (in any case the game opens with 1-1).
    hands = [[[1, 1], [6, 5]], [[1, 0]], [[2, 2]], [[4, 3]]]
    assert answer("moves", empty_table("general", hands, 0, round=3)) == {"moves": [{"play": [1, 1], "end": 0}]}
    assert "to_move must be its holder (seat 0)" in refused("moves", empty_table("general", hands, 1, round=3))
    # RULES.md 3: "Later rounds: the winner of the previous round (or the
    # fisherman) opens, with any tile."
    assert answer("moves", empty_table("kozel", hands, 1, round=3)) == {"moves": [{"play": [1, 0], "end": 0}]}
    # The referee's log [RULES-PROTOCOL.md, Referee log]: a General round
    # opened with another tile is refused, naming the action.
    log = {"game": "general", "players": 4, "first": 0, "hands": [7, 7, 7, 7], "boneyard": 0,
           "actions": [{"play": [6, 5], "end": 0}]}
    err = refused("referee", log)
    assert err.startswith("action 0") and "opens with 1-1" in err
    log["actions"] = [{"play": [1, 1], "end": 0}, {"play": [1, 5], "end": 1}]
    assert answer("referee", log)["states"][-1]["layout"]["ends"] == [1, 5]


def test_sea_kozels_two_doubles_are_one_move_whichever_end_is_named_first():
    # RULES.md 4 / seed 002 item 12: a player going out with two doubles
    # lays one on each end at once.
    doc = {"game": "sea-kozel", "set": 6, "round": 1, "hands": [[[2, 2], [1, 1]], [[6, 6], [4, 3]]],
           "boneyard": [], "layout": {"tiles": [[1, 2]], "ends": [1, 2]}, "to_move": 0}
    forward = answer("play", {"position": doc, "move": {"play": [[1, 1], [2, 2]], "end": [0, 1]}})
    backward = answer("play", {"position": doc, "move": {"play": [[2, 2], [1, 1]], "end": [1, 0]}})
    assert forward == backward and forward["round_over"]["out"] == 0


def test_the_referee_takes_two_doubles_with_their_ends_either_way_round():
    # The same move reported with end 1's double first: the referee's states
    # are those of the engine's order. Twenty traced matches of two-seat Sea
    # Kozel hold a round ended that way [RULES.md 4; seed 002 item 12].
    from trace_checks import rounds, told_to_referee, trace
    found = 0
    for start, steps in rounds(trace("sea-kozel", 2, 20)):
        if not any(isinstance(m.get("end"), list) for m, _p in steps):
            continue
        found += 1
        swapped = [({"play": m["play"][::-1], "end": m["end"][::-1]} if isinstance(m.get("end"), list) else m, p)
                   for m, p in steps]
        assert swapped != steps
        assert told_to_referee("sea-kozel", 2, start, swapped) == told_to_referee("sea-kozel", 2, start, steps)
    assert found
