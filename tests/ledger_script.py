# A scripted Mexican Train match as a person would key it in: every seat's
# count, corrections, undo and redo, blocked rounds, markers, 0-0 left in
# hand and edits of past rounds. Seeded, the same on both runtimes. Used by
# the power-cut test and the ledger benchmark.
from rules.rng import Rng
from rules.score.scoring import HOLDS_BLANK_DOUBLE

NAMES = ("Ann", "Bob", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal", "Ida", "Jo", "Kim", "Lu")


def new_match(players=10, set_n=15, options=None):
    from ledger.match import Match
    return Match("mexican-train", list(NAMES[:players]), set_n, options or {"marker_penalty": 10}, None, 0)


def steps(players=10, set_n=15, seed=7, undo_runs=True):
    """-> list of steps: ("enter", seat, pips, blanks, flags), ("close", out,
    last, markers), ("edit", round, seat, pips), ("undo",), ("redo",)."""
    rng = Rng(seed)
    out = []
    for r in range(set_n + 1):
        blocked = rng.below(6) == 0
        went_out = -1 if blocked else rng.below(players)
        # The set has one 0-0 [rules/README.md §0]: one seat a round may hold it.
        blank = rng.below(players)
        for s in range(players):
            if s != went_out:
                out.append(_enter(rng, s, s == blank))
        for _ in range(3):  # a miscounted hand keyed again
            s = rng.below(players)
            if s != went_out:
                out.append(_enter(rng, s, s == blank))
        out.append(("undo",))
        out.append(("redo",))
        markers = None
        if r % 3 == 2:
            markers = [rng.below(3) == 0 for _ in range(players)]
            if went_out >= 0:
                markers[went_out] = False
        out.append(("close", went_out, rng.below(players) if blocked else -1, markers))
        if r % 2:
            # The seat that went out keeps its zero.
            out.append(("edit", rng.below(r + 1), rng.below(players), rng.below(50) + 1))
        if undo_runs and r in (5, 11):
            out.extend([("undo",)] * 15)
            out.extend([("redo",)] * 15)
    return out


def _enter(rng, s, may_hold_blank):
    if may_hold_blank and rng.below(2) == 0:
        return ("enter", s, 12 + rng.below(40), 2, HOLDS_BLANK_DOUBLE)  # 0-0 in hand
    return ("enter", s, 1 + rng.below(60), 0, 0)


def apply(m, step):
    kind = step[0]
    if kind == "enter":
        m.enter(step[1], step[2], blanks=step[3], flags=step[4])
    elif kind == "close":
        m.close_round(out=step[1], last=step[2], markers=step[3])
    elif kind == "edit":
        i = step[1]
        facts = m.round_result(i)
        if facts.out != step[2]:
            facts.pips[step[2]] = step[3]
        m.edit_round(i, facts)
    elif kind == "undo":
        assert m.undo()
    else:
        assert m.redo()


def payload(m):
    """The match as its file holds it: equal bytes, equal ledger."""
    if m is None:
        return None
    b = bytearray()
    for p in m.parts():
        b.extend(p)
    return bytes(b)
