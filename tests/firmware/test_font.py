# The device's font (drivers/__init__.py on font5x8.py): every letter the four
# languages write has its own glyph, drawn in either colour exactly as its
# 5 column bytes in the font say, one column into an 8 px cell; a letter the
# font lacks draws as "?".
import framebuf

import drivers

RUSSIAN = "АБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯабвгдеёжзийклмнопрстуфхцчшщъыьэюя"
MACEDONIAN = "ЃЌЅЈЉЊЏѓќѕјљњџ"
LATVIAN = "āčēģīķļņšūžĀČĒĢĪĶĻŅŠŪŽ"


def columns(ch):
    """ch's 5 bytes in font5x8.py (U+0020..U+045F)."""
    from drivers.font5x8 import GLYPHS
    i = ord(ch) - 32
    return GLYPHS[5 * i:5 * i + 5]


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


def test_a_big_word_is_each_glyph_scaled_row_by_row_and_column_by_column():
    # app.ui.big's words: at 16 px the glyph's rows are 2,2,3,2,3,2,2,1 px
    # tall and each column 2 px wide, from two columns in; at 12 px the rows
    # are 2,1,2,1,... and the columns 2,1,2,1,2, from one column in; lit
    # pixels in the colour asked, nothing else touched. Every letter the
    # four languages write.
    from app import ui
    sizes = {16: ((2, 2, 3, 2, 3, 2, 2, 1), (2, 2, 2, 2, 2), 2, 16),
             12: ((2, 1, 2, 1, 2, 1, 2, 1), (2, 1, 2, 1, 2), 1, 10)}
    letters = "".join(chr(i) for i in range(33, 127)) + RUSSIAN + MACEDONIAN + LATVIAN
    for h, (rh, cw, x0, pitch) in sizes.items():
        for c in (1, 0):
            for k in range(0, len(letters), 5):
                word = letters[k:k + 5] + "x"   # a letter in each: digits alone are seven-segment
                got = bytearray(128 * 8)
                fb = framebuf.FrameBuffer(got, 128, 64, framebuf.MONO_VLSB)
                fb.fill(1 - c)
                ui.big(fb, word, 3, 5, c, h)
                want = bytearray(128 * 8)
                ref = framebuf.FrameBuffer(want, 128, 64, framebuf.MONO_VLSB)
                ref.fill(1 - c)
                for i, ch in enumerate(word):
                    cols = columns(ch)
                    x = 3 + pitch * i + x0
                    for col in range(5):
                        y = 5
                        for row in range(8):
                            if cols[col] >> row & 1:
                                ref.fill_rect(x, y, cw[col], rh[row], c)
                            y += rh[row]
                        x += cw[col]
                assert got == want, (word, h, c)
