# Issue 44's rules of the line games in the rules core itself, on both
# runtimes (the rules command's and the buttons' tests of the same rules:
# tests/test_line_seed_rules.py, tests/test_line_seed_buttons.py), each
# from its seed line [rules/README.md §2, 4, 10, 11, 13].
# Dual-runtime: pytest on CPython, tests/mp_runner.py under MicroPython.
from check import raises
from rules import RulesError, games
from rules.line import position as ln
from rules.line import referee as rf
from rules.line import variants as line_rules
from rules.score.scoring import from_hands, score
from rules.tiles import tile
from test_line import legal, play, position


def T(a, b):
    return tile(a, b)


def ref(game, players, hand, bone, options=None, layout=True, lead=-1):
    opts = games.options(game, options or {})
    f = line_rules.flags(game, opts) | (rf.LAYOUT if layout else 0)
    return rf.Referee(players, f, 0, bytes([hand]) * players, bone, b"", lead)


def rd(hands, out=-1, last=-1, opened=(), finish=(), opener=-1):
    r = from_hands([[T(a, b) for a, b in h] for h in hands], 6, out, last, (), None,
                   [T(a, b) for a, b in opened], [T(a, b) for a, b in finish])
    r.opener = opener
    return r


def test_sea_kozel_extraordinary_round_engine_and_referee():
    # 002 l.139-145: the 0-0 and the 6-6 together; two tiles a turn, one on
    # each end, while a player can; the 6-0 in the gap on any turn.
    r = position("sea-kozel", [[(0, 0), (6, 6), (3, 4)], [(0, 5), (6, 3), (1, 1)], [(0, 6), (2, 2), (4, 4)]],
                 options={"weekday": 2})
    r.round = 2
    assert ln.XLEAD in legal(r)
    ln.apply(r, ln.XLEAD)
    assert list(r.ends) == [0, 6] and r.xr == ln.XR | ln.XP and r.seat == 1 and r.held[0] == 1
    assert legal(r) == [ln.PAIR | (T(0, 5) << 2) << 7 | (T(6, 3) << 2 | 1)]
    ln.apply(r, legal(r)[0])
    assert list(r.ends) == [5, 3] and r.seat == 2
    # Seat 2: the 6-0 in the gap, then nothing fits: the turn goes on, a knock.
    assert legal(r) == [ln.PASS, T(0, 6) << 2 | 2]
    ln.apply(r, T(0, 6) << 2 | 2)
    assert r.seat == 2 and r.xr & ln.XG and list(r.ends) == [5, 3]
    ln.apply(r, ln.PASS)
    assert r.seat == 0 and not r.xr & ln.XP
    # The referee follows the same reports, in both modes.
    for layout in (True, False):
        q = ref("sea-kozel", 3, 3, 19, layout=layout)
        q.report(rf.DOUBLE, 0, 27 if layout else -1)
        q.report(rf.DOUBLE, 0, T(0, 5) << 5 | T(6, 3) if layout else -1)
        q.report(rf.PLAY, 2 if layout else rf.GAP, T(0, 6) if layout else -1)
        assert q.seat == 2 and q.held[2] == 2 and q.xr & 4
        assert "gap" in str(raises(RulesError, q.report, rf.PLAY, 2 if layout else rf.GAP, T(0, 6) if layout else -1))


def test_general_lead_is_the_1_1():
    # 002 l.246: "В любом случае игра начинается с 1х1"; the whole set dealt.
    assert line_rules.fixed_lead("general", games.options("general"), 0) == T(1, 1)
    assert line_rules.fixed_lead("kozel", games.options("kozel"), 0) == -1
    q = ref("general", 4, 7, 0, lead=T(1, 1))
    assert "1-1" in str(raises(RulesError, q.report, rf.PLAY, 0, T(2, 2)))
    q.report(rf.PLAY, 0, T(1, 1))


def test_kids_for_the_smallest_one_direction():
    # 000 l.36: "Стройте цепочки с ребёнком в одну сторону"; l.38 no reserve.
    r = position("kids", [[(0, 0), (0, 2)], [(0, 1), (1, 1)]], bone=[(3, 3)], options={"smallest": True})
    ln.apply(r, T(0, 0) << 2)
    assert legal(r) == [play(0, 1, 1)]
    ln.apply(r, play(0, 1, 1))
    assert legal(r) == [ln.PASS]   # nothing for the 1, nothing drawn
    q = ref("kids", 2, 5, 18, {"smallest": True})
    q.report(rf.PLAY, 0, T(0, 0))
    assert "one direction" in str(raises(RulesError, q.report, rf.PLAY, 0, T(0, 1)))
    assert "not in play" in str(raises(RulesError, q.report, rf.PLAY, 1, T(0, 4)))
    assert line_rules.pictures(2) == 3 and line_rules.pictures(3) == 4 and line_rules.pictures(5) == 6


def test_block_fisherman_wins_and_single_round():
    # 002 l.51: "все очки участников ... пишутся на счет ... «рыбака»";
    # 000 l.222: "Можно играть в игру только с одним раундом".
    blocked = rd([[(0, 1)], [(6, 6)], [(5, 4)]], last=2)
    got = score("block", 3, None, {"fisherman_wins": True}, [blocked], 6)
    assert got["rounds"][0]["charged"] == [0, 0, 22]
    got = score("draw", 3, None, {"single_round": True}, [blocked], 6)
    assert got["over"] and got["winner"] == 0


def test_sea_kozel_second_article():
    # 002 l.403: the 6-6 "for 100"; l.405: the bald Goat; l.413: the
    # fisherman's fish; l.423: eggs from the 1-1.
    opens = rd([[], [(6, 6), (6, 5), (1, 1)]], out=0)
    won = rd([[], [(1, 2)]], out=0, opened=[(6, 6)], opener=0)
    got = score("sea-kozel", 2, None, {"open_66_for_100": True}, [opens, won], 6)
    assert got["over"] and got["winner"] == 0 and got["titles"] == ["for-100"]
    bald = rd([[(1, 2)], []], out=1, finish=[(0, 0)])
    assert score("sea-kozel", 2, None, {"winner_records_all": True}, [bald], 6)["titles"] == ["bald-goat"]
    fish = rd([[(1, 2)], [(6, 6), (6, 5), (5, 4)]], last=0)
    assert score("sea-kozel", 2, None, {"fisherman_privileges": True}, [fish], 6)["next"] == {"seat": 0, "lead": "6-6"}
    eggs = rd([[(1, 2), (0, 3)], [(2, 3), (0, 1)]], last=0)
    got = score("sea-kozel", 2, None, {"fisherman_privileges": True}, [eggs], 6)
    assert got["rounds"][0]["carry"] == 6 and got["next"]["lead"] == "1-1"


def test_general_waiting_pair():
    # 002 l.250: two losses and the waiting pair sits in.
    teams = [[0, 2], [1, 3], [4, 5]]
    lost = rd([[], [(1, 2)], [(3, 4)], [(5, 6)], [], []], out=0)
    got = score("general", 6, teams, {}, [lost, lost], 6)
    assert got["seated"] == [0, 4, 2, 5]
