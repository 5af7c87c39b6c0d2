# Every game Boneyard knows, as data: its protocol name, its family, which
# way it ranks, the sets and player counts it is played with, whether it has
# teams, and its options with their defaults [rules/README.md sections
# 1-13]. Engines, referees, screens, scoring and the host's rules command
# all read this table, so a game's shape is written down once.
#
# game(name) -> (sets, default set, min players, max players, teams, options)
#   teams: 0 none, 1 optional (two pairs sitting opposite), 2 always pairs,
#          3 pairs when four play (teams_rule())
#   options: {name: (default, allowed values)}; allowed () means a boolean
# family(name): "mexican", "line", "cross", "sausage" or "counting": which engine,
# referee, dealer and protocol code play it (rules/<family>/, app/screens/
# <family>/, host_tools/protocol/<family>.py).
# high_wins(name, options): whether the highest total leads the standings.
#
# The table is a constant tuple of tuples of strings and numbers: frozen into
# the image it lives in flash and costs no heap; a game's options dict is
# built only for the game asked about.

_BOOL = ()
# An option's allowed values: a tuple of them, () for a boolean, or
# ("whole", lo, hi) for a whole number from lo to hi. The refereed games'
# house rule, referee quick/layout, is how the device referees a round
# (app.screens.line.referee, cross_referee): plays, draws and knocks
# (quick), or each tile with its end (layout). Every entry is a literal:
# a name in it would make the table a tuple built on the heap at import.
# (name, family, points won (the highest total leads), sets, default set,
#  min players, max players, teams, ((option, default, allowed), ...))
_TABLE = (
    # RULES 1, options in the order the section names them. hand_size is
    # not in the sources: a table that overrides the preset's hand size
    # (RULES 1 says to let the table override it); 0 = use the preset.
    # blank_value: 0-0 worth 0, 25 or 50, or "halves": every blank half 25.
    # positive_points turns the ranking round (high_wins()).
    ("mexican-train", "mexican", False, (9, 12, 15, 18), 12, 2, 12, 0, (
        ("deal", "001", ("001", "003", "004", "cardinal", "pagat", "pressman")),
        ("engine_from_hand", False, ()), ("engine_holder_starts", False, ()),
        ("may_play_drawn", False, ()), ("doubles_newest_first", False, ()),
        ("one_double_per_turn", False, ()), ("first_turn_train", False, ()),
        ("mexican_needs_second_turn", False, ()), ("blank_double_50", False, ()),
        ("blank_value", 0, (0, 25, 50, "halves")), ("marker_penalty", 0, (0, 5, 10, 25)),
        ("positive_points", False, ()), ("hand_size", 0, ("whole", 0, 40)))),
    # RULES 2: deal 000 is 7 for 2 and 6 for 3-4, 002 is 7 and 5;
    # direction is RULES 0's table option.
    # lone_blank_25: the yard rule of 002, a hand of only 0-0 counts 25.
    ("block", "line", True, (6,), 6, 2, 4, 0, (
        ("deal", "000", ("000", "002")),
        ("starter", "highest_double", ("highest_double", "lowest_double")),
        ("winner_starts", False, ()),
        ("blocked_score", "difference", ("difference", "others_total")),
        ("target", 100, (50, 100, 200, 300, 500)),
        ("min_open_15", False, ()),
        ("redeal_5_doubles", False, ()),
        ("direction", "clockwise", ("clockwise", "counterclockwise")),
        ("lone_blank_25", False, ()), ("referee", "quick", ("quick", "layout")))),
    # RULES 2, Draw game: Block's options, and draw until a tile fits
    # (default), or draw one and choose, or draw one that cannot be played.
    ("draw", "line", True, (6,), 6, 2, 4, 0, (
        ("deal", "000", ("000", "002")),
        ("starter", "highest_double", ("highest_double", "lowest_double")),
        ("winner_starts", False, ()),
        ("blocked_score", "difference", ("difference", "others_total")),
        ("target", 100, (50, 100, 200, 300, 500)),
        ("min_open_15", False, ()),
        ("redeal_5_doubles", False, ()),
        ("direction", "clockwise", ("clockwise", "counterclockwise")),
        ("draw_rule", "until_fits", ("until_fits", "one_then_choose", "one_no_play")),
        ("lone_blank_25", False, ()), ("referee", "quick", ("quick", "layout")))),
    # RULES 2, two-player version: with no double, redeal or the highest
    # tile starts. kozel: two-player Kozel [002, first article]: 1-1 and up
    # opens, draw until a tile fits, scored as the two-player game.
    ("two-player", "line", False, (6,), 6, 2, 2, 0, (
        ("no_double", "redeal", ("redeal", "highest_tile")), ("target", 100, (100,)),
        ("kozel", False, ()), ("referee", "quick", ("quick", "layout")))),
    # fisherman_wins: a block is won by the fisherman, who leads next, and
    # everyone else records [002, second Kozel article].
    ("kozel", "line", False, (6,), 6, 2, 4, 1, (
        ("target", 101, (101,)),
        ("min_open", 13, (13,)),
        ("direction", "clockwise", ("clockwise", "counterclockwise")),
        ("fisherman_wins", False, ()),
        ("referee", "quick", ("quick", "layout")))),
    # RULES 3, Sport dominoes: rounds agreed, a multiple of 4.
    ("sport", "line", False, (6,), 6, 4, 4, 2, (
        ("rounds", 8, (4, 8, 12, 16, 20, 24)),
        ("fisherman_wins", False, ()),
        ("referee", "quick", ("quick", "layout")))),
    # RULES 4: the defaults, then the second article's options.
    # weekday: the day of the first round's opening double, 1 Monday (1-1)
    # .. 6 Saturday (6-6), 7 Sunday (0-0) [002, item 5].
    ("sea-kozel", "line", False, (6,), 6, 2, 4, 1, (
        ("target", 125, (125,)), ("both_doubles_value", 12, (12, 75)),
        ("opening", "weekday", ("weekday", "sequence")), ("weekday", 1, ("whole", 1, 7)),
        ("winner_records_all", False, ()), ("pairs_required", False, ()),
        ("open_66_for_100", False, ()),
        ("fisherman_privileges", False, ()),
        ("referee", "quick", ("quick", "layout")))),
    ("checheve", "cross", False, (6,), 6, 2, 4, 0, (
        ("target", 101, (101,)),
        ("referee", "quick", ("quick", "layout")))),
    ("donkey", "cross", False, (6,), 6, 2, 4, 1, (
        ("target", 101, (101,)),
        ("min_open", 13, (13,)),
        ("direction", "clockwise", ("clockwise", "counterclockwise")),
        ("fisherman_wins", False, ()),
        ("referee", "quick", ("quick", "layout")))),
    # RULES 7: opener 0-0 (option 2-3); game to 225 (option 151).
    # RULES 7: two players, three (a bazaar), or four as two pairs.
    ("telephone", "cross", True, (6,), 6, 2, 4, 3, (
        ("opener", "0-0", ("0-0", "2-3")),
        ("target", 225, (225, 151)),
        ("referee", "quick", ("quick", "layout")))),
    ("muggins", "cross", True, (6,), 6, 2, 4, 0, (
        ("target", 200, (200,)),
        ("referee", "quick", ("quick", "layout")))),
    ("bergen", "cross", True, (6,), 6, 2, 4, 0, (("referee", "quick", ("quick", "layout")),)),
    # RULES 10: option only a 0-0 finish counts, no signalling; option
    # both_doubles_general: only 0-0 and 6-6 at once make a General [002].
    ("general", "line", False, (6,), 6, 4, 4, 2, (
        ("blank_finish_only", False, ()),
        ("both_doubles_general", False, ()),
        ("referee", "quick", ("quick", "layout")))),
    ("seven", "line", False, (6,), 6, 2, 6, 0, (
        ("sticks", 3, (3,)),
        ("referee", "quick", ("quick", "layout")))),
    ("sausage", "sausage", False, (6,), 6, 2, 2, 0, (
        ("target", 101, (101, 151, 201)),
        ("referee", "quick", ("quick", "layout")))),
    ("kids", "line", True, (6,), 6, 2, 5, 0, (("referee", "quick", ("quick", "layout")),)),
    # RULES 14, Chaplygin's counting game [000]: plates of 0 to 20 dots
    # (its "set", 20, is the largest plate), 2 to 4 children; the step
    # played (rules.counting.steps) and the rounds a sitting lasts; rounds
    # won lead (rules.counting.score).
    ("counting", "counting", True, (20,), 20, 2, 4, 0, (
        ("step", "2.1", ("1", "2.1", "2.2", "2.3", "3.1", "3.2", "4", "5", "6", "7", "8")),
        ("rounds", 5, ("whole", 1, 13)))),
)

ALIASES = {"chechevé": "checheve"}


def _entry(name):
    for e in _TABLE:
        if e[0] == name:
            return e
    return None


def _row(e, full=True):
    opts = {}
    for key, default, allowed in e[8] if full else ():
        if allowed[:1] == ("whole",):
            allowed = range(allowed[1], allowed[2] + 1)
        opts[key] = (default, allowed)
    return (e[3], e[4], e[5], e[6], e[7], opts)


def names():
    """Every game's protocol name, sorted."""
    return sorted(e[0] for e in _TABLE)


def listed(played=None):
    """Every game as the game list shows them: by family (Mexican Train,
    the line games, the cross games, Sausage, Counting), the most played first
    within each (played: {game: matches}), then in RULES.md's order."""
    played = played or {}
    order = ("mexican", "line", "cross", "sausage", "counting")
    rows = [(order.index(e[1]), -played.get(e[0], 0), i, e[0]) for i, e in enumerate(_TABLE)]
    rows.sort()
    return [r[3] for r in rows]


def family(name):
    """The game's family: "mexican", "line", "cross", "sausage" or
    "counting"."""
    return _known(name)[1]


def high_wins(name, options=None):
    """Whether the highest total leads: the games of points won [RULES 2,
    7-9], and Mexican Train played with positive points [RULES 1]."""
    return _known(name)[2] or bool(options and options.get("positive_points"))


def _known(name):
    e = _entry(ALIASES.get(name, name)) if isinstance(name, str) else None
    if e is None:
        from rules import RulesError
        raise RulesError("unknown game %r; games are %s" % (name, ", ".join(names())))
    return e


def game(name, full=True):
    """The table row of a game, or a RulesError naming the known games;
    full=False: without its options (an empty dict), for the checks that
    read only the sets and players, so a new match does not build them
    three times over on a crowded heap."""
    return _row(_known(name), full)


def canonical(name):
    game(name, False)
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
            # 25.0 == 25, but a float is no option value (type(), as a bool
            # is an int to isinstance).
            elif type(value) not in (int, str) or value not in allowed:
                if isinstance(allowed, range):
                    raise RulesError("option %s takes a whole number from %d to %d, not %r" % (
                        key, min(allowed), max(allowed), value))
                raise RulesError("option %s takes one of %s, not %r" % (
                    key, ", ".join(repr(v) for v in allowed), value))
            out[key] = value
    return out


def changed(name, given):
    """Only the options that differ from the game's defaults (checked like
    options()): what a remembered table or house rule keeps, so a later
    firmware's new defaults still apply."""
    full = options(name, given)
    base = options(name)
    out = {}
    for k in full:
        if full[k] != base[k] or type(full[k]) is not type(base[k]):
            out[k] = full[k]
    return out


def teams_rule(row, players):
    """How a game is played in teams by `players`: 0 alone, 1 alone or as
    two pairs, 2 as two pairs. The table's teams column is one of these,
    or 3: two pairs when four play, else alone (Telephone [RULES.md 7])."""
    k = row[4]
    if k == 3:
        return 2 if players == 4 else 0
    return k


def check_players(name, players, set_n=None):
    from rules import RulesError
    row = game(name, False)
    if set_n is not None and set_n not in row[0]:
        raise RulesError("%s is played with %s, not double-%s" % (
            canonical(name), " or ".join("double-%d" % s for s in row[0]), set_n))
    if not row[2] <= players <= row[3]:
        if row[2] == row[3]:
            raise RulesError("%s is for %d players, not %d" % (canonical(name), row[2], players))
        raise RulesError("%s is for %d to %d players, not %d" % (canonical(name), row[2], row[3], players))
