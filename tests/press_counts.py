"""The press counts issue 16 sets targets for, pressed as a person would
through the simulator's headless mode (host_tools/headless: the device app
and its drivers, a directory as the flash; "kill" is a power cut and
power-on). Each scenario is one run: the presses that set the device up,
then the ones it counts (a hold counts once, its repeats and waits not at
all), then a check that the screen shows what they were for. Used by
tests/test_press_counts.py and `make bench` (tests/bench/bench_presses.py)."""
import tempfile

import framebuf

from drivers import events
import drivers
from host_tools.headless import parse, run_script

# Typing a name from its seat: hold OK, then the letters on the grid (A-C
# down the first column, D-F the next...: a held key jumps a column), OK
# after each letter but the last, hold OK on the last. The cursor starts on
# the first letter of the name typed before.
ANN = "ok-long ok down-long down-repeat down-repeat down-repeat down ok ok-long"
BOB = ("ok-long down ok down-long down-repeat down-repeat down-repeat down ok "
       "up-long up-repeat up-repeat up-repeat up ok-long")
CY = "ok-long down ok up-long up-repeat up-repeat down ok-long"
DEE = "ok-long down ok down ok ok-long"
EVE = ("ok-long down ok down-long down-repeat down-repeat down-repeat down-repeat down-repeat up ok "
       "up-long up-repeat up-repeat up-repeat up-repeat up-repeat down ok-long")
TO_NAMES = "ok down down down ok"                      # New game (a fresh device), Names
DEALER = "ok ok wait:3000 ok ok ok"                   # engine, seats, the dice left to settle, tiles, house rules, the first turn
# A first evening: the names typed seat by seat, then Deal and the dealer's
# pages to the first turn (the table and the names are remembered).
EVENING_4 = " ".join((TO_NAMES, ANN, "down", BOB, "down", CY, "down", DEE, "back ok", DEALER))
EVENING_5 = " ".join(("ok down down ok up ok down ok",  # New game, Players 5, Names
                      ANN, "down", BOB, "down", CY, "down", DEE, "down", EVE, "back ok", DEALER))


def _run(setup, counted, root):
    """-> (the last frame, the presses in `counted`)."""
    r = run_script(setup + " " + counted, root=root, seed=4)
    assert r.error is None, r.error
    n = sum(1 for kind, ev, _ in parse(counted) if kind == "ev" and events.kind(ev) != events.REPEAT)
    return r.frames[-1], n


def shows(frame, s, step=8):
    """Whether the frame shows text s (the device font, `step` px a
    letter: 6 for figures packed close) anywhere (either colour): its
    columns' 8-pixel slices against the font's glyphs."""
    want = framebuf.FrameBuffer(bytearray(8 * len(s)), 8 * len(s), 8, framebuf.MONO_VLSB)
    drivers.text(want, s, 0, 0, 1, step)
    n = step * len(s)
    cols = bytes(want.pixel(x, 0) | sum(want.pixel(x, j) << j for j in range(1, 8)) for x in range(n))
    inv = bytes(c ^ 0xFF for c in cols)
    px = frame.pixels
    for y in range(64 - 7):
        page, shift = y >> 3, y & 7
        row = bytes(((px[page * 128 + x] | (px[(page + 1) * 128 + x] << 8 if page < 7 else 0)) >> shift) & 0xFF
                    for x in range(128))
        if cols in row or inv in row:
            return True
    return False


def new_name(root):
    """Max on seat 1 of a fresh device: hold OK; M is four columns on from
    A (one hold), OK; a four columns back (one hold), OK; x two columns
    back round the end and one up, hold OK."""
    last, n = _run(TO_NAMES, "ok-long down-long down-repeat down-repeat down-repeat ok "
                             "up-long up-repeat up-repeat up-repeat ok up-long up-repeat up ok-long", root)
    assert shows(last, " 1 Max"), "seat 1 is not Max"
    return n


def remembered_name(root):
    """Eve, remembered from the first evening, onto seat 4 of a 4-player
    table: the list opens on the most recent name nobody at the table has."""
    # Power on, New game (Resume is on top; OK on "Start a new game? This
    # one goes to History."), Players 4 (Eve leaves the table), the Names row, seat 4 (Dee).
    last, n = _run(EVENING_5 + " kill down ok ok down down ok down ok down ok down down down", "ok ok", root)
    assert shows(last, " 4 Eve"), "seat 4 is not Eve"
    return n


def same_table_to_first_turn(root):
    """Power-on to the referee's first turn, the table as last time (the
    family's four names remembered, last evening's match left open):
    New game below Resume, OK to leave last evening's match open (it is
    asked), Deal, the dealer's pages."""
    last, n = _run(EVENING_4 + " kill", "down ok ok ok " + DEALER, root)
    assert shows(last, "12-12") and shows(last, "to draw"), "not the referee's first turn"
    return n


def picked_table_to_first_turn(root):
    """Power-on to the first turn, four remembered names (last time five
    played; Ann stays home and Eve takes seat 1): New game, Players 4,
    Names, seat 1's list opens on Eve, back, Deal, the dealer's pages
    (New game asks first: last evening's match is open)."""
    last, n = _run(EVENING_5 + " kill", "down ok ok down down ok down ok down ok ok ok back ok " + DEALER, root)
    assert shows(last, "12-12") and shows(last, "to draw"), "not the referee's first turn"
    return n


def edit_round_3(root):
    """Round 3 of a 4-player match corrected from the standings after
    round 5: DOWN (the table, round 5), UP, UP, hold OK."""
    from test_app_e2e import SETUP, round_words
    hands = (((0, 23, 41, 8), 0), ((12, 0, 35, 19), 1), ((30, 14, 0, 52), 2),
             ((7, 28, 16, 0), 3), ((0, 44, 9, 21), 0))
    words = SETUP + " " + " ".join(round_words(i, h, o) for i, (h, o) in enumerate(hands))
    # Left on the standings after round 5, the power cut, Resume.
    last, n = _run(words.rsplit(" ok", 1)[0] + " kill ok", "down up up ok-long", root)
    assert shows(last, "Editing 3"), "not round 3's entry"
    return n


def four_new_names(root):
    """The four names of a first evening typed seat by seat on a fresh
    device (Ann, Bob, Cy, Dee), from the Names list."""
    last, n = _run(TO_NAMES, " ".join((ANN, "down", BOB, "down", CY, "down", DEE)), root)
    assert shows(last, " 4 Dee"), "seat 4 is not Dee"
    return n


def round_pips_4(root):
    """A round's pips for 4 players, from the referee's Enter scores to
    the standings: 12, out, 35, 8 pips (the one out asked first: the
    referee still counts their tiles), then Save."""
    from test_app_e2e import ENTER, FIRST_DEALER, PLAYS, SETUP, scores
    last, n = _run(" ".join((SETUP, FIRST_DEALER, PLAYS, ENTER)), " ".join(scores((12, 0, 35, 8), 1, enter="")), root)
    assert shows(last, "After round 1"), "not the standings after round 1"
    return n


# (what, scenario, target)
SCENARIOS = (
    ("a new 3-letter name (Max), from its seat", new_name, 12),
    ("a remembered name onto a seat", remembered_name, 3),
    ("four new 3-letter names, seat by seat", four_new_names, None),
    ("a round's pips for 4 players, to the standings", round_pips_4, None),
    ("power-on to the first turn, 4 players, the table as last time", same_table_to_first_turn, None),
    ("power-on to the first turn, 4 remembered names, one seat changed", picked_table_to_first_turn, None),
    ("editing round 3 of a 4-player match, from the standings", edit_round_3, None),
)


def count(fn):
    with tempfile.TemporaryDirectory() as root:
        return fn(root)
