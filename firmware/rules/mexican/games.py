# Mexican Train's row of the games table [rules/README.md §1], in the
# columns rules.games names: its sets, players, options with their
# defaults, the tiles each player takes, its scorer and what a round's
# entry asks. A constant tuple: frozen, it is in flash.
#
# Options in the order §1 names them; those added later at the end.
# hand_size is not in the sources: a table that overrides the preset's
# hand size (§1 says to let the table override it); 0 = use the preset.
# blank_value: 0-0 worth 0, 25 or 50, or "halves": every blank half 25.
# positive_points turns the ranking round (rules.games.high_wins).
# joined_trains only at a table of more than 7 or with double-15 or
# double-18 (rules.mexican.deal.check_table).
#
# Deal, a row per preset and set: (preset, set, fewest players, the tiles
# each player takes for each player count from there up) [§1, "Deal: tiles
# per player"]. Where a preset gives no number for a set or player count,
# rules.deal works it out from the double-12 row.
TABLE = (
    ("mexican-train", False, (9, 12, 15, 18), 12, 2, 12, 0, (
        ("deal", "001", ("001", "003", "004", "cardinal", "pagat", "pressman")),
        ("engine_from_hand", False, ()), ("engine_holder_starts", False, ()),
        ("may_play_drawn", False, ()), ("doubles_newest_first", False, ()),
        ("one_double_per_turn", False, ()), ("first_turn_train", False, ()),
        ("mexican_needs_second_turn", False, ()), ("blank_double_50", False, ()),
        ("blank_value", 0, (0, 25, 50, "halves")), ("marker_penalty", 0, (0, 5, 10, 25)),
        ("positive_points", False, ()), ("hand_size", 0, ("whole", 0, 40)),
        ("extra_on_first_double", False, ()), ("joined_trains", False, ())),
     (("001", 12, 2, (16, 16, 15, 14, 12, 10, 9)),
      ("001", 9, 2, (15, 13, 10)),
      ("003", 12, 2, (15, 16, 14, 12, 11, 10, 9)),
      ("004", 12, 2, (12, 12, 12, 12, 12, 10, 10, 8, 8)),
      ("cardinal", 12, 2, (15, 15, 15, 12, 12, 11, 11)),
      ("cardinal", 9, 2, (9, 9, 9, 7, 7, 7, 6)),
      ("cardinal", 15, 2, (15, 15, 15, 15, 15, 13, 13, 11, 11, 11, 11)),
      ("pagat", 12, 2, (15, 15, 15, 12, 12, 10, 10, 8, 8)),
      ("pressman", 12, 2, (15, 15, 15, 11, 11, 8, 8))),
     "rules.mexican.score", (),
     (("pips", "holds_blank_double", "blanks", "markers"), ("pips", "holds_blank_double", "blanks", "markers"))),
)
