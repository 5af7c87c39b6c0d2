# Sausage's dealer on the device (app.screens.sausage.dealer) [rules/README.md
# 12; 002: "Каждый берёт по 14 закрытых костяшек и располагает их в
# линию"]: the row of 14 face down, taken from its right end, a misfit to
# its left end; who opens (the seats in turn, seat 1 first, as
# rules.sausage.simulate); then the round in play. Every text inside the
# 128 px screen in every language.

from apphw import hardware, new_app, press
from app import lang
from rules import games
from rules.score.scoring import Result

import test_cross_languages as fit
from textkeys import number

_T_SAUSAGE_TARGET = number("SAUSAGE_TARGET")


def sausage_app(i=0, target=None):
    app = new_app(hardware(seed=4, language=i))
    app.strict = True
    app.book.start({"game": "sausage", "names": ["Ann", "Bob"], "set": 6,
                    "options": games.changed("sausage", {"target": target} if target else {}), "teams": 0})
    app.go("dealer")
    press(app)
    return app


def test_the_dealer_lays_out_the_rows_and_names_who_opens():
    app = sausage_app()
    assert type(app.screen).__module__ == "app.screens.sausage.dealer", app.screen   # its own pages
    texts = fit.shown(app)
    assert "14 tiles face" in texts and "its right end." in texts, texts
    press(app, "ok")
    texts = fit.shown(app)
    assert "Match to 101" in texts and "opens. A misfit" in texts, texts
    press(app, "back")                     # the page before
    assert "14 tiles face" in fit.shown(app)
    press(app, "ok", "ok")
    # Refereed quick (the default): the round screen. Ann opens round 1.
    assert type(app.screen).__module__ == "app.screens.round" and app.book.load_play()["first"] == 0
    # Round 2: the other seat opens.
    rd = Result(2)
    rd.pips = [0, 30]
    rd.out = 0
    app.book.add_round(rd, 0)
    app.go("dealer")
    press(app, "ok", "ok")
    assert type(app.screen).__module__ == "app.screens.round" and app.book.load_play()["first"] == 1


def test_the_game_to_the_tables_target():
    # rules/README.md §12: "play to an agreed target".
    app = sausage_app(target=151)
    press(app, "ok")
    assert "Match to 151" in fit.shown(app)


def test_sausages_dealer_speaks_every_language_inside_the_screen():
    for i in range(4):
        app = sausage_app(i)
        first = fit.shown(app)
        press(app, "ok")
        second = fit.shown(app)
        assert lang.get(_T_SAUSAGE_TARGET, -1, i) % 101 in second, (i, second)
        if i:
            assert "tiles" not in " ".join(first) and "opens" not in " ".join(second), (i, first, second)
    lang.use(0)
