"""rules.mexican_sim.play_out (the simulator's loop, with the commonest
turn written out over an index of the hands) against the plain loop over
rules.mexican's moves() and apply(): the same moves, move by move, and the
same end of round, over every option set, 2 to 8 seats and every bot."""
from rules import games
from rules import mexican as mx
from rules.bots import make
from rules.mexican_match import new_round
from rules.mexican_sim import index, play_out, track
from rules.rng import Rng

OPTION_SETS = [
    {},
    {"first_turn_train": True},
    {"engine_from_hand": True, "may_play_drawn": True},
    {"doubles_newest_first": True, "one_double_per_turn": True, "mexican_needs_second_turn": True},
    {"deal": "004", "marker_penalty": 10, "blank_double_50": True},
    {"engine_holder_starts": True, "first_turn_train": True, "blank_value": "halves"},
    {"positive_points": True, "deal": "pressman"},
    {"may_play_drawn": True, "mexican_needs_second_turn": True},
]
KINDS = ("random", "greedy", "planning")


def _round(i):
    players = 2 + i % 7
    set_n = (12, 9, 15)[i % 3]
    opts = games.options("mexican-train", OPTION_SETS[i % len(OPTION_SETS)])
    rng = Rng(1000 + i)
    r = new_round(rng, set_n, players, i % (set_n + 1), opts)
    return r, rng, [make(KINDS[(i + s) % 3]) for s in range(players)]


def _end(r):
    return (r.over, r.out, r.last, bytes(r.markers), bytes(r.owner), [bytes(t) for t in r.trains],
            bytes(r.ends), mx.scores(r))


def test_fast_loop_makes_the_moves_the_engine_makes():
    for i in range(1500):
        r, rng, bots = _round(i)
        fast = []
        seen = []

        def on_move(r, m):
            fast.append(m)
            if i < 200:
                # The index matches the hands before every move.
                hc, hs = track(r)
                kept_hc, kept_hs = index(r)
                w = r.set + 1
                seen.append(bytes(hc) == bytes(kept_hc) and all(
                    hs[s][x * w:x * w + hc[s * w + x]] == kept_hs[s][x * w:x * w + hc[s * w + x]]
                    for s in range(r.n) for x in range(w)))

        buf = mx.new_buffer()
        play_out(r, [b.choose for b in bots], rng, buf, on_move)
        got = _end(r)
        assert index(r) is None  # the index lives only while the round is played

        r, rng, bots = _round(i)
        plain = []
        while not r.over:
            n = mx.moves(r, buf)
            m = buf[0] if n == 1 else bots[r.to_move].choose(r, buf, n, rng)
            plain.append(m)
            mx.apply(r, m)
        assert fast == plain, i
        assert got == _end(r), i
        assert all(seen), i
