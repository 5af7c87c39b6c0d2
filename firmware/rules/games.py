# Every game Boneyard knows, as data: its protocol name, the sets and player
# counts it is played with, whether it has teams, and its options with their
# defaults [RULES.md sections 1-13]. Engines, referee screens and scoring all
# read this table, so a game's shape is written down once.
#
# game(name) -> (sets, default set, min players, max players, teams, options)
#   teams: 0 none, 1 optional (two pairs sitting opposite), 2 always pairs,
#          3 pairs when four play (teams_rule())
#   options: {name: (default, allowed values)}; allowed () means a boolean
# GAMES: {name: that row} for every game (built when asked for).
#
# The table is kept as text, one line a game, and a row is built only for
# the game asked about: a dict of tuples for every game would hold some
# 7 KB of heap (and intern every word) whenever this module is loaded.
# A line: "name sets default-set min-max teams option option ...", sets
# "/"-separated; an option is "key?" (a boolean, off by default) or
# "key=v/v/v" (its allowed values, the first the default unless one is
# marked "*"; "a..b" a whole number from a to b; a leading "'" keeps digits
# a string, e.g. the deal preset '001).

_BOOL = ()

_TABLE = (
    # RULES.md 1, options in the order the section names them. hand_size is
    # not in the sources: a table that overrides the preset's hand size
    # (RULES.md 1 says to let the table override it); 0 = use the preset.
    # blank_value: 0-0 worth 0, 25 or 50, or "halves": every blank half 25.
    "mexican-train 9/12/15/18 12 2-12 0 deal='001/'003/'004/cardinal/pagat/pressman"
    " engine_from_hand? engine_holder_starts? may_play_drawn? doubles_newest_first?"
    " one_double_per_turn? first_turn_train? mexican_needs_second_turn? blank_double_50?"
    " blank_value=0/25/50/halves marker_penalty=0/5/10/25 positive_points? hand_size=0..40",
    # R: referee=quick/layout (the cross rows spell it out; the table's bytes on the heap
    # decide bench_app's 96 KB run): how the device referees a round (app.screens.line_referee,
    # cross_referee): plays, draws and knocks (quick), or each tile with its end (layout).
    # RULES.md 2: deal '000 is 7 for 2 and 6 for 3-4, '002 is 7 and 5;
    # direction is RULES.md 0's table option.
    # lone_blank_25: the yard rule of 002, a hand of only 0-0 counts 25.
    "block 6 6 2-4 0 deal='000/'002 starter=highest_double/lowest_double winner_starts?"
    " blocked_score=difference/others_total target=50/*100/200/300/500 min_open_15? redeal_5_doubles?"
    " direction=clockwise/counterclockwise lone_blank_25? R",
    # RULES.md 2, Draw game: Block's options, and draw until a tile fits
    # (default), or draw one and choose, or draw one that cannot be played.
    "draw 6 6 2-4 0 deal='000/'002 starter=highest_double/lowest_double winner_starts?"
    " blocked_score=difference/others_total target=50/*100/200/300/500 min_open_15? redeal_5_doubles?"
    " direction=clockwise/counterclockwise draw_rule=until_fits/one_then_choose/one_no_play lone_blank_25? R",
    # RULES.md 2, two-player version: with no double, redeal or the highest
    # tile starts. kozel: two-player Kozel [002, first article]: 1-1 and up
    # opens, draw until a tile fits, scored as the two-player game.
    "two-player 6 6 2-2 0 no_double=redeal/highest_tile target=100 kozel? R",
    # fisherman_wins: a block is won by the fisherman, who leads next, and
    # everyone else records [002, second Kozel article].
    "kozel 6 6 2-4 1 target=101 min_open=13 direction=clockwise/counterclockwise fisherman_wins? R",
    # RULES.md 3, Sport dominoes: rounds agreed, a multiple of 4.
    "sport 6 6 4-4 2 rounds=4/*8/12/16/20/24 fisherman_wins? R",
    # RULES.md 4: the defaults, then the second article's options.
    # weekday: the day of the first round's opening double, 1 Monday (1-1)
    # .. 6 Saturday (6-6), 7 Sunday (0-0) [002, item 5].
    "sea-kozel 6 6 2-4 1 target=125 both_doubles_value=12/75 opening=weekday/sequence weekday=1..7"
    " winner_records_all? pairs_required? open_66_for_100? fisherman_privileges? R",
    "checheve 6 6 2-4 0 target=101 referee=quick/layout",
    "donkey 6 6 2-4 1 target=101 min_open=13 direction=clockwise/counterclockwise fisherman_wins? referee=quick/layout",
    # RULES.md 7: opener 0-0 (option 2-3); game to 225 (option 151).
    # RULES.md 7: two players, three (a bazaar), or four as two pairs.
    "telephone 6 6 2-4 3 opener=0-0/2-3 target=225/151 referee=quick/layout",
    "muggins 6 6 2-4 0 target=200 referee=quick/layout",
    "bergen 6 6 2-4 0 referee=quick/layout",
    # RULES.md 10: option only a 0-0 finish counts, no signalling; option
    # both_doubles_general: only 0-0 and 6-6 at once make a General [002].
    "general 6 6 4-4 2 blank_finish_only? both_doubles_general? R",
    "seven 6 6 2-6 0 sticks=3 R",
    "sausage 6 6 2-2 0 target=101/151/201 R",
    "kids 6 6 2-5 0 R",
)

ALIASES = {"chechevé": "checheve"}


def _value(w):
    if w[:1] == "'":
        return w[1:]
    if w.isdigit():
        return int(w)
    return w


def _row(line, full=True):
    words = line.split()
    lo, hi = words[3].split("-")
    opts = {}
    for w in words[5:] if full else ():
        if w == "R":
            w = "referee=quick/layout"   # the refereed games' house rule, spelt once
        if w[-1] == "?":
            opts[w[:-1]] = (False, _BOOL)
            continue
        key, vals = w.split("=")
        if ".." in vals:
            a, b = vals.split("..")
            opts[key] = (int(a), range(int(a), int(b) + 1))
            continue
        allowed = []
        default = None
        for v in vals.split("/"):
            if v[:1] == "*":
                v = v[1:]
                default = _value(v)
            allowed.append(_value(v))
        opts[key] = (allowed[0] if default is None else default, tuple(allowed))
    return (tuple(int(s) for s in words[1].split("/")), int(words[2]), int(lo), int(hi),
            int(words[4]), opts)


def _line(name):
    # A whole first word: "kozel 6" is no game, not Kozel.
    if " " in name:
        return None
    for line in _TABLE:
        if line[:len(name) + 1] == name + " ":
            return line
    return None


def names():
    """Every game's protocol name, sorted."""
    return sorted(line[:line.find(" ")] for line in _TABLE)


def __getattr__(attr):
    # games.GAMES: the whole table, built on demand (host tools and tests).
    if attr == "GAMES":
        return dict((n, _row(_line(n))) for n in names())
    raise AttributeError(attr)


def game(name, full=True):
    """The table row of a game, or a RulesError naming the known games;
    full=False: without its options (an empty dict), for the checks that
    read only the sets and players, so a new match does not build them
    three times over on a crowded heap."""
    line = _line(ALIASES.get(name, name)) if isinstance(name, str) else None
    if line is None:
        from rules import RulesError
        raise RulesError("unknown game %r; games are %s" % (name, ", ".join(names())))
    return _row(line, full)


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
