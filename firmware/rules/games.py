# Every game Boneyard knows, as data: its protocol name, the sets and player
# counts it is played with, whether it has teams, and its options with their
# defaults [RULES.md sections 1-13]. Engines, referee screens and scoring all
# read this table, so a game's shape is written down once.
#
# GAMES[name] = (sets, default set, min players, max players, teams, options)
#   teams: 0 none, 1 optional (two pairs sitting opposite), 2 always pairs
#   options: {name: (default, allowed values)}; allowed () means a boolean

_BOOL = ()
_DIRECTION = ("clockwise", "counterclockwise")  # RULES.md 0: a table option

MEXICAN_OPTIONS = {
    # RULES.md 1, in the order the section names them.
    "deal": ("001", ("001", "003", "004", "cardinal", "pagat", "pressman")),
    "engine_from_hand": (False, _BOOL),
    "engine_holder_starts": (False, _BOOL),
    "may_play_drawn": (False, _BOOL),
    "doubles_newest_first": (False, _BOOL),
    "one_double_per_turn": (False, _BOOL),
    "first_turn_train": (False, _BOOL),
    "mexican_needs_second_turn": (False, _BOOL),
    "blank_double_50": (False, _BOOL),
    # 0-0 worth 0, 25 or 50, or "halves": every blank half worth 25.
    "blank_value": (0, (0, 25, 50, "halves")),
    "marker_penalty": (0, (0, 5, 10, 25)),
    "positive_points": (False, _BOOL),
    # Not in the sources: a table that overrides the preset's hand size
    # (RULES.md 1 says to let the table override it). 0 = use the preset.
    "hand_size": (0, range(0, 41)),
}

_BLOCK_OPTIONS = {
    # RULES.md 2: deal "000" is 7 for 2 and 6 for 3-4, "002" is 7 and 5.
    "deal": ("000", ("000", "002")),
    "starter": ("highest_double", ("highest_double", "lowest_double")),
    "winner_starts": (False, _BOOL),
    "blocked_score": ("difference", ("difference", "others_total")),
    "target": (100, (50, 100, 200)),
    "min_open_15": (False, _BOOL),
    "redeal_5_doubles": (False, _BOOL),
    "direction": ("clockwise", _DIRECTION),
}

_DRAW_OPTIONS = dict(_BLOCK_OPTIONS)
# RULES.md 2, Draw game: draw until a tile fits (default), or draw one and
# choose, or draw one that cannot be played this turn.
_DRAW_OPTIONS["draw_rule"] = ("until_fits", ("until_fits", "one_then_choose", "one_no_play"))

_KOZEL_OPTIONS = {
    "target": (101, (101,)),
    "min_open": (13, (13,)),
    "direction": ("clockwise", _DIRECTION),
}

GAMES = {
    "mexican-train": ((9, 12, 15, 18), 12, 2, 12, 0, MEXICAN_OPTIONS),
    "block": ((6,), 6, 2, 4, 0, _BLOCK_OPTIONS),
    "draw": ((6,), 6, 2, 4, 0, _DRAW_OPTIONS),
    "two-player": ((6,), 6, 2, 2, 0, {
        # RULES.md 2, two-player version: with no double, redeal or the
        # highest tile starts.
        "no_double": ("redeal", ("redeal", "highest_tile")),
        "target": (100, (100,)),
    }),
    "kozel": ((6,), 6, 2, 4, 1, _KOZEL_OPTIONS),
    "sport": ((6,), 6, 4, 4, 2, {
        # RULES.md 3, Sport dominoes: rounds agreed, a multiple of 4.
        "rounds": (8, (4, 8, 12, 16, 20, 24)),
    }),
    "sea-kozel": ((6,), 6, 2, 4, 1, {
        # RULES.md 4: the defaults, then the second article's options.
        "target": (125, (125,)),
        "both_doubles_value": (12, (12, 75)),
        "opening": ("weekday", ("weekday", "sequence")),
        "winner_records_all": (False, _BOOL),
        "pairs_required": (False, _BOOL),
        "open_66_for_100": (False, _BOOL),
        "fisherman_privileges": (False, _BOOL),
    }),
    "checheve": ((6,), 6, 2, 4, 0, {"target": (101, (101,))}),
    "donkey": ((6,), 6, 2, 4, 1, _KOZEL_OPTIONS),
    "telephone": ((6,), 6, 2, 4, 1, {
        # RULES.md 7: opener 0-0 (option 2-3); game to 225 (option 151).
        "opener": ("0-0", ("0-0", "2-3")),
        "target": (225, (225, 151)),
    }),
    "muggins": ((6,), 6, 2, 4, 0, {"target": (200, (200,))}),
    "bergen": ((6,), 6, 2, 4, 0, {}),
    "general": ((6,), 6, 4, 4, 2, {
        # RULES.md 10: option only a 0-0 finish counts, no signalling.
        "blank_finish_only": (False, _BOOL),
    }),
    "seven": ((6,), 6, 2, 6, 0, {"sticks": (3, (3,))}),
    "sausage": ((6,), 6, 2, 2, 0, {"target": (101, (101, 151, 201))}),
    "kids": ((6,), 6, 2, 5, 0, {}),
}

ALIASES = {"chechevé": "checheve"}


def game(name):
    """The table row of a game, or a RulesError naming the known games."""
    row = GAMES.get(ALIASES.get(name, name))
    if row is None:
        from rules import RulesError
        raise RulesError("unknown game %r; games are %s" % (name, ", ".join(sorted(GAMES))))
    return row


def canonical(name):
    game(name)
    return ALIASES.get(name, name)


def options(name, given=None):
    """Every option of the game with its value: the defaults overlaid with
    the ones given. An unknown option or value is refused, never ignored."""
    from rules import RulesError
    table = game(name)[5]
    out = {}
    for key in table:
        out[key] = table[key][0]
    if given:
        for key in given:
            if key not in table:
                raise RulesError("unknown option %r for %s; options are %s" % (
                    key, canonical(name), ", ".join(sorted(table)) or "none"))
            value = given[key]
            allowed = table[key][1]
            if allowed == _BOOL:
                if value is not True and value is not False:
                    raise RulesError("option %s takes true or false, not %r" % (key, value))
            elif isinstance(value, bool) or value not in allowed:
                if isinstance(allowed, range):
                    raise RulesError("option %s takes a whole number from %d to %d, not %r" % (
                        key, min(allowed), max(allowed), value))
                raise RulesError("option %s takes one of %s, not %r" % (
                    key, ", ".join(repr(v) for v in allowed), value))
            out[key] = value
    return out


def check_players(name, players, set_n=None):
    from rules import RulesError
    row = game(name)
    if set_n is not None and set_n not in row[0]:
        raise RulesError("%s is played with %s, not double-%s" % (
            canonical(name), " or ".join("double-%d" % s for s in row[0]), set_n))
    if not row[2] <= players <= row[3]:
        if row[2] == row[3]:
            raise RulesError("%s is for %d players, not %d" % (canonical(name), row[2], players))
        raise RulesError("%s is for %d to %d players, not %d" % (canonical(name), row[2], row[3], players))
