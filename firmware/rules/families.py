# Every family of games, a row each: the one place that says which code
# runs a game [rules/README.md, "Families"]. A family's code is found by
# its name, in the same modules in every family:
#   rules/<family>/games.py       its games, a row each with every fact of
#                                 a game (rules.games reads them)
#   rules/<family>/referee.py     the referee: begin(), report(), undo(),
#                                 outcome() (rules/README.md, "Contracts")
#   rules/<family>/simulate.py    a match played by bots (make, play_match)
#   app/screens/<family>/         its screens (dealer, referee, words)
#   host_tools/protocol/<family>.py  the rules command's verbs for it
# A row says what the names do not:
#   games     its games, in the rules reference's order (the game list's)
#   dealer    the screen that deals a round (app.screens.<dealer>)
#   referees  the screen that referees a round, by the value of the house
#             rule referee (quick, layout), or the one screen it has
#   entry     the screen a round's result is entered on: "pips" (pips a
#             seat), "entry" (what the game's scorer reads), or None (the
#             referee saves each round itself)
#   results   how its results read in the standings, History, share mode
#             and the export: "pips" (penalty points, a tie on the total
#             broken by rounds gone out, said in the standings), "points"
#             (the scorer's totals and titles), "answers" (the counting
#             game: rounds won, answers right; its "set" is its largest
#             plate, not a set of tiles)
# A family runs another's screens by naming them here (the cross games'
# quick mode: the line games' dealer and referee). A family's number is
# its place here, from 1: its referee's refusals carry it (rules.error).
# A constant tuple of strings: frozen, it is in flash.
FAMILIES = (
    ("mexican", ("mexican-train",), "mexican.dealer", ("mexican.referee",), "pips", "pips"),
    ("line", ("block", "draw", "two-player", "kozel", "sport", "sea-kozel", "general", "seven", "kids"),
     "line.dealer", ("line.referee", "line.referee"), "entry", "points"),
    ("cross", ("checheve", "donkey", "telephone", "muggins", "bergen"),
     "line.dealer", ("line.referee", "cross.referee"), "entry", "points"),
    ("sausage", ("sausage",), "sausage.dealer", ("round", "sausage.referee"), "entry", "points"),
    ("counting", ("counting",), "counting.dealer", ("counting.referee",), None, "answers"),
)

# Other spellings of a game's name: (spelling, name).
ALIASES = (("chechevé", "checheve"),)


def family(game):
    """The row of the family that plays `game` (a canonical name), or None."""
    for f in FAMILIES:
        if game in f[1]:
            return f
    return None


def results(game):
    """How a game's results read (the row's results column)."""
    return family(game)[5]


def number(name):
    """A family's number: its place in the table, from 1."""
    for i, f in enumerate(FAMILIES):
        if f[0] == name:
            return i + 1
    return 0


def screen(game, options, role):
    """The screen (a module under app.screens) that plays `role` for a game
    under its options: "dealer", "referee" or "score" (the round's entry;
    a family without one referees and saves the round on one screen)."""
    f = family(game)
    if role == "dealer":
        return f[2]
    if role == "score" and f[4]:
        return f[4]
    referees = f[3]
    return referees[1] if len(referees) > 1 and options.get("referee") == "layout" else referees[0]
