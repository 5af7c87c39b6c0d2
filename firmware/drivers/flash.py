# The flash's littlefs, mounted with a 256-byte cache. MicroPython's ESP32
# port mounts it at boot with littlefs's read and program sizes of 32 bytes,
# so a 128-byte cache: every saved file longer than that gets a block of
# its own, erased before it is written (a 4 KB sector erase, 45 ms typical
# on the W25Q32JV), and littlefs reads its metadata back 128 bytes at a
# time. With a program size of 64 the cache is 256 bytes and a file up to
# 256 bytes (an app record, a referee's round in play) stays inline in its
# directory's metadata, with no erase of its own. bench_press_cost's flash
# counts over each family's power-on (tests/bench/README.md, "The flash"):
# Mexican Train's 13-round match 11.1 -> 6.1 s of flash time (164 -> 63
# erases), Kozel 4.6 -> 2.1 s, Muggins 4.7 -> 2.4 s, Sausage 5.0 -> 2.3 s,
# the counting game 3.9 -> 1.8 s. A program size of 128 (a 512-byte cache)
# saves as much in all and more in Mexican Train's reports, but holds 768
# bytes more on the heap, not 256 (tests/scripts/flash_mount.py heap);
# a larger read size reads more, not less. littlefs keeps neither size on
# the flash: a filesystem written under either mount reads under the other
# (the same test), so a board updated from an older image keeps its files.
from micropython import const

_READ = const(32)    # MicroPython's default: small reads walk the metadata log
_PROG = const(64)


def mount(bdev, where):
    """Mount the littlefs on bdev at `where` with this module's sizes (the
    benches' and tests' flash chips mount as the board's)."""
    import vfs
    vfs.mount(vfs.VfsLfs2(bdev, readsize=_READ, progsize=_PROG), where)


def remount(bdev):
    """On the board: the root MicroPython mounted at boot on bdev (the
    ESP32 port's flashbdev partition), mounted again with this module's
    sizes; True when it was. A root that is not littlefs (a FAT
    partition) is left as it is."""
    import vfs
    try:
        fs = vfs.VfsLfs2(bdev, readsize=_READ, progsize=_PROG)
    except OSError:
        return False
    import os
    cwd = os.getcwd()
    vfs.umount("/")
    vfs.mount(fs, "/")
    os.chdir(cwd)
    return True
