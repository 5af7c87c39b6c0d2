# Chaplygin's counting game on the device (app.screens.counting) [issue 29,
# item 2]: the dealer's plates, a step 2 round by buttons (a plate laid, a
# wrong answer said softly in the child's language, a right one said back
# in big digits with a tune, a draw, the round won and saved), step 1's two
# plates drawn as the set draws them, an undo, a power cut, and History.
# The rules: seed 000's slides, as tests/firmware/test_counting.py cites.

from apphw import hardware, new_app, press
from app import lang
from rules import games
from textkeys import number

_T_COUNT_WHY_8 = number("COUNT_WHY_8")


def counting_app(step="2.1", rounds=5, names=("Ann", "Bob"), language=0, root=None):
    app = new_app(hardware(root, language=language))
    app.book.start({"game": "counting", "names": list(names), "set": 20,
                    "options": games.changed("counting", {"step": step, "rounds": rounds}), "teams": 0})
    app.go("dealer")
    return app


def number(app, v):
    """The picker from 0 to v: UP raises it."""
    press(app, *(["up"] * v))


def lead(app, v):
    number(app, v)
    press(app, "ok")


def key_answer(app, a):
    """[1, "+", 3]: each number then OK, each sign UP (+) or DOWN (-), then
    OK (=)."""
    for x in a:
        if x == "+" or x == "-":
            press(app, "up" if x == "+" else "down")
        else:
            number(app, x)
            press(app, "ok")
    press(app, "ok")


def play_out(app):
    """The round to its end: each plate laid a 1, answered with a 1 (step
    2.1 allows one plate of its number), said back and read."""
    while not app.screen.r.over:
        if app.screen.r.plate < 0:
            lead(app, 1)
        else:
            key_answer(app, [1])
            press(app, "ok")


def test_the_dealer_says_which_plates_to_take_out_and_how_many_each():
    # Slide 11: the plates of 0 to 5, 37 of them; slide 16: five each, the
    # rest the deck; slide 26 (step 4): seven each.
    app = counting_app()
    press(app, "back", "ok")   # (drawn afresh)
    app.go("dealer")
    press(app, "back")
    assert app.name == "menu"
    app.go("dealer")
    press(app, "up")           # nothing: the first page stays
    frame = " ".join(app.hw.display.frame)
    assert "0 to 5: 37." in frame and "Deal 5 each," in frame, frame
    press(app, "ok")
    assert app.hw.display.frame[2:] == ["Ann", "lays the first", "plate."], app.hw.display.frame
    app = counting_app("4")
    press(app, "up")
    assert "Deal 7 each," in " ".join(app.hw.display.frame)


def test_a_step_2_round_by_buttons_wrong_said_softly_right_said_back_and_won():
    app = counting_app(rounds=1)
    press(app, "ok", "ok")
    assert app.name == "counting.referee"
    lead(app, 4)                                   # Ann lays a 4
    assert app.screen.r.seat == 1 and app.screen.r.plate == 4
    key_answer(app, [1, "+", 2])                   # Bob: 1 + 2
    assert app.msg == "1 + 2 makes 3, not 4: try again!", app.msg
    assert app.hw.buzzer.played[-1] == "try_again" and "error" not in app.hw.buzzer.played
    assert bytes(app.book.load_play()["log"]) == bytes(app.screen.r.log)   # saved before it was said
    press(app, "back")                             # the message read
    key_answer(app, [1, "+", 3])
    assert app.hw.buzzer.played[-1] == "right"
    frame = app.hw.display.frame
    assert "Right!" in frame and "4=1+3" in frame, frame   # 16 px: tests/firmware/legible.py holds it to 5 mm
    assert app.screen.r.held == [4, 3] and app.screen.r.right == [0, 0] and app.screen.r.answers == [0, 1]
    press(app, "ok")                               # read: Bob leads now
    lead(app, 2)                                   # Bob 2 left
    key_answer(app, [2])                           # Ann 3 left, right the first time
    press(app, "ok")
    lead(app, 5)                                   # Ann 2 left
    press(app, "ok-long")                          # Bob cannot answer 5: draw
    assert app.hw.display.frame[2] == "Draw a plate", app.hw.display.frame
    press(app, "ok")
    assert app.screen.r.held == [2, 3] and app.screen.r.deck == 26
    key_answer(app, [3, "+", 2])                   # Bob 1 left
    press(app, "ok")
    lead(app, 1)                                   # Bob 0: played out
    assert app.screen.r.over and app.screen.r.winner == 1
    frame = app.hw.display.frame
    assert "played out" in frame and "Bob" in frame and "At once: 1/1 1/2" in frame, frame
    press(app, "ok")                               # saved
    assert app.name == "standings"
    s = app.book.standings()
    assert s["totals"] == [0, 1] and s["right"] == [[1, 1], [1, 2]] and s["over"]
    assert "Winner: Bob" in app.hw.display.frame
    assert "Bob: 1 of 2" in " ".join(app.hw.display.frame)
    press(app, "ok")                               # the sitting closed
    app.go("history")
    seen = []
    for _ in range(5):
        press(app, "down")
        seen += app.hw.display.frame
    frame = " ".join(seen)
    assert "Counting" in frame and "right: 1/2" in frame and "right: 1/1" in frame, frame


def test_a_wrong_answer_is_said_in_each_language():
    for i in range(4):
        app = counting_app(language=i)
        press(app, "ok", "ok")
        lead(app, 4)
        key_answer(app, [1, "+", 2])
        assert app.msg == lang.get(_T_COUNT_WHY_8, -1, i) % ("1 + 2", 3, 4), (i, app.msg)
        assert "1 + 2" in app.msg and "3" in app.msg and "4" in app.msg


def test_back_takes_back_the_keys_then_the_last_report():
    app = counting_app()
    press(app, "ok", "ok")
    lead(app, 3)
    number(app, 1)
    press(app, "ok", "up")          # "1 +" keyed
    assert app.screen.expr == [1, "+"]
    press(app, "back")              # the sign: 1 waits for one again
    assert app.screen.expr == [] and app.screen.num == 1
    press(app, "back", "back")      # the 1 keyed again, then Ann's 3 undone
    r = app.screen.r
    assert r.plate == -1 and r.seat == 0 and r.held == [5, 5]
    assert bytes(app.book.load_play()["log"]) == b""


def test_a_power_cut_mid_round_resumes_it_as_it_was():
    app = counting_app()
    press(app, "ok", "ok")
    lead(app, 4)
    key_answer(app, [0, "+", 3])    # wrong
    press(app, "back")
    root = app.hw.root
    again = new_app(hardware(root))
    press(again, "ok")              # Resume
    assert again.name == "counting.referee", again.name
    r = again.screen.r
    assert (r.seat, r.plate, r.held, r.right, r.answers, r.tried) == (1, 4, [4, 5], [0, 0], [0, 0], True)


def dots(pixels, x0, x1, y0, y1):
    """The 4 x 4 dots lit inside the box: their top-left corners."""
    def lit(x, y):
        return pixels[(y >> 3) * 128 + x] >> (y & 7) & 1
    found = []
    for y in range(y0, y1 - 3):
        for x in range(x0, x1 - 3):
            if all(lit(x + i, y + j) for i in range(4) for j in range(4)) and not lit(x - 1, y + 1) \
                    and not lit(x + 1, y - 1) and not lit(x + 4, y + 1) and not lit(x + 1, y + 4):
                found.append((x, y))
    return found


def test_step_1_draws_two_plates_of_dots_and_asks_which_has_more_and_by_how_many():
    # Slides 12-13: two plates, "На какой плашке точек больше? На сколько?";
    # slide 8: a group of five framed, seen at a glance.
    app = counting_app("1", rounds=1)
    press(app, "ok", "ok")
    seen = set()
    for q in range(10):
        r = app.screen.r
        a, b = r.question
        seen.add((a, b))
        px = bytes(app.hw.display.buf)
        assert len(dots(px, 3, 45, 27, 54)) == a and len(dots(px, 83, 125, 27, 54)) == b, (q, a, b)
        assert app.hw.display.frame[0] == "Which has more?"
        if q == 0 and a != b:
            press(app, "ok")        # "the same": wrong
            assert app.msg and app.hw.buzzer.played[-1] == "try_again"
            press(app, "back")
        if a == b:
            press(app, "ok")
        else:
            press(app, "up" if a > b else "down")
            assert app.hw.display.frame[0] == "How many more?"
            number(app, abs(a - b) - 1)   # (the picker starts at 1)
            press(app, "ok")
        said = "%d=%d" % (a, b) if a == b else "%d-%d=%d" % (max(a, b), min(a, b), abs(a - b))
        assert said in app.hw.display.frame, (said, app.hw.display.frame)
        press(app, "ok")
    assert len(seen) > 3   # not the same question again and again
    r = app.screen.r
    assert r.over and r.answers == [5, 5]
    assert r.winner == (1 if r.right[1] > r.right[0] else 0 if r.right[0] > r.right[1] else -1)


def test_five_dots_are_framed_and_four_are_not():
    from app.screens.counting.view import plate
    from apphw import Display
    for n in range(6):
        d = Display()
        plate(d, n, 0, 0)
        got = dots(bytes(d.buf), 1, 43, 1, 28)
        assert len(got) == n
        # The group's frame: a lit run above the dots, inside the plate's
        # own border.
        row = [d.pixel(x, 4) for x in range(10, 34)]
        assert (sum(row) >= 20) == (n == 5), (n, row)


def test_a_child_right_four_times_in_five_is_offered_the_next_step():
    # Rules reference 14: four in five right the first time, over five
    # answers or more, suggests the step after (2.1 -> 2.2, slides 16-17).
    app = counting_app(rounds=3)
    for k in range(3):
        press(app, "ok", "ok")                 # the dealer's pages
        play_out(app)
        press(app, "ok")                       # saved: the standings
        assert app.name == "standings"
        if k < 2:
            press(app, "ok")                   # the next round's dealer
    s = app.book.standings()
    assert s["right"] == [[6, 6], [6, 6]] and s["next"] == ["2.2", "2.2"], s
    lines = " ".join(app.screen.lines)
    assert "Ann: ready for step 2.2!" in lines and "Bob: ready for step 2.2!" in lines, lines
    press(app, "ok")                           # the sitting closed
    app.go("history")
    seen = []
    for _ in range(8):
        press(app, "down")
        seen += app.hw.display.frame
    assert seen.count("next: step 2.2") >= 2, seen


def test_share_mode_reads_the_round_from_the_referee():
    # Issue 43, item 9: the share page shows the counting game's answers.
    # share.state reads any family's referee through its contract
    # (rules/README.md, "Families and contracts"): whose turn, the plates
    # each child holds, the plate to answer, each child's answers right.
    from share.state import referee_state
    app = counting_app()
    press(app, "ok", "ok")
    lead(app, 4)                                   # Ann lays a 4
    key_answer(app, [1, "+", 2])                   # Bob: wrong
    press(app, "back")
    key_answer(app, [4])                           # Bob: right, after trying again
    press(app, "ok")
    st = referee_state(app.book)
    assert (st["to_move"], st["tiles"], st["boneyard"], st["plate"], st["right"], st["over"]) == \
        (1, [4, 4], 27, -1, [[0, 0], [0, 1]], False)
    lead(app, 2)                                   # Bob lays a 2
    st = referee_state(app.book)
    assert (st["to_move"], st["tiles"], st["plate"]) == (0, [4, 3], 2)
