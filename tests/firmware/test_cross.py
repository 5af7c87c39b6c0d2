# The cross and fives games' engine (rules.cross.position on rules.turn) on the
# rules of rules/README.md §5, 6, 7, 8 and 9 and seed 002, one rule a test; every
# expected value is worked by hand from the rule cited.
# Dual-runtime: pytest on CPython, tests/mp_runner.py under MicroPython.
from rules.cross import position as cx
from rules import games
from rules.score.scoring import score
from rules.tiles import double, tile


def T(a, b):
    return tile(a, b)


def position(game, hands, bone=(), first=0, options=None, lead=-1, laid=(), players=None):
    """A round of `game`: hands (lists of (a, b)), the bazaar in draw order,
    the tiles already laid, each ((a, b), end, closed) with a touching the
    end (the first: a on end 0); the other tiles are on the table."""
    opts = games.options(game, options or {})
    r = cx.Position(game, 6, len(hands), opts)
    pool = bytearray()
    for h in hands:
        pool.extend(T(a, b) for a, b in h)
    pool.extend(T(a, b) for a, b in bone)
    cx.setup(r, pool, bytes(len(h) for h in hands), first, lead)
    for (a, b), e, c in laid:
        t = T(a, b)
        cx.lay(r, t, e if r.laid else (0 if a >= b else 1), c)
    return r


def legal(r):
    buf = cx.new_buffer()
    n = cx.moves(r, buf)
    return list(buf[:n])


def play(a, b, e, c=0):
    return T(a, b) << 3 | c << 2 | e


def many(ends, closed=()):
    m = cx.MANY
    for e in ends:
        m |= 1 << 4 + e
    for e in closed:
        m |= 1 << e
    return m


def L(*items):
    """Laid tiles: ((a, b), end) or ((a, b), end, closed)."""
    return [x if len(x) == 3 else (x[0], x[1], 0) for x in items]


# The end-sum table [rules/README.md §7, 8]: every shape of layout, the count the
# fives games score, worked by hand. (game, laid, count, why)
SHAPES = (
    ("telephone", L(((3, 2), 0)), 5, "a lone first tile counts its pips: 3-2 scores 5 [rules/README.md §7]"),
    ("muggins", L(((5, 5), 0)), 10, "a lone first double counts its pips once: 5 + 5"),
    ("telephone", L(((3, 2), 0), ((2, 4), 1)), 7, "no double: the two ends, 3 + 4"),
    ("telephone", L(((3, 2), 0), ((3, 3), 0), ((2, 2), 1)), 10,
     "doubles at both ends count both halves: 3+3+2+2 [rules/README.md §7]"),
    ("telephone", L(((3, 2), 0), ((3, 3), 0), ((2, 2), 1), ((2, 4), 1)), 10,
     "2-2 built on both sides is the house; its free arms count nothing: 3+3+4 [002]"),
    ("telephone", L(((3, 2), 0), ((3, 3), 0), ((2, 2), 1), ((2, 4), 1), ((3, 1), 0)), 5,
     "3-3 is no longer at an end: 1 + 4 [002]"),
    ("muggins", L(((5, 5), 0), ((5, 3), 0)), 13,
     "a spinner at one end of the line still counts both halves: 3 + 10"),
    ("muggins", L(((5, 5), 0), ((5, 3), 0), ((5, 2), 1)), 5,
     "spinner with 2 arms: its side arms count nothing until played on: 3 + 2"),
    ("muggins", L(((5, 5), 0), ((5, 3), 0), ((5, 2), 1), ((5, 6), 2)), 11, "spinner with 3 arms: 3 + 2 + 6"),
    ("muggins", L(((5, 5), 0), ((5, 3), 0), ((5, 2), 1), ((5, 6), 2), ((5, 4), 3)), 15,
     "spinner with 4 arms: 3 + 2 + 6 + 4"),
    ("muggins", L(((5, 5), 0), ((5, 3), 0), ((5, 2), 1), ((5, 6), 2), ((5, 4), 3), ((6, 6), 2)), 21,
     "a double at an arm's end counts both halves: 3 + 2 + 12 + 4"),
    ("muggins", L(((5, 5), 0), ((5, 6), 2)), 16,
     "a lone spinner with one side arm played: 10 for the spinner once, 6 for the arm"),
    ("muggins", L(((3, 5), 0), ((5, 5), 1)), 13,
     "the protocol's example, spinner laid on end 1: 3 + 10"),
    ("muggins", L(((3, 5), 0), ((5, 5), 1), ((5, 1), 1)), 4, "... then 5-1 along the line: 3 + 1"),
    ("donkey", L(((4, 4), 0), ((4, 1), 0), ((4, 2), 1), ((4, 6), 2), ((6, 6), 2, 1), ((4, 3), 3)), 6,
     "a closed end counts nothing: 1 + 2 + 3 (6-6 face down on arm 2)"),
)


def test_end_sum_table_over_layout_shapes():
    for game, laid, want, why in SHAPES:
        r = position(game, [[], []], laid=laid)
        got = cx.count_ends(r)
        assert got == want, "%s: counted %d, want %d (%s)" % (game, got, want, why)


def test_telephone_worked_example_scores_5_then_10():
    # rules/README.md §7: "3-2 scores 5; then laying 2-2 and 3-3 together scores 10".
    r = position("telephone", [[(3, 2), (6, 6)], [(2, 2), (3, 3), (1, 0)]], bone=[(4, 0)],
                 options={"opener": "2-3"}, lead=T(2, 3))
    assert legal(r) == [T(3, 2) << 3]
    cx.apply(r, T(3, 2) << 3)       # laid 3 first: end 0 shows 3, end 1 shows 2
    assert r.scored == 5 and r.points == [5, 0]
    m = many((0, 1))
    assert m in legal(r)
    cx.apply(r, m)
    assert r.scored == 10 and r.points == [5, 10]


def test_muggins_scores_only_multiples_of_five():
    # rules/README.md §8: "Whenever the open ends add up to a multiple of 5, the
    # player scores that sum."
    r = position("muggins", [[(6, 4), (1, 1)], [(4, 1), (2, 0), (6, 6)]], laid=L(((3, 4), 0)), first=1)
    cx.apply(r, play(4, 1, 1))       # ends 3, 1: 4
    assert r.scored == 0
    cx.apply(r, play(1, 1, 1))       # ends 3, 1-1 across: 3 + 2 = 5
    assert r.scored == 5 and r.points == [5, 0]


def test_muggins_first_double_is_a_spinner_open_four_ways():
    # rules/README.md §8: "The first double is a spinner, open on four sides";
    # later doubles lie as the player likes, without opening more arms.
    r = position("muggins", [[(5, 6), (2, 2)], [(0, 1)]], laid=L(((2, 5), 0), ((5, 5), 1)))
    assert r.arms == 4 and list(r.ends) == [2, 5, 5, 5]
    got = legal(r)
    assert play(5, 6, 1) in got and play(5, 6, 2) in got and play(5, 6, 3) in got
    cx.apply(r, play(2, 2, 0))
    assert r.arms == 4 and r.four == double(5)


def test_muggins_lays_one_tile_a_turn_and_draws_until_a_tile_fits():
    # rules/README.md §8 names no several doubles at once; drawing is the common
    # published rule (rules.cross.variants notes).
    r = position("muggins", [[(2, 2), (3, 3), (6, 1)], [(0, 1)]], laid=L(((2, 3), 0)), bone=[(6, 6), (5, 1), (0, 0)])
    assert all(not m & cx.MANY for m in legal(r))
    r = position("muggins", [[(6, 1)], [(0, 1)]], laid=L(((2, 3), 0)), bone=[(6, 6), (5, 2), (0, 0)])
    assert legal(r) == [cx.DRAW]
    cx.apply(r, cx.DRAW)
    assert legal(r) == [cx.DRAW]      # 6-6 does not fit 2 or 3
    cx.apply(r, cx.DRAW)
    assert legal(r) == [play(2, 5, 0)]   # 5-2 fits end 0; no pass while a tile fits


def test_telephone_house_opens_only_when_built_on_both_sides():
    # rules/README.md §7: "The first double closed on both sides becomes the house
    # and opens four ways."
    r = position("telephone", [[(2, 6), (1, 0)], [(0, 4)]], laid=L(((3, 2), 0), ((2, 2), 1)))
    assert r.arms == 2
    cx.apply(r, play(2, 6, 1))
    assert r.arms == 4 and r.four == double(2) and list(r.ends) == [3, 6, 2, 2]
    # A lead double: both sides must be built.
    r = position("telephone", [[(4, 1), (4, 2), (0, 6)], [(0, 3)]], laid=L(((4, 4), 0), ((4, 1), 0)))
    assert r.arms == 2
    r = position("telephone", [[(0, 6)], [(0, 3)]], laid=L(((4, 4), 0), ((4, 1), 0), ((4, 2), 1)))
    assert r.arms == 4 and list(r.ends) == [1, 2, 4, 4]


def test_telephone_up_to_four_doubles_at_once_one_per_side():
    # rules/README.md §7: "Up to four doubles (one per side) may be laid at once."
    r = position("telephone", [[(1, 1), (2, 2), (4, 4), (0, 6)], [(0, 3)]],
                 laid=L(((4, 3), 0), ((3, 3), 1), ((3, 2), 1), ((3, 1), 2), ((3, 4), 3)))
    assert list(r.ends) == [4, 2, 1, 4]
    got = legal(r)
    # 4-4 may go on end 0 or end 3 (both show 4), never on both.
    assert many((0, 1, 2)) in got and many((1, 2, 3)) in got and many((0, 1)) in got
    assert many((0, 3)) not in got
    assert all(not m & 15 for m in got if m & cx.MANY)   # nothing face down in Telephone
    cx.apply(r, many((0, 1, 2)))
    assert r.held[0] == 1 and list(r.ends[:4]) == [4, 2, 1, 4]
    assert r.scored == 0    # 8 + 4 + 2 + 4 = 18


def test_telephone_first_round_opens_with_0_0_or_2_3():
    # rules/README.md §7: "First round: the holder of 0-0 opens (option: 2-3)".
    r = position("telephone", [[(1, 2)], [(0, 0), (3, 2)]])
    assert cx.opening(r) == (1, 0)
    r = position("telephone", [[(1, 2)], [(0, 0), (3, 2)]], options={"opener": "2-3"})
    assert cx.opening(r) == (1, T(2, 3))


def test_checheve_opens_1_1_upwards_then_0_0():
    # rules/README.md §5: "Opener: 1-1, else 2-2, ... up to 0-0."
    assert cx.opening(position("checheve", [[(0, 0), (2, 2)], [(1, 1)]])) == (1, T(1, 1))
    assert cx.opening(position("checheve", [[(0, 0), (6, 6)], [(3, 4)]])) == (0, T(6, 6))
    assert cx.opening(position("checheve", [[(0, 0), (1, 2)], [(3, 4)]])) == (0, T(0, 0))


def test_checheve_base_cannot_be_closed_other_doubles_may_be():
    # rules/README.md §5: "The first double (the base) is open in four directions
    # and cannot be closed; several doubles may be laid at once, each open
    # or closed."
    r = position("checheve", [[(1, 1)], [(2, 3)]], lead=T(1, 1))
    assert legal(r) == [T(1, 1) << 3]
    cx.apply(r, T(1, 1) << 3)
    assert r.arms == 4 and r.shut == 0
    r = position("checheve", [[(2, 2), (4, 4), (0, 6)], [(0, 3)]], laid=L(((1, 1), 0), ((1, 2), 0), ((1, 4), 2)))
    got = legal(r)
    assert play(2, 2, 0, 1) in got and play(4, 4, 2, 1) in got
    assert many((0, 2), (0,)) in got and many((0, 2), (0, 2)) in got and many((0, 2)) in got
    cx.apply(r, many((0, 2), (2,)))
    assert r.shut == 4 and r.held[0] == 1
    assert play(4, 6, 2) not in legal(r)


def test_checheve_later_round_first_double_is_the_base_never_closed():
    # rules/README.md §5: the finisher "opens the next round with any tile"; the
    # first double laid is the base, open four ways.
    r = position("checheve", [[(3, 3), (5, 6)], [(0, 1)]], laid=L(((3, 2), 0)))
    got = legal(r)
    assert play(3, 3, 0) in got and play(3, 3, 0, 1) not in got
    cx.apply(r, play(3, 3, 0))
    assert r.arms == 4 and list(r.ends) == [3, 2, 3, 3]


def test_donkey_two_doubles_closed_before_any_double_end_the_round():
    # rules/README.md §6: "If the first tile was not a double, until a double
    # appears the next player may close two doubles at once, which ends the
    # round."
    r = position("donkey", [[(3, 3), (2, 2), (6, 6)], [(0, 1), (5, 5)]], laid=L(((3, 2), 0)),
                 bone=[(0, 0), (4, 0)])
    got = legal(r)
    assert many((0, 1), (0, 1)) in got
    assert play(3, 3, 0, 1) not in got   # no lone closing: no cross yet
    # rules/README.md §5, 6 ("several doubles may be laid at once, each open or
    # closed"): with the 2-2 open, it goes down first and is the cross, and
    # the 3-3 may lie face down after it.
    assert many((0, 1), (0,)) in got
    r2 = position("donkey", [[(3, 3), (2, 2), (6, 6)], [(0, 1), (5, 5)]], laid=L(((3, 2), 0)),
                  bone=[(0, 0), (4, 0)])
    cx.apply(r2, many((0, 1), (0,)))
    assert r2.four == double(2) and r2.arms == 4 and r2.shut == 1 and not r2.over
    cx.apply(r, many((0, 1), (0, 1)))
    assert r.over == cx.BLOCKED and r.last == 0
    # Once a double is down the rule is gone.
    r = position("donkey", [[(3, 3), (2, 2), (6, 6)], [(0, 1)]], laid=L(((3, 2), 0), ((2, 2), 1), ((2, 4), 2)))
    assert r.arms == 4


def test_donkey_cross_and_closing_a_later_double():
    # rules/README.md §6: "the first double is open on four sides; ... whoever lays
    # a double may close it (face down), which ends that side."
    r = position("donkey", [[(4, 6), (6, 6), (0, 0)], [(1, 0)]], laid=L(((4, 4), 0)))
    assert r.arms == 4
    cx.apply(r, play(4, 6, 2))
    r.seat = 0
    assert play(6, 6, 2, 1) in legal(r)
    cx.apply(r, play(6, 6, 2, 1))
    assert r.shut == 4


def test_donkey_keeps_the_last_bazaar_tile():
    # rules/README.md §6: "Kozel for 2-4": Kozel's last bazaar tile is never taken
    # [002: "Последний камень из резерва не забирается"].
    r = position("donkey", [[(6, 1)], [(0, 1)]], laid=L(((2, 3), 0)), bone=[(5, 5)])
    assert legal(r) == [cx.PASS]


def test_bergen_headers_and_opening_double():
    # rules/README.md §9: "opening with a double, 2; a play after which both ends
    # show the same number (double-header), 2; a double at one end and the
    # same number at the other (triple-header), 3."
    r = position("bergen", [[(4, 4), (4, 2)], [(2, 6), (1, 3)]], bone=[(0, 0), (0, 1), (0, 2)], lead=T(4, 4))
    cx.apply(r, T(4, 4) << 3)
    assert r.scored == 2 and r.arms == 2     # doubles lie across; no cross in Bergen
    r = position("bergen", [[(6, 2)], [(1, 3)]], laid=L(((2, 6), 0)), bone=[(0, 0), (0, 1), (0, 2)])
    cx.apply(r, play(6, 2, 1))               # ends 2 and 2
    assert r.scored == 2
    r = position("bergen", [[(3, 2)], [(0, 1)]], laid=L(((2, 2), 0), ((2, 3), 1)), bone=[(0, 0), (0, 4), (0, 5)])
    cx.apply(r, play(3, 2, 1))               # 2-2 at end 0, 2 at end 1
    assert r.scored == 3


def test_bergen_buys_one_tile_and_never_the_last_two():
    # rules/README.md §9: "A player who cannot play may buy one tile; the last two
    # bazaar tiles are never drawn; when nobody can play and two closed
    # tiles remain, the game is blocked."
    r = position("bergen", [[(6, 1)], [(6, 0)]], laid=L(((2, 3), 0)), bone=[(5, 5), (4, 4), (0, 0)])
    assert legal(r) == [cx.DRAW]
    cx.apply(r, cx.DRAW)
    assert legal(r) == [cx.PASS]    # one tile a turn (5-5 does not fit)
    cx.apply(r, cx.PASS)
    # seat 1: two tiles left in the bazaar, none may be taken; nobody can play
    assert r.over == cx.BLOCKED and r.left == 2


def test_bergen_opens_with_0_0_else_lowest_double_else_lowest_tile():
    # rules/README.md §9: "Opening: the 0-0, or the lowest double; with none, the
    # lowest tile."
    assert cx.opening(position("bergen", [[(3, 3), (0, 0)], [(1, 1)]])) == (0, 0)
    assert cx.opening(position("bergen", [[(3, 3), (6, 5)], [(1, 1)]])) == (1, T(1, 1))
    assert cx.opening(position("bergen", [[(3, 4), (6, 5)], [(2, 1), (6, 0)]])) == (1, T(1, 2))


def _round_points(r):
    from rules.simulate import teams_of
    return score(r.game, r.n, teams_of(r.game, r.n, r.options), r.options, [cx.result(r)], r.set)["rounds"][0]["charged"]


def test_muggins_going_out_scores_10_on_top_of_the_plays():
    # rules/README.md §8: "Going out scores 10."
    r = position("muggins", [[(4, 1)], [(0, 6), (3, 3)]], laid=L(((4, 4), 0), ((4, 6), 0), ((4, 2), 1), ((4, 5), 2)))
    # ends 6, 2, 5, 4: laying 4-1 on arm 3 makes 6 + 2 + 5 + 1 = 14: no score
    cx.apply(r, play(4, 1, 3))
    assert r.over == cx.OUT and r.scored == 0
    assert _round_points(r) == [10, 0]


def test_muggins_blocked_difference_rounded_to_five():
    # rules/README.md §8: "the player with the fewest pips wins and scores the
    # difference between the others' total and their own, rounded to 5"
    # (to the nearest 5, rules.score.util.round5).
    r = position("muggins", [[(6, 1), (0, 2)], [(5, 5), (3, 3), (0, 4)]], laid=L(((6, 6), 0)))
    cx.apply(r, play(6, 1, 0))    # ends 1, 6, 6, 6: 1 + 12 = 13, no score
    assert r.scored == 0
    assert r.over == cx.BLOCKED   # nobody holds a 1 or a 6, no bazaar
    # pips 2 and 20: 18, rounded to 20
    assert _round_points(r) == [20, 0]


def test_telephone_write_off_rounded_down_to_five():
    # rules/README.md §7: "the player left with tiles writes off their pips rounded
    # down to a multiple of 5 (18 -> 15)".
    r = position("telephone", [[(1, 0)], [(6, 4), (5, 3)]], laid=L(((1, 1), 0), ((1, 2), 1)))
    r.points = [40, 0]
    cx.apply(r, play(1, 0, 0))        # ends 0 and 2, with 1-1 gone from the ends: 2, no score
    assert r.over == cx.OUT
    assert _round_points(r) == [40, 0]   # seat 1 writes off 15 from 0: no debts [002]
    r = position("telephone", [[(1, 0)], [(6, 4), (5, 3)]], laid=L(((1, 1), 0), ((1, 2), 1)))
    r.points = [0, 30]
    cx.apply(r, play(1, 0, 0))
    assert _round_points(r) == [0, 15]


def test_checheve_0_0_finish_makes_everybody_else_goat():
    # rules/README.md §5: "Finishing with 0-0: everybody else becomes Goat."
    r = position("checheve", [[(0, 0)], [(6, 5), (4, 3)], [(6, 4), (5, 3)]],
                 laid=L(((1, 1), 0), ((1, 0), 0)))
    cx.apply(r, play(0, 0, 0))
    assert r.over == cx.OUT and r.out == 0
    doc = score(r.game, r.n, None, r.options, [cx.result(r)], r.set)
    assert doc["over"] and doc["loser"] != 0


def test_checheve_sum_of_counts_to_the_biggest_hand():
    r = position("checheve", [[(1, 2)], [(6, 5), (4, 3)], [(6, 4), (5, 3), (0, 1)]],
                 laid=L(((1, 1), 0), ((1, 4), 0)))
    cx.apply(r, play(1, 2, 1))
    assert r.over == cx.OUT
    # 18 and 19 left: the 19 records 37
    assert _round_points(r) == [0, 0, 37]
