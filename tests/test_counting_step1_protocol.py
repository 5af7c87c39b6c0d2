"""Step 1's questions issue 44 found missing, through the rules command
(`python -m host_tools.rules moves|play|referee`, host_tools.rules.run;
host_tools/PROTOCOL.md, "Counting"): a plate's red and black dots (seed
000, slide 11), three or more plates the same or not (slide 14), the sign
between two plates (slides 8, 23) [firmware/rules/README.md §14]."""
from rulescmd import ok, refused


def q(what, plates):
    return {"game": "counting", "step": "1", "what": what, "plates": plates}


def test_moves_give_the_right_reply():
    assert ok("moves", q("colours", [{"red": 2, "black": 3}]))["moves"] == [{"red": 2, "black": 3}]   # slide 11
    assert ok("moves", q("same", [4, 4, 4]))["moves"] == [{"same": True}]                             # slide 14
    assert ok("moves", q("same", [4, 2, 4, 4]))["moves"] == [{"same": False}]
    assert ok("moves", q("sign", [4, 2]))["moves"] == [{"sign": ">"}]                                 # slide 23
    assert ok("moves", q("sign", [3, 3]))["moves"] == [{"sign": "="}]
    # Without "what", as before: two plates, which has more (slides 12-13).
    assert ok("moves", {"game": "counting", "step": "1", "plates": [5, 2]})["moves"] == [{"more": 0, "by": 3}]


def test_play_says_the_reply_back_or_refuses_it_in_one_line():
    assert ok("play", {"position": q("colours", [{"red": 2, "black": 3}]), "move": {"red": 2, "black": 3}}) == \
        {"said": "2 red + 3 black = 5"}
    assert refused("play", {"position": q("colours", [{"red": 2, "black": 3}]),
                            "move": {"red": 3, "black": 2}}) == "2 red dots, not 3"
    assert ok("play", {"position": q("same", [4, 2, 4]), "move": {"same": False}}) == {"said": "2 < 4 = 4"}
    assert refused("play", {"position": q("same", [3, 3, 3]), "move": {"same": False}}) == \
        "every plate has 3 dots: the same number"
    assert ok("play", {"position": q("sign", [4, 2]), "move": {"sign": ">"}}) == {"said": "4 > 2"}
    assert refused("play", {"position": q("sign", [4, 2]), "move": {"sign": "="}}) == "4 > 2, not ="
    # Bad input: one line, naming what is wrong.
    assert "0 to 5 dots" in refused("moves", q("colours", [{"red": 4, "black": 3}]))
    assert "3 plates or more" in refused("moves", q("same", [1, 2]))
    assert "\"what\" is" in refused("moves", q("colour", [1, 2]))
    assert "the reply to sign" in refused("play", {"position": q("sign", [4, 2]), "move": {"more": 0, "by": 2}})


def test_referee_follows_every_question():
    # Rules reference §14, step 1 at the table: each child asked in turn;
    # a wrong reply names the action and the rule; the state shows what
    # is asked.
    log = {"game": "counting", "options": {"step": "1"}, "players": 2, "first": 0,
           "actions": [{"ask": [{"red": 1, "black": 4}], "what": "colours"}, {"red": 1, "black": 4},
                       {"ask": [2, 2, 5], "what": "same"}, {"wrong": True}, {"same": False},
                       {"ask": [0, 3], "what": "sign"}, {"sign": "<"}]}
    st = ok("referee", log)["states"]
    assert st[1] == {"to_move": 0, "question": [{"red": 1, "black": 4}], "what": "colours", "tried": False,
                     "right": [[0, 0], [0, 0]], "round_over": None}
    assert st[3]["question"] == [2, 2, 5] and st[3]["what"] == "same"
    assert st[-1]["right"] == [[2, 2], [0, 1]] and st[-1]["question"] is None
    log["actions"][4] = {"same": True}
    assert refused("referee", log) == 'action 4 {"same": true}: 2 dots and 5 dots: not the same number'
    log["actions"] = [{"sign": "<"}]
    assert "replies to no question asked" in refused("referee", log)
