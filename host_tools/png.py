"""Black-and-white PNG files of the 128x64 screen, on both runtimes.

Pixels come as MONO_VLSB bytes (the display buffer's format); lit pixels
are white, as on the OLED. CPython compresses with zlib; the MicroPython
unix port has no compressor, so there the image data goes in stored
(uncompressed) deflate blocks, which every PNG reader accepts."""
import binascii
import struct

try:
    import zlib
except ImportError:
    zlib = None


def _lit(frame, w, x, y):
    return (frame[(y >> 3) * w + x] >> (y & 7)) & 1


def _adler32(data):
    a, b = 1, 0
    for c in data:
        a = (a + c) % 65521
        b = (b + a) % 65521
    return (b << 16) | a


def _zlib_stored(data):
    out = bytearray(b"\x78\x01")
    n = len(data)
    i = 0
    while True:
        chunk = data[i:i + 65535]
        i += len(chunk)
        last = 1 if i >= n else 0
        out += struct.pack("<BHH", last, len(chunk), len(chunk) ^ 0xFFFF)
        out += chunk
        if last:
            break
    out += struct.pack(">I", _adler32(data))
    return bytes(out)


def _chunk(kind, data):
    crc = binascii.crc32(data, binascii.crc32(kind)) & 0xFFFFFFFF
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", crc)


def encode(frame, w=128, h=64, scale=1):
    """PNG bytes of a MONO_VLSB frame, each pixel scale x scale."""
    W = w * scale
    rowbytes = (W + 7) // 8
    raw = bytearray()
    for y in range(h):
        line = bytearray(rowbytes)
        for x in range(w):
            if _lit(frame, w, x, y):
                for s in range(scale):
                    X = x * scale + s
                    line[X >> 3] |= 0x80 >> (X & 7)
        for _ in range(scale):
            raw.append(0)            # filter type: none
            raw += line
    raw = bytes(raw)
    data = zlib.compress(raw, 9) if zlib else _zlib_stored(raw)
    return (b"\x89PNG\r\n\x1a\n"
            + _chunk(b"IHDR", struct.pack(">IIBBBBB", W, h * scale, 1, 0, 0, 0, 0))
            + _chunk(b"IDAT", data)
            + _chunk(b"IEND", b""))


def write(path, frame, w=128, h=64, scale=1):
    with open(path, "wb") as f:
        f.write(encode(frame, w, h, scale))


def true_size(frame, pitch_mm, dpi, w=128, h=64):
    """PNG bytes of a MONO_VLSB frame at the size a panel with pixels
    pitch_mm apart shows it, on a screen of dpi dots per inch: each dot
    is as lit as the panel's pixels under it are (8-bit grey, the panel's
    pixels averaged over the dot's area)."""
    k = pitch_mm / 25.4 * dpi          # dots per panel pixel
    W = max(1, round(w * k))
    H = max(1, round(h * k))
    # Each dot's share of each panel pixel, along one axis.
    def spans(n, N):
        out = []
        for d in range(N):
            a = d * n / N
            b = (d + 1) * n / N
            parts = []
            p = int(a)
            while p < b and p < n:
                parts.append((p, min(b, p + 1) - max(a, p)))
                p += 1
            out.append(parts)
        return out
    xs = spans(w, W)
    ys = spans(h, H)
    area = (w / W) * (h / H)
    raw = bytearray()
    for Y in range(H):
        raw.append(0)
        for X in range(W):
            lit = 0.0
            for y, fy in ys[Y]:
                for x, fx in xs[X]:
                    if _lit(frame, w, x, y):
                        lit += fx * fy
            raw.append(min(255, round(255 * lit / area)))
    data = zlib.compress(bytes(raw), 9) if zlib else _zlib_stored(bytes(raw))
    return (b"\x89PNG\r\n\x1a\n"
            + _chunk(b"IHDR", struct.pack(">IIBBBBB", W, H, 8, 0, 0, 0, 0))
            + _chunk(b"IDAT", data)
            + _chunk(b"IEND", b""))
