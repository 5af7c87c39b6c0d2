# The line games' engine (rules.line.position on rules.turn) on the rules of
# rules/README.md §2, 3, 4, 10, 11 and 13 and their seeds, one rule a test.
# Dual-runtime: pytest on CPython, tests/mp_runner.py under MicroPython.
from rules import games
from rules.line import position as ln
from rules import turn as lt
from rules.tiles import tile


def T(a, b):
    return tile(a, b)


def position(game, hands, bone=(), first=0, options=None, lead=-1, laid=()):
    """A round of `game`: hands (lists of (a, b)), the bazaar in draw order,
    the tiles already laid (each (a, b) on end e, as ((a, b), e)); the
    other tiles are out of play."""
    opts = games.options(game, options or {})
    r = ln.Position(game, 6, len(hands), opts)
    pool = bytearray()
    for h in hands:
        pool.extend(T(a, b) for a, b in h)
    pool.extend(T(a, b) for a, b in bone)
    ln.setup(r, pool, bytes(len(h) for h in hands), first, lead)
    for (a, b), e in laid:
        t = T(a, b)
        r.owner[t] = r.seat
        ln.reindex(r)
        ln._lay(r, t << 2 | (e if r.laid else (0 if a >= b else 1)))
    ln.reindex(r)
    return r


def legal(r):
    buf = ln.new_buffer()
    n = ln.moves(r, buf)
    return list(buf[:n])


def play(a, b, e):
    return T(a, b) << 2 | e


def test_block_game_a_player_who_cannot_play_knocks_without_drawing():
    # rules/README.md §2, Block game: "the undealt tiles are out of play; a player
    # who cannot play knocks and passes" [000].
    r = position("block", [[(6, 6), (1, 2)], [(0, 0), (0, 1)]], bone=[(5, 4), (3, 3)], laid=[((6, 5), 0)],
                 first=1)
    assert legal(r) == [ln.PASS]
    assert r.left == 2


def test_draw_game_draws_until_a_tile_fits_then_must_play_it():
    # rules/README.md §2, Draw game: "a player who cannot play draws until a tile
    # fits, then plays it; with an empty boneyard, passes" [000].
    r = position("draw", [[(0, 1)], [(2, 2), (1, 3)]], bone=[(0, 2), (0, 3), (6, 5)], laid=[((6, 6), 0)])
    assert legal(r) == [ln.DRAW]
    ln.apply(r, ln.DRAW)
    assert legal(r) == [ln.DRAW] and r.drawn == 1    # 0-2 does not fit 6-6
    ln.apply(r, ln.DRAW)
    ln.apply(r, ln.DRAW)                             # 6-5 fits
    assert legal(r) == [play(6, 5, 0), play(6, 5, 1)]   # no knock: it must be played


def test_draw_one_then_choose_and_one_no_play():
    # rules/README.md §2, Draw game options [000: "берет из колоды, а затем решает,
    # пасовать или играть"; "может быть запрещено играть в этот ход"].
    r = position("draw", [[(0, 1)], [(2, 2)]], bone=[(6, 5)], laid=[((6, 6), 0)],
                 options={"draw_rule": "one_then_choose"})
    ln.apply(r, ln.DRAW)
    assert ln.PASS in legal(r) and play(6, 5, 0) in legal(r)
    r = position("draw", [[(0, 1)], [(2, 2)]], bone=[(6, 5)], laid=[((6, 6), 0)],
                 options={"draw_rule": "one_no_play"})
    ln.apply(r, ln.DRAW)
    assert legal(r) == [ln.PASS]


def test_two_player_draws_one_tile_plays_it_if_it_fits_else_passes():
    # 002, first article: "взять одну доминошку из общей массы. Если она
    # подходит, надлежит сделать ход. В противном случае – пропустить его"
    # (rules/README.md §2, two-player version).
    r = position("two-player", [[(0, 1)], [(2, 2)]], bone=[(0, 2), (6, 5)], laid=[((6, 6), 0)])
    ln.apply(r, ln.DRAW)
    assert legal(r) == [ln.PASS]          # 0-2 does not fit: no second draw
    r = position("two-player", [[(0, 1)], [(2, 2)]], bone=[(6, 5), (0, 2)], laid=[((6, 6), 0)])
    ln.apply(r, ln.DRAW)
    assert ln.PASS not in legal(r)        # 6-5 fits: it must be played


def test_kozel_never_takes_the_last_bazaar_tile():
    # rules/README.md §3; 002: "Последний камень из резерва не забирается".
    r = position("kozel", [[(0, 1)], [(2, 3)]], bone=[(6, 5)], laid=[((6, 6), 0)])
    assert r.left == 1 and legal(r) == [ln.PASS]
    r = position("kozel", [[(0, 1)], [(2, 3)]], bone=[(0, 2), (6, 5)], laid=[((6, 6), 0)])
    assert legal(r) == [ln.DRAW]


def test_the_opening_tile_and_who_holds_it():
    # rules/README.md §3 (Kozel: 1-1 opens, otherwise the lowest double; 0-0 may
    # not open), rules/README.md §2 (Block: the highest double, else the heaviest
    # tile), rules/README.md §11 (Seven: 1-1, else the next double up), rules/README.md §13
    # (Kids: a double).
    r = position("kozel", [[(0, 0), (3, 4)], [(2, 2), (5, 6)], [(6, 6), (1, 2)]])
    assert ln.opening(r) == (1, T(2, 2))
    r = position("block", [[(0, 0), (3, 4)], [(2, 2), (5, 6)], [(6, 6), (1, 2)]])
    assert ln.opening(r) == (2, T(6, 6))
    r = position("block", [[(0, 1), (3, 4)], [(2, 3), (5, 6)]], bone=[(0, 0), (1, 1), (2, 2), (3, 3),
                                                                    (4, 4), (5, 5), (6, 6)])
    assert ln.opening(r) == (1, T(5, 6))
    r = position("kids", [[(0, 0), (3, 4)], [(2, 2), (5, 6)]])
    assert ln.opening(r) == (0, T(0, 0))
    r = position("seven", [[(0, 0), (3, 4)], [(4, 4), (5, 6)]])
    assert ln.opening(r) == (1, T(4, 4))


def test_the_first_round_opens_with_the_opening_tile_later_rounds_with_any():
    # rules/README.md §3: "Later rounds: the winner of the previous round (or the
    # fisherman) opens, with any tile"; the first round opens with the
    # holder's 1-1 [002: "Начинает игру тот, у кого окажется дубль 1-1"].
    r = position("kozel", [[(1, 1), (3, 4)], [(2, 2), (5, 6)]], lead=T(1, 1))
    assert legal(r) == [play(1, 1, 0)]
    r = position("kozel", [[(1, 1), (3, 4)], [(2, 2), (5, 6)]])
    assert sorted(legal(r)) == sorted([play(1, 1, 0), play(4, 3, 0)])


def test_direction_counterclockwise():
    # rules/README.md §0: "the classic Block/Draw text says counter-clockwise [000]:
    # direction is a table option".
    r = position("block", [[(6, 6), (3, 4)], [(0, 1), (1, 2)], [(6, 5), (0, 2)]], lead=T(6, 6),
                 options={"direction": "counterclockwise"})
    ln.apply(r, play(6, 6, 0))
    assert r.seat == 2
    ln.apply(r, play(6, 5, 0))
    assert r.seat == 1


def test_seven_a_sum_of_six_moves_again_seven_makes_the_next_take_two_and_miss():
    # rules/README.md §11; 002: "Сумма очков на обоих концах, равная 6, дает право
    # игроку, сделать ещё один ход"; "При сумме, равной 7, следующий по
    # кругу игрок поднимает 2 камня из «рынка»"; "номиналы дублей
    # суммируются".
    r = position("seven", [[(1, 4), (4, 5), (3, 3)], [(0, 2), (6, 6)], [(2, 3), (0, 5)]],
                 bone=[(0, 6), (1, 6), (2, 6)], laid=[((1, 1), 0)])
    ln.apply(r, play(1, 4, 0))          # ends 4 and the 1-1 (2): 6
    assert r.seat == 0 and r.after_double == 1
    ln.apply(r, play(4, 5, 0))          # ends 5 and 2: 7
    assert r.seat == 2                  # seat 1 took two and misses the turn
    assert r.held[1] == 4 and r.left == 1


def test_seven_with_an_empty_market_the_tiles_come_from_the_player_who_made_seven():
    # 002: "При иссякании рынка игрок берёт случайные камни у игрока
    # поставившего семерку".
    r = position("seven", [[(1, 5), (2, 3), (4, 4)], [(0, 2), (6, 6)]], laid=[((1, 1), 0)])
    ln.apply(r, play(1, 5, 0))          # 5 + 2 = 7, nothing in the market
    # seat 1 takes one (the player who made seven keeps their last) and misses.
    assert r.held == bytearray((1, 3)) and r.seat == 0
    assert r.owner[T(2, 3)] == 1


def test_seven_three_in_a_row_earn_two_more_tiles():
    # 002 l.275: "Если игрок ходил 3 или более раза подряд, то он может
    # ходить двумя фишками подряд" (see rules.turn's notes): two sums of 6,
    # a third tile, then two more may be laid, one after the other, or the
    # player knocks at either.
    r = position("seven", [[(1, 4), (1, 2), (4, 3), (2, 6), (0, 0), (3, 5)], [(5, 5)]], laid=[((1, 1), 0)])
    ln.apply(r, play(1, 4, 0))    # 4 + the 1-1 (2) = 6: again
    ln.apply(r, play(1, 2, 1))    # 4 + 2 = 6: again
    ln.apply(r, play(4, 3, 0))    # 3 + 2 = 5: the third in a row
    assert r.seat == 0 and r.doubles == 1
    assert legal(r) == [play(3, 5, 0), play(2, 6, 1), ln.PASS]
    ln.apply(r, play(2, 6, 1))    # the first extra tile; 3 + 6: the second is offered
    assert r.seat == 0 and r.doubles == 3
    assert legal(r) == [play(3, 5, 0), ln.PASS]
    ln.apply(r, play(3, 5, 0))    # the second; 5 + 6: the turn ends
    assert r.seat == 1 and r.doubles == 0
    # A knock at the second ends the turn too.
    r = position("seven", [[(1, 4), (1, 2), (4, 3), (2, 6), (3, 5), (0, 0)], [(5, 5)]], laid=[((1, 1), 0)])
    for m in (play(1, 4, 0), play(1, 2, 1), play(4, 3, 0), play(2, 6, 1)):
        ln.apply(r, m)
    ln.apply(r, ln.PASS)
    assert r.seat == 1 and r.doubles == 0 and r.held[0] == 2
    r = position("seven", [[(1, 4), (4, 3), (0, 0)], [(5, 5)]], laid=[((1, 1), 0)])
    ln.apply(r, play(1, 4, 0))    # one sum of 6, then a tile: two in a row, no extra
    ln.apply(r, play(4, 3, 0))
    assert r.seat == 1 and r.doubles == 0


def test_sea_kozel_two_doubles_go_out_together():
    # rules/README.md §4; 002, item 12: "Отходить можно одновременно 2-мя дуплями".
    r = position("sea-kozel", [[(3, 3), (5, 5)], [(1, 2), (2, 4)]], laid=[((3, 5), 0)])
    moves = legal(r)
    pair = [m for m in moves if m > 0 and m & ln.PAIR]
    assert len(pair) == 1
    ln.apply(r, pair[0])
    assert r.over == lt.OUT and r.out == 0 and sorted(ln.finish(r)) == sorted([T(3, 3), T(5, 5)])


def test_a_round_blocks_when_nobody_can_play_and_nobody_can_draw():
    # rules/README.md §0, Block: "nobody can play and nobody can draw. The player
    # who made the last play before the block is the fisherman".
    r = position("block", [[(5, 1), (0, 2)], [(0, 3), (2, 4)]], laid=[((6, 5), 0)])
    assert r.ends == bytearray((6, 5))
    ln.apply(r, play(5, 1, 1))    # ends 6 and 1: nobody holds either
    assert r.over == lt.BLOCKED and r.last == 0
    r = position("draw", [[(5, 1), (0, 2)], [(0, 3), (2, 4)]], bone=[(1, 4)], laid=[((6, 5), 0)])
    ln.apply(r, play(5, 1, 1))    # the same, but a tile may be drawn
    assert not r.over and legal(r) == [ln.DRAW]


def test_two_player_kozel_opens_low_and_draws_until_a_tile_fits():
    # 002, first article: "начинает эту игру обладатель дубля 1-1, 2-2 и так
    # далее по возрастанию"; "он обращается к «базару» столько раз, сколько
    # требуется для того, чтобы найти нужную" (option kozel).
    r = position("two-player", [[(6, 6), (2, 2)], [(1, 1), (3, 4)]], options={"kozel": True})
    assert ln.opening(r) == (1, T(1, 1))
    r = position("two-player", [[(0, 1)], [(2, 2), (3, 3)]], bone=[(0, 2), (6, 5)], laid=[((6, 6), 0)],
                 options={"kozel": True})
    ln.apply(r, ln.DRAW)
    assert legal(r) == [ln.DRAW]
