"""`simulate --jobs N` on CPython: matches played in N worker processes,
printed in match order, byte for byte what one process prints. Every
match has its own generator (seed + match number), so a worker needs only
the match's number.
"""
import multiprocessing
import os

_table = None


def _start(args):
    global _table
    from host_tools.simulate import Table
    _table = Table(args)


def _play(g):
    from host_tools.simulate import play_one
    out = []
    w = play_one(_table, g, out.append)
    return "".join(out), w


def play(args, jobs, write):
    """Play args["games"] matches in `jobs` processes (0: one per core),
    writing each match's lines in order; yields each winner."""
    games = args["games"]
    if games <= 0:
        return
    if jobs == 0:
        jobs = os.cpu_count() or 1
    jobs = max(1, min(jobs, games))
    # Small batches keep every worker busy to the end; a match takes
    # milliseconds, so a batch of a few amortises the pipe.
    chunk = max(1, min(16, games // (jobs * 8)))
    with multiprocessing.Pool(jobs, _start, (args,)) as pool:
        for text, w in pool.imap(_play, range(games), chunk):
            write(text)
            yield w
