"""End to end through the simulator's headless runner (host_tools/headless):
the device app, its drivers and the ledger on a flash directory, driven by
button words only [issue 5]."""
import framebuf

import drivers
from host_tools.headless import run_script

from ledger import store as ledger  # an import error fails these tests, never skips them

# Typical hands, 4 players, 13 rounds (double-12): (pips per seat, seat out).
MATCH = (
    ((0, 23, 41, 8), 0), ((12, 0, 35, 19), 1), ((30, 14, 0, 52), 2), ((7, 28, 16, 0), 3),
    ((0, 44, 9, 21), 0), ((18, 0, 27, 33), 1), ((25, 11, 0, 40), 2), ((9, 36, 22, 0), 3),
    ((0, 15, 48, 26), 0), ((31, 0, 12, 17), 1), ((14, 29, 0, 38), 2), ((6, 20, 45, 0), 3),
    ((0, 13, 24, 30), 0),
)
SETUP = "ok ok"                       # New game, Deal (the remembered table)
DEALER = "ok ok ok ok"                # engine, seats, dice roll, tiles
FIRST_DEALER = DEALER + " ok"         # ... and the house rules before round 1
PLAYS = "ok ok ok down down"          # three plays, a draw, a pass
ENTER = "down-long down ok"           # the referee's actions menu: Enter scores


def pips(v):
    tens = (v + 5) // 10
    w = []
    if tens:
        w += ["up-long"] + ["up-repeat"] * (tens - 1)
    fine = v - 10 * tens
    w += ["up" if fine > 0 else "down"] * abs(fine)
    return w + ["ok"]


def scores(hand, out, enter=ENTER, pairs=False):
    """`enter` (the referee's actions menu: Enter scores); hold OK on who
    went out; Save (out -1: the round was blocked: hold OK on Save).
    pairs: the partner of the one out, once that is known, is not asked
    (its side records nothing [rules/README.md §3])."""
    w = enter.split()
    for s, v in enumerate(hand):
        if pairs and out >= 0 and s == (out + 2) % 4 and s > out:
            continue
        w += ["ok-long", "ok"] if s == out else pips(v)   # out: asked first (the referee counts their tiles)
    return w + (["ok-long"] if out < 0 else ["ok"])


def round_words(i, hand, out):
    return " ".join([FIRST_DEALER if i == 0 else DEALER, PLAYS] + scores(hand, out) + ["ok"])


def shows(frame, s, x, y, inverse=False):
    """Whether the text s is drawn at (x, y) in a MONO_VLSB frame (on a
    lit bar when inverse: the selected row)."""
    want = framebuf.FrameBuffer(bytearray(1024), 128, 64, framebuf.MONO_VLSB)
    want.fill(1 if inverse else 0)
    drivers.text(want, s, x, y, 0 if inverse else 1)
    got = framebuf.FrameBuffer(bytearray(frame), 128, 64, framebuf.MONO_VLSB)
    return all(got.pixel(xx, yy) == want.pixel(xx, yy)
               for xx in range(x, min(128, x + 8 * len(s))) for yy in range(y, y + 8))


def saved_match(root):
    store = ledger.Store(str(root))
    return store.load(store.ids()[-1])[0]


def test_a_13_round_match_by_buttons_ends_with_the_right_totals_and_winner(tmp_path):
    script = SETUP + " " + " ".join(round_words(i, h, o) for i, (h, o) in enumerate(MATCH))
    r = run_script(script, root=str(tmp_path), seed=5)
    assert r.error is None, r.error
    totals = [sum(h[s] for h, _ in MATCH) for s in range(4)]
    m = saved_match(tmp_path)
    res = m.standings()
    assert res["over"] and res["totals"] == totals
    assert res["winner"] == totals.index(min(totals))
    final = r.frames[-2]              # before the last OK closes the match
    assert shows(final.pixels, "Winner: P1", 0, 10)
    assert shows(final.pixels, "No tie: lowest", 0, 19)   # [rules/README.md §1, Scoring]
    # Every saved round plays the round-over tune; the last one, then the
    # win (it takes over the buzzer at once).
    assert r.tunes.count("round_over") == 13 and r.tunes[-1] == "win"
    assert r.full_redraws <= r.presses + 1   # at most one full redraw a press (boot too)


def test_a_power_cut_mid_round_resumes_where_it_was(tmp_path):
    head = SETUP + " " + " ".join(round_words(i, h, o) for i, (h, o) in enumerate(MATCH[:3]))
    mid = DEALER + " " + PLAYS + " down"       # round 4: plays, a pass, a draw
    rest_of_round = " ".join(["ok"] + scores(*MATCH[3]) + ["ok"])
    tail = " ".join(round_words(i + 4, h, o) for i, (h, o) in enumerate(MATCH[4:]))
    script = " ".join((head, mid, "kill", "ok", rest_of_round, tail))
    r = run_script(script, root=str(tmp_path), seed=5)
    assert r.error is None, r.error
    assert r.restarts == 1
    labels = [f.label for f in r.frames]
    cut = labels.index("kill")
    before, boot, resumed = r.frames[cut - 1], r.frames[cut], r.frames[cut + 1]
    assert shows(boot.pixels, "Resume", 0, 14, inverse=True)
    assert resumed.pixels == before.pixels    # the same referee screen
    res = saved_match(tmp_path).standings()
    assert res["totals"] == [sum(h[s] for h, _ in MATCH) for s in range(4)]


def test_an_idle_screen_dims_goes_off_and_the_first_press_only_wakes_it(tmp_path):
    # [issue 16, item 9] on the simulator's clock: 2 minutes, then 10,
    # without a press; the OK that wakes it does not open New game.
    r = run_script("wait:119000 wait:2000 wait:478000 wait:2000 ok ok", root=str(tmp_path), seed=5)
    assert r.error is None, r.error
    start, lit, dim, still_dim, off, woken, acted = r.frames
    assert lit.contrast == 255 and lit.pixels == start.pixels
    assert 0 < dim.contrast < 255 and dim.pixels == start.pixels and still_dim.contrast == dim.contrast
    assert off.contrast == 0 and not any(off.pixels)
    assert woken.contrast == 255 and woken.pixels == start.pixels     # exactly as it was
    assert shows(acted.pixels, "New match", 1, 1, inverse=True)       # the second OK acts
    assert r.presses == 2
