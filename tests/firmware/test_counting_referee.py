# The device's referee of Chaplygin's counting game (rules.counting.referee)
# and its scoring (rules.counting.score), each rule as seed 000's slides give
# it (the readings where the seed is silent: firmware/rules/README.md,
# section 14). Both runtimes.
from rules import RulesError
from rules.counting import referee as rf
from rules.counting.referee import ANSWER, ASK, DRAW, LEAD, PASS, WRONG
from rules.counting.score import result
from rules.counting.steps import next_step
from ledger.match import Match


def referee(step, players, opener, log=b""):
    """The family's referee as the device begins it (rules/README.md,
    "Families and contracts"): the table's players, its step."""
    return rf.begin({"game": "counting", "names": ["P%d" % i for i in range(players)], "set": 20},
                    {"step": step, "rounds": 5}, 0, opener, log)


def refused(fn, *args):
    try:
        fn(*args)
    except RulesError as e:
        return str(e)
    return None


def test_a_plate_laid_is_answered_by_the_next_child_who_then_leads():
    # Slide 16: "Первый игрок делает ход одной плашкой. Второй игрок может
    # сделать ответный ход одной или двумя плашками, сумма точек на которых
    # равна 4"; five plates dealt to each.
    r = referee("2.1", 2, 0)
    assert r.held == [5, 5] and r.deck == 37 - 10   # slide 11: 37 plates of 0 to 5
    r.report(LEAD, 4)
    assert (r.seat, r.plate, r.held) == (1, 4, [4, 5])
    r.report(ANSWER, [1, "+", 3])
    assert (r.seat, r.plate, r.held) == (1, -1, [4, 3])   # Bob answered: Bob leads
    assert r.right == [0, 1] and r.answers == [0, 1]


def test_a_wrong_answer_is_named_and_the_child_tries_again_not_right_the_first_time():
    # Slide 16's sum, and the issue's "1 + 2 makes 3, not 4: try again".
    r = referee("2.1", 2, 0)
    r.report(LEAD, 4)
    assert refused(r.report, ANSWER, [1, "+", 2]) == "1 + 2 makes 3, not 4"
    assert r.held == [4, 5] and r.plate == 4   # nothing laid
    r.report(WRONG)
    r.report(ANSWER, [4])
    assert r.right == [0, 0] and r.answers == [0, 1]


def test_each_step_rule_holds_on_the_device_too():
    # Slide 16: two plates at most in 2.1; slide 21: 3.1 takes one plate
    # from another; slide 24: never the same plate back in 3.2.
    r = referee("2.1", 2, 0)
    r.report(LEAD, 4)
    assert refused(r.report, ANSWER, [1, "+", 1, "+", 2]) == "step 2.1 answers with one or two plates, not 3"
    r = referee("3.2", 2, 0)
    r.report(LEAD, 3)
    assert refused(r.report, ANSWER, [3]).startswith("step 3.2 answers with two plates or more")
    assert refused(r.report, ANSWER, [3, "-", 0]) == "step 3.2: 3 is not answered by the same plate: make 3 by counting"
    r.report(ANSWER, [5, "-", 2])
    # More plates than the hand holds: the device counts them.
    r = referee("2.3", 2, 0)
    r.report(LEAD, 5)
    assert refused(r.report, ANSWER, [1, "+", 1, "+", 1, "+", 1, "+", 1, "+", 0]) == "6 plates answer, but the hand holds 5"


def test_a_child_who_cannot_answer_draws_one_then_answers_or_passes_and_leads():
    # Slide 16: "Из этой «колоды» вы будете брать плашки во время игры, если
    # на руках не будет нужных для ответа"; the reading of a hand that
    # still cannot answer: the plate goes unanswered, they lead.
    r = referee("2.1", 2, 0)
    r.report(LEAD, 5)
    assert refused(r.report, PASS) == "the deck has plates: draw one first"
    r.report(DRAW)
    assert r.held == [4, 6] and r.deck == 26
    assert refused(r.report, DRAW) is not None   # one a turn
    r.report(PASS)
    assert (r.seat, r.plate) == (1, -1)


def test_the_first_child_with_no_plates_wins_the_round():
    # Rules reference 14: the first to play out their plates wins.
    r = referee("2.1", 2, 0)
    r.report(LEAD, 1)          # Ann 4
    r.report(ANSWER, [1])      # Bob 4
    r.report(LEAD, 2)          # Bob 3
    r.report(ANSWER, [2])      # Ann 3
    r.report(LEAD, 3)          # Ann 2
    r.report(ANSWER, [1, "+", 2])   # Bob 1
    r.report(LEAD, 0)          # Bob 0: out
    assert r.over and r.winner == 1
    assert refused(r.report, LEAD, 1) == "the round is over"


def test_the_log_replays_the_round_and_an_undo_is_the_log_cut_at_the_last_report():
    r = referee("2.1", 3, 2)
    r.report(LEAD, 4)
    r.report(ANSWER, [1, "+", 3])
    r.report(LEAD, 5)
    r.report(WRONG)
    r.report(DRAW)
    r.report(ANSWER, [5])
    again = referee("2.1", 3, 2, bytes(r.log))
    assert (again.held, again.seat, again.plate, again.right, again.answers, again.deck) == \
        (r.held, r.seat, r.plate, r.right, r.answers, r.deck)
    assert r.undo() is True
    # The answer undone in place, the draw and the wrong try kept.
    assert (r.seat, r.plate, r.held, r.drawn, r.tried, r.answers) == (1, 5, [2, 6, 4], True, True, [1, 0, 0])
    assert r.log == again.log[:-2]
    assert r.undo() and r.undo() and (r.plate, r.held, r.drawn, r.tried) == (5, [2, 5, 4], False, False)
    assert r.undo() and r.undo() and r.undo() and r.log == b"" and (r.seat, r.held) == (2, [5, 5, 5])
    assert r.undo() is False
    # A log the rules cannot follow is refused, never guessed at: a sum
    # that does not make the plate's number.
    bad = bytearray(again.log)
    bad[2] = 2   # the answer 1 + 3 becomes 2 + 3
    assert refused(referee, "2.1", 3, 2, bytes(bad)) == "2 + 3 makes 5, not 4"


def test_step_1_asks_each_child_in_turn_and_the_most_right_the_first_time_wins():
    # Slide 12: "На какой плашке точек больше? На сколько больше?"; slide 13:
    # the same number of dots however drawn. QUESTIONS each; a tie: no winner.
    r = referee("1", 2, 0)
    r.report(ASK, 2, 5)
    assert refused(r.report, ANSWER, 0, 3) == "5 is more than 2"
    r.report(WRONG)
    assert refused(r.report, ANSWER, 1, 2) == "5 is 3 more than 2, not 2"
    r.report(ANSWER, 1, 3)
    assert r.seat == 1 and r.right == [0, 0] and r.answers == [1, 0]
    r.report(ASK, 4, 4)
    assert refused(r.report, ANSWER, 0, 0) == "4 and 4 are the same number of dots, however they are drawn"
    r.report(ANSWER, -1, 0)
    for _ in range(rf.QUESTIONS - 1):
        for _seat in (0, 1):
            r.report(ASK, 3, 1)
            r.report(ANSWER, 0, 2)
    assert r.over and r.winner == 1 and r.right == [4, 5]
    replayed = referee("1", 2, 0, bytes(r.log))
    assert replayed.over and replayed.winner == 1


def test_a_round_saved_in_the_match_scores_rounds_won_and_answers_right_first():
    # Rules reference 14: the sitting's rounds agreed; the most rounds won
    # wins it; each child's answers right the first time, and the next step
    # suggested at four in five of five or more.
    m = Match("counting", ["Ann", "Bob"], 20, {"step": "2.1", "rounds": 2})
    for _ in range(2):
        r = referee("2.1", 2, 0)
        r.report(LEAD, 1)
        r.report(ANSWER, [1])
        r.report(LEAD, 2)
        r.report(WRONG)
        r.report(ANSWER, [2])
        r.report(LEAD, 3)
        r.report(ANSWER, [1, "+", 2])
        r.report(LEAD, 0)
        m.add_round(result(r.outcome(), r.state()))
    s = m.standings()
    assert s["totals"] == [0, 2] and s["over"] and s["winner"] == 1
    assert s["right"] == [[0, 2], [4, 4]]
    assert s["next"] == [None, None]   # four answers say too little
    # The ledger's file keeps every answer: loaded again, the same.
    m.id = 1
    again = Match.from_payload(b"".join(bytes(p) for p in m.parts()))
    assert again.standings()["right"] == s["right"] and again.standings()["totals"] == [0, 2]


def test_the_next_step_is_suggested_at_four_right_in_five():
    assert next_step("2.1", 4, 5) == "2.2"
    assert next_step("2.1", 3, 5) is None
    assert next_step("2.1", 4, 4) is None
    assert next_step("1", 9, 10) == "2.1"
    assert next_step("3.2", 8, 10) == "4"
    assert next_step("8", 10, 10) is None   # the last step


def test_the_log_keeps_its_bytes_so_saved_sittings_replay():
    # The log's format (rules/counting/referee.py's header): kind << 5 |
    # value; an answer's count of plates, then a byte a plate, | 128 when
    # taken away; step 1's question and reply two bytes each. A round
    # saved as these bytes replays to the same round.
    r = referee("4", 2, 1)
    r.report(LEAD, 4)                     # Bob: LEAD 4
    r.report(WRONG)                       # Ann: wrong
    r.report(DRAW)                        # Ann draws
    r.report(ANSWER, [5, "-", 1])         # Ann: 5 - 1, ANSWER 2 plates, 5, 1 | 128
    r.report(LEAD, 3)                     # Ann: LEAD 3
    r.report(DRAW)
    r.report(PASS)                        # Bob: no answer, leaves it
    saved = bytes([0x04, 0x40, 0x60, 0x22, 5, 0x81, 0x03, 0x60, 0x80])
    assert bytes(r.log) == saved
    # Slide 26: seven each at step 4, 37 - 14 = 23 in the deck, two drawn.
    again = referee("4", 2, 1, saved)
    assert (again.seat, again.plate, again.held, again.deck, again.right, again.answers) == \
        (1, -1, [5, 7], 21, [0, 0], [1, 0])
    one = referee("1", 2, 0)
    one.report(ASK, 2, 5)                 # ASK 2, 5
    one.report(ANSWER, 1, 3)              # the second, by 3
    one.report(ASK, 4, 4)
    one.report(ANSWER, -1, 0)             # the same (side 2)
    assert bytes(one.log) == bytes([0xA2, 5, 0x21, 3, 0xA4, 4, 0x22, 0])


def test_the_contract_outcome_state_and_undo_of_a_question():
    # rules/README.md, "Families and contracts": outcome() (the round's
    # winner, never blocked, no markers, the last to play, each seat's
    # answers, no finish), the same from the saved play; state() for the
    # share page.
    r = referee("2.1", 2, 0)
    assert r.outcome() == (-1, False, None, -1, [0, 0], -1)
    r.report(LEAD, 1)
    r.report(WRONG)
    r.report(ANSWER, [1])
    st = r.state()
    assert (st["to_move"], st["tiles"], st["boneyard"], st["plate"], st["right"], st["over"], st["out"]) == \
        (1, [4, 4], 27, -1, [[0, 0], [0, 1]], False, -1)
    assert st["last_tile"] == []          # section 14: no last plate is called
    r.report(LEAD, 2)
    assert r.state()["plate"] == 2 and r.outcome()[3] == 1
    for v in (2, 3, 3, 4):                # Ann and Bob answer each other's plate with its own number
        r.report(ANSWER, [v]) if r.plate >= 0 else r.report(LEAD, v)
    table = {"game": "counting", "names": ["Ann", "Bob"], "set": 20}
    o = {"step": "2.1", "rounds": 5}
    assert rf.outcome(table, o, 0, {"first": 0, "log": bytes(r.log)}) == r.outcome() == \
        (-1, False, None, 1, [1, 2], -1)
    assert rf.outcome(table, o, 0, {"first": 0, "log": b"\x07"}) is None   # a plate of 7 at step 2.1: not replayed
    # Step 1: undoing an answer takes back the question asked after it
    # (the device's, not a report), and the question it answered stands.
    one = referee("1", 2, 0)
    assert one.undo() is False
    one.report(ASK, 2, 5)
    assert one.undo() is False            # a question alone: nothing reported
    one.report(ANSWER, 1, 3)
    one.report(ASK, 4, 1)
    assert one.state()["question"] == [4, 1] and one.state()["tiles"] == [None, None]
    assert one.undo() is True
    assert (one.seat, one.question, one.answers, bytes(one.log)) == (0, (2, 5), [0, 0], bytes([0xA2, 5]))
