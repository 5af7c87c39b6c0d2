# Step 1 of seed 000 (slides 11-15): games of questions about plates of 0
# to 5 dots, not answers laid. Which of two plates has more dots, and by
# how many (slide 12: "на сколько одно из них больше, на столько же другое
# меньше"); the same number drawn two ways is the same (slide 13); plates
# in rising or falling order, each one more (or one less) than the one
# before (slide 15).
from rules import RulesError
from rules.counting.answer import refuse

TOP = 5   # step 1's plates: 0 to 5 dots (slide 11: 37 of them)


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
