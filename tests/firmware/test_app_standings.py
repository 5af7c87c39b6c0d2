# The standings at the table [issue 16, items 2, 3 and 7]: every total on
# screen at once for up to eight players, the round table a column per
# player with running totals and no row cut at the bottom, a cursor on it
# to see what a round's entry was and to edit it, and back to the menu with
# the match kept.

import appscript
from apphw import hardware, new_app, press
from textkeys import number

# Texts by their keys (tests/firmware/textkeys.py).
_T_OUT_CELL = number("OUT_CELL")
_T_PIPS_HEAD = number("PIPS_HEAD")
_T_SCORE_HEAD = number("SCORE_HEAD")

# Pips left per seat and who went out, 4 players [rules/README.md §1, Scoring: the
# one out scores 0, the others their pips].
ROUNDS_4 = (((0, 23, 41, 8), 0), ((12, 0, 35, 19), 1), ((30, 14, 0, 52), 2),
            ((7, 28, 16, 0), 3), ((0, 44, 9, 21), 0))
ROUNDS_8 = (((0, 23, 41, 8, 67, 15, 34, 52), 0), ((12, 0, 35, 19, 5, 8, 60, 3), 1),
            ((30, 14, 0, 52, 9, 9, 9, 9), 2), ((7, 28, 16, 0, 1, 2, 3, 4), 3),
            ((0, 44, 9, 21, 33, 0, 11, 12), 5))


def running(rounds):
    """Each round's running totals per seat, from the hands above."""
    out = []
    tot = [0] * len(rounds[0][0])
    for pips, _ in rounds:
        tot = [tot[s] + pips[s] for s in range(len(tot))]
        out.append(tot)
    return out


def play(rounds, players=4, language=0):
    """A match of `players` through the buttons, left on the standings
    after the last round."""
    app = new_app(hardware(language=language))
    press(app, "ok")                                 # New game
    while len(app.screen.t["names"]) < players:
        press(app, "down", "down", "ok", "up", "ok", "up", "up")   # Players +1, back on Deal
    press(app, "ok")                                 # Deal
    assert app.name == "mexican.dealer"
    for i, (pips, out) in enumerate(rounds):
        if i:
            press(app, "ok")                         # next round
        appscript.through_dealer(app)
        appscript.referee_round(app, out)
        appscript.enter_pips(app, pips)
        assert app.name == "standings", app.msg
    return app


def drawn(app):
    """Draw the screen again, recording every box drawn: -> [(kind, s, x,
    y, w, h)] for 8x8 text, big digits and the small font."""
    from app import rounds, ui
    boxes = []
    big0 = ui.big
    tiny0 = rounds.tiny

    def big(fb, s, x, y, c=1, h=16):
        boxes.append(("big", s, x, y, ui.big_width(s, h), h))
        return big0(fb, s, x, y, c, h)

    def tiny(fb, s, x, y, c=1):
        boxes.append(("tiny", s, x, y, 4 * len(s) - 1, 5))
        return tiny0(fb, s, x, y, c)

    ui.big = big
    rounds.tiny = tiny
    try:
        app.dirty = True
        app.draw()
    finally:
        ui.big = big0
        rounds.tiny = tiny0
    for p in app.hw.display.placed:
        s, x, y = p
        boxes.append(("text", s, x, y, getattr(p, "step", 8) * len(s), 8))   # figures packed close: 6 px
    return boxes


def inside(box):
    kind, s, x, y, w, h = box
    return x >= 0 and y >= 0 and x + w <= 128 and y + h <= 64


def apart(a, b, gap):
    """Boxes a and b are at least `gap` pixels apart (one side or the other)."""
    return (a[2] + a[4] + gap <= b[2] or b[2] + b[4] + gap <= a[2]
            or a[3] + a[5] + gap <= b[3] or b[3] + b[5] + gap <= a[3])


def no_overlaps(boxes):
    for i in range(len(boxes)):
        for j in range(i + 1, len(boxes)):
            assert apart(boxes[i], boxes[j], 0), (boxes[i], boxes[j])


def check_totals(app, rounds):
    totals = running(rounds)[-1]
    boxes = drawn(app)
    digits = [b for b in boxes if b[0] == "big"]
    assert sorted(b[1] for b in digits) == sorted(str(t) for t in totals)   # every total, once
    assert all(inside(b) for b in boxes), [b for b in boxes if not inside(b)]
    no_overlaps(boxes)
    for i in range(len(digits)):
        for j in range(i + 1, len(digits)):
            assert apart(digits[i], digits[j], 2), (digits[i], digits[j])   # digits never touch
    for b in boxes:
        if b[0] != "big":
            assert all(apart(b, d, 1) for d in digits), b
    # Ranked: the lowest total first [rules/README.md §1, Scoring].
    low = min(range(len(totals)), key=lambda s: (totals[s], s))
    names = app.book.table["names"]
    return boxes, names[low]


def test_four_players_after_five_rounds_every_total_fits_and_none_touch():
    app = play(ROUNDS_4)
    boxes, first = check_totals(app, ROUNDS_4)
    assert ("text", "1 " + first) in [b[:2] for b in boxes]
    assert max(b[5] for b in boxes if b[0] == "big") == 16     # the big digits


def test_a_tie_on_total_goes_to_the_player_out_in_more_rounds():
    # [rules/README.md §1, Scoring]: "Ties on total: the player who went out in
    # more rounds ranks higher". P2 and P3 both have 15; P3 went out twice,
    # P2 once, so P3 is first although P2 sits before.
    rounds = (((10, 7, 0, 30), 2), ((10, 8, 0, 30), 2), ((20, 0, 15, 30), 1))
    app = play(rounds)
    assert running(rounds)[-1] == [40, 15, 15, 90]
    texts = [b[:2] for b in drawn(app)]
    names = app.book.table["names"]
    assert ("text", "1 " + names[2]) in texts and ("text", "2 " + names[1]) in texts, texts


def test_eight_players_after_five_rounds_every_total_fits_in_two_columns():
    app = play(ROUNDS_8, 8)
    boxes, first = check_totals(app, ROUNDS_8)
    digits = [b for b in boxes if b[0] == "big"]
    assert len(set(b[2] + b[4] for b in digits)) == 2          # two columns, right-aligned
    texts = [b[1] for b in boxes if b[0] == "text"]
    assert first[:3] in texts and "1" in texts and "8" in texts   # the places and the names


def table_rows(boxes, size):
    """{y: [strings left to right]} of the table's rows (font size 8 or 5)."""
    rows = {}
    for b in boxes:
        if b[5] == size and 18 <= b[3] < 56:     # below the names, above the hint
            rows.setdefault(b[3], []).append((b[2], b[1]))
    return dict((y, [s for x, s in sorted(r)]) for y, r in rows.items())


def test_the_round_table_has_a_column_per_player_and_running_totals():
    # Five to eight players: two pages of four seats (OK turns to 5-8).
    for rounds, players, pages in ((ROUNDS_4, 4, ""), (ROUNDS_8, 8, "ok")):
        app = play(rounds, players)
        press(app, "down")                        # the table, on the last round
        run = running(rounds)
        for page, seats in enumerate((range(0, 4), range(4, players))):
            if page and not pages:
                break
            if page:
                press(app, pages)
            boxes = drawn(app)
            assert all(inside(b) for b in boxes), [b for b in boxes if not inside(b)]
            rows = table_rows(boxes, 8)
            shown = sorted(rows)
            assert len(shown) >= 4
            for y in shown:
                r = int(rows[y][0]) - 1               # the round's number leads the row
                assert rows[y][1:] == [str(run[r][s]) for s in seats], (y, rows[y])
            assert int(rows[shown[-1]][0]) == len(rounds)   # the last round is in view


def test_no_table_row_is_cut_at_the_bottom_wherever_the_cursor_is():
    app = play(ROUNDS_4 + ROUNDS_4 + ROUNDS_4[:2])   # 12 rounds: the match goes on
    press(app, "down")
    for _ in range(12):
        boxes = drawn(app)
        assert all(inside(b) for b in boxes), [b for b in boxes if not inside(b)]
        no_overlaps(boxes)
        press(app, "up")
    assert app.screen.cur == -1                   # up past round 1: the totals


def test_editing_round_3_of_5_takes_four_presses_from_the_standings():
    app = play(ROUNDS_4)
    before = app.presses
    press(app, "down", "up", "up")                # round 5, 4, 3
    assert "Played: 5" in app.hw.display.screen()   # not "3 of 5": 13 in the match [issue 26, item 6]
    press(app, "ok-long")
    assert app.presses - before == 4
    assert app.name == "pips" and app.screen.edit and app.screen.round == 2
    assert app.screen.pips == [30, 14, 0, 52]
    press(app, "up", "ok")                        # P1: 30 -> 31, next
    while app.screen.cur < 4:
        press(app, "ok")
    press(app, "ok")                              # Save
    assert app.name == "standings"
    assert app.book.standings()["totals"][0] == running(ROUNDS_4)[-1][0] + 1


def test_ok_on_a_round_shows_what_was_entered():
    app = play(ROUNDS_4)
    press(app, "down", "up", "up", "ok")          # round 3's entry
    screen = app.hw.display.screen()
    names = app.book.table["names"]
    assert "Out: %s" % names[2] in screen
    texts = [b[1] for b in drawn(app) if b[0] == "text"]
    for v in ("30", "14", "out", "52"):
        assert v in texts
    press(app, "down")                            # round 4's
    assert "Out: %s" % names[3] in app.hw.display.screen()
    press(app, "back")                            # the table again, on round 4
    assert "Played: 5" in app.hw.display.screen()
    press(app, "back")                            # the totals
    press(app, "back")                            # the menu; the match stays
    assert app.name == "menu" and app.book.active()
    press(app, "ok")                              # Resume: the standings
    assert app.name == "standings" and app.screen.cur == -1


def test_back_from_the_totals_to_the_menu_keeps_the_match_after_a_power_cut():
    app = play(ROUNDS_4[:2])
    press(app, "back")
    assert app.name == "menu"
    from app.main import App
    again = App(app.hw, strict=True)              # power on again on the same flash
    assert again.book.active() and again.book.round_no() == 2
    again.draw()
    assert again.hw.display.texts[1] == "Resume"   # the first row, under the title


def test_eight_seats_round_entry_has_its_heads_in_every_language():
    # [issue 13, items 2 and 4] Five to eight seats: the round's entry in the
    # 3x5 font, its column heads and the "out" cell in the player's language
    # (Russian and Macedonian in Cyrillic), every letter of them a glyph,
    # inside the screen and clear of each other.
    import framebuf
    from app import lang, rounds
    for language in range(4):
        app = play(ROUNDS_8, 8, language)
        press(app, "down", "ok", "ok")            # seats 5-8, then round 5's entry: seat 6 went out
        assert app.screen.pick == 4
        small = [b for b in drawn(app) if b[0] == "tiny"]
        pips, score, out = lang.get(_T_PIPS_HEAD), lang.get(_T_SCORE_HEAD), lang.get(_T_OUT_CELL)
        heads = [b[1] for b in small if b[3] == 20]
        assert heads == [pips, score, pips, score], (language, heads)
        cells = [b[1] for b in small if b[3] > 20]
        assert out in cells and cells.count(out) == 1, (language, cells)
        assert all(inside(b) for b in small), [b for b in small if not inside(b)]
        for i in range(len(small)):
            for j in range(i + 1, len(small)):
                assert apart(small[i], small[j], 1), (language, small[i], small[j])
        for ch in pips + score + out:
            buf = bytearray(128 * 8)
            rounds.tiny(framebuf.FrameBuffer(buf, 128, 64, framebuf.MONO_VLSB), ch, 0, 0)
            assert any(buf), (language, ch)        # a glyph, not a blank
