# A Sausage match for the simulator and the tests [rules/README.md §12]: each
# round the set is shuffled into two rows of 14, the rounds played by bots
# on the engine (rules.sausage.position), the match scored by its scorer
# (rules.score.block) until it says the match is over. Who opens:
# rules.sausage.position.opener.
from rules.sausage import position as sg
from rules.bots import RandomBot, make_from, play_out
from rules.simulate import MAX_ROUNDS


class GreedyBot:
    """Cuts when it can (the cut tiles go to the opponent), else puts a
    double in, else the first play listed."""
    name = "greedy"

    def choose(self, r, buf, n, rng):
        best = buf[0]
        for i in range(n):
            m = buf[i]
            if m >= 0 and m & sg.KIND == sg.CUT:
                return m
            if m >= 0 and m & sg.KIND == sg.INSERT:
                best = m
        return best


BOTS = {"random": RandomBot, "greedy": GreedyBot}
BOT = "greedy"   # a seat's bot when none is named


def make(name):
    return make_from(BOTS, name, " for Sausage")


def new_round(rng, options, k):
    pool = bytearray(range(28))
    rng.shuffle(pool)
    r = sg.Position(options, k)
    r.rows[0] = bytearray(pool[:14])
    r.rows[1] = bytearray(pool[14:])
    r.seat = sg.opener(k)
    return r


def play_match(rng, game, players, set_n, bots, options, on_round=None, on_move=None):
    """Play rounds until the scorer says the match is over (the family's
    simulate contract, rules/README.md "Families and contracts"; players and
    set_n: Sausage's two and double-6); returns the ledger (the `score`
    answer). on_move(round, move) sees each move before it is made,
    on_round(k, round, ledger) each round once scored."""
    from rules.score.scoring import score
    results = []
    buf = sg.new_buffer()
    while True:
        r = new_round(rng, options, len(results))
        play_out(sg, r, bots, rng, buf, on_move)
        results.append(sg.result(r))
        ledger = score(game, players, None, options, results, set_n)
        if on_round is not None:
            on_round(len(results) - 1, r, ledger)
        if ledger["over"] or len(results) >= MAX_ROUNDS:
            return ledger
