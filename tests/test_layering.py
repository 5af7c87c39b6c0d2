"""The firmware's layers [issue 25, must show]: the rules core imports nothing
above it, no driver imports the app, share mode imports no screen, and no
two firmware modules import each other, directly or round a circle. Read
from the source (every import statement, at the top or inside a function,
and every __import__ of a constant name), so an import that only runs on
one screen counts too."""
import ast
import os

import mp

PACKAGES = ("app", "boards", "drivers", "ledger", "rules", "share")


def modules():
    """{module name: path} of every firmware module (firmware/lib, the
    pinned third-party packages, excluded)."""
    out = {}
    for d, dirs, files in os.walk(mp.FIRMWARE):
        dirs[:] = [x for x in dirs if x not in ("lib", "__pycache__")]
        for f in files:
            if f.endswith(".py"):
                name = os.path.relpath(os.path.join(d, f), mp.FIRMWARE)[:-3].replace(os.sep, ".")
                out[name[:-9] if name.endswith(".__init__") else name] = os.path.join(d, f)
    return out


def imports(path, name, known):
    """The firmware modules the file imports."""
    with open(path) as f:
        tree = ast.parse(f.read())
    pkg = name if path.endswith("__init__.py") else name.rpartition(".")[0]
    out = set()
    for n in ast.walk(tree):
        if isinstance(n, ast.Import):
            out.update(a.name for a in n.names)
        elif isinstance(n, ast.ImportFrom):
            base = n.module or ""
            if n.level:
                base = pkg + ("." + base if base else "")
            for a in n.names:
                out.add(base + "." + a.name if base + "." + a.name in known else base)
        elif (isinstance(n, ast.Call) and getattr(n.func, "id", "") == "__import__" and n.args
              and isinstance(n.args[0], ast.Constant)):
            out.add(n.args[0].value)
    return {m for m in out if m in known}


def graph():
    known = modules()
    return {m: imports(p, m, known) for m, p in known.items()}


def layer(m):
    return m.split(".")[0]


def test_every_package_is_read():
    g = graph()
    assert {layer(m) for m in g} >= set(PACKAGES)
    assert "rules.games" in g and "app.main" in g and "drivers.events" in g


def test_the_rules_core_imports_nothing_above_it():
    bad = sorted((m, i) for m, got in graph().items() if layer(m) == "rules" for i in got if layer(i) != "rules")
    assert not bad, "rules/ imports from above it: %s" % bad


def test_no_driver_imports_the_app():
    bad = sorted((m, i) for m, got in graph().items() if layer(m) == "drivers" for i in got if layer(i) == "app")
    assert not bad, "drivers importing the app: %s" % bad


def test_share_imports_no_screen():
    bad = sorted((m, i) for m, got in graph().items() if layer(m) == "share"
                 for i in got if i.startswith("app.screens"))
    assert not bad, "share mode importing a screen: %s" % bad


def circles(g):
    """Every set of modules that import each other round a circle
    (Tarjan's strongly connected components with more than one module)."""
    index, low, stack, on, out = {}, {}, [], set(), []

    def visit(v):
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in sorted(g[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                out.append(sorted(comp))

    for v in sorted(g):
        if v not in index:
            visit(v)
    return out


def test_no_import_circle_in_the_firmware():
    g = graph()
    # A package's __init__ importing its own module counts as an edge too:
    # self-imports (a module naming itself) are not circles.
    for m in g:
        g[m].discard(m)
    assert not circles(g), "import circles: %s" % circles(g)


def test_the_circle_finder_finds_one():
    # The check above must be able to fail: a made-up graph with one circle.
    assert circles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
