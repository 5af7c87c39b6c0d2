# The cross and fives games' referee (rules.cross.referee, layout mode)
# against their engine (rules.cross.position), move by move, over engine-played
# rounds: whole matches by random and greedy bots (rules.cross.simulate), every
# player count. After every move the referee, told the move as the players
# report it (a draw without its tile), must show the engine's seat to move,
# tiles each, bazaar, layout (tiles, ends, closed ends), points of play per
# seat and end of round; once the engine sees a block the table knocks
# until the referee does, at most once per seat [PROTOCOL.md,
# "Referee log (line and cross games)"]. run() is shared by
# tests/test_cross_differential.py (300 rounds a game) and `make bench`
# (bench_cross_referee, 2,000).
from rules.cross import position as cx
from rules.cross import referee as rf
from rules import games
from rules.cross.bots import make
from rules.cross.simulate import Match, end_round, new_round
from rules.rng import Rng

GAMES = ("muggins", "telephone", "checheve", "donkey", "bergen")


class Divergence(Exception):
    pass


def _same(r, f, what):
    got = (f.seat, list(f.held), f.left, bytes(f.laid), bytes(f.first), list(f.ends[:f.arms]) if f.laid else [],
           f.shut, f.along, list(f.points))
    want = (r.seat, list(r.held), r.left, bytes(r.laid), bytes(r.first), list(r.ends[:r.arms]) if r.laid else [],
            r.shut, r.along, list(r.points))
    if f.over != r.over:
        raise Divergence("%s: the engine's round is %s, the referee's %s" % (what, r.over, f.over))
    if r.over:
        if (f.out, f.last) != (r.out, r.last) or list(f.points) != list(r.points):
            raise Divergence("%s: the round ends differently: engine %s, referee %s" % (
                what, (r.out, r.last, r.points), (f.out, f.last, f.points)))
        return
    if got != want:
        raise Divergence("%s: engine %s, referee %s" % (what, want, got))


def tell(f, r, m):
    """Report engine move m (of position r, before it is played) to referee f
    (its report(): a play's tiles as the log's parts)."""
    if m == cx.DRAW:
        f.report(rf.DRAW)
    elif m == cx.PASS:
        f.report(rf.PASS)
    elif not r.laid:
        f.report(rf.PLAY, 0, bytes((rf.part(m >> 3, m & 3),)))   # end 1: its lower number on end 0
    else:
        f.report(rf.PLAY, 0, bytes([rf.part(t, e, c) for t, e, c in cx.parts(r, m)]))


def run(game, rounds_wanted, seed=5000, options=None):
    """-> (rounds, moves, blocked rounds, most knocks needed after the engine's
    block); with options (the game's defaults where they name none), the
    doubles laid along (Muggins' doubles_either_way) too."""
    row = games.game(game)
    rounds = moves = blocked = most = i = along = 0
    opts = games.options(game)
    opts.update(options or {})
    buf = cx.new_buffer()
    while rounds < rounds_wanted:
        players = row[2] + i % (row[3] - row[2] + 1)
        rng = Rng(seed + i)
        m = Match(game, players, opts)
        bots = [make(("random", "greedy")[(s + i) % 2]) for s in range(players)]
        while True:
            r = new_round(rng, m)
            f = rf.Referee(game, players, m.options, r.seat, bytes(r.held), r.left, r.round)
            k = 0
            while not r.over:
                n = cx.moves(r, buf)
                mv = buf[0] if n == 1 else bots[r.seat].choose(r, buf, n, rng)
                try:
                    tell(f, r, mv)
                except Exception as e:
                    raise Divergence("%s round %d of match %d, move %d: the referee refused the engine's move: %s"
                                     % (game, len(m.results), i, k, e))
                cx.apply(r, mv)
                along += mv >= 0 and r.kind & cx.ALONG and mv & 4 != 0
                k += 1
                if not (r.over == cx.BLOCKED and not f.over):
                    _same(r, f, "%s match %d round %d move %d" % (game, i, len(m.results), k))
            if r.over == cx.BLOCKED:
                blocked += 1
                knocks = 0
                while not f.over:
                    if knocks >= players:
                        raise Divergence("%s match %d round %d: blocked for the engine, not for the referee after "
                                         "a knock from every seat" % (game, i, len(m.results)))
                    f.report(rf.PASS)
                    knocks += 1
                most = max(most, knocks)
                if (f.over, f.last, list(f.points)) != (r.over, r.last, list(r.points)):
                    raise Divergence("%s match %d round %d: the block ends differently" % (game, i, len(m.results)))
            moves += k
            rounds += 1
            if end_round(m, r):
                break
        i += 1
    return (rounds, moves, blocked, most) + ((along,) if options else ())
