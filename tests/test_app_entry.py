"""Round entry for the games whose rounds need facts beyond the pips
(app.screens.entry, asked as rules.score.entry lists them), driven by the
device's buttons; each saved match's standings are compared with the rules
core's scorer run directly on the same facts."""
import pytest

from apphw import new_app, press
from test_app_other_games import ENTER, LINE, dealer, pick_game

from rules import games
from rules.score import scoring


# Four players: the remembered table's four, kept while the game row passes
# the two-player games (issue 26, item 7: it left Players at 2 before).
FOUR = ""
# From Deal: the teams row (last, one up) to pairs, back down to Deal.
PAIRS = "up ok up ok down"
TEAMS = [[0, 2], [1, 3]]


def start(game, setup=""):
    """A new match of game, dealt; the fives games (refereed tile by tile
    by default, issue 43 item 5) set to the quick referee first: these
    entries ask the points in play, which the layout referee works out
    itself."""
    app = new_app()
    press(app, *pick_game(game, setup).split()[:-1])     # on Deal
    if games.options(game).get("referee") == "layout":
        quick(app)
    press(app, "ok")                                     # Deal
    return app


def quick(app):
    """From setup's Deal: the house rules' referee row, tile by tile ->
    turn by turn, and back on Deal."""
    sc = app.screen
    while sc.rows()[sc.cur] != "rules":
        press(app, "up")
    press(app, "ok")
    press(app, *["down"] * app.screen.keys.index("referee"))
    press(app, "ok", "up", "ok", "back")
    assert app.name == "setup" and app.screen.cur == 0, (app.name, app.msg)
    assert app.screen.t["options"]["referee"] == "quick", app.screen.t["options"]


def to_entry(app, out=None, first=True):
    """Dealer, then on the round in play: out None: "Enter scores" (the log
    does not say how the round ended), a seat: that seat went out, -1:
    blocked, both logged."""
    if app.book.table["game"] in LINE:
        line_to_entry(app, out)
        return
    press(app, *dealer(first).split())
    assert app.name == "round"
    if out is None:
        press(app, "down", "down", "ok")          # Enter scores
    elif out < 0:
        press(app, "down", "ok")                  # Round is blocked
    else:
        press(app, "ok")                          # Who went out? (the picker)
        press(app, *["down"] * ((out - app.screen.seat) % len(app.book.table["names"])))
        press(app, "ok")
    assert app.name == "entry", (app.name, app.msg)


def line_to_entry(app, out):
    """The line games' dealer and referee (quick mode): out None: Enter
    scores; a seat: who went out; -1: a tile, then draws (the bazaar
    emptied) and knocks until the referee or the table calls it blocked."""
    while app.name == "line.dealer":
        press(app, "ok")
    assert app.name == "line.referee", (app.name, app.msg)
    r = app.screen.r
    if out is None:
        press(app, "down-long", "ok")
    elif out < 0:
        from rules.turn import drawable
        press(app, "ok")                               # the lead
        while not r.over and drawable(r):
            press(app, "down")                         # draw (or knock once drawn)
        if not r.over:
            press(app, "down-long", "down", "down", "ok")   # Round is blocked
        assert r.over, app.msg
        press(app, "ok")                               # enter the scores
    else:
        press(app, "down-long", "down", "ok")          # Who went out? (from the seat to move)
        press(app, *["down"] * ((out - app.screen.items[app.screen.cur]) % r.n))
        press(app, "ok")
        if app.ask:
            press(app, "ok")                           # "...tiles on record. Went out?" yes
        press(app, "ok")
    assert app.name == "entry", (app.name, app.msg)


def number(v):
    """The quickest keys for a number: hold for tens, then single steps."""
    tens = (v + 5) // 10
    w = (["up-long"] + ["up-repeat"] * (tens - 1)) if tens else []
    fine = v - 10 * tens
    return w + ["up" if fine > 0 else "down"] * abs(fine)


def fill(app, values):
    """Each field in turn: values[i] is pressed in, then OK (None: OK only)."""
    for v in values:
        if v is not None:
            press(app, *(number(v) if isinstance(v, int) else v.split()))
        press(app, "ok")


def went_out(app, name):
    """'Who went out?' answered on the entry with a seat the referee counts
    at 2 tiles or more (nothing reported since the deal) is asked first
    [issue 43, item 5]; OK: yes, it went out."""
    assert app.ask and app.msg.startswith(name + ": "), app.msg
    assert "tiles on record. Went out?" in app.msg, app.msg
    press(app, "ok")


def field(app):
    return app.screen.fields()[app.screen.cur]


def round_of(players, out, **seat):
    r = scoring.Result(players)
    for s in range(players):
        r.tiles[s] = -1
    r.out = out
    for k, v in seat.items():
        if k in ("points", "opened"):
            setattr(r, k, v)
        else:
            getattr(r, k)[:] = type(getattr(r, k))(v)
    return r


def check(app, game, rounds, players=4, teams=None):
    want = scoring.score(game, players, teams, games.options(game), rounds, 6)
    m = app.book.match
    res = m.standings()
    assert [row["charged"] for row in res["rounds"]] == [row["charged"] for row in want["rounds"]]
    assert res["totals"] == want["totals"]
    return res


# Muggins [rules/README.md §8]: points scored in play (multiples of 5), going out
# scores 10; blocked: the fewest pips wins the others' total minus their own,
# rounded to 5. Points are asked of every seat, the one out too; out, no
# pips are asked at all.
def test_muggins_points_in_play_out_and_blocked_then_edited_from_the_standings():
    app = start("muggins")
    to_entry(app, out=1)
    assert app.screen.known and app.screen.out == 1
    assert [f for f, s in app.screen.fields()] == ["points"] * 4 + ["save"]
    fill(app, [10, 15, 0, 5, None])
    assert app.name == "standings", app.msg
    r1 = round_of(4, 1, points=[(0, 10), (1, 15), (3, 5)])
    res = check(app, "muggins", [r1])
    assert res["rounds"][0]["charged"] == [10, 25, 0, 5]
    press(app, "ok")
    # Round 2 entered from the actions menu: the first field asks who went
    # out; "blocked" is the first choice. Then points and pips per seat.
    to_entry(app, first=False)
    assert field(app) == ("out", -1) and app.screen.show("out", -1) == "blocked"
    fill(app, [None, 5, 12, 0, 20, 0, 9, 0, 30])
    assert app.name == "entry" and field(app)[0] == "save"
    press(app, "ok")
    r2 = round_of(4, -1, points=[(0, 5)], pips=[12, 20, 9, 30])
    res = check(app, "muggins", [r1, r2])
    assert res["rounds"][1]["charged"] == [5, 0, 55, 0]   # 12 + 20 + 30 - 9 = 53 -> 55
    # Hold OK on round 1 in the table (DOWN lands on the last round, UP
    # goes to round 1): its facts come back; P4's 5 -> 20.
    press(app, "down", "up", "ok-long")
    assert app.name == "entry" and app.screen.edit and app.screen.out == 1
    assert app.screen.pts == [10, 15, 0, 5]
    fill(app, [None, None, None, None, 15, None])
    assert app.name == "standings", app.msg
    r1.points = [(0, 10), (1, 15), (3, 20)]
    check(app, "muggins", [r1, r2])


def test_muggins_points_not_a_multiple_of_5_get_a_message_and_nothing_is_saved():
    # [rules/README.md §8]: a play scores the open ends when they make a multiple of 5.
    app = start("muggins")
    to_entry(app, out=0)
    fill(app, [7, None, None, None, None])
    assert app.msg == "a play scores a multiple of 5, not 7"
    assert app.name == "entry" and not app.book.rounds


# Sea Kozel [rules/README.md §4; 002 4, 6, 9]: a hand of only 0-0 counts 25, only
# the top double 50; opened with 6-6 the loser records 50 (fast round);
# finishing on 6-6 the loser records 100 and the finisher goes back to 0.
def test_sea_kozel_flags_opened_and_finish_by_buttons():
    app = start("sea-kozel", FOUR)
    to_entry(app)
    press(app, "up", "up", "up", "ok")     # P3 went out
    went_out(app, "P3")
    # P1, P2, P4: pips, only 0-0?, only 6-6?, only 0-0 and 6-6?; then the
    # opening and the finish.
    assert [f for f, s in app.screen.fields()][:5] == [
        "out", "pips", "only_blank_double", "only_top_double", "only_both_doubles"]
    fill(app, [30, None, None, None,
               0, "up", None, None,
               12, None, "up", None,
               "up up", None])
    assert field(app)[0] == "save" and "Out: P3" in app.hw.display.screen()
    press(app, "ok")
    assert app.name == "standings", app.msg
    r1 = round_of(4, 2, pips=[30, 0, 0, 12], flags=[0, scoring.ONLY_BLANK_DOUBLE, 0, scoring.ONLY_TOP_DOUBLE],
                  opened=scoring.OPENED_TOP_DOUBLE)
    res = check(app, "sea-kozel", [r1])
    assert res["rounds"][0]["charged"] == [0, 0, 0, 50]      # only 6-6 loses; fast: 50
    press(app, "ok")
    to_entry(app, out=0, first=False)
    # P1 went out on 6-6: P2-P4 asked, the opening "other", the finish.
    fill(app, [20, None, None, None, 35, None, None, None, 8, None, None, None, None, "up up"])
    press(app, "ok")
    assert app.name == "standings", app.msg
    r2 = round_of(4, 0, pips=[0, 20, 35, 8])
    r2.flags[0] = scoring.FINISHED_TOP_DOUBLE
    res = check(app, "sea-kozel", [r1, r2])
    assert res["rounds"][1]["charged"] == [0, 0, 100, 0]


def test_sea_kozel_only_0_0_with_pips_gets_a_message():
    # A hand of only 0-0 has no pips [rules/README.md §4]: the flag and 5 pips
    # contradict each other.
    app = start("sea-kozel", FOUR)
    to_entry(app, out=3)
    fill(app, [5, "up"] + [None] * 12)
    press(app, "ok")
    assert app.msg == "seat 1: 5 pips do not match a hand of only the doubles named"
    assert not app.book.rounds


# Seven [rules/README.md §11; 002]: the most pips, every double counting 10, gets a
# stick. The pips of the doubles are asked only of a seat holding doubles.
def test_seven_doubles_and_their_pips_by_buttons():
    app = start("seven", FOUR)
    to_entry(app, out=3)
    f = [x for x, s in app.screen.fields()]
    assert f[:3] == ["pips", "doubles", "pips"]           # P1 holds no double
    fill(app, [20, 0, 15, 2, 8, 25, 0])
    assert field(app)[0] == "save"
    press(app, "ok")
    assert app.name == "standings", app.msg
    r = round_of(4, 3, pips=[20, 15, 25, 0], doubles=[0, 2, 0, 0], dpips=[0, 8, 0, 0])
    res = check(app, "seven", [r])
    assert res["rounds"][0]["charged"] == [0, 1, 0, 0]   # 15 - 8 + 20 = 27 beats 25


def test_seven_double_pips_above_the_hand_get_a_message():
    app = start("seven", FOUR)
    to_entry(app, out=0)
    fill(app, [6, 1, 10, 0, 0, 0, 0])
    press(app, "ok")
    assert app.msg == "seat 2: 1 doubles of 10 pips do not fit 6 pips in hand"
    assert not app.book.rounds


# Kids [rules/README.md §13]: a blocked round is won by the fewest tiles left
# (published rules); the referee's log says it was blocked, so the screen
# does not ask.
def test_kids_blocked_round_asks_tiles_left_and_the_fewest_wins():
    app = start("kids")
    to_entry(app, out=-1)
    assert app.screen.known and app.screen.fields()[0] == ("tiles", 0)
    fill(app, [3, 1, 4, 2, None])
    assert app.name == "standings", app.msg
    r = round_of(4, -1, tiles=[3, 1, 4, 2])
    res = check(app, "kids", [r])
    assert res["over"] and res["winner"] == 1


def test_kids_round_gone_out_asks_nothing_but_save():
    app = start("kids")
    to_entry(app, out=2)
    assert app.screen.fields() == [("save", -1)]
    press(app, "ok")
    res = check(app, "kids", [round_of(4, 2)])
    assert res["winner"] == 2


# Bergen [rules/README.md §9]: plays score 2 or 3; a seat's total is saved as such
# plays (7 = 3 + 2 + 2), so only a total of 1 is refused.
def test_bergen_points_total_is_saved_as_plays_of_2_and_3():
    app = start("bergen", "")
    to_entry(app, out=0)
    fill(app, [7, 0, 0, 1, None])
    assert app.msg == "a play scores 2 or 3, not 1"
    press(app, "back", "back", "down", "ok")              # P4: 1 -> 0
    press(app, "ok")
    assert app.name == "standings", app.msg
    check(app, "bergen", [round_of(4, 0, points=[(0, 3), (0, 2), (0, 2)])])


def test_pips_only_games_keep_the_pips_screen():
    app = start("kozel")
    to_entry_pips = dealer(True, "kozel") + " " + ENTER
    press(app, *to_entry_pips.split())
    assert app.name == "entry" and type(app.screen).__name__ == "Screen"
    assert hasattr(app.screen, "pips") and not hasattr(app.screen, "pts")


def refused(app, msg, saved=0):
    """The rules core's message is on the screen, the entry stays open and
    the ledger holds only the rounds saved before."""
    assert app.msg == msg
    shown = " ".join(app.hw.display.screen().replace("|", " ").split())
    assert " ".join(msg.split()[:3]) in shown, shown
    assert app.name == "entry" and len(app.book.rounds) == saved


# Telephone [rules/README.md §7]: plays making the open ends a multiple of 5 score
# that sum; at the end a side left with tiles writes off its pips rounded
# down to 5 (18 -> 15), partners adding theirs; no debts: a score stays >= 0
# (score_fives, [002]). Points are asked of every seat, pips of those
# holding tiles.
def test_telephone_points_and_pips_by_buttons_out_then_blocked():
    app = start("telephone", PAIRS)
    assert app.book.table["teams"]
    to_entry(app, out=1)
    assert app.screen.known
    assert app.screen.fields() == [("points", 0), ("pips", 0), ("points", 1), ("points", 2), ("pips", 2),
                                   ("points", 3), ("pips", 3), ("save", -1)]
    fill(app, [30, 18, 25, 0, 7, 5, 4, None])
    assert app.name == "standings", app.msg
    r1 = round_of(4, 1, points=[(0, 30), (1, 25), (3, 5)], pips=[18, 0, 7, 4])
    res = check(app, "telephone", [r1], teams=TEAMS)
    assert res["rounds"][0]["charged"] == [5, 30]    # 30 - (25 -> 25); 25 + 5 - (4 -> 0)
    press(app, "ok")
    # Round 2 blocked, from the actions menu: every seat's points and pips.
    to_entry(app, first=False)
    fill(app, [None, 0, 9, 10, 3, 0, 12, 15, 0, None])
    assert app.name == "standings", app.msg
    r2 = round_of(4, -1, points=[(1, 10), (3, 15)], pips=[9, 3, 12, 0])
    res = check(app, "telephone", [r1, r2], teams=TEAMS)
    assert res["rounds"][1]["charged"] == [-5, 25]   # 21 -> 20 written off 5: no debts


def test_telephone_points_not_a_multiple_of_5_get_a_message():
    # [rules/README.md §7]: a play scores the open ends' sum when it is a multiple of 5.
    app = start("telephone", PAIRS)
    to_entry(app, out=0)
    fill(app, [12, 0, 0, 0, 0, 0, 0, None])
    refused(app, "a play scores a multiple of 5, not 12")


# Chechevé [rules/README.md §5]: only the most pips records, the sum of all counts;
# an unplayed 6-6 charges its holder 50; finishing on 0-0 makes everybody
# else Goat at once (finishing on 6-6 charges them 50).
def test_checheve_pips_doubles_in_hand_and_finish_by_buttons():
    app = start("checheve")
    to_entry(app, out=1)
    assert [f for f, s in app.screen.fields()][:3] == ["pips", "holds_blank_double", "holds_top_double"]
    assert ("pips", 1) not in app.screen.fields()
    # P1 13; P3 20 holding 6-6; P4 4; finished on "other".
    fill(app, [13, None, None, 20, None, "up", 4, None, None, None])
    assert field(app)[0] == "save" and "Out: P2" in app.hw.display.screen()
    press(app, "ok")
    assert app.name == "standings", app.msg
    r1 = round_of(4, 1, pips=[13, 0, 20, 4], flags=[0, 0, scoring.HOLDS_TOP_DOUBLE, 0])
    res = check(app, "checheve", [r1])
    assert res["rounds"][0]["charged"] == [0, 0, 87, 0]   # 13 + 20 + 4, and 50
    press(app, "ok")
    # Round 2 from the actions menu: P1 went out on 0-0.
    to_entry(app, first=False)
    fill(app, ["up"])
    went_out(app, "P1")
    fill(app, [10, None, None, 3, None, None, 6, None, None, "up"])
    assert field(app)[0] == "save"
    press(app, "ok")
    assert app.name == "standings", app.msg
    r2 = round_of(4, 0, pips=[0, 10, 3, 6], flags=[scoring.FINISHED_BLANK_DOUBLE, 0, 0, 0])
    res = check(app, "checheve", [r1, r2])
    assert res["rounds"][1]["charged"] == [0, 19, 0, 0]
    assert res["over"] and res["loser"] == [1, 2, 3]


def test_checheve_6_6_in_a_hand_of_5_pips_gets_a_message():
    # [rules/README.md §0]: 6-6 alone is 12 pips; a hand holding it cannot count 5.
    app = start("checheve")
    to_entry(app, out=3)
    fill(app, [5, None, "up", 8, None, None, 9, None, None, None, None])
    refused(app, "seat 1 holds 6-6, but only 5 pips")


# Two-player [rules/README.md §2, two-player version]: penalties; the player left
# with tiles adds their pips; a hand of only 0-0 counts 25; an unplayed 6-6
# counts 50. Blocked: fewer pips gets nothing, the other the difference.
def test_two_player_only_0_0_and_6_6_in_hand_by_buttons():
    app = start("two-player")
    assert app.book.table["names"] == ["P1", "P2"]
    to_entry(app, out=1)
    assert app.screen.fields() == [("pips", 0), ("only_blank_double", 0), ("holds_top_double", 0), ("save", -1)]
    fill(app, [20, None, "up", None])
    assert app.name == "standings", app.msg
    r1 = round_of(2, 1, pips=[20, 0], flags=[scoring.HOLDS_TOP_DOUBLE, 0])
    res = check(app, "two-player", [r1], players=2)
    assert res["rounds"][0]["charged"] == [58, 0]       # 8 + 50 for the 6-6
    press(app, "ok")
    # Blocked, from the actions menu: P1 holds only 0-0 (25) against 30.
    to_entry(app, first=False)
    fill(app, [None, 0, "up", None, 30, None, None, None])
    assert app.name == "standings", app.msg
    r2 = round_of(2, -1, pips=[0, 30], flags=[scoring.ONLY_BLANK_DOUBLE, 0])
    res = check(app, "two-player", [r1, r2], players=2)
    assert res["rounds"][1]["charged"] == [0, 5]


def test_two_player_only_0_0_with_pips_gets_a_message():
    # [rules/README.md §2]: a hand of only 0-0 has no pips; 12 pips and "only 0-0" clash.
    app = start("two-player")
    to_entry(app, out=1)
    fill(app, [12, "up", None, None])      # only 0-0: yes; 6-6 in hand: no
    refused(app, "seat 1: 12 pips do not match a hand of only the doubles named")


# General [rules/README.md §10]: two teams; the loser is the player next after the
# one who went out; finishing on 0-0 and/or 6-6 makes that loser a General;
# a blocked round does not count. Only the finish is asked.
def test_general_finish_by_buttons_and_a_blocked_round_not_counted():
    app = start("general")
    assert app.book.table["teams"]
    to_entry(app, out=0)
    assert app.screen.fields() == [("finish", -1), ("save", -1)]
    fill(app, ["up up", None])                          # out on 6-6
    assert app.name == "standings", app.msg
    r1 = round_of(4, 0, flags=[scoring.FINISHED_TOP_DOUBLE, 0, 0, 0])
    res = check(app, "general", [r1], teams=TEAMS)
    assert res["rounds"][0]["charged"] == [0, 1]        # P2, next after P1: a General
    press(app, "ok")
    to_entry(app, out=-1, first=False)
    assert app.screen.fields() == [("save", -1)]       # blocked: nothing to ask
    press(app, "ok")
    assert app.name == "standings", app.msg
    r2 = round_of(4, -1)
    res = check(app, "general", [r1, r2], teams=TEAMS)
    assert res["rounds"][1]["charged"] == [0, 0] and res["totals"] == [0, 1]


def test_general_finish_chosen_then_blocked_is_not_saved_with_the_round():
    # [rules/README.md §10]: a blocked round does not count, so a finish picked
    # before the referee changed "who went out" to blocked must not stick.
    app = start("general")
    to_entry(app)
    press(app, "up", "up", "up", "ok")                  # P3 out
    went_out(app, "P3")
    press(app, "up", "back")                            # on 0-0; back
    press(app, "down", "down", "down")                  # P3, P2, P1, blocked
    assert app.screen.fields() == [("out", -1), ("save", -1)]
    press(app, "ok", "ok")
    assert app.name == "standings", app.msg
    res = check(app, "general", [round_of(4, -1)], teams=TEAMS)
    assert res["totals"] == [0, 0] and app.book.rounds[0].flags == bytearray(4)


# The same entry, who went out told by the referee's log or asked first on
# screen ("Enter scores" from the actions menu), saves the same round
# [rules/README.md §5 Chechevé, rules/README.md §7 Telephone].
@pytest.mark.parametrize("game, setup, values", [
    ("checheve", "", [7, None, None, 11, "up", None, 9, None, None, "up up"]),
    ("telephone", PAIRS, [10, 8, 5, 4, 20, 0, 3]),
])
def test_same_entry_from_the_referees_log_or_the_actions_menu(game, setup, values):
    saved = []
    for via_log in (True, False):
        app = start(game, setup)
        to_entry(app, out=2 if via_log else None)
        if not via_log:
            fill(app, ["up up up"])                     # -> P3
            went_out(app, "P3")
        assert app.screen.out == 2 and app.screen.known == via_log
        fill(app, values + [None])
        assert app.name == "standings", app.msg
        r = app.book.rounds[0]
        saved.append((r.out, list(r.pips), bytes(r.flags), sorted(r.points), app.book.match.standings()))
    assert saved[0] == saved[1]


def test_telephone_setup_seats_four_as_two_pairs_and_three_alone():
    # [rules/README.md §7]: two players, two teams of two, or three with a bazaar.
    # Setup follows the player count; the Teams row cannot be switched.
    app = new_app()
    press(app, *pick_game("telephone").split()[:-1])     # on Deal, not dealt
    t = app.screen.t
    assert len(t["names"]) == 4 and t["teams"] == 1
    press(app, "down", "down", "ok", "down", "ok")         # Players: 3
    assert len(t["names"]) == 3 and t["teams"] == 0
    press(app, "ok", "up", "ok")                            # Players: 4 again
    assert len(t["names"]) == 4 and t["teams"] == 1
    rows = app.screen.rows()
    while rows[app.screen.cur] != "teams":
        press(app, "down")
    press(app, "ok", "up", "ok")                            # try to switch it off
    assert t["teams"] == 1
