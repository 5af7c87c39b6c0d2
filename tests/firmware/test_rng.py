# Our pseudo-random generator: the dealer's shuffle and "who starts"
# [rules/README.md §1, "First player": chosen at random; the device draws it].
from rules.rng import Rng


def test_same_seed_same_sequence():
    a = Rng(2026)
    b = Rng(2026)
    assert [a.next16() for _ in range(50)] == [b.next16() for _ in range(50)]
    c = Rng(2027)
    assert [Rng(2026).next16() for _ in range(5)] != [c.next16() for _ in range(5)]


def test_any_integer_seeds_and_zero_is_not_stuck():
    for seed in (0, -1, 1, 2 ** 32 - 1, 2 ** 40 + 3):
        r = Rng(seed)
        seq = [r.next16() for _ in range(20)]
        assert len(set(seq)) > 15, seq


def test_below_stays_in_range_and_is_even():
    r = Rng(7)
    for n in (1, 2, 3, 7, 91, 190, 65536):
        for _ in range(200):
            assert 0 <= r.below(n) < n
    # 6 faces, 60000 draws: each face within 3% of 10000.
    counts = [0] * 6
    for _ in range(60000):
        counts[r.below(6)] += 1
    for c in counts:
        assert 9700 < c < 10300, counts


def test_shuffle_is_a_permutation():
    r = Rng(11)
    buf = bytearray(range(91))
    r.shuffle(buf)
    assert sorted(buf) == list(range(91))
    assert buf != bytearray(range(91))


def test_shuffle_is_unbiased_over_all_orders():
    # Every order of 3 tiles about equally often (Fisher-Yates with an
    # unbiased `below`; the naive swap-with-any would favour some).
    r = Rng(5)
    seen = {}
    for _ in range(12000):
        buf = bytearray(b"\x00\x01\x02")
        r.shuffle(buf)
        key = bytes(buf)
        seen[key] = seen.get(key, 0) + 1
    assert len(seen) == 6
    for c in seen.values():
        assert 1800 < c < 2200, seen


def test_the_opener_is_any_seat():
    r = Rng(3)
    seats = set(r.opener(8) for _ in range(400))
    assert seats == set(range(8))


def test_unseeded_generators_differ():
    # On the device the seed comes from os.urandom.
    assert [Rng().next16() for _ in range(4)] != [Rng().next16() for _ in range(4)]


def _draws(seed):
    """Everything the dealer draws: raw numbers, below() over the sizes
    the games use, and shuffles of a double-12 and a double-18 set."""
    r = Rng(seed)
    out = [r.next16() for _ in range(5)]
    for n in (1, 2, 3, 4, 7, 12, 91, 190, 1000, 65535, 65536):
        out += [r.below(n) for _ in range(20)]
    for size in (91, 190, 2):
        buf = bytearray(range(size))
        r.shuffle(buf)
        out += list(buf)
    # A long list: many draws past the largest multiple of n get rejected.
    big = list(range(1000))
    r.shuffle(big)
    out += big
    out.append(r.opener(8))
    return out


def test_one_int_path_and_two_halves_path_draw_the_same():
    # The one-int xorshift (CPython, 64-bit ports) must give exactly the
    # ESP32's two-halves numbers: seeded deals are the same everywhere.
    from rules import rng
    wide = rng.WIDE
    try:
        for seed in (0, 1, 7, 2026, 2 ** 31 + 5, -3):
            rng.WIDE = True
            a = _draws(seed)
            rng.WIDE = False
            b = _draws(seed)
            assert a == b, seed
    finally:
        rng.WIDE = wide
