# Telephone, Muggins and Bergen scoring: points during play plus the end of
# the round [rules/README.md §7, 8, 9; seed 002].
from check import raises
from roundkit import charged, rd, score
from rules import RulesError


def test_telephone_points_and_hands_written_off_rounded_down_to_5():
    # rules/README.md §7 [002]: plays score multiples of 5; "6-4 and 5-3, 18: writes
    # off 15"; no debts: a score never goes below 0.
    res = score("telephone", 2, [rd([[], [[6, 4], [5, 3]]], out=0, points=((0, 10), (1, 25), (0, 5)))])
    assert charged(res) == [[15, 10]]
    left18 = rd([[], [[6, 4], [5, 3]]], out=0)
    res = score("telephone", 2, [rd([[], [[0, 0]]], out=0, points=((1, 25),)), left18, left18])
    assert charged(res) == [[0, 25], [0, -15], [0, -10]] and res["totals"] == [0, 0]


def test_telephone_teams_add_partners_and_both_passing_the_target_draw():
    # rules/README.md §7 [002]: teams add both partners; game to 225 (option 151);
    # both sides over the target together: a draw.
    pts = tuple([(0, 30)] * 5 + [(2, 10)])
    res = score("telephone", 4, [rd([[], [[1, 1]], [[2, 2]], [[3, 4]]], out=0, points=pts)],
                {"target": 151}, [[0, 2], [1, 3]])
    # Team 0: 150 + 10, partner's 4 pips write off 0; team 1: 2 + 7 = 9
    # pips write off 5, but it has nothing to lose.
    assert charged(res) == [[160, 0]]
    assert res["totals"] == [160, 0] and res["over"] and res["winner"] == 0 and res["loser"] == 1
    both = tuple([(0, 50)] * 5 + [(1, 50)] * 5)
    res = score("telephone", 2, [rd([[], [[0, 0]]], out=0, points=both)])
    assert res["over"] and res["winner"] is None and res["titles"] == ["draw"]
    res = score("telephone", 2, [rd([[], [[0, 0]]], out=0, points=tuple([(0, 50)] * 4))])
    assert not res["over"]   # 200 < 225


def test_muggins_out_scores_10_and_a_block_the_rounded_difference():
    # rules/README.md §8 [002]: going out 10; blocked, the fewest pips scores the
    # others' total minus their own, rounded to 5.
    res = score("muggins", 2, [rd([[], [[3, 3]]], out=0, points=((0, 15), (1, 10)))])
    assert charged(res) == [[25, 10]]
    res = score("muggins", 3, [rd([[[1, 2]], [[6, 4]], [[3, 4]]])])   # 3; 10 + 7 - 3 = 14 -> 15
    assert charged(res) == [[15, 0, 0]]
    res = score("muggins", 2, [rd([[[1, 2]], [[6, 4]]])])   # 10 - 3 = 7 -> 5
    assert charged(res) == [[5, 0]]


def test_muggins_game_to_200_and_points_must_be_fives():
    # rules/README.md §8 [002]: game to 200; scores come in multiples of 5.
    res = score("muggins", 2, [rd([[], [[1, 2]]], out=0, points=tuple([(1, 40)] * 5))])
    assert res["totals"] == [10, 200] and res["over"] and res["winner"] == 1 and res["loser"] == 0
    raises(RulesError, score, "muggins", 2, [rd([[], [[1, 2]]], out=0, points=((1, 7),))])


def test_bergen_block_rules():
    # rules/README.md §9 [002]: blocked: no doubles in hand gets 2; everyone with
    # doubles: the lowest double; nobody with doubles: the lowest count.
    assert charged(score("bergen", 3, [rd([[[1, 1]], [[6, 5]], [[2, 2], [0, 1]]])])) == [[0, 2, 0]]
    assert charged(score("bergen", 2, [rd([[[1, 1], [6, 5]], [[0, 0], [6, 4]]])])) == [[0, 2]]
    assert charged(score("bergen", 2, [rd([[[2, 3]], [[6, 5]]])])) == [[2, 0]]


def test_bergen_out_scores_2_and_games_to_15_or_10():
    # rules/README.md §9 [002]: the player out gets 2; 15 for two, 10 for three.
    pts = tuple([(0, 3)] * 4)
    res = score("bergen", 2, [rd([[], [[1, 2]]], out=0, points=pts)])
    assert res["totals"] == [14, 0] and not res["over"]
    res = score("bergen", 3, [rd([[], [[1, 2]], [[0, 0]]], out=0, points=pts)])
    assert res["over"] and res["winner"] == 0
    raises(RulesError, score, "bergen", 2, [rd([[], [[1, 2]]], out=0, points=((0, 5),))])


def test_telephone_for_four_is_two_pairs_and_two_or_three_play_alone():
    # rules/README.md §7 [002]: "Two players, or two teams of two; three can play
    # with the last 7 tiles as bazaar."
    from ledger.match import Match
    four = rd([[], [[1, 1]], [[2, 2]], [[3, 4]]], out=0)
    raises(RulesError, score, "telephone", 4, [four])
    assert charged(score("telephone", 4, [four], teams=[[0, 2], [1, 3]])) == [[0, 0]]
    raises(RulesError, score, "telephone", 2, [rd([[], [[1, 1]]], out=0)], teams=[[0], [1]])
    assert charged(score("telephone", 3, [rd([[], [[1, 1]], [[2, 3]]], out=0)])) == [[0, 0, 0]]
    raises(RulesError, Match, "telephone", ["A", "B", "C", "D"])
    raises(RulesError, Match, "telephone", ["A", "B", "C"], None, None, [[0, 2], [1]])
    assert Match("telephone", ["A", "B", "C", "D"], None, None, [[0, 2], [1, 3]]).teams == [[0, 2], [1, 3]]
