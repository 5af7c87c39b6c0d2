"""Every `make bench` script still runs [issue 15, item 17]: each is found
by host_tools.bench as `make bench` finds it (tests/bench/bench_*.py, so a
bench added later is covered here too) and every run `make bench` makes of
it is made once in quick mode (small counts, no figure compared with a
target), the re-runs under ../shared/tools/micropython32 included where it
is there [issue 47]: a heap line that no longer fits its heap on the
32-bit port fails here."""
import os

import pytest

from host_tools import bench


def test_every_bench_script_names_its_runtimes():
    assert bench.scripts(), "no tests/bench/bench_*.py found"
    for script in bench.scripts():
        assert bench.runtimes(os.path.join(bench.BENCH, script)), "%s has no '# bench:' line" % script


@pytest.mark.parametrize("script", bench.scripts())
def test_bench_script_runs_in_quick_mode(script, monkeypatch):
    monkeypatch.setenv(bench.QUICK_ENV, "1")
    # Its runs in `make bench`'s order: a line with keep=1 runs on the
    # flash the line before it left.
    for _, runtime, opts, binary, what in bench.runs([script]):
        r = bench.run_one(script, runtime, opts, binary)
        assert r.returncode == 0, "%s failed (exit %d):\n%s%s" % (what, r.returncode, r.stdout, r.stderr)
        assert "Traceback" not in r.stdout + r.stderr, what
        figures = [ln for ln in r.stdout.splitlines() if ": " in ln]
        assert figures, "%s printed no figures" % what


def test_mexican_speed_targets_are_compared_with_one_process(monkeypatch):
    # Issue 15, item 16: the all-cores figure grows with the host, so the
    # matches-per-second targets belong to the one-process figure.
    monkeypatch.setenv(bench.QUICK_ENV, "1")
    r = bench.run_one("bench_mexican.py", "cpython", {})
    assert r.returncode == 0, r.stderr
    lines = [ln for ln in r.stdout.splitlines() if "matches per second" in ln]
    assert len(lines) == 4
    for line in lines:
        if "one process" in line:
            assert "(target %d)" % (600 if "greedy" in line else 200) in line, line
        else:
            assert "all" in line and "cores" in line and "target %d" % 600 not in line \
                and "target %d" % 200 not in line and "not compared with the target" in line, line


def test_the_mpy_power_ons_run_in_the_heap_make_deploy_states():
    # Issue 47: the heap each .mpy power-on runs in is make deploy's figure
    # for the board's pointer size, not a wish: on the 32-bit port (the
    # ESP32's objects) and on the 64-bit one; test_bench_script_runs_in_quick_mode
    # then fails when a game outgrows it.
    from host_tools import deploy
    lines = bench.runtimes(os.path.join(bench.BENCH, "bench_app_line.py"))
    assert len(lines) >= 16
    for _, opts in lines:
        assert opts["heapsize"] == "%dk" % deploy.MPY_HEAP_KB[8][0], opts
        assert opts.get("heap32") and opts["heapsize32"] == "%dk" % deploy.MPY_HEAP_KB[4][0], opts
