# General, Seven and kids' dominoes: games that count events, not pips
# [rules/README.md §10, 11, 13; seeds 000, 002]; and the scoring screen's facts.
from check import raises
from roundkit import charged, rd, score
from rules import RulesError, games
from rules.score.entry import facts

PAIRS = [[0, 2], [1, 3]]


def test_general_loser_is_the_next_player_after_the_finisher():
    # rules/README.md §10 [002]: finishing with 0-0 and/or 6-6 makes the player
    # whose turn comes next a General; only Generals per team are kept.
    hands = [[], [[1, 2]], [[3, 4]], [[5, 5]]]
    res = score("general", 4, [rd(hands, out=0, finish=[[6, 6]]), rd(hands, out=0, finish=[[0, 0]]),
                               rd(hands, out=0, finish=[[0, 0], [6, 6]])], teams=PAIRS)
    assert charged(res) == [[0, 1], [0, 1], [0, 1]]   # seat 1 is on team 1
    hands = [[[1, 2]], [[3, 4]], [[5, 5]], []]
    res = score("general", 4, [rd(hands, out=3, finish=[[0, 0]])], teams=PAIRS)
    assert res["totals"] == [1, 0] and not res["over"]   # after seat 3 comes seat 0


def test_general_plain_finish_and_blocked_round_make_no_general():
    # rules/README.md §10 [002]: a blocked round does not count; option
    # blank_finish_only: only a 0-0 finish makes a General.
    hands = [[], [[1, 2]], [[3, 4]], [[5, 5]]]
    res = score("general", 4, [rd(hands, out=0, finish=[[1, 3]]), rd([[[6, 6]], [[1, 2]], [[3, 4]], [[5, 5]]])],
                teams=PAIRS)
    assert res["totals"] == [0, 0] and [r["note"] for r in res["rounds"]] == ["lost", "not counted"]
    res = score("general", 4, [rd(hands, out=0, finish=[[6, 6]])], {"blank_finish_only": True}, PAIRS)
    assert res["totals"] == [0, 0]


def test_general_option_both_doubles_at_once_and_the_default_reading():
    # Issue 11, item 4; 002 reads both ways: "При окончании игры костяшками
    # 0х0 и/или 6х6 проигравший объявляется «Генералом»" (the default) and
    # "Фактически «Генералом» считается именно тот проигравший, кому
    # «навесили» сразу и 0х0, и 6х6" (option both_doubles_general).
    hands = [[], [[1, 2]], [[3, 4]], [[5, 5]]]
    rounds = [rd(hands, out=0, finish=[[6, 6]]), rd(hands, out=0, finish=[[0, 0], [6, 6]])]
    assert charged(score("general", 4, rounds, teams=PAIRS)) == [[0, 1], [0, 1]]
    res = score("general", 4, rounds, {"both_doubles_general": True}, PAIRS)
    assert charged(res) == [[0, 0], [0, 1]]


def test_seven_most_pips_with_doubles_at_10_gets_a_stick():
    # rules/README.md §11 [002]: most pips loses, every double counts 10.
    res = score("seven", 3, [rd([[], [[6, 5]], [[1, 1], [0, 0]]], out=0)])   # 11 v 20
    assert charged(res) == [[0, 0, 1]]
    res = score("seven", 2, [rd([[[1, 1]], [[6, 4]]])])   # 10 v 10: no stick
    assert charged(res) == [[0, 0]] and res["rounds"][0]["note"] == "tie"


def test_three_sticks_and_you_are_out_the_last_left_wins():
    # rules/README.md §11 [002]: three sticks and you are out.
    r = rd([[], [[6, 5]], [[1, 2]]], out=0)
    res = score("seven", 3, [r, r, r])
    assert res["totals"] == [0, 3, 0] and not res["over"]
    r2 = rd([[], [], [[1, 2]]], out=0)
    res = score("seven", 3, [r, r, r, r2, r2, r2])
    assert res["over"] and res["winner"] == 0 and res["loser"] == 1
    e = raises(RulesError, score, "seven", 3, [r, r, r, r])   # seat 2 is out with tiles
    assert "out of the game" in str(e)


def test_kids_first_out_wins_no_points():
    # rules/README.md §13 [000]: the first player out wins.
    res = score("kids", 3, [rd([[[1, 2]], [], [[3, 4]]], out=1)])
    assert res["over"] and res["winner"] == 1 and res["totals"] == [0, 1, 0]
    res = score("kids", 2, [rd([[[1, 2], [2, 2]], [[3, 4]]])])   # blocked: fewer tiles wins
    assert res["winner"] == 1
    res = score("kids", 2, [rd([[[1, 2]], [[3, 4]]])])
    assert not res["over"] and res["rounds"][0]["note"] == "replay"
    raises(RulesError, score, "kids", 2, [rd([[], [[1, 2]]], out=0)] * 2)


def test_every_game_says_what_its_scoring_screen_asks():
    # rules/README.md §1-13: every game is scored, so every game has entry facts.
    known = ("pips", "blanks", "markers", "tiles", "doubles", "dpips", "low_double", "holds_blank_double",
             "holds_top_double", "only_blank_double", "only_top_double", "only_both_doubles", "points",
             "opened", "finish")
    for name in games.names():
        assert len(games.entry(name)) == 2, name
        for f in facts(name, False) + facts(name, True):
            assert f in known, (name, f)
    assert "finish" in facts("sea-kozel", False) and "finish" not in facts("sea-kozel", True)
    assert facts("general", True) == ()
