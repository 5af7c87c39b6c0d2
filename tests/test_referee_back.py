"""BACK in a referee with nothing to undo says so (issue 26, item 7: "BACK
in the referee with nothing to undo does nothing, silently"), in each
family's referee, on a fresh round."""
import pytest


@pytest.mark.parametrize("game, opts, players", [
    ("mexican-train", {}, 4), ("kozel", {"referee": "quick"}, 4),
    ("muggins", {"referee": "layout"}, 2), ("sausage", {"referee": "layout"}, 2)])
def test_back_with_nothing_to_undo_says_so(game, opts, players):
    from apphw import hardware, new_app, press
    from rules import games
    app = new_app(hardware(language=0))
    app.book.start({"game": game, "names": ["Ann", "Bob", "Cy", "Di"][:players], "set": 12 if game == "mexican-train" else 6,
                    "options": games.changed(game, opts), "teams": 0})
    app.go("referee")
    press(app)
    assert app.name.endswith("referee") and app.msg is None, (app.name, app.msg)
    press(app, "back")
    assert app.msg == "Nothing to undo.", app.msg   # texts/en.txt, NOTHING_TO_UNDO
