# The line games' rows of the games table [rules/README.md §2-4, 10, 11,
# 13], in the columns rules.games names, then the family's own:
#   turn     rules.turn's Turn.flags: how a player who cannot play draws
#            (1 one tile, 2 until a tile fits), 16 the last bazaar tile is
#            never taken, 32 Seven's sums of the ends; and the referee's
#            128 two doubles may go out together, 2048 only 0-0 and 6-6
#            (rules.line.variants adds 4096, Kids' smallest: one direction
#            and fewer pictures)
#   opening  who opens the first round, with what; later, who opens the
#            rounds after it (rules.opening's letters)
#   free     whether the first round's opener may lead any tile (Block and
#            Draw [000]: "игроку, начинающему игру, не обязательно сразу
#            ставить свою самую сильную костяшку")
#   redeal   what forces a redeal (rules.line.variants.redeal's bits)
# Deal: (the deal option or None, None, fewest players, the tiles each
# player takes for each player count from there up): deal 000 is 7 for 2
# and 6 for 3-4, 002 is 7 and 5 [§2]; Seven [§11]: "7 each or fewer,
# leaving a smaller market", 7 while a market is left, then one fewer per
# extra player. A constant tuple: frozen, it is in flash.
TABLE = (
    # §2: direction is §0's table option. lone_blank_25: the yard rule of
    # 002, a hand of only 0-0 counts 25. starter blank_double: 0-0 and up
    # [002 l.43, l.361]; fisherman_wins: a block is the fisherman's, who
    # takes every hand's pips [002 l.51, l.365]; targets 101 and 125 [002
    # l.51]; single_round: one round decides [000 l.222].
    ("block", True, (6,), 6, 2, 4, 0, (
        ("deal", "000", ("000", "002")),
        ("starter", "highest_double", ("highest_double", "lowest_double", "blank_double")),
        ("winner_starts", False, ()),
        ("blocked_score", "difference", ("difference", "others_total")),
        ("fisherman_wins", False, ()),
        ("target", 100, (50, 100, 101, 125, 200, 300, 500)),
        ("single_round", False, ()),
        ("min_open_15", False, ()),
        ("redeal_5_doubles", False, ()),
        ("direction", "clockwise", ("clockwise", "counterclockwise")),
        ("lone_blank_25", False, ()), ("referee", "quick", ("quick", "layout"))),
     (("000", None, 2, (7, 6, 6)), ("002", None, 2, (7, 5, 5))),
     "rules.score.block", (0, 0, False, 0), (("pips",), ("pips",)),
     0, "6", "R", True, 0),
    # §2, Draw game: Block's options, and draw until a tile fits
    # (default), or draw one and choose, or draw one that cannot be played.
    ("draw", True, (6,), 6, 2, 4, 0, (
        ("deal", "000", ("000", "002")),
        ("starter", "highest_double", ("highest_double", "lowest_double", "blank_double")),
        ("winner_starts", False, ()),
        ("blocked_score", "difference", ("difference", "others_total")),
        ("fisherman_wins", False, ()),
        ("target", 100, (50, 100, 101, 125, 200, 300, 500)),
        ("single_round", False, ()),
        ("min_open_15", False, ()),
        ("redeal_5_doubles", False, ()),
        ("direction", "clockwise", ("clockwise", "counterclockwise")),
        ("draw_rule", "until_fits", ("until_fits", "one_then_choose", "one_no_play")),
        ("lone_blank_25", False, ()), ("referee", "quick", ("quick", "layout"))),
     (("000", None, 2, (7, 6, 6)), ("002", None, 2, (7, 5, 5))),
     "rules.score.block", (0, 0, False, 0), (("pips",), ("pips",)),
     2, "6", "R", True, 0),
    # §2, two-player version: with no double, redeal or the highest tile
    # starts. kozel: two-player Kozel [002, first article]: 1-1 and up
    # opens, draw until a tile fits, scored as the two-player game.
    ("two-player", False, (6,), 6, 2, 2, 0, (
        ("no_double", "redeal", ("redeal", "highest_tile")), ("target", 100, (100,)),
        ("kozel", False, ()), ("referee", "quick", ("quick", "layout"))),
     ((None, None, 2, (7,)),),
     "rules.score.block", (1, 0, True, 2),
     (("pips", "only_blank_double", "holds_top_double"), ("pips", "only_blank_double", "holds_top_double")),
     1, "6", "R", False, 0),
    # fisherman_wins: a block is won by the fisherman, who leads next, and
    # everyone else records [002, second Kozel article].
    ("kozel", False, (6,), 6, 2, 4, 1, (
        ("target", 101, (101,)),
        ("min_open", 13, (13,)),
        ("direction", "clockwise", ("clockwise", "counterclockwise")),
        ("fisherman_wins", False, ()),
        ("referee", "quick", ("quick", "layout"))),
     ((None, None, 2, (7, 7, 7)),),
     "rules.score.kozel", (0, 13, False, 101, 0), (("pips",), ("pips",)),
     18, "1", "W", False, 0),
    # §3, Sport dominoes: rounds agreed, a multiple of 4.
    ("sport", False, (6,), 6, 4, 4, 2, (
        ("rounds", 8, (4, 8, 12, 16, 20, 24)),
        ("fisherman_wins", False, ()),
        ("referee", "quick", ("quick", "layout"))),
     ((None, None, 4, (7,)),),
     "rules.score.kozel", (0, 13, False, 0, 2), (("pips",), ("pips",)),
     18, "1", "N", False, 0),
    # §4: the defaults, then the second article's options. weekday: the
    # day of the first round's opening double, 1 Monday (1-1) .. 6
    # Saturday (6-6), 7 Sunday (0-0) [002, item 5]. Redeal: five doubles
    # or six tiles of one suit in a hand.
    ("sea-kozel", False, (6,), 6, 2, 4, 1, (
        ("target", 125, (125,)), ("both_doubles_value", 12, (12, 75)),
        ("opening", "weekday", ("weekday", "sequence")), ("weekday", 1, ("whole", 1, 7)),
        ("winner_records_all", False, ()), ("pairs_required", False, ()),
        ("open_66_for_100", False, ()),
        ("fisherman_privileges", False, ()),
        ("referee", "quick", ("quick", "layout"))),
     ((None, None, 2, (7, 7, 7)),),
     "rules.score.sea", (),
     (("pips", "only_blank_double", "only_top_double", "only_both_doubles", "opened", "finish"),
      ("pips", "only_blank_double", "only_top_double", "only_both_doubles", "opened")),
     18 | 128, "D", "W", False, 3),
    # §10: option only a 0-0 finish counts, no signalling; option
    # both_doubles_general: only 0-0 and 6-6 at once make a General [002].
    # Six or eight players: two pairs at the table, the others waiting
    # (rules.score.tally.general seats them) [002 l.250, l.503].
    ("general", False, (6,), 6, 4, 8, 2, (
        ("blank_finish_only", False, ()),
        ("both_doubles_general", False, ()),
        ("referee", "quick", ("quick", "layout"))),
     ((None, None, 4, (7, 7, 7, 7, 7)),),
     "rules.score.tally", 0, (("finish",), ()),
     18 | 128 | 2048, "1", "R", False, 0),
    # §11: three sticks and a seat is out of the game; new_party: the
    # same players' next party opens with the 2-2 [002 l.273].
    ("seven", False, (6,), 6, 2, 6, 0, (
        ("sticks", 3, (3,)),
        ("new_party", False, ()),
        ("referee", "quick", ("quick", "layout"))),
     ((None, None, 2, (7, 7, 6, 5, 4)),),
     "rules.score.tally", 1, (("pips", "doubles", "dpips"), ("pips", "doubles", "dpips")),
     33, "1", "W", False, 0),
    # §13. smallest: 000's rules for the smallest children (fewer
    # pictures, 5 tiles each, one direction, face up, no reserve): its deal
    # row is the one its name keys (rules.deal.hand_size).
    ("kids", True, (6,), 6, 2, 5, 0, (("smallest", False, ()), ("referee", "quick", ("quick", "layout"))),
     ((None, None, 2, (6, 6, 6, 5)), ("smallest", None, 2, (5, 5, 5, 5))),
     "rules.score.tally", 2, ((), ("tiles",)),
     1, "0", "R", False, 0),
)
