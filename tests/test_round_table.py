"""The 8 players' round table read at the recommended panel's pitch
[issue 43, item 11]: from a fresh flash, an 8-player Mexican Train of five
rounds entered by the buttons, then the standings' round table. On the
rendered frame each row of running totals is measured: the ink of the
row, split wherever it leaves 3 mm dark (7 px at the 2.42" panel's
0.43 mm), must fall into exactly the numbers the row shows, so no two
columns run together ("49 109 101 100 115 34 117 80", one 4 px space
apart, read as one string). Seats 5 to 8 are a page of their own (OK)."""
import tempfile

from host_tools.headless import run_script
from host_tools.screenshots import HANDS_8, _rounds
from press_counts import shows

from boards.panels import PANELS, RECOMMENDED

PITCH_MM = [um for driver, _size, um in PANELS if driver == RECOMMENDED][0] / 1000
GAP_MM = 3.0
# New game, Players 8 (four UPs), the game's rows, Deal; five rounds.
TO_TABLE = "ok down down ok up up up up ok up up ok " + _rounds(HANDS_8, True) + " down"


def bands(frame):
    """The frame's lines of text between the title (rows 0-8) and the
    hints line (56-63): [(first row, last row, set of lit-ink columns)].
    A row's background is the colour most of its pixels have (the
    cursor's round is drawn inverted)."""
    px = frame.pixels

    def lit(x, y):
        return px[(y >> 3) * 128 + x] >> (y & 7) & 1

    out = []
    cur = None
    for y in range(9, 56):
        row = [lit(x, y) for x in range(128)]
        bg = 1 if sum(row) > 64 else 0
        ink = {x for x in range(128) if row[x] != bg}
        if ink and cur is None:
            cur = [y, y, set(ink)]
            out.append(cur)
        elif ink:
            cur[1] = y
            cur[2] |= ink
        else:
            cur = None
    return out


def groups(ink, gap_px):
    """The ink's columns split where at least gap_px dark columns lie
    between: [(first, last)]."""
    xs = sorted(ink)
    out = [[xs[0], xs[0]]]
    for x in xs[1:]:
        if x - out[-1][1] - 1 >= gap_px:
            out.append([x, x])
        else:
            out[-1][1] = x
    return out


def figures(frame, s):
    """s in the device font's figures, 6 to 8 px apart, anywhere."""
    return any(shows(frame, s, step) for step in (6, 7, 8))


def gap_px():
    n = 1
    while n * PITCH_MM < GAP_MM:
        n += 1
    return n


def check_columns(frame, numbers_a_row):
    lines = bands(frame)
    # The seats' names, then a row per round on screen.
    assert len(lines) >= 2, frame.text
    for top, bottom, ink in lines[1:]:
        got = groups(ink, gap_px())
        assert len(got) == numbers_a_row, (
            "rows %d-%d: %d groups of digits at a %.1f mm gap, %d numbers shown\n%s"
            % (top, bottom, len(got), GAP_MM, numbers_a_row, frame.text))


def test_eight_players_round_table_has_columns_3_mm_apart_on_two_pages():
    with tempfile.TemporaryDirectory() as root:
        r = run_script(TO_TABLE + " ok ok back back", root=root, seed=3)
        assert r.error is None, r.error
        n = len(TO_TABLE.split())
        first, second, entry, back_second, back_first = r.frames[n:n + 5]
    # Each row: the round's number and four seats' running totals.
    check_columns(first, 5)
    check_columns(second, 5)
    # Seat 5's total after five rounds (67 + 5 + 9 + 1 + 33) is on the
    # second page, with seats 5-8 named over it; the first page has 1-4.
    assert shows(first, "P4") and not shows(first, "P5") and not figures(first, "115")
    assert shows(second, "P5") and shows(second, "P8") and figures(second, "115")
    assert shows(first, "OK: seats 5-8")
    # OK on the second page shows the round's entry; BACK comes back to
    # the page it left, BACK again to the first.
    assert shows(entry, "hold OK=edit")
    assert figures(back_second, "115") and shows(back_first, "P1") and not figures(back_first, "115")
