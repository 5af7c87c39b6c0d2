# Kozel, Donkey, Sport and Chechevé scoring [rules/README.md §3, 5, 6; seed 002].
from check import raises
from roundkit import charged, rd, score
from rules import RulesError

PAIRS = [[0, 2], [1, 3]]
HEAVY = [[6, 6], [5, 5], [6, 5], [4, 4], [6, 4], [5, 4]]   # 60 pips


def test_losers_record_their_pips_partners_add_theirs():
    # rules/README.md §3 [002]: every loser records the pips left; partners add.
    res = score("kozel", 4, [rd([[], [[6, 6], [1, 2]], [[3, 4]], [[5, 5]]], out=0)], teams=PAIRS)
    assert charged(res) == [[0, 25]]   # team 0 went out; team 1: 15 + 10
    res = score("kozel", 3, [rd([[], [[6, 6], [1, 2]], [[6, 4], [3, 3]]], out=0)])
    assert charged(res) == [[0, 15, 16]]


def test_minimum_13_opens_a_record_small_results_before_are_lost():
    # rules/README.md §3 [002]: "to start recording you need 13"; once open every
    # result counts.
    rounds = [rd([[], [[6, 6]]], out=0), rd([[], [[6, 6], [0, 1]]], out=0), rd([[], [[1, 2]]], out=0)]
    res = score("kozel", 2, rounds)
    assert charged(res) == [[0, 0], [0, 13], [0, 3]]


def test_eggs_go_to_the_next_rounds_loser():
    # rules/README.md §3 [002]: a block with tied counts makes eggs, charged to the
    # loser of the next round.
    rounds = [rd([[[6, 4]], [[5, 5]]]), rd([[], [[1, 2]]], out=0)]
    res = score("kozel", 2, rounds)
    assert res["rounds"][0] == {"charged": [0, 0], "carry": 20, "note": "eggs"}
    assert res["rounds"][1]["charged"] == [0, 23] and res["rounds"][1]["carry"] == 0


def test_eggs_in_a_block_go_to_the_player_with_more_pips():
    # rules/README.md §3 [002]: "or, in a block, to the player with more points".
    res = score("kozel", 3, [rd([[[6, 4]], [[5, 5]], [[6, 6], [3, 4]]])])
    assert charged(res) == [[0, 0, 39]] and res["rounds"][0]["carry"] == 0


def test_first_to_101_is_the_goat():
    # rules/README.md §3 [002]: the first to reach 101 is the Goat; teams too.
    rounds = [rd([[], HEAVY], out=0), rd([[], [[6, 6], [6, 5], [5, 5], [6, 2]]], out=0)]
    res = score("kozel", 2, rounds)
    assert res["totals"] == [0, 101] and res["over"]
    assert res["loser"] == 1 and res["winner"] == 0 and res["titles"] == ["goat"]
    assert not score("kozel", 2, rounds[:1])["over"]


def test_donkey_remembers_a_small_result_until_a_round_charges_nothing():
    # rules/README.md §6 [002]: under 13 is remembered and dropped only if the next
    # round charges that player nothing.
    rounds = [rd([[], [[4, 4]]], out=0), rd([[], [[3, 3]]], out=0)]
    res = score("donkey", 2, rounds)
    assert res["rounds"][0] == {"charged": [0, 0], "carry": 8, "note": "remembered"}
    assert charged(res) == [[0, 0], [0, 14]] and res["rounds"][1]["carry"] == 0
    rounds = [rd([[], [[4, 4]]], out=0), rd([[[1, 2]], []], out=1), rd([[], [[3, 3]]], out=0)]
    res = score("donkey", 2, rounds)
    assert res["totals"] == [0, 0] and res["rounds"][2]["carry"] == 6   # the 8 was dropped
    assert score("kozel", 2, rounds[:1])["rounds"][0]["carry"] == 0   # Kozel forgets it


def test_sport_plays_the_agreed_rounds_and_the_pair_charged_less_wins():
    # rules/README.md §3, Sport [002]: rounds agreed (multiple of 4); the pair that
    # charged the other more wins; no Goat.
    r1 = rd([[], HEAVY, [[0, 1]], [[1, 2]]], out=0)          # team 1 charged 63
    r2 = rd([[[6, 6], [1, 1]], [], [[3, 4]], [[0, 1]]], out=1)  # team 0 charged 21
    res = score("sport", 4, [r1, r2, r1, r2], {"rounds": 4}, PAIRS)
    assert res["totals"] == [42, 126] and res["over"]
    assert res["winner"] == 0 and res["loser"] == 1 and res["titles"] == []
    assert not score("sport", 4, [r1, r1], {"rounds": 4}, PAIRS)["over"]   # 126 is no Goat here
    raises(RulesError, score, "sport", 4, [r1])  # two pairs required


def test_checheve_most_pips_records_the_sum_of_all_counts():
    # rules/README.md §5 [002]: "23 and 25: the player with 25 records 48".
    res = score("checheve", 3, [rd([[], [[6, 5], [4, 4], [0, 4]], [[6, 4], [5, 4], [3, 3]]], out=0)])
    assert charged(res) == [[0, 0, 48]]


def test_checheve_six_six_finish_and_unplayed_six_six_cost_50():
    # rules/README.md §5 [002]: finishing on 6-6 charges everyone else 50; an
    # unplayed 6-6 charges its holder 50.
    res = score("checheve", 3, [rd([[], [[1, 2]], [[2, 3]]], out=0, finish=[[6, 6]])])
    assert charged(res) == [[0, 50, 58]]
    res = score("checheve", 2, [rd([[], [[6, 6], [1, 0]]], out=0)])
    assert charged(res) == [[0, 63]]


def test_checheve_blank_double_makes_goats_and_101_is_not_yet_goat():
    # rules/README.md §5 [002]: 0-0 finish: everybody else Goat; unplayed 0-0: Goat
    # at once; Goat above 101.
    res = score("checheve", 3, [rd([[], [[1, 2]], [[2, 3]]], out=0, finish=[[0, 0]])])
    assert res["over"] and res["loser"] == [1, 2] and res["winner"] == 0 and res["titles"] == ["goat"]
    res = score("checheve", 3, [rd([[], [[0, 0]], [[2, 3]]], out=0)])
    assert res["over"] and res["loser"] == 1
    r = rd([[], [[6, 5], [5, 5], [4, 4], [6, 4], [5, 4], [0, 3]]], out=0)   # 11+10+8+10+9+3 = 51
    res = score("checheve", 2, [r, rd([[], [[6, 5], [5, 5], [4, 4], [6, 4], [5, 4], [0, 2]]], out=0)])
    assert res["totals"] == [0, 101] and not res["over"]
    res = score("checheve", 2, [r, r])
    assert res["totals"] == [0, 102] and res["over"] and res["loser"] == 1


def test_kozel_refusals():
    raises(RulesError, score, "kozel", 2, [rd([[], [[1, 2]]], out=0, points=((0, 5),))])
    raises(RulesError, score, "checheve", 4, [rd([[], [], [], []], out=0)], teams=PAIRS)


def test_checheve_pip_entry_holding_6_6_needs_its_12_pips():
    # rules/README.md §0: 6-6 alone is worth 12 pips, so a hand holding it (rules/README.md
    # 5: an unplayed 6-6 charges 50) cannot count fewer.
    from rules.score.scoring import HOLDS_TOP_DOUBLE, Result
    r = Result(2)
    r.out = 0
    r.pips[1] = 11
    r.flags[1] = HOLDS_TOP_DOUBLE
    raises(RulesError, score, "checheve", 2, [r])
    r.pips[1] = 12
    assert charged(score("checheve", 2, [r])) == [[0, 62]]


def test_checheve_entry_cannot_hold_or_finish_on_a_double_twice():
    # rules/README.md §0: one 0-0 and one 6-6 in the set. A seat holding 0-0 while
    # the player out finished on it (rules/README.md §5, Chechevé's 0-0 finish) is
    # two 0-0s; "only 6-6" with "0-0 in hand" is not a hand of only 6-6.
    from rules.score.scoring import FINISHED_BLANK_DOUBLE, HOLDS_BLANK_DOUBLE, ONLY_TOP_DOUBLE, Result
    r = Result(3)
    r.out = 0
    r.flags[0] = FINISHED_BLANK_DOUBLE
    r.pips[1] = 9
    r.flags[1] = HOLDS_BLANK_DOUBLE
    raises(RulesError, score, "checheve", 3, [r])
    r.flags[1] = 0
    r.pips[2] = 12
    r.flags[2] = ONLY_TOP_DOUBLE | HOLDS_BLANK_DOUBLE
    raises(RulesError, score, "checheve", 3, [r])
    r.flags[2] = ONLY_TOP_DOUBLE
    assert len(charged(score("checheve", 3, [r]))[0]) == 3


def test_option_fisherman_wins_a_block_and_everyone_else_records():
    # Issue 11, item 4: the first Kozel article of 002 decides a block by
    # the lowest count; the second gives it to the fisherman: "Следующий
    # раунд начинает победитель предыдущего, или тот, кто устроил «рыбу», а
    # все остальные записывают себе сумму очков на оставшихся у них
    # доминошках". Option fisherman_wins, for Kozel, Sport and Donkey.
    hands = [[[1, 2]], [[6, 6], [5, 5]], [[6, 4], [3, 3]]]   # 3, 22, 16 pips; seat 1 laid the last tile
    assert charged(score("kozel", 3, [rd(hands, last=1)])) == [[0, 22, 16]]     # default: 3 pips win
    res = score("kozel", 3, [rd(hands, last=1)], {"fisherman_wins": True})
    assert charged(res) == [[0, 0, 16]] and res["rounds"][0]["note"] == "fisherman"
    res = score("donkey", 3, [rd(hands, last=1)], {"fisherman_wins": True})
    assert charged(res) == [[0, 0, 16]]
    four = [[[1, 2]], [[6, 6], [5, 5]], [[6, 4], [3, 3]], [[0, 1]]]
    res = score("sport", 4, [rd(four, last=1)], {"fisherman_wins": True}, teams=PAIRS)
    assert charged(res) == [[19, 0]]   # team 1 (seats 1, 3) made the fish; team 0: 3 + 16
    e = raises(RulesError, score, "kozel", 3, [rd(hands)], {"fisherman_wins": True})
    assert "who made the last play" in str(e)
