# The cross and fives games' rows of the games table [rules/README.md
# §5-9], in the columns rules.games names, then the family's own:
#   turn     rules.turn's Turn.flags: how a player who cannot play draws
#            (2 until a tile fits), 16 the last bazaar tile is never taken
#            (Donkey: Kozel's), 512 the last two never (Bergen); 1024
#            several doubles go down in one move (the line games' referee
#            in quick mode; the layout's MULTI)
#   opening  who opens the first round, with what; later, who opens the
#            rounds after it (rules.opening's letters); free, whether the
#            first round's opener may lead any tile (Muggins)
#   kind     what the layout allows (rules.cross.variants' bits; Muggins'
#            option doubles_either_way adds ALONG [002 l.240])
# The fives games (Telephone, Muggins, Bergen: rules.score.fives) are
# refereed tile by tile unless the house rule says otherwise: a play
# scores by the ends it leaves, which only the layout mode shows (the
# ends, their sum, the points) [issue 43, item 5].
# Deal: (None, None, fewest players, the tiles each player takes for each
# player count from there up). A constant tuple: frozen, it is in flash.
TABLE = (
    ("checheve", False, (6,), 6, 2, 4, 0, (
        ("target", 101, (101,)),
        ("referee", "quick", ("quick", "layout"))),
     ((None, None, 2, (7, 7, 6)),),
     "rules.score.kozel", (1, 0, False, 101, 1),
     (("pips", "holds_blank_double", "holds_top_double", "finish"),
      ("pips", "holds_blank_double", "holds_top_double")),
     2 | 1024, "C", "W", False, 13),
    ("donkey", False, (6,), 6, 2, 4, 1, (
        ("target", 101, (101,)),
        ("min_open", 13, (13,)),
        ("direction", "clockwise", ("clockwise", "counterclockwise")),
        ("fisherman_wins", False, ()),
        ("referee", "quick", ("quick", "layout"))),
     ((None, None, 2, (7, 7, 7)),),
     "rules.score.kozel", (0, 13, True, 101, 0), (("pips",), ("pips",)),
     18 | 1024, "1", "W", False, 77),
    # §7: opener 0-0 (option 2-3); game to 225 (option 151); two players,
    # three (a bazaar), or four as two pairs.
    ("telephone", True, (6,), 6, 2, 4, 3, (
        ("opener", "0-0", ("0-0", "2-3")),
        ("target", 225, (225, 151)),
        ("referee", "layout", ("quick", "layout"))),
     ((None, None, 2, (7, 7, 7)),),
     "rules.score.fives", (0, 5), (("points", "pips"), ("points", "pips")),
     2 | 1024, "T", "W", False, 22),
    ("muggins", True, (6,), 6, 2, 4, 0, (
        ("target", 200, (200,)),
        ("doubles_either_way", False, ()),
        ("referee", "layout", ("quick", "layout"))),
     ((None, None, 2, (7, 5, 5)),),
     "rules.score.fives", (1, 5), (("points",), ("points", "pips")),
     2, "A", "N", True, 17),
    ("bergen", True, (6,), 6, 2, 4, 0, (("referee", "layout", ("quick", "layout")),),
     ((None, None, 2, (6, 6, 5)),),
     "rules.score.fives", (2, (2, 3)), (("points",), ("points", "pips", "doubles", "low_double")),
     513, "0", "R", False, 32),
)
