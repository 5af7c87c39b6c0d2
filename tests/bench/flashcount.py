# The board's littlefs partition as a counting block device, for
# press_cost.py's "io" runs: vfs.VfsLfs2 (the same littlefs, mounted as
# the device mounts its flash, drivers/flash.py) on blocks
# held in RAM, 4096 bytes each like the ESP32's flash sectors, 512 of
# them (ESP32_GENERIC's 2 MB "vfs" partition on a 4 MB flash), through
# MicroPython's extended block protocol (readblocks/writeblocks with an
# offset, ioctl 6 to erase), as the ESP32's esp32.Partition serves it.
# It counts what the flash chip is asked: reads and their bytes, programs
# with the 256-byte pages they touch (a page program each) and their
# bytes, 4 KB sector erases. Erased blocks are not kept (they read 0xFF).

_SIZE = 4096
_PAGE = 256
_FF = b"\xff" * _SIZE


class Flash:
    def __init__(self, blocks=512):
        self.blocks = blocks
        self.data = {}
        # reads, bytes read, programs, pages programmed, bytes programmed, erases
        self.n = [0, 0, 0, 0, 0, 0]

    def readblocks(self, block, buf, off=0):
        n = self.n
        n[0] += 1
        n[1] += len(buf)
        b = self.data.get(block)
        buf[:] = memoryview(b if b else _FF)[off:off + len(buf)]

    def writeblocks(self, block, buf, off=0):
        n = self.n
        n[2] += 1
        n[3] += (off % _PAGE + len(buf) + _PAGE - 1) // _PAGE
        n[4] += len(buf)
        b = self.data.get(block)
        if b is None:
            b = self.data[block] = bytearray(_FF)
        b[off:off + len(buf)] = buf

    def ioctl(self, op, arg):
        if op == 4:
            return self.blocks
        if op == 5:
            return _SIZE
        if op == 6:
            self.n[5] += 1
            self.data.pop(arg, None)
        return 0


def mount(where="/flash", files="."):
    """A fresh littlefs at `where` on a new counting device, holding what
    the flash root `files` holds but its data/ (on the frozen instrument:
    what the image's first boot writes, as on the board, where littlefs
    walks them too when it looks for free blocks); the device, counting
    from then on."""
    import os
    import vfs
    from drivers import flash
    dev = Flash()
    vfs.VfsLfs2.mkfs(dev)
    flash.mount(dev, where)     # as the board mounts it
    _copy(os, files, where)
    for i in range(len(dev.n)):
        dev.n[i] = 0
    return dev


def _copy(os, src, dst):
    for name, kind, *_ in os.ilistdir(src):
        if name == "data" or name.startswith("."):
            continue
        if kind == 0x4000:
            os.mkdir(dst + "/" + name)
            _copy(os, src + "/" + name, dst + "/" + name)
        else:
            with open(src + "/" + name, "rb") as f, open(dst + "/" + name, "wb") as g:
                g.write(f.read())


class Bus:
    """The panel's I2C bus, counted: transactions and bytes after the
    address (on SPI the first of them, the control byte, is the D/C pin
    instead: drivers/spi_bus.py)."""

    def __init__(self):
        self.n = [0, 0]

    def writeto(self, addr, buf):
        self.n[0] += 1
        self.n[1] += len(buf)

    def writevto(self, addr, bufs):
        self.n[0] += 1
        for b in bufs:
            self.n[1] += len(b)
