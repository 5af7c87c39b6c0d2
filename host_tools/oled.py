"""An SSD1306 panel on an I2C bus, emulated for the simulator and host tests.

It accepts the bytes the firmware's driver (firmware/drivers/ssd1306.py)
writes with machine.I2C's writeto/writevto, interprets the commands the
driver uses (addressing windows, display on/off, invert, contrast, remap)
and keeps the panel's 1 KB of display RAM, so the simulator shows what the
real panel would after exactly those bytes, and tests can check that the
diffing driver never leaves a stale pixel. Runs on both runtimes."""

# Commands followed by argument bytes; everything else the driver sends is a
# single byte.
_ARGS = {0x20: 1, 0x21: 2, 0x22: 2, 0x81: 1, 0xA8: 1, 0xD3: 1, 0xDA: 1, 0xD5: 1,
         0xD9: 1, 0xDB: 1, 0x8D: 1, 0xAD: 1}


class Panel:
    def __init__(self, addr=0x3C, width=128, height=64):
        self.addr = addr
        self.width = width
        self.height = height
        self.pages = height // 8
        self.ram = bytearray(128 * self.pages)   # the controller always has 128 columns
        self.on = False
        self.inverted = False
        self.contrast = 0x7F
        self.seg_remap = 0
        self.com_reverse = 0
        self.col0, self.col1 = 0, 127
        self.page0, self.page1 = 0, self.pages - 1
        self.col, self.page = 0, 0
        self.bus_bytes = 0        # every byte after the address, as on the wire
        self.data_bytes = 0       # display RAM bytes written
        self.version = 0          # bumps whenever what is visible may have changed
        self._pending = []        # a multi-byte command being collected

    # -- the machine.I2C interface the driver uses --

    def _check(self, addr):
        if addr != self.addr:
            raise OSError(19)     # ENODEV, as machine.I2C reports a missing device

    def writeto(self, addr, buf, stop=True):
        self._check(addr)
        self._transaction(bytes(buf))
        return len(buf)

    def writevto(self, addr, bufs, stop=True):
        self._check(addr)
        self._transaction(b"".join(bytes(b) for b in bufs))

    def scan(self):
        return [self.addr]

    # -- the controller --

    def _transaction(self, b):
        self.bus_bytes += len(b)
        i = 0
        while i < len(b):
            ctrl = b[i]
            co = ctrl & 0x80
            dc = ctrl & 0x40
            if co:
                # One byte follows, then another control byte.
                if i + 1 < len(b):
                    self._data(b[i + 1:i + 2]) if dc else self._command(b[i + 1])
                i += 2
            else:
                rest = b[i + 1:]
                if dc:
                    self._data(rest)
                else:
                    for c in rest:
                        self._command(c)
                return

    def _command(self, c):
        p = self._pending
        if p:
            p.append(c)
        elif c in _ARGS:
            self._pending = p = [c]
        else:
            self._single(c)
            return
        if len(p) == _ARGS[p[0]] + 1:
            self._multi(p)
            self._pending = []

    def _single(self, c):
        if c in (0xAE, 0xAF):
            self.on = c == 0xAF
        elif c in (0xA6, 0xA7):
            self.inverted = c == 0xA7
        elif c in (0xA0, 0xA1):
            self.seg_remap = c & 1
        elif c in (0xC0, 0xC8):
            self.com_reverse = (c >> 3) & 1
        self.version += 1

    def _multi(self, p):
        c = p[0]
        if c == 0x21:
            self.col0, self.col1 = p[1] & 127, p[2] & 127
            self.col = self.col0
        elif c == 0x22:
            self.page0, self.page1 = p[1] & 7, p[2] & 7
            self.page = self.page0
        elif c == 0x81:
            self.contrast = p[1]
        self.version += 1

    def _data(self, data):
        # Horizontal addressing: along the column window, then the next page.
        ram = self.ram
        for d in data:
            ram[self.page * 128 + self.col] = d
            if self.col >= self.col1:
                self.col = self.col0
                self.page = self.page0 if self.page >= self.page1 else self.page + 1
            else:
                self.col += 1
        self.data_bytes += len(data)
        self.version += 1

    # -- what a viewer sees --

    def pixel(self, x, y):
        """The visible pixel at (x, y), 0 or 1, as mounted (the driver's
        default remap shows RAM column x at x, row y at y)."""
        if not self.on:
            return 0
        off = (128 - self.width) // 2
        col = (x + off) if self.seg_remap else (127 - x - off)
        row = y if self.com_reverse else self.height - 1 - y
        v = (self.ram[(row >> 3) * 128 + col] >> (row & 7)) & 1
        return v ^ 1 if self.inverted else v

    def frame(self):
        """The visible screen as MONO_VLSB bytes (width * pages)."""
        w = self.width
        out = bytearray(w * self.pages)
        for y in range(self.height):
            bit = 1 << (y & 7)
            base = (y >> 3) * w
            for x in range(w):
                if self.pixel(x, y):
                    out[base + x] |= bit
        return out
