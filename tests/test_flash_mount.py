"""The flash as the device mounts it (firmware/drivers/flash.py), on real
littlefs (vfs.VfsLfs2) under the MicroPython unix port on a RAM flash chip
(tests/scripts/flash_mount.py): a small record's save stays in littlefs's
metadata, with no 4 KB sector of its own to erase (45 ms typical on the
board's W25Q32JV, issue 45); a filesystem written under MicroPython's own
mount reads under the device's and the other way round (a board updated
from an older image keeps its matches; `make deploy`'s copies, written
under stock MicroPython's mount, read under the device's); and the board's
root, mounted by MicroPython at boot, is mounted again with the device's
sizes, its files and working directory kept."""
import mp

ARGS = dict(heapsize="2m", extra_path=("tests/firmware", "tests"))


def run(*args):
    r = mp.run(["tests/scripts/flash_mount.py"] + list(args), **ARGS)
    assert r.returncode == 0, r.stdout + r.stderr
    assert "FAIL" not in r.stdout, r.stdout
    assert "flash_mount: all checks passed" in r.stdout, r.stdout
    return r.stdout


def test_a_small_records_save_erases_no_sector_and_either_mount_reads_the_others_files():
    out = run()
    assert "erases of a 200-byte record's save: 1 under MicroPython's mount, 0 under the device's" in out


def test_the_boards_root_is_mounted_again_with_the_devices_sizes():
    out = run("remount")
    assert "erases of a 200-byte record's save on the root mounted again: 0" in out
