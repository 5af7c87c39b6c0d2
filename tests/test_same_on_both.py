"""The same seed gives byte-identical shuffles and deals under CPython and the
MicroPython unix port [rules/README.md §1: the device deals; the simulator and tests
must see the same deal]."""
import subprocess
import sys

import mp


def test_deal_transcripts_are_byte_identical():
    script = "tests/scripts/deal_transcript.py"
    cpy = subprocess.run([sys.executable, script], capture_output=True, text=True, cwd=mp.ROOT,
                         env={"PYTHONPATH": mp.ROOT})
    assert cpy.returncode == 0, cpy.stderr
    upy = mp.run([script])
    assert upy.returncode == 0, upy.stderr
    assert cpy.stdout.count("deal double-") == 20
    assert upy.stdout == cpy.stdout
