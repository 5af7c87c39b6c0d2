"""A new family touches its folders, one registry row, its texts and its
section of the rules reference, nothing else [issue 41; firmware/README.md, Layout].

The repository is copied; the toy family of tests/fixtures/new_family/
(a game where each player in turn lays a tile, scored as Block) is added
there: its folders, its row in firmware/rules/families.py, its name in
every language's texts, a section of firmware/rules/README.md. On that
copy the family checks pass (tests/test_families.py: names, imports, every
contract, the toy's included), the device deals a toy round, referees a
report, takes the round's entry and shows the standings, and the rules
command answers the toy's referee log."""
import json
import os
import shutil
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIXTURE = os.path.join(ROOT, "tests", "fixtures", "new_family")
ROW = '    ("toy", ("toy",), "toy.dealer", ("toy.referee",), "pips", "points"),\n'
SECTION = "\n## 16. Toy\n\nEach player in turn lays a tile; the first with none left goes out. Scored as Block.\n"

FLOW = '''
from apphw import hardware, new_app, press


def test_a_toy_round_is_dealt_refereed_entered_and_scored():
    app = new_app(hardware())
    app.book.start({"game": "toy", "names": ["Ann", "Bob"], "set": 6, "options": {}, "teams": 0})
    app.go("dealer")
    assert app.name == "toy.dealer", app.name
    press(app, "ok")
    assert app.name == "toy.referee", app.name
    press(app, "ok")                                  # one report: Ann lays a tile
    assert list(app.screen.r.held) == [2, 3]
    press(app, "ok", "ok", "ok", "ok")                # Bob, Ann, Bob, Ann: Ann is out
    assert app.screen.r.over and app.screen.r.out == 0
    press(app, "ok")                                  # the round's entry
    assert app.name == "pips", app.name
    press(app, "up", "up", "up", "ok", "ok")          # Bob's 3 pips, Save
    assert app.name == "standings", (app.name, app.msg)
    assert app.book.standings()["totals"] == [3, 0]   # Block's points won: the others' pips
'''


def _copy(tmp_path):
    repo = tmp_path / "repo"
    shutil.copytree(ROOT, repo, ignore=shutil.ignore_patterns(
        ".git", ".venv", "build", "__pycache__", ".pytest_cache", "sim-flash", "new_family"))
    for d, _, files in os.walk(FIXTURE):
        for f in files:
            if f.endswith(".py"):
                rel = os.path.relpath(os.path.join(d, f), FIXTURE)
                os.makedirs(os.path.dirname(repo / rel), exist_ok=True)
                shutil.copy(os.path.join(d, f), repo / rel)
    # One row of the registry.
    fam = repo / "firmware" / "rules" / "families.py"
    src = fam.read_text(encoding="utf-8")
    end = src.index("\n)\n", src.index("FAMILIES = ("))
    fam.write_text(src[:end + 1] + ROW + src[end + 1:], encoding="utf-8")
    # Its name in every language's texts, and its section of the reference.
    for lang in ("en", "ru", "mk", "lv"):
        t = repo / "texts" / (lang + ".txt")
        t.write_text("\n".join(ln + "toy:Toy;" if ln.startswith("GAMES = ") else ln
                               for ln in t.read_text(encoding="utf-8").split("\n")), encoding="utf-8")
    ref = repo / "firmware" / "rules" / "README.md"
    ref.write_text(ref.read_text(encoding="utf-8") + SECTION, encoding="utf-8")
    (repo / "tests" / "firmware" / "test_toy_flow.py").write_text(FLOW, encoding="utf-8")
    subprocess.run([sys.executable, "-m", "host_tools.texts"], cwd=repo, check=True, capture_output=True)
    return repo


def _changed(repo):
    """Every path of the copy that differs from the repository's."""
    out = []
    for d, dirs, files in os.walk(repo):
        dirs[:] = [x for x in dirs if x not in ("__pycache__", ".pytest_cache")]
        for f in files:
            rel = os.path.relpath(os.path.join(d, f), repo)
            mine = os.path.join(ROOT, rel)
            with open(os.path.join(d, f), "rb") as a:
                new = a.read()
            if not os.path.exists(mine) or open(mine, "rb").read() != new:
                out.append(rel.replace(os.sep, "/"))
    return sorted(out)


@pytest.fixture(scope="module")
def repo(tmp_path_factory):
    return _copy(tmp_path_factory.mktemp("new_family"))


def test_the_new_family_touches_only_its_places(repo):
    allowed = ("firmware/rules/toy/", "firmware/app/screens/toy/", "host_tools/protocol/toy.py",
               "firmware/rules/families.py", "texts/", "firmware/app/lang_", "firmware/rules/README.md",
               "tests/firmware/test_toy_flow.py")
    assert [p for p in _changed(repo) if not p.startswith(allowed)] == []


def test_the_family_checks_pass_with_the_new_family(repo):
    r = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-p", "no:xdist",
                        "tests/test_families.py", "tests/firmware/test_toy_flow.py", "tests/test_texts.py"],
                       cwd=repo, capture_output=True, text=True, env=dict(os.environ, BONEYARD_FIT_SWEEP="0"))
    assert r.returncode == 0, r.stdout[-4000:] + r.stderr[-2000:]
    assert "toy" in r.stdout or "passed" in r.stdout


def test_the_rules_command_answers_the_new_familys_referee_log(repo):
    doc = {"game": "toy", "players": 2, "first": 1, "actions": [{"play": True}]}
    r = subprocess.run([sys.executable, "-m", "host_tools.rules", "referee"], cwd=repo, input=json.dumps(doc),
                       capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    states = json.loads(r.stdout)["states"]
    assert [s["to_move"] for s in states] == [1, 0] and states[1]["tiles"] == [3, 2]
