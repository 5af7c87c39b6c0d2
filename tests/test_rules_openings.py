"""The rules command on positions as PROTOCOL.md writes them: tiles a
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
    # PROTOCOL.md, "Line and cross games position", verbatim: 3-5
    # leads, 5-5 is the spinner (ends 2 and 3 show 5), 5-1 along the line.
    # Seat 1's 1-2 fits end 1; 4-4 fits nothing.
    doc = {"game": "muggins", "set": 6, "options": {}, "round": 0,
           "hands": [[[6, 4]], [[4, 4], [1, 2]]], "boneyard": [],
           "layout": {"tiles": [[3, 5], [5, 5], [5, 1]], "ends": [3, 1, 5, 5], "closed": []},
           "to_move": 1, "turn": {"drawn": 0}}
    assert answer("moves", doc) == {"moves": [{"play": [1, 2], "end": 1}]}
    # Ends 3 + 2 (the spinner's bare arms count nothing) score 5 [rules/README.md
    # 8]; then 6-4 and 4-4 fit nowhere and nothing is left to draw: blocked.
    nxt = answer("play", {"position": doc, "move": {"play": [1, 2], "end": 1}})
    assert nxt["scored"] == 5 and nxt["round_over"]["reason"] == "blocked" and nxt["round_over"]["last"] == 1


def test_block_leaves_the_undealt_tiles_out_and_a_stuck_player_knocks():
    # rules/README.md §2, Block game: "the undealt tiles are out of play; a player
    # who cannot play knocks and passes". Seat 1's 2-2 fits neither 3 nor 1.
    doc = {"game": "block", "set": 6, "hands": [[[6, 1]], [[2, 2], [0, 4]]], "boneyard": [],
           "layout": {"tiles": [[3, 5], [5, 1]], "ends": [3, 1]}, "to_move": 1}
    assert answer("moves", doc) == {"moves": [{"pass": True}]}
    # Draw game with nothing left to draw: passes too [rules/README.md §2].
    doc["game"] = "draw"
    assert answer("moves", doc) == {"moves": [{"pass": True}]}


def test_a_mexican_double_nobody_can_answer_is_not_waited_for():
    # rules/README.md §1, Open double: the double stops holding the table once
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
    # rules/README.md §2, "Who starts. Default: the highest double"; seed 000: the
    # starter "не обязательно сразу ставить свою самую сильную костяшку".
    hands = [[[1, 2], [3, 4]], [[6, 6], [5, 1]]]
    for game in ("block", "draw"):
        assert "6-6 makes seat 1 the starter, so to_move must be 1" in refused("moves", empty_table(game, hands, 0))
        got = answer("moves", empty_table(game, hands, 1))["moves"]
        assert sorted(m["play"] for m in got) == [[5, 1], [6, 6]]
        # PROTOCOL.md, "round": "in later rounds the opener (to_move)
        # may lead any tile".
        assert len(answer("moves", empty_table(game, hands, 0, round=2))["moves"]) == 2


def test_round_0_opens_by_the_rule_and_later_rounds_with_any_tile_unless_a_lead_is_given():
    # rules/README.md §10, General: "1-1 opens"; the holder must be to move.
    hands = [[[1, 1], [6, 5]], [[1, 0]], [[2, 2]], [[4, 3]]]
    assert answer("moves", empty_table("general", hands, 0)) == {"moves": [{"play": [1, 1], "end": 0}]}
    assert "to_move must be its holder (seat 0)" in refused("moves", empty_table("general", hands, 1))
    # PROTOCOL.md, "round": later rounds, any tile by to_move ...
    later = answer("moves", empty_table("general", hands, 0, round=3))["moves"]
    assert sorted(m["play"] for m in later) == [[1, 1], [6, 5]]
    # ... unless the position names the lead (host_tools/PROTOCOL.md: General
    # opens every round with 1-1, seed 002 "В любом случае игра начинается с 1х1").
    led = empty_table("general", hands, 0, round=3, lead=[1, 1])
    assert answer("moves", led) == {"moves": [{"play": [1, 1], "end": 0}]}


def test_sea_kozels_two_doubles_are_one_move_whichever_end_is_named_first():
    # rules/README.md §4 / seed 002 item 12: a player going out with two doubles
    # lays one on each end at once.
    doc = {"game": "sea-kozel", "set": 6, "round": 1, "hands": [[[2, 2], [1, 1]], [[6, 6], [4, 3]]],
           "boneyard": [], "layout": {"tiles": [[1, 2]], "ends": [1, 2]}, "to_move": 0}
    forward = answer("play", {"position": doc, "move": {"play": [[1, 1], [2, 2]], "end": [0, 1]}})
    backward = answer("play", {"position": doc, "move": {"play": [[2, 2], [1, 1]], "end": [1, 0]}})
    assert forward == backward and forward["round_over"]["out"] == 0


def test_the_referee_takes_two_doubles_with_their_ends_either_way_round():
    # The same move reported with end 1's double first: the referee's states
    # are those of the engine's order. Twenty traced matches of two-seat Sea
    # Kozel hold a round ended that way [rules/README.md §4; seed 002 item 12].
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


def test_bergen_later_rounds_open_with_any_tile():
    # rules/README.md §9: "Opening: the 0-0, or the lowest double" (round 0);
    # PROTOCOL.md, "round": later rounds, any tile by to_move.
    hands = [[[0, 0], [1, 2]], [[2, 2], [6, 5]]]
    assert answer("moves", empty_table("bergen", hands, 0)) == {"moves": [{"play": [0, 0], "end": 0}]}
    refused("moves", empty_table("bergen", hands, 1))
    later = answer("moves", empty_table("bergen", hands, 1, round=1))["moves"]
    assert sorted(m["play"] for m in later) == [[2, 2], [6, 5]]


def test_a_move_of_two_doubles_lays_the_open_one_first_so_the_other_may_close():
    # rules/README.md §5: the base "cannot be closed; several doubles may be laid at
    # once, each open or closed". With 2-3 led, 2-2 face down and 3-3 open:
    # the 3-3 is the base (ends 2 and 3 show 3) and the 2-2 closes end 0.
    doc = {"game": "checheve", "set": 6, "round": 1, "hands": [[[2, 2], [3, 3], [6, 1]], [[3, 4]]],
           "boneyard": [], "layout": {"tiles": [[2, 3]], "ends": [2, 3], "closed": []}, "to_move": 0}
    listed = {"play": [[3, 3], [2, 2]], "end": [1, 0], "close": [False, True]}   # in the order laid
    assert listed in answer("moves", doc)["moves"]
    move = {"play": [[2, 2], [3, 3]], "end": [0, 1], "close": [True, False]}
    nxt = answer("play", {"position": doc, "move": move})
    assert nxt == answer("play", {"position": doc, "move": listed})
    assert nxt["layout"]["ends"] == [2, 3, 3, 3] and nxt["layout"]["closed"] == [0]
    assert nxt["layout"]["tiles"] == [[2, 3], [3, 3], [2, 2]]


def test_a_cross_game_names_the_opener_of_its_later_rounds():
    # The one rule the device's dealer (app.screens.cross.dealer) and the
    # simulated match (rules.cross.simulate) both ask: rules/README.md §7, Telephone's
    # later rounds are opened by "the previous winner, with any tile"; a
    # blocked round has no winner: its fisherman (the seat that made the
    # last play) opens [002]; the sources name no opener for Muggins: seat 1
    # (0), then each round the next seat (the interpretation
    # rules/cross/simulate.py states).
    from rules.cross import variants as cr
    assert cr.opener("telephone", 0, 2, -1, -1, -1) == 0
    assert cr.opener("telephone", 3, 2, 0, 1, 0) == 1        # seat 2 went out
    assert cr.opener("telephone", 3, 2, 1, -1, 0) == 0       # blocked: the fisherman
    assert cr.opener("muggins", 0, 3, -1, -1, -1) == 0
    assert cr.opener("muggins", 1, 3, 0, 2, 2) == 1          # in turn, whoever went out
    assert cr.opener("muggins", 3, 3, 2, 0, 1) == 0


LINE_KNOCKERS = ("kozel", "block", "draw", "sport", "general", "seven", "sea-kozel")
CROSS_DRAWERS = ("muggins", "telephone", "bergen", "checheve", "donkey")


def referee_log(game, players, bone, actions):
    return {"game": game, "set": 6, "players": players, "options": {}, "first": 0,
            "hands": [7] * players, "boneyard": bone, "actions": actions}


def test_nobody_knocks_or_draws_before_the_first_tile():
    # Issue 26, item 3: the round's opener lays its first tile [rules/README.md §2,
    # Who starts; 3: the holder of 1-1 opens; 5-9: the holder of the
    # opening tile opens]: a referee log opening with a knock or a draw is
    # refused with one line naming the action and the rule.
    for game in LINE_KNOCKERS:
        err = refused("referee", referee_log(game, 4, 0, [{"pass": True}]))
        assert err.startswith("action 0") and "seat 0 leads" in err, (game, err)
    for game in CROSS_DRAWERS:
        for first in ({"draw": True}, {"pass": True}):
            err = refused("referee", referee_log(game, 2, 14, [first]))
            assert err.startswith("action 0") and "seat 0 leads" in err, (game, err)


def test_after_the_first_tile_a_knock_is_judged_as_before():
    # Kozel with nothing left to draw [rules/README.md §3]: once 1-1 is down, the
    # next seat may knock (it cannot draw); Muggins with a bazaar
    # [rules/README.md §8]: the next seat draws.
    states = answer("referee", referee_log("kozel", 4, 0, [{"play": [1, 1], "end": 0}, {"pass": True}]))["states"]
    assert [s["to_move"] for s in states] == [0, 1, 2]
    states = answer("referee", referee_log("muggins", 2, 14, [{"play": [6, 4], "end": 0}, {"draw": True}]))["states"]
    assert states[-1]["hands"] == [6, 8] and states[-1]["boneyard"] == 13
