"""Text sized in millimetres on the panel recommended for the table
[issue 28, item 2]: the 2.42" SSD1309, 0.43 mm a pixel
(firmware/boards/panels.py). tests/firmware/legible.py measures each text
of a frame (its font's height times the pitch) and holds it to its role:
5 mm for whose turn, "last tile", the round's result and every total of
the standings; 3 mm for tile counts, markers, the due double, the ends and
their sum, a play's points; 2 mm for the rest. The fit sweep applies it
after every press of every app test; here the matches that reach each role
are played on purpose, so none is left unchecked: Mexican Train (markers,
a due double, last tiles, the round's end), Kozel (the line games), Muggins
in layout mode (the ends' sum and a play's points), Sausage (the lines'
ends), and the standings of 4 and of 8 players. And the check is shown to
fail on the layouts it replaced (a count in the 3x5 figures, totals in
10 px digits)."""
import pytest

import apphw
import fitsweep
import legible
import referee_buttons as rb
import line_buttons as lb
import cross_buttons as cb
import sausage_buttons as sb
from test_app_standings import ROUNDS_4, ROUNDS_8, play


@pytest.fixture
def swept(monkeypatch):
    """The sweep on whatever BONEYARD_FIT_SWEEP says, swept afresh, the
    roles it checked recorded from now."""
    monkeypatch.setattr(apphw, "_SWEEP", True)
    monkeypatch.setattr(apphw, "fitsweep", fitsweep, raising=False)
    monkeypatch.setattr(fitsweep, "_SEEN", set())
    legible.SEEN.clear()
    return legible.SEEN


def test_the_recommended_panels_pitch_makes_the_lines_12_7_and_5_pixels():
    # 0.43 mm a pixel: 5 mm is 12 px, 3 mm 7 px, 2 mm 5 px.
    assert legible.PITCH == 0.43
    assert (legible.px(legible.GLANCE), legible.px(legible.READ), legible.px(legible.LEAST)) == (12, 7, 5)


def test_every_referee_role_is_legible_on_the_recommended_panel(swept):
    rb.play_match(*rb.case(9), rounds=2, counts={})      # Mexican Train, 4 players, double-12
    lb.play_match("kozel", 4, {}, seed=2, rounds=3)
    cb.play_match("muggins", 2, seed=3, rounds=1)       # layout mode
    sb.play_match(seed=1, rounds=1)
    want = {("mexican", r) for r in ("whose turn", "tile counts", "marker", "due double", "last tile",
                                     "result")}
    want |= {("line", r) for r in ("whose turn", "tile counts", "last tile", "result")}
    want |= {("cross", r) for r in ("whose turn", "tile counts", "ends' sum", "points", "result")}
    want |= {("sausage", r) for r in ("whose turn", "tile counts", "ends", "last tile", "result")}
    assert want <= swept, sorted(want - swept)


def test_the_standings_totals_of_four_and_of_eight_players_are_5_mm(swept):
    play(ROUNDS_4)
    play(ROUNDS_8, 8)
    assert {("standings", "totals of 4"), ("standings", "totals of 8")} <= swept


def test_the_totals_in_10_px_digits_are_refused():
    # The 8 players' totals as they were drawn (10 px digits: 4.3 mm).
    from app import ui
    app = play(ROUNDS_8, 8)
    assert legible.check(app) == []

    class Smaller:
        def __getattr__(self, name):
            return getattr(ui, name)

        def big(self, fb, s, x, y, c=1, h=16):
            return ui.big(fb, s, x, y, c, 10 if h == 12 else h)

    names = type(app.screen).draw.__globals__   # the standings screen's module
    names["ui"] = Smaller()
    try:
        bad = legible.check(app)
    finally:
        names["ui"] = ui
    assert any("total '" in b and "4.3 mm" in b for b in bad), bad


def test_a_tile_count_not_in_the_8_px_figures_is_refused(monkeypatch):
    # A count drawn in the 3x5 figures (as it was) is no text of the 8 px
    # font: the seat's count is missing from the frame's texts.
    app = apphw.new_app()
    import appscript
    appscript.new_game_same_table(app)
    appscript.through_dealer(app)
    assert app.name == "mexican.referee" and legible.check(app) == []
    real = apphw.Display.text

    def counts_in_small_figures(self, s, x, y, c=1, step=8):
        if y == 27 and s.isdigit():
            return   # (drawn pixel by pixel, in the small font)
        return real(self, s, x, y, c, step)

    monkeypatch.setattr(apphw.Display, "text", counts_in_small_figures)
    bad = legible.check(app)
    assert any("tile count" in b for b in bad), bad


def test_readme_gives_each_fonts_height_on_each_panel():
    # README's table of text heights: the font's pixels times each panel's
    # pitch (firmware/boards/panels.py), to a tenth of a millimetre.
    import os
    import re
    from boards.panels import PANELS
    with open(os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "README.md")) as f:
        readme = f.read()
    rows = re.findall(r"^\| [^|]+ \| (\d+) px \| ([\d.]+) mm \| ([\d.]+) mm \| ([\d.]+) mm \|$", readme, re.M)
    assert sorted(int(r[0]) for r in rows) == [5, 7, 8, 12, 16], rows
    for row in rows:
        h = int(row[0])
        want = ["%d.%d" % divmod((h * um + 50) // 100, 10) for _driver, _size, um in PANELS]
        assert list(row[1:]) == want, (h, row, want)
