# bench: cpython heap32=1
# Issue 14, share mode's cost: the app on the device's drivers and the real
# clock (share_device.py, firmware as .mpy from the flash root, as the
# board runs it, under `micropython -X heapsize=HEAP`) plays a round with
# share mode off, turns it on with the buttons and plays two rounds while
# this script polls the page's state once a second, as the page does
# (and loads the page and its chart as a phone would), then turns it off.
# Prints the heap held between presses at each stage, the press times
# (short presses: key let go -> the new frame drawn, which includes
# waiting for a request being served) with share mode off and on, and how
# long after a press the polling phone saw it. The heap is make deploy's
# figure for share mode as .mpy (MPY_HEAP_KB) for the port's pointer
# size: run again under micropython32 (heap32=1), the ESP32's; a poll that
# fails in it fails the bench (and `make test`, tests/test_bench.py).
import json
import os
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "tests"))
sys.path.insert(0, ROOT)
from host_tools import bench  # noqa: E402
from benchlib import report  # noqa: E402
import mp  # noqa: E402

from host_tools import deploy  # noqa: E402

HEAP = os.environ.get("BENCH_SHARE_HEAP") or "%dk" % deploy.MPY_HEAP_KB[
    4 if bench.march_of(mp.MICROPYTHON) == "x86" else 8][1]


def phone(url, seen, stop):
    """Poll /state?v= every second, as the page does; on a change, fetch
    the chart too. seen: [(wall ns, version)]."""
    v = ""
    missed = False
    urllib.request.urlopen(url, timeout=10).read()          # the page itself
    while not stop.is_set():
        t = time.monotonic()
        try:
            with urllib.request.urlopen(url + "state?v=" + v, timeout=10) as r:
                s = json.loads(r.read())
            if s["v"] != v:
                seen.append((time.time_ns(), s["v"]))
                v = s["v"]
                if "game" in s:
                    urllib.request.urlopen(url + "chart.svg", timeout=10).read()
        except urllib.error.HTTPError as e:
            seen.append((time.time_ns(), "error %s" % e))    # answered, but not served (a 500: no heap)
        except OSError as e:
            # A connection closed or timed out unanswered, as a busy host
            # running the tests in parallel once made it (1 poll in 37):
            # the page just asks again at its next poll; here it asks again
            # at once, and a second miss in a row counts.
            if missed:
                seen.append((time.time_ns(), "error %s" % e))
            missed = not missed
            if missed:
                continue
        else:
            missed = False
        stop.wait(max(0, 1.0 - (time.monotonic() - t)))


def stats(us):
    us = sorted(us)
    return "median %.1f ms, 90%% %.1f ms, worst %.1f ms (%d presses)" % (
        us[len(us) // 2] / 1000, us[len(us) * 9 // 10] / 1000, us[-1] / 1000, len(us))


def share(heap, frozen=False, binary=None):
    """share_device.py's run in heap `heap` with a phone polling: firmware
    as .mpy from the flash root (binary: on another unix port), or
    (frozen) on the frozen instrument (host_tools/instrument.py). ->
    (exit code, its figures by name, what the phone saw: [(wall ns,
    version or "error ...")], presses)."""
    import shutil
    if frozen:
        from host_tools import instrument
        binary, tree, cmd, path = instrument.build(), instrument.FLASH, ["-m", "benchmain", "share_device"], ".frozen"
    else:
        binary = binary or mp.MICROPYTHON
        tree, cmd, path = bench.compiled(bench.march_of(binary)), ["-m", "share_device"], ".frozen:lib"
    shutil.rmtree(os.path.join(tree, "data"), ignore_errors=True)
    env = dict(os.environ, MICROPYPATH=path, BONEYARD_SHARE_PORT=str(30000 + os.getpid() % 20000))
    p = subprocess.Popen([binary, "-X", "heapsize=" + heap] + cmd, cwd=tree, env=env,
                         stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    got = {}
    presses = []
    seen = []
    stop = threading.Event()
    poller = None
    for line in p.stdout:
        name, _, value = line.strip().partition(" ")
        if name == "press":
            n, ns = value.split()
            presses.append((int(n), int(ns)))
            continue
        got[name] = value
        if name == "url":
            presses.clear()
            poller = threading.Thread(target=phone, args=(value, seen, stop), daemon=True)
            poller.start()
        if name == "on_times":
            stop.set()
            poller.join()
        if name not in got or not value:
            print(line, end="")
    p.wait()
    if poller is not None:
        stop.set()
        poller.join()
    return p.returncode, got, seen, presses


def main():
    code, got, seen, presses = share(HEAP)
    if code or "done" not in got:
        print("FAILED: share_device exited %d: %s" % (code, got))
        return 1
    off = [int(x) for x in got["off_times"].split(",")]
    on = [int(x) for x in got["on_times"].split(",")]
    report("heap held between presses, share mode off (13 names' worth of app, as bench_app)",
           int(got["off_held"]), "bytes")
    report("heap held, share mode on (radio stand-in, microdot, server, QR screen)",
           int(got["on_held"]), "bytes")
    report("heap held between presses, share mode on, a phone polling (worst)",
           int(got["on_held_playing"]), "bytes")
    report("heap held after share mode is turned off (the names it interned stay)",
           int(got["stopped_held"]), "bytes")
    report("press time, share mode off", stats(off))
    report("press time, share mode on, a phone polling every second", stats(on))
    # How long after each press the polling phone saw it: the first poll
    # whose version (presses.edits) counts that press.
    lag = []
    polls = [(ns, int(v.split(".")[0])) for ns, v in seen if not v.startswith("error")]
    for n, ns in presses:
        after = [t for t, c in polls if c >= n and t >= ns]
        if after and n <= polls[-1][1]:
            lag.append((after[0] - ns) / 1e9)
    lag.sort()
    errors = [v for _, v in seen if v.startswith("error")]
    report("requests served while playing two rounds", int(got["served"]), "")
    report("press seen by the polling phone (1 s polls; the issue: within 2 s)",
           "median %.2f s, worst %.2f s (%d presses), %d failed polls" % (
               lag[len(lag) // 2], lag[-1], len(lag), len(errors)), "")
    if errors:
        print("FAILED: %d polls failed in a %s heap (make deploy's MPY_HEAP_KB for share mode): %s"
              % (len(errors), HEAP, "; ".join(sorted(set(errors)))))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
