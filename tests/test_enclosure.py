"""The case a maker prints [issue 28, item 4]: `make enclosure` builds the
STL of each part from hardware/enclosure/enclosure.scad with Debian's
OpenSCAD (.ci/run installs it). The parts are what a printer takes (solid
ASCII STL, facets with three vertices), the shell holds the recommended
panel's module and the DevKit, and the base fits inside the shell."""
import os
import shutil
import subprocess

import pytest

import mp

OUT = os.path.join(mp.ROOT, "build", "enclosure")
PANEL = (61.5, 39.5)       # the 2.42" SSD1309 module's outline (the .scad's `panel`)
DEVKIT = (51.5, 28.5)      # the 30-pin DevKit's board


def _openscad():
    if shutil.which("openscad") is None:
        msg = "Debian's openscad is not installed (apt-get install openscad; .ci/run does)"
        if os.environ.get("CI") == "true":
            pytest.fail(msg)
        pytest.skip(msg)


def box(path):
    """(facets, (min x, y, z), (max x, y, z)) of an ASCII STL."""
    lo = [1e9] * 3
    hi = [-1e9] * 3
    facets = 0
    with open(path) as f:
        assert f.readline().startswith("solid")
        loop = 0
        for line in f:
            w = line.split()
            if w[:1] == ["facet"]:
                facets += 1
                loop = 0
            elif w[:1] == ["vertex"]:
                loop += 1
                for i in range(3):
                    v = float(w[i + 1])
                    lo[i] = min(lo[i], v)
                    hi[i] = max(hi[i], v)
            elif w[:1] == ["endloop"]:
                assert loop == 3
    return facets, lo, hi


def test_make_enclosure_builds_parts_that_fit_together():
    _openscad()
    r = subprocess.run(["make", "-s", "enclosure"], cwd=mp.ROOT, capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stdout + r.stderr
    n, lo, hi = box(os.path.join(OUT, "shell.stl"))
    shell = [hi[i] - lo[i] for i in range(3)]
    m, blo, bhi = box(os.path.join(OUT, "base.stl"))
    base = [bhi[i] - blo[i] for i in range(2)]
    assert n > 100 and m > 50
    # The panel's module and the DevKit go inside, behind 2 mm walls.
    assert shell[0] > PANEL[0] + 4 and shell[1] > PANEL[1] + 4 and shell[2] > 15, shell
    assert base[0] > DEVKIT[0] and base[1] > DEVKIT[1]
    # The base closes the shell: inside its walls, not loose by more than 1 mm.
    assert shell[0] - 4 - 1 <= base[0] < shell[0] - 4 and shell[1] - 4 - 1 <= base[1] < shell[1] - 4, (shell, base)


def test_the_battery_option_builds_trays_beside_the_devkit(tmp_path):
    # [issue 28, item 4, optional]: `make enclosure BATTERY=1` sets the
    # .scad's battery = true: the same shell (the DevKit moved aside, the
    # charger's USB-C slot) and a base with a tray for the cell and one for
    # the charger board.
    _openscad()
    r = subprocess.run(["make", "-n", "enclosure", "BATTERY=1"], cwd=mp.ROOT, capture_output=True, text=True)
    assert r.stdout.count("-D battery=true") >= 2, r.stdout
    scad = os.path.join(mp.ROOT, "hardware", "enclosure", "enclosure.scad")
    got = {}
    for battery in ("false", "true"):
        for part in ("shell", "base"):
            out = str(tmp_path / ("%s-%s.stl" % (part, battery)))
            r = subprocess.run(["openscad", "-q", "-o", out, "-D", 'part="%s"' % part, "-D", "battery=" + battery,
                                scad], capture_output=True, text=True, timeout=300)
            assert r.returncode == 0, r.stderr
            got[part, battery] = box(out)
    # The outside is the same case; the base carries two trays more.
    for part in ("shell", "base"):
        lo0, hi0 = got[part, "false"][1:]
        lo1, hi1 = got[part, "true"][1:]
        assert [round(h - l, 1) for l, h in zip(lo0, hi0)] == [round(h - l, 1) for l, h in zip(lo1, hi1)], part
    assert got["base", "true"][0] > got["base", "false"][0]
