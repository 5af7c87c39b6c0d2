# Seven-segment digits drawn with fill_rect: 10 bytes of font data at any
# height (16 px and up, for totals and whose turn it is). Split from the
# drawing toolkit (app.draw) so the app keeps only this much loaded.
from micropython import const

# Segments a..g as bits 0..6 (a top, b top right, c bottom right, d bottom,
# e bottom left, f top left, g middle) for 0-9.
_SEGS = const(b"\x3f\x06\x5b\x4f\x66\x6d\x7d\x07\x7f\x6f")
_MINUS = const(0x40)


def big_size(h):
    """(digit width, stroke, gap) for digits h pixels tall."""
    t = max(2, h // 8)
    return h * 5 // 8, t, t


def big_width(s, h=16):
    w, t, gap = big_size(h)
    return len(s) * (w + gap) - gap if s else 0


def big(fb, s, x, y, h=16, c=1):
    """Draw digits, '-' and ' ' of str s at (x, y), h pixels tall; returns
    the width drawn. Anything else is a ValueError (a bug, not a glyph)."""
    w, t, gap = big_size(h)
    mid = (h - t) // 2
    upper = mid + t
    lower = h - mid
    for ch in s:
        if "0" <= ch <= "9":
            m = _SEGS[ord(ch) - 48]
        elif ch == "-":
            m = _MINUS
        elif ch == " ":
            m = 0
        else:
            raise ValueError("big digits draw 0-9, '-' and ' ', not %r" % ch)
        if m & 1:
            fb.fill_rect(x, y, w, t, c)
        if m & 2:
            fb.fill_rect(x + w - t, y, t, upper, c)
        if m & 4:
            fb.fill_rect(x + w - t, y + mid, t, lower, c)
        if m & 8:
            fb.fill_rect(x, y + h - t, w, t, c)
        if m & 16:
            fb.fill_rect(x, y + mid, t, lower, c)
        if m & 32:
            fb.fill_rect(x, y, t, upper, c)
        if m & 64:
            fb.fill_rect(x, y + mid, w, t, c)
        x += w + gap
    return big_width(s, h)
