# bench: cpython
# Issue 6: what `make deploy` copies to a board, measured against the fake
# board (the MicroPython unix port behind a pty, host_tools/fake_board.py):
# a first deploy, a deploy with no change (target: 0 file writes), a deploy
# after a change to one firmware file; and the size of the firmware as the
# board holds it (target: under 120 KB).
import os
import shutil
import subprocess
import sys
import tempfile

from benchlib import report
from host_tools import deploy
from host_tools.fake_board import FakeBoard


def run_deploy(port, firmware):
    """`make deploy` as a maker runs it; (files written, bytes written)."""
    r = subprocess.run([sys.executable, "-m", "host_tools.deploy", "--port", port, "--firmware", firmware,
                        "--version", "bench"], capture_output=True, text=True, cwd=deploy.ROOT, timeout=120)
    if r.returncode:
        sys.exit(r.stderr)
    words = next(ln for ln in r.stdout.splitlines() if ln.startswith("wrote ")).replace("(", "").split()
    return int(words[1]), int(words[3])


with tempfile.TemporaryDirectory() as tmp:
    firmware = os.path.join(tmp, "firmware")
    shutil.copytree(deploy.FIRMWARE, firmware, ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
    with FakeBoard(os.path.join(tmp, "flash")) as board:
        first = run_deploy(board.port, firmware)
        again = run_deploy(board.port, firmware)
        with open(os.path.join(firmware, "rules", "tiles.py"), "a") as f:
            f.write("\n\ndef changed_for_the_bench():\n    return 1\n")
        one = run_deploy(board.port, firmware)

for name, (files, nbytes) in (("first deploy", first), ("no-change deploy", again),
                              ("one-file change deploy (rules/tiles.py)", one)):
    report(name + ": file writes", files, "(the manifest counts)")
    report(name + ": bytes copied", nbytes, "bytes")

size = deploy.mpy_size()
report("firmware as deployed (.mpy, main.py, version.mpy)", "%d bytes = %.1f KB of the 120 KB target"
       % (size, size / 1024))
