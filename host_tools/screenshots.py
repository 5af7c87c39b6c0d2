"""`make screenshots`: README's pictures of the device's screen, made by the
simulator's headless mode from a button tour (the same pixels as the OLED).

    python -m host_tools.screenshots [DIR]     # default tests/screenshots

tests/test_screenshots.py makes them again and fails when README's copies
are out of date, so the README never shows a screen the app no longer has.
"""
import os
import shutil
import sys
import tempfile

import host_tools  # noqa: F401  (firmware/ on sys.path)
from host_tools import png
from host_tools.headless import run_script

OUT = os.path.join(host_tools.ROOT, "tests", "screenshots")
SEED = 3

# (picture name, what it shows, button words that lead to it from the last).
TOUR = (
    ("menu", "the main menu at power-on", ""),
    ("setup", "new game: the remembered table, Deal on top", "ok"),
    ("engine", "dealer: this round's engine", "ok"),
    ("seats", "dealer: who sits where", "ok"),
    ("first-player", "dealer: the dice roll for the first player", "ok wait:3000"),
    ("tiles", "dealer: tiles each and the boneyard", "ok"),
    ("house-rules", "the house rules in force before the first tile", "ok"),
    ("referee", "referee: whose turn, every seat's tiles, the trains open, the buttons", "ok"),
    ("referee-marker", "referee: a player who could not play has a marker up (the pennant)", "ok down down"),
    ("referee-double", "referee: a double left open is due, on the train it lies on", "ok-long down down"),
    ("actions", "referee: the less common actions (hold DOWN)", "down-long"),
    ("score-entry", "round scoring: pips per seat, 1 a press, 10 a hold", "down down ok up-long up-repeat up up up"),
    ("standings", "standings after round 1", "ok ok-long up-long up-repeat up-repeat down ok up-long up ok ok"),
)


def tour_words():
    words = []
    ends = []
    for _name, _what, step in TOUR:
        words += step.split()
        ends.append(len(words))  # frame k is taken after word k (0: power-on)
    return words, ends


def make(out_dir):
    words, ends = tour_words()
    with tempfile.TemporaryDirectory() as flash:
        r = run_script(" ".join(words), root=flash, seed=SEED)
    if r.error:
        raise SystemExit("the app crashed during the tour: " + r.error)
    os.makedirs(out_dir, exist_ok=True)
    made = []
    for (name, _what, _step), k in zip(TOUR, ends):
        path = os.path.join(out_dir, name + ".png")
        png.write(path, r.frames[k].pixels, scale=2)
        made.append(path)
    return made


def main(argv=None):
    argv = sys.argv[1:] if argv is None else argv
    out = argv[0] if argv else OUT
    for path in make(out):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
