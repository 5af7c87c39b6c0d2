"""`make flash PORT=... FIRMWARE=...`: erase a fresh ESP32 and write a
MicroPython firmware image with esptool.

    python -m host_tools.flash --port PORT [--dry-run] IMAGE

IMAGE is the maker's download from https://micropython.org/download/ESP32_GENERIC/
(a .bin). The tool checks that it is there and that it is an ESP32 image,
and works out where it goes: a micropython.org download is a merged image
(bootloader, partition table, MicroPython) that starts at 0x1000 on the
ESP32; an application-only image (`micropython.bin` of a custom build, see
hardware/freeze/) goes at 0x10000. Then it runs esptool once,
`write-flash`: the image's partitions are written and the filesystem
partition, where /data keeps the saved matches, is left as it is, so an
update keeps every match. --erase (make flash ERASE=1) erases the whole
flash first, saved matches too: for a board that held something else.

Every failure is one line on standard error and exit status 1.
"""
import argparse
import os
import struct
import subprocess
import sys

DOWNLOAD = "https://micropython.org/download/ESP32_GENERIC/"
IMAGE_MAGIC = 0xE9
APP_DESC_MAGIC = 0xABCD5432  # esp_app_desc_t, first in an application image
PARTITION_MAGIC = b"\xaa\x50"
BOOTLOADER_AT = 0x1000  # ESP32 (the later chips boot from 0x0)
PARTITIONS_AT = 0x8000
APP_AT = 0x10000
# chip_id in the image's extended header, as esptool numbers them
CHIPS = {0: "ESP32", 2: "ESP32-S2", 5: "ESP32-C3", 9: "ESP32-S3", 12: "ESP32-C2",
         13: "ESP32-C6", 16: "ESP32-H2", 18: "ESP32-P4", 20: "ESP32-C61", 23: "ESP32-C5"}
BAUD = 460800


class FlashError(Exception):
    """A one-line message for the user."""


def _chip(data, at):
    """The chip an image header at `at` is built for."""
    (chip_id,) = struct.unpack_from("<H", data, at + 12)
    return CHIPS.get(chip_id, "chip id %d" % chip_id)


def image_offset(data):
    """Where in the ESP32's flash this image is written; FlashError if it is
    not a MicroPython image for the ESP32."""
    header = next((at for at in (0, BOOTLOADER_AT) if data[at:at + 1] == bytes([IMAGE_MAGIC])), None)
    if header is None or len(data) < header + 24:
        raise FlashError("This is not an ESP32 firmware image (no ESP image header): "
                         "get the MicroPython .bin for ESP32 from " + DOWNLOAD)
    chip = _chip(data, header)
    if chip != "ESP32":
        raise FlashError("This image is for the %s, not the ESP32: get the ESP32_GENERIC .bin from %s"
                         % (chip, DOWNLOAD))
    partitions = header + PARTITIONS_AT - BOOTLOADER_AT
    if data[partitions:partitions + 2] == PARTITION_MAGIC:
        return BOOTLOADER_AT - header  # merged: bootloader, partition table, MicroPython
    if header == 0 and len(data) >= 0x24 and struct.unpack_from("<I", data, 0x20)[0] == APP_DESC_MAGIC:
        return APP_AT  # application only
    raise FlashError("This ESP32 image is neither a full MicroPython download nor an application "
                     "image (a bootloader alone?): get the .bin from " + DOWNLOAD)


def read_image(path):
    if not path:
        raise FlashError("Name the MicroPython image: download the .bin from %s, then "
                         "make flash PORT=/dev/ttyUSB0 FIRMWARE=path/to/ESP32_GENERIC-....bin" % DOWNLOAD)
    if not os.path.isfile(path):
        raise FlashError("No firmware image at %s: download the MicroPython .bin for ESP32 from %s"
                         % (path, DOWNLOAD))
    with open(path, "rb") as f:
        return f.read()


def esptool_command(port, image, offset, erase=False):
    return [sys.executable, "-m", "esptool", "--chip", "esp32", "--port", port, "--baud", str(BAUD),
            "write-flash"] + (["--erase-all"] if erase else []) + ["-z", "0x%x" % offset, image]


def frozen(data):
    """Whether the image has Boneyard frozen in (hardware/freeze/): its
    first boot writes the firmware's files; no `make deploy` after it."""
    return b"image_assets" in data


def run_esptool(cmd, out=print):
    """Run esptool. Its chatter before it reaches the board is held back,
    so a missing board is one line; from the connection on, its progress is
    shown."""
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, bufsize=1)
    held, connected = [], False
    for line in proc.stdout:
        if connected:
            sys.stdout.write(line)
            sys.stdout.flush()
            continue
        held.append(line)
        if line.startswith(("Connected to", "Chip type", "Chip is")):
            connected = True
            out("Erasing the whole flash (saved matches too) and writing MicroPython:" if "--erase-all" in cmd
                else "Writing MicroPython (the saved matches stay):")
            sys.stdout.writelines(held)
    proc.wait()
    if proc.returncode:
        text = "".join(held)
        fatal = text.split("fatal error occurred:", 1)
        reason = fatal[1].strip().splitlines()[0] if len(fatal) > 1 else (text.strip().splitlines() or ["no output"])[-1]
        raise FlashError("esptool could not flash the board: " + reason)


_EXAMPLE = """Example, checking an image without writing it:
  python -m host_tools.flash --dry-run build/esp32/boneyard-ESP32_GENERIC.bin"""


def main(argv=None):
    ap = argparse.ArgumentParser(prog="make flash", description="Write MicroPython (with Boneyard frozen in, or "
                                 "the download) to an ESP32; the saved matches stay.",
                                 epilog=_EXAMPLE, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--port", help="serial port of the board, e.g. /dev/ttyUSB0")
    ap.add_argument("--erase", action="store_true", help="erase the whole flash first, saved matches too")
    ap.add_argument("--dry-run", action="store_true", help="check the image and print the esptool command")
    ap.add_argument("image", nargs="?", help="MicroPython .bin for ESP32 (from %s)" % DOWNLOAD)
    args = ap.parse_args(argv)
    try:
        data = read_image(args.image)
        offset = image_offset(data)
        if not args.port:
            raise FlashError("Name the board's port: make flash PORT=/dev/ttyUSB0 FIRMWARE=%s" % args.image)
        cmd = esptool_command(args.port, args.image, offset, args.erase)
        if args.dry_run:
            print(" ".join(cmd[2:]))
            return 0
        run_esptool(cmd)
    except FlashError as e:
        print(e, file=sys.stderr)
        return 1
    if frozen(data):
        print("Flashed: the board starts Boneyard (its first boot writes the texts and fonts)")
    else:
        print("Flashed. Now: make deploy PORT=%s" % args.port)
    return 0


if __name__ == "__main__":
    sys.exit(main())
