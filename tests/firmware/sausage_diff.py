# Sausage's referee (rules.sausage.referee, layout mode) against its engine
# (rules.sausage.position), move by move, over engine-played rounds: whole matches
# by random and greedy bots (rules.sausage.simulate). After every move the
# referee, told the move as the players report it (a take without its tile,
# a tile put back never named), must show the engine's seat to move, row
# counts, tile taken or not, both lines and end of round (out, or blocked
# on the same move), and a tile it says it knows (one a cut sent to a row)
# must be the engine's [rules/README.md §12; host_tools/PROTOCOL.md, "Referee log
# (Sausage)"]. run() is shared by tests/test_sausage_differential.py (300
# rounds) and `make bench` (bench_cross_referee, 2,000).
from rules import games
from rules.sausage import position as sg
from rules.sausage import referee as rf
from rules.rng import Rng
from rules.sausage.simulate import make, new_round
from rules.score.scoring import score
from rules.tiles import HI, LO


class Divergence(Exception):
    pass


def _same(r, f, what):
    if (f.over, f.out, f.last) != (r.over, r.out, r.last):
        raise Divergence("%s: the round ends differently: engine %s, referee %s" % (
            what, (r.over, r.out, r.last), (f.over, f.out, f.last)))
    got = (f.seat, len(f.rows[0]), len(f.rows[1]), f.taken != sg.NONE, bytes(f.lines[0]), bytes(f.lines[1]),
           bytes(f.first[0]), bytes(f.first[1]))
    want = (r.seat, len(r.rows[0]), len(r.rows[1]), r.taken != sg.NONE, bytes(r.lines[0]), bytes(r.lines[1]),
            bytes(r.first[0]), bytes(r.first[1]))
    if got != want:
        raise Divergence("%s: engine %s, referee %s" % (what, want, got))
    if f.taken not in (sg.NONE, sg.HIDDEN) and f.taken != r.taken:
        raise Divergence("%s: the referee knows the tile taken as %d, the engine took %d" % (what, f.taken, r.taken))
    for s in (0, 1):
        for i, t in enumerate(f.rows[s]):
            if t != sg.HIDDEN and t != r.rows[s][i]:
                raise Divergence("%s: the referee has %d in row %d place %d, the engine %d" % (
                    what, t, s, i, r.rows[s][i]))


def _pickers(f, what):
    """The screen's pickers list what the whole set allows: the tiles onto
    each end (UP / DOWN) and the cuts and doubles put in (hold OK), worked
    out from the few tiles that could make them [rules/README.md §12]."""
    every = rf.ways(f)
    want = [w for w in every if w[1] & sg.KIND != sg.END]
    if rf.special_ways(f) != want:
        raise Divergence("%s: the hold-OK picker lists %r, the whole set allows %r" % (what, rf.special_ways(f), want))
    hint = bool(rf.special_ways(f, True))
    if hint != bool(want):
        raise Divergence("%s: the hold-OK hint says there are %s, the whole set allows %r" % (
            what, "some" if hint else "none", want))
    for e in (0, 1) if f.lines[0] else ():
        want = [w for w in every if w[1] == sg.END | e]
        if rf.end_ways(f, e) != want:
            raise Divergence("%s: line %d's picker lists %r, the whole set allows %r" % (
                what, e, rf.end_ways(f, e), want))


def tell(f, r, m):
    """Report engine move m (of position r, before it is played) to referee
    f, a step at a time as the rules command's log does (the take, then
    the play or back; option double_first: the opener's double taken from
    the row, a hidden tile to the referee, or back before any take)."""
    if m == sg.TAKE or m == sg.BACK:
        f.report(m)
    elif m >= sg.PICK:
        f.report(sg.TAKE)
    else:
        f.report(m & sg.KIND, m & ~sg.KIND, r.taken)


def _no_double_for(r, s):
    """Deal again so that seat s's row holds no double: each of its doubles
    swapped with a tile of the other row that is not one (the whole set
    is still dealt), so the rare opening without a double (option
    double_first: about 1 round in 350) comes up in every few rounds."""
    a = r.rows[s]
    b = r.rows[1 - s]
    j = 0
    for i in range(len(a)):
        if HI[a[i]] == LO[a[i]]:
            while HI[b[j]] == LO[b[j]]:
                j += 1
            a[i], b[j] = b[j], a[i]


def run(rounds_wanted, seed=7000, options=None):
    """-> (rounds, moves, blocked rounds, tiles the referee knew when taken),
    and with options (the game's defaults where it names none) the rounds
    whose opener had no double (double_first) too."""
    rounds = moves = blocked = known = i = passed = 0
    buf = sg.new_buffer()
    opts = games.options("sausage")
    opts.update(options or {})
    while rounds < rounds_wanted:
        rng = Rng(seed + i)
        bots = [make(("random", "greedy")[(s + i) % 2]) for s in (0, 1)]
        results = []
        while True:
            r = new_round(rng, opts, len(results))
            if opts["double_first"] and rounds % 7 == 3:
                _no_double_for(r, r.seat)
                passed += 1
            f = rf.Referee(opts, r.seat)
            k = 0
            while not r.over:
                if f.taken == sg.NONE:
                    _pickers(f, "match %d round %d move %d" % (i, len(results), k))
                n = sg.moves(r, buf)
                mv = buf[0] if n == 1 else bots[r.seat].choose(r, buf, n, rng)
                try:
                    tell(f, r, mv)
                except Exception as e:
                    raise Divergence("round %d of match %d, move %d: the referee refused the engine's move: %s"
                                     % (len(results), i, k, e))
                sg.apply(r, mv)
                if mv == sg.TAKE and f.taken != sg.HIDDEN:
                    known += 1
                k += 1
                _same(r, f, "match %d round %d move %d" % (i, len(results), k))
            try:
                replay = rf.Referee(opts, f.opener, bytes(f.log))
            except Exception as e:
                raise Divergence("match %d round %d: its log does not replay: %s" % (i, len(results), e))
            _same(r, replay, "match %d round %d replayed from its log" % (i, len(results)))
            blocked += r.over == sg.BLOCKED
            moves += k
            rounds += 1
            results.append(sg.result(r))
            if score("sausage", 2, None, opts, results, 6)["over"] or len(results) >= 50:
                break
        i += 1
    return (rounds, moves, blocked, known) + ((passed,) if options else ())
