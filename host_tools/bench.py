"""`make bench`: runs every benchmark script in tests/bench/ and prints what
it measures.

Each script names the runtimes it runs under in a header line, e.g.

    # bench: micropython heapsize=64k
    # bench: cpython
    # bench: micropython heapsize=96k mpy=1   (firmware as .mpy, as deployed)

and prints its figures as `name: value` lines. Figures are ratios, bytes or
counts, not seconds, wherever a ratio can be had; timing is for `make bench`
only, never a pass/fail test.
"""
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BENCH = os.path.join(ROOT, "tests", "bench")
sys.path.insert(0, os.path.join(ROOT, "tests"))


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


def compiled():
    """firmware/ compiled with mpy-cross into build/mpy (once per run)."""
    import mp
    out = os.path.join(ROOT, "build", "mpy")
    if _compiled:
        return out
    _compiled.append(out)
    for d, _, files in os.walk(mp.FIRMWARE):
        for f in files:
            # The board runs /main.py and /boot.py as source.
            top = d == mp.FIRMWARE and f in ("main.py", "boot.py")
            if f.endswith(".py") and not top:
                rel = os.path.relpath(os.path.join(d, f), mp.FIRMWARE)
                dst = os.path.join(out, rel)[:-3] + ".mpy"
                os.makedirs(os.path.dirname(dst), exist_ok=True)
                # As host_tools/deploy.py does: the source name in the .mpy
                # (a qstr on the heap once loaded) is the path under firmware/.
                subprocess.run([mp.binary("mpy-cross"), "-o", dst, rel], check=True, cwd=mp.FIRMWARE)
    return out


def run_micropython(rel, heap, mpy=False):
    """Run a bench script (path relative to ROOT) under the unix port with
    heap `heap` ("96k"); mpy: the firmware as mpy-cross output."""
    import mp
    env = None
    if mpy:
        # The board runs mpy-cross output, not source: compiling source at
        # import takes heap a device never spends. Relative to the run's
        # directory (ROOT), so module paths are about as long as on the
        # board's flash.
        env = {"MICROPYPATH": ":".join((".frozen", os.path.relpath(compiled(), ROOT), mp.path("tests/bench")))}
    return mp.run([rel], heapsize=heap, extra_path=("tests/bench",), timeout=3600, env=env)


def main(argv=None):
    argv = sys.argv[1:] if argv is None else argv
    scripts = sorted(f for f in os.listdir(BENCH) if f.startswith("bench_") and f.endswith(".py"))
    if argv:
        scripts = [s for s in scripts if any(a in s for a in argv)]
    failed = 0
    for script in scripts:
        path = os.path.join(BENCH, script)
        for runtime, opts in runtimes(path):
            heap = opts.get("heapsize")
            label = "%s on %s%s" % (script[:-3], runtime, " (heap %s)" % heap if heap else "")
            print("== " + label, flush=True)
            rel = os.path.relpath(path, ROOT)
            if runtime == "micropython":
                r = run_micropython(rel, heap, opts.get("mpy"))
            else:
                env = dict(os.environ, PYTHONPATH=os.pathsep.join((ROOT, BENCH)))
                r = subprocess.run([sys.executable, rel], capture_output=True, text=True, cwd=ROOT, env=env)
            sys.stdout.write(r.stdout)
            if r.returncode:
                failed += 1
                sys.stdout.write("FAILED (exit %d)\n%s" % (r.returncode, r.stderr))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
