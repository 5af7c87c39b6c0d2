"""The device's text font, converted from X11's misc-fixed 5x8 (Debian's
xfonts-base: /usr/share/fonts/X11/misc/5x8.pcf.gz, "Public domain font.
Share and enjoy.") into firmware/drivers/font5x8.py, whose bytes
firmware/drivers/__init__.py lays into the display's buffer.

    .venv/bin/python -m host_tools.font            # write firmware/drivers/font5x8.py
    .venv/bin/python -m host_tools.font --check    # exit 1 if it differs

Example, checking the committed font against Debian's:
    .venv/bin/python -m host_tools.font --check

font5x8.py's GLYPHS is the glyphs of U+0020..U+045F, 5 bytes each (one byte a
column, bit 0 the top row: framebuf's MONO_VLSB; the glyph's 8 px from the
font's ascent of 7 down to its descent of 1), so a code point's glyph is
found by arithmetic, with no index: ASCII, Latin-1, Latin Extended-A (the
Latvian letters ā č ē ģ ī ķ ļ ņ š ū ž and capitals), Greek and Cyrillic
(Russian, and Macedonian's Ѓ Ќ Ѕ Ј Љ Њ Џ). A code point the font lacks
has '?' in its place. A bytes literal: frozen into the image it is 5.4 KB
of flash and no heap (as .mpy, `make deploy`, it is loaded into the heap)."""
import gzip
import os
import struct
import sys

PCF = "/usr/share/fonts/X11/misc/5x8.pcf.gz"
PACKAGE = "xfonts-base"
OUT = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))),
                   "firmware", "drivers", "font5x8.py")
W = 5
H = 8
ASCENT = 7

FIRST = 0x20
END = 0x460
BLOCKS = ((FIRST, END - FIRST),)
LATVIAN = "āčēģīķļņšūžĀČĒĢĪĶĻŅŠŪŽ"
MACEDONIAN = "ЃЌЅЈЉЊЏѓќѕјљњџ"


_METRICS = 1 << 2
_BITMAPS = 1 << 3
_ENCODINGS = 1 << 5


def _tables(data):
    if data[:4] != b"\x01fcp":
        raise ValueError("not a PCF font")
    n = struct.unpack("<I", data[4:8])[0]
    out = {}
    for i in range(n):
        t, fmt, size, off = struct.unpack("<IIII", data[8 + 16 * i:24 + 16 * i])
        out[t] = (fmt, off)
    return out


def _order(fmt):
    return ">" if fmt & 4 else "<"     # PCF_BYTE_MASK: most significant byte first


def read_pcf(path=PCF):
    """{code point: (rows, left, ascent)}: rows a list of H-high ints, bit
    (W - 1 - x) lit at column x, placed in the 5x8 cell."""
    with gzip.open(path, "rb") as f:
        data = f.read()
    tab = _tables(data)
    fmt, off = tab[_METRICS]
    fmt = struct.unpack("<I", data[off:off + 4])[0]
    e = _order(fmt)
    metrics = []
    if fmt & 0x100:     # compressed metrics: bytes offset by 0x80
        n = struct.unpack(e + "H", data[off + 4:off + 6])[0]
        for i in range(n):
            b = data[off + 6 + 5 * i:off + 11 + 5 * i]
            metrics.append(tuple(x - 0x80 for x in b))
    else:
        n = struct.unpack(e + "I", data[off + 4:off + 8])[0]
        for i in range(n):
            metrics.append(struct.unpack(e + "hhhhhH", data[off + 8 + 12 * i:off + 20 + 12 * i])[:5])
    fmt, off = tab[_BITMAPS]
    fmt = struct.unpack("<I", data[off:off + 4])[0]
    e = _order(fmt)
    count = struct.unpack(e + "I", data[off + 4:off + 8])[0]
    offsets = struct.unpack(e + "%dI" % count, data[off + 8:off + 8 + 4 * count])
    sizes = struct.unpack(e + "4I", data[off + 8 + 4 * count:off + 24 + 4 * count])
    pad = 1 << (fmt & 3)
    base = off + 24 + 4 * count
    msb_bit = fmt & 8
    fmt_e, off = tab[_ENCODINGS]
    fmt_e = struct.unpack("<I", data[off:off + 4])[0]
    ee = _order(fmt_e)
    min2, max2, min1, max1, default = struct.unpack(ee + "5H", data[off + 4:off + 14])
    cols = max2 - min2 + 1
    glyphs = {}
    for b1 in range(min1, max1 + 1):
        for b2 in range(min2, max2 + 1):
            i = (b1 - min1) * cols + (b2 - min2)
            g = struct.unpack(ee + "H", data[off + 14 + 2 * i:off + 16 + 2 * i])[0]
            if g == 0xFFFF:
                continue
            left, right, width, ascent, descent = metrics[g]
            stride = ((right - left + 7) // 8 + pad - 1) // pad * pad
            rows = []
            for r in range(ascent + descent):
                p = base + offsets[g] + r * stride
                bits = 0
                for x in range(right - left):
                    byte = data[p + x // 8]
                    bit = (byte >> (7 - x % 8)) & 1 if msb_bit else (byte >> (x % 8)) & 1
                    bits |= bit << x
                rows.append(bits)
            glyphs[(b1 << 8) | b2] = (rows, left, ascent)
    return glyphs


def columns(glyph):
    """A glyph as W column bytes, bit 0 the top row of the 8 px cell."""
    rows, left, ascent = glyph
    out = bytearray(W)
    for r, bits in enumerate(rows):
        y = ASCENT - ascent + r
        if not 0 <= y < H:
            raise ValueError("glyph outside the 8 px cell")
        for x in range(W):
            if bits >> x & 1:
                if not 0 <= left + x < W:
                    raise ValueError("glyph outside the 5 px cell")
                out[left + x] |= 1 << y
    return bytes(out)


def build(path=PCF):
    glyphs = read_pcf(path)
    missing = [c for c in LATVIAN + MACEDONIAN + "".join(chr(c) for c in range(0x410, 0x450))
               if ord(c) not in glyphs]
    if missing:
        raise ValueError("the font lacks %r" % "".join(missing))
    q = columns(glyphs[ord("?")])
    out = b""
    for first, n in BLOCKS:
        for cp in range(first, first + n):
            out += columns(glyphs[cp]) if cp in glyphs else q
    return out


def chars(path=PCF):
    """Every character the font has a glyph of its own for."""
    glyphs = read_pcf(path)
    return set(chr(cp) for first, n in BLOCKS for cp in range(first, first + n) if cp in glyphs)


def render(data):
    """font5x8.py's text for the glyphs `data`: four glyphs a line, each
    line's first code point in its comment."""
    lines = ["# Written by host_tools/font.py (python -m host_tools.font): X11's misc-fixed",
             "# 5x8 (public domain, FONT.md beside this file). The glyphs of",
             "# U+%04X..U+%04X, %d bytes each: a byte a column, bit 0 the top row" % (FIRST, END - 1, W),
             "# (MONO_VLSB); a code point's glyph at %d * (code point - 0x%X)." % (W, FIRST),
             "GLYPHS = ("]
    step = 4 * W
    for i in range(0, len(data), step):
        chunk = data[i:i + step]
        lines.append('    b"%s"  # U+%04X' % ("".join("\\x%02x" % b for b in chunk), FIRST + i // W))
    lines.append(")")
    return "\n".join(lines) + "\n"


def committed():
    """The glyphs in the committed font5x8.py."""
    ns = {}
    with open(OUT) as f:
        exec(f.read(), ns)
    return ns["GLYPHS"]


def main(argv=None):
    argv = sys.argv[1:] if argv is None else argv
    import host_tools
    host_tools.command_line("font", argv, __doc__, ("--check",))
    if not os.path.exists(PCF):
        sys.exit("%s is missing: apt-get install %s" % (PCF, PACKAGE))
    text = render(build())
    if "--check" in argv:
        with open(OUT) as f:
            same = f.read() == text
        print("font5x8.py is %s" % ("up to date" if same else "stale: run python -m host_tools.font"))
        return 0 if same else 1
    with open(OUT, "w") as f:
        f.write(text)
    print("%s: %d glyphs" % (OUT, len(committed()) // W))
    return 0


if __name__ == "__main__":
    sys.exit(main())
