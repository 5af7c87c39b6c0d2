# The device speaks English, Russian, Macedonian and Latvian [issue 13]:
# asked once at the first power-on, changed in Settings, saved with the
# settings; the menu, setup, referee and standings drawn in each language
# with every text whole and inside the 128 px screen.

import appscript
from apphw import hardware, new_app, press, right_edge
from app import lang, ui
from textkeys import number

# Texts by their keys (tests/firmware/textkeys.py).
_T_LANG_NAME = number("LANG_NAME")
_T_LANGUAGE = number("LANGUAGE")
_T_NEW_GAME = number("NEW_GAME")
_T_HISTORY = number("HISTORY")
_T_SETTINGS = number("SETTINGS")
_T_VOLUME = number("VOLUME")
_T_DEAL_TILES = number("DEAL_TILES")
_T_PLAYERS_N = number("PLAYERS_N")
_T_SET_DOUBLE = number("SET_DOUBLE")
_T_STANDARD_RULES = number("STANDARD_RULES")
_T_TEAMS_NONE = number("TEAMS_NONE")
_T_AFTER_ROUND = number("AFTER_ROUND")
_T_EACH_PLAYER = number("EACH_PLAYER")
_T_TAKES_TILES = number("TAKES_TILES")
_T_OK_SAVE = number("OK_SAVE")
_T_TOTAL_PIPS = number("TOTAL_PIPS")
_T_NO_MATCHES = number("NO_MATCHES")
_T_ROUND_IN_PLAY = number("ROUND_IN_PLAY")
_T_TABLE_THEN = number("TABLE_THEN")
_T_OK_IT_WAS = number("OK_IT_WAS")
_T_SEATS_CLOCKWISE = number("SEATS_CLOCKWISE")
_T_OK_PICK_NEW = number("OK_PICK_NEW")
_T_WHO_IS_SEAT = number("WHO_IS_SEAT")
_T_NEW_NAME = number("NEW_NAME")
_T_OK_ADD_DONE = number("OK_ADD_DONE")
_T_BACK_RUBS = number("BACK_RUBS")
_T_SEAT_SPELL = number("SEAT_SPELL")
_T_WHO_WENT_OUT = number("WHO_WENT_OUT")
_T_OUT_IS = number("OUT_IS")
_T_YES = number("YES")
_T_FACTS_TITLE = number("FACTS_TITLE")
_T_ASK_PIPS = number("ASK_PIPS")
_T_ASK_FINISH = number("ASK_FINISH")
_T_UNDONE = number("UNDONE")
_T_ASK_UNDO = number("ASK_UNDO")
_T_UNDO_ROUND_SCORES = number("UNDO_ROUND_SCORES")
_T_REDONE = number("REDONE")
_T_FLASH_FREED = number("FLASH_FREED")
_T_SHARE_FAILED = number("SHARE_FAILED")
_T_SHARE_STOPPED = number("SHARE_STOPPED")
_T_SHARE_TITLE = number("SHARE_TITLE")
_T_SHARE_OFF = number("SHARE_OFF")
_T_SHARE_OK_SETTINGS = number("SHARE_OK_SETTINGS")
_T_SHARE_THEN_OPEN = number("SHARE_THEN_OPEN")
_T_SHARE_OPEN = number("SHARE_OPEN")
_T_SHARE_PIN_STOP = number("SHARE_PIN_STOP")
_T_SHARE_OK_STOP = number("SHARE_OK_STOP")
_T_SHARE_WORDS = number("SHARE_WORDS")
_T_SHARE_BACK_ON = number("SHARE_BACK_ON")
_T_OUT_BLOCKED = number("OUT_BLOCKED")

NAMES = ("English", "Русский", "Македонски", "Latviešu")


def shown(app):
    """The texts of the screen, drawn afresh; each must lie inside it."""
    app.dirty = True
    app.draw()
    placed = app.hw.display.placed
    for p in placed:
        s, x, y = p
        # A glyph lights columns 1..5 of its cell: the last one's must be
        # on the screen.
        assert x >= 0 and right_edge(p) <= 128 and 0 <= y <= 56, (s, x, y)
    return [p[0] for p in placed]


def test_the_first_power_on_asks_the_language_once():
    hw = hardware(language=None)
    app = new_app(hw)
    assert app.name == "language", app.name
    texts = shown(app)
    for name in NAMES:
        assert name in texts, (name, texts)
    press(app, "down", "ok")                     # Русский
    assert app.name == "menu", app.name
    assert "Новая партия" in shown(app)
    again = new_app(hardware(hw.root))           # power on again: saved, not asked
    assert again.name == "menu" and again.book.settings["language"] == 1
    assert "Новая партия" in shown(again)
    lang.use(0)


def test_settings_changes_the_language_and_keeps_it():
    app = new_app()
    press(app, "down", "down", "ok")             # Settings
    assert app.name == "settings"
    assert any(t.startswith("Language") and t.endswith("English") for t in shown(app))
    press(app, "down", "down", "ok")             # Language
    assert app.name == "language"
    press(app, "down", "down", "down", "ok")     # Latviešu
    assert app.name == "settings"
    texts = shown(app)
    assert "Iestatījumi" in texts, texts
    assert any(t.startswith("Valoda") and t.endswith("Latviešu") for t in texts), texts
    again = new_app(hardware(app.hw.root))
    assert again.book.settings["language"] == 3 and "Jauna spēle" in shown(again)
    lang.use(0)


def check_screens_in(i):
    """Menu, setup, referee and standings in language i: the screens'
    texts are that language's, whole, inside the screen."""
    app = new_app(hardware(language=i))
    assert app.book.settings["language"] == i
    texts = shown(app)
    for k in (_T_NEW_GAME, _T_HISTORY, _T_SETTINGS):
        assert lang.get(k) in texts, (i, lang.get(k), texts)
    press(app, "ok")                             # New game
    assert app.name == "setup"
    texts = shown(app)
    for want in (lang.get(_T_DEAL_TILES), lang.get(_T_PLAYERS_N) % 4, lang.get(_T_SET_DOUBLE) % 12,
                 lang.get(_T_STANDARD_RULES)):
        assert want in texts, (i, want, texts)
    press(app, "ok")                             # Deal
    appscript.through_dealer(app)
    assert app.name == "mexican.referee"
    shown(app)
    appscript.referee_round(app, 0)
    assert app.name == "pips"
    shown(app)                                   # seat 2's pips
    press(app, "ok-long")                        # ... who went out too, then
    shown(app)
    press(app, "ok-long")                        # not: back to pips
    while app.screen.cur < len(app.screen.pips):
        press(app, "up", "ok")
    texts = shown(app)                           # Save
    assert lang.get(_T_OK_SAVE) in texts and lang.get(_T_TOTAL_PIPS) in texts, (i, texts)
    press(app, "ok")
    assert app.name == "standings", app.msg
    texts = shown(app)
    assert lang.get(_T_AFTER_ROUND) % 1 in texts, (i, texts)
    return app


def test_menu_setup_referee_and_standings_in_every_language():
    seen = []
    for i in range(4):
        app = check_screens_in(i)
        seen.append(bytes(app.hw.display.buf))
    # Four languages, four different standings screens.
    assert len(set(seen)) == 4
    lang.use(0)


def test_plural_forms_follow_each_languages_rule():
    # [issue 13]: "1 костяшка", "2 костяшки", "5 костяшек"; "1 kauliņš", "2 kauliņi":
    # the dealer's "takes N tiles" page, in each language's forms.
    want = {0: ((1, "takes tile"), (2, "takes tiles"), (5, "takes tiles"), (21, "takes tiles")),
            1: ((1, "кость"), (2, "кости"), (4, "кости"), (5, "костей"), (11, "костей"),
                (12, "костей"), (21, "кость"), (22, "кости"), (25, "костей")),
            2: ((1, "плочка"), (2, "плочки"), (11, "плочки"), (21, "плочка")),
            3: ((0, "kauliņu"), (1, "kauliņš"), (2, "kauliņi"), (10, "kauliņu"), (11, "kauliņu"),
                (21, "kauliņš"), (22, "kauliņi"))}
    for i in want:
        lang.use(i)
        for n, form in want[i]:
            assert lang.get(_T_TAKES_TILES, n) == form, (i, n, lang.get(_T_TAKES_TILES, n), form)
    lang.use(0)


def test_the_dealer_says_how_many_tiles_in_the_plural_form():
    app = new_app(hardware(language=1))
    press(app, "ok", "ok")                       # New game, Deal
    while app.name == "mexican.dealer" and lang.get(_T_EACH_PLAYER) not in shown(app):
        press(app, "ok")
    texts = shown(app)
    assert "костей" in texts, texts              # 4 players, double-12: 15 each
    assert lang.get(_T_TAKES_TILES, app.screen.hand) in texts
    lang.use(0)


def test_an_unknown_language_number_speaks_english():
    lang.use(7)
    assert lang.get(_T_LANG_NAME) == "English"
    lang.use(-1)
    assert lang.get(_T_LANGUAGE) == "Language"


def check_title_whole(app):
    """The title bar's text and its right part, whole, with a gap."""
    placed = [p for p in app.hw.display.placed if p[2] == 1]
    for a in range(len(placed)):
        for b in range(a + 1, len(placed)):
            (sa, xa, _), (sb, xb, _) = placed[a], placed[b]
            assert xa + 8 * len(sa) < xb or xb + 8 * len(sb) < xa, (sa, sb)


def test_the_referee_speaks_every_language_inside_the_screen():
    # The Mexican referee's states, each frame's texts whole and on screen:
    # a turn, a draw, a marker, a double due, the train picker, the
    # actions menu, who went out, the round over.
    for i in range(4):
        app = new_app(hardware(language=i))
        press(app, "ok", "ok")
        appscript.through_dealer(app)
        frames = []

        def look():
            texts = shown(app)
            check_title_whole(app)
            frames.append(texts)
        look()
        press(app, "down")               # drew one
        look()
        press(app, "down")               # passed: a marker
        look()
        press(app, "ok-long")            # a double, not followed: due
        look()
        press(app, "up")                 # elsewhere: refused, a message
        press(app, "ok")
        press(app, "down-long")          # the actions menu
        look()
        for _ in range(len(app.screen.items)):
            look()
            press(app, "down")
        press(app, "back")
        appscript.referee_round(app, 1)
        assert app.name == "pips"
        joined = " ".join(" ".join(f) for f in frames)
        if i:
            assert "Round is" not in joined and "Who went" not in joined, (i, joined)
    lang.use(0)


def test_history_and_a_round_in_play_in_every_language():
    for i in range(4):
        app = new_app(hardware(language=i))
        app.go("history")
        app.draw()
        texts = shown(app)
        assert lang.get(_T_HISTORY) in texts and lang.get(_T_NO_MATCHES) in texts, (i, texts)
        # Sausage refereed quick (its default): the round screen, which waits for the round's end.
        t = app.book.last_table()
        t["game"] = "sausage"
        t["names"] = t["names"][:2]
        t["set"] = 6
        t["options"] = {}
        app.book.start(t)
        app.go("referee")
        app.draw()
        assert type(app.screen).__module__ == "app.screens.round", app.screen
        texts = shown(app)
        assert lang.get(_T_ROUND_IN_PLAY) % 1 in texts and lang.get(_T_TABLE_THEN) in texts, (i, texts)
        press(app, "ok")                 # who went out: the seat picker
        assert lang.get(_T_OK_IT_WAS) in shown(app)
    lang.use(0)


def test_who_sits_where_and_the_letter_grid_in_every_language():
    for i in range(4):
        app = new_app(hardware(language=i))
        press(app, "ok", "down", "down", "down", "ok")   # New game, the names row
        assert app.name == "names", app.name
        texts = shown(app)
        assert lang.get(_T_SEATS_CLOCKWISE) in texts and lang.get(_T_OK_PICK_NEW) in texts, (i, texts)
        press(app, "ok")                                 # seat 1: the picker
        texts = shown(app)
        assert lang.get(_T_WHO_IS_SEAT) % 1 in texts and lang.get(_T_NEW_NAME) in texts, (i, texts)
        press(app, "back", "ok-long")                    # a new name on the grid
        texts = shown(app)
        assert lang.get(_T_OK_ADD_DONE) in texts and lang.get(_T_BACK_RUBS) in texts, (i, texts)
        press(app, "ok", "ok")                           # "A", "A": the title, the next letter boxed after it
        assert lang.get(_T_SEAT_SPELL) % (1, "Aa") in shown(app)
    lang.use(0)


def value(app):
    """The field's value as the entry screen draws it (in big letters,
    which the display does not list as text): inside the screen."""
    x, s = app.screen.fields()[app.screen.cur]
    v = app.screen.show(x, s)
    assert ui.big_width(v) <= 128, v
    return v


def test_a_rounds_facts_in_every_language():
    # Chechevé's round entry (app.screens.entry): who went out, each hand's
    # facts, how the round ended, Save; every field's question and value in
    # the language, whole and on the screen, and no English left.
    english = ("went out", "left", "in hand", "blocked", "facts", "Save", "other", "both", "none")
    for i in range(4):
        app = new_app(hardware(language=i))
        t = app.book.last_table()
        t["game"] = "checheve"
        t["set"] = 6
        t["options"] = {}
        app.book.start(t)
        app.go("score")                          # the round's entry, as the referee's Enter scores opens it
        app.draw()
        assert app.name == "entry", (app.name, app.msg)
        asked = set()
        frames = []
        texts = shown(app)
        assert lang.get(_T_FACTS_TITLE) % 1 in texts, (i, texts)
        assert lang.get(_T_WHO_WENT_OUT) in texts and value(app) == lang.get(_T_OUT_BLOCKED), (i, texts)
        press(app, "down", "ok")                 # the last seat went out
        while app.screen.fields()[app.screen.cur][0] != "save":
            x = app.screen.fields()[app.screen.cur][0]
            asked.add(x)
            frames.append(shown(app) + [value(app)])
            press(app, "up")                     # a value, a flag or a choice stepped
            frames.append(shown(app) + [value(app)])
            press(app, "ok")
        texts = shown(app)
        assert lang.get(_T_OK_SAVE) in texts and lang.get(_T_OUT_IS) % app.book.table["names"][-1] in texts, (
            i, texts)
        joined = [s for f in frames for s in f]
        for want in (lang.get(_T_ASK_PIPS), lang.get(_T_YES)):
            assert want in joined, (i, want, joined)
        assert "finish" in asked and lang.get(_T_ASK_FINISH) in joined, (i, asked, joined)
        if i:
            for w in english:
                assert not any(w in s for s in joined + texts), (i, w, joined)
    lang.use(0)


def test_undo_and_redo_say_what_in_every_language():
    # Hold BACK on the standings: undo's message names the round undone in
    # the language; hold OK on it: redone, said in the language too.
    said = {1: ("Отменено: очки кона 1.", "Возвращено: очки кона 1."),
            3: ("Atsaukts: 1. kārtas punkti.", "Atjaunots: 1. kārtas punkti.")}
    for i in range(4):
        app = new_app(hardware(language=i))
        appscript.new_game_same_table(app)
        appscript.through_dealer(app)
        appscript.referee_round(app, 1)
        appscript.enter_pips(app, (10, 0, 20, 30))
        assert app.name == "standings" and app.book.round_no() == 1, (app.name, app.msg)
        press(app, "back-long")
        # Asked first (issue 26, item 1), in the language; shown whole.
        assert app.msg == lang.get(_T_ASK_UNDO) % (lang.get(_T_UNDO_ROUND_SCORES) % 1), (i, app.msg)
        assert app.book.round_no() == 1
        shown(app)
        press(app, "ok")
        undone = app.msg
        assert undone == lang.get(_T_UNDONE) % (lang.get(_T_UNDO_ROUND_SCORES) % 1), (i, undone)
        assert app.book.round_no() == 0
        shown(app)
        press(app, "ok-long")
        assert app.book.round_no() == 1, (i, app.msg)
        assert app.msg == lang.get(_T_REDONE) % (lang.get(_T_UNDO_ROUND_SCORES) % 1), (i, app.msg)
        shown(app)
        if i in said:
            assert undone.startswith(said[i][0][:-1]) and app.msg == said[i][1], (i, undone, app.msg)
    lang.use(0)


def test_deleting_finished_matches_says_how_many_in_the_plural_form():
    lang.use(1)
    for n, form in ((1, "Удалена 1 законченная партия"), (3, "Удалены 3 законченные партии"),
                    (5, "Удалены 5 законченных партий"), (21, "Удалена 21 законченная партия")):
        assert lang.get(_T_FLASH_FREED, n) % n == form + ": запишите снова.", (n, lang.get(_T_FLASH_FREED, n))
    lang.use(0)
    assert lang.get(_T_FLASH_FREED, 1) % 1 == "Deleted the finished match (1): save again."


def test_share_mode_screen_in_every_language():
    # Settings, Share: the QR page's side column, the words page (DOWN),
    # stopping (OK), and the screen with sharing off: the language's texts,
    # whole and on the screen.
    import sys
    for i in range(4):
        for m in [m for m in sys.modules if m.startswith("share") or m.startswith("microdot")]:
            del sys.modules[m]                   # sharing starts afresh (one process on MicroPython)
        app = new_app(hardware(language=i))
        press(app, "down", "down", "ok", "down", "ok")   # Settings, Share
        assert app.name == "share", (i, app.msg)
        texts = shown(app)
        for want in [lang.get(_T_SHARE_OK_STOP), lang.get(_T_SHARE_WORDS)] + lang.get(_T_SHARE_BACK_ON).split("\n"):
            assert want in texts, (i, want, texts)
        press(app, "down")                       # in words
        texts = shown(app)
        pin = sys.modules["share.mode"].ON.pin
        for want in (lang.get(_T_SHARE_OPEN), lang.get(_T_SHARE_PIN_STOP) % pin):
            assert want in texts, (i, want, texts)
        # [issue 43, item 9]: no Wi-Fi to join here (loopback), so no "then"
        # after nothing: the words page starts with what to open, then where.
        assert texts[0] == lang.get(_T_SHARE_OPEN) and texts[1].startswith("127.0.0.1:"), (i, texts)
        assert lang.get(_T_SHARE_THEN_OPEN) not in texts, (i, texts)
        press(app, "ok")                         # stop
        assert app.name == "settings" and app.msg == lang.get(_T_SHARE_STOPPED), (i, app.msg)
        shown(app)
        press(app, "back")                       # the message put away
        app.go("share")                          # the screen, sharing off
        app.draw()
        texts = shown(app)
        assert lang.get(_T_SHARE_OFF) in texts and lang.get(_T_SHARE_OK_SETTINGS) in texts, (i, texts)
        if i:
            assert not any(w in s for s in texts for w in ("Shar", "settings", "phones")), (i, texts)
    lang.use(0)
    assert lang.get(_T_SHARE_STOPPED) == "Sharing stopped; the radio is off."
    lang.use(1)
    assert lang.get(_T_SHARE_OK_STOP) == "OK: стоп"
    lang.use(0)


def test_sharing_that_cannot_start_says_so_in_every_language():
    # The radio (here the loopback's port) refused: one line in the
    # language, with what stopped it as the system words it; nothing of
    # share mode left running.
    import sys
    import drivers.loopback as loopback
    why = "no free port from 8080 to 8099 on this computer"

    def up(self, ssid, password):
        raise OSError(why)

    up0 = loopback.Radio.up
    loopback.Radio.up = up
    try:
        for i in range(4):
            app = new_app(hardware(language=i))
            press(app, "down", "down", "ok", "down", "ok")   # Settings, Share
            assert app.msg == lang.get(_T_SHARE_FAILED) % why, (i, app.msg)
            assert "share.server" not in sys.modules and getattr(sys.modules.get("share.mode"), "ON", None) is None
            if i:
                assert "Sharing" not in app.msg, (i, app.msg)
            shown(app)
    finally:
        loopback.Radio.up = up0
    lang.use(0)
