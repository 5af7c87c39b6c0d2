# The device's font (drivers/font.py on font.bin): every letter the four
# languages write has its own glyph, drawn through framebuf blits in either
# colour exactly as its 5 column bytes say, one column into an 8 px cell.
import framebuf

from drivers import font

RUSSIAN = "АБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯабвгдеёжзийклмнопрстуфхцчшщъыьэюя"
MACEDONIAN = "ЃЌЅЈЉЊЏѓќѕјљњџ"
LATVIAN = "āčēģīķļņšūžĀČĒĢĪĶĻŅŠŪŽ"


def screen(c):
    fb = framebuf.FrameBuffer(bytearray(128 * 8), 128, 64, framebuf.MONO_VLSB)
    fb.fill(c)
    return fb


def test_every_letter_has_a_glyph_of_its_own():
    q = font.glyph("?")
    seen = {}
    for ch in RUSSIAN + MACEDONIAN + LATVIAN + "AZaz09":
        g = bytes(font.glyph(ch))
        assert g != bytes(q) and any(g), ch
        seen.setdefault(g, []).append(ch)
    # Ё/Е and the like differ by their marks: no two letters share a glyph,
    # but for Latin/Cyrillic twins that look the same (A/А, a/а, ...).
    twins = [v for v in seen.values() if len(v) > 1]
    for v in twins:
        assert all(ord(ch) < 0x400 or ch in RUSSIAN for ch in v), v


def test_a_letter_the_font_lacks_draws_as_a_question_mark():
    a = screen(0)
    font.text(a, "\u4e2d", 10, 20)
    b = screen(0)
    font.text(b, "?", 10, 20)
    assert all(a.pixel(x, y) == b.pixel(x, y) for x in range(8, 20) for y in range(18, 30))


def test_text_draws_the_glyph_columns_in_either_colour():
    for c in (1, 0):
        fb = screen(1 - c)
        font.text(fb, "ЖŠ", 16, 9, c)
        for i, ch in enumerate("ЖŠ"):
            cols = font.glyph(ch)
            for x in range(8):
                for y in range(8):
                    lit = 1 <= x <= 5 and cols[x - 1] >> y & 1
                    assert fb.pixel(16 + 8 * i + x, 9 + y) == (c if lit else 1 - c), (ch, c, x, y)
        # nothing outside the two cells
        assert all(fb.pixel(x, y) == 1 - c for x in range(128) for y in (8, 17))
