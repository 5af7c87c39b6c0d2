# The device's referee of a round of Chaplygin's counting game (seed 000;
# firmware/rules/README.md, section 14). The children hold real plates the
# device cannot see; it is told each plate laid and each answer, checks
# the answer by the step's rules (rules.counting.answer, step 1's by
# rules.counting.compare) and keeps what it can know: whose turn, the plate
# to answer, how many plates each child holds and the deck, and each
# child's answers, right the first time or after trying again. A child
# whose count reaches 0 wins the round (rules.counting.round's order: the
# one who answers leads the next plate; one who cannot answer draws, then
# answers or passes and leads). Step 1 has no plates in hands: each child
# in turn is asked about two plates the device draws (which has more, by
# how many), QUESTIONS each; the most right the first time wins, a tie
# has no winner.
#
# The log holds the round, replayed whole (an undo is a shorter log): a
# byte kind << 5 | value, some followed by more bytes:
#   LEAD n         a plate of n laid
#   ANSWER k, ...  a right answer of k plates, then a byte a plate: its
#                  number, | 128 when taken away; step 1: ANSWER side
#                  (0 the first plate, 1 the second, 2 the same), then by
#   WRONG          a try that was wrong (the same child tries again)
#   DRAW, PASS     a plate drawn; the plate left unanswered
#   ASK a, b       step 1: the question's two plates
from micropython import const
from rules import RulesError
from rules.counting import answer as check_answer
from rules.counting import compare
from rules.counting.steps import deck, step

_LEAD = const(0)
_ANSWER = const(1)
_WRONG = const(2)
_DRAW = const(3)
_PASS = const(4)
_ASK = const(5)
QUESTIONS = const(5)   # step 1: questions to each child a round
_TOP_1 = const(5)      # step 1's plates: 0 to 5 dots (slide 11)


class Referee:
    def __init__(self, key, players, first, log=b""):
        """key: the step ("1", "2.1", ...); first: the seat that leads;
        log: the reports so far, replayed (RulesError where the rules
        cannot follow them)."""
        self.key = key
        self.n = players
        row = step(key)
        if key != "1" and row is None:
            raise RulesError("no step %s" % key)
        self.top = row[1] if row else _TOP_1
        dealt = row[2] if row else 0
        self.held = [dealt] * players
        self.deck = len(deck(self.top)) - dealt * players if row else 0
        self.seat = first
        self.opener = first
        self.plate = -1      # the plate to answer, -1: the seat leads
        self.question = None  # step 1: (a, b) asked of the seat
        self.drawn = False   # the seat drew for this plate
        self.tried = False   # the seat tried a wrong answer to it
        self.right = [0] * players    # answers right the first time
        self.answers = [0] * players  # answers right, first time or not
        self.winner = -1
        self.over = False
        self.log = bytearray()
        i = 0
        while i < len(log):
            b = log[i]
            kind = b >> 5
            v = b & 31
            i += 1
            if kind == _LEAD:
                lead(self, v)
            elif kind == _WRONG:
                wrong(self)
            elif kind == _DRAW:
                draw(self)
            elif kind == _PASS:
                give_up(self)
            elif kind == _ASK or kind == _ANSWER and key == "1":
                if i == len(log):
                    raise RulesError("the log is cut at byte %d" % i)
                w = log[i]
                i += 1
                if kind == _ASK:
                    ask(self, v, w)
                else:
                    reply(self, v if v < 2 else -1, w)
            elif kind == _ANSWER:
                if not v or i + v > len(log):
                    raise RulesError("the log is cut at byte %d" % i)
                a = [log[i] & 127]
                for j in range(1, v):
                    c = log[i + j]
                    a.append("-" if c & 128 else "+")
                    a.append(c & 127)
                i += v
                answer(self, a)
            else:
                raise RulesError("the log is damaged at byte %d" % (i - 1))


def _over(r):
    if r.over:
        raise RulesError("the round is over")


def lead(r, v):
    """The seat lays a plate of v for the next to answer."""
    _over(r)
    if r.key == "1" or r.plate >= 0:
        raise RulesError("%d is laid: answer it first" % r.plate if r.plate >= 0 else "step 1 lays no plates")
    if not 0 <= v <= r.top:
        raise RulesError("%d is no plate of step %s: its plates have 0 to %d dots" % (v, r.key, r.top))
    r.log.append(_LEAD << 5 | v)
    r.held[r.seat] -= 1
    if not r.held[r.seat]:
        _won(r, r.seat)
        return
    r.seat = (r.seat + 1) % r.n
    r.plate = v
    r.drawn = r.tried = False


def answer(r, a):
    """The seat answers the plate with `a` ([1, "+", 3]): checked by the
    step's rules (RulesError, one line naming the rule, with .said for the
    device); the plates leave the hand. The seat leads next."""
    _over(r)
    if r.plate < 0 or r.key == "1":
        raise RulesError("no plate is laid to answer")
    nums = a[0::2]
    if len(nums) > r.held[r.seat]:
        raise RulesError("%d plates answer, but the hand holds %d" % (len(nums), r.held[r.seat]))
    check_answer.check(r.key, r.plate, nums, a)
    r.log.append(_ANSWER << 5 | len(nums))
    r.log.append(a[0])
    for j in range(1, len(nums)):
        r.log.append(a[2 * j] | (128 if a[2 * j - 1] == "-" else 0))
    _scored(r)
    r.held[r.seat] -= len(nums)
    r.plate = -1
    if not r.held[r.seat]:
        _won(r, r.seat)


def wrong(r):
    """The seat's answer was wrong: they try again (the first time
    counted as not right)."""
    _over(r)
    if r.plate < 0 and r.question is None:
        raise RulesError("nothing is asked")
    r.log.append(_WRONG << 5)
    r.tried = True


def draw(r):
    """The seat cannot answer: a plate from the deck."""
    _over(r)
    if r.plate < 0 or r.drawn or not r.deck:
        raise RulesError("one plate a turn from the deck, while it has one, for a plate laid")
    r.log.append(_DRAW << 5)
    r.deck -= 1
    r.held[r.seat] += 1
    r.drawn = True


def give_up(r):
    """The seat cannot answer and the deck is empty (or they drew): the
    plate goes unanswered; they lead the next."""
    _over(r)
    if r.plate < 0 or r.deck and not r.drawn:
        raise RulesError("the deck has plates: draw one first")
    r.log.append(_PASS << 5)
    r.plate = -1


def ask(r, a, b):
    """Step 1: the device asks the seat about plates a and b."""
    _over(r)
    if r.key != "1" or r.question is not None:
        raise RulesError("a question is asked already")
    compare.plate(a)
    compare.plate(b)
    r.log.append(_ASK << 5 | a)
    r.log.append(b)
    r.question = (a, b)
    r.tried = False


def reply(r, side, by):
    """Step 1: the seat says plate `side` (0, 1; -1 the same) has more
    dots, by `by`: checked (RulesError naming what is wrong); right, the
    next child is asked."""
    _over(r)
    if r.question is None:
        raise RulesError("nothing is asked")
    compare.more(r.question[0], r.question[1], side, by)
    r.log.append(_ANSWER << 5 | (side if side >= 0 else 2))
    r.log.append(by)
    _scored(r)
    r.question = None
    r.seat = (r.seat + 1) % r.n
    if r.seat == r.opener and r.answers[r.opener] == QUESTIONS:
        best = max(r.right)
        won = [s for s in range(r.n) if r.right[s] == best]
        _won(r, won[0] if len(won) == 1 else -1)


def _scored(r):
    r.answers[r.seat] += 1
    r.right[r.seat] += not r.tried
    r.tried = False


def _won(r, seat):
    r.winner = seat
    r.over = True
    r.plate = -1


def last_report(log, key):
    """Where the last report of log starts (-1: none): an undo replays
    the log up to it. An ASK is the device's, not a report: undone with
    the answer before it."""
    starts = []
    i = 0
    while i < len(log):
        kind = log[i] >> 5
        starts.append(i)
        if kind == _ASK or kind == _ANSWER and key == "1":
            i += 2
        elif kind == _ANSWER:
            i += 1 + (log[i] & 31)
        else:
            i += 1
    while starts and log[starts[-1]] >> 5 == _ASK:
        starts.pop()
    return starts[-1] if starts else -1


def result(r):
    """The round for the ledger (rules.score.scoring.Result): who won (-1
    none), and per answer a point (seat, 1) right the first time or
    (seat, 0) right after trying again; the plates left in each hand."""
    from rules.score.scoring import Result
    rd = Result(r.n)
    rd.out = r.winner
    for s in range(r.n):
        rd.tiles[s] = r.held[s] if r.key != "1" else -1
        for k in range(r.answers[s]):
            rd.points.append((s, 1 if k < r.right[s] else 0))
    return rd
