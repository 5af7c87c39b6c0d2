# A flash chip in RAM for littlefs (vfs.VfsLfs2) under the MicroPython unix
# port: MicroPython's extended block protocol (readblocks/writeblocks with
# an offset, ioctl erase), 4096-byte blocks like the ESP32's flash, counters
# for the benchmark, and a power cut after the Nth program or erase.
#
# The bytes (Disk) outlive the port (Flash) a filesystem is mounted on: a
# cut kills that port for good, so a half-closed file of the old mount can
# never write again, and a "reboot" mounts a fresh port on the same bytes.


# After the cut, the dead port answers every call with an I/O error rather
# than an exception: littlefs unwinds quietly, and a file the garbage
# collector closes later changes nothing.
_EIO = -5


class PowerCut(Exception):
    pass




class Disk:
    def __init__(self, blocks=64, size=4096):
        self.size = size
        self.blocks = blocks
        self.ff = b"\xff" * size
        self.data = bytearray(blocks * size)
        for b in range(blocks):  # erased flash reads all ones
            self.data[b * size:(b + 1) * size] = self.ff
        self.mv = memoryview(self.data)
        self.ops = 0         # programs and erases since the counters were reset
        self.prog_bytes = 0
        self.erases = 0

    def reset_counters(self):
        self.ops = 0
        self.prog_bytes = 0
        self.erases = 0

    def restore(self, snapshot):
        self.data[:] = snapshot


class Flash:
    """One power-on of the disk; cut_at=N: the Nth program or erase from now
    is torn halfway and raises PowerCut; the port is dead from then on."""

    def __init__(self, disk, cut_at=0):
        self.disk = disk
        self.cut_at = cut_at
        self.dead = False
        self.broken = False  # True: every program and erase fails (EIO), no cut
        self.ops = 0
        # Made in advance: littlefs may write while the heap is locked (a
        # file closed by the garbage collector), where nothing can be made.
        # One per power-on, so its traceback does not grow from cut to cut.
        self.cut = PowerCut("power cut")

    def _step(self):
        self.ops += 1
        self.disk.ops += 1
        return self.ops == self.cut_at

    def readblocks(self, n, buf, off=0):
        if self.dead:
            return _EIO
        a = n * self.disk.size + off
        buf[:] = self.disk.mv[a:a + len(buf)]

    def writeblocks(self, n, buf, off=0):
        if self.dead or self.broken:
            return _EIO
        a = n * self.disk.size + off
        if self._step():
            half = len(buf) // 2
            self.disk.data[a:a + half] = memoryview(buf)[:half]
            self.dead = True
            raise self.cut
        self.disk.data[a:a + len(buf)] = buf
        self.disk.prog_bytes += len(buf)

    def ioctl(self, op, arg):
        if op == 4:  # block count
            return self.disk.blocks
        if op == 5:  # block size
            return self.disk.size
        if op == 6:  # erase
            if self.dead or self.broken:
                return _EIO
            size = self.disk.size
            a = arg * size
            if self._step():
                self.disk.data[a:a + size // 2] = self.disk.ff[:size // 2]
                self.dead = True
                raise self.cut
            self.disk.data[a:a + size] = self.disk.ff
            self.disk.erases += 1
            return 0
        return 0


def boot(disk, cut_at=0, mkfs=False, where="/flash"):
    """Power on: a fresh port and a fresh littlefs mounted at `where`."""
    import vfs
    try:
        vfs.umount(where)
    except OSError:
        pass  # nothing mounted, or the old mount died with the power
    flash = Flash(disk, cut_at)
    if mkfs:
        vfs.VfsLfs2.mkfs(flash)
    from drivers import flash as fs
    fs.mount(flash, where)   # as the device mounts its flash (drivers/flash.py)
    return flash
