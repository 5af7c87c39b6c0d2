# The counting game's row of the games table [rules/README.md §14], in
# the columns rules.games names: Chaplygin's counting game [000], plates of
# 0 to 20 dots (its "set", 20, is the largest plate), 2 to 4 children;
# the step played (rules.counting.steps) and the rounds a sitting lasts;
# rounds won lead (rules.counting.score). Its hands are its step's
# (rules.counting.steps), so it has no deal rows; its referee saves each
# round (each right answer a point in play). A constant tuple: frozen, it
# is in flash.
TABLE = (
    ("counting", True, (20,), 20, 2, 4, 0, (
        ("step", "2.1", ("1", "2.1", "2.2", "2.3", "3.1", "3.2", "4", "5", "6", "7", "8")),
        ("rounds", 5, ("whole", 1, 13))),
     (),
     "rules.counting.score", (), (("points",), ("points",))),
)
