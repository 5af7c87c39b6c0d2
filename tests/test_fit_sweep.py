"""The fit sweep (tests/firmware/fitsweep.py) is on in the CPython test
run, and a text too long for its screen in one language fails the press
that showed it [issue 13, item 4], naming the language, screen and key."""
import pytest

import apphw
import fitsweep
from apphw import new_app, press

_NEW_GAME = 4   # texts/en.txt's key NEW_GAME (host_tools/texts.py numbers it)


def test_the_sweep_is_on_unless_turned_off():
    import os
    assert apphw._SWEEP == (os.environ.get("BONEYARD_FIT_SWEEP") == "1")
    assert "BONEYARD_FIT_SWEEP" in os.environ, "tests/conftest.py sets BONEYARD_FIT_SWEEP=1"


def test_a_menu_row_too_long_in_russian_fails_the_press(monkeypatch):
    from host_tools import texts
    assert texts.numbers()["NEW_GAME"] == _NEW_GAME
    app = new_app()
    from app import lang
    real = lang.get

    def get(k, n=-1, i=-1):
        t = real(k, n, i)
        if k == _NEW_GAME and (i if i >= 0 else __import__("app").language) == 1:
            t += " с новыми игроками"      # 28 letters: the row holds 16
        return t

    monkeypatch.setattr(lang, "get", get)
    monkeypatch.setattr(apphw, "_SWEEP", True)      # (also with BONEYARD_FIT_SWEEP=0)
    monkeypatch.setattr(apphw, "fitsweep", fitsweep, raising=False)
    monkeypatch.setattr(fitsweep, "_SEEN", set())   # swept afresh, not skipped as seen
    with pytest.raises(AssertionError, match=r"ru menu: NEW_GAME's .* not drawn whole"):
        press(app, "down", "up")
    monkeypatch.setattr(lang, "get", real)
    monkeypatch.setattr(fitsweep, "_SEEN", set())
    press(app, "down", "up")                        # as the texts are: it fits
