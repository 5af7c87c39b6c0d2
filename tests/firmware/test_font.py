# The device's font (drivers/__init__.py on font5x8.bin): every letter the four
# languages write has its own glyph, drawn through framebuf blits in either
# colour exactly as its 5 column bytes in the file say, one column into an
# 8 px cell; a letter the font lacks draws as "?".
import framebuf

import drivers

RUSSIAN = "АБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯабвгдеёжзийклмнопрстуфхцчшщъыьэюя"
MACEDONIAN = "ЃЌЅЈЉЊЏѓќѕјљњџ"
LATVIAN = "āčēģīķļņšūžĀČĒĢĪĶĻŅŠŪŽ"


def columns(ch):
    """ch's 5 bytes in font5x8.bin (U+0020..U+045F)."""
    i = ord(ch) - 32
    f = drivers.__file__
    with open(f[:f.rfind("/") + 1] + "font5x8.bin", "rb") as fh:
        fh.seek(5 * i)
        return fh.read(5)


def screen(c):
    fb = framebuf.FrameBuffer(bytearray(128 * 8), 128, 64, framebuf.MONO_VLSB)
    fb.fill(c)
    return fb


def drawn(ch, c=1):
    fb = screen(1 - c)
    drivers.text(fb, ch, 16, 9, c)
    return [[fb.pixel(16 + x, 9 + y) for x in range(8)] for y in range(8)]


def test_every_letter_has_a_glyph_of_its_own():
    q = drawn("?")
    seen = {}
    for ch in RUSSIAN + MACEDONIAN + LATVIAN + "AZaz09":
        d = drawn(ch)
        assert d != q and any(any(r) for r in d), ch
        seen.setdefault(str(d), []).append(ch)
    for v in seen.values():
        assert len(v) == 1 or all(ord(ch) < 0x400 or ch in RUSSIAN for ch in v), v


def test_a_letter_the_font_lacks_draws_as_a_question_mark():
    assert drawn("\u4e2d") == drawn("?") == drawn("\u0500") == drawn("\U0001f600")


def test_text_draws_the_glyph_columns_in_either_colour():
    for c in (1, 0):
        fb = screen(1 - c)
        drivers.text(fb, "ЖŠj", 16, 9, c)
        for i, ch in enumerate("ЖŠj"):
            cols = columns(ch)
            for x in range(8):
                for y in range(8):
                    lit = 1 <= x <= 5 and cols[x - 1] >> y & 1
                    assert fb.pixel(16 + 8 * i + x, 9 + y) == (c if lit else 1 - c), (ch, c, x, y)
        # nothing outside the three cells
        assert all(fb.pixel(x, y) == 1 - c for x in range(128) for y in (8, 17))
        assert all(fb.pixel(x, y) == 1 - c for x in list(range(16)) + list(range(40, 128)) for y in range(9, 17))
