# Sausage's row of the games table [rules/README.md §12], in the columns
# rules.games names: two players, rows of 14 tiles instead of hands,
# scored as the plain pip games (rules.score.block: the other player
# records their pips; reaching the target loses); option double_first,
# the round opens with a double [002 l.256, l.509]. A constant tuple:
# frozen, it is in flash.
TABLE = (
    ("sausage", False, (6,), 6, 2, 2, 0, (
        ("target", 101, (101, 151, 201)),
        ("double_first", False, ()),
        ("referee", "quick", ("quick", "layout"))),
     ((None, None, 2, (14,)),),
     "rules.score.block", (1, 1, False, 1), (("pips",), ("pips",))),
)
