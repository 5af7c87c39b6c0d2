# Deal tables and the deal itself [rules/README.md §1 "Deal: tiles per player",
# rules/README.md §2-13 for the other games].
from check import raises
from rules import RulesError
from rules.deal import check_deal, hand_size as game_hand_size, rows
from rules.mexican.deal import engine_for_round, hand_size as mexican_hand_size
from rules.shuffle import boneyard, deal, hand
from rules.rng import Rng
from rules.tiles import count, double


def _table(preset, set_n, first):
    out = {}
    p = first
    while True:
        try:
            n = mexican_hand_size(set_n, p, preset)
        except RulesError:
            break
        if p > 12:
            break
        out[p] = n
        p += 1
    return out


def test_mexican_presets_match_rules_section_1_table():
    # rules/README.md §1, "Deal: tiles per player", one row per preset and set.
    rows = {
        ("001", 12): [16, 16, 15, 14, 12, 10, 9],
        ("003", 12): [15, 16, 14, 12, 11, 10, 9],
        ("004", 12): [12, 12, 12, 12, 12, 10, 10, 8, 8],
        ("001", 9): [15, 13, 10],
        ("cardinal", 12): [15, 15, 15, 12, 12, 11, 11],
        ("cardinal", 9): [9, 9, 9, 7, 7, 7, 6],
        ("cardinal", 15): [15, 15, 15, 15, 15, 13, 13, 11, 11, 11, 11],
        ("pagat", 12): [15, 15, 15, 12, 12, 10, 10, 8, 8],
        ("pressman", 12): [15, 15, 15, 11, 11, 8, 8],
    }
    for (preset, set_n), counts in rows.items():
        for i, n in enumerate(counts):
            assert mexican_hand_size(set_n, 2 + i, preset) == n, (preset, set_n, 2 + i)


def test_seed_003_double_12_counts():
    # seeds/003: "2 игрока - по 15 фишек, 3 игрока - по 16 фишек, 4 игрока
    # по 14 ... 8 игроков - 9 фишек".
    assert [mexican_hand_size(12, p, "003") for p in range(2, 9)] == [15, 16, 14, 12, 11, 10, 9]


def test_sets_without_numbers_keep_the_double_12_share():
    # rules/README.md §1: no seed gives numbers for double-15/18 ("fewer in
    # proportion" [003]); our documented rule keeps the double-12 share.
    assert mexican_hand_size(15, 4) == 15 * 136 // 91
    assert mexican_hand_size(18, 8) == 9 * 190 // 91
    # Past the double-12 row (001 stops at 8): same share of the set as 8
    # players x 9 tiles of 91.
    assert mexican_hand_size(15, 12) == 8 * 9 * 136 // (91 * 12)
    for set_n in (15, 18):
        for players in range(2, 13):
            n = mexican_hand_size(set_n, players)
            assert n >= 1
            assert check_deal(set_n, players, n, 1) >= 0


def test_other_games_deal_counts():
    # rules/README.md §2: 7 each for 2 players, 6 for 3-4; option "002": 5 for 3-4.
    assert [game_hand_size("block", p) for p in (2, 3, 4)] == [7, 6, 6]
    assert [game_hand_size("draw", p, "002") for p in (2, 3, 4)] == [7, 5, 5]
    assert game_hand_size("two-player", 2) == 7            # rules/README.md §2, two-player
    assert [game_hand_size("kozel", p) for p in (2, 3, 4)] == [7, 7, 7]  # rules/README.md §3
    assert game_hand_size("sport", 4) == 7                 # rules/README.md §3
    assert [game_hand_size("checheve", p) for p in (2, 3, 4)] == [7, 7, 6]  # rules/README.md §5
    assert game_hand_size("telephone", 3) == 7             # rules/README.md §7
    assert [game_hand_size("muggins", p) for p in (2, 3, 4)] == [7, 5, 5]  # rules/README.md §8
    assert [game_hand_size("bergen", p) for p in (2, 3, 4)] == [6, 6, 5]   # rules/README.md §9
    assert game_hand_size("general", 4) == 7               # rules/README.md §10
    assert game_hand_size("sausage", 2) == 14              # rules/README.md §12
    assert [game_hand_size("kids", p) for p in (2, 3, 4, 5)] == [6, 6, 6, 5]  # rules/README.md §13
    for game in ("block", "draw", "two-player", "kozel", "sport", "sea-kozel", "checheve", "donkey",
                 "telephone", "muggins", "bergen", "general", "seven", "sausage", "kids"):
        assert rows(game), game
        for _deal, _set, first, counts in rows(game):
            for i, n in enumerate(counts):
                # (General: four are dealt, the pairs beyond wait [rules/README.md §10].)
                assert check_deal(6, min(first + i, 4) if game == "general" else first + i, n) >= 0, game


def test_wrong_player_count_has_a_message():
    e = raises(RulesError, game_hand_size, "block", 5)
    assert "5 players" in str(e)


def test_impossible_deal_is_refused_with_a_clear_message():
    # rules/README.md §1: tiles per player x players must leave the boneyard >= 0.
    e = raises(RulesError, check_deal, 9, 8, 7, 1)
    assert str(e) == "8 players x 7 tiles = 56, but double-9 has only 54 to deal"
    assert check_deal(9, 6, 9, 1) == 0
    raises(RulesError, check_deal, 12, 4, 0)
    raises(RulesError, mexican_hand_size, 12, 4, "nope")


def test_deal_partitions_the_set_without_the_engine():
    pool = deal(Rng(1), 12, 4, 15, double(12))
    assert len(pool) == 90
    assert sorted(pool) == [t for t in range(count(12)) if t != double(12)]
    hands = [hand(pool, s, 15) for s in range(4)]
    assert all(len(h) == 15 for h in hands)
    assert len(boneyard(pool, 4, 15)) == 30


def test_same_seed_same_deal():
    assert deal(Rng(42), 12, 8, 9, double(12)) == deal(Rng(42), 12, 8, 9, double(12))
    assert deal(Rng(42), 12, 8, 9, double(12)) != deal(Rng(43), 12, 8, 9, double(12))


def test_engines_go_down_from_the_top_double():
    # rules/README.md §1, "Rounds": 12-12 first, then 11-11, ... 0-0: N+1 rounds.
    assert [engine_for_round(12, r) for r in range(13)] == list(range(12, -1, -1))
    assert engine_for_round(9, 0) == 9
    raises(RulesError, engine_for_round, 12, 13)
