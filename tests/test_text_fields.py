"""Texts no app test's screen reaches in every language, checked against
the field they are drawn in [issue 13, item 4]. The fit sweep
(tests/firmware/fitsweep.py) draws every screen the app tests reach again
in each language; the texts here are the rest: a screen's lines made when
it opens (the final standings, History), a message a rare press gives, a
row of a screen no test opens in another language. Each is filled with the
longest names and numbers the device gives it (names have at most 8
letters, app.screens.names) and measured as its screen draws it."""
import pytest

from check import fits_box
from host_tools import texts

NAME = "Vladimir"   # eight letters, the most a name has
# key: (the field, what fills it). Fields: "message", the message box
# (app.ui.message: six lines of 14, no word cut); "line", a 16-character
# line from the left edge; "lines", lines of 16 the screen scrolls through
# (app.ui.wrap, no word cut); ("cut", n), a field of n characters.
FIELDS = {
    # Messages of a press (app.main, app.amend, the screens' refusals).
    "TEAMS_NEED_FOUR": ("message", ()),
    "NOTHING_TO_UNDO": ("message", ()),
    "NOTHING_TO_REDO": ("message", ()),
    "MATCH_UNREADABLE": ("message", ("bad CRC",)),
    "INTERNAL_ERROR": ("message", ("KeyError: 'x'",)),
    "NAME_NEEDS_LETTER": ("message", ()),
    "NO_TILE_FOR_END": ("message", ()),
    "DUE_ON_MEXICAN": ("message", ()),
    "FIRST_TURN_OWN": ("message", ()),
    "NO_OTHER_TRAIN": ("message", ()),
    "ROUND_SCORED": ("message", (13,)),
    "FLASH_FREED": ("message", (12,)),
    # Sausage's referee (app.screens.sausage.referee): its refusals
    # (rules.sausage.referee, a tile named) and the held-OK list empty.
    "SAUSAGE_NO_SPECIAL": ("message", ()),
    "SAUSAGE_WHY_1": ("message", ()),
    "SAUSAGE_WHY_2": ("message", ("6-5",)),
    "SAUSAGE_WHY_3": ("message", ("6-5",)),
    "SAUSAGE_WHY_4": ("message", ("6-5",)),
    "SAUSAGE_WHY_5": ("message", ("6-5",)),
    "SAUSAGE_WHY_6": ("message", ("6-5",)),
    "SAUSAGE_WHY_7": ("message", ()),
    # Rows and lines (app.screens.settings, dealer, rules, entry, rounds).
    "FORGET": ("line", ()),
    "DRAWS_FIRST": ("line", ()),
    "GOES_FIRST": ("line", ()),
    "NO_OPTIONS": ("line", ()),
    "ASK_BLANKS": ("line", ()),
    "ASK_LAST": ("line", ()),
    "BLOCKED_ROUND": ("line", ()),
    "FIN_BOTH": ("line", ()),
    "SHARE_PW": ("line", ("abcdefghjk",)),      # the ten-letter password
    # The final standings' lines (app.screens.standings, made when it opens).
    "WINNER_IS": ("lines", (NAME,)),
    "NO_TIE_HIGH": ("lines", ()),
    "NO_TIE_LOW": ("lines", ()),
    "TIE_MORE_OUT": ("lines", (NAME + " & " + NAME, 104, NAME, 5, 3)),
    "TIE_SHARED": ("lines", (NAME + " & " + NAME, 104)),
    "LOSER": ("lines", ()),
    "SNOTTY_GOAT": ("lines", ()),
    "HANGING_GOAT": ("lines", ()),
    # History's rows (app.screens.history): a second line of 15, and the
    # count right of a name of 14 less its width.
    "PLAYING_ROUND": (("cut", 15), (13,)),
    "WON_BY": (("cut", 15), ("Ann",)),
    "NO_WINNER": (("cut", 15), ()),
    "BY_PLAYER": (("cut", 15), ()),
    "A_ROUND": (("cut", 15), ("-14.2",)),
    "WON_OF": (("cut", 14 - 4), (13, 13)),     # beside at least four letters of the name
}
# Undo's message: UNDONE around what was undone (app.amend.undo, app.main).
UNDONE = (("UNDO_LAST_ENTRY", ()), ("UNDO_CHANGE_TO", (13,)), ("UNDO_ROUND_SCORES", (13,)))


def _fits(field, s):
    from app import ui
    if field == "message":
        return fits_box(s)
    if field == "lines":
        return " ".join(ui.wrap(s)).split() == s.split()
    if field == "line":
        return len(s) <= 16
    return len(s) <= field[1]


@pytest.mark.parametrize("lang", texts.LANGS)
def test_every_rare_text_fits_its_field(lang):
    bad = []
    for key, (field, args) in FIELDS.items():
        for t in dict(texts.read(lang)[1])[key].split("|"):    # every plural form
            s = t % args if args else t
            if not _fits(field, s):
                bad.append("%s %s: %r does not fit %s" % (lang, key, s, field))
    undone = dict(texts.read(lang)[1])["UNDONE"]
    for key, args in UNDONE:
        what = dict(texts.read(lang)[1])[key]
        s = undone % (what % args if args else what)
        if not _fits("message", s):
            bad.append("%s UNDONE with %s: %r does not fit the message box" % (lang, key, s))
    assert not bad, "\n".join(bad)


def test_the_field_check_finds_a_text_too_long():
    # The check above is only as good as _fits: a row of 17, a message of
    # seven lines and a word cut at the box's edge are each refused.
    assert not _fits("line", "x" * 17) and _fits("line", "x" * 16)
    assert not _fits("message", " ".join(["abcdefghijklm"] * 7))
    assert not _fits("message", "a" * 15) and _fits("message", "a" * 14)
    assert not _fits(("cut", 15), "y" * 16)


@pytest.mark.parametrize("lang", texts.LANGS)
def test_every_game_name_fits_setup_and_history(lang):
    # A game's name (the packed GAMES text, app.labels.game) is setup's
    # row (16) and the head of History's row (15, app.screens.history).
    games = dict(texts.read(lang)[1])["GAMES"]
    names = [p.split(":", 1)[1] for p in games.split(";") if ":" in p]
    assert len(names) >= 15
    long = [n for n in names if len(n) > 15]
    assert not long, (lang, long)
