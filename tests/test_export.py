"""host_tools/export.py: a match played with the app's buttons, read back
from its flash directory and from a board (the unix port behind a pty,
through the real mpremote transport), as CSV, JSON and SVG."""
import csv
import datetime
import json
import os
import shutil
import subprocess
import sys

import appscript
import mp
from apphw import hardware, new_app
from host_tools.fake_board import FakeBoard

# rules/README.md §1 Scoring: the player who went out scores 0, the others their pips.
ROUNDS = (((0, 23, 41, 8), 0), ((12, 0, 35, 19), 1), ((30, 14, 0, 52), 2))
TOTALS = [sum(r[0][s] for r in ROUNDS) for s in range(4)]


def played(root):
    app = new_app(hardware(str(root)))
    appscript.new_game_same_table(app)
    for pips, out in ROUNDS:
        appscript.play_round(app, pips, out)


def export(*args):
    return subprocess.run([sys.executable, "-m", "host_tools.export"] + list(args), capture_output=True,
                          text=True, cwd=mp.ROOT, timeout=120)


def check(out):
    rows = list(csv.reader(open(os.path.join(out, "match-1.csv"), newline="")))
    # The game, the day it was exported (the board has no clock) and the
    # house rules head the file (issue 26, item 2), then a blank line.
    today = datetime.date.today().isoformat()
    assert rows[:4] == [["game", "Mexican Train"], ["date", today], ["house rules", "Standard rules"], []]
    rows = rows[4:]
    assert rows[0] == ["round", "P1", "P2", "P3", "P4"]
    assert rows[1:4] == [[str(i + 1)] + [str(p) for p in r[0]] for i, r in enumerate(ROUNDS)]
    assert rows[4] == ["total"] + [str(t) for t in TOTALS]
    j = json.load(open(os.path.join(out, "match-1.json")))
    assert j["totals"] == TOTALS and j["game"] == "mexican-train" and len(j["rounds"]) == 3
    assert j["game_label"] == "Mexican Train" and j["date"] == today and j["house_rules"] == []
    svg = open(os.path.join(out, "match-1.svg")).read()
    assert svg.startswith("<svg") and svg.count("<polyline") == 4
    assert "P1 %d" % TOTALS[0] in svg


def test_from_the_simulators_flash(tmp_path):
    played(tmp_path / "flash")
    r = export("--flash", str(tmp_path / "flash"), "--out", str(tmp_path / "out"))
    assert r.returncode == 0, r.stderr
    assert r.stdout.split() == ["wrote", str(tmp_path / "out" / "match-1.csv"),
                                "wrote", str(tmp_path / "out" / "match-1.json"),
                                "wrote", str(tmp_path / "out" / "match-1.svg")]
    check(tmp_path / "out")


def test_from_a_board(tmp_path):
    played(tmp_path / "data")
    flash = tmp_path / "flash"
    os.makedirs(flash)
    shutil.copytree(tmp_path / "data", flash / "data")
    with FakeBoard(flash) as board:
        r = export("--port", board.port, "--out", str(tmp_path / "out"))
    assert r.returncode == 0, r.stderr
    check(tmp_path / "out")


def test_bad_sources_are_one_line(tmp_path):
    r = export("--flash", str(tmp_path / "nothing"))
    assert r.returncode == 1 and r.stderr.strip().splitlines() == ["no flash directory at %s" % (tmp_path / "nothing")]
    os.makedirs(tmp_path / "empty")
    r = export("--flash", str(tmp_path / "empty"))
    assert r.returncode == 1 and len(r.stderr.strip().splitlines()) == 1 and "no saved matches" in r.stderr
    r = export("--port", str(tmp_path / "no-such-port"))
    assert r.returncode == 1 and len(r.stderr.strip().splitlines()) == 1
