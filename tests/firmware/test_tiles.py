# Tiles as small ints [rules/README.md §0, "Words and sets"].
from rules import tiles
from rules.tiles import HI, LO, count, double, has, is_double, other, pips, tile


def test_set_sizes_match_rules_section_0():
    # rules/README.md §0: double-3: 10, double-6: 28, double-9: 55, double-12: 91,
    # double-15: 136, double-18: 190.
    expected = {3: 10, 6: 28, 9: 55, 12: 91, 15: 136, 18: 190}
    for n in tiles.SETS:
        assert count(n) == expected[n]


def test_every_pair_has_its_own_id_inside_its_set():
    for n in tiles.SETS:
        ids = set()
        for b in range(n + 1):
            for a in range(b + 1):
                t = tile(a, b)
                assert tile(b, a) == t
                assert LO[t] == a and HI[t] == b
                assert 0 <= t < count(n)
                ids.add(t)
        assert len(ids) == count(n)


def test_pips_doubles_and_ends():
    t = tile(5, 7)
    assert pips(t) == 12  # a tile's value is a + b [rules/README.md §0]
    assert not is_double(t)
    assert is_double(double(9)) and LO[double(9)] == 9
    assert has(t, 7) and has(t, 5) and not has(t, 6)
    assert other(t, 5) == 7 and other(t, 7) == 5
    assert other(double(4), 4) == 4
    assert tiles.name(t) == "7-5"


def test_hand_pips():
    hand = bytearray([tile(0, 0), tile(6, 6), tile(2, 3)])
    assert tiles.hand_pips(hand) == 17


def test_the_engines_tables_of_each_number_are_the_sets():
    # rules/README.md §0: each number of double-6 is on 7 tiles, its double among them.
    from rules.hands import DOUBLE, WITH
    for x in range(7):
        assert sorted(WITH[x]) == sorted(t for t in range(28) if LO[t] == x or HI[t] == x), x
        assert DOUBLE[x] == tile(x, x) and DOUBLE[x] in WITH[x], x
