"""A board running the frozen image [issue 25, item 1]: the firmware a user
flashes is MicroPython with Boneyard frozen in (hardware/freeze/), its flash
holding only /data until the image's first boot writes the files its code
reads (texts, fonts, share mode's page: firmware/device.py's unpack). Here
that image is the 32-bit unix port built from the same manifest
(host_tools/instrument.py) behind the stand-in serial port
(host_tools/fake_board.py). Without ../shared beside the repository (or
gcc-multilib) the image cannot be built here, and the board test says so;
the unpacking itself is tested on CPython as well."""
import os
import sys
import time
import types

import pytest

from host_tools import instrument
from host_tools.fake_board import FakeBoard
from test_deploy import press, screen, simulated_screen

WHY = instrument.available()


def tree(root):
    out = {}
    for d, _, files in os.walk(root):
        for f in files:
            with open(os.path.join(d, f), "rb") as fh:
                out[os.path.relpath(os.path.join(d, f), root)] = fh.read()
    return out


@pytest.mark.skipif(WHY is not None, reason="the frozen image cannot be built here: %s" % WHY)
def test_a_freshly_flashed_image_boots_the_app_and_keeps_the_saved_matches(tmp_path):
    flash = tmp_path / "flash"
    (flash / "data").mkdir(parents=True)
    saved = {"m1": b"BY a saved match's bytes"}
    (flash / "data" / "m1").write_bytes(saved["m1"])
    with FakeBoard(flash, binary=instrument.build(), frozen=True) as board:
        # The frozen main.py ran the app: its first frame is the simulator's
        # on the same flash (a match file without settings: the loss said).
        first = screen(board)
        assert first == simulated_screen("", tmp_path / "sim1", saved)
        press(board, "down")
        assert screen(board, unlike=first) == simulated_screen("down", tmp_path / "sim2", saved)
        assert "Traceback" not in board.transcript().decode(errors="replace")
    files = tree(flash)
    # No module on the flash: the code is in the image; its files were written.
    assert not [p for p in files if p.endswith((".py", ".mpy"))], sorted(files)
    for rel in ("app/lang_en.bin", "app/lang_ru.bin", "share/page.html"):
        with open(os.path.join(instrument.ROOT, "firmware", rel), "rb") as f:
            assert files[rel] == f.read(), rel
    assert files[os.path.join("data", "m1")] == b"BY a saved match's bytes"


@pytest.fixture
def image(monkeypatch, tmp_path):
    """device.unpack() on CPython, in tmp_path, with an image_assets module
    as the freeze manifest writes it."""
    import device
    mod = types.ModuleType("image_assets")
    mod.STAMP = "one"
    mod.FILES = (("app/lang_en.bin", b"texts"), ("share/page.html", b"<html>"))
    monkeypatch.setitem(sys.modules, "image_assets", mod)
    monkeypatch.chdir(tmp_path)
    return device, mod


def test_unpack_writes_each_file_and_the_stamp_last(image, tmp_path):
    device, mod = image
    device.unpack()
    assert (tmp_path / "app" / "lang_en.bin").read_bytes() == b"texts"
    assert (tmp_path / "share" / "page.html").read_bytes() == b"<html>"
    assert (tmp_path / ".assets").read_text() == "one"
    assert not list(tmp_path.rglob("*.new"))


def test_unpack_leaves_a_stamped_flash_alone_and_rewrites_for_a_new_image(image, tmp_path, monkeypatch):
    device, mod = image
    device.unpack()
    (tmp_path / "app" / "lang_en.bin").write_bytes(b"changed by hand")
    monkeypatch.setitem(sys.modules, "image_assets", mod)
    device.unpack()   # the same image: nothing written
    assert (tmp_path / "app" / "lang_en.bin").read_bytes() == b"changed by hand"
    new = types.ModuleType("image_assets")
    new.STAMP, new.FILES = "two", (("app/lang_en.bin", b"new texts"),)
    monkeypatch.setitem(sys.modules, "image_assets", new)
    device.unpack()   # a new image: its files
    assert (tmp_path / "app" / "lang_en.bin").read_bytes() == b"new texts"
    assert (tmp_path / ".assets").read_text() == "two"


def test_a_cut_before_the_stamp_writes_everything_again(image, tmp_path, monkeypatch):
    device, mod = image
    real = device.os.rename
    calls = []

    def cut(a, b):
        calls.append(a)
        if len(calls) == 2:
            raise OSError("power cut")
        real(a, b)

    monkeypatch.setattr(device.os, "rename", cut)
    with pytest.raises(OSError):
        device.unpack()
    assert not (tmp_path / ".assets").exists()
    monkeypatch.setattr(device.os, "rename", real)
    monkeypatch.setitem(sys.modules, "image_assets", mod)
    device.unpack()
    assert (tmp_path / "share" / "page.html").read_bytes() == b"<html>"
    assert (tmp_path / ".assets").read_text() == "one"


@pytest.mark.skipif(WHY is not None, reason="the frozen image cannot be built here: %s" % WHY)
def test_the_stand_in_boards_battery_shows_on_the_settings_screen(tmp_path):
    # [issue 28, item 4, optional]: the stand-in board reads a LiPo's
    # millivolts from /battery.txt (boards/unix_standin.py,
    # drivers/battery.py): 3900 mV is 75 %, on the settings screen as the
    # app draws it with a battery of 75 % (tests/firmware/apphw.py).
    sys.path.insert(0, os.path.join(instrument.ROOT, "tests", "firmware"))
    from apphw import hardware, new_app
    from apphw import press as press_app
    from host_tools.headless import text_art
    app = new_app(hardware(language=0))
    app.hw.battery = lambda: 75
    press_app(app, "down", "down", "ok")
    assert app.name == "settings"
    want = text_art(bytes(app.hw.display.buf)) + "\n"
    flash = tmp_path / "flash"
    (flash / "data").mkdir(parents=True)
    (flash / "battery.txt").write_text("3900")
    with FakeBoard(flash, binary=instrument.build(), frozen=True) as board:
        first = screen(board)                     # the language, asked once
        press(board, "ok")
        menu = screen(board, unlike=first)
        press(board, "down down ok")
        got = screen(board, unlike=menu)
        end = time.monotonic() + 20
        while got != want and time.monotonic() < end:   # (the menu's frames on the way)
            try:
                got = screen(board, unlike=got, timeout=2)
            except TimeoutError:
                break
        assert got == want, got
