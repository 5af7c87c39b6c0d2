# A round of Chaplygin's counting game (seed 000, slides 16-28; the
# readings where the seed is silent are firmware/rules/README.md's,
# section 14). Each player is dealt the step's plates; the rest is the
# deck. Seat 0 leads: lays one plate. The next player answers it with
# plates that make its number (rules.counting.answer), then leads a plate
# for the player after them. One who cannot answer draws a plate from the
# deck (slide 16) and answers if it helps; if not, the plate laid goes
# unanswered and they lead the next one. The first player with no plates
# left wins the round. A hand never holds more than the plates dealt and
# one drawn: each turn ends with a plate led, or with the hand empty.
from rules import RulesError
from rules.counting.answer import answers, check, said
from rules.counting.steps import deck

LEAD = "lead"
ANSWER = "answer"
DRAW = "draw"
PASS = "pass"


class Round:
    def __init__(self, key, hands, pile, seat=0, plate=None):
        """key: the step ("2.1", ...); hands: a list of numbers per seat;
        pile: the deck, drawn from its end; seat: the player to move;
        plate: the plate laid for them to answer (None: they lead)."""
        self.key = key
        self.hands = hands
        self.pile = pile
        self.seat = seat
        self.plate = plate
        self.drawn = False     # the player to move drew this turn
        self.winner = -1

    def moves(self):
        """Every move the player to move has: ("lead", n) for each number
        they hold, or ("answer", [...]) for each answer, then ("draw",)
        while the deck has a plate and they have not drawn, else
        ("pass",): the plate goes unanswered."""
        if self.winner >= 0:
            return []
        hand = self.hands[self.seat]
        if self.plate is None:
            return [(LEAD, v) for v in sorted(set(hand))]
        out = [(ANSWER, a) for a in answers(self.key, self.plate, hand)]
        if not out:
            out.append((DRAW,) if self.pile and not self.drawn else (PASS,))
        return out

    def play(self, move):
        """Plays move (as moves() gives them); RulesError, one line, if the
        rules forbid it."""
        if self.winner >= 0:
            raise RulesError("the round is over: seat %d played out" % (self.winner + 1))
        kind = move[0]
        hand = self.hands[self.seat]
        if kind == LEAD:
            if self.plate is not None:
                raise RulesError("%d is laid: answer it (or draw) before leading" % self.plate)
            if move[1] not in hand:
                raise RulesError("the hand holds no %d to lead" % move[1])
            hand.remove(move[1])
            self._next(move[1])
            return
        if self.plate is None:
            raise RulesError("no plate is laid to answer: lead one")
        if kind == ANSWER:
            for v in check(self.key, self.plate, hand, move[1]):
                hand.remove(v)
            self.plate = None
            if not hand:
                self.winner = self.seat
        elif kind == DRAW:
            if self.drawn or not self.pile:
                raise RulesError("one plate a turn from the deck, while it has one")
            if answers(self.key, self.plate, hand):
                raise RulesError("the hand answers %d: the deck is for a hand that cannot" % self.plate)
            hand.append(self.pile.pop())
            self.drawn = True
        elif kind == PASS:
            if self.pile and not self.drawn:
                raise RulesError("the deck has plates: draw one before giving up on %d" % self.plate)
            can = answers(self.key, self.plate, hand)
            if can:
                raise RulesError("the hand answers %d: %s" % (self.plate, said(can[0])))
            self.plate = None
        else:
            raise RulesError("a move is lead, answer, draw or pass, not %r" % (kind,))

    def _next(self, plate):
        if not self.hands[self.seat]:
            self.winner = self.seat
            return
        self.seat = (self.seat + 1) % len(self.hands)
        self.plate = plate
        self.drawn = False


def deal(key, players, rng, dealt, top):
    """A new round: the plates of 0 to `top` shuffled by rng
    (rules.rng.Rng), `dealt` to each of `players`, the rest the deck."""
    pile = deck(top)
    rng.shuffle(pile)
    hands = [pile[i * dealt:(i + 1) * dealt] for i in range(players)]
    return Round(key, hands, pile[players * dealt:])


def greedy(ms):
    """Of the moves ms, the answer laying the most plates (the hand
    empties fastest), or the largest plate to lead (the hardest to
    answer)."""
    best = ms[0]
    for m in ms:
        if m[0] == ANSWER and (best[0] != ANSWER or len(m[1]) > len(best[1])):
            best = m
        elif m[0] == LEAD and m[1] > best[1]:
            best = m
    return best
