# The line games' tile-free referee (rules.line.referee) on the rules of
# rules/README.md §2, 3, 4, 11 and 13: what it refuses, how it sees a block, its
# layout mode and undo. Dual-runtime: pytest on CPython, mp_runner.py under
# MicroPython.
from check import raises
from rules import RulesError, games
from rules.line import referee as rf
from rules.line import variants as line_rules
from rules.tiles import tile


def ref(game, players=2, hand=7, bone=None, first=0, options=None, layout=False):
    opts = games.options(game, options or {})
    if bone is None:
        bone = 28 - players * hand
    f = line_rules.flags(game, opts) | (rf.LAYOUT if layout else 0)
    return rf.Referee(players, f, first, bytes([hand]) * players, bone)


def refused(r, kind, arg=0, t=-1):
    return str(raises(RulesError, r.report, kind, arg, t))


def test_block_game_nobody_draws():
    # rules/README.md §2, Block game: "the undealt tiles are out of play; a player
    # who cannot play knocks and passes" [000].
    r = ref("block", 2, 7)
    r.report(rf.PLAY)
    assert "nobody draws" in refused(r, rf.DRAW)
    r.report(rf.PASS)
    assert r.seat == 0


def test_draw_game_knock_only_with_nothing_to_draw():
    # rules/README.md §2, Draw game: draws until a tile fits; "with an empty
    # boneyard, passes" [000].
    r = ref("draw", 2, 7)
    r.report(rf.PLAY)
    assert "must draw before knocking" in refused(r, rf.PASS)
    r.report(rf.DRAW)
    r.report(rf.DRAW)     # until a tile fits: several draws
    assert r.held[1] == 9 and r.left == 12


def test_two_player_and_seven_draw_one_tile():
    # 002, first article: "взять одну доминошку ... В противном случае –
    # пропустить"; Seven: "игрок берёт только один камень из «рынка»".
    for g in ("two-player", "seven"):
        r = ref(g, 2, 7)
        r.report(rf.PLAY)
        r.report(rf.DRAW)
        assert "one tile only" in refused(r, rf.DRAW)
        r.report(rf.PASS)
        assert r.seat == 0


def test_kozel_leaves_the_last_bazaar_tile():
    # rules/README.md §3; 002: "Последний камень из резерва не забирается".
    r = ref("kozel", 3, 7, bone=7)
    r.report(rf.PLAY)
    for _ in range(6):
        r.report(rf.DRAW)
    assert r.left == 1
    assert "nothing left to draw" in refused(r, rf.DRAW)
    r.report(rf.PASS)


def test_seven_six_and_seven_in_quick_mode():
    # rules/README.md §11: a sum of 6, the player moves again; 7, the next takes two
    # tiles and misses the turn.
    r = ref("seven", 3, 7)
    r.report(rf.PLAY, rf.SIX)
    assert r.seat == 0
    r.report(rf.PLAY, rf.SEVEN)
    assert r.seat == 2 and r.held[1] == 9 and r.left == 5
    assert "only Seven" in refused(ref("kozel"), rf.PLAY, rf.SIX)


def test_block_inferred_from_every_seat_knocking_with_nothing_to_draw():
    # PROTOCOL.md, "Referee log (line and cross games)": "A block is
    # declared once every seat has passed in a row with nothing left to
    # draw".
    r = ref("block", 3, 6)
    r.report(rf.PLAY)
    r.report(rf.PASS)
    r.report(rf.PASS)
    assert not r.over
    r.report(rf.PASS)
    assert r.over == rf.BLOCKED and r.last == 0
    # A play between the knocks starts the count again.
    r = ref("block", 3, 6)
    r.report(rf.PLAY)
    r.report(rf.PASS)
    r.report(rf.PLAY)
    r.report(rf.PASS)
    r.report(rf.PASS)
    assert not r.over


def test_a_knock_after_a_tile_kept_proves_nothing():
    # draw_rule one_then_choose [000]: a drawn tile may be kept, so that
    # player may still play when their turn comes round again.
    r = ref("draw", 2, 7, bone=14, options={"draw_rule": "one_then_choose"})
    r.left = 1
    r.report(rf.PLAY)
    r.report(rf.DRAW)     # the last tile, kept
    r.report(rf.PASS)
    r.report(rf.PASS)
    assert not r.over


def test_layout_mode_follows_the_ends_and_refuses_what_does_not_fit():
    # rules/README.md §2, Play: "Match either open end of the line".
    r = ref("kozel", 4, 7, layout=True)
    r.report(rf.PLAY, 0, tile(1, 1))
    assert list(r.ends) == [1, 1]
    r.report(rf.PLAY, 1, tile(1, 4))
    assert list(r.ends) == [1, 4]
    assert "does not match end 0" in refused(r, rf.PLAY, 0, tile(2, 3))
    assert "already on the table" in refused(r, rf.PLAY, 1, tile(1, 4))
    r.report(rf.PLAY, 0, tile(1, 0))
    assert list(r.ends) == [0, 4]


def test_layout_mode_sees_a_fish_at_once():
    # rules/README.md §0, Block; 002: "были выложены все комбинации и сочетания
    # одного числа ... один конец цепочки закончился камнем 5-1, а второй
    # 6-5": every 5 on the table and both ends 5: nobody can play, blocked
    # without waiting for the knocks (quick mode waits for them).
    plays = [((5, 5), 0), ((5, 1), 0), ((5, 3), 1), ((1, 2), 0), ((3, 4), 1), ((2, 5), 0), ((4, 5), 1),
             ((5, 0), 0), ((0, 6), 0), ((6, 5), 0)]
    r = ref("block", 4, 7, bone=0, layout=True)
    q = ref("block", 4, 7, bone=0)
    for (a, b), e in plays:
        assert not r.over
        r.report(rf.PLAY, e, tile(a, b))
        q.report(rf.PLAY)
    assert list(r.ends) == [5, 5]
    assert r.over == rf.BLOCKED and r.last == 1   # the tenth play was seat 1's
    assert not q.over


def test_sea_kozel_two_doubles_only_to_go_out():
    # rules/README.md §4; 002, item 12: "Отходить можно одновременно 2-мя дуплями".
    # (Two tiles as the round's first report are its extraordinary lead,
    # 002 l.139: tests/test_line_seed_rules.py.)
    r = ref("sea-kozel", 2, 7)
    r.report(rf.PLAY)
    assert "last two doubles" in refused(r, rf.DOUBLE)
    r.held[1] = 2
    r.report(rf.DOUBLE)
    assert r.over == rf.OUT and r.out == 1


def test_undo_replays_the_log_without_the_last_report():
    r = ref("kozel", 4, 7, layout=True)
    r.report(rf.PLAY, 0, tile(1, 1))
    r.report(rf.PLAY, 1, tile(1, 4))
    assert r.undo()
    assert list(r.ends) == [1, 1] and r.seat == 1 and r.held[1] == 7
    assert r.undo() and not r.undo()


def test_the_dealers_opening_tile_opens_the_log_and_survives_undo():
    # rules/README.md §3: Kozel opens with 1-1; the dealer names it, and the referee
    # keeps it through a restart (the log replayed) and every undo.
    opts = games.options("kozel", {})
    f = line_rules.flags("kozel", opts) | rf.LAYOUT
    r = rf.Referee(4, f, 2, bytes([7]) * 4, 0, bytes((rf.LEAD << 5, tile(1, 1))))
    assert r.lead == tile(1, 1) and r.seat == 2 and not r.open
    r.report(rf.PLAY, 0, r.lead)
    again = rf.Referee(4, f, 2, bytes([7]) * 4, 0, bytes(r.log))
    assert again.lead == tile(1, 1) and list(again.ends) == [1, 1] and again.seat == 3
    assert again.undo() and again.lead == tile(1, 1) and not again.open
    assert not again.undo() and again.lead == tile(1, 1)
