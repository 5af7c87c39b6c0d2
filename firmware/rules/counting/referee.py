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
# in turn is asked about plates the device draws, QUESTIONS each (rules.
# counting.compare.ASKS: how many red and black dots on one, which of two
# has more and by how many, three or more the same or not, the sign
# between two); the most right the first time wins, a tie has no winner. The family's referee contract (rules/README.md, "Families
# and contracts"): begin(), Referee.report/undo/outcome/state, outcome().
#
# The log holds the round, replayed whole (an undo is a shorter log): a
# byte kind << 5 | value, some followed by more bytes:
#   LEAD n         a plate of n laid
#   ANSWER k, ...  a right answer of k plates, then a byte a plate: its
#                  number, | 128 when taken away; step 1: ANSWER v, then
#                  a byte b, as the question asks: which has more, v the
#                  side (0 the first plate, 1 the second, 2 the same) and b
#                  by how many; the colours, v red and b black; the same
#                  or not, v 1 or 0; the sign, v its code (compare.SIGNS)
#   WRONG          a try that was wrong (the same child tries again)
#   DRAW, PASS     a plate drawn; the plate left unanswered
#   ASK a, b       step 1: which of two plates has more, the plates
#   QUIZ w, k, ... step 1: another question (w: compare.COLOURS, SAME or
#                  SIGN), then k bytes: its plates (the colours: red,
#                  black)
from micropython import const
from rules import RulesError
from rules.counting import answer as check_answer
from rules.counting.steps import deck, step
# rules.counting.compare (step 1's questions) is imported where step 1 is
# played: a sitting of the other steps does not hold it between presses.

# What is reported (Referee.report's kinds), as the log writes them.
LEAD = const(0)
ANSWER = const(1)
WRONG = const(2)
DRAW = const(3)
PASS = const(4)
ASK = const(5)
QUIZ = const(6)
QUESTIONS = const(5)   # step 1: questions to each child a round
_TOP_1 = const(5)      # step 1's plates: 0 to 5 dots (slide 11)


class Referee:
    def __init__(self, key, players, opener, log=b""):
        """key: the step ("1", "2.1", ...); opener: the seat that leads;
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
        self.seat = opener
        self.opener = opener
        self.plate = -1      # the plate to answer, -1: the seat leads
        self.question = None  # step 1: the plates asked about (the colours: red, black)
        self.what = None      # ... what is asked of them (rules.counting.compare's kinds)
        self.drawn = False   # the seat drew for this plate
        self.tried = False   # the seat tried a wrong answer to it
        self.right = [0] * players    # answers right the first time
        self.answers = [0] * players  # answers right, first time or not
        self.winner = -1
        self.last = -1       # the seat that laid the last plate or answered last
        self.over = False
        self.log = bytearray()
        i = 0
        while i < len(log):
            b = log[i]
            kind = b >> 5
            v = b & 31
            i += 1
            if kind == ASK or kind == ANSWER and key == "1":
                if i == len(log):
                    raise RulesError("the log is cut at byte %d" % i)
                # (which has more, compare.MORE: side 2 is "the same", -1)
                self.report(kind, -1 if kind == ANSWER and self.what == 0 and v == 2 else v, log[i])
                i += 1
            elif kind == QUIZ:
                if i == len(log) or i + 1 + log[i] > len(log):
                    raise RulesError("the log is cut at byte %d" % i)
                self.report(QUIZ, v, list(log[i + 1:i + 1 + log[i]]))
                i += 1 + log[i]
            elif kind == ANSWER:
                if not v or i + v > len(log):
                    raise RulesError("the log is cut at byte %d" % i)
                a = [log[i] & 127]
                for j in range(1, v):
                    c = log[i + j]
                    a.append("-" if c & 128 else "+")
                    a.append(c & 127)
                i += v
                self.report(ANSWER, a)
            elif kind <= ASK:
                self.report(kind, v)
            else:
                raise RulesError("the log is damaged at byte %d" % (i - 1))

    def report(self, kind, arg=0, tile=-1):
        """One report, checked by the step's rules, then logged and
        followed; a refused one raises RulesError (one line naming the
        rule; .said where the device says it to the child) and changes
        nothing. The seat to move reports:
          LEAD    arg: the number of the plate laid (steps 2 on)
          ANSWER  arg: the answer, plates and signs in turn ([1, "+", 3]);
                  step 1: arg the plate said to have more (0 the first, 1
                  the second, -1 the same), tile by how many
          WRONG   their answer was wrong: they try again
          DRAW    a plate from the deck (no answer in the hand)
          PASS    no answer, the deck empty or drawn from: the plate goes
                  unanswered, they lead the next
          ASK     step 1, the device's question which has more: arg and
                  tile the two plates (0 to 5 dots)
          QUIZ    step 1, another of its questions: arg what it asks
                  (compare.COLOURS, SAME, SIGN), tile its plates (a
                  list; the colours: [red, black]); the reply is an
                  ANSWER: red, tile black; 1 the same, 0 not; the sign's
                  code (compare.SIGNS)
        tile is -1 where a kind names no second value."""
        if self.over:
            raise RulesError("the round is over")
        one = self.key == "1"
        log = self.log
        by = self.seat
        if one and (kind == LEAD or kind == DRAW or kind == PASS):
            raise RulesError("step 1 lays no plates")
        if not one and self.plate < 0 and (kind == ANSWER or kind == DRAW or kind == PASS):
            raise RulesError("no plate is laid to answer: lead one")
        if kind == LEAD:
            if self.plate >= 0:
                raise RulesError("%d is laid: answer it first" % self.plate)
            if not 0 <= arg <= self.top:
                raise RulesError("%d is no plate of step %s: its plates have 0 to %d dots" % (arg, self.key, self.top))
            log.append(LEAD << 5 | arg)
            s = self.by = self.seat
            self.last = s
            self.held[s] -= 1
            if not self.held[s]:
                self._won(s)
                return
            self.seat = (s + 1) % self.n
            self.plate = arg
            self.drawn = self.tried = False
        elif kind == ANSWER and one:
            from rules.counting import compare
            q = self.question
            if q is None:
                raise RulesError("nothing is asked")
            w = self.what
            if w == compare.MORE:
                compare.more(q[0], q[1], arg, tile)
                v = arg if arg >= 0 else 2
            elif w == compare.COLOURS:
                compare.colours(q[0], q[1], arg, tile)
                v = arg
            elif w == compare.SAME:
                v = 1 if arg else 0
                compare.same(q, v == 1)
                tile = 0
            else:
                compare.sign(q[0], q[1], arg)
                v = arg
                tile = 0
            log.append(ANSWER << 5 | v)
            log.append(tile)
            self._scored()
            self.question = None
            self.seat = (self.seat + 1) % self.n
            if self.seat == self.opener and self.answers[self.opener] == QUESTIONS:
                best = max(self.right)
                won = [s for s in range(self.n) if self.right[s] == best]
                self._won(won[0] if len(won) == 1 else -1)
        elif kind == ANSWER:
            nums = arg[0::2]
            s = self.seat
            if len(nums) > self.held[s]:
                raise RulesError("%d plates answer, but the hand holds %d" % (len(nums), self.held[s]))
            check_answer.check(self.key, self.plate, nums, arg)
            log.append(ANSWER << 5 | len(nums))
            log.append(arg[0])
            for j in range(1, len(nums)):
                log.append(arg[2 * j] | (128 if arg[2 * j - 1] == "-" else 0))
            self._scored()
            self.held[s] -= len(nums)
            self.plate = -1
            if not self.held[s]:
                self._won(s)
        elif kind == WRONG:
            if self.plate < 0 and self.question is None:
                raise RulesError("nothing is asked")
            log.append(WRONG << 5)
            self.tried = True
        elif kind == DRAW:
            if self.drawn or not self.deck:
                raise RulesError("one plate a turn from the deck, while it has one")
            log.append(DRAW << 5)
            self.deck -= 1
            self.held[self.seat] += 1
            self.drawn = True
        elif kind == PASS:
            if self.deck and not self.drawn:
                raise RulesError("the deck has plates: draw one first")
            log.append(PASS << 5)
            self.plate = -1
        elif kind == ASK:
            from rules.counting import compare
            if not one or self.question is not None:
                raise RulesError("a question is asked already" if one else "step %s asks no questions" % self.key)
            compare.plate(arg)
            compare.plate(tile)
            log.append(ASK << 5 | arg)
            log.append(tile)
            self.question = (arg, tile)
            self.what = compare.MORE
            self.tried = False
        elif kind == QUIZ:
            from rules.counting import compare
            if not one or self.question is not None:
                raise RulesError("a question is asked already" if one else "step %s asks no questions" % self.key)
            q = list(tile)
            if arg == compare.COLOURS and len(q) == 2:
                compare.coloured(q[0], q[1])
            elif arg == compare.SAME and len(q) <= 8:
                compare.plates(q)
            elif arg == compare.SIGN and len(q) == 2:
                compare.plate(q[0])
                compare.plate(q[1])
            else:
                raise RulesError("a question is the colours of one plate, three to eight plates the same or not, "
                                 "or the sign between two")
            log.append(QUIZ << 5 | arg)
            log.append(len(q))
            log.extend(bytes(q))
            self.question = q
            self.what = arg
            self.tried = False
        else:
            raise RulesError("a report is lead, answer, wrong, draw, pass, ask or quiz, not %d" % kind)
        if kind != ASK and kind != QUIZ:
            self.by = by

    def _scored(self):
        s = self.seat
        self.last = s
        self.answers[s] += 1
        self.right[s] += not self.tried
        self.tried = False

    def _won(self, seat):
        self.winner = seat
        self.over = True
        self.plate = -1

    by = -1   # the seat that made the last report

    def undo(self):
        """The last report taken back (the round replayed without it);
        False when there is none. A question asked (ASK) is the device's,
        not a report: it goes with the answer before it (QUIZ too)."""
        i = self.last_report()
        if i < 0:
            return False
        self.__init__(self.key, self.n, self.opener, bytes(self.log[:i]))
        return True

    def last_report(self):
        """Where the log's last report starts (an ASK or QUIZ is not one);
        -1: there is none."""
        log = self.log
        starts = []
        i = 0
        while i < len(log):
            kind = log[i] >> 5
            starts.append(i)
            if kind == ASK or kind == ANSWER and self.key == "1":
                i += 2
            elif kind == QUIZ:
                i += 2 + log[i + 1]
            elif kind == ANSWER:
                i += 1 + (log[i] & 31)
            else:
                i += 1
        while starts and log[starts[-1]] >> 5 in (ASK, QUIZ):
            starts.pop()
        return starts[-1] if starts else -1

    def reported(self):
        """The last report in rules.reports' words: (seat, what, x), or
        None before the first; an answer as written ("1+3"; step 1's
        said by which plate and how many: "")."""
        i = self.last_report()
        if i < 0:
            return None
        from rules import reports as w
        log = self.log
        b = log[i]
        k = b >> 5
        if k == LEAD:
            return self.by, w.LAID, b & 31
        if k == ANSWER:
            a = ""
            if self.key != "1":
                a = str(log[i + 1])
                for c in log[i + 2:i + 1 + (b & 31)]:
                    a += ("-" if c & 128 else "+") + str(c & 127)
            return self.by, w.ANSWERED, a
        return self.by, w.TRIED if k == WRONG else w.DREW if k == DRAW else w.PASSED, 0

    def outcome(self):
        """How the round stands, in rules.outcome's shape: the round's
        winner (who played out their plates; step 1: the most right the
        first time) or -1, never blocked (each turn lays a plate: section
        14), no markers, the seat that laid or answered last or -1, each
        seat's answers (a point each, right the first time or not), no
        finish."""
        return self.winner, False, None, self.last, list(self.answers), -1

    def state(self):
        """The round as the share page shows it (share.state): whose turn,
        the plates each child holds (step 1: None, no hands), the deck, no
        last plate called (the seed calls none), the end and its winner;
        and the plate to answer (-1: none), step 1's question, each
        child's [answers right the first time, answers right] so far (the
        standings' "right")."""
        one = self.key == "1"
        return {"to_move": self.seat, "tiles": [None] * self.n if one else list(self.held), "boneyard": self.deck,
                "last_tile": [], "over": self.over, "out": self.winner, "plate": self.plate,
                "question": list(self.question) if self.question else None,
                "right": [[self.right[s], self.answers[s]] for s in range(self.n)]}


def begin(table, options, round_index, opener, log, seats=None):
    """The round's referee from the play record: the step the table
    plays (option step), every seat dealt (seats is None), opener the seat
    that leads, log the reports so far."""
    return Referee(options["step"], len(table["names"]), opener, log)


def outcome(table, options, round_index, play, standings=None):
    """How a counting round's log says it stands (rules.outcome's answer
    for this family): the log replayed; None for one this firmware cannot
    replay."""
    try:
        r = begin(table, options, round_index, play["first"], play["log"])
    except RulesError:
        return None
    return r.outcome()
