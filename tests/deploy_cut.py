# A cable pulled during `make deploy` (issue 27, item 5), at every point of
# an update: the deploy (host_tools/deploy.py, in process) talks to the
# stand-in board (host_tools/fake_board.py) and stops before its Nth board
# command, as if the USB cable came out there; the board is powered off,
# then on again. It must start every time (the app's screen, no crash
# screen, on the old firmware or the new), and /data must be byte for byte
# as before. The update changes two modules that only work together
# (app.main uses a name rules.tiles gains), so old and new mixed crash.
# Run by tests/test_deploy.py (every point).
import os
import shutil
import time

from host_tools import deploy as deploy_tool
from host_tools.fake_board import FakeBoard

STANDIN = ("screen.txt", "keys.txt", "keys.txt.new", "keys.txt.done")


class Cut(Exception):
    pass


def update_of(firmware, out):
    """A copy of firmware whose app.main needs a name only the new
    rules.tiles has, and a new module."""
    shutil.copytree(firmware, out, ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
    with open(os.path.join(out, "rules", "tiles.py"), "a") as f:
        f.write("\nDEPLOY_PROBE = 2  # tests/deploy_cut.py\n")
    path = os.path.join(out, "app", "main.py")
    with open(path) as f:
        text = f.read()
    with open(path, "w") as f:
        f.write("from rules.tiles import DEPLOY_PROBE  # noqa: F401  (tests/deploy_cut.py)\n" + text)
    with open(os.path.join(out, "app", "probe.py"), "w") as f:
        f.write("PROBE = 1\n")
    return out


def data_of(flash):
    out = {}
    root = os.path.join(flash, "data")
    for d, _, names in os.walk(root):
        for n in names:
            p = os.path.join(d, n)
            with open(p, "rb") as f:
                out[os.path.relpath(p, root)] = f.read()
    return out


def screen(flash, timeout=30):
    """The screen once it has settled: the first frame may be followed by
    another, so the same one for 0.6 s (not a fixed wait after the first:
    a busy host can draw the next later than that)."""
    path = os.path.join(flash, "screen.txt")
    end = time.monotonic() + timeout
    last = since = None
    while time.monotonic() < end:
        try:
            with open(path) as f:
                now = f.read()
        except FileNotFoundError:
            now = None
        if now != last:
            last, since = now, time.monotonic()
        elif now is not None and time.monotonic() - since >= 0.6:
            return now
        time.sleep(0.05)
    return last


def power_on(flash):
    """-> (the screen it shows, what it sent)."""
    for n in STANDIN:
        try:
            os.remove(os.path.join(flash, n))
        except FileNotFoundError:
            pass
    with FakeBoard(flash) as b:
        shown = screen(flash)
        return shown, b.transcript().decode(errors="replace")


def deploy_until(flash, firmware, version, cut):
    """Deploy firmware to the board on flash, the cable pulled before board
    command `cut` (None: never). -> how many commands the deploy sent."""
    sent = [0]
    run = deploy_tool.Board.run
    soft_reset = deploy_tool.Board.soft_reset

    def counting(self, code):
        if cut is not None and sent[0] >= cut:
            raise Cut()
        sent[0] += 1
        return run(self, code)

    def no_reset(self):
        self.reset_done = True
        return False

    deploy_tool.Board.run = counting
    if cut is not None:
        deploy_tool.Board.soft_reset = no_reset
    try:
        for attempt in (1, 2):
            with FakeBoard(flash) as b:
                try:
                    deploy_tool.deploy(b.port, str(firmware), version, out=lambda *a: None)
                except Cut:
                    pass
                except deploy_tool.DeployError:
                    # The stand-in's app stopped by the deploy's Ctrl-C while
                    # its heap was locked: the unix port dies ("uncaught NLR")
                    # before its raw REPL. A person runs make deploy again.
                    if sent[0] or attempt == 2:
                        raise
                    continue
            break
    finally:
        deploy_tool.Board.run = run
        deploy_tool.Board.soft_reset = soft_reset
    return sent[0]
