"""`make screenshots`: README's pictures of the device's screen, made by the
simulator's headless mode from a button tour (the same pixels as the OLED).

    python -m host_tools.screenshots [DIR]     # default tests/screenshots
    python -m host_tools.screenshots --lang ru # tests/screenshots/ru: README's
                                               # menu, setup, referee and standings in ru

Example (every picture, written to build/shots instead):
    python -m host_tools.screenshots build/shots

tests/test_screenshots.py makes them again and fails when README's copies
are out of date, so the README never shows a screen the app no longer has.
"""
import os
import sys
import tempfile

import host_tools  # noqa: F401  (firmware/ on sys.path)
from host_tools import png
from host_tools.headless import run_script
from boards import panels

OUT = os.path.join(host_tools.ROOT, "tests", "screenshots")
SEED = 3

HANDS = (((0, 23, 41, 8), 0), ((12, 0, 35, 19), 1), ((30, 14, 0, 52), 2), ((7, 28, 16, 0), 3),
         ((0, 44, 9, 21), 0))
HANDS_8 = (((0, 23, 41, 8, 67, 15, 34, 52), 0), ((12, 0, 35, 19, 5, 8, 60, 3), 1),
           ((30, 14, 0, 52, 9, 9, 9, 9), 2), ((7, 28, 16, 0, 1, 2, 3, 4), 3),
           ((0, 44, 9, 21, 33, 0, 11, 12), 5))
FRESH = "fresh"    # a word of its own: the tour goes on from a new device


def _pips(v):
    # A seat's pips as a person enters them: holds for tens, then ones.
    tens = (v + 5) // 10
    w = (["up-long"] + ["up-repeat"] * (tens - 1)) if tens else []
    return w + ["up" if v > 10 * tens else "down"] * abs(v - 10 * tens) + ["ok"]


def _rounds(hands, first):
    """Button words for rounds played from the dealer: a few plays, Enter
    scores from the referee's actions, who went out and each seat's pips,
    Save; the last left on the standings."""
    words = []
    for i, (pips, out) in enumerate(hands):
        words += (["ok", "ok", "wait:3000", "ok"] + (["ok", "ok"] if first and not i else ["ok"])
                  + "ok ok ok down down".split()           # three plays, a draw, a pass
                  + "down-long down ok".split())           # the actions: Enter scores
        for seat, v in enumerate(pips):
            words += ["ok-long", "ok"] if seat == out else _pips(v)   # out: asked, the referee counts tiles in that hand
        words += ["ok", "ok"]
    return " ".join(words[:-1])


# (picture name, what it shows, button words that lead to it from the last).
TOUR = (
    ("menu", "the main menu at power-on", ""),
    ("setup", "new game: the remembered table, Deal on top", "ok"),
    ("names", "who sits where: OK picks a remembered name, hold OK types one", "down down down ok"),
    ("name-grid", "a new name on the letter grid: \"Ma\" so far, x next",
     "ok-long down-long down-repeat down-repeat down-repeat ok up-long up-repeat up-repeat up-repeat ok "
     "up-long up-repeat up"),
    ("house-rules-edit", "house rules: each option in words, its value at the end",
     "ok-long back down down down down down ok down down down down down down ok up"),
    ("engine", "dealer: this round's engine", "ok back ok"),
    ("seats", "dealer: who sits where", "ok"),
    ("first-player", "dealer: the dice roll for the first player", "ok wait:3000"),
    ("tiles", "dealer: tiles each and the boneyard", "ok"),
    ("house-rules", "the house rules in force before the first tile", "ok"),
    ("referee", "referee: whose turn, every seat's tiles, the trains open, the buttons", "ok"),
    ("referee-marker", "referee: a player who could not play has a marker up (the pennant)", "ok down down"),
    ("referee-double", "referee: a double left open is due, on the train it lies on", "ok-long down down"),
    ("actions", "referee: the less common actions (hold DOWN)", "down-long"),
    ("score-entry", "round scoring: pips per seat, 1 a press, 10 a hold", "down down ok up-long up-repeat up up up"),
    ("standings", "standings after round 1: every total at once",
     "ok ok-long ok up-long up-repeat up-repeat down ok up-long up ok ok"),   # P2 out: asked (the referee counts their tiles)
    ("standings-4", "4 players after 5 rounds", "ok " + _rounds(HANDS[1:], False)),
    ("round-table", "the round table, running totals: OK shows a round, hold OK edits it", "down"),
    ("round-entry", "what was entered for round 3", "up up ok"),
    ("standings-8", "8 players after 5 rounds: two columns",
     FRESH + " ok down down ok up up up up ok up up ok " + _rounds(HANDS_8, True)),
    ("round-table-8", "8 players' round table", "down"),
    # A line game (Kozel, the referee house rule's quick mode): the game
    # picked on the setup screen, dealt, the opener asked, two reports.
    ("line-seats", "Kozel's dealer: who sits where", FRESH + " ok down ok down down down down ok up ok"),   # the game list: Kozel, 4 down
    ("line-opener", "Kozel's dealer: who holds the 1-1 opens", "ok ok"),
    ("line-referee", "Kozel's referee: whose turn, every seat's tiles, the boneyard, the buttons", "ok ok down"),
    ("line-actions", "Kozel's referee: enter scores, who went out, blocked, leave (hold DOWN)", "down-long"),
    # A report the referee refuses, said in words: a pass before the
    # opener's first tile (the same deal, the referee's first screen).
    ("line-refusal", "Kozel's referee: a pass before the first tile, refused in words",
     FRESH + " ok down ok down down down down ok up ok ok ok ok down"),
    # Muggins, refereed each tile (its default, the house rule's layout):
    # the game three up the list from Mexican Train, dealt, the first tile
    # 5-5 (10 points).
    ("muggins-referee", "Muggins, each tile: the open ends, their sum (=10), the play's points (10!), "
     "the seats' points this round",
     FRESH + " ok down ok up up up up ok down down down down ok down ok ok back ok ok ok ok ok up up ok up up ok"),
    # Sausage with house rule referee=layout: the dealer's rows, then the
    # first tile (5-2), a tile on line R (5-4) and a misfit.
    ("sausage-dealer", "Sausage's dealer: each player's row of 14 face down",
     FRESH + " ok down ok up up ok down down down down ok down down ok up ok back ok"),   # Sausage: next to last
    ("sausage-referee", "Sausage's referee: whose turn, both rows, the lines' ends (L, R) and lengths",
     "ok ok ok down ok up up ok down ok ok"),   # 5-2: DOWN lowers a number, UP raises it
    ("sausage-special", "Sausage's referee: a cut or a double put in (hold OK)", "ok-long"),
    # Chaplygin's counting game (the list's last), step 2.1 as it comes:
    # the dealer's plates, P1 lays a 4, P2 keys 1 + 3, said back.
    ("counting-dealer", "Counting, step 2.1: which plates to take out, how many each",
     FRESH + " ok down ok up ok up ok"),
    ("counting-answer", "Counting's referee: P2 answers P1's 4, 1 + 3 keyed (the 3 on the arrows)",
     "ok ok up up up up ok up ok up up up up"),
    ("counting-right", "Counting's referee: a right answer said back in big digits (a rising tune)", "ok ok"),
    # Step 1 (house rule step 1): its first question, a plate's red and
    # black dots (rules.counting.compare.ASKS).
    ("counting-step1", "Counting, step 1: one plate drawn as the set draws it, how many red dots (rings)",
     FRESH + " ok down ok up ok down down down ok down ok down back back ok ok ok"),
    ("counting-step1-by", "Counting, step 1: three red said, then how many black", "up up up ok"),
)


def tour_words():
    """[(button words of one device, [(picture, the frame after word k)])]."""
    out = []
    words = []
    ends = []
    for name, _what, step in TOUR:
        step = step.split()
        if step[:1] == [FRESH]:
            out.append((words, ends))
            words, ends = [], []
            step = step[1:]
        words += step
        ends.append((name, len(words)))  # frame k is taken after word k (0: power-on)
    out.append((words, ends))
    return out


# The languages besides English (app.lang's numbers) and the pictures of
# the tour README shows in each: the menu, setup, the referee, standings,
# the line games' referee and a refusal, the counting game.
LANGS = {"ru": 1, "mk": 2, "lv": 3}
IN_EACH = ("menu", "setup", "referee", "standings", "line-referee", "line-refusal", "counting-dealer",
           "counting-answer")


# The panels makers buy in the 128x64 format, and the distance from one
# pixel to the next (their makers' drawings: the active area's width / 128),
# for the pictures at the panel's true size (issue 28, item 3): what a
# player sees, shown at DPI dots per inch (a desktop screen's usual 96).
PANELS = tuple(("%s-%sin" % (driver, size.strip('"')), um / 1000) for driver, size, um in panels.PANELS)
TRUE_SIZE = ("referee", "line-referee", "muggins-referee", "standings-4", "standings-8")
DPI = 96


def make(out_dir, lang=None):
    """The tour's pictures in out_dir; lang ("ru", "mk", "lv"): the
    device speaking that language, IN_EACH only."""
    os.makedirs(out_dir, exist_ok=True)
    made = []
    for words, ends in tour_words():
        if lang and not any(name in IN_EACH for name, _ in ends):
            continue
        with tempfile.TemporaryDirectory() as flash:
            r = run_script(" ".join(words), root=flash, seed=SEED, language=LANGS[lang] if lang else 0)
        if r.error:
            raise SystemExit("the app crashed during the tour: " + r.error)
        for name, k in ends:
            if lang and name not in IN_EACH:
                continue
            path = os.path.join(out_dir, name + ".png")
            png.write(path, r.frames[k].pixels, scale=2)
            made.append(path)
            if not lang and name in TRUE_SIZE:
                os.makedirs(os.path.join(out_dir, "true-size"), exist_ok=True)
                for panel, pitch in PANELS:
                    path = os.path.join(out_dir, "true-size", "%s-%s.png" % (panel, name))
                    with open(path, "wb") as f:
                        f.write(png.true_size(r.frames[k].pixels, pitch, DPI))
                    made.append(path)
    return made


def main(argv=None):
    argv = list(sys.argv[1:] if argv is None else argv)
    host_tools.command_line("screenshots", argv, __doc__, ("--lang=",), 1)
    lang = None
    if "--lang" in argv:
        i = argv.index("--lang")
        lang = argv[i + 1] if i + 1 < len(argv) else ""
        del argv[i:i + 2]
        if lang == "en":
            lang = None
        elif lang not in LANGS:
            print("screenshots: --lang is one of en, %s" % ", ".join(LANGS), file=sys.stderr)
            return 2
    out = argv[0] if argv else os.path.join(OUT, lang) if lang else OUT
    for path in make(out, lang):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
