# A sitting of Chaplygin's counting game played by bots, for the
# simulator (python -m host_tools.simulate --game counting) and the tests
# (firmware/rules/README.md, section 14): each round the step's plates
# are dealt (rules.counting.round.deal), the rest the deck, and the bots
# play it on the rules' own round until a child has played out their
# plates; round k is led by seat k (the children lead in turn from seat
# 1). The sitting is scored by its scorer (rules.counting.score) until
# the rounds agreed (option rounds) are played. Bots never answer wrong:
# every answer is right the first time. Step 1's questions have no bots.
from rules.bots import RandomBot, make_from
from rules.counting.answer import row
from rules.counting.round import ANSWER, deal, greedy


class GreedyBot:
    """rules.counting.round.greedy's move: the answer laying the most
    plates, else its largest plate led."""
    name = "greedy"

    def choose(self, r, buf, n, rng):
        return greedy(buf)


# A bot is rules.bots' shape: choose(r, moves, n, rng) -> one of r's n
# moves (rules.counting.round.Round.moves()).
BOTS = {"random": RandomBot, "greedy": GreedyBot}


def make(name):
    return make_from(BOTS, name, " for the counting game")


def play_round(rng, key, players, bots, opener=0, on_move=None):
    """A round of step `key` dealt from rng and played by the bots (one a
    seat) to its end, opener leading: -> the Round. on_move(r, m) sees
    each move before it is made. Each move asks its bot, even where it has
    one move, so a round is the same for the same rng whatever it is
    played for."""
    k, top, dealt = row(key)[:3]
    r = deal(k, players, rng, dealt, top)
    r.seat = opener
    while r.winner < 0:
        ms = r.moves()
        m = bots[r.seat].choose(r, ms, len(ms), rng)
        if on_move is not None:
            on_move(r, m)
        r.play(m)
    return r


def play_match(rng, game, players, set_n, bots, options, on_round=None, on_move=None):
    """A sitting of options["rounds"] rounds of options["step"] (rules.
    games.options' answer), every round dealt from rng: -> the ledger (the
    scorer's answer). on_round(k, r, ledger) sees each round's Round and
    the ledger after it; on_move as play_round's. (set_n: the table's
    "set", the largest plate.)"""
    from rules.score.scoring import Result, score
    results = []
    while True:
        k = len(results)
        answers = [0] * players

        def count(r, m):
            if m[0] == ANSWER:
                answers[r.seat] += 1
            if on_move is not None:
                on_move(r, m)
        r = play_round(rng, options["step"], players, bots, k % players, count)
        rd = Result(players)
        rd.out = r.winner
        for s in range(players):
            rd.tiles[s] = len(r.hands[s])
            rd.points.extend([(s, 1)] * answers[s])
        results.append(rd)
        ledger = score(game, players, None, options, results, set_n)
        if on_round is not None:
            on_round(k, r, ledger)
        if ledger["over"]:
            return ledger
