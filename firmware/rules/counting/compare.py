# Step 1 of seed 000 (slides 11-15): games of questions about plates of 0
# to 5 dots, not answers laid. Which of two plates has more dots, and by
# how many (slide 12: "на сколько одно из них больше, на столько же другое
# меньше"); the same number drawn two ways is the same (slide 13); plates
# in rising or falling order, each one more (or one less) than the one
# before (slide 15). And (issue 44): on one plate, how many red dots and
# how many black (slide 11, "Сколько красных? Сколько черных?"; slide 8:
# the dots are black and red); three or more plates, the same number or
# not (slide 14, "Одинаковое – разное"); the sign plate between two
# plates, >, < or = (slide 8's sign plates, laid as inequalities on slide
# 23).
from micropython import const
from rules import RulesError
from rules.counting.answer import refuse

TOP = 5   # step 1's plates: 0 to 5 dots (slide 11: 37 of them)
# What a question asks (the referee's log and the device's screen):
MORE = const(0)      # two plates: which has more, by how many
COLOURS = const(1)   # one plate: how many red dots, how many black
SAME = const(2)      # three or more plates: the same number or not
SIGN = const(3)      # two plates: the sign between them
# The questions a child is asked in a round of step 1, in turn: one of
# each, and "which has more", the step's own lesson (slides 12-13), again.
ASKS = (COLOURS, MORE, SAME, SIGN, MORE)
SIGNS = "<=>"        # a sign's code is its place here


def plate(v):
    """Raises RulesError, one line, unless v is a plate of step 1."""
    if not 0 <= v <= TOP:
        raise refuse(1, "%d is no plate of step 1: its plates have 0 to %d dots" % (v, TOP), (v, TOP))


def more(a, b, said, by):
    """The child says plate `said` (0: the first, 1: the second, -1: the
    same) has more dots, by `by`: raises RulesError, one line, unless so."""
    plate(a)
    plate(b)
    if a == b:
        if said != -1 or by:
            raise refuse(9, "%d and %d are the same number of dots, however they are drawn" % (a, b), (a, b))
        return
    right = 0 if a > b else 1
    if said != right:
        raise refuse(10, "%d is more than %d" % (max(a, b), min(a, b)), (max(a, b), min(a, b)))
    if by != abs(a - b):
        raise refuse(11, "%d is %d more than %d, not %d" % (max(a, b), abs(a - b), min(a, b), by),
                     (max(a, b), abs(a - b), min(a, b), by))


def in_order(plates, rising=True):
    """Raises RulesError, one line, unless `plates` go up (or down) one
    dot at a time."""
    for v in plates:
        plate(v)
    step = 1 if rising else -1
    for i in range(1, len(plates)):
        if plates[i] != plates[i - 1] + step:
            raise RulesError("after %d comes %d, not %d" % (plates[i - 1], plates[i - 1] + step, plates[i]))


def coloured(red, black):
    """Raises RulesError, one line, unless a plate can have `red` red dots
    and `black` black ones (0 to 5 in all)."""
    if red < 0 or black < 0 or red + black > TOP:
        raise RulesError("a plate of step 1 has 0 to %d dots, red and black: not %d red and %d black"
                         % (TOP, red, black))


def colours(red, black, said_red, said_black):
    """The child says the plate of `red` red and `black` black dots has
    said_red red and said_black black (slide 11): raises RulesError, one
    line, unless so."""
    coloured(red, black)
    if said_red != red:
        raise refuse(12, "%d red dots, not %d" % (red, said_red), (red, said_red))
    if said_black != black:
        raise refuse(13, "%d black dots, not %d" % (black, said_black), (black, said_black))


def plates(values, least=3):
    """Raises RulesError, one line, unless `values` are `least` or more
    plates of step 1."""
    if len(values) < least:
        raise RulesError("%d plates or more are compared, not %d" % (least, len(values)))
    for v in values:
        plate(v)


def same(values, said):
    """The child says the plates (three or more) have the same number of
    dots (said True) or not (False) (slide 14): raises RulesError, one
    line, unless so. Their colour and places do not count."""
    plates(values)
    alike = min(values) == max(values)
    if said != alike:
        if alike:
            raise refuse(14, "every plate has %d dots: the same number" % values[0], (values[0],))
        raise refuse(15, "%d dots and %d dots: not the same number" % (min(values), max(values)),
                     (min(values), max(values)))


def sign(a, b, said):
    """The child lays sign `said` (0 "<", 1 "=", 2 ">": SIGNS) between
    plates a and b (slide 23's inequalities): raises RulesError, one line,
    unless it is the right one."""
    plate(a)
    plate(b)
    if not 0 <= said <= 2:
        raise RulesError("a sign is <, = or >")
    right = 1 if a == b else 0 if a < b else 2
    if said != right:
        raise refuse(16, "%d %s %d, not %s" % (a, SIGNS[right], b, SIGNS[said]), (a, SIGNS[right], b))
