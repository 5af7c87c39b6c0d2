"""`make bench` [issue 16, item 11]: MICROPYTHON=path runs the MicroPython
benches on another unix port, and the lines marked heap32=1 run again
under ../shared/tools/micropython32 only when it is there: a clone without
it runs as ever."""
import re
import subprocess
import sys

import mp
from host_tools import bench


def fake_bench(tmp_path, monkeypatch):
    (tmp_path / "bench_fake.py").write_text(
        "# bench: micropython heap32=1\n"
        "# bench: micropython\n"
        "import sys\nprint('word size: %d' % (64 if sys.maxsize > 2 ** 32 else 32))\n")
    monkeypatch.setattr(bench, "BENCH", str(tmp_path))


def test_heap_lines_run_again_under_the_32_bit_port_when_it_is_there(tmp_path, monkeypatch, capsys):
    fake_bench(tmp_path, monkeypatch)
    monkeypatch.setattr(bench, "MICROPYTHON32", mp.MICROPYTHON)   # a stand-in for it
    assert bench.main(["fake"]) == 0
    out = capsys.readouterr().out
    assert out.count("== bench_fake on micropython\n") == 2
    assert "again under" in out and out.count("== bench_fake on micropython32") == 1


def test_without_the_32_bit_port_the_bench_runs_as_ever(tmp_path, monkeypatch, capsys):
    fake_bench(tmp_path, monkeypatch)
    monkeypatch.setattr(bench, "MICROPYTHON32", str(tmp_path / "no-such-binary"))
    assert bench.main(["fake"]) == 0
    out = capsys.readouterr().out
    assert out.count("== bench_fake on") == 2 and "micropython32" not in out


def test_another_binary_is_used_and_named(tmp_path, monkeypatch, capsys):
    fake_bench(tmp_path, monkeypatch)
    monkeypatch.setattr(bench, "MICROPYTHON32", str(tmp_path / "no-such-binary"))
    other = tmp_path / "my-micropython"
    other.write_text("#!/bin/sh\necho 'word size: 99'\n")
    other.chmod(0o755)
    assert bench.main(["--micropython", str(other), "fake"]) == 0
    out = capsys.readouterr().out
    assert out.count("== bench_fake on my-micropython") == 2 and out.count("word size: 99") == 2


def test_make_bench_takes_micropython_and_refuses_a_missing_one_in_one_line():
    r = subprocess.run(["make", "-s", "bench", "MICROPYTHON=/no/such/micropython"], capture_output=True,
                       text=True, cwd=mp.ROOT, timeout=120)
    assert r.returncode != 0
    lines = [ln for ln in r.stderr.splitlines() if ln.startswith("bench:")]
    assert lines == ["bench: /no/such/micropython is not a program that can be run"]
    assert "Traceback" not in r.stderr


def two_benches(tmp_path, monkeypatch):
    (tmp_path / "bench_short.py").write_text("# bench: cpython\nprint('short: 1')\n")
    (tmp_path / "bench_sweep.py").write_text("# bench: cpython\n# bench-long: 7 minutes\nprint('sweep: 1')\n")
    monkeypatch.setattr(bench, "BENCH", str(tmp_path))
    monkeypatch.setattr(bench, "MICROPYTHON32", str(tmp_path / "no-such-binary"))


def test_help_gives_an_example_and_lists_the_benches_the_long_ones_with_their_times(tmp_path, monkeypatch, capsys):
    # Issue 45, item 3.
    two_benches(tmp_path, monkeypatch)
    assert bench.main(["--help"]) == 0
    out = capsys.readouterr().out
    assert "Example: python -m host_tools.bench " in out
    lines = {ln.split()[0]: ln for ln in out.splitlines() if ln.startswith("  bench_")}
    assert set(lines) == {"bench_short", "bench_sweep"}
    assert lines["bench_sweep"].endswith("long sweep: 7 minutes") and "long" not in lines["bench_short"]


def test_a_long_sweep_runs_only_with_long_or_by_name(tmp_path, monkeypatch, capsys):
    two_benches(tmp_path, monkeypatch)
    assert bench.main([]) == 0
    out = capsys.readouterr().out
    assert "short: 1" in out and "sweep: 1" not in out
    assert "long sweeps left out (make bench LONG=1 runs them): bench_sweep (7 minutes)" in out
    assert bench.main(["--long"]) == 0
    out = capsys.readouterr().out
    assert "short: 1" in out and "sweep: 1" in out
    assert bench.main(["sweep"]) == 0
    out = capsys.readouterr().out
    assert "short: 1" not in out and "sweep: 1" in out


def test_an_unknown_bench_is_an_error_that_lists_the_benches(tmp_path, monkeypatch, capsys):
    two_benches(tmp_path, monkeypatch)
    assert bench.main(["short", "nosuch"]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.splitlines() == ["bench: no bench named nosuch; the benches: bench_short bench_sweep"]


def test_every_long_sweep_says_how_long_it_takes():
    for script, text in bench.sweeps().items():
        assert re.fullmatch(r"\d+(-\d+)? minutes?( .*)?", text), "%s: '# bench-long: %s'" % (script, text)
    for script, text in bench.sweeps("# bench-long-part:").items():
        assert re.search(r"\d+ minutes?\b", text), "%s: '# bench-long-part: %s'" % (script, text)
