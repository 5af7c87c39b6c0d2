# The line games' dealer and referee in every language [issue 13, item 4]:
# each page of app.screens.line.dealer and each state of the line referee
# (quick and layout mode, Seven's sums, the actions menu, the pickers, the
# round's end), drawn in English, Russian, Macedonian and Latvian: every
# text is that language's, whole (not cut by the title, a list or a
# message box), inside the 128 px screen and clear of the other texts
# and of the big digits beside it.

from apphw import hardware, new_app, press, right_edge
from check import fits_box
from app import lang, ui
from rules import games
from textkeys import number

# Texts by their keys (tests/firmware/textkeys.py).
_T_ROUND_N = number("ROUND_N")
_T_SIT_CLOCKWISE = number("SIT_CLOCKWISE")
_T_TEAM = number("TEAM")
_T_WHO_HAS = number("WHO_HAS")
_T_UP_DOWN_OK = number("UP_DOWN_OK")
_T_EACH_PLAYER = number("EACH_PLAYER")
_T_TAKES_TILES = number("TAKES_TILES")
_T_ACT_RELEASE = number("ACT_RELEASE")
_T_ROUND_OVER = number("ROUND_OVER")
_T_WENT_OUT = number("WENT_OUT")
_T_HINT_ENTER = number("HINT_ENTER")
_T_SHUFFLES = number("SHUFFLES")
_T_BAZAAR = number("BAZAAR")
_T_NO_BAZAAR = number("NO_BAZAAR")
_T_STAY_DOWN = number("STAY_DOWN")
_T_REDEAL_ASK = number("REDEAL_ASK")
_T_REDEAL_ASK_SEA = number("REDEAL_ASK_SEA")
_T_REDEAL_NO = number("REDEAL_NO")
_T_REDEAL_YES = number("REDEAL_YES")
_T_REDEAL_SAID = number("REDEAL_SAID")
_T_OPENS = number("OPENS")
_T_AGAIN_66 = number("AGAIN_66")
_T_AGAIN_00 = number("AGAIN_00")
_T_ANY_TILE = number("ANY_TILE")
_T_NO_DOUBLE_HEAVY = number("NO_DOUBLE_HEAVY")
_T_NO_DOUBLE_LIGHT = number("NO_DOUBLE_LIGHT")
_T_NOBODY = number("NOBODY")
_T_LOG_UNREADABLE = number("LOG_UNREADABLE")
_T_ROUND_SHORT = number("ROUND_SHORT")
_T_BAZAAR_N = number("BAZAAR_N")
_T_NO_BAZAAR_LC = number("NO_BAZAAR_LC")
_T_TWO_DOUBLES_OUT = number("TWO_DOUBLES_OUT")
_T_LEAD_ASK = number("LEAD_ASK")
_T_LEAD_SECOND = number("LEAD_SECOND")
_T_ON_LEFT = number("ON_LEFT")
_T_ON_RIGHT = number("ON_RIGHT")
_T_HINT_NUMBER = number("HINT_NUMBER")
_T_BLOCKED_BIG = number("BLOCKED_BIG")
_T_BY_NAME = number("BY_NAME")
_T_END_L = number("END_L")
_T_END_R = number("END_R")
_T_LAST_NAMES = number("LAST_NAMES")
_T_THREE_IN_ROW = number("THREE_IN_ROW")
_T_DREW_N = number("DREW_N")
_T_SUM_SIX = number("SUM_SIX")
_T_HINT_LAYOUT_DRAW = number("HINT_LAYOUT_DRAW")
_T_HINT_LAYOUT_KNOCK = number("HINT_LAYOUT_KNOCK")
_T_HINT_FIRST_TILE = number("HINT_FIRST_TILE")
_T_HINT_SEVEN_DRAW = number("HINT_SEVEN_DRAW")
_T_HINT_SEVEN_KNOCK = number("HINT_SEVEN_KNOCK")
_T_HINT_PLAYED_DRAW = number("HINT_PLAYED_DRAW")
_T_LINE_WHY_16 = number("LINE_WHY_16")
_T_HINT_SEVEN_LEAD = number("HINT_SEVEN_LEAD")
_T_HINT_PLAYED_KNOCK = number("HINT_PLAYED_KNOCK")

# Names as long as the screens must take beside a text (8 letters).
NAMES = ("Vladimir", "Anastasi", "Kristaps", "Gordana")


def frame(app):
    """The screen drawn afresh: -> its texts. Each must lie inside the
    screen (a glyph lights columns 1..5 of its 8 px cell: the last one's
    must be on it), and no two may overlap (but a message box's, drawn
    over the screen)."""
    app.dirty = True
    app.draw()
    placed = app.hw.display.placed
    for p in placed:
        s, x, y = p
        assert x >= 0 and right_edge(p) <= 128 and 0 <= y <= 56, (lang.get(0), s, x, y)
    if app.msg is not None:
        return [p[0] for p in placed]
    for a in range(len(placed)):
        for b in range(a + 1, len(placed)):
            (sa, xa, ya), (sb, xb, yb) = placed[a], placed[b]
            if sa and sb and ya < yb + 8 and yb < ya + 8:
                assert xa + 8 * len(sa) <= xb or xb + 8 * len(sb) <= xa, (lang.get(0), sa, sb)
    return list(app.hw.display.texts)   # with the words in big letters (apphw)


def title_whole(app, want):
    """The title bar says `want` whole (app.ui.title cuts what does not fit
    beside its right part)."""
    got = [p[0] for p in app.hw.display.placed if p[2] == 1]
    assert got and got[0] == want, (lang.get(0), want, got)


def has_lines(texts, s, room):
    """Each line of text s drawn whole, on at most `room` lines."""
    parts = s.split("\n")
    assert len(parts) <= room, (lang.get(0), s, room)
    for p in parts:
        assert p in texts, (lang.get(0), p, texts)


def hints_fit(s):
    """A hints line (app.screens.referee_draw.hints: key caps, words, half
    spaces; a line too wide for 8 px letters gets 7) ends inside the screen,
    as hints draws it."""
    from apphw import Display
    from app.screens.referee_draw import hints
    fb = Display()
    hints(fb, s)
    last = max(right_edge(p) for p in fb.placed)
    assert last <= 128, (lang.get(0), s, last)


def named(texts, s, name):
    """Text s with a name put in, on a line of its own: a long name is cut
    at the screen's edge, and s leaves room for 6 of its letters."""
    assert (s % name)[:16] in texts and len(s % "") <= 10, (lang.get(0), s, texts)


def message_fits(app, s):
    """The message box (app.ui.message: 14 letters a line, 7 lines at once) shows
    all of message s."""
    assert app.msg == s, (app.msg, s)
    assert fits_box(s), (lang.get(0), s, ui.wrap(s, 14))
    frame(app)


def line_app(i, game, players=4, options=None, teams=0):
    app = new_app(hardware(language=i))
    app.book.start({"game": game, "names": list(NAMES[:players]), "set": 6,
                    "options": games.changed(game, dict(options or {})), "teams": teams})
    return app


def test_the_line_dealers_pages_in_every_language():
    for i in range(4):
        # Sea Kozel [rules/README.md §4]: seats in pairs, tiles, the redeal question
        # (five doubles, or six of a suit), the day's double asked.
        app = line_app(i, "sea-kozel", options={"referee": "quick"}, teams=1)
        app.go("dealer")
        press(app)
        assert app.name == "line.dealer", (app.name, app.msg)
        sc = app.screen
        texts = frame(app)
        title_whole(app, lang.get(_T_ROUND_N) % 1)
        assert lang.get(_T_SIT_CLOCKWISE) in texts
        team = lang.get(_T_TEAM)
        assert team % "A" in texts and team % "B" in texts and any(t.startswith("1 " + NAMES[0][:3]) for t in texts), (
            i, texts)
        sc.shuffles = 1                      # round 2 on: the last loser shuffles
        named(frame(app), lang.get(_T_SHUFFLES), NAMES[1])
        sc.shuffles = -1
        press(app, "ok")
        texts = frame(app)
        assert lang.get(_T_EACH_PLAYER) in texts and lang.get(_T_TAKES_TILES, sc.hand) in texts, (i, texts)
        assert lang.get(_T_BAZAAR if sc.bone else _T_NO_BAZAAR) in texts
        press(app, "ok")
        texts = frame(app)
        has_lines(texts, lang.get(_T_REDEAL_ASK_SEA), 3)
        assert lang.get(_T_REDEAL_NO) in texts and lang.get(_T_REDEAL_YES) in texts
        press(app, "down")                   # five doubles: redeal
        message_fits(app, lang.get(_T_REDEAL_SAID))
        press(app, "back", "ok", "ok")       # the message put away; tiles, no redeal
        texts = frame(app)
        x = sc.items[sc.top]
        from rules.tiles import HI, LO
        assert lang.get(_T_WHO_HAS) % (LO[x], HI[x]) in texts and lang.get(_T_UP_DOWN_OK) in texts, (i, texts)
        assert NAMES[0] in texts
        press(app, "up")                     # nobody
        assert lang.get(_T_NOBODY) in frame(app)
        # Past every double: who has the heaviest (lightest) tile; two
        # lines above the seat's big digits.
        sc.top = len(sc.items)
        for heavy in (True, False):
            sc.heavy = heavy
            has_lines(frame(app), lang.get(_T_NO_DOUBLE_HEAVY if heavy else _T_NO_DOUBLE_LIGHT), 2)
        # A later round's opener, named: again with the 6-6 or the 0-0
        # (a replayed fast round), or with any tile.
        sc.pages[sc.page] = 4
        sc.opener = 3
        for lead, k in ((27, _T_AGAIN_66), (0, _T_AGAIN_00), (-1, _T_ANY_TILE)):
            sc.lead = lead
            texts = frame(app)
            assert lang.get(_T_OPENS) in texts and NAMES[3] in texts and lang.get(k) in texts, (i, texts)
        # The Block game's redeal option (five doubles) and Bergen's two
        # tiles never drawn [rules/README.md §2, 9].
        app = line_app(i, "block", options={"referee": "quick", "redeal_5_doubles": True})
        app.go("dealer")
        press(app, "ok", "ok")
        assert app.screen.pages[app.screen.page] == 2
        has_lines(frame(app), lang.get(_T_REDEAL_ASK), 3)
        app = line_app(i, "bergen", 3, {"referee": "quick"})
        app.go("dealer")
        press(app, "ok")
        texts = frame(app)
        assert lang.get(_T_STAY_DOWN) in texts and lang.get(_T_BAZAAR) in texts, (i, texts)
        if i:
            joined = " ".join(texts)
            assert "Each" not in joined and "stay" not in joined, (i, joined)
    lang.use(0)


def referee_title(app):
    r = app.screen.r
    right = lang.get(_T_BAZAAR_N) % r.left if r.flags & 3 else lang.get(_T_NO_BAZAAR_LC)
    title_whole(app, lang.get(_T_ROUND_SHORT) % (app.screen.round + 1))
    assert right in [p[0] for p in app.hw.display.placed if p[2] == 1], right


def test_the_line_referee_quick_mode_in_every_language():
    for i in range(4):
        # Kozel [rules/README.md §3]: played or draw, knock once the bazaar is
        # down to its last tile, a seat's last tile, the menu, went out.
        app = line_app(i, "kozel", 3, {"referee": "quick"})
        app.go("referee")
        press(app)
        assert app.name == "line.referee", (app.name, app.msg)
        r = app.screen.r
        texts = frame(app)
        referee_title(app)
        # Before the first tile only the lead is offered, and a knock is
        # refused with the rule [rules/README.md §3; issue 26, item 3].
        assert lang.get(_T_HINT_FIRST_TILE).split("\x01")[1].split()[0] in texts, (i, texts)
        hints_fit(lang.get(_T_HINT_FIRST_TILE))
        held = bytes(r.held)
        for knock in range(4):               # four knocks on an empty table: no fish
            press(app, "down")
            assert app.msg and not r.over and r.seat == r.first and bytes(r.held) == held, (i, app.msg)
            assert lang.get(_T_LINE_WHY_16).split("%s")[1][:10] in app.msg, (i, app.msg)
            press(app, "back")               # the message closed
        press(app, "ok")                     # the first tile
        texts = frame(app)
        assert lang.get(_T_HINT_PLAYED_DRAW).split("\x03")[1] in texts, (i, texts)
        hints_fit(lang.get(_T_HINT_PLAYED_DRAW))
        press(app, "down")                   # drew one
        assert lang.get(_T_DREW_N) % 1 in frame(app)
        while r.left > 1 or r.drawn:
            press(app, "ok" if r.drawn else "down")
        texts = frame(app)
        referee_title(app)
        assert lang.get(_T_HINT_PLAYED_KNOCK).split("\x03")[1] in texts, (i, texts)
        hints_fit(lang.get(_T_HINT_PLAYED_KNOCK))
        while not r.last_tile():
            press(app, "ok")
        texts = frame(app)
        # (The 12 px line holds 12 letters: a name whole where it fits,
        # else its first three letters.)
        name = NAMES[r.last_tile()[0]]
        line = lang.get(_T_LAST_NAMES) % name
        if len(line) > 12:
            line = lang.get(_T_LAST_NAMES) % name[:3]
        assert line in texts or len(r.last_tile()) > 1, (i, texts)
        while len(r.last_tile()) < 2:
            press(app, "ok")
        # Two names do not fit the 12 px line's 12 letters, nor their
        # first three letters with the word: the seats' numbers do.
        last = r.last_tile()
        assert len(lang.get(_T_LAST_NAMES) % " ".join(NAMES[s][:3] for s in last)) > 12
        want = lang.get(_T_LAST_NAMES) % "".join(str(app.screen.act[s] + 1) for s in last)
        assert want in frame(app), (i, want, frame(app))
        press(app, "down-long")              # the menu
        texts = frame(app)
        for m in range(4):
            want = lang.get(_T_ACT_RELEASE + b"\x03\x02\x01\x04"[m])
            assert want in texts, (i, want, texts)
        press(app, "down", "ok")             # who went out: the picker
        frame(app)
        press(app, "ok")                     # seat 1
        if app.ask:                          # more than one tile on record: asked first
            frame(app)
            press(app, "ok")
        texts = frame(app)
        assert lang.get(_T_ROUND_OVER) in texts and lang.get(_T_WENT_OUT) in texts, (i, texts)
        hints_fit(lang.get(_T_HINT_ENTER))
        # Sea Kozel: the fifth row, two doubles out [rules/README.md §4].
        app = line_app(i, "sea-kozel", options={"referee": "quick"})
        app.go("referee")
        press(app, "down-long")
        texts = frame(app)
        assert lang.get(_T_TWO_DOUBLES_OUT) in texts, (i, texts)
        for down in range(len(app.screen.items)):
            frame(app)
            press(app, "down")
        # Seven [rules/README.md §11]: played, =6 (again), =7; knock or draw.
        app = line_app(i, "seven", 3, {"referee": "quick"})
        app.go("referee")
        press(app)
        r = app.screen.r
        texts = frame(app)
        # Before the first tile: its play, which may make 7, and nothing else.
        hints_fit(lang.get(_T_HINT_SEVEN_LEAD))
        assert lang.get(_T_HINT_SEVEN_LEAD).split("\x02")[0].split("\x01")[1].strip() in texts, (i, texts)
        assert lang.get(_T_HINT_SEVEN_DRAW).split("\x03")[1] not in texts, (i, texts)
        press(app, "ok")                     # the first tile
        texts = frame(app)
        hints_fit(lang.get(_T_HINT_SEVEN_DRAW))
        hints_fit(lang.get(_T_HINT_SEVEN_KNOCK))
        assert lang.get(_T_HINT_SEVEN_DRAW).split("\x03")[1] in texts, (i, texts)
        press(app, "ok-long")                # the ends make 6: again
        texts = frame(app)
        assert lang.get(_T_SUM_SIX) in texts, (i, texts)
        press(app, "ok-long", "ok")          # three in a row: one more?
        texts = frame(app)
        assert r.doubles == 1 and lang.get(_T_THREE_IN_ROW) in texts, (i, r.doubles, texts)
    lang.use(0)


def test_the_line_referee_layout_mode_in_every_language():
    for i in range(4):
        # Block [rules/README.md §2]: the first tile's two numbers, the open ends,
        # a tile on either end, knock, the round blocked by its fisherman.
        app = line_app(i, "block", options={"referee": "layout"})
        app.go("referee")
        press(app)
        assert app.name == "line.referee", (app.name, app.msg)
        texts = frame(app)
        referee_title(app)
        hints_fit(lang.get(_T_HINT_FIRST_TILE))
        press(app, "ok")                     # the first tile: one number
        texts = frame(app)
        has_lines(texts, lang.get(_T_LEAD_ASK), 3)
        for s, x, y in app.hw.display.placed:
            if 30 <= y + 8 and y < 46 and y > 8:
                assert x + 8 * len(s) <= 40, (i, s)   # clear of the tile's big digits at x 40
        hints_fit(lang.get(_T_HINT_NUMBER))
        press(app, "ok")                     # ... then the other
        assert lang.get(_T_LEAD_SECOND) in frame(app)
        press(app, "down", "ok")
        r = app.screen.r
        texts = frame(app)
        assert r.open and lang.get(_T_END_L) % r.ends[0] in texts and lang.get(_T_END_R) % r.ends[1] in texts, (
            i, texts)
        hints_fit(lang.get(_T_HINT_LAYOUT_KNOCK))
        for key, k in (("up", _T_ON_LEFT), ("down", _T_ON_RIGHT)):
            press(app, key)
            texts = frame(app)
            assert lang.get(k) in texts, (i, k, texts)
            press(app, "back")
        press(app, "up", "ok")               # a tile on the left end
        press(app, "down-long", "down", "down", "ok")   # blocked
        texts = frame(app)
        assert lang.get(_T_BLOCKED_BIG) in texts, (i, app.msg, texts)
        named(texts, lang.get(_T_BY_NAME), NAMES[app.screen.r.last])
        # The draw game: a layout turn draws.
        app = line_app(i, "draw", options={"referee": "layout"})
        app.go("referee")
        press(app, "ok", "ok", "ok")
        hints_fit(lang.get(_T_HINT_LAYOUT_DRAW))
        frame(app)
    lang.use(0)


def test_an_unreadable_referee_log_is_said_in_the_language():
    for i in range(4):
        app = line_app(i, "kozel", options={"referee": "quick"})
        app.book.save_play(0, bytes((255, 255, 255)))
        app.go("referee")
        press(app)
        assert app.name == "line.referee"
        message_fits(app, lang.get(_T_LOG_UNREADABLE))
    lang.use(0)


# A referee's refusal, said in the language (app.refusal): the reasons'
# texts by their keys' numbers, the first of each referee's.
_T_LINE_WHY_1 = number("LINE_WHY_1")
_T_MEX_WHY_1 = number("MEX_WHY_1")
_T_TRAIN_OF = number("TRAIN_OF")
_T_DUE_ON_TRAIN = number("DUE_ON_TRAIN")


class Shown:
    """A referee screen as app.refusal reads it: the referee, its names."""
    def __init__(self, r, names):
        self.r = r
        self.names = names


def refusal(r, names, kind, arg=0, t=None):
    from app.refusal import said
    from rules import RulesError
    try:
        if t is None:
            r.report(kind, arg)
        else:
            r.report(kind, arg, t)
    except RulesError as e:
        return str(e), said(e, Shown(r, names))
    raise AssertionError("accepted")


def test_every_refusal_fits_the_message_box_in_every_language():
    # Each reason of both referees (rules.why.WHY, rules.mexican.why.WHY)
    # with an 8-letter name or a train in it: the message box shows it all.
    from rules import why as line_why
    from rules.mexican import why as mexican_why
    for i in range(4):
        lang.use(i)
        train = lang.get(_T_TRAIN_OF) % NAMES[1]
        for first, n in ((_T_LINE_WHY_1, len(line_why.WHY)), (_T_MEX_WHY_1, len(mexican_why.WHY))):
            for k in range(n - 1):
                s = lang.get(first + k)
                s = s % train if "%s" in s else s
                assert fits_box(s), (i, s, ui.wrap(s, 14))
    lang.use(0)


def test_a_referees_refusal_is_said_in_the_language_and_the_protocol_keeps_its_english():
    from rules import games
    from rules.line import referee as lf
    from rules.line import variants as line_rules
    from rules.mexican import referee as mf
    from rules.tiles import name, tile
    for i in range(4):
        lang.use(i)
        # The line referee, layout mode [rules/README.md §2, Play]: a tile on the
        # table already, one that does not fit an end.
        opts = games.options("kozel", {})
        r = lf.Referee(4, line_rules.flags("kozel", opts) | lf.LAYOUT, 0, bytes([7]) * 4, 0)
        r.report(lf.PLAY, 0, tile(1, 1))
        r.report(lf.PLAY, 1, tile(1, 4))
        english, said = refusal(r, NAMES, lf.PLAY, 1, tile(1, 4))
        assert "already on the table" in english and said == lang.get(_T_LINE_WHY_1 + 7) % name(tile(1, 4)), (i, said)
        english, said = refusal(r, NAMES, lf.PLAY, 0, tile(2, 3))
        assert "does not match end 0" in english and said == lang.get(_T_LINE_WHY_1 + 8) % "1", (i, said)
        # The draw game [rules/README.md §2, Draw game]: knocking before the bazaar
        # is empty names the player.
        opts = games.options("draw", {})
        r = lf.Referee(2, line_rules.flags("draw", opts), 0, bytes([7]) * 2, 14)
        r.report(lf.PLAY)
        english, said = refusal(r, NAMES, lf.PASS)
        assert "seat 2 must draw" in english and said == lang.get(_T_LINE_WHY_1 + 4) % NAMES[1], (i, said)
        # The Mexican referee [rules/README.md §1, A normal turn]: a train without
        # a marker, named as the language names it.
        opts = games.options("mexican-train", {})
        r = mf.Referee(4, opts, 0, bytes([15]) * 4, 30, True)
        english, said = refusal(r, NAMES, mf.PLAY, 2)
        assert english.startswith("seat 3's train has no marker"), english
        assert said == lang.get(_T_MEX_WHY_1 + 9) % (lang.get(_T_TRAIN_OF) % NAMES[2]), (i, said)
        if i:
            assert "seat" not in said and "train" not in said, (i, said)
    lang.use(0)


def test_a_refused_report_by_the_buttons_is_said_in_the_language():
    # Round is blocked while the bazaar still has tiles [rules/README.md §0, Block]:
    # refused, in the language, whole in the message box.
    for i in range(4):
        app = line_app(i, "kozel", 3, {"referee": "quick"})
        app.go("referee")
        press(app, "ok", "down-long", "down", "down", "ok")   # the first tile, then "blocked"
        assert app.screen.r.over == 0 and app.msg == lang.get(_T_LINE_WHY_1 + 10), (i, app.msg)
        message_fits(app, app.msg)
        # The Mexican referee's own: a double due, UP plays elsewhere.
        app = new_app(hardware(language=i))
        import appscript
        appscript.new_game_same_table(app)
        appscript.through_dealer(app)
        press(app, "ok-long", "down", "down")    # a double, not followed: due
        press(app, "up")
        d = app.screen.r
        from rules.mexican import turn as mexican_turn
        due = mexican_turn.due(d)
        assert 0 <= due < d.n and app.msg == lang.get(_T_DUE_ON_TRAIN) % app.screen.names[due], (i, app.msg)
        message_fits(app, app.msg)
    lang.use(0)


_T_LEDGER_1 = number("LEDGER_1")
_T_TABLE_UNREADABLE = number("TABLE_UNREADABLE")


def test_a_damaged_record_at_power_on_is_said_in_the_language():
    # Nothing lost [ground rules]: a record that cannot be used is reported
    # once, in the language chosen (the ledger's English is for the host),
    # and whole in the message box. The settings themselves damaged: the
    # language is asked again, so that one is said in English.
    from ledger.save import put_value
    from test_ledger_contents import plant
    for i in range(4):
        for name, kind, value, k in (("active", b"A", [1], _T_LEDGER_1),
                                     ("app", b"P", [1], _T_TABLE_UNREADABLE),
                                     ("settings", b"S", {"house": {"kozel": {"target": "x"}}, "language": i},
                                      _T_LEDGER_1 + 5)):
            hw = hardware(language=i)
            new_app(hw)
            b = bytearray()
            put_value(b, value)
            for suffix in ("", ".bak"):
                plant(hw.root + "/" + name + suffix, bytes(b), kind)
            app = new_app(hardware(hw.root))
            assert app.name == "menu", (i, name, app.name)
            text = lang.get(k)
            head = text[:text.find("%")]
            assert app.msg.startswith(head) and app.msg != text, (i, name, app.msg, head)
            if k == _T_LEDGER_1 + 5:
                from app import labels
                assert app.msg == text % labels.game("kozel"), (i, app.msg)
            message_fits(app, app.msg)
    lang.use(0)


def test_every_ledger_message_fits_the_message_box_in_every_language():
    # Kinds 0-9 (ledger.store's, app.refusal.message) with a typical damage
    # ("checksum wrong"), a match number and counts, a game's name; each
    # with the values ledger.store gives it (kind 3: the match, the damage,
    # the good copy's rounds and entries: given two, as here before, it hid
    # the power-on's TypeError of issue 27).
    from app.refusal import message
    for i in range(4):
        lang.use(i)
        for said in ((0, ("wrong table",)), (1, ("checksum wrong",)), (2, (12, "checksum wrong")),
                     (3, (12, "checksum wrong", 11, 40)), (4, ("checksum wrong",)), (5, ("checksum wrong",)),
                     (6, ("sea-kozel",)), (7, ()), (8, ("[Errno 5] EIO",)), (9, (1,)), (9, (3,)), (9, (25,))):
            s = message(said)
            assert fits_box(s), (i, s, ui.wrap(s, 14))
            if i:
                assert "Settings" not in s and "saved" not in s and "damaged" not in s, (i, s)
    lang.use(0)


# The standings' round table and a round's entry (app.rounds), and the
# titles that end a match (app.screens.standings).
_T_GOAT = number("GOAT")
_T_OUT_CELL = number("OUT_CELL")
_T_ADMIRAL = number("ADMIRAL")
_T_ROUNDS_TITLE = number("ROUNDS_TITLE")
_T_ROUNDS_HINT = number("ROUNDS_HINT")
_T_ENTRY_HINT = number("ENTRY_HINT")
_T_WENT_OUT_NAME = number("WENT_OUT_NAME")
_T_PIPS_HEAD = number("PIPS_HEAD")
_T_SCORE_HEAD = number("SCORE_HEAD")
_T_GENERAL_MADE = number("GENERAL_MADE")
_T_STICK_TO = number("STICK_TO")


def scored(i, game, players, teams, rounds):
    """A match of `game` with `rounds` ((pips, out, finish flags of the one
    out)) entered, on its standings."""
    from rules.score.scoring import Result
    app = line_app(i, game, players, teams=teams)
    for k, (pips, out, fin) in enumerate(rounds):
        r = Result(players)
        r.pips = list(pips)
        r.out = out
        if out >= 0:
            r.flags[out] = fin
        app.book.add_round(r, k)
    app.go("standings")
    press(app)
    return app


def test_the_round_table_a_rounds_entry_and_the_titles_in_every_language():
    from rules.score.scoring import FINISHED_BLANK_DOUBLE, FINISHED_TOP_DOUBLE
    for i in range(4):
        # Kozel [rules/README.md §3]: the table, round 1's entry.
        app = scored(i, "kozel", 4, 0, (((0, 20, 30, 40), 0, 0), ((25, 0, 9, 31), 1, 0)))
        press(app, "down")                       # the round table
        texts = frame(app)
        title_whole(app, lang.get(_T_ROUNDS_TITLE) % 2)
        assert lang.get(_T_ROUNDS_HINT) in texts, (i, texts)
        press(app, "ok")                         # round 2's entry
        texts = frame(app)
        assert lang.get(_T_ENTRY_HINT) in texts and lang.get(_T_PIPS_HEAD) in texts, (i, texts)
        assert lang.get(_T_SCORE_HEAD) in texts and lang.get(_T_OUT_CELL) in texts, (i, texts)
        named(texts, lang.get(_T_WENT_OUT_NAME), NAMES[1])
        # General [rules/README.md §10]: a finish on 0-0 makes the next seat's pair
        # a General.
        app = scored(i, "general", 4, 1, (((0, 20, 30, 40), 0, FINISHED_BLANK_DOUBLE),))
        press(app, "down", "ok")
        named(frame(app), lang.get(_T_GENERAL_MADE), NAMES[1] + "&" + NAMES[3])
        # Seven [rules/README.md §11]: the most pips takes a stick.
        app = scored(i, "seven", 3, 0, (((0, 20, 30), 0, 0),))
        press(app, "down", "ok")
        named(frame(app), lang.get(_T_STICK_TO), NAMES[2])
        # Sea Kozel [rules/README.md §4]: out on 0-0 and 6-6 at once: the most
        # pips is the Admiral.
        app = scored(i, "sea-kozel", 4, 0, (((0, 20, 30, 40), 0, FINISHED_BLANK_DOUBLE | FINISHED_TOP_DOUBLE),))
        texts = frame(app)
        joined = " ".join(texts)
        assert lang.get(_T_ADMIRAL) in joined and lang.get(_T_GOAT) not in joined.replace(lang.get(_T_ADMIRAL), ""), (
            i, texts)
    lang.use(0)


_T_SCORE_WHY_10 = number("SCORE_WHY_10")


def test_the_round_entrys_refusals_in_every_language():
    # rules.score.scoring's checks of a round's facts [rules/README.md §0] and the fives
    # games' points [rules/README.md §7, 8]: the protocol keeps its English, the
    # device says each kind in the language, whole in the message box.
    from app.refusal import message, said
    from rules import RulesError
    from rules.score.scoring import Result, check_round
    r = Result(4)
    r.pips = [0, 200, 300, 0]
    try:
        check_round(r, 6, 4)
    except RulesError as e:
        refused = e
    assert str(refused) == "500 pips left in hands, but double-6 has only 168 in all"
    for i in range(4):
        lang.use(i)
        assert said(refused, None) == lang.get(_T_SCORE_WHY_10 + 2) % (500, 6, 168), (i, said(refused, None))
        for k, args in ((10, (4, 3)), (11, (1,)), (12, (500, 6, 168)), (13, (5, 4)), (14, (1,)), (15, (2,)),
                        (16, ("0-0",)), (17, (3,)), (18, (1, 5)), (19, (2, 6, 6, 10)), (20, (2, 1, 10, 6)),
                        (21, (1, 6, 7, 7)), (22, (5, 4)), (23, (7,)), (24, (1,)), (25, (3,)), (26, ()),
                        (27, ()), (28, (2, 3)), (29, ("Ann",)), (30, ()), (31, ())):
            s = message((k, args))
            assert fits_box(s), (i, s, ui.wrap(s, 14))
            if i:
                assert "seat" not in s and "pips" not in s, (i, s)
    lang.use(0)


def test_the_rare_refusals_are_said_in_every_language():
    # Refusals the screens seldom let through, each with its kind: Seven's
    # seat out of the game after three sticks [rules/README.md §11], a blocked Kozel
    # round under fisherman_wins without the last play [002, the second
    # Kozel article], and the ledger's round closed with a count missing.
    from app.refusal import message
    from ledger.match import Match
    from rules import RulesError
    from rules.score import scoring
    got = []
    hands = [[], [27], [1]]                       # seat 2 holds 6-6 every round
    rounds = [scoring.from_hands(hands, 6, out=0) for _ in range(3)]
    rounds.append(scoring.from_hands([[], [1], [2]], 6, out=0))
    try:
        scoring.score("seven", 3, None, {}, rounds, 6)
    except RulesError as e:
        got.append((e, 28, "seat 2 is out of the game with 3 sticks", "2"))
    r = scoring.from_hands([[1], [2], [3], [4]], 6)
    try:
        scoring.score("kozel", 4, None, {"fisherman_wins": True}, [r], 6)
    except RulesError as e:
        got.append((e, 27, "with option fisherman_wins a blocked round needs who made the last play", None))
    m = Match("block", ["Ann", "Bob", "Cy"])
    m.enter(1, 10)
    try:
        m.close_round(out=0)
    except RulesError as e:
        got.append((e, 29, "enter Cy's count first", "Cy"))
    assert [g[1] for g in got] == [28, 27, 29], [str(g[0]) for g in got]
    for e, kind, english, arg in got:
        assert str(e) == english and e.said[0] == kind, (str(e), e.said)
        for i in range(4):
            lang.use(i)
            s = message(e.said)
            assert s == lang.get(_T_SCORE_WHY_10 + kind - 10) % e.said[1], (i, s)
            assert arg is None or arg in s, (i, s)
            if i:
                assert s != english, (i, s)
    lang.use(0)


_T_EXTRA_GOAT = number("EXTRA_GOAT")
_T_AND = number("AND")


def test_the_extraordinary_goat_is_named_when_the_round_is_saved():
    # Sea Kozel [rules/README.md §4; 002 item 7]: a round opened with 0-0 and 6-6
    # together makes its loser the "extraordinary Goat" and the match goes
    # on; the device says so as the round is saved, in the language. Pairs:
    # seats 2 and 4 hold 20 + 40 against 0 + 30.
    from rules.score.scoring import OPENED_BLANK_DOUBLE, OPENED_TOP_DOUBLE, Result
    for i in range(4):
        app = line_app(i, "sea-kozel", teams=1)
        for k, opened in enumerate((0, OPENED_BLANK_DOUBLE | OPENED_TOP_DOUBLE)):
            r = Result(4)
            r.pips = [0, 20, 30, 40]
            r.out = 0
            r.opened = opened
            app.book.add_round(r, k)
            app.go("standings", {"saved": True})
            press(app)
            if not opened:                        # an ordinary round: no title
                assert app.msg is None, (i, app.msg)
        said = lang.get(_T_EXTRA_GOAT) % (NAMES[1] + " " + lang.get(_T_AND) + " " + NAMES[3])   # the pair, in words
        assert app.msg == said, (i, app.msg)
        assert not app.screen.over
        assert fits_box(said), (i, ui.wrap(said, 14))
        frame(app)                                # drawn whole inside the screen
    lang.use(0)
