# Every game Boneyard knows, as data. Each family keeps its games in its
# own table, rules/<family>/games.py (rules.families names the families
# and their games); every table has the same first columns, read here:
#   name      the protocol's name
#   high      points won: the highest total leads the standings
#   sets      the sets it is played with, then the default set
#   players   the fewest and the most players
#   teams     0 none, 1 optional (two pairs sitting opposite), 2 always
#             pairs, 3 pairs when four play (teams_rule())
#   options   ((name, default, allowed), ...): allowed is a tuple of the
#             values, () for a boolean, or ("whole", lo, hi) for a whole
#             number from lo to hi. The refereed games' house rule,
#             referee quick/layout, is how the device referees a round:
#             plays, draws and knocks (quick), or each tile with its end
#             (layout)
#   deal      the tiles each player takes (rules.deal)
#   scorer    the module that scores it (score(match)), and the facts that
#             scorer reads of the game (its own columns)
#   entry     what a round's entry asks: (facts when somebody went out,
#             facts when blocked), rules.score.entry
# then the family's own columns (its rules/<family>/games.py says them).
# Engines, referees, screens, scoring and the host's rules command all read
# these rows, so a game's facts are written down once.
#
# game(name) -> (sets, default set, min players, max players, teams, options)
#   options: {name: (default, allowed values)}
# family(name): the family that plays it (rules.families).
# high_wins(name, options): whether the highest total leads the standings.
#
# The tables are constant tuples of tuples of strings and numbers: frozen
# into the image they live in flash and cost no heap; a game's options dict
# is built only for the game asked about.
from micropython import const

_BOOL = ()
# The columns every family's table has.
_HIGH = const(1)
_SETS = const(2)
_OPTIONS = const(7)
_DEAL = const(8)
_SCORER = const(9)
_ENTRY = const(11)

def _entry(name):
    """(name, its row, its family's row) of the game `name` (row and family
    None when unknown). The last game asked about is remembered while this
    module is loaded: a screen change asks about the same game a dozen
    times (the screens, the match, the scorer), and each lookup imported
    its family's table by a name made anew, some 20,000 instructions
    (Kozel's OK on setup 7.61 -> 7.21 M, its first round's save 6.13 ->
    5.87 M, bench_press_cost)."""
    c = _last[0]
    if c is not None and c[0] == name:
        return c
    e = f = None
    if isinstance(name, str):
        from rules import families
        g = _alias(name)
        f = families.family(g)
        if f is not None:
            for r in __import__("rules.%s.games" % f[0], None, None, ("TABLE",)).TABLE:
                if r[0] == g:
                    e = r
                    break
    c = _last[0] = (name, e, f)
    return c


_last = [None]


def row(name):
    """A game's whole row of its family's table (a known, canonical name)."""
    return _known(name)


def deal(name):
    """The game's deal rows: ((deal option or None, set or None, fewest
    players, tiles each for each player count from there up), ...)."""
    return _known(name)[_DEAL]


def scorer(name):
    """(the module that scores the game, the facts that scorer reads)."""
    e = _known(name)
    return e[_SCORER], e[_SCORER + 1]


def entry(name):
    """(the facts a round's entry asks when somebody went out, ... when
    the round is blocked)."""
    return _known(name)[_ENTRY]


def _row(e, full=True):
    opts = {}
    for key, default, allowed in e[_OPTIONS] if full else ():
        if allowed[:1] == ("whole",):
            allowed = range(allowed[1], allowed[2] + 1)
        opts[key] = (default, allowed)
    return (e[_SETS], e[_SETS + 1], e[_SETS + 2], e[_SETS + 3], e[_SETS + 4], opts)


def names():
    """Every game's protocol name, sorted."""
    from rules.families import FAMILIES
    return sorted(g for f in FAMILIES for g in f[1])


def listed():
    """Every game as the game list shows them, always in this order: by
    family (in rules.families' order), then in the rules reference's."""
    from rules.families import FAMILIES
    return [g for f in FAMILIES for g in f[1]]


def family(name):
    """The name of the game's family (rules.families)."""
    _known(name)
    return _entry(name)[2][0]


def high_wins(name, options=None):
    """Whether the highest total leads: the games of points won [rules/README.md §2,
    7-9], and Mexican Train played with positive points [rules/README.md §1]."""
    return _known(name)[_HIGH] or bool(options and options.get("positive_points"))


def _known(name):
    e = _entry(name)[1]
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


def _alias(name):
    from rules.families import ALIASES
    for a, g in ALIASES:
        if a == name:
            return g
    return name


def canonical(name):
    game(name, False)
    return _alias(name)


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


def defaults(name, given):
    """Options already checked (options()'s answer: a match's, the
    protocol's, a simulation's), with the game's default for each it lacks
    (a match saved before the option was added): given itself when it
    lacks none. For the scorers, which read every option: options() again
    for each scoring was 185,000 instructions in Mexican Train (15
    options), a round's save scoring once or twice (bench_press_cost)."""
    out = given or {}
    for key, default, _ in _known(name)[_OPTIONS]:
        if key not in out:
            if out is given:
                out = dict(given)
            out[key] = default
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
    or 3: two pairs when four play, else alone (Telephone [rules/README.md §7])."""
    k = row[4]
    if k == 3:
        return 2 if players == 4 else 0
    return k


def step(options):
    """The way play and the deal pass round the table: 1 clockwise, -1
    counterclockwise (the table's option direction) [rules/README.md §0]."""
    return -1 if options.get("direction") == "counterclockwise" else 1


def seats(table, options, rounds):
    """The seats dealt in a round: all, but not those out of the game with
    their sticks (option sticks: Seven [rules/README.md §11]), and with
    pairs waiting their turn the four at the table, by place (General
    [§10]: the answer's "seated", the first four before a round is
    scored); rounds: the ledger's answer so far, or None."""
    n = len(table["names"])
    if rounds and "seated" in rounds:
        return list(rounds["seated"])
    if n > 4 and table.get("teams"):
        return [0, 1, 2, 3]
    limit = options.get("sticks")
    if not limit or not rounds:
        return list(range(n))
    return [s for s in range(n) if rounds["totals"][s] < limit]


def by_score(table, options):
    """Whether the seats dealt a round depend on the match so far
    (seats()): Seven's sticks, General's pairs waiting their turn."""
    return "sticks" in options or len(table["names"]) > 4 and bool(table.get("teams"))


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
