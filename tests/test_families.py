"""A family is a contract [issue 41]: which code runs a game is the
registry's (firmware/rules/families.py) and the family's own folders', so a
new game touches its family's folder and one registry row, and a new family
its folders, one row, its texts and its section of the rules reference.

Read from the source with Python's own parser: a game's or family's name
written outside the registry and that family's folders (a test of the
name: the code choosing what to run by it), a family's module importing
another family's, a shared module importing a family's by name (it reaches
a family through the registry), and a private name imported from another
module all fail here, each naming the place."""
import ast
import os

import pytest

import host_tools  # noqa: F401  (firmware/ on sys.path)
from rules import families

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FAMILY = {f[0]: set(f[1]) for f in families.FAMILIES}
GAMES = {g: f for f, games in FAMILY.items() for g in games}
GAMES.update((a, GAMES[g]) for a, g in families.ALIASES)
# "draw" names the Draw game and, everywhere else, the move (the protocol's
# {"draw": true}, a referee's DRAW): a test of the game's name is found by
# its other names (Block and Draw are tested together, "block" in the pair).
WORDS = {"draw"}
# A round's note in the scorer's answer (the protocol's "note") that is
# also a game's name: General's "general", a General made (the title, not
# the game), which the round's detail says in words.
NOTES = {("firmware/rules/score/tally.py", "general"), ("firmware/app/rounds.py", "general")}
# The registry, and rules.games, which looks a game up through it.
REGISTRY = ("firmware/rules/families.py", "firmware/rules/games.py")


def sources(top=ROOT):
    """(path from the root, parsed module) of every Python file of the
    firmware (not the vendored firmware/lib) and the host tools."""
    for part in ("firmware", "host_tools"):
        for d, dirs, files in os.walk(os.path.join(top, part)):
            dirs[:] = sorted(x for x in dirs if x != "lib" and not x.startswith("__"))
            for f in sorted(files):
                if f.endswith(".py"):
                    path = os.path.join(d, f)
                    with open(path, encoding="utf-8") as fh:
                        yield os.path.relpath(path, top).replace(os.sep, "/"), ast.parse(fh.read(), path)


def family_of(rel):
    """The family whose folder holds rel, or None for a shared module."""
    parts = rel.split("/")
    for i in range(1, len(parts) - 1):
        if parts[i] in FAMILY and parts[i - 1] in ("rules", "screens"):
            return parts[i]
    if rel.startswith("host_tools/protocol/") and parts[-1][:-3] in FAMILY:
        return parts[-1][:-3]
    return None


def named_family(module):
    """The family a dotted module name belongs to, or None."""
    parts = module.split(".")
    for i in range(1, len(parts)):
        if parts[i] in FAMILY and parts[i - 1] in ("rules", "screens", "protocol"):
            return parts[i]
    return None


def imports(tree):
    """(line, module, names) of every import in a module."""
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module:
            yield node.lineno, node.module, [a.name for a in node.names]
        elif isinstance(node, ast.Import):
            for a in node.names:
                yield node.lineno, a.name, []


def keys(tree):
    """The string constants a module looks up with .get(): an option's or
    a field's name (two-player's option kozel), not a test of a game."""
    out = set()
    for node in ast.walk(tree):
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "get"
                and node.args and isinstance(node.args[0], ast.Constant)):
            out.add(id(node.args[0]))
    return out


def names_outside(top=ROOT):
    """Every game or family name written where it may not be."""
    out = []
    for rel, tree in sources(top):
        if rel in REGISTRY:
            continue
        own = family_of(rel)
        looked_up = keys(tree)
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in looked_up:
                v = node.value
                whose = GAMES.get(v) if v not in WORDS else None
                if v in FAMILY:
                    whose = v
                if whose is not None and whose != own and (rel, v) not in NOTES:
                    out.append("%s:%d: %r" % (rel, node.lineno, v))
    return out


def imports_across(top=ROOT):
    """Every import of another family's module, of a family's module from a
    shared one, and of a private name."""
    out = []
    for rel, tree in sources(top):
        own = family_of(rel)
        for line, module, names in imports(tree):
            for m in [module] + ["%s.%s" % (module, n) for n in names]:
                whose = named_family(m)
                if whose is not None and whose != own:
                    out.append("%s:%d: imports %s" % (rel, line, m))
                    break
            for n in names:
                if n.startswith("_") and not n.startswith("__"):
                    out.append("%s:%d: imports %s's private %s" % (rel, line, module, n))
    return out


def test_no_game_or_family_name_outside_the_registry_and_its_family():
    found = names_outside()
    assert not found, "a game's or family's name outside rules/families.py and its family's folders:\n" + \
        "\n".join(found)


def test_no_family_imports_another_and_no_private_name_is_imported():
    found = imports_across()
    assert not found, "\n".join(found)


def test_the_checks_find_what_they_look_for(tmp_path):
    # Each check fails on what it guards against: a shared module testing
    # a game's name, a family importing another's module, a shared module
    # importing a family's, a private name imported.
    for d in ("firmware/app/screens/line", "firmware/rules/cross", "host_tools/protocol"):
        os.makedirs(tmp_path / d)
    (tmp_path / "firmware/app/screens/entry.py").write_text('if g == "seven" or o.get("kozel"):\n    pass\n')
    (tmp_path / "firmware/app/screens/line/referee.py").write_text(
        'from rules.cross.variants import kind\nif g == "kozel":\n    pass\n')
    (tmp_path / "firmware/rules/cross/position.py").write_text("from rules.hands import _give\n")
    (tmp_path / "host_tools/protocol/sausage.py").write_text('import rules.sausage.position\nx = "counting"\n')
    (tmp_path / "host_tools/rules.py").write_text("from rules.mexican import referee\n")
    assert names_outside(tmp_path) == ["firmware/app/screens/entry.py:1: 'seven'",
                                       "host_tools/protocol/sausage.py:2: 'counting'"]
    assert imports_across(tmp_path) == [
        "firmware/app/screens/line/referee.py:1: imports rules.cross.variants",
        "firmware/rules/cross/position.py:1: imports rules.hands's private _give",
        "host_tools/rules.py:1: imports rules.mexican"]


@pytest.mark.parametrize("family", sorted(FAMILY))
def test_every_family_has_its_row_and_its_modules(family):
    row = [f for f in families.FAMILIES if f[0] == family][0]
    for game in row[1]:
        assert families.family(game) is row
    for screen in (row[2],) + row[3]:
        assert os.path.exists(os.path.join(ROOT, "firmware", "app", "screens", *screen.split("."))
                              + ".py"), screen


def _table(game):
    """A table of the game at its smallest player count."""
    from rules import games
    row = games.game(game, False)
    return {"game": game, "set": row[1], "names": ["P%d" % (i + 1) for i in range(row[2])], "teams": 0}


@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_game_has_its_row_in_its_familys_table(game):
    # The same first columns in every family's table (rules.games reads
    # them): name, points won, sets, default set, players, teams, options,
    # deal, scorer and its facts, entry.
    from rules import games
    row = games.row(game)
    assert row[0] == families.ALIASES[0][1] if game == families.ALIASES[0][0] else row[0] == game
    assert isinstance(row[1], bool) and row[3] in row[2] and 2 <= row[4] <= row[5] and row[6] in (0, 1, 2, 3)
    assert all(len(o) == 3 for o in row[7])
    assert all(len(d) == 4 for d in row[8])
    assert row[9].startswith("rules.") and len(row[11]) == 2


@pytest.mark.parametrize("family", sorted(FAMILY))
def test_every_familys_referee_answers_the_contract(family):
    # rules/README.md, "Families and contracts": begin(), a referee with
    # report, undo, outcome and state, and outcome() from a saved play.
    rf = __import__("rules.%s.referee" % family, None, None, ("begin",))
    import inspect
    assert list(inspect.signature(rf.begin).parameters) == [
        "table", "options", "round_index", "opener", "log", "seats"], family
    assert list(inspect.signature(rf.outcome).parameters) == [
        "table", "options", "round_index", "play", "standings"], family
    from rules import games
    for game in sorted(FAMILY[family]):
        t = _table(game)
        o = games.options(game, {"referee": "layout"} if "referee" in games.options(game) else {})
        r = rf.begin(t, o, 0, 0, b"")
        assert list(inspect.signature(r.report).parameters) == ["kind", "arg", "tile"], game
        assert r.undo() is False, game           # nothing reported yet
        got = r.outcome()
        assert isinstance(got, tuple) and len(got) == 6 and got[0] == -1 and got[1] is False, (game, got)
        s = r.state()
        for k in ("to_move", "tiles", "boneyard", "last_tile", "over", "out"):
            assert k in s, (game, k)
        assert isinstance(r.log, (bytes, bytearray)) and not r.over, game
        assert rf.outcome(t, o, 0, {"first": 0, "log": bytes(r.log)}) in (None, got), game


@pytest.mark.parametrize("family", sorted(FAMILY))
def test_every_familys_host_protocol_and_bots_answer_the_contract(family):
    proto = __import__("host_tools.protocol.%s" % family, None, None, ("moves",))
    for verb in ("moves", "play", "referee", "parse_log"):
        assert callable(getattr(proto, verb, None)), (family, verb)
    sim = __import__("rules.%s.simulate" % family, None, None, ("play_match",))
    assert callable(getattr(sim, "play_match", None)) and callable(getattr(sim, "make", None)), family
