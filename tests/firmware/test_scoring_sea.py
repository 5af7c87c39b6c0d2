# Sea Kozel scoring [rules/README.md §4; seed 002 "Морской козёл", items numbered
# as in its first article].
from check import raises
from roundkit import charged, rd, score
from rules import RulesError

BIG = [[6, 5], [5, 5], [6, 4]]   # 31 pips


def test_only_the_round_loser_records_and_25_opens_the_record():
    # 002 items 2 and 4: only the loser (most pips) records; under 25 is
    # not recorded until the record is open, then every result counts.
    rounds = [rd([[], BIG, [[1, 2]]], out=0), rd([[], [[6, 6], [5, 6]], [[1, 2]]], out=0),
              rd([[], [[1, 2]], [[6, 6], [5, 6]]], out=0)]
    res = score("sea-kozel", 3, rounds)
    assert charged(res) == [[0, 31, 0], [0, 23, 0], [0, 0, 0]]
    assert res["rounds"][2]["note"] == "under 25"


def test_blank_and_top_double_hands():
    # 002 item 4: only 0-0 counts 25, only 6-6 50, 0-0 with 6-6 12
    # (option both_doubles_value 75).
    assert charged(score("sea-kozel", 2, [rd([[], [[0, 0]]], out=0)])) == [[0, 25]]
    assert charged(score("sea-kozel", 2, [rd([[], [[6, 6]]], out=0)])) == [[0, 50]]
    both = [rd([[[1, 2], [3, 4]], [[0, 0], [6, 6]]])]   # blocked: 12 v 10
    res = score("sea-kozel", 2, both)
    assert res["rounds"][0]["note"] == "under 25" and res["totals"] == [0, 0]
    assert charged(score("sea-kozel", 2, both, {"both_doubles_value": 75})) == [[0, 75]]


def test_eggs_are_added_up_for_the_next_loser():
    # 002 item 4: equal counts are summed and recorded to the next loser.
    res = score("sea-kozel", 3, [rd([[], [[6, 5], [1, 1]], [[6, 6], [0, 1]]], out=0), rd([[], [[1, 2]], [[0, 2]]], out=0)])
    assert res["rounds"][0] == {"charged": [0, 0, 0], "carry": 26, "note": "eggs"}
    assert charged(res)[1] == [0, 29, 0]


def test_fast_rounds_charge_50_and_75_and_a_blocked_one_is_replayed():
    # 002 items 6 and 8.
    assert charged(score("sea-kozel", 2, [rd([[], [[1, 2]]], out=0, opened=[[6, 6]])])) == [[0, 50]]
    assert charged(score("sea-kozel", 2, [rd([[], [[1, 2]]], out=0, opened=[[0, 0]])])) == [[0, 75]]
    res = score("sea-kozel", 2, [rd([[[1, 2]], BIG], opened=[[6, 6]])])
    assert res["rounds"][0]["note"] == "replay" and res["totals"] == [0, 0]


def test_six_six_finish_charges_100_and_resets_the_finisher():
    # 002 item 9.
    rounds = [rd([BIG, []], out=1), rd([[], BIG], out=0, finish=[[6, 6]])]
    res = score("sea-kozel", 2, rounds)
    assert charged(res) == [[31, 0], [-31, 100]] and res["totals"] == [0, 100]
    assert not res["over"]


def test_blank_finish_ends_with_snotty_goat_both_with_admiral():
    # 002 items 10 and 11.
    res = score("sea-kozel", 3, [rd([[], BIG, [[1, 2]]], out=0, finish=[[0, 0]])])
    assert res["over"] and res["loser"] == 1 and res["titles"] == ["snotty-goat"]
    res = score("sea-kozel", 2, [rd([[], [[1, 2]]], out=0, finish=[[0, 0], [6, 6]])])
    assert res["over"] and res["loser"] == 1 and res["winner"] == 0 and res["titles"] == ["admiral"]


def test_125_makes_the_goat_and_124_losing_a_fast_round_the_hanging_goat():
    # 002 items 3 and 13.
    rounds = [rd([[], [[6, 6], [5, 5], [6, 5], [4, 4], [6, 4], [5, 4], [6, 3]]], out=0),   # 69
              rd([[], [[6, 2], [5, 3], [4, 2], [3, 1], [4, 1], [2, 0], [6, 1], [5, 1], [4, 0], [2, 1],
                       [1, 1]]], out=0)]   # 8+8+6+4+5+2+7+6+4+3+2 = 55
    res = score("sea-kozel", 2, rounds)
    assert res["totals"] == [0, 124] and not res["over"]
    res = score("sea-kozel", 2, rounds + [rd([[], [[1, 2]]], out=0, opened=[[6, 6]])])
    assert res["over"] and res["loser"] == 1 and res["titles"] == ["hanging-goat"]
    res = score("sea-kozel", 2, rounds + [rd([[], [[1, 0]]], out=0)])
    assert res["over"] and res["totals"] == [0, 125] and res["titles"] == ["goat"]


def test_extraordinary_round_names_its_loser_and_the_game_goes_on():
    # 002 item 7 (g, d).
    res = score("sea-kozel", 2, [rd([[], BIG], out=0, opened=[[0, 0], [6, 6]])])
    assert charged(res) == [[0, 31]] and not res["over"]
    assert res["titles"] == ["extraordinary-goat"] and res["rounds"][0]["note"] == "extraordinary-goat"


def test_pairs_add_both_partners():
    # 002 item 15: the losing pair's pips are summed.
    res = score("sea-kozel", 4, [rd([[], BIG, [[1, 1]], [[1, 2]]], out=0)], teams=[[0, 2], [1, 3]])
    assert charged(res) == [[0, 34]]


def test_option_winner_records_all_and_wins_at_125():
    # rules/README.md §4, second article: "Победитель раунда записывает себе сумму
    # очков на домино всех остальных игроков"; "Побеждает игрок, который
    # набрал 125 очков".
    fair = rd([[], [[6, 6], [5, 3]], [[6, 5], [4, 0]]], out=0)   # 20 and 15: nobody over 25
    res = score("sea-kozel", 3, [fair], {"winner_records_all": True})
    assert charged(res) == [[35, 0, 0]] and not res["over"]
    res = score("sea-kozel", 3, [fair] * 4, {"winner_records_all": True})
    assert res["over"] and res["winner"] == 0 and res["totals"] == [140, 0, 0]


def test_option_winner_records_all_another_over_25_zeroes_the_round():
    # Issue 11, item 4; 002, second article: "Если кто-то другой набрал
    # больше 25 очков, то счет в раунде у всех обнуляется" (the code's own
    # header said so, the round was credited in full).
    big = rd([[], [[6, 6], [5, 5], [6, 5], [4, 4], [6, 4], [5, 4], [6, 3]], [[6, 2], [5, 3], [4, 2], [3, 1]]], out=0)
    res = score("sea-kozel", 3, [big], {"winner_records_all": True})
    assert charged(res) == [[0, 0, 0]] and res["rounds"][0]["note"] == "zeroed"


def test_eggs_are_charged_to_the_next_loser_even_under_25():
    # Issue 11, item 4; 002, item 4: "Если у игроков остается на руках
    # одинаковое количество очков (т.н. "яйца"), они суммируются и
    # записываются проигравшему в следующем заходе". Eggs of 6 + 6 = 12 and
    # a next loser with 5 pips and no record: the eggs are recorded (they
    # used to vanish under the minimum of 25); the 5 pips are not.
    tie = rd([[], [[2, 4]], [[1, 5]]], out=0)                 # the losers tie at 6: eggs 12
    nxt = rd([[], [[1, 4]], [[0, 1]]], out=0)                 # loser seat 1, 5 pips
    res = score("sea-kozel", 3, [tie, nxt])
    assert res["rounds"][0]["note"] == "eggs" and res["rounds"][0]["carry"] == 12
    assert charged(res)[1] == [0, 12, 0] and res["rounds"][1]["carry"] == 0


def test_refusals():
    raises(RulesError, score, "sea-kozel", 4, [], {"pairs_required": True})
