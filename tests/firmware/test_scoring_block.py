# Block, Draw, two-player and Sausage scoring [rules/README.md §2, 12; seeds 000, 002].
from check import raises
from roundkit import charged, rd, score
from rules import RulesError


def test_player_out_scores_the_pips_left_in_all_other_hands():
    # rules/README.md §2 [000]: the first out scores the pips in all other hands.
    res = score("block", 3, [rd([[[6, 5]], [], [[1, 2], [0, 3]]], out=1)])
    assert charged(res) == [[0, 17, 0]]
    assert res["totals"] == [0, 17, 0] and not res["over"]


def test_blocked_lowest_count_wins_the_difference_or_option_the_others_total():
    # rules/README.md §2 [002]: blocked, the lowest count scores the others' pips
    # minus their own; option blocked_score others_total: the others' total.
    hands = [[[2, 3]], [[4, 6]], [[6, 6]]]   # 5, 10, 12 pips
    assert charged(score("draw", 3, [rd(hands)])) == [[17, 0, 0]]
    res = score("block", 3, [rd(hands)], {"blocked_score": "others_total"})
    assert charged(res) == [[22, 0, 0]]


def test_blocked_tie_for_lowest_scores_nothing():
    # Common published rule (rules/README.md §2 is silent): tied lowest, nobody scores.
    res = score("block", 2, [rd([[[2, 3]], [[1, 4]]])])
    assert charged(res) == [[0, 0]] and res["rounds"][0]["note"] == "tie"


def test_game_to_100_or_option_50():
    # rules/README.md §2 [000]: game to 100; options 50, 200.
    big = rd([[], [[6, 6], [6, 5], [5, 5], [6, 4], [4, 4], [3, 3], [6, 3], [5, 4], [5, 3]]], out=0)
    res = score("block", 2, [big])   # 12+11+10+10+8+6+9+9+8 = 83
    assert res["totals"] == [83, 0] and not res["over"]
    res = score("block", 2, [big, rd([[], [[6, 6], [6, 5]]], out=0)])
    assert res["totals"] == [106, 0] and res["over"] and res["winner"] == 0 and res["loser"] == 1
    res = score("block", 2, [rd([[], [[6, 6], [6, 5], [5, 5], [6, 4], [4, 4]]], out=0)], {"target": 50})
    assert res["totals"] == [51, 0] and res["over"] and res["winner"] == 0


def test_min_open_15_keeps_a_record_at_0_until_a_round_worth_15():
    # rules/README.md §2 [000]: option, the record opens with a round worth >= 15;
    # after that every win counts.
    rounds = [rd([[], [[6, 4]]], out=0), rd([[], [[6, 6], [1, 2]]], out=0), rd([[], [[1, 2]]], out=0)]
    res = score("block", 2, rounds, {"min_open_15": True})
    assert charged(res) == [[0, 0], [15, 0], [3, 0]]
    assert res["rounds"][0]["note"] == "under 15"
    assert score("block", 2, rounds)["totals"] == [28, 0]


def test_option_lone_blank_25_and_targets_300_and_500():
    # Issue 11, item 4; 002, the yard game: "Если у соперника остался «на
    # руках» лишь один дубль пусто-пусто, то это считается за 25 очков,
    # если же присутствует любая другая «кость» то пусто-пусто никак не
    # учитывается"; "Обычно партия играется до 200, 300, 500 очков".
    lone = rd([[], [[0, 0]], [[1, 2]]], out=0)
    assert charged(score("block", 3, [lone])) == [[3, 0, 0]]
    assert charged(score("draw", 3, [lone], {"lone_blank_25": True})) == [[28, 0, 0]]
    other = rd([[], [[0, 0], [0, 1]], [[1, 2]]], out=0)   # 0-0 with another tile counts nothing
    assert charged(score("block", 3, [other], {"lone_blank_25": True})) == [[4, 0, 0]]
    big = rd([[], [[6, 6], [6, 5], [5, 5], [6, 4], [4, 4], [3, 3], [6, 3], [5, 4], [5, 3]]], out=0)   # 83
    for target, rounds in ((300, 4), (500, 7)):
        res = score("block", 2, [big] * (rounds - 1), {"target": target})
        assert not res["over"]
        res = score("block", 2, [big] * rounds, {"target": target})
        assert res["over"] and res["winner"] == 0


def test_two_player_penalties_with_blank_and_top_double_values():
    # rules/README.md §2, two-player [002]: own pips are a penalty; a hand of only
    # 0-0 counts 25; an unplayed 6-6 counts 50.
    res = score("two-player", 2, [rd([[], [[0, 0]]], out=0), rd([[[6, 6], [1, 2]], []], out=1)])
    assert charged(res) == [[0, 25], [53, 0]]


def test_two_player_block_charges_the_difference_and_over_100_loses():
    # rules/README.md §2 [002]: blocked, fewer pips nothing, the other the
    # difference; whoever first passes 100 loses.
    res = score("two-player", 2, [rd([[[2, 3]], [[6, 5], [4, 4]]])])
    assert charged(res) == [[0, 14]]
    heavy = rd([[], [[6, 6], [5, 5], [6, 5], [4, 4], [6, 4], [5, 4]]], out=0)  # 50+10+11+8+10+9 = 98
    res = score("two-player", 2, [heavy, rd([[], [[1, 1]]], out=0)])
    assert res["totals"] == [0, 100] and not res["over"]   # 100 is not past 100
    res = score("two-player", 2, [heavy, rd([[], [[1, 1]]], out=0), rd([[], [[0, 1]]], out=0)])
    assert res["over"] and res["loser"] == 1 and res["winner"] == 0


def test_sausage_other_records_pips_and_reaching_the_target_loses():
    # rules/README.md §12 [002]: the other records their pips; agreed target.
    rounds = [rd([[[6, 6], [5, 5], [6, 5], [4, 4], [6, 4], [5, 4], [3, 3], [6, 3], [5, 3], [4, 3]], []], out=1)]
    res = score("sausage", 2, rounds)   # 12+10+11+8+10+9+6+9+8+7 = 90
    assert res["totals"] == [90, 0] and not res["over"]
    res = score("sausage", 2, rounds + [rd([[[6, 5]], [[0, 1]]])])   # blocked: more pips records own
    assert res["totals"] == [101, 0] and res["over"] and res["loser"] == 0 and res["winner"] == 1
    assert not score("sausage", 2, rounds + [rd([[[6, 5]], [[0, 1]]])], {"target": 151})["over"]


def test_two_player_kozel_is_scored_like_the_pair_game():
    # Issue 11, item 4; 002, first article, "Как играть в «козла»?" for two:
    # "Подсчет очков ... осуществляется аналогично": 0-0 alone 25, an
    # unplayed 6-6 50, whoever first passes 100 loses (option kozel of the
    # two-player game; its opening and drawing are rules.line.position's).
    rounds = [rd([[], [[0, 0]]], out=0), rd([[[6, 6], [1, 2]], []], out=1)]
    res = score("two-player", 2, rounds, {"kozel": True})
    assert charged(res) == [[0, 25], [53, 0]]
    res = score("two-player", 2, rounds + [rd([[[6, 6], [6, 5]], []], out=1)], {"kozel": True})
    assert res["over"] and res["loser"] == 0


def test_refusals():
    # Nothing silent: rounds after the end, points in a pip game, bad facts.
    done = rd([[], [[6, 6], [6, 5], [5, 5], [6, 4], [4, 4]]], out=0)
    e = raises(RulesError, score, "block", 2, [done, done], {"target": 50})
    assert "over after round 1" in str(e)
    raises(RulesError, score, "block", 2, [rd([[], [[1, 2]]], out=0, points=((0, 5),))])
    raises(RulesError, score, "block", 2, [rd([[[1, 2]], [[3, 4]]], out=0)])
