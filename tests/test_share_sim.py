"""The simulator's share mode: the desktop app (host_tools.simulator, here
its headless runner) serves the page on localhost, for a user without a
board: a browser on the same computer opens it."""
import json
import os
import random
import subprocess
import sys
import threading
import time
import urllib.request

import mp
from share_board import find_text


def test_the_simulator_serves_the_page_on_localhost(tmp_path):
    port = random.Random().randrange(20000, 60000)
    got = {}

    def phone():
        end = time.monotonic() + 40   # the simulator may start slowly on a loaded host
        while time.monotonic() < end and "state" not in got:
            for p in range(port, port + 50):
                try:
                    with urllib.request.urlopen("http://127.0.0.1:%d/state" % p, timeout=5) as r:
                        got["state"] = json.loads(r.read())
                    with urllib.request.urlopen("http://127.0.0.1:%d/" % p, timeout=5) as r:
                        got["page"] = r.read()
                    got["port"] = p
                    break
                except OSError:
                    continue
            time.sleep(0.1)

    t = threading.Thread(target=phone)
    t.start()
    # New game, Deal (a match), BACK to the menu, Settings, Share, then the
    # simulator idles 8 s (its idle waits serve the page)
    r = subprocess.run([sys.executable, "-m", "host_tools.simulator", "--script",
                        "ok ok back down down down ok down ok wait:8000", "--root", str(tmp_path / "flash"),
                        "--frames", str(tmp_path / "frames")], capture_output=True, text=True, cwd=mp.ROOT,
                       timeout=60, env=dict(os.environ, BONEYARD_SHARE_PORT=str(port)))
    t.join()
    assert r.returncode == 0, r.stdout + r.stderr
    assert got.get("state"), "no page on localhost"
    s = got["state"]
    assert s["active"] and s["players"] == ["P1", "P2", "P3", "P4"] and s["game_label"] == "Mexican Train"
    assert b"Boneyard" in got["page"]
    # By number: past frame_999 a name's order is not its frame's.
    last = max((n for n in os.listdir(tmp_path / "frames") if n.endswith(".txt")),
               key=lambda n: int(n[6:-4]))
    assert find_text(open(tmp_path / "frames" / last).read().split("\n")[1:], "PIN")   # the share screen
