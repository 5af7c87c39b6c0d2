# Sausage's engine (rules.sausage.position) on rules/README.md §12 and seed 002's article,
# one rule a test, values worked by hand.
# Dual-runtime: pytest on CPython, tests/mp_runner.py under MicroPython.
from rules.sausage import position as sg
from rules.tiles import tile


def T(a, b):
    return tile(a, b)


def position(rows, lines=((), ()), taken=None, seat=0):
    """rows: per seat, left to right; lines: per line the tiles as (a, b),
    a touching the tile before (line 0's first: the root, a facing line 1)."""
    r = sg.Position()
    for s in (0, 1):
        r.rows[s] = bytearray(T(a, b) for a, b in rows[s])
    for k in (0, 1):
        for a, b in lines[k]:
            r.lines[k].append(T(a, b))
            r.first[k].append(a)
    if taken is not None:
        r.taken = T(*taken)
    r.seat = seat
    return r


def legal(r):
    buf = sg.new_buffer()
    return list(buf[:sg.moves(r, buf)])


def test_a_player_takes_the_last_tile_of_their_own_row():
    # rules/README.md §12: "tiles are taken from the right end of one's own row".
    r = position([[(1, 2), (6, 6)], [(0, 0)]])
    assert legal(r) == [sg.TAKE]
    sg.apply(r, sg.TAKE)
    assert r.taken == T(6, 6) and list(r.rows[0]) == [T(1, 2)]


def test_the_first_tile_starts_both_lines():
    # rules/README.md §12: "The line is built in two parallel lines from the first tile".
    r = position([[(1, 2), (0, 5)], [(0, 0), (3, 3)]], taken=(2, 5))
    assert legal(r) == [sg.END, sg.END | 2]     # either way round
    sg.apply(r, sg.END)                         # 5 faces line 1, line 0 goes on from 2
    assert sg.end(r, 0) == 2 and sg.end(r, 1) == 5 and r.seat == 1


def test_a_tile_that_does_not_fit_goes_to_the_left_end_and_the_turn_passes():
    # rules/README.md §12: "a tile that does not fit goes to the left end of the owner's row".
    r = position([[(1, 2), (0, 4)], [(0, 0), (3, 3)]], lines=([(5, 2)], []), taken=(6, 6))
    assert legal(r) == [sg.BACK]
    sg.apply(r, sg.BACK)
    assert list(r.rows[0]) == [T(6, 6), T(1, 2), T(0, 4)] and r.seat == 1


def test_a_tile_that_fits_must_be_played():
    r = position([[(1, 2)], [(0, 0)]], lines=([(5, 2)], []), taken=(2, 6))
    assert legal(r) == [sg.END]                 # on line 0's 2; line 1 shows 5


def test_cut_at_the_ends_sends_the_sausage_to_the_opponent():
    # rules/README.md §12: "With two lines of equal length a player holding the tile
    # that matches both ends may lay it across and cut the sausage:
    # everything cut goes to the opponent's row" (to its left end [002]).
    r = position([[(6, 6), (1, 1)], [(4, 4)]], lines=([(3, 2), (2, 5)], [(3, 0)]), taken=(5, 0))
    assert sg.end(r, 0) == 5 and sg.end(r, 1) == 0
    assert sg.CUT | 1 << 1 | 1 in legal(r)
    sg.apply(r, sg.CUT | 1 << 1 | 1)   # 5-0 with its 5 on line 0: the side bit
    assert list(r.rows[1]) == [T(3, 2), T(2, 5), T(3, 0), T(4, 4)]
    assert list(r.lines[0]) == [T(5, 0)] and not r.lines[1]
    assert sg.end(r, 0) == 5 and sg.end(r, 1) == 0    # the cutting tile is the new root


def test_cut_at_an_inner_joint_keeps_the_rest():
    # 002: "Отрезать колбасу можно по всему протяжению двух линий, а именно
    # в месте стыка первой и второй костяшек и на конце линии".
    r = position([[(6, 6), (1, 1)], [(4, 4)]], lines=([(3, 2), (2, 5), (5, 6)], [(3, 0), (0, 4)]), taken=(5, 0))
    assert sg.CUT | 1 << 1 | 1 in legal(r)          # joint 1: line 0 shows 5, line 1 shows 0
    sg.apply(r, sg.CUT | 1 << 1 | 1)   # 5-0 with its 5 on line 0: the side bit
    assert list(r.rows[1]) == [T(3, 2), T(2, 5), T(3, 0), T(4, 4)]
    assert list(r.lines[0]) == [T(5, 0), T(5, 6)] and list(r.lines[1]) == [T(0, 4)]
    assert sg.end(r, 0) == 6 and sg.end(r, 1) == 4


def test_no_cut_with_lines_of_different_length():
    r = position([[(6, 6), (1, 1)], [(4, 4)]], lines=([(3, 2), (2, 5)], []), taken=(5, 3))
    assert all(m < 0 or m & sg.KIND != sg.CUT for m in legal(r))


def test_a_double_goes_in_where_its_number_meets_itself():
    # rules/README.md §12: "A double may be inserted wherever its number meets itself."
    r = position([[(6, 6), (1, 1)], [(4, 4)]], lines=([(3, 2), (2, 5)], [(3, 0)]), taken=(2, 2))
    assert sg.INSERT | 1 << 1 in legal(r)       # between 3-2 and 2-5 in line 0
    sg.apply(r, sg.INSERT | 1 << 1)
    assert list(r.lines[0]) == [T(3, 2), T(2, 2), T(2, 5)] and sg.end(r, 0) == 5


def test_out_and_blocked_end_the_round():
    # rules/README.md §12: "The round ends when one player runs out or it is blocked".
    r = position([[], [(4, 4)]], lines=([(3, 2)], []), taken=(2, 5))
    sg.apply(r, sg.END)
    assert r.over == sg.OUT and r.out == 0
    r = position([[(6, 6)], [(4, 4), (1, 1)]], lines=([(3, 2)], []), taken=(2, 5))
    sg.apply(r, sg.END)
    assert r.over == sg.BLOCKED                 # 6-6, 4-4, 1-1 fit neither 5 nor 3
