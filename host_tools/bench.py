"""`make bench`: runs the benchmark scripts in tests/bench/ and prints what
they measure.

    python -m host_tools.bench [--quick] [--long] [--micropython PATH] [NAME ...]

Each script names the runtimes it runs under in a header line, e.g.

    # bench: micropython heapsize=64k
    # bench: cpython
    # bench: micropython heapsize=96k mpy=1   (firmware as .mpy, as deployed)
    # bench: micropython heapsize=96k mpy=1 args=table keep=1
      (args: the script's command-line argument; keep: on the flash the
       line before left, as a board powered on again; heap32=1: its heap
       figures again under the 32-bit unix port, when there is one;
       heapsize32=96k: the heap for that run, where it differs)

and prints its figures as `name: value` lines. Figures are ratios, bytes or
counts, not seconds, wherever a ratio can be had; timing is for `make bench`
only, never a pass/fail test. A long sweep says so, with its time, in a
header line

    # bench-long: 6 minutes

and runs only with --long (make bench LONG=1) or when named; --help lists
them. A script whose longer part runs only with --long (benchlib.LONG)
says what that adds and how long it takes in a `# bench-long-part:` line.
NAME picks the scripts whose file name contains it (an unknown one is an
error that lists them). --micropython (make bench MICROPYTHON=path):
run the MicroPython benches on another unix port. When
../shared/tools/micropython32 is beside the repository (a 32-bit build of
the unix port, whose objects have the ESP32's sizes) and no other binary
is given, the lines marked heap32=1 run again under it; without it the
bench runs as ever. --quick runs each with small counts (QUICK=1 in the
environment: benchlib.QUICK), so its figures mean nothing and no target is
compared; tests/test_bench.py runs every run `make bench` makes this way
(runs()), so a bench that no longer runs fails `make test`.
"""
import os
import shutil
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BENCH = os.path.join(ROOT, "tests", "bench")
sys.path.insert(0, os.path.join(ROOT, "tests"))
# A measuring instrument beside the repository, never needed by a clone.
MICROPYTHON32 = os.path.join(os.path.dirname(ROOT), "shared", "tools", "micropython32")
_ENV = "BONEYARD_MICROPYTHON"   # the binary, for the scripts that run it themselves


QUICK_ENV = "BONEYARD_BENCH_QUICK"
LONG_ENV = "BONEYARD_BENCH_LONG"


def scripts():
    """The bench scripts, tests/bench/bench_*.py, by file name."""
    return sorted(f for f in os.listdir(BENCH) if f.startswith("bench_") and f.endswith(".py"))


def runtimes(path):
    out = []
    with open(path) as f:
        for line in f:
            if line.startswith("# bench:"):
                words = line.split()[2:]
                opts = dict(w.split("=", 1) for w in words[1:])
                out.append((words[0], opts))
    return out


_compiled = []
_MARCH = {}


def march_of(binary):
    """mpy-cross's -march for the unix port `binary`: the architecture its
    sys.implementation._mpy names (x64 for the project's, x86 for the
    32-bit micropython32), for the native code (drivers._lay)."""
    if binary not in _MARCH:
        from host_tools import deploy
        r = subprocess.run([binary, "-c", "import sys; print(sys.implementation._mpy)"], capture_output=True,
                           text=True, timeout=60)
        _MARCH[binary] = deploy.board_mpy(int(r.stdout.split()[-1]))[2]
    return _MARCH[binary]


def compiled(march=None):
    """build/mpy: firmware/ compiled with mpy-cross as deployed, and beside
    it the bench's own harness (tests/bench/, tests/firmware/ helpers),
    compiled too: a stand-in for the board's drivers that does not spend
    heap on compiling source or on its local variables' names (once per
    run). march: the native code's architecture (default the project's
    unix port's; another gets a tree of its own, build/mpy-x86)."""
    import mp
    from host_tools import vendor
    # The project's own port's tree is build/mpy; another architecture's
    # (micropython32's x86) has its own, even when $BONEYARD_MICROPYTHON
    # names that port: two runs at once must not share a tree.
    host = march_of(mp.binary("micropython"))
    march = march or march_of(mp.MICROPYTHON)
    # One tree for each of the tests' workers: their runs write data/ in it.
    worker = os.environ.get("PYTEST_XDIST_WORKER")
    out = os.path.join(ROOT, "build", "mpy-" + worker if worker else "mpy")
    if march != host:
        out += "-" + march
    if out in _compiled:
        return out
    vendor.ensure()
    _compiled.append(out)
    shutil.rmtree(out, ignore_errors=True)   # no stale module from an older tree
    for d, _, files in os.walk(mp.FIRMWARE):
        for f in files:
            # The board runs /main.py and /boot.py as source.
            top = d == mp.FIRMWARE and f in ("main.py", "boot.py")
            rel = os.path.relpath(os.path.join(d, f), mp.FIRMWARE)
            if f.endswith(".py") and not top:
                _mpy(mp.FIRMWARE, rel, out, march)
            elif not f.endswith(".py"):
                # data files the firmware reads (share/page.html), as deployed
                os.makedirs(os.path.dirname(os.path.join(out, rel)), exist_ok=True)
                shutil.copy(os.path.join(d, f), os.path.join(out, rel))
    # main.py as the board has it, source (a stub: the entry point's code
    # is device.mpy, whose hardware() bench_app calls).
    shutil.copy(os.path.join(mp.FIRMWARE, "main.py"), out)
    for d in ("bench", "firmware"):
        for f in os.listdir(os.path.join(mp.TESTS, d)):
            if f.endswith(".py") and not f.startswith("test_"):
                _mpy(os.path.join(mp.TESTS, d), f, out, march)
    return out


def _mpy(base, rel, out, march):
    import mp
    dst = os.path.join(out, rel)[:-3] + ".mpy"
    os.makedirs(os.path.dirname(dst), exist_ok=True)
    # As host_tools/deploy.py does: the source name in the .mpy is the
    # module's path on the board, so the name and the module's __file__
    # are one qstr on the heap, not two.
    subprocess.run([mp.binary("mpy-cross"), "-o", dst, "-s", rel[:-3] + ".mpy", "-march=" + march, rel],
                   check=True, cwd=base)


def run_frozen(name, heap, args=None, keep=False, timeout=3600, flash=None, romfs=False):
    """Run bench script `name` (its module name) on the frozen instrument
    (host_tools/instrument.py: the firmware and the harness in the image),
    with heap `heap`, in the flash root `flash` (default build/instrument/
    flash): what the image's boot writes there, and data/ fresh (keep: as
    the last run left it). romfs: on the ROMFS instrument instead (the
    firmware in an image mounted at /rom: instrument.build_romfs)."""
    import mp
    from host_tools import instrument
    binary = instrument.build_romfs() if romfs else instrument.build()   # seconds when up to date
    flash = str(flash or instrument.FLASH)
    os.makedirs(flash, exist_ok=True)
    if not keep:
        shutil.rmtree(os.path.join(flash, "data"), ignore_errors=True)
    return mp.run(["-m", "benchmain", name] + ([args] if args else []), heapsize=heap, timeout=timeout,
                  env={"MICROPYPATH": ".frozen"}, cwd=flash, binary=binary)


def run_micropython(rel, heap, mpy=False, args=None, keep=False, binary=None):
    """Run a bench script (path relative to ROOT) under the unix port with
    heap `heap` ("96k"); mpy: the firmware and the script as mpy-cross
    output (compiled()); args: its command-line argument; keep: the flash
    (build/mpy/data) as the last run left it; binary: another unix port
    (default: $BONEYARD_MICROPYTHON, else the project's)."""
    import mp
    binary = binary or os.environ.get(_ENV) or None
    extra = [args] if args else []
    if not mpy:
        return mp.run([rel] + extra, heapsize=heap, extra_path=("tests/bench",), timeout=3600, binary=binary)
    # The board runs mpy-cross output, not source: compiling source at
    # import takes heap a device never spends. Run from the compiled tree
    # with "" first on the path (-m keeps it there), as the board runs from
    # its flash root, so each module's __file__ ("rules/tiles.mpy") is the
    # board's.
    name = os.path.basename(rel)[:-3]
    tree = compiled(march_of(binary or mp.MICROPYTHON))
    if not keep:
        # A fresh flash: no data left by an earlier run.
        shutil.rmtree(os.path.join(tree, "data"), ignore_errors=True)
    return mp.run(["-m", name] + extra, heapsize=heap, timeout=3600, env={"MICROPYPATH": ".frozen"}, cwd=tree,
                  binary=binary)


def label(script, runtime, opts):
    heap = opts.get("heapsize")
    return "%s on %s%s%s" % (script[:-3], runtime, " (heap %s)" % heap if heap else "",
                             " " + opts["args"] if "args" in opts else "")


def run_one(script, runtime, opts, binary=None):
    """Run one header line of a bench script (binary: another MicroPython
    unix port); the CompletedProcess."""
    rel = os.path.relpath(os.path.join(BENCH, script), ROOT)
    if runtime == "micropython" and opts.get("frozen"):
        from host_tools import instrument
        why = instrument.available()
        if why:
            # A clone without ../shared: the frozen figures are skipped,
            # saying why, as bench_frozen says it (firmware/README.md, Memory).
            return subprocess.CompletedProcess([script], 0, "%s frozen figures skipped: %s\n" % (script, why), "")
        return run_frozen(script[:-3], opts.get("heapsize"), opts.get("args"), opts.get("keep"))
    if runtime == "micropython":
        return run_micropython(rel, opts.get("heapsize"), opts.get("mpy"), opts.get("args"), opts.get("keep"),
                               binary)
    env = dict(os.environ, PYTHONPATH=os.pathsep.join((ROOT, BENCH)))
    if binary:
        env[_ENV] = binary   # the script's own MicroPython runs
    return subprocess.run([sys.executable, rel], capture_output=True, text=True, cwd=ROOT, env=env)


def sweeps(tag="# bench-long:"):
    """{script: its '# bench-long:' text (how long it takes)} of the long
    sweeps; tag "# bench-long-part:": of the scripts that run longer with
    --long (what it adds, and how long)."""
    out = {}
    for script in scripts():
        with open(os.path.join(BENCH, script)) as f:
            for line in f:
                if line.startswith(tag):
                    out[script] = line.split(":", 1)[1].strip()
    return out


def runs(names=None, binary=None):
    """Every run `make bench` makes of the scripts `names` (default all),
    in order: [(script, runtime, opts, binary, label)]; binary: another
    MicroPython unix port. The heap32=1 lines again under micropython32,
    when it is there and no other binary is given."""
    names = scripts() if names is None else names
    tag = "micropython" if binary is None else os.path.basename(binary)
    out = []
    for script in names:
        for runtime, opts in runtimes(os.path.join(BENCH, script)):
            out.append((script, runtime, opts, binary, label(script, tag if runtime == "micropython" else runtime, opts)))
    if binary is None and os.access(MICROPYTHON32, os.X_OK):
        for script in names:
            for runtime, opts in runtimes(os.path.join(BENCH, script)):
                if opts.get("heap32"):
                    if "heapsize32" in opts:
                        opts = dict(opts, heapsize=opts["heapsize32"])
                    out.append((script, runtime, opts, MICROPYTHON32,
                                label(script, "micropython32" if runtime == "micropython" else runtime + " (micropython32)",
                                      opts)))
    return out


def usage():
    lines = [__doc__.split("\n\n")[0], "",
             "    python -m host_tools.bench [--quick] [--long] [--micropython PATH] [NAME ...]", "",
             "Runs every bench script in tests/bench/ but the long sweeps (its time: tests/bench/README.md);",
             "--long (make bench LONG=1) adds the long sweeps and the longer parts of the others; NAME runs",
             "the scripts whose name contains it, a long sweep too; --quick: small counts, figures",
             "meaningless (make test's);",
             "--micropython PATH: the MicroPython benches on another unix port.", "",
             "Example: python -m host_tools.bench bench_press_cost     # one bench, the three-part press table", "",
             "The benches:"]
    long = sweeps()
    part = sweeps("# bench-long-part:")
    for s in scripts():
        lines.append("  %-22s%s" % (s[:-3], "  long sweep: " + long[s] if s in long else
                                    "  --long adds: " + part[s] if s in part else ""))
    return "\n".join(lines)


def main(argv=None):
    argv = list(sys.argv[1:] if argv is None else argv)
    if "-h" in argv or "--help" in argv:
        print(usage())
        return 0
    if "--quick" in argv:
        argv = [a for a in argv if a != "--quick"]
        os.environ[QUICK_ENV] = "1"   # the scripts, and the runs they start, see it
    long = "--long" in argv
    argv = [a for a in argv if a != "--long"]
    if long:
        os.environ[LONG_ENV] = "1"   # bench_frozen's every bisection
    binary = None
    if "--micropython" in argv:
        i = argv.index("--micropython")
        if i + 1 >= len(argv):
            print("bench: --micropython needs the path of a MicroPython unix port", file=sys.stderr)
            return 2
        binary = os.path.abspath(argv.pop(i + 1))
        argv.pop(i)
        if not os.access(binary, os.X_OK):
            print("bench: %s is not a program that can be run" % binary, file=sys.stderr)
            return 2
    unknown = [a for a in argv if a.startswith("-") or not any(a in s for s in scripts())]
    if unknown:
        print("bench: no bench named %s; the benches: %s" % (", ".join(unknown),
                                                              " ".join(s[:-3] for s in scripts())), file=sys.stderr)
        return 2
    names = [s for s in scripts() if any(a in s for a in argv)] if argv else \
        [s for s in scripts() if long or s not in sweeps()]
    if not argv and not long:
        print("== long sweeps left out (make bench LONG=1 runs them): %s"
              % ", ".join("%s (%s)" % (s[:-3], t) for s, t in sorted(sweeps().items())), flush=True)
    failed = 0
    again = False
    for script, runtime, opts, b, what in runs(names, binary):
        if b == MICROPYTHON32 and binary is None and not again:
            again = True
            print("== the heap figures again under %s (32-bit: objects of the ESP32's sizes)"
                  % os.path.relpath(MICROPYTHON32, ROOT), flush=True)
        print("== " + what, flush=True)
        wall, cpu = time.monotonic(), os.times()
        r = run_one(script, runtime, opts, b)
        sys.stdout.write(r.stdout)
        after = os.times()
        # its wall time and its processes' CPU time: the wall time counts a loaded
        # host's waits and the bench's real-time parts (share mode's polls)
        print("   (%.0f s wall, %.0f s CPU)" % (time.monotonic() - wall,
              after.children_user + after.children_system - cpu.children_user - cpu.children_system), flush=True)
        if r.returncode:
            failed += 1
            sys.stdout.write("FAILED (exit %d)\n%s" % (r.returncode, r.stderr))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
