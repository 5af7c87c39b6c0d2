"""The games' names as their players write them [issue 43, item 10]:
Chechevé with its é (the device font, X11's 5x8, has the letter), picked
from a fresh flash's game list by the buttons."""
import tempfile

from host_tools.headless import run_script
from press_counts import shows

import host_tools  # noqa: F401  (firmware/ on sys.path)
from rules import games


def test_checheve_is_named_with_its_e_acute_on_the_game_list():
    downs = games.listed().index("checheve")
    # New game, the game row, OK to change it, DOWN down the list to Chechevé.
    script = "ok down ok" + " down" * downs
    with tempfile.TemporaryDirectory() as root:
        r = run_script(script, root=root, seed=1)
        assert r.error is None, r.error
        last = r.frames[-1]
        assert shows(last, "Chechevé"), last.text
        assert not shows(last, "Checheve"), "the e without its accent"
