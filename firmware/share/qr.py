# A QR code encoder small enough for the device: byte mode, versions 1-4,
# error correction L or M (ISO/IEC 18004). No maintained MicroPython QR
# package is on PyPI (micropython-qr 0.0.1 ships no code), so this is ours;
# tests/test_qr.py decodes its output with a reference decoder (zxing-cpp).
# Share mode draws the page's address with it, once, when sharing starts.
from micropython import const

_PAD = const(b"\xec\x11")
# Per version 1-4: total codewords, then (ec codewords per block, blocks)
# for M and for L, tried in that order (M corrects more).
_TOTAL = const(b"\x1a\x2c\x46\x64")
_EC = const((((10, 1), (7, 1)), ((16, 1), (10, 1)), ((26, 1), (15, 1)), ((18, 2), (20, 1))))
_FORMAT = const(b"\x00\x01")   # the format's level bits: M 00, L 01


class TooLong(ValueError):
    pass


def encode(data):
    """(size, modules) of the smallest QR code holding `data` (bytes):
    modules[y * size + x] is 1 for a dark module."""
    for v in range(1, 5):
        for lv in range(2):
            ec, blocks = _EC[v - 1][lv]
            n = _TOTAL[v - 1] - ec * blocks   # data codewords
            if len(data) + 2 <= n:            # mode and count take 12 bits
                return _build(v, lv, ec, blocks, _codewords(data, n, ec, blocks))
    raise TooLong("%d bytes is too long for a small QR code" % len(data))


def _codewords(data, n, ec, blocks):
    # Byte mode 0100, an 8-bit count, the bytes, the 0000 terminator: the
    # same as the nibbles 4, len, data shifted by 4 bits.
    bits = bytearray(n)
    bits[0] = 0x40 | len(data) >> 4
    prev = len(data)
    for i, b in enumerate(data):
        bits[i + 1] = (prev << 4 | b >> 4) & 0xFF
        prev = b
    bits[len(data) + 1] = (prev << 4) & 0xFF
    for i in range(len(data) + 2, n):
        bits[i] = _PAD[(i - len(data) - 2) & 1]
    per = n // blocks
    div = _divisor(ec)
    out = bytearray()
    rems = []
    for b in range(blocks):
        rems.append(_remainder(bits[b * per:(b + 1) * per], div))
    for i in range(per):          # interleaved: data, then error correction
        for b in range(blocks):
            out.append(bits[b * per + i])
    for i in range(ec):
        for r in rems:
            out.append(r[i])
    return out


def _mul(x, y):
    # GF(256) with the QR polynomial 0x11d
    z = 0
    for i in range(7, -1, -1):
        z = (z << 1) ^ ((z >> 7) * 0x11D)
        z ^= ((y >> i) & 1) * x
    return z


def _divisor(degree):
    r = bytearray(degree)
    r[degree - 1] = 1
    root = 1
    for _ in range(degree):
        for j in range(degree):
            r[j] = _mul(r[j], root)
            if j + 1 < degree:
                r[j] ^= r[j + 1]
        root = _mul(root, 2)
    return r


def _remainder(data, div):
    r = bytearray(len(div))
    for b in data:
        f = b ^ r[0]
        r[:-1] = r[1:]
        r[-1] = 0
        for i in range(len(div)):
            r[i] ^= _mul(div[i], f)
    return r


def _build(version, lv, ec, blocks, words):
    size = 17 + 4 * version
    m = bytearray(size * size)       # the modules
    fn = bytearray(size * size)      # 1 where a function pattern is

    def put(x, y, dark):
        m[y * size + x] = dark
        fn[y * size + x] = 1

    for i in range(size):            # timing patterns
        put(6, i, 1 - i % 2)
        put(i, 6, 1 - i % 2)
    for cx, cy in ((3, 3), (size - 4, 3), (3, size - 4)):   # finders, separators
        for dy in range(-4, 5):
            for dx in range(-4, 5):
                x = cx + dx
                y = cy + dy
                if 0 <= x < size and 0 <= y < size:
                    d = max(abs(dx), abs(dy))
                    put(x, y, 1 if d != 2 and d != 4 else 0)
    if version > 1:                  # the one alignment pattern of versions 2-6
        c = size - 7
        for dy in range(-2, 3):
            for dx in range(-2, 3):
                put(c + dx, c + dy, 1 if max(abs(dx), abs(dy)) != 1 else 0)
    _format(put, size, lv, 0)        # reserves the format areas
    # The data, two columns at a time, zigzagging up and down from the
    # bottom right, skipping the vertical timing column.
    i = 0
    nbits = len(words) * 8
    right = size - 1
    while right >= 1:
        if right == 6:
            right = 5
        up = ((right + 1) & 2) == 0
        for vert in range(size):
            y = size - 1 - vert if up else vert
            for j in range(2):
                k = y * size + right - j
                if not fn[k] and i < nbits:
                    m[k] = (words[i >> 3] >> (7 - (i & 7))) & 1
                    i += 1
        right -= 2
    best = None
    for mask in range(8):
        t = bytearray(m)
        _mask(t, fn, size, mask)

        def put_t(x, y, dark):
            t[y * size + x] = dark
        _format(put_t, size, lv, mask)
        p = _penalty(t, size)
        if best is None or p < best[0]:
            best = (p, t)
    return size, best[1]


def _mask(m, fn, size, mask):
    for y in range(size):
        for x in range(size):
            k = y * size + x
            if fn[k]:
                continue
            if mask == 0:
                f = (x + y) % 2 == 0
            elif mask == 1:
                f = y % 2 == 0
            elif mask == 2:
                f = x % 3 == 0
            elif mask == 3:
                f = (x + y) % 3 == 0
            elif mask == 4:
                f = (x // 3 + y // 2) % 2 == 0
            elif mask == 5:
                f = x * y % 2 + x * y % 3 == 0
            elif mask == 6:
                f = (x * y % 2 + x * y % 3) % 2 == 0
            else:
                f = ((x + y) % 2 + x * y % 3) % 2 == 0
            if f:
                m[k] ^= 1


def _format(put, size, lv, mask):
    d = _FORMAT[lv] << 3 | mask
    r = d
    for _ in range(10):
        r = (r << 1) ^ ((r >> 9) * 0x537)
    bits = (d << 10 | r) ^ 0x5412
    for i in range(6):
        put(8, i, bits >> i & 1)
    put(8, 7, bits >> 6 & 1)
    put(8, 8, bits >> 7 & 1)
    put(7, 8, bits >> 8 & 1)
    for i in range(9, 15):
        put(14 - i, 8, bits >> i & 1)
    for i in range(8):
        put(size - 1 - i, 8, bits >> i & 1)
    for i in range(8, 15):
        put(8, size - 15 + i, bits >> i & 1)
    put(8, size - 8, 1)              # the dark module


def _penalty(m, size):
    p = 0
    dark = 0
    for a in range(size):
        for rows in (True, False):
            run = 0
            prev = -1
            line = 0
            for b in range(size):
                v = m[a * size + b] if rows else m[b * size + a]
                line = (line << 1 | v) & 0x7FF
                if v == prev:
                    run += 1
                    if run == 5:
                        p += 3
                    elif run > 5:
                        p += 1
                else:
                    prev = v
                    run = 1
                # 1:1:3:1:1 finder look-alikes with four light beside them
                if b >= 10 and (line == 0x5D0 or line == 0x05D):
                    p += 40
        for b in range(size):
            dark += m[a * size + b]
            if a and b and m[a * size + b] == m[a * size + b - 1] == m[(a - 1) * size + b] == \
                    m[(a - 1) * size + b - 1]:
                p += 3
    total = size * size
    return p + 10 * ((abs(dark * 20 - total * 10) + total - 1) // total - 1)


def draw(fb, size, modules, x, y, scale, quiet):
    """The code on the OLED: a lit (light) square with `quiet` light
    modules around the code, dark modules unlit, `scale` px a module."""
    side = (size + 2 * quiet) * scale
    fb.fill_rect(x, y, side, side, 1)
    x += quiet * scale
    y += quiet * scale
    for j in range(size):
        for i in range(size):
            if modules[j * size + i]:
                fb.fill_rect(x + i * scale, y + j * scale, scale, scale, 0)
    return side
