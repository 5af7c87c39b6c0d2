# The cross and fives games' referee screen in layout mode
# (app.screens.cross.referee, drawn by cross_view) speaks English,
# Russian, Macedonian and Latvian [issue 13]: every text it draws, walked
# where it appears (the first tile's picker, a turn with the ends, their
# sum and the points, the end picker, doubles picked together, a double
# face down (Donkey), the menu with a play's points not called and called,
# who went out, the round over, the knock), whole and inside the 128 px
# screen, and in the language chosen.
from micropython import const

from apphw import hardware, new_app, press, right_edge
from check import fits_box
from app import lang
from rules import games
from textkeys import number

_T_CROSS_HINT_KNOCK = number("CROSS_HINT_KNOCK")
_T_CROSS_END_DOWN = number("CROSS_END_DOWN")
_T_CROSS_CALLED = number("CROSS_CALLED")
_T_CROSS_MISSED = number("CROSS_MISSED")
_T_CROSS_DOUBLES = number("CROSS_DOUBLES")
_T_WENT_OUT = number("WENT_OUT")


def shown(app):
    """The frame's texts, drawn afresh; each inside the screen (a glyph
    lights columns 1..5 of its 8 px cell), the title's two parts apart."""
    app.dirty = True
    app.draw()
    placed = app.hw.display.placed
    for p in placed:
        s, x, y = p
        assert x >= 0 and right_edge(p) <= 128 and 0 <= y <= 56, (s, x, y)
    top = [p for p in placed if p[2] == 1]
    for a in range(len(top)):
        for b in range(a + 1, len(top)):
            (sa, xa, _), (sb, xb, _) = top[a], top[b]
            assert xa + 8 * len(sa) < xb or xb + 8 * len(sb) < xa, (sa, sb)
    return list(app.hw.display.texts)   # with the words in big letters (apphw)


def table(i, game):
    app = new_app(hardware(seed=4, language=i))
    app.strict = True
    app.book.start({"game": game, "names": ["Ann", "Bob"], "set": 6,
                    "options": games.changed(game, {"referee": "layout"}), "teams": 0})
    app.go("dealer")
    press(app, "ok", "ok")
    while app.screen.top < len(app.screen.items):
        press(app, "down", "down", "ok")   # nobody holds it
    press(app, "ok")                       # the lightest tile: seat 1 opens
    return app


def walk_telephone(i):
    app = table(i, "telephone")
    frames = [shown(app)]
    press(app, "ok")                       # the first tile's picker
    frames.append(shown(app))
    press(app, "ok")
    frames.append(shown(app))
    press(app, "down", "ok")               # 3|2: 5 points (DOWN lowers the number)
    frames.append(shown(app))
    press(app, "down-long")                # the menu: "5 not called" first
    for _ in range(len(app.screen.items)):
        frames.append(shown(app))
        press(app, "down")
    press(app, "ok")                       # back on row 0: not called
    frames.append(shown(app))
    missed = shown(app)
    press(app, "down-long")                # "5 called"
    called = shown(app)
    frames.append(called)
    press(app, "back")
    sc = app.screen
    press(app, "down")                     # Bob: the end picker, ends 1 and 3
    press(app, *["up"] * ((sc.items.index(1 << 4 | 2) - sc.cur) % len(sc.items)))   # UP raises
    frames.append(shown(app))
    press(app, "ok-long")                  # 2-2, with another double
    frames.append(shown(app))
    press(app, "back")
    while app.screen.r.left:
        press(app, "ok")                   # Bob draws the bazaar dry
    knock = shown(app)
    frames.append(knock)
    press(app, "down-long", "down", "ok")  # who went out?
    frames.append(shown(app))
    press(app, "ok")
    if app.ask:                            # Bob holds tiles on record: asked first
        frames.append(shown(app))
        press(app, "ok")
    over = shown(app)
    frames.append(over)
    return frames, missed, called, knock, over


def test_the_cross_referee_speaks_every_language_inside_the_screen():
    for i in range(4):
        frames, missed, called, knock, over = walk_telephone(i)
        hint = lang.get(_T_CROSS_HINT_KNOCK, -1, i).split("\x01")[-1]
        assert any(t == hint for t in knock), (i, knock)
        assert lang.get(_T_CROSS_MISSED, -1, i) % 5 in missed, (i, missed)
        assert lang.get(_T_CROSS_CALLED, -1, i) % 5 in called, (i, called)
        assert "Bob" in over and lang.get(_T_WENT_OUT, -1, i) in over, (i, over)
        joined = " ".join(" ".join(f) for f in frames)
        if i:
            for english in ("boneyard", "First tile", "Points", "missed", "called", "Round is", "Who went",
                            "Enter scores", "Leave", "number", "pass"):
                assert english not in joined, (i, english, joined)
    lang.use(0)


def test_donkeys_face_down_double_fits_in_every_language():
    # rules/README.md §6: a double laid may be closed face down; the end picker
    # says so on its own row.
    for i in range(4):
        app = table(i, "donkey")
        press(app, "ok", "ok", "ok")       # 3|3: the cross
        sc = app.screen
        press(app, "up")                   # Bob: 3-4 on end 0
        press(app, *["up"] * ((sc.items.index(0 << 4 | 4) - sc.cur) % len(sc.items)))
        press(app, "ok")
        sc = app.screen
        press(app, "up")                   # Ann: 4-4 face down on end 0
        press(app, *["up"] * ((sc.items.index(0 << 4 | 8 | 4) - sc.cur) % len(sc.items)))
        texts = shown(app)
        assert lang.get(_T_CROSS_END_DOWN, -1, i) % 0 in texts, (i, texts)
    lang.use(0)


def test_quick_modes_doubles_at_once_fits_in_every_language():
    # rules/README.md §7: several doubles in one move, reported in quick mode.
    for i in range(4):
        app = new_app(hardware(seed=4, language=i))
        app.strict = True
        app.book.start({"game": "telephone", "names": ["Ann", "Bob"], "set": 6,
                        "options": games.changed("telephone", {"referee": "quick"}), "teams": 0})
        app.go("dealer")
        press(app, "ok", "ok")
        while app.screen.top < len(app.screen.items):
            press(app, "down", "down", "ok")
        press(app, "ok")
        press(app, "ok", "ok-long")        # Ann leads; Bob: doubles at once
        texts = shown(app)
        assert lang.get(_T_CROSS_DOUBLES, -1, i) in texts, (i, texts)
    lang.use(0)


# The cross referee's refusals (rules.cross.check, 3 << 10 codes) said in
# the language (app.refusal: CROSS_WHY_k), the protocol's English kept.
_T_CROSS_WHY_1 = number("CROSS_WHY_1")
_CROSS_REASONS = const(13)


class _Shown:
    """A referee screen as app.refusal reads it: the referee, its names."""
    def __init__(self, r, names):
        self.r = r
        self.names = names


def _play(r, parts):
    """r.report() of a play of parts [(tile, end, closed)]."""
    from rules.cross import referee as rf
    r.report(rf.PLAY, 0, bytes([rf.part(t, e, c) for t, e, c in parts]))


def _refused(r, parts):
    from app.refusal import said
    from rules import RulesError
    try:
        _play(r, parts)
    except RulesError as e:
        return str(e), said(e, _Shown(r, ["ANASTASI", "BOB"]))
    raise AssertionError("accepted")


def test_every_cross_refusal_fits_the_message_box_in_every_language():
    from app import ui
    for i in range(4):
        lang.use(i)
        for k in range(_CROSS_REASONS):
            s = lang.get(_T_CROSS_WHY_1 + k)
            s = s % ("ANASTASI" if k == 0 else "6-6" if k == 1 else "3") if "%s" in s else s
            assert fits_box(s), (i, s, ui.wrap(s, 14))
    lang.use(0)


def test_a_cross_refusal_is_said_in_the_language_and_the_protocol_keeps_its_english():
    # rules/README.md §8 (Muggins): the first double is the spinner; one tile a
    # turn; no double goes face down (rules/README.md §5, 6: Donkey's and
    # Chechevé's closing). Each refusal said as the language says it.
    from rules.cross import referee as rf
    from rules.tiles import tile
    for i in range(4):
        lang.use(i)
        r = rf.Referee("muggins", 2, games.options("muggins"), 0, bytes([7, 7]), 14)
        _play(r, [(tile(5, 5), 0, 0)])
        english, said = _refused(r, [(tile(5, 5), 1, 0)])
        assert "already on the table" in english and said == lang.get(_T_CROSS_WHY_1 + 1) % "5-5", (i, said)
        english, said = _refused(r, [(tile(1, 2), 0, 0)])
        assert "does not match end 0" in english and said == lang.get(_T_CROSS_WHY_1 + 4) % "0", (i, said)
        english, said = _refused(r, [(tile(5, 1), 0, 1)])
        assert "face down" in english and said == lang.get(_T_CROSS_WHY_1 + 6), (i, said)
        _play(r, [(tile(5, 1), 0, 0)])                            # ends 1 5 5 5
        english, said = _refused(r, [(tile(1, 2), 0, 0), (tile(5, 3), 1, 0)])
        assert "one tile a turn" in english and said == lang.get(_T_CROSS_WHY_1 + 9), (i, said)
        if i:
            assert said != english and "end" not in said, (i, said)
    lang.use(0)
