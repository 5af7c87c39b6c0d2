# A Mexican Train match: N+1 rounds, engine N-N down to 0-0, each dealt,
# started and scored [rules/README.md §1, Rounds; Deal; First player; Scoring].
# The simulator and the tests deal each round through new_round() and play
# them with bots through play_round() and play_match() (at the table people
# deal real tiles).
from rules.mexican.deal import engine_dealt, engine_for_round, hand as mexican_hand, rounds
from rules.shuffle import deal
from rules.mexican.position import Position, apply, moves, new_buffer, setup
from rules.tiles import double
from rules.mexican.bots import make  # noqa: F401  (the bots of a simulated match, by name)

BOT = "planning"   # a seat's bot when none is named


def new_round(rng, set_n, players, round_index, options, per=0):
    """Shuffle, deal and start round round_index (0 = engine N-N), `per`
    tiles each (0: the deal table's). The first player is drawn at random
    [001, 003] (with the engine dealt, its holder starts instead; see
    rules.mexican.turn)."""
    e = engine_for_round(set_n, round_index)
    per = per or mexican_hand(set_n, players, options)
    pool = deal(rng, set_n, players, per, -1 if engine_dealt(options) else double(e))
    r = Position(set_n, players, e, options)
    setup(r, pool, per, rng.opener(players))
    return r


def play_round(r, bots, rng, buf=None, on_move=None):
    """Let the bots (one per seat) play the round to its end."""
    if buf is None:
        buf = new_buffer()
    pick = [b.choose for b in bots]
    if on_move is None:
        while not r.over:
            n = moves(r, buf)
            apply(r, buf[0] if n == 1 else pick[r.seat](r, buf, n, rng))
        return r
    while not r.over:
        n = moves(r, buf)
        m = buf[0] if n == 1 else pick[r.seat](r, buf, n, rng)
        on_move(r, m)
        apply(r, m)
    return r


def play_match(rng, game, players, set_n, bots, options, on_round=None, on_move=None):
    """Play all N+1 rounds (the family's simulate contract, rules/README.md
    "Families and contracts"); returns rules.mexican.score.score
    would give (rounds, totals, over, winner), built round by round so only
    the running totals stay in memory. on_move(round, move) sees each move
    before it is made, on_round(index, round, ledger) each round once
    scored, the ledger as it stands then."""
    from rules.mexican.position import OUT, result
    from rules.mexican.score import match_winner, round_scores
    buf = new_buffer()
    totals = [0] * players
    outs = [0] * players
    rows = []
    ledger = {"rounds": rows, "totals": totals, "over": False, "winner": None, "loser": None, "titles": []}
    from rules.mexican.deal import check_table
    check_table(set_n, players, options)
    per = mexican_hand(set_n, players, options)   # the table read once a match
    for k in range(rounds(set_n)):
        r = new_round(rng, set_n, players, k, options, per)
        play_round(r, bots, rng, buf, on_move)
        charged = round_scores(result(r), options)
        for s in range(players):
            totals[s] += charged[s]
        if r.over == OUT:
            outs[r.out] += 1
        rows.append({"charged": charged, "carry": 0, "note": "out" if r.over == OUT else "blocked"})
        if k == set_n:
            ledger["over"] = True
            ledger["winner"] = match_winner(totals, outs, bool(options["positive_points"]))
        if on_round is not None:
            on_round(k, r, ledger)
        r = None
    return ledger
