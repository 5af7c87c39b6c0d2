# CPython stand-in for MicroPython's built-in `framebuf` module, so the
# firmware's drawing code runs unchanged in the simulator and in host tests.
# A faithful port of the subset the firmware uses, following MicroPython's
# extmod/modframebuf.c (MIT, Copyright (c) 2016 Damien P. George): formats
# MONO_VLSB, MONO_HLSB, MONO_HMSB and GS8; fill, fill_rect, pixel, hline,
# vline, rect (with fill), line, ellipse, blit (key, palette, tuple source),
# scroll and text. tests/test_framebuf_shim.py draws the same calls with this
# module and with the real one on the unix port and compares the bytes.
#
# The 8x8 font is MicroPython's extmod/font_petme128_8x8.h (MIT, Copyright
# (c) 2013, 2014 Damien P. George): characters 32..127, eight bytes each,
# one byte per column with the least significant bit at the top. The same
# test checks every glyph against the unix port.
import binascii

MONO_VLSB = MVLSB = 0
RGB565 = 1
GS4_HMSB = 2
MONO_HLSB = 3
MONO_HMSB = 4
GS2_HMSB = 5
GS8 = 6

_FONT = binascii.unhexlify(
    "00000000000000000000004f4f0000000007070000070700147f7f14147f7f14"
    "00242e6b6b3a1200006333180c66630000327f4d4d7772500000000406030100"
    "00001c3e63410000000041633e1c0000082a3e1c1c3e2a080008083e3e080800"
    "000080e0600000000008080808080800000000606000000000406030180c0602"
    "003e7f49457f3e000040447f7f40400000627351494f460000226349497f3600"
    "00181814167f7f1000276745457d3900003e7f49497b3200000303797d070300"
    "00367f49497f360000266f49497f3e000000002424000000000080e464000000"
    "00081c3663414100001414141414140000414163361c080000020351590f0600"
    "003e7f414d4f2e00007c7e0b0b7e7c00007f7f49497f3600003e7f4141632200"
    "007f7f41633e1c00007f7f4949414100007f7f0909010100003e7f41497b3a00"
    "007f7f08087f7f000000417f7f410000002060417f3f0100007f7f1c36634100"
    "007f7f4040404000007f7f060c067f7f007f7f0e1c7f7f00003e7f41417f3e00"
    "007f7f09090f0600001e3f21617f5e00007f7f19396f460000266f49497b3200"
    "0001017f7f010100003f7f40407f3f00001f3f60603f1f00007f7f3018307f7f"
    "0063771c1c77630000070f78780f0700006171594d47430000007f7f41410000"
    "0002060c18306040000041417f7f000000080c06060c0800c0c0c0c0c0c0c0c0"
    "000001030604000000207454547c7800007f7f44447c380000387c44446c2800"
    "00387c44447f7f0000387c54545c580000087e7f090302000098bca4a4fc7c00"
    "007f7f04047c78000000007d7d0000000040c08080fd7d00007f7f30386c4400"
    "0000417f7f400000007c7c1830187c7c007c7c04047c780000387c44447c3800"
    "00fcfc24243c180000183c2424fcfc00007c7c04040c080000485c5454742000"
    "04043f7f44642000003c7c40407c3c00001c3c60603c1c00001c7c3018307c1c"
    "00446c38386c4400009cbca0a0fc7c00004464745c4c44000008083e77414100"
    "000000ffff000000004141773e0808000002030103020301aa55aa55aa55aa55"
)


class FrameBuffer:
    def __init__(self, buf, width, height, format, stride=None):
        self._buf = buf
        self.width = width
        self.height = height
        self._fmt = format
        stride = width if stride is None else stride
        if format in (MONO_HLSB, MONO_HMSB):
            stride = (stride + 7) & ~7
        elif format not in (MONO_VLSB, GS8):
            raise ValueError("invalid format (not in the host framebuf shim)")
        self._stride = stride

    # -- per-format pixel access (setpixel/getpixel of modframebuf.c) --

    def _set(self, x, y, col):
        buf = self._buf
        f = self._fmt
        if f == MONO_VLSB:
            i = (y >> 3) * self._stride + x
            bit = 1 << (y & 7)
        elif f == GS8:
            buf[x + y * self._stride] = col & 0xFF
            return
        else:
            i = (x + y * self._stride) >> 3
            bit = 1 << ((x & 7) if f == MONO_HMSB else 7 - (x & 7))
        if col:
            buf[i] |= bit
        else:
            buf[i] &= ~bit & 0xFF

    def _get(self, x, y):
        buf = self._buf
        f = self._fmt
        if f == MONO_VLSB:
            return (buf[(y >> 3) * self._stride + x] >> (y & 7)) & 1
        if f == GS8:
            return buf[x + y * self._stride]
        off = (x & 7) if f == MONO_HMSB else 7 - (x & 7)
        return (buf[(x + y * self._stride) >> 3] >> off) & 1

    def _fill_rect(self, x, y, w, h, col):
        # Clipped like modframebuf.c's fill_rect.
        if h < 1 or w < 1 or x + w <= 0 or y + h <= 0 or y >= self.height or x >= self.width:
            return
        xend = min(self.width, x + w)
        yend = min(self.height, y + h)
        x = max(x, 0)
        y = max(y, 0)
        if self._fmt == MONO_VLSB:
            buf = self._buf
            stride = self._stride
            while y < yend:
                # Whole 8-pixel pages at a time: one mask per page.
                page = y >> 3
                top = y & 7
                bottom = min(8, top + yend - y)
                mask = ((1 << bottom) - 1) & ~((1 << top) - 1)
                base = page * stride
                if col:
                    for i in range(base + x, base + xend):
                        buf[i] |= mask
                else:
                    keep = ~mask & 0xFF
                    for i in range(base + x, base + xend):
                        buf[i] &= keep
                y += bottom - top
            return
        for yy in range(y, yend):
            for xx in range(x, xend):
                self._set(xx, yy, col)

    # -- the public methods --

    def fill(self, c):
        self._fill_rect(0, 0, self.width, self.height, c)

    def fill_rect(self, x, y, w, h, c):
        self._fill_rect(x, y, w, h, c)

    def pixel(self, x, y, c=None):
        if 0 <= x < self.width and 0 <= y < self.height:
            if c is None:
                return self._get(x, y)
            self._set(x, y, c)
        return None

    def hline(self, x, y, w, c):
        self._fill_rect(x, y, w, 1, c)

    def vline(self, x, y, h, c):
        self._fill_rect(x, y, 1, h, c)

    def rect(self, x, y, w, h, c, f=False):
        if f:
            self._fill_rect(x, y, w, h, c)
        else:
            self._fill_rect(x, y, w, 1, c)
            self._fill_rect(x, y + h - 1, w, 1, c)
            self._fill_rect(x, y, 1, h, c)
            self._fill_rect(x + w - 1, y, 1, h, c)

    def line(self, x1, y1, x2, y2, c):
        # Bresenham exactly as modframebuf.c, so the same pixels light up.
        dx = x2 - x1
        if dx > 0:
            sx = 1
        else:
            dx = -dx
            sx = -1
        dy = y2 - y1
        if dy > 0:
            sy = 1
        else:
            dy = -dy
            sy = -1
        steep = dy > dx
        if steep:
            x1, y1 = y1, x1
            dx, dy = dy, dx
            sx, sy = sy, sx
        e = 2 * dy - dx
        w = self.width
        h = self.height
        for _ in range(dx):
            if steep:
                if 0 <= y1 < w and 0 <= x1 < h:
                    self._set(y1, x1, c)
            elif 0 <= x1 < w and 0 <= y1 < h:
                self._set(x1, y1, c)
            while e >= 0:
                y1 += sy
                e -= 2 * dx
            x1 += sx
            e += 2 * dy
        if 0 <= x2 < w and 0 <= y2 < h:
            self._set(x2, y2, c)

    def _ellipse_points(self, cx, cy, x, y, c, m):
        if m & 0x10:
            if m & 1:
                self._fill_rect(cx, cy - y, x + 1, 1, c)
            if m & 2:
                self._fill_rect(cx - x, cy - y, x + 1, 1, c)
            if m & 4:
                self._fill_rect(cx - x, cy + y, x + 1, 1, c)
            if m & 8:
                self._fill_rect(cx, cy + y, x + 1, 1, c)
        else:
            for bit, px, py in ((1, cx + x, cy - y), (2, cx - x, cy - y),
                                (4, cx - x, cy + y), (8, cx + x, cy + y)):
                if m & bit and 0 <= px < self.width and 0 <= py < self.height:
                    self._set(px, py, c)

    def ellipse(self, cx, cy, xr, yr, c, f=False, m=0x0F):
        m = (m & 0x0F) | (0x10 if f else 0)
        two_a2 = 2 * xr * xr
        two_b2 = 2 * yr * yr
        x = xr
        y = 0
        xchange = yr * yr * (1 - 2 * xr)
        ychange = xr * xr
        err = 0
        stopx = two_b2 * xr
        stopy = 0
        while stopx >= stopy:
            self._ellipse_points(cx, cy, x, y, c, m)
            y += 1
            stopy += two_a2
            err += ychange
            ychange += two_a2
            if 2 * err + xchange > 0:
                x -= 1
                stopx -= two_b2
                err += xchange
                xchange += two_b2
        x = 0
        y = yr
        xchange = yr * yr
        ychange = xr * xr * (1 - 2 * yr)
        err = 0
        stopx = 0
        stopy = two_a2 * yr
        while stopx <= stopy:
            self._ellipse_points(cx, cy, x, y, c, m)
            x += 1
            stopx += two_b2
            err += xchange
            xchange += two_b2
            if 2 * err + ychange > 0:
                y -= 1
                stopy -= two_a2
                err += ychange
                ychange += two_a2

    def blit(self, src, x, y, key=-1, palette=None):
        if isinstance(src, tuple):
            src = FrameBuffer(*src)
        if x >= self.width or y >= self.height or -x >= src.width or -y >= src.height:
            return
        x0 = max(0, x)
        y0 = max(0, y)
        x1 = max(0, -x)
        y1 = max(0, -y)
        x0end = min(self.width, x + src.width)
        y0end = min(self.height, y + src.height)
        while y0 < y0end:
            cx1 = x1
            for cx0 in range(x0, x0end):
                col = src._get(cx1, y1)
                if palette is not None:
                    col = palette._get(col, 0)
                if col != key:
                    self._set(cx0, y0, col)
                cx1 += 1
            y0 += 1
            y1 += 1

    def scroll(self, xstep, ystep):
        if xstep < 0:
            sx, xend, dx = 0, self.width + xstep, 1
        else:
            sx, xend, dx = self.width - 1, xstep - 1, -1
        if ystep < 0:
            y, yend, dy = 0, self.height + ystep, 1
        else:
            y, yend, dy = self.height - 1, ystep - 1, -1
        while y != yend:
            x = sx
            while x != xend:
                self._set(x, y, self._get(x - xstep, y - ystep))
                x += dx
            y += dy

    def text(self, s, x0, y0, c=1):
        # Byte by byte like the C code: anything outside 32..127 (and every
        # byte of a non-ASCII character) draws as glyph 127.
        w = self.width
        h = self.height
        for ch in str(s).encode():
            if ch < 32 or ch > 127:
                ch = 127
            base = (ch - 32) * 8
            for j in range(8):
                if 0 <= x0 < w:
                    col = _FONT[base + j]
                    y = y0
                    while col:
                        if col & 1 and 0 <= y < h:
                            self._set(x0, y, c)
                        col >>= 1
                        y += 1
                x0 += 1


def FrameBuffer1(buf, width, height, stride=None):
    return FrameBuffer(buf, width, height, MONO_VLSB, stride)
