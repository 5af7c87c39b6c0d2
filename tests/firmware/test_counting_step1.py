# Step 1 of Chaplygin's counting game, the questions issue 44 found missing
# (seed 000; firmware/rules/README.md §14): a plate's red and black dots
# (slide 11), three or more plates the same number or not (slide 14), the
# sign plate between two (slides 8, 23); in rules.counting.compare and the
# device's referee (rules.counting.referee: its log, its undo).
# Dual-runtime: pytest on CPython, tests/mp_runner.py under MicroPython.
from rules import RulesError
from rules.counting import compare as c
from rules.counting import referee as rf


def refused(fn, *args):
    try:
        fn(*args)
    except RulesError as e:
        return str(e)
    raise AssertionError("accepted")


def test_how_many_red_and_how_many_black():
    # Slide 11: "Сколько всего точек? Сколько красных? Сколько черных?"
    c.colours(2, 3, 2, 3)
    assert refused(c.colours, 2, 3, 3, 3) == "2 red dots, not 3"
    assert refused(c.colours, 2, 3, 2, 2) == "3 black dots, not 2"
    # Step 1's plates have 0 to 5 dots (slide 11).
    assert "0 to 5 dots" in refused(c.colours, 4, 3, 4, 3)


def test_three_or_more_plates_the_same_or_not():
    # Slide 14: "Одинаковое – разное": the number of dots does not depend
    # on their colour or places.
    c.same([4, 4, 4], True)
    c.same([4, 2, 4, 4], False)
    assert refused(c.same, [3, 3, 3], False) == "every plate has 3 dots: the same number"
    assert refused(c.same, [3, 1, 3], True) == "1 dots and 3 dots: not the same number"
    assert "3 plates or more" in refused(c.same, [2, 2], True)


def test_the_sign_between_two_plates():
    # Slide 8: plates with the signs greater, less, equals; slide 23: laid
    # as inequalities between two plates.
    c.sign(4, 2, c.SIGNS.index(">"))
    c.sign(1, 5, c.SIGNS.index("<"))
    c.sign(3, 3, c.SIGNS.index("="))
    assert refused(c.sign, 4, 2, c.SIGNS.index("<")) == "4 > 2, not <"


def test_the_referee_logs_and_replays_every_question():
    # Rules reference §14, step 1 at the table: the device asks, the child
    # replies; a wrong reply is tried again; the log replays the round
    # whole and an undo takes back a reply with the question after it.
    r = rf.Referee("1", 2, 0)
    r.report(rf.QUIZ, c.COLOURS, [2, 3])
    try:
        r.report(rf.ANSWER, 3, 3)
    except RulesError as e:
        assert e.said[1] == (2, 3)   # said on the device: "2 red dots, not 3"
    else:
        raise AssertionError("a wrong count was taken")
    r.report(rf.WRONG)
    r.report(rf.ANSWER, 2, 3)
    r.report(rf.QUIZ, c.SAME, [4, 2, 4])
    r.report(rf.ANSWER, 0)
    r.report(rf.QUIZ, c.SIGN, [1, 5])
    r.report(rf.ANSWER, c.SIGNS.index("<"))
    r.report(rf.ASK, 5, 2)
    # Seat 0: the colours after a wrong try, the sign; seat 1: the same.
    assert (r.right, r.answers, r.what, r.question) == ([1, 1], [2, 1], c.MORE, (5, 2))
    again = rf.Referee("1", 2, 0, bytes(r.log))
    assert (again.right, again.answers, again.seat, again.what, again.question) == ([1, 1], [2, 1], 1, c.MORE, (5, 2))
    assert again.undo() and (again.answers, again.what, list(again.question)) == ([1, 1], c.SIGN, [1, 5])
    # A question is one of the three, of plates the step has.
    r = rf.Referee("1", 2, 0)
    assert "3 plates or more" in refused(r.report, rf.QUIZ, c.SAME, [1, 1])
    assert "three to eight plates" in refused(r.report, rf.QUIZ, c.SAME, [1] * 9)
    assert "0 to 5" in refused(r.report, rf.QUIZ, c.SIGN, [6, 1])
    assert "asks no questions" in refused(rf.Referee("2.1", 2, 0).report, rf.QUIZ, c.SIGN, [1, 1])
