"""`simulate --jobs N` on CPython: matches played in N worker processes,
printed in match order, byte for byte what one process prints.

One process plays match g from the generator state match g-1 left. With
greedy and planning bots the deals are a match's only draws, so the parent
gets each match's starting state cheaply by dealing without playing
(rules.mexican_match.skip_match) and hands (match, state) to the workers.
Each worker sends back the state its match ended in; the parent checks it
is the next match's start, so a skip that ever disagreed with play would
stop the run instead of printing other matches than one process would.
"""
import multiprocessing
import os

_table = None


def _start(args):
    global _table
    from host_tools.simulate import _Table
    _table = _Table(args)


def _play(job):
    from host_tools.simulate import play_one
    from rules.rng import Rng
    g, hi, lo = job
    rng = Rng(0)
    rng.hi = hi
    rng.lo = lo
    out = []
    w = play_one(_table, g, rng, out.append)
    return "".join(out), w, (rng.hi, rng.lo)


def play(args, t, rng, jobs, write):
    """Play args["games"] matches from rng in `jobs` processes (0: one per
    core), writing each match's lines in order; yields each winner."""
    from rules.mexican_match import skip_match
    games = args["games"]
    if games <= 0:
        return
    if jobs == 0:
        jobs = os.cpu_count() or 1
    jobs = max(1, min(jobs, games))
    starts = []

    def deals():
        for g in range(games):
            starts.append((rng.hi, rng.lo))
            yield g, rng.hi, rng.lo
            skip_match(rng, t.set_n, t.players, t.options)

    # Small batches keep every worker busy to the end; a match takes
    # milliseconds, so a batch of a few amortises the pipe.
    chunk = max(1, min(16, games // (jobs * 8)))
    with multiprocessing.Pool(jobs, _start, (args,)) as pool:
        for g, (text, w, end) in enumerate(pool.imap(_play, deals(), chunk)):
            if g + 1 < games and end != starts[g + 1]:
                raise RuntimeError("match %d ended at another generator state than skip_match "
                                   "gave match %d" % (g, g + 1))
            write(text)
            yield w
