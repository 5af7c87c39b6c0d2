# The OLED driver against an emulated SSD1306 (host_tools/oled.py) that
# interprets the bytes on the bus: what the panel shows must always equal
# the frame buffer, and show() must send only what changed.
from check import raises
from drivers import ssd1306_controls as controls
from drivers.ssd1306 import SSD1306
from host_tools.oled import Panel

FULL = 1024


def make():
    panel = Panel()
    return SSD1306(panel), panel


def test_boot_clears_the_panel_with_one_full_frame():
    panel = Panel()
    panel.ram[:] = b"\xa5" * len(panel.ram)   # power-up garbage
    d = SSD1306(panel)
    assert panel.on
    assert panel.frame() == bytearray(FULL)
    assert d.full_redraws == 1 and d.updates == 1


def test_panel_shows_exactly_what_was_drawn():
    d, panel = make()
    d.text("Round 3", 0, 0)
    d.fill_rect(10, 20, 30, 17, 1)
    d.show()
    assert panel.frame() == d.buffer
    assert panel.pixel(11, 21) == 1 and panel.pixel(9, 21) == 0


def test_dim_and_off_keep_the_picture_for_when_it_is_lit_again():
    d, panel = make()
    d.text("Round 3", 0, 0)
    d.show()
    shown = panel.frame()
    d.brightness(1)
    assert panel.on and panel.contrast < 0x20 and panel.frame() == shown
    d.brightness(0)
    assert not panel.on and panel.frame() == bytearray(FULL)   # nothing lit
    d.brightness(2)
    assert panel.on and panel.contrast == 0xFF and panel.frame() == shown


def test_unchanged_frame_sends_nothing():
    d, panel = make()
    d.text("Totals", 0, 0)
    d.show()
    before = panel.bus_bytes
    d.fill(0)
    d.text("Totals", 0, 0)   # redrawn identically
    assert d.show() == 0
    assert panel.bus_bytes == before


def test_moving_a_selection_bar_sends_two_short_runs_not_a_frame():
    d, panel = make()
    for row in range(4):
        d.text("Player %d" % row, 2, 16 + row * 10)
    d.fill_rect(0, 16, 128, 10, 1)
    d.text("Player 0", 2, 17, 0)
    d.show()
    before = panel.bus_bytes
    # Selection moves from row 0 to row 1.
    d.fill_rect(0, 16, 128, 20, 0)
    d.text("Player 0", 2, 17)
    d.fill_rect(0, 26, 128, 10, 1)
    d.text("Player 1", 2, 27, 0)
    sent = d.show()
    assert panel.frame() == d.buffer
    assert 0 < sent <= 3 * 128          # the pages the two rows touch, no more
    assert panel.bus_bytes - before < FULL // 2
    assert d.full_redraws == 1           # only the boot frame


def test_changes_far_apart_on_one_page_go_as_two_runs_not_the_columns_between():
    # Issue 45: a title's word on the left and a total on the right change
    # on the same page; the 100 unchanged columns between are not sent.
    d, panel = make()
    d.text("Bob", 0, 0)
    d.text("12", 116, 0)
    d.show()
    before = panel.bus_bytes
    d.fill_rect(0, 0, 128, 8, 0)
    d.text("Eve", 0, 0)
    d.text("40", 116, 0)
    sent = d.show()
    assert panel.frame() == d.buffer
    assert sent <= 2 * 18               # the two words' columns, not the 128 of the span
    assert panel.bus_bytes - before < 60


def test_random_edits_never_leave_a_stale_pixel():
    d, panel = make()
    s = 7
    for step in range(40):
        s = (s * 1103515245 + 12345) & 0x7FFFFFFF
        x, y, w, h = s % 128, (s >> 7) % 64, (s >> 13) % 40, (s >> 19) % 20
        if step % 3 == 0:
            d.fill_rect(x, y, w, h, (s >> 25) & 1)
        elif step % 3 == 1:
            d.text("%d" % s, x - 20, y)
        else:
            d.line(x, y, w * 3, h * 3, 1)
        d.show()
        assert panel.frame() == d.buffer, "stale pixels after step %d" % step


def test_invalidate_resends_the_whole_frame():
    d, panel = make()
    d.text("x", 0, 0)
    d.show()
    panel.ram[:] = bytearray(len(panel.ram))   # the panel was reset behind our back
    d.invalidate()
    assert d.show() == FULL
    assert panel.frame() == d.buffer
    assert d.full_redraws == 2


def test_wrong_address_fails_at_boot():
    e = raises(OSError, SSD1306, Panel(addr=0x3D), 0x3C)
    assert e.args[0] == 19


def test_power_invert_and_contrast_reach_the_panel():
    d, panel = make()
    controls.contrast(d, 0x20)
    controls.invert(d, 1)
    assert panel.contrast == 0x20 and panel.inverted and panel.pixel(0, 0) == 1
    controls.poweroff(d)
    assert not panel.on and panel.pixel(0, 0) == 0
    controls.poweron(d)
    assert panel.on
