"""Every dual-runtime test module in tests/firmware/ runs again here under the
MicroPython unix port; pytest runs the same modules under CPython. The two
must agree: every test passes under MicroPython too, and MicroPython runs as
many tests as pytest collects, so a module that silently runs nothing there
is caught."""
import importlib
import os
import subprocess

import pytest

import mp

FIRMWARE_TESTS = sorted(
    f[:-3] for f in os.listdir(os.path.join(mp.TESTS, "firmware"))
    if f.startswith("test_") and f.endswith(".py"))


def _count_tests(modname):
    mod = importlib.import_module(modname)
    return sum(1 for a in dir(mod) if a.startswith("test_") and callable(getattr(mod, a)))


@pytest.mark.parametrize("modname", FIRMWARE_TESTS)
def test_module_under_micropython(modname):
    r = mp.run(["tests/mp_runner.py", modname], extra_path=("tests/firmware", "tests"))
    print(r.stdout, r.stderr)
    assert r.returncode == 0, "MicroPython run failed:\n" + r.stdout + r.stderr
    assert "micropython: %d passed, 0 failed" % _count_tests(modname) in r.stdout


def test_failing_test_turns_micropython_run_red():
    r = mp.run(["tests/mp_runner.py", "mp_canary_failing"], extra_path=("tests/fixtures",))
    assert r.returncode == 1
    assert "FAIL mp_canary_failing.test_fails" in r.stdout
    assert "micropython: 1 passed, 1 failed" in r.stdout


def test_runner_that_runs_nothing_is_red():
    r = mp.run(["tests/mp_runner.py", "check"], extra_path=("tests/firmware",))
    assert r.returncode == 1
    assert "micropython: 0 passed, 0 failed" in r.stdout


def test_a_test_calling_sys_exit_does_not_end_the_run_green():
    # Issue 15, item 14: SystemExit is a BaseException, not an Exception.
    r = mp.run(["tests/mp_runner.py", "mp_canary_exit"], extra_path=("tests/fixtures",))
    assert r.returncode == 1, r.stdout + r.stderr
    assert "FAIL mp_canary_exit.test_a_fails" in r.stdout
    assert "FAIL mp_canary_exit.test_b_exits" in r.stdout
    assert "micropython: 0 passed, 2 failed" in r.stdout


def test_runner_refuses_to_run_with_assertions_compiled_away():
    # Under -O a plain assert vanishes and the failing canary would pass.
    r = subprocess.run([mp.MICROPYTHON, "-O", "tests/mp_runner.py", "mp_canary_failing"], capture_output=True,
                       text=True, cwd=mp.ROOT, env=dict(os.environ, MICROPYPATH=mp.path("tests/fixtures")))
    assert r.returncode == 2, r.stdout + r.stderr
    assert "assertions are off" in r.stdout and "passed" not in r.stdout
