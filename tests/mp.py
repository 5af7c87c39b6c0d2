"""Running code under the MicroPython unix port from host tests and tools."""
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIRMWARE = os.path.join(ROOT, "firmware")
TESTS = os.path.join(ROOT, "tests")


def binary(name):
    """A tool installed beside this Python (the project's .venv)."""
    path = os.path.join(os.path.dirname(sys.executable), name)
    if not os.path.exists(path):
        raise RuntimeError("%s is not installed beside %s: run the tests with `make test`" % (name, sys.executable))
    return path


# Another unix port for the benchmarks (make bench MICROPYTHON=path):
# host_tools.bench passes it on to the scripts it runs.
MICROPYTHON = os.environ.get("BONEYARD_MICROPYTHON") or binary("micropython")


def path(*extra):
    """MICROPYPATH for firmware code: the firmware as it sits on the device's
    flash (its /lib too: host_tools/vendor.py), then whatever else the
    caller needs."""
    return ":".join((".frozen", FIRMWARE, FIRMWARE + "/lib") + tuple(extra) + (ROOT,))


def run(args, *, heapsize=None, extra_path=(), input=None, timeout=600, cwd=None, env=None, binary=None):
    """Run `micropython ARGS` (binary: another unix port); returns the
    CompletedProcess (text)."""
    cmd = [binary or MICROPYTHON]
    if heapsize:
        cmd += ["-X", "heapsize=%s" % heapsize]
    e = dict(os.environ)
    e["MICROPYPATH"] = path(*extra_path)
    if env:
        e.update(env)
    return subprocess.run(cmd + list(args), capture_output=True, text=True, input=input,
                          timeout=timeout, cwd=cwd or ROOT, env=e)
