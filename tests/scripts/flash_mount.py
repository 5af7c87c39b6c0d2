# The device's flash mount (firmware/drivers/flash.py), run by
# tests/test_flash_mount.py under the MicroPython unix port on littlefs on
# a RAM flash chip (tests/ramdisk.py). Prints one "name: value" line a
# figure and "FAIL: ..." for a check that does not hold.
#
# usage: micropython flash_mount.py [heap | remount]
#   (none): a record's save, and files written under one mount read under
#     the other; heap: the bytes each mount holds; remount: the board's
#     root, as MicroPython's _boot.py mounted it, mounted again
#     (main.py, given the ESP32 port's flashbdev partition).
import gc
import sys

import vfs
from ramdisk import Disk, Flash
from ledger.store import Store
from drivers import flash

failed = []


def check(ok, what):
    if not ok:
        failed.append(what)
        print("FAIL:", what)


def default(dev, where):
    vfs.mount(vfs.VfsLfs2(dev), where)   # MicroPython's ESP32 _boot.py: vfs.mount(bdev, "/")


def erases_of_a_save(mount, size):
    """Sector erases of the second save of a record of `size` bytes on a
    fresh flash (the first creates the directory and the record)."""
    disk = Disk(64)
    dev = Flash(disk)
    vfs.VfsLfs2.mkfs(dev)
    mount(dev, "/f")
    try:
        import os
        os.mkdir("/f/data")
        s = Store("/f/data")
        s.write("app", b"A", (bytes(size),))
        disk.reset_counters()
        s.write("app", b"A", (bytes(size),))
        return disk.erases
    finally:
        vfs.umount("/f")


def both_ways():
    disk = Disk(64)
    for first, second in ((flash.mount, default), (default, flash.mount)):
        dev = Flash(disk)
        vfs.VfsLfs2.mkfs(dev)
        first(dev, "/f")
        data = bytes(range(256)) * 3
        for i in range(12):
            with open("/f/r%d" % i, "wb") as f:
                f.write(data[:50 * i + 40])
        vfs.umount("/f")
        second(Flash(disk), "/f")
        for i in range(12):
            with open("/f/r%d" % i, "rb") as f:
                check(f.read() == data[:50 * i + 40], "a %d-byte file written under one mount reads under the other" % (50 * i + 40))
        with open("/f/r3", "ab") as f:
            f.write(b"more")
        with open("/f/r3", "rb") as f:
            check(f.read() == data[:190] + b"more", "a file written under one mount grows under the other")
        vfs.umount("/f")


def held(mount):
    disk = Disk(16)
    dev = Flash(disk)
    vfs.VfsLfs2.mkfs(dev)
    gc.collect()
    was = gc.mem_alloc()
    mount(dev, "/f")
    gc.collect()
    n = gc.mem_alloc() - was
    vfs.umount("/f")
    return n


def remount():
    # The board's boot: flashbdev's partition holds a littlefs, mounted at /
    # with MicroPython's sizes, and a saved match on it.
    disk = Disk(64)
    dev = Flash(disk)
    vfs.VfsLfs2.mkfs(dev)
    import os
    vfs.umount("/")
    default(dev, "/")
    os.chdir("/")
    os.mkdir("/data")
    with open("/data/kept", "wb") as f:
        f.write(b"a match")
    check(flash.remount(dev), "remount() says it mounted the root again")
    with open("/data/kept", "rb") as f:
        check(f.read() == b"a match", "the root's files are there after the remount")
    check(os.getcwd() == "/", "the working directory is kept")
    s = Store("/data")
    s.write("app", b"A", (bytes(200),))
    disk.reset_counters()
    s.write("app", b"A", (bytes(200),))
    print("erases of a 200-byte record's save on the root mounted again:", disk.erases)
    check(disk.erases == 0, "a 200-byte record's save on the root mounted again erases no sector")


what = sys.argv[-1]
if what == "heap":
    print("held by MicroPython's mount: %d bytes" % held(default))
    print("held by the device's mount: %d bytes" % held(flash.mount))
elif what == "remount":
    remount()
else:
    for size in (100, 200, 240, 400):
        print("erases of a %d-byte record's save: %d under MicroPython's mount, %d under the device's"
              % (size, erases_of_a_save(default, size), erases_of_a_save(flash.mount, size)))
    # A record that fits the cache stays in the directory's metadata: no
    # sector of its own to erase.
    check(erases_of_a_save(flash.mount, 200) == 0, "a 200-byte record's save erases no sector")
    check(erases_of_a_save(default, 200) > 0, "under MicroPython's mount it does (the figure's baseline)")
    both_ways()
print("flash_mount: %s" % ("FAILED" if failed else "all checks passed"))
