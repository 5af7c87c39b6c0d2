# A cross or fives game's match, round by round, for the simulator and the
# tests [rules/README.md §5, 6, 7, 8, 9]: the deal (rules.deal's tiles each, the
# rest the bazaar), who opens and with what (rules.cross.variants), the round
# played by bots on the engine (rules.cross.position), and the match scored by the
# game's scorer after every round until it says the match is over.
# Interpretations where the sources leave room: Muggins' first round is
# opened by seat 0, later ones in turn by the next seat (any tile; the
# sources name no opener); Telephone, Chechevé and Donkey's later rounds by
# the last round's finisher, else its fisherman, with any tile [002];
# Bergen's every round by its rule.
from rules.cross import variants as cr
from rules.cross.position import OUT, Position, new_buffer, opening, result, setup
from rules.deal import hand_size
from rules.simulate import MAX_ROUNDS, Match
from rules.shuffle import deal
from rules.cross.bots import make  # noqa: F401  (the bots of a simulated match, by name)

BOT = "greedy"   # a seat's bot when none is named


def new_round(rng, m):
    game = m.game
    k = len(m.results)
    n = m.players
    per = hand_size(game, n)
    pool = deal(rng, 6, n, per)
    r = Position(game, 6, n, m.options, k)
    setup(r, pool, bytes([per]) * n, 0)
    first = 0
    tile = -1
    if cr.free(game, m.options, k):
        p = m.prev
        out, last = (p.out if p.over == OUT else -1, p.last) if k else (-1, -1)
        first = cr.opener(game, k, n, m.first, out, last)
    else:
        first, tile = opening(r)
        if first < 0:
            first, tile = 0, -1
    r.seat = first
    r.lead = tile
    m.first = first
    return r


def play_round(r, bots, rng, buf=None, on_move=None):
    """Let the bots (one per seat) play the round to its end."""
    from rules.cross import position as cross
    from rules.bots import play_out
    return play_out(cross, r, bots, rng, buf, on_move)


def end_round(m, r):
    """Score round r into match m; returns whether the match is over."""
    from rules.score.scoring import score
    m.results.append(result(r))
    m.ledger = score(m.game, m.players, m.teams, m.options, m.results, 6)
    m.prev = r
    return m.ledger["over"] or len(m.results) >= MAX_ROUNDS


def play_match(rng, game, players, set_n, bots, options, on_round=None, on_move=None):
    """Play rounds until the game's scorer says the match is over (the
    family's simulate contract, rules/README.md "Families and contracts":
    the cross games are played with double-6, set_n); returns the ledger
    (the `score` answer). on_move(round, move) sees each move before it is
    made, on_round(k, round, ledger) each round once scored."""
    m = Match(game, players, options)
    buf = new_buffer()
    while True:
        r = new_round(rng, m)
        play_round(r, bots, rng, buf, on_move)
        over = end_round(m, r)
        if on_round is not None:
            on_round(len(m.results) - 1, r, m.ledger)
        if over:
            return m.ledger
