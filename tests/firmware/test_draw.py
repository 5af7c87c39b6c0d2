# The drawing toolkit the screens use: big digits at least 16 px tall that
# can be told apart, centred text, list rows that keep the selection in
# view, a message box that wraps. Checked on the pixels drawn.
import framebuf

from app import draw
from check import raises


def screen():
    buf = bytearray(128 * 8)
    return framebuf.FrameBuffer(buf, 128, 64, framebuf.MONO_VLSB), buf


def bbox(fb, x0=0, y0=0, x1=128, y1=64):
    xs = []
    ys = []
    for y in range(y0, y1):
        for x in range(x0, x1):
            if fb.pixel(x, y):
                xs.append(x)
                ys.append(y)
    if not xs:
        return None
    return min(xs), min(ys), max(xs), max(ys)


def test_big_digits_are_at_least_16_px_tall():
    for h in (16, 24, 32):
        fb, _ = screen()
        width = draw.big(fb, "8", 0, 0, h)
        x0, y0, x1, y1 = bbox(fb)
        assert y1 - y0 + 1 == h
        assert x1 - x0 + 1 == width == draw.big_width("8", h)


def test_every_digit_looks_different():
    seen = []
    for d in "0123456789-":
        fb, buf = screen()
        draw.big(fb, d, 0, 0)
        assert bytes(buf) not in seen, d
        seen.append(bytes(buf))


def test_a_three_digit_total_fits_beside_a_name():
    fb, _ = screen()
    w = draw.big(fb, "187", 0, 0, 24)
    assert w <= 64
    assert draw.big_width("-35") < 64


def test_big_refuses_letters_clearly():
    fb, _ = screen()
    e = raises(ValueError, draw.big, fb, "1a", 0, 0)
    assert "'a'" in str(e)


def test_center_and_right_align():
    fb, _ = screen()
    draw.center(fb, "OK", 0)
    x0, _, x1, _ = bbox(fb, y1=8)
    assert abs((x0 + x1) - 127) <= 2
    fb.fill(0)
    draw.right(fb, "42", 20)
    assert bbox(fb)[2] <= 127 and bbox(fb)[2] >= 120
    fb.fill(0)
    draw.big_center(fb, "5", 30)
    x0, _, x1, _ = bbox(fb)
    assert abs((x0 + x1) - 127) <= 2


def test_long_text_is_cut_with_a_mark_not_run_off_screen():
    assert draw.fit("Mexican Train Dominoes") == "Mexican Train D~"
    assert draw.fit("Short") == "Short"


def test_selected_row_is_inverse():
    fb, _ = screen()
    draw.row(fb, "Alice", 20, selected=True, value="45")
    assert fb.pixel(0, 20) == 1 and fb.pixel(127, 29) == 1   # the bar
    draw.row(fb, "Bob", 30)
    assert fb.pixel(0, 30) == 0 and bbox(fb, y0=30, y1=40) is not None


def test_scrolling_list_keeps_the_selection_visible():
    names = ["P%d" % i for i in range(10)]
    top = 0
    for sel in range(10):
        fb, _ = screen()
        top = draw.menu(fb, names, sel, top)
        assert top <= sel < top + 5
        # The selected row's bar is drawn where the item is shown.
        y = draw.ROW + 2 + (sel - top) * draw.ROW
        assert fb.pixel(5, y) == 1
    assert top == 5
    assert draw.menu(screen()[0], names, 2, top) == 2   # back up: scrolls up


def test_wrap_breaks_on_words():
    assert draw.wrap("Tile 6|6 is not in this set", 10) == ["Tile 6|6", "is not in", "this set"]
    assert draw.wrap("abcdefghijkl", 5) == ["abcde", "fghij", "kl"]


def test_toast_frames_wrapped_message():
    fb, _ = screen()
    fb.fill(1)
    lines = draw.toast(fb, "Saved. Round 4 of 13 is next")
    assert lines == ["Saved. Round 4", "of 13 is next"]
    assert fb.pixel(64, 32 - len(lines) * 5 - 3) == 1     # the frame
    assert fb.pixel(0, 0) == 1                            # the rest untouched
