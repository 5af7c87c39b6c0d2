# Why the referee of a game of a line and a bazaar refuses a report, in
# words, with the rule: the reasons of the shared turn model and of the
# line's ends, for the line games' referee (rules.line.referee) and the
# cross games' (rules.cross.referee). Loaded only when a report is
# refused, so a referee's code keeps no sentences on the device's heap.
# WHY[k] is reason k; "%s" takes the seat, end or tile named. A refusal's
# code (rules.error) is CODE | k << 5 | the seat, end or tile: its own
# number, past the families' (rules.families), as app.refusal says it.
from micropython import const

CODE = const(31 << 10)
WHY = (
    "",
    "the round is over [rules/README.md §2, Round end]",
    "nobody draws in this game: a player who cannot play knocks [rules/README.md §2, Block game]",
    "%s has drawn this turn: one tile only [rules/README.md §2, 11, 13]",
    "nothing left to draw: knock instead (Kozel: the last bazaar tile is never taken) [rules/README.md §2, 3]",
    "%s must draw before knocking: the bazaar is not empty [rules/README.md §2, 3, 11, 13]",
    "draw_rule one_no_play: a tile drawn is not played this turn [rules/README.md §2, Draw game]",
    ("two tiles go down together only as a player's last two doubles, one on each end "
     "[rules/README.md §4; 002: \"Отходить можно одновременно 2-мя дуплями\"]"),
    "%s is already on the table",
    "that tile does not match end %s [rules/README.md §2, Play]",
    "there is no %s",
    "the bazaar is not empty: a round is blocked only when nobody can play or draw [rules/README.md §0, Block]",
    "only Seven's ends make 6 or 7 [rules/README.md §11]",
    "Seven's extra tile: play one more, or knock [rules/README.md §11]",
    "unknown action",
    "several doubles go down in one move, one per end, at most four, from the player's hand [rules/README.md §5, 6, 7]",
    "%s leads: nobody knocks, draws or calls a block before the round's first tile: the opener lays it [rules/README.md §2, 3, 5-9]",
    ("the round opens with %s: the rules name it (General: the 1-1 every round, "
     "\"В любом случае игра начинается с 1х1\") [rules/README.md §10]"),
    "one direction only: every tile goes on end 1 (Kids for the smallest, \"в одну сторону\") [rules/README.md §13]",
    "%s is not in play: Kids for the smallest plays fewer pictures [rules/README.md §13]",
    ("two tiles lead only as Sea Kozel's extraordinary round: the 0-0 on end 0 and the 6-6 on end 1 "
     "[rules/README.md §4; 002 l.139]"),
    ("only the 6-0 goes in the gap between the opening 0-0 and 6-6, once, in an extraordinary round "
     "[rules/README.md §4; 002 l.145]"),
)


def text(r, why):
    """The one line for refusal code `why` of referee r; seats are numbered
    from r.base (1 on the device's screen, 0 in the rules protocol)."""
    k = why >> 5
    x = why & 31
    words = WHY[k]
    if "%s" not in words:
        return words
    if k == 8 or k == 17 or k == 19:
        from rules.tiles import name
        return words % ("0-0 and 6-6" if x == 28 else name(x))   # 28: Sea Kozel's extraordinary lead
    if k == 9:
        return words % ("%d (showing %d)" % (x, r.ends[x]))
    return words % ("seat %d" % (x + r.base))
