# Why the referee refuses a report (rules.mexican.referee.Referee.report), in
# words, with the rule [rules/README.md §1]: loaded only when a report is refused,
# so the referee's code keeps no sentences on the device's heap. WHY[k] is
# the reason k of rules.mexican.referee; "%s" takes the train or seat the
# reason names.
WHY = (
    "",
    "the round is over [rules/README.md §1, End of round]",
    "there is no train %s",
    "the engine is already placed",
    ("the engine comes first: its holder places it, or the players draw in turn until it appears "
     "[rules/README.md §1, Engine placement]"),
    "the open double on %s must be satisfied first [rules/README.md §1, Open double]",
    "no tile fits %s: it ends in a double (a double cannot go on a double)",
    "no tile fits %s: it ends in a double whose number is all on the table",
    "first_turn_train: on the first turn a player lays their own train only [rules/README.md §1, First turn]",
    "mexican_needs_second_turn: the Mexican Train opens from the second round of turns [rules/README.md §1, First turn]",
    ("%s has no marker: a player plays on their own train, the Mexican Train or a marked train "
     "[rules/README.md §1, A normal turn]"),
    "one_double_per_turn: the tile after a double may not be a double [rules/README.md §1, Doubles]",
    ("first_turn_train: a player who cannot start their train puts the marker without drawing "
     "[rules/README.md §1, First turn]"),
    "%s has already drawn this turn [rules/README.md §1, Cannot play]",
    "the boneyard is empty: pass instead [rules/README.md §1, Cannot play]",
    "the last tile in the boneyard is the engine [rules/README.md §1, Engine placement]",
    "%s must draw before passing: the boneyard is not empty [rules/README.md §1, Cannot play]",
    "there is no open double on %s",
    "there is no %s",
    "the boneyard is not empty: a round is blocked only when nobody can play or draw [rules/README.md §1, End of round]",
    "unknown action",
    ("extra_on_first_double: after two doubles in a turn the tile that ends it goes on the first double, on %s "
     "[rules/README.md §1, Doubles; 001]"),
    ("joined_trains: nobody builds %s: a pair of neighbours builds one train, the first seat's "
     "[rules/README.md §1, Trains; 003]"),
)
# The reasons whose "%s" is a train (the others name a seat or nothing).
_TRAINS = (5, 6, 7, 9, 10, 17, 21, 22)


def text(r, why):
    """The one line for refusal code `why` of referee r; seats are numbered
    from r.base (1 on the device's screen, 0 in the rules protocol)."""
    k = why >> 5
    x = why & 31
    words = WHY[k]
    if "%s" not in words:
        return words
    if k in _TRAINS:
        name = "the Mexican Train" if x == r.n else "seat %d's train" % (x + r.base)
    elif k == 2:
        name = str(x)
    else:
        name = "seat %d" % (x + r.base)
    return words % name
