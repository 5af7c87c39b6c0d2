# What a referee's last report was, in one vocabulary for every family
# [rules/README.md, "Families and contracts"]: a referee's reported()
# answers (seat, what, x), or None before the round's first report:
#   seat  the table's seat the report is about (who played, drew, went
#         out...), -1 for none (a round called blocked, a double released)
#   what  one of the kinds below
#   x     what it names: the tiles of a play (a bytes of tile ids, empty
#         where the referee was not told which), the train of a release
#         (a seat, or the seats' count: the Mexican Train), a plate's
#         number, an answer as it is written ("1+3"); else 0
# The device says it when an undo takes it back ("Undone: Ann's 6-4",
# app.screens.referee); loaded with that press only.
from micropython import const

PLAYED = const(0)       # a tile or tiles laid (x: which, if known)
DOUBLE = const(1)       # a double laid, which not known (Mexican Train)
DREW = const(2)         # a tile (a plate) drawn, or taken from the row (Sausage)
PASSED = const(3)       # passed (knocked; the counting game: no answer)
WENT_OUT = const(4)     # seat went out (a correction at the table)
BLOCKED = const(5)      # the round called blocked
ENGINE = const(6)       # the engine laid (Mexican Train's hunt)
RELEASED = const(7)     # the open double on train x released
NOT_CALLED = const(8)   # the last play's points marked not called (the fives games)
PUT_BACK = const(9)     # the tile taken fits nowhere: back to its row (Sausage)
LAID = const(10)        # a plate laid (the counting game; x its number)
ANSWERED = const(11)    # an answer, right (x as written)
TRIED = const(12)       # an answer that was wrong
