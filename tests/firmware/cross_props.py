# Properties of simulated cross and fives matches (rules.cross.simulate on the
# engine, random and greedy bots, every player count) [rules/README.md §5, 6, 7, 8,
# 9]: every tile is somewhere exactly once after every move, the counts the
# turn model keeps equal the tiles, the layout chains (each tile touches
# the end it went on; nothing goes on a closed end), every play scores what
# its game allows, each round's charge is the one its rule gives from the
# hands left and the points of play, the totals add up, and every match
# ends. run(game, rounds) is shared by tests/test_cross_properties.py (a
# few hundred rounds a game) and `make bench` (bench_cross, 2,000).
from rules.cross import position as cx
from rules import games
from rules.cross.bots import make
from rules.cross.simulate import MAX_ROUNDS, Match, end_round, new_round, play_round
from rules.rng import Rng
from rules.tiles import HI, LO
from tile_checks import conserved_tiles

GAMES = ("muggins", "telephone", "checheve", "donkey", "bergen")


def conserved(r):
    conserved_tiles(r)
    if not r.laid:
        return
    t0 = r.laid[0]
    e = [r.first[0], HI[t0] if LO[t0] == r.first[0] else LO[t0], -1, -1]
    shut = 0
    for i in range(1, len(r.laid)):
        t = r.laid[i]
        k = r.side[i] & 3
        assert not shut >> k & 1, "a tile on a closed end"
        if k >= 2 and e[k] < 0:
            assert r.four != cx.NONE and r.arms == 4
            e[k] = LO[r.four]
        assert e[k] == r.first[i] and r.first[i] in (LO[t], HI[t]), "the layout does not chain"
        e[k] = HI[t] if LO[t] == e[k] else LO[t]
        if r.side[i] & 4:
            assert LO[t] == HI[t], "only doubles lie face down"
            shut |= 1 << k
    for k in range(r.arms):
        if e[k] < 0:
            e[k] = LO[r.four]
    assert e[:r.arms] == list(r.ends[:r.arms])
    assert shut == r.shut


def check_scored(game, v):
    if game in ("muggins", "telephone"):
        assert v >= 0 and v % 5 == 0, v          # rules/README.md §7, 8: multiples of five
    elif game == "bergen":
        assert v in (0, 2, 3), v                 # rules/README.md §9
    else:
        assert v == 0, v                         # rules/README.md §5, 6: no points during play


def check_charge(game, m, r, row, before):
    res = m.results[-1]
    pips = res.pips
    charged = row["charged"]
    pts = r.points
    n = r.n
    out = r.out if r.over == cx.OUT else -1
    if game == "muggins":
        # rules/README.md §8: the plays, going out 10; blocked: the fewest pips wins
        # the others' total less its own, to the nearest 5.
        bonus = [0] * n
        if out >= 0:
            bonus[out] = 10
        else:
            low = min(pips)
            at = [s for s in range(n) if pips[s] == low]
            if len(at) == 1:
                bonus[at[0]] = (sum(pips) - 2 * low + 2) // 5 * 5
        assert charged == [pts[s] + bonus[s] for s in range(n)]
    elif game == "telephone":
        # rules/README.md §7: the plays, less the pips left rounded down to 5; no
        # debts; partners together.
        units = [[0, 2], [1, 3]] if n == 4 else [[s] for s in range(n)]
        for u, seats in enumerate(units):
            gain = sum(pts[s] for s in seats) - sum(pips[s] for s in seats) // 5 * 5
            assert charged[u] == max(-before[u], gain)
    elif game == "bergen":
        # rules/README.md §9: the plays, and 2 for going out or for the block's award.
        extra = sum(charged) - sum(pts)
        assert extra in (0, 2) and all(charged[s] >= pts[s] for s in range(n))
        if out >= 0:
            assert charged[out] == pts[out] + 2
    elif game == "donkey":
        # rules/README.md §6 (Kozel's scoring): the player out records nothing.
        if out >= 0:
            assert charged[out] == 0
        assert all(c >= 0 for c in charged)
    elif game == "checheve":
        # rules/README.md §5: one player, the most pips, records the round's counts
        # (and the 50s of a 6-6).
        assert all(c >= 0 for c in charged)
        assert sum(charged) <= sum(pips) + 50 * n + 168 * 4


def run(game, rounds_wanted, seed=7000):
    """-> (rounds, moves, matches)."""
    row = games.game(game)
    rounds = matches = moves = i = 0
    while rounds < rounds_wanted:
        players = row[2] + i % (row[3] - row[2] + 1)
        rng = Rng(seed + i)
        opts = games.options(game)
        m = Match(game, players, opts)
        bots = [make(("random", "greedy")[(s + i) % 2]) for s in range(players)]
        k = 0
        while True:
            r = new_round(rng, m)
            conserved(r)
            count = [0]
            total = [0]

            def step(pos, mv, count=count, total=total):
                conserved(pos)
                if count[0]:
                    check_scored(game, pos.scored)
                    total[0] += pos.scored
                count[0] += 1
            play_round(r, bots, rng, None, step)
            conserved(r)
            check_scored(game, r.scored)
            total[0] += r.scored
            assert total[0] == sum(r.points), "the points of play add up"
            before = list(m.ledger["totals"]) if m.ledger else [0] * 4
            over = end_round(m, r)
            check_charge(game, m, r, m.ledger["rounds"][-1], before)
            moves += count[0]
            k += 1
            rounds += 1
            if over:
                break
        assert m.ledger["over"] and k < MAX_ROUNDS
        nt = len(m.ledger["totals"])
        assert [sum(rw["charged"][u] for rw in m.ledger["rounds"]) for u in range(nt)] == m.ledger["totals"]
        matches += 1
        i += 1
    return rounds, moves, matches


def sausage_conserved(r):
    from rules.sausage import position as sg
    seen = [0] * 28
    for s in (0, 1):
        for t in r.rows[s]:
            seen[t] += 1
    for k in (0, 1):
        for t in r.lines[k]:
            seen[t] += 1
    if r.taken != sg.NONE:
        seen[r.taken] += 1
    assert seen == [1] * 28, "every tile once: rows, lines, taken"
    for k in (0, 1):
        for i in range(len(r.lines[k])):
            if k == 0 and i == 0:
                continue
            want = sg.other(r.lines[k][i - 1], r.first[k][i - 1]) if i else r.first[0][0]
            assert r.first[k][i] == want and r.first[k][i] in (LO[r.lines[k][i]], HI[r.lines[k][i]])


def run_sausage(rounds_wanted, seed=3000):
    """Sausage [rules/README.md §12]: tiles conserved and the lines chained after
    every move, a round ends out (the mover's row empty) or blocked, the
    out round charges only the other player their pips, matches end. ->
    (rounds, moves, matches)."""
    from rules.sausage import position as sg
    from rules.sausage.simulate import make as make_bot, new_round as sausage_round
    from rules.score.scoring import score
    rounds = moves = matches = i = 0
    buf = sg.new_buffer()
    while rounds < rounds_wanted:
        rng = Rng(seed + i)
        opts = games.options("sausage")
        bots = [make_bot(("random", "greedy")[(s + i) % 2]) for s in (0, 1)]
        results = []
        while True:
            r = sausage_round(rng, opts, len(results))
            k = 0
            while not r.over:
                n = sg.moves(r, buf)
                m = buf[0] if n == 1 else bots[r.seat].choose(r, buf, n, rng)
                sg.apply(r, m)
                sausage_conserved(r)
                k += 1
                assert k < 100000
            if r.over == sg.OUT:
                assert not r.rows[r.out] and r.taken == sg.NONE
            else:
                assert sg.stuck(r)
            results.append(sg.result(r))
            ledger = score("sausage", 2, None, opts, results, 6)
            row = ledger["rounds"][-1]["charged"]
            if r.over == sg.OUT:
                other = 1 - r.out
                pips = sum(LO[t] + HI[t] for t in r.rows[other])
                assert row == [pips if s == other else 0 for s in (0, 1)], (row, pips)
            moves += k
            rounds += 1
            if ledger["over"]:
                break
            assert len(results) < MAX_ROUNDS
        matches += 1
        i += 1
    return rounds, moves, matches
