"""Every firmware file compiles with mpy-cross, so syntax MicroPython lacks is
caught before it reaches a board."""
import os
import subprocess

import pytest

import mp

MPY_CROSS = mp.binary("mpy-cross")
FILES = sorted(
    os.path.relpath(os.path.join(d, f), mp.FIRMWARE)
    for d, _, fs in os.walk(mp.FIRMWARE) for f in fs if f.endswith(".py"))


def _compile(src, out):
    # For the ESP32's Xtensa, as its port freezes the firmware: the display's
    # drawing (drivers._lay) is native code, which needs an architecture.
    return subprocess.run([MPY_CROSS, "-march=xtensawin", "-o", out, src], capture_output=True, text=True)


def test_there_are_firmware_files():
    assert "rules/tiles.py" in FILES


@pytest.mark.parametrize("rel", FILES)
def test_compiles(rel, tmp_path):
    r = _compile(os.path.join(mp.FIRMWARE, rel), str(tmp_path / "out.mpy"))
    assert r.returncode == 0, r.stderr
    assert (tmp_path / "out.mpy").read_bytes()[:1] == b"M"


def test_syntax_micropython_lacks_is_refused(tmp_path):
    # A `match` statement is valid CPython 3.11 that MicroPython cannot run.
    src = tmp_path / "bad.py"
    src.write_text("match 1:\n    case 1:\n        pass\n")
    r = _compile(str(src), str(tmp_path / "bad.mpy"))
    assert r.returncode != 0
