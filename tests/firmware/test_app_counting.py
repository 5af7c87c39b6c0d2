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
    assert "Take out the 37 plates with 0 to 5 dots." in frame and "Deal 5 each," in frame, frame
    press(app, "ok")
    assert app.hw.display.frame[2:] == ["Ann", "lays the first", "plate."], app.hw.display.frame
    app = counting_app("4")
    press(app, "up")
    assert "Deal 7 each," in " ".join(app.hw.display.frame)


def test_the_dealer_says_the_plates_as_a_parent_would_in_each_language():
    # Issue 43, item 8: "Take out plates 0 to 5: 37." left a parent
    # guessing what 0 to 5 and 37 were. Each language says how many
    # plates, and that 0 to 5 are their dots (slide 11: "плашки с
    # количеством от 0 до 5 ... Таких в комплекте 37 штук"; slide 28: 47
    # of 0 to 7). All of it on the page, none cut: the words end there.
    said = (("Take out the 37", "plates with 0 to", "5 dots."),
            ("Плашек нужно: 37", "(тех, где точек", "от 0 до 5)."),
            ("Извадете ги 37", "плочки со 0 до", "5 точки."),
            ("Plāksnes: 37,", "visas ar 0 līdz", "5 punktiem."))
    for i, lines in enumerate(said):
        app = counting_app(language=i)
        press(app, "up")                         # (drawn: UP does nothing here)
        frame = app.hw.display.frame
        assert tuple(frame[2:5]) == lines, (i, frame)
        assert len(frame) == 8, (i, frame)       # the title and page, then the plates' 3 lines and the deal's 3
    app = counting_app("5")
    press(app, "up")
    assert app.hw.display.frame[2:5] == ["Take out the 47", "plates with 0 to", "7 dots."]
    app = counting_app("1")                      # step 1: no deal, the questions
    press(app, "up")
    frame = app.hw.display.frame
    assert frame[2:5] == ["Take out the 37", "plates with 0 to", "5 dots."] and "questions." in frame[-1], frame


def test_after_try_again_the_childs_next_press_keys_the_next_try():
    # Issue 43, item 8: the words of a wrong answer stay until a key, and
    # that key keys: the child presses UP for the next number and it
    # counts, none is lost to putting the words away. BACK only puts
    # them away (a child's BACK is not an undo of the report).
    app = counting_app(rounds=1)
    press(app, "ok", "ok")
    lead(app, 4)                                   # Ann lays a 4
    key_answer(app, [1, "+", 2])                   # Bob: wrong
    assert app.msg and "try again!" in app.msg, app.msg
    log = bytes(app.screen.r.log)
    press(app, "back")                             # read: put away, nothing undone
    assert app.msg is None and bytes(app.screen.r.log) == log
    key_answer(app, [1, "+", 2])                   # wrong again
    assert app.msg and "try again!" in app.msg, app.msg
    before = app.presses
    key_answer(app, [4])                           # UP x4, OK, OK: the first UP puts it away and counts
    assert app.presses - before == 6
    assert app.hw.buzzer.played[-1] == "right" and "4=4" in app.hw.display.frame, app.hw.display.frame
    assert app.screen.r.held == [4, 4]
    # Step 1: "the same" said wrong; the next press answers.
    from rules.counting import compare as c
    app = counting_app("1", rounds=1)
    press(app, "ok", "ok")
    while True:
        r = app.screen.r
        if r.what == c.MORE and r.question[0] != r.question[1]:
            break
        app.screen.r.question = None               # (a colour question: draw the next kind)
        r.answers[r.seat] += 1
        app.screen.ask()
    a, b = r.question
    press(app, "ok")                               # "the same": wrong
    assert app.msg and app.hw.buzzer.played[-1] == "try_again"
    press(app, "up" if a > b else "down")          # the side with more: answered at once
    assert app.msg is None and app.hw.display.frame[0] == "How many more?", app.hw.display.frame


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


def dots(pixels, x0, x1, y0, y1, rings=False):
    """The 4 x 4 dots lit inside the box (rings: the 4 x 4 rings, a lit
    border round a dark middle): their top-left corners."""
    def lit(x, y):
        return pixels[(y >> 3) * 128 + x] >> (y & 7) & 1
    found = []
    for y in range(y0, y1 - 3):
        for x in range(x0, x1 - 3):
            border = all(lit(x + i, y) and lit(x + i, y + 3) and lit(x, y + i) and lit(x + 3, y + i)
                         for i in range(4))
            if (border and lit(x + 1, y + 1) != rings and lit(x + 2, y + 2) != rings and not lit(x - 1, y + 1)
                    and not lit(x + 1, y - 1) and not lit(x + 4, y + 1) and not lit(x + 1, y + 4)):
                found.append((x, y))
    return found


def test_step_1_asks_each_child_the_colours_which_has_more_the_same_and_the_sign():
    # Seed 000, step 1, five questions a child (rules.counting.compare.
    # ASKS): slide 11, one plate, "Сколько красных? Сколько черных?" (red
    # dots drawn as rings, black filled: the screen has one colour); slides
    # 12-13, two plates, which has more and by how many; slide 14, three or
    # more plates, the same number or not; slide 23, the sign plate between
    # two (>, <, =); slide 8: a group of five framed. One wrong reply of
    # each kind is said in words with the soft tune, then put right.
    from rules.counting import compare as c
    app = counting_app("1", rounds=1)
    press(app, "ok", "ok")
    kinds = []
    wrong = set()
    for q in range(10):
        r = app.screen.r
        what, plates = r.what, list(r.question)
        kinds.append(what)
        px = bytes(app.hw.display.buf)
        title = app.hw.display.frame[0]
        if what == c.COLOURS:
            red, black = plates
            assert title == "How many red?", title
            assert len(dots(px, 3, 45, 27, 54, True)) == red and len(dots(px, 3, 45, 27, 54)) == black, (q, plates)
            if what not in wrong:
                wrong.add(what)
                number(app, (red + 1) % 6)
                press(app, "ok", "ok")            # one red too many (or none): wrong
                assert app.msg and "Red dots" in app.msg and app.hw.buzzer.played[-1] == "try_again", app.msg
                press(app, "back")
            number(app, red)
            press(app, "ok")
            assert app.hw.display.frame[0] == "How many black?"
            number(app, black)
            press(app, "ok")
            said = "%d+%d=%d" % (red, black, red + black)
        elif what == c.SAME:
            assert title == "The same number?" and 3 <= len(plates) <= 4, (title, plates)
            w = 40 if len(plates) == 3 else 30
            for i, v in enumerate(plates):
                x = 1 + i * (w + 2)
                assert len(dots(px, x + 1, x + w - 1, 27, 54, True)) + len(dots(px, x + 1, x + w - 1, 27, 54)) == v
            alike = min(plates) == max(plates)
            if what not in wrong:
                wrong.add(what)
                press(app, "down" if alike else "ok")
                assert app.msg and "same" in app.msg, app.msg
                press(app, "back")
            press(app, "ok" if alike else "down")
            row = sorted(plates)
            said = str(row[0]) + "".join(("=" if row[i] == row[i - 1] else "<") + str(row[i])
                                         for i in range(1, len(row)))
        elif what == c.SIGN:
            a, b = plates
            assert title == "Which sign?", title
            assert len(dots(px, 3, 45, 27, 54)) == a and len(dots(px, 83, 125, 27, 54)) == b
            key = "ok" if a == b else "up" if a > b else "down"
            if what not in wrong:
                wrong.add(what)
                press(app, "down" if key != "down" else "up")
                assert app.msg and "try again" in app.msg, app.msg
                press(app, "back")
            press(app, key)
            said = "%d%s%d" % (a, "=" if a == b else ">" if a > b else "<", b)
        else:
            a, b = plates
            assert title == "Which has more?", title
            assert len(dots(px, 3, 45, 27, 54)) == a and len(dots(px, 83, 125, 27, 54)) == b, (q, a, b)
            if what not in wrong and a != b:
                wrong.add(what)
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
    # Each child was asked, in turn, every kind of question.
    assert kinds == [k for k in c.ASKS for _ in range(2)], kinds
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
