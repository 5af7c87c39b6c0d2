# Chaplygin's counting game (rules.counting; firmware/rules/README.md,
# section 14), each step's rules as seed 000's slides give them. Both
# runtimes.
from rules import RulesError
from rules.counting.answer import answers, check
from rules.counting.round import ANSWER, DRAW, LEAD, PASS, Round, deal
from rules.counting.steps import PLATES, deck, step
from rules.rng import Rng


def refused(key, plate, hand, answer):
    try:
        check(key, plate, hand, answer)
    except RulesError as e:
        return str(e)
    return None


HAND_0_5 = [0, 1, 2, 3, 4, 5]


def test_the_set_has_37_plates_of_0_to_5_47_of_0_to_7_and_92_in_all():
    # Slide 11: 37 plates of 0 to 5; slide 28: 47 of 0 to 7; slide 8: 90
    # plates of 1 to 20 dots and two blanks.
    assert len(deck(5)) == 37 and len(deck(7)) == 47 and len(deck(20)) == 92
    assert PLATES[0] == 2 and 0 not in [PLATES[v] for v in range(1, 21)]


def test_step_2_1_answers_with_one_or_two_plates_whose_sum_is_the_plate():
    # Slide 16: "ответный ход одной или двумя плашками, сумма точек на
    # которых равна 4"; five plates dealt.
    assert step("2.1")[2] == 5
    assert refused("2.1", 4, HAND_0_5, [4]) is None
    assert refused("2.1", 4, HAND_0_5, [1, "+", 3]) is None
    assert refused("2.1", 4, HAND_0_5, [2, "+", 3]) == "2 + 3 makes 5, not 4"
    assert refused("2.1", 4, HAND_0_5, [1, "+", 3, "+", 0]) == "step 2.1 answers with one or two plates, not 3"
    assert refused("2.1", 4, HAND_0_5, [5, "-", 1]) == "step 2.1 adds: an answer has no minus"


def test_step_2_2_adds_three_plates_and_2_3_any_number():
    # Slides 17-19: two or three addends; slide 20: any number of them.
    assert refused("2.2", 4, [1, 1, 2, 0], [1, "+", 1, "+", 2]) is None
    assert refused("2.2", 4, [1, 1, 2, 0], [1, "+", 1, "+", 2, "+", 0]) == \
        "step 2.2 answers with one to three plates, not 4"
    assert refused("2.3", 5, [1, 1, 1, 1, 1], [1, "+", 1, "+", 1, "+", 1, "+", 1]) is None


def test_step_3_1_subtracts_one_plate_from_another_five_minus_zero_answers_five():
    # Slide 21: only two plates, minuend and subtrahend; "если сделать ход
    # плашкой с пятью точками, то ответить можно только «пятеркой» и «нулем»".
    assert answers("3.1", 5, HAND_0_5) == [[5, "-", 0]]
    assert refused("3.1", 2, HAND_0_5, [5, "-", 3]) is None
    assert refused("3.1", 2, HAND_0_5, [5, "-", 2, "-", 1]) == "step 3.1 answers with two plates, not 3"
    assert refused("3.1", 5, HAND_0_5, [2, "+", 3]) == "step 3.1 subtracts: one plate, then what is taken away, no plus"
    assert refused("3.1", 5, HAND_0_5, [5]) == "step 3.1 answers with two plates, not 1"


def test_step_3_2_takes_away_any_number_but_never_answers_with_the_same_plate():
    # Slide 24: "в вычислениях разности может участвовать любое количество
    # плашек. Делать ответный ход такой же плашкой, как у соперника, нельзя."
    assert refused("3.2", 1, [5, 3, 1, 4], [5, "-", 3, "-", 1]) is None
    # The same plate with nothing taken away (slide 21 still allows 5 - 0
    # in lesson 1): no difference computed.
    assert refused("3.1", 5, HAND_0_5, [5, "-", 0]) is None
    assert refused("3.2", 5, HAND_0_5, [5, "-", 0]) == \
        "step 3.2: 5 is not answered by the same plate: make 5 by counting"
    assert answers("3.2", 5, HAND_0_5) == []
    assert refused("4", 4, HAND_0_5, [4]) == "step 4: 4 is not answered by the same plate: make 4 by counting"
    # (Steps of sums only allow it, as slide 20's "одной плашкой с 5 точками".)
    assert [5] in answers("2.3", 5, HAND_0_5)


def test_no_number_on_the_way_goes_below_zero_or_past_the_steps():
    # Slides 16-26: "в пределах пяти"; no negative numbers at this age
    # (the reference's reading: read left to right as the child says it).
    assert refused("4", 1, [2, 3, 4, 2], [2, "-", 3, "+", 2]) == "2 - 3 goes below zero: take away less than 2"
    assert refused("4", 4, [3, 4, 2, 1], [3, "+", 4, "-", 2]) == "3 + 4 makes 7: past 5, step 4's numbers"
    assert refused("4", 4, [3, 4, 2, 1], [4, "-", 2, "+", 2]) == "the hand holds 1 plate of 2, the answer lays 2"
    assert refused("4", 3, [3, 4, 2, 1], [4, "-", 2, "+", 1]) is None
    assert refused("2.1", 6, HAND_0_5, [5, "+", 1]) == "6 is no plate of step 2.1: its plates have 0 to 5 dots"


def test_step_4_deals_seven_and_mixes_both_operations():
    # Slide 26: "применять «сложение» или «вычитание» или оба действия в
    # одном вычислении ... раздается уже по семь плашек".
    assert step("4")[2] == 7
    assert refused("4", 4, [5, 2, 1], [5, "-", 2, "+", 1]) is None


def test_step_6_plays_the_plates_of_0_to_7_seven_each():
    # Slide 28: "плашки с количеством от 0 до 7 ... 47 штук ... раздается по 7".
    r = deal("6", 2, Rng(3), step("6")[2], step("6")[1])
    assert [len(h) for h in r.hands] == [7, 7] and len(r.pile) == 47 - 14
    assert max(max(h) for h in r.hands + [r.pile]) <= 7


def _brute(key, plate, hand):
    """Every answer by trying each ordered choice of plates and signs: ->
    the set of (plates added, plates taken away), sorted."""
    _k, top, _d, ops, least, most, same, cap = step(key)
    found = set()

    def walk(left, value, plus, minus, k):
        if k and value == plate and k >= least and (not most or k <= most):
            found.add((tuple(sorted(plus)), tuple(sorted(minus))))
        if most and k == most:
            return
        for i in range(len(left)):
            v = left[i]
            rest = left[:i] + left[i + 1:]
            if not k:
                if same or v != plate:   # (its own number first: the step's ban)
                    walk(rest, v, plus + [v], minus, 1)
                continue
            if ops & 1 and value + v <= cap:
                walk(rest, value + v, plus + [v], minus, k + 1)
            if ops & 2 and value - v >= 0:
                walk(rest, value - v, plus, minus + [v], k + 1)

    walk(list(hand), 0, [], [], 0)
    return sorted(found)


def _split(answer):
    plus, minus = [answer[0]], []
    for i in range(1, len(answer), 2):
        (plus if answer[i] == "+" else minus).append(answer[i + 1])
    return (tuple(sorted(plus)), tuple(sorted(minus)))


def test_moves_lists_every_answer_a_hand_holds_once():
    # Each listed answer is right (check accepts it), and the list is the
    # brute force's: every choice of plates added and taken away.
    rng = Rng(11)
    for key in ("2.1", "2.2", "2.3", "3.1", "3.2", "4", "5", "6", "7"):
        _k, top, dealt, *_rest = step(key)
        for _ in range(12):
            pile = deck(top)
            rng.shuffle(pile)
            hand = pile[:dealt]
            plate = pile[dealt]
            got = answers(key, plate, hand)
            for a in got:
                check(key, plate, hand, a)
            assert sorted(_split(a) for a in got) == _brute(key, plate, hand), (key, plate, hand)


def test_who_cannot_answer_draws_then_gives_up_the_plate():
    # Slide 16: the deck is for a hand without the plates an answer needs.
    r = Round("2.1", [[5], [5, 5]], [1, 3], 1, 4)
    assert r.moves() == [(DRAW,)]
    r.play((DRAW,))
    assert r.hands[1] == [5, 5, 3] and r.moves() == [(PASS,)]
    r.play((PASS,))
    assert r.plate is None and r.moves() == [(LEAD, 3), (LEAD, 5)]
    # Who can answer, answers: no drawing then.
    r = Round("2.1", [[5], [1, 3]], [2], 1, 4)
    assert r.moves() == [(ANSWER, [3, "+", 1])]
    try:
        r.play((DRAW,))
        raise AssertionError("a hand that answers drew")
    except RulesError as e:
        assert "the deck is for a hand that cannot" in str(e)


def test_the_first_with_no_plates_left_wins():
    r = Round("2.1", [[4, 2], [1, 3]], [], 0)
    r.play((LEAD, 4))
    assert r.seat == 1 and r.plate == 4
    r.play((ANSWER, [3, "+", 1]))
    assert r.winner == 1 and r.moves() == []


def test_bots_play_every_step_to_its_end():
    # Section 14: each turn lays a plate and draws at most one, so a hand
    # never holds more than its deal and one drawn, and a round always
    # ends with a child who has played out their plates.
    from rules.counting.simulate import make, play_round
    bots = [make("greedy"), make("random"), make("greedy")]
    for key in ("2.1", "2.2", "2.3", "3.1", "3.2", "4", "5", "6", "7", "8"):
        row = step(key)
        for g in range(5):
            turns = []

            def on_move(r, m):
                assert max(len(h) for h in r.hands) <= row[2] + 1
                assert m in r.moves()
                turns.append(m)
                assert len(turns) < 500
            r = play_round(Rng(g), key, 3, bots, g % 3, on_move)
            assert not r.hands[r.winner] and all(r.hands[s] for s in range(3) if s != r.winner)
            assert r.moves() == []


def test_a_sitting_of_bots_is_scored_after_the_rounds_agreed():
    # Section 14: a sitting lasts the rounds agreed; the children lead
    # round 1, 2, ... in turn; the most rounds won wins; every answer a
    # point (bots never answer wrong: right the first time).
    from rules.counting.simulate import make, play_match
    seen = []    # (round, its winner, the ledger over after it)
    leads = []   # the seat that made each round's first move
    fresh = [True]

    def on_move(r, m):
        if fresh[0]:
            leads.append(r.seat)
            fresh[0] = False

    def on_round(k, r, ledger):
        seen.append((k, r.winner, ledger["over"]))
        fresh[0] = True
    ledger = play_match(Rng(4), "counting", 2, 20, [make("greedy"), make("random")], {"step": "2.2", "rounds": 3},
                        on_round, on_move)
    assert seen == [(0, seen[0][1], False), (1, seen[1][1], False), (2, seen[2][1], True)]
    assert leads == [0, 1, 0]
    wins = [sum(1 for x in seen if x[1] == s) for s in range(2)]
    assert ledger["totals"] == wins and ledger["over"]
    assert ledger["winner"] == (0 if wins[0] > wins[1] else 1)
    assert all(a == b and a > 0 for a, b in ledger["right"])
    try:
        make("clever")
    except RulesError as e:
        assert "greedy, random" in str(e)
    else:
        raise AssertionError("an unknown bot was made")


def test_step_1_which_plate_has_more_and_by_how_many():
    # Slide 12: "На какой плашке точек больше? ... На сколько?"; slide 13:
    # the same number, however it is drawn; slide 15: rising and falling.
    from rules.counting.compare import in_order, more

    def no(f, *args):
        try:
            f(*args)
        except RulesError as e:
            return str(e)
        return None

    assert no(more, 5, 2, 0, 3) is None and no(more, 1, 4, 1, 3) is None
    assert no(more, 5, 2, 1, 3) == "5 is more than 2"
    assert no(more, 5, 2, 0, 2) == "5 is 3 more than 2, not 2"
    assert no(more, 3, 3, -1, 0) is None
    assert no(more, 3, 3, 0, 1) == "3 and 3 are the same number of dots, however they are drawn"
    assert no(more, 6, 2, 0, 4) == "6 is no plate of step 1: its plates have 0 to 5 dots"
    assert no(in_order, [1, 2, 3, 4, 5]) is None and no(in_order, [5, 4, 3, 2, 1], False) is None
    assert no(in_order, [1, 2, 4, 3, 5]) == "after 2 comes 3, not 4"
