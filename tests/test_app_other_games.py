"""Games other than Mexican Train, end to end through the device's buttons
(host_tools/headless): the game picked in setup, rounds logged on the
referee, each round's facts entered on the score screen, and the saved
match's standings checked against the rules core's scorer run directly on
the same facts [rules/README.md §2 Block, rules/README.md §3 Kozel]."""

from host_tools.headless import run_script
from test_app_e2e import saved_match, scores, shows

from rules import games
from rules.score import scoring

# The setup screen's game row steps down the game list (games.listed():
# by family, always in one order) from the remembered table's game,
# Mexican Train, the list's first, on a fresh device.
PLAYS = ""                            # nothing reported to the referee: scores entered as today
ENTER = "down-long ok"                # the line referee (app.screens.line.referee): hold DOWN, Enter scores
# The games refereed by app.screens.line.dealer and line_referee: the line
# games, and the cross and fives games (issue 12).
LINE = ("block", "draw", "two-player", "kozel", "sport", "sea-kozel", "general", "seven", "kids",
        "checheve", "donkey", "telephone", "muggins", "bergen")


def pick_game(game, more=""):
    names = games.listed()
    d = names.index(game) - names.index("mexican-train")
    steps = ["up" if d < 0 else "down"] * abs(d)
    # New game; the game row; edit; step; stop editing; back up to Deal;
    # more setup from Deal; Deal.
    return " ".join(["ok", "down", "ok"] + steps + ["ok", "up"] + more.split() + ["ok"])


def dealer(first, game=None):
    """The dealer's pages, each turned with OK. Line games
    (app.screens.line.dealer): seats, tiles, the redeal check where the
    game has one, who opens (the first seat asked has it, or the opener
    named). The others: seats, the dice roll (it ends by itself between
    presses), the tiles; before round 1 the house rules too."""
    if game in LINE:
        return "ok ok ok ok" if game in ("sea-kozel", "two-player") else "ok ok ok"
    return "ok ok ok ok" if first else "ok ok ok"


def play(game, rounds, setup="", pairs=False):
    """... and at the end, the result, DOWN to the totals, OK closes the
    match: frames[-3] is the result, frames[-2] the totals."""
    words = [pick_game(game, setup)]
    charged = expected(game, rounds, teams=[[0, 2], [1, 3]] if pairs else None)["rounds"]
    for i, (hand, out) in enumerate(rounds):
        words += [dealer(i == 0, game)] + scores(hand, out, ENTER, pairs)
        if not any(charged[i]["charged"]):
            words.append("ok")    # read why the round scored nothing (app.screens.standings)
        words.append("ok")
    return " ".join(words[:-1] + ["down", "ok"])


def expected(game, rounds, players=4, teams=None):
    """The scorer's answer for the same facts, entered as the score screen
    enters them (pips per seat, tiles unknown)."""
    rs = []
    for hand, out in rounds:
        r = scoring.Result(players)
        for s in range(players):
            # The partner after the one out is not asked: 0 (its side records nothing).
            skip = teams and out >= 0 and s == (out + 2) % 4 and s > out
            r.pips[s] = 0 if skip else hand[s]
            r.tiles[s] = -1
        r.out = out
        rs.append(r)
    return scoring.score(game, players, teams, games.options(game), rs, 6)


def played(tmp_path, game, rounds, setup="", teams=None):
    """Play `rounds` of `game` by buttons; -> (run result, the saved match's
    standings, the scorer's answer for the same facts), after checking the
    run did not crash, the right game was saved and every round's charges
    and the totals agree with the scorer."""
    r = run_script(play(game, rounds, setup, bool(teams)), root=str(tmp_path), seed=3)
    assert r.error is None, r.error
    m = saved_match(tmp_path)
    assert m.game == game and bool(m.teams) == bool(teams)
    want = expected(game, rounds, teams=teams)
    res = m.standings()
    assert res["totals"] == want["totals"]
    assert [row["charged"] for row in res["rounds"]] == [row["charged"] for row in want["rounds"]]
    return r, res, want


# Kozel, 4 players [rules/README.md §3]: round 1 P2's 5 and P4's 9 are under 13 and
# not recorded; round 2 is blocked with P1 and P2 tied lowest on 6: eggs of
# 12, charged with P4's 22 (most pips); round 6 takes P3 to 101: the Goat.
KOZEL = (
    ((0, 5, 20, 9), 0), ((6, 6, 15, 22), -1), ((30, 0, 25, 14), 1),
    ((25, 18, 0, 31), 2), ((22, 27, 30, 0), 3), ((0, 12, 11, 9), 0),
)


def test_kozel_by_buttons_scores_eggs_minimum_13_and_ends_with_the_goat(tmp_path):
    r, res, want = played(tmp_path, "kozel", KOZEL)
    assert res["rounds"][0]["charged"] == [0, 0, 20, 0]      # 5 and 9: under 13
    assert res["rounds"][1]["charged"] == [0, 0, 15, 22 + 12]  # the eggs
    assert res["over"] and res["loser"] == 2 and "goat" in res["titles"]
    assert res["totals"][2] == 101
    assert res["winner"] == want["winner"] == 1
    final, ranked = r.frames[-3:-1]   # the result, the totals
    assert shows(final.pixels, "Winner: P2", 0, 10)
    assert shows(final.pixels, "Goat: P3", 0, 19)
    assert shows(ranked.pixels, "1 P2", 0, 10)
    # The round in play before its first tile: the line games' referee,
    # quick mode, offers only the opener's lead (OK), no knock or draw
    # [rules/README.md §3: the holder of 1-1 opens; issue 26, item 3].
    playing = r.frames[[f.label for f in r.frames].index("down-long") - 1]
    assert shows(playing.pixels, "first", 10, 56)
    assert not shows(playing.pixels, "knock", 68, 56)


# Block, 4 players, game to 100 [rules/README.md §2]: the one out scores all pips
# left; blocked, the lowest count scores the others' total less its own
# (round 3: 10 lowest scores 12 + 20 + 30 - 10 = 52).
BLOCK = (
    ((0, 12, 9, 20), 0), ((14, 0, 8, 11), 1), ((10, 12, 20, 30), -1),
    ((18, 9, 0, 15), 2), ((7, 16, 22, 0), 3), ((0, 25, 13, 17), 0),
)


def test_block_by_buttons_scores_points_won_and_the_first_to_100_wins(tmp_path):
    r, res, want = played(tmp_path, "block", BLOCK)
    assert res["rounds"][2]["charged"] == [52, 0, 0, 0]
    assert res["over"] and res["winner"] == want["winner"] == 0
    assert res["totals"][0] >= 100
    final, ranked = r.frames[-3:-1]
    assert shows(final.pixels, "Winner: P1", 0, 10)
    # No Mexican Train tie-break sentence; points won: the highest ranks first.
    assert shows(final.pixels, " " * 16, 0, 19)
    assert shows(ranked.pixels, "1 P1", 0, 10)


# Kozel for two pairs sitting opposite [rules/README.md §3: "partners add theirs
# together"; "teams: the team that reaches 101"]: round 1 the pair's 9 is
# under 13; round 3 is blocked with the pairs tied on 20: eggs of 40, which
# wait for the next round's loser (no pair has more pips in that block).
KOZEL_PAIRS = (
    ((0, 4, 3, 5), 0), ((10, 0, 12, 7), 1), ((8, 9, 12, 11), -1),
    ((0, 20, 5, 15), 0), ((14, 16, 0, 11), 2),
)
TEAMS_ON = " up ok up ok down"        # the Teams row (last): pairs; back to Deal


def test_kozel_in_pairs_by_buttons_adds_partners_and_the_pair_is_the_goat(tmp_path):
    r, res, want = played(tmp_path, "kozel", KOZEL_PAIRS, TEAMS_ON, teams=[[0, 2], [1, 3]])
    assert res["rounds"][2]["charged"] == [0, 0]           # eggs wait
    assert res["rounds"][3]["charged"] == [0, 35 + 40]     # ... for the loser
    assert res["over"] and res["loser"] == 1 and res["winner"] == 0
    final, ranked = r.frames[-3:-1]
    assert shows(final.pixels, "Winner: P1 and", 0, 10)    # a pair: its two players, in words
    assert shows(final.pixels, "P3", 0, 19)
    assert shows(final.pixels, "Goat: P2 and P4", 0, 28)
    assert shows(ranked.pixels, "1 P1&P3", 0, 10)
