# bench: cpython
# Issue 6: what `make deploy` copies to a board, measured against the fake
# board (the MicroPython unix port behind a pty, host_tools/fake_board.py):
# a first deploy, a deploy with no change (target: 0 file writes), a deploy
# after a change to one firmware file; and the size of the firmware as the
# board holds it (target: under 120 KB).
import os
import shutil
import tempfile

from benchlib import report
from host_tools import deploy
from host_tools.fake_board import FakeBoard


def quiet(*_):
    pass


with tempfile.TemporaryDirectory() as tmp:
    firmware = os.path.join(tmp, "firmware")
    shutil.copytree(deploy.FIRMWARE, firmware, ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
    with FakeBoard(os.path.join(tmp, "flash")) as board:
        first = deploy.deploy(board.port, firmware, "bench", out=quiet)
        again = deploy.deploy(board.port, firmware, "bench", out=quiet)
        with open(os.path.join(firmware, "rules", "tiles.py"), "a") as f:
            f.write("\n\ndef changed_for_the_bench():\n    return 1\n")
        one = deploy.deploy(board.port, firmware, "bench", out=quiet)

for name, s in (("first deploy", first), ("no-change deploy", again), ("one-file change deploy", one)):
    report(name + ": file writes", s["files_written"], "(the manifest counts)")
    report(name + ": bytes copied", s["bytes_written"], "bytes")
report("one-file change deploy: files written", " ".join(p.lstrip("/") for p in one["written"]))

size = deploy.mpy_size()
report("firmware as deployed (.mpy, main.py, version.mpy)", "%d bytes = %.1f KB of the 120 KB target"
       % (size, size / 1024))
