# The steps of seed 000 (slide 5 lists eight; slides 11-28 give their
# lessons), as data: one row per lesson, keyed "step" or "step.lesson".
# Each row: (the largest number on a plate in play, plates dealt to each
# player, what an answer may do (ADD, SUB or both), the fewest and the
# most plates in an answer (0: any number), whether an answer may start
# with a plate of the laid plate's own number, the largest number a sum
# may reach on the way). Step 1 (slides 11-15: which plate has more, and by
# how many; plates in order) is a game of questions, not of answers: no
# row. Readings where the seed is silent are the rules reference's.
from micropython import const

ADD = const(1)
SUB = const(2)
BOTH = const(3)

STEPS = (
    # Step 2, addition within five (slides 16-20): lesson 1, one or two
    # plates; lesson 2, up to three; lesson 3, any number. Five dealt.
    ("2.1", 5, 5, ADD, 1, 2, True, 5),
    ("2.2", 5, 5, ADD, 1, 3, True, 5),
    ("2.3", 5, 5, ADD, 1, 0, True, 5),
    # Step 3, subtraction within five (slides 21-24): lesson 1, exactly
    # two plates (minuend and subtrahend; 5 - 0 answers 5); lesson 2, any
    # number of subtrahends, never the same plate back (5 - 0 no more).
    ("3.1", 5, 5, SUB, 2, 2, True, 5),
    ("3.2", 5, 5, SUB, 2, 0, False, 5),
    # Step 4, both within five (slide 26, "Шаг 3 Занятие 3"): seven dealt.
    ("4", 5, 7, BOTH, 1, 0, False, 5),
    # Steps 5 and 6, within seven (slide 5; slide 28: the 47 plates of 0
    # to 7, seven dealt, both operations).
    ("5", 7, 7, ADD, 1, 0, True, 7),
    ("6", 7, 7, BOTH, 1, 0, False, 7),
    # Step 7, both within ten; step 8, within a hundred: every plate (0 to
    # 20), sums on the way up to 100 (slide 5 names them; no slide gives
    # their rules: the reference's reading).
    ("7", 10, 7, BOTH, 1, 0, False, 10),
    ("8", 20, 7, BOTH, 1, 0, False, 100),
)

# How many plates of each number the set has (slide 8: 90 plates of 1 to
# 20 dots and two blanks; slide 11: 37 of 0 to 5; slide 28: 47 of 0 to
# 7). The seed gives no more: the rest, 45 plates of 8 to 20, are spread
# as evenly as they go, four of 8 to 13 and three of 14 to 20.
PLATES = (2, 7, 7, 7, 7, 7, 5, 5, 4, 4, 4, 4, 4, 4, 3, 3, 3, 3, 3, 3, 3)


def step(key):
    """The row of step `key` ("2.1", "4", ...), or None."""
    for row in STEPS:
        if row[0] == key:
            return row
    return None


def deck(top):
    """Every plate of 0 to `top` dots, as numbers, smallest first."""
    out = []
    for v in range(top + 1):
        out.extend([v] * PLATES[v])
    return out


# The steps in the order a child climbs them (slide 5), step 1's questions
# first.
ORDER = ("1", "2.1", "2.2", "2.3", "3.1", "3.2", "4", "5", "6", "7", "8")


def next_step(key, right, answers):
    """The step to suggest after `key` for a child who answered `answers`
    times, `right` of them right the first time, or None. The issue's
    "most right" read as four in five, over at least five answers: fewer
    say little of a child (the rules reference, section 14)."""
    if answers < 5 or 5 * right < 4 * answers or key not in ORDER or key == ORDER[-1]:
        return None
    return ORDER[ORDER.index(key) + 1]
