"""`make flash`: the image checks and the one-line failures, with esptool
really run against a port where no board is. Images are built here byte by
byte in the layout esptool documents (there is no board and no download)."""
import os
import struct
import subprocess
import sys

import pytest

import mp
from host_tools import flash


def header(chip_id=0):
    """An ESP image header: magic, 1 segment, DIO, 4MB, entry point, then the
    extended header with its chip id."""
    return (bytes([0xE9, 1, 2, 0x20]) + struct.pack("<I", 0x40080000)
            + bytes([0xEE, 0, 0, 0]) + struct.pack("<HBHH", chip_id, 0, 0, 0xFFFF) + bytes(5))


def app_image(chip_id=0):
    return header(chip_id) + struct.pack("<II", 0x3F400020, 256) + struct.pack("<I", 0xABCD5432) + bytes(252)


def merged_image(chip_id=0):
    """Like micropython.org's ESP32_GENERIC .bin: bootloader at file offset 0
    (flash 0x1000), partition table at 0x7000 (flash 0x8000), app at 0xF000."""
    img = bytearray(header(chip_id).ljust(0x7000, b"\xff"))
    img += (b"\xaa\x50\x00\x00" + struct.pack("<II", 0x10000, 0x1F0000) + b"factory").ljust(0x8000, b"\xff")
    img += app_image(chip_id)
    return bytes(img)


def run(*args):
    return subprocess.run([sys.executable, "-m", "host_tools.flash", *args],
                          capture_output=True, text=True, cwd=mp.ROOT, timeout=60)


def one_line_error(r):
    assert r.returncode == 1
    assert r.stdout == ""
    assert len(r.stderr.strip().splitlines()) == 1, r.stderr
    assert "Traceback" not in r.stderr
    return r.stderr


def test_micropython_download_goes_at_0x1000():
    assert flash.image_offset(merged_image()) == 0x1000


def test_merged_image_from_flash_start_goes_at_0():
    assert flash.image_offset(b"\xff" * 0x1000 + merged_image()) == 0


def test_application_image_goes_at_0x10000():
    assert flash.image_offset(app_image()) == 0x10000


def test_dry_run_prints_the_esptool_command(tmp_path):
    img = tmp_path / "ESP32_GENERIC-v1.29.0.bin"
    img.write_bytes(merged_image())
    r = run("--port", "/dev/ttyUSB0", "--dry-run", str(img))
    assert r.returncode == 0, r.stderr
    assert r.stdout.split() == ["esptool", "--chip", "esp32", "--port", "/dev/ttyUSB0", "--baud", "460800",
                                "write-flash", "-z", "0x1000", str(img)]


def test_erase_is_asked_for_never_the_default(tmp_path):
    # An update keeps the filesystem partition (/data, the saved matches):
    # only --erase (make flash ERASE=1) wipes it.
    img = tmp_path / "boneyard.bin"
    img.write_bytes(merged_image())
    r = run("--port", "/dev/ttyUSB0", "--dry-run", "--erase", str(img))
    assert r.returncode == 0, r.stderr
    assert r.stdout.split()[7:9] == ["write-flash", "--erase-all"]


def test_a_boneyard_image_needs_no_deploy():
    assert flash.frozen(merged_image() + b"image_assets")
    assert not flash.frozen(merged_image())


def test_no_image_named_says_where_to_get_one():
    assert flash.DOWNLOAD in one_line_error(run("--port", "/dev/ttyUSB0"))


def test_missing_image_says_where_to_get_one(tmp_path):
    err = one_line_error(run("--port", "/dev/ttyUSB0", str(tmp_path / "nope.bin")))
    assert "nope.bin" in err and flash.DOWNLOAD in err


@pytest.mark.parametrize("content", [b"", b"hello, not firmware\n" * 100, b"\x7fELF" + bytes(2000)])
def test_not_an_esp32_image(tmp_path, content):
    img = tmp_path / "firmware.bin"
    img.write_bytes(content)
    err = one_line_error(run("--port", "/dev/ttyUSB0", str(img)))
    assert "not an ESP32 firmware image" in err


def test_image_for_another_chip(tmp_path):
    img = tmp_path / "ESP32_GENERIC_S3.bin"
    # The S3 boots from 0x0: its partition table sits at 0x8000 in the file.
    img.write_bytes(header(9).ljust(0x8000, b"\xff") + b"\xaa\x50" + bytes(30) + app_image(9))
    assert "ESP32-S3, not the ESP32" in one_line_error(run("--port", "/dev/ttyUSB0", str(img)))


def test_bootloader_alone_is_refused(tmp_path):
    img = tmp_path / "bootloader.bin"
    img.write_bytes(header().ljust(0x5000, b"\xff"))
    assert "bootloader alone" in one_line_error(run("--port", "/dev/ttyUSB0", str(img)))


def test_no_board_attached_is_one_line(tmp_path):
    img = tmp_path / "ESP32_GENERIC-v1.29.0.bin"
    img.write_bytes(merged_image())
    port = str(tmp_path / "ttyUSB0")  # no such port
    err = one_line_error(run("--port", port, str(img)))
    assert err.startswith("esptool could not flash the board:") and port in err


def test_make_flash_checks_the_image(tmp_path):
    r = subprocess.run(["make", "-s", "flash", "PORT=/dev/ttyUSB0", "FIRMWARE=" + str(tmp_path / "x.bin")],
                       capture_output=True, text=True, cwd=mp.ROOT, timeout=60)
    assert r.returncode != 0
    assert "No firmware image at %s" % (tmp_path / "x.bin") in r.stderr
    assert "Traceback" not in r.stderr
    assert not os.path.exists(tmp_path / "x.bin")
