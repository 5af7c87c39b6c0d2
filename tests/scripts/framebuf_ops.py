# Draws a fixed set of framebuf calls and prints each resulting buffer in hex.
# Run by CPython (host_tools/shims/framebuf.py) and by the MicroPython unix
# port (the real framebuf); tests/test_framebuf_shim.py compares the output,
# so the simulator shows the pixels the device shows.
import binascii
import sys

try:
    import host_tools  # noqa: F401  (CPython: the framebuf shim on sys.path)
except ImportError:
    pass

import framebuf


class Lcg:
    # Same numbers on both runtimes (no `random` module differences).
    def __init__(self, seed):
        self.s = seed

    def next(self, n):
        self.s = (self.s * 1103515245 + 12345) & 0x7FFFFFFF
        return (self.s >> 8) % n


def dump(name, buf):
    print(name, binascii.hexlify(buf).decode())


# Every glyph of the built-in font, at a position that clips it.
for fmt_name, fmt in (("vlsb", framebuf.MONO_VLSB), ("hlsb", framebuf.MONO_HLSB), ("hmsb", framebuf.MONO_HMSB)):
    buf = bytearray(128 * 64 // 8)
    fb = framebuf.FrameBuffer(buf, 128, 64, fmt)
    s = "".join(chr(c) for c in range(32, 128))
    fb.text(s[:16], 0, 0)
    fb.text(s[16:32], -3, 9)
    fb.text(s[32:48], 2, 20, 1)
    fb.text(s[48:64], 0, 30)
    fb.text(s[64:80], 5, 41)
    fb.text(s[80:96], 0, 60)
    fb.text("\t\xe9~", 100, 50)
    dump("font-" + fmt_name, buf)

rng = Lcg(2026)
for case in range(60):
    fmt = (framebuf.MONO_VLSB, framebuf.MONO_HLSB, framebuf.MONO_HMSB)[case % 3]
    w, h = ((128, 64), (37, 21), (16, 8))[case % 3 if case < 30 else 0]
    buf = bytearray(((w + 7) // 8) * h if fmt != framebuf.MONO_VLSB else w * ((h + 7) // 8))
    fb = framebuf.FrameBuffer(buf, w, h, fmt)
    for step in range(12):
        op = rng.next(10)
        x = rng.next(w + 20) - 10
        y = rng.next(h + 20) - 10
        a = rng.next(w + 10) - 5
        b = rng.next(h + 10) - 5
        c = rng.next(4) and 1
        if op == 0:
            fb.fill(c)
        elif op == 1:
            fb.fill_rect(x, y, a, b, c)
        elif op == 2:
            fb.rect(x, y, a, b, c, rng.next(2) == 1)
        elif op == 3:
            fb.hline(x, y, a, c)
            fb.vline(x, y, b, c)
        elif op == 4:
            fb.line(x, y, a, b, c)
        elif op == 5:
            fb.pixel(x, y, c)
        elif op == 6:
            fb.text("Ab9!", x, y, c)
        elif op == 7:
            fb.scroll(rng.next(7) - 3, rng.next(7) - 3)
        elif op == 8:
            fb.ellipse(x, y, rng.next(20), rng.next(12), c, rng.next(2) == 1, rng.next(16))
        else:
            sb = bytearray(8 * 2)
            src = framebuf.FrameBuffer(sb, 8, 16, framebuf.MONO_VLSB)
            src.text("%d" % rng.next(10), 0, 4)
            src.hline(0, 0, 8, 1)
            fb.blit(src, x, y, rng.next(3) - 1)
    dump("case-%d" % case, buf)
    print("pixels", [fb.pixel(x, y) for x, y in ((0, 0), (1, 1), (w - 1, h - 1), (w, 0), (-1, 3))])

# Blit through a palette (inverting), as a tuple source.
buf = bytearray(128 * 8)
fb = framebuf.FrameBuffer(buf, 128, 64, framebuf.MONO_VLSB)
sb = bytearray(8)
framebuf.FrameBuffer(sb, 8, 8, framebuf.MONO_VLSB).text("K", 0, 0)
pal = framebuf.FrameBuffer(bytearray(1), 2, 1, framebuf.MONO_HLSB)
pal.pixel(0, 0, 1)
pal.pixel(1, 0, 0)
fb.blit((sb, 8, 8, framebuf.MONO_VLSB), 10, 10, -1, pal)
dump("palette", buf)
sys.stdout.write("end\n")
