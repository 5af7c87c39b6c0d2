# House rules readable [issue 16, item 5]: every option of every game, at
# every value, rendered on the house-rules screen in whole words, nothing
# cut and nothing under the scroll bar; the dealer's page of the rules in
# force in words too.
from apphw import new_app
import drivers
from rules import games

# Cut words the issue found on screen ("1st trn trn", "May play dr", "Mex
# 2nd rnd", "Positive", "stdv") and their like.
CUT = ("trn", "rnd", "dr", "dbl", "pen", "std", "stdv", "Positive", "sc", "req", "Mex")


def cut_words(s):
    return [w for w in s.replace(":", " ").split() if w in CUT]


def values(spec):
    default, allowed = spec
    if allowed == ():
        return [False, True]
    if isinstance(allowed, range):
        return [allowed[0], allowed[-1], default]
    return list(allowed)


def rules_screen(game):
    app = new_app()
    t = app.book.last_table()
    t["game"] = game
    app.go("house_rules", t)
    return app, t


def test_every_option_label_and_value_fits_whole_on_the_house_rules_screen():
    from app import lang
    for i in range(4):
        check_house_rules_fit(i)


def check_house_rules_fit(language):
    """Every label and value of language `language` (app.lang's number)."""
    from app import labels, lang
    checked = 0
    for game in games.names():
        app, t = rules_screen(game)
        lang.use(language)
        app.screen.keys = sorted(app.screen.table, key=labels.option)
        table = games.game(game)[5]
        for i, name in enumerate(app.screen.keys):
            app.screen.cur = i
            for v in values(table[name]):
                t["options"] = {name: v}
                app.dirty = True
                app.draw()
                placed = app.hw.display.placed
                texts = [p[0] for p in placed]
                first, _, second = labels.option(name).partition("\n")
                shown = labels.value(v, name)
                for want in (first, second, shown):
                    assert want in texts, (game, name, v, want, texts)
                for s, x, y in placed:
                    # In the screen, clear of the bar in the last column.
                    assert x >= 0 and x + 8 * len(s) <= 127 and y + 8 <= 64, (game, name, s, x, y)
                for a in range(len(placed)):
                    for b in range(a + 1, len(placed)):
                        sa, xa, ya = placed[a]
                        sb, xb, yb = placed[b]
                        if ya == yb and sa and sb:
                            assert xa + 8 * len(sa) < xb or xb + 8 * len(sb) < xa, (game, sa, sb)
                if language == 0:
                    assert not cut_words(labels.option(name) + " " + shown), (name, shown)
                checked += 1
    lang.use(0)
    assert checked > 100


def test_the_dealers_page_says_each_house_rule_in_words():
    from app import labels, lang
    for i in range(4):
        lang.use(i)
        for game in games.names():
            table = games.game(game)[5]
            for name in table:
                for v in values(table[name]):
                    s = labels.setting(name, v)
                    assert "_" not in s.replace("0-0", ""), (i, name, v, s)   # no protocol word
                    # The page wraps at 15: no word it would have to cut.
                    assert max(len(w) for w in s.split()) <= 15, (i, s)
                    if i == 0:
                        assert not cut_words(s), (name, v, s)
    lang.use(0)


def test_a_long_list_keeps_its_text_clear_of_the_scroll_bar():
    from app import ui
    app = new_app()
    fb = app.hw.display
    fb.fill(0)
    items = ["Item %d with words" % i for i in range(12)]   # 17 characters each
    ui.rows(fb, items, 8)
    import framebuf
    for s, x, y in fb.placed:
        assert len(s) == 16 and s.endswith(".")     # cut, and marked so
        alone = framebuf.FrameBuffer(bytearray(1024), 128, 64, framebuf.MONO_VLSB)
        drivers.text(alone, s, x, y, 1)
        assert not any(alone.pixel(xx, yy) for xx in (126, 127) for yy in range(64)), s
    bar = [y for y in range(64) if fb.pixel(127, y)]
    assert bar and len(bar) < 54                  # a bar, shorter than the list's span
    # A list that fits is drawn whole, with no bar.
    fb.fill(0)
    ui.rows(fb, ["Sixteen letters!"] * 3, 0)
    assert [p[0] for p in fb.placed] == ["Sixteen letters!"] * 3
    assert not any(fb.pixel(127, y) for y in range(19, 64))    # below the selected row


def test_no_text_of_a_scrolling_list_lights_the_bar_column():
    import framebuf
    from app import ui
    app = new_app()
    fb = app.hw.display
    fb.fill(0)
    items = ["Round is blocked", "Fifteen letters", "Sixteen with a m", "Sixteen with a W",
             "Short", "Sixteen letters!", "Seventeen letters"]
    ui.rows(fb, items, 0, 10, 3)
    drawn = [p[0] for p in fb.placed]
    assert drawn[0] == "Round is blocked"               # 16, its last glyph clear of the bar
    for s, x, y in fb.placed:
        alone = framebuf.FrameBuffer(bytearray(1024), 128, 64, framebuf.MONO_VLSB)
        drivers.text(alone, s, x, y, 1)
        assert not any(alone.pixel(127, yy) for yy in range(64)), s
    fb.fill(0)
    ui.rows(fb, items, 2, 10, 3)
    assert "Sixteen with a m" in [p[0] for p in fb.placed]  # the font's glyphs stop short of it
    fb.fill(0)
    ui.rows(fb, items, 6, 10, 3)
    assert "Seventeen lette." in [p[0] for p in fb.placed]  # 17: cut, "." ends it
    for s, x, y in fb.placed:
        alone = framebuf.FrameBuffer(bytearray(1024), 128, 64, framebuf.MONO_VLSB)
        drivers.text(alone, s, x, y, 1)
        assert not any(alone.pixel(127, yy) for yy in range(64)), s


def test_setup_says_standard_rules_and_counts_house_rules():
    app = new_app()
    app.go("setup")
    app.draw()
    assert "Standard rules" in app.hw.display.screen()
    app.screen.t["options"] = {"marker_penalty": 5, "blank_double_50": True}
    app.dirty = True
    app.draw()
    assert "2 house rules" in app.hw.display.screen()
