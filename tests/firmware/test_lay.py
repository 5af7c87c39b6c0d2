# A display's letters are laid into its buffer by drivers._text and
# drivers._lay (viper on the board), every other FrameBuffer's by
# framebuf's blit: the two must
# give the same pixels, or the screen and what the tests draw to compare
# with it differ. The blit is the reference: on MicroPython it is the real
# framebuf's.
import framebuf

import drivers
from app import ui
from rules.rng import Rng   # the same numbers on both runtimes

# Three- and four-byte characters too (the font has none: "?").
_WORDS = ("A", "g", "Mexican Train", "Ж7", "ļoti labi", "?~", "Зелёный", "0123456789", "WWWWWWWWWWWWWWWWW",
          "5€ ok", "a😀b", "Ѓ\u0460Z")


class Display(framebuf.FrameBuffer):
    # What the display drivers give text(): a MONO_VLSB FrameBuffer with
    # its .buffer, .width and .height.
    def __init__(self, buf, w=128, h=64):
        self.buffer = buf
        self.width = w
        self.height = h
        super().__init__(buf, w, h, framebuf.MONO_VLSB)


def pair(rnd, kind=None):
    """The same picture behind a display and a plain FrameBuffer: blank
    (kind 0), lit (1), or noise (2; None: one of them drawn), so the
    untouched pixels are seen to stay."""
    if kind is None:
        kind = rnd(3)
    a = bytearray(1024)
    for i in range(1024):
        a[i] = 0 if kind == 0 else 0xFF if kind == 1 else rnd(256)
    b = bytearray(a)
    return Display(a), a, framebuf.FrameBuffer(b, 128, 64, framebuf.MONO_VLSB), b


def test_text_on_a_display_is_framebufs_blit_pixel_for_pixel():
    rnd = Rng(7).below
    for t in range(400):
        d, a, f, b = pair(rnd)
        s = _WORDS[rnd(len(_WORDS))]
        # Off every edge too: a page above the top, columns past the right.
        x = rnd(150) - 12
        y = rnd(80) - 10
        c = rnd(2)
        drivers.text(d, s, x, y, c)
        drivers.text(f, s, x, y, c)
        assert a == b, (s, x, y, c)


def test_text_drawn_changes_the_display():
    # Not both paths drawing nothing: a letter lights pixels where it is.
    d, a, _, _ = pair(None, 0)   # the blank picture
    assert not any(a)
    drivers.text(d, "W", 10, 13)
    # The font's W (X11 5x8): its outer strokes rows 1-6 of its columns
    # 0 and 3, its fifth column blank; drawn one column in, so from x 11,
    # and across two pages (rows 14-19).
    for y in range(14, 20):
        assert d.pixel(11, y) and d.pixel(14, y), y
    assert not d.pixel(11, 13) and not d.pixel(11, 20)
    assert not any(d.pixel(x, y) for x in (10, 15) for y in range(13, 21))


def reference_big(fb, s, x, y, c, h):
    """A big word a pixel at a time, as app.ui's comment describes the
    scale: at 12 px the glyph's rows and columns 2, 1, 2, 1, ... pixels, a
    letter every 10 columns, one column in; at 16 px each column doubled
    and the rows 2+2+3+2+3+2+2 pixels, the 8th (a descender's) one, a
    letter every 16 columns, two columns in."""
    if h == 12:
        heights, widths, pitch = (2, 1, 2, 1, 2, 1, 2, 1), (2, 1, 2, 1, 2), 10
    else:
        heights, widths, pitch = (2, 2, 3, 2, 3, 2, 2, 1), (2, 2, 2, 2, 2), 16
    g = drivers.text(None, s, 0, 0)
    for k in range(len(g) // 5):
        cx = x + 1 + (h == 16) + k * pitch
        for col in range(5):
            for _ in range(widths[col]):
                top = 0
                for r in range(8):
                    if g[5 * k + col] >> r & 1:
                        for py in range(top, top + heights[r]):
                            fb.pixel(cx, y + py, c)
                    top += heights[r]
                cx += 1


def test_big_letters_and_small_tags_on_a_display_are_framebufs_blit():
    from app.screens import referee_draw
    rnd = Rng(11).below
    for t in range(120):
        d, a, f, b = pair(rnd)
        s = ("WIN", "Ж", "last", "OK")[rnd(4)]
        x = rnd(140) - 10
        y = rnd(76) - 10
        c = rnd(2)
        h = (12, 16)[rnd(2)]
        want = bytearray(b)
        reference_big(framebuf.FrameBuffer(want, 128, 64, framebuf.MONO_VLSB), s, x, y, c, h)
        ui.big(d, s, x, y, c, h)
        ui.big(f, s, x, y, c, h)
        assert a == b, ("big", s, x, y, c, h)
        assert a == want, ("big, the reference scaling", s, x, y, c, h)
        referee_draw.small(d, "12OK", x, y, c)
        referee_draw.small(f, "12OK", x, y, c)
        assert a == b, ("small", x, y, c)
