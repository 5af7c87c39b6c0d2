"""The counting game's referee (rules.counting.referee, the device's) against
its engine (rules.counting.round), move by move, through the rules
command's `referee` verb (host_tools/PROTOCOL.md, "Referee log (counting)";
firmware/rules/README.md, section 14): rounds of every step with answers
played by the bots (rules.counting.simulate), 2 to 4 children, their
moves told to the referee as the children report them, with wrong tries
slipped in before some answers; after every move the referee's state
equals the engine's. Then `simulate --trace` told to the referee, and
refusals that name the action and the rule."""
import json

import pytest

from host_tools import simulate
from host_tools.protocol import counting
from host_tools.protocol.counting import move_json
from rules import RulesError
from rules.counting import simulate as sim
from rules.counting.round import ANSWER, DRAW, PASS
from rules.counting.steps import STEPS
from rules.rng import Rng

KEYS = [row[0] for row in STEPS]


def told(doc):
    """The `referee` verb's answer to a log, through JSON both ways
    (host_tools.rules dispatches the counting game's referee here)."""
    return json.loads(json.dumps(counting.referee(json.loads(json.dumps(doc)))))


def engine_state(r):
    return {"to_move": r.seat, "hands": [len(h) for h in r.hands], "deck": len(r.pile), "plate": r.plate,
            "drawn": r.drawn, "round_over": {"reason": "out", "winner": r.winner} if r.winner >= 0 else None}


class Divergence(AssertionError):
    pass


def run(key, rounds, seed=0):
    """`rounds` rounds of step `key` played by the bots and told to the
    referee: -> (moves, wrong tries, draws, passes); Divergence where the
    referee's state differs from the engine's."""
    moves = wrongs = draws = passes = 0
    for g in range(rounds):
        n = 2 + g % 3
        rng = Rng(seed * 1000 + g)
        bots = [sim.make(("greedy", "random")[(g + s) % 2]) for s in range(n)]
        opener = g % n
        seen = []      # the engine's state before each move, then the move

        def on_move(r, m):
            seen.append((engine_state(r), m))
        r = sim.play_round(rng, key, n, bots, opener, on_move)
        want = [st for st, _m in seen] + [engine_state(r)]
        actions = []
        right = [[0, 0] for _ in range(n)]
        expected = [dict(want[0], tried=False, right=[list(x) for x in right])]
        for i, (_st, m) in enumerate(seen):
            seat = want[i]["to_move"]
            tried = m[0] == ANSWER and (g + i) % 4 == 0   # a wrong try first, now and then
            if tried:
                actions.append({"wrong": True})
                expected.append(dict(want[i], tried=True, right=[list(x) for x in right]))
                wrongs += 1
            if m[0] == ANSWER:
                right[seat][0] += not tried
                right[seat][1] += 1
            actions.append(move_json(m))   # the move as `play` takes it
            expected.append(dict(want[i + 1], tried=False, right=[list(x) for x in right]))
            draws += m[0] == DRAW
            passes += m[0] == PASS
        doc = {"game": "counting", "options": {"step": key}, "players": n, "first": opener,
               "hands": want[0]["hands"], "deck": want[0]["deck"],
               "actions": actions}
        try:
            states = told(doc)["states"]
        except RulesError as e:   # a legal round refused
            raise Divergence("step %s round %d: %s" % (key, g, e))
        if len(states) != len(expected):
            raise Divergence("step %s round %d: %d states for %d actions" % (key, g, len(states), len(actions)))
        for j, (got, exp) in enumerate(zip(states, expected)):
            if got != exp:
                raise Divergence("step %s round %d, after action %d (%s): the referee says %s, the engine %s" % (
                    key, g, j - 1, actions[j - 1] if j else None, got, exp))
        moves += len(seen)
    return moves, wrongs, draws, passes


@pytest.mark.parametrize("key", KEYS)
def test_the_referee_equals_the_engine_after_every_move(key):
    moves, wrongs, draws, passes = run(key, 100)
    assert moves > 400 and wrongs > 40
    # Draws and passes happen (slide 16's deck; the reference's reading of
    # a hand that still cannot answer); a hand of sums and differences
    # together (steps 4, 6, 7, 8) rarely lacks an answer.
    assert draws > (0 if key in ("4", "6", "7", "8") else 100) and passes >= (0 if key == "4" else 1), (draws, passes)


def test_the_differential_catches_a_referee_that_forgets_a_draw(monkeypatch):
    # Planted: a drawn plate not counted in the hand.
    from rules.counting import referee as rf
    real = rf.Referee.report

    def report(self, kind, arg=0, tile=-1):
        real(self, kind, arg, tile)
        if kind == rf.DRAW:
            self.held[self.seat] -= 1
    monkeypatch.setattr(rf.Referee, "report", report)
    with pytest.raises(Divergence):
        run("2.1", 100)


def test_the_differential_catches_a_round_won_too_late(monkeypatch):
    # Planted: an answer that empties the hand does not end the round
    # (section 14: the first with no plates left wins).
    from rules.counting import referee as rf
    monkeypatch.setattr(rf.Referee, "_won", lambda self, seat: None)
    with pytest.raises(Divergence):
        run("3.1", 100)


def test_simulate_trace_told_to_the_referee_ends_where_the_trace_does():
    # The rules command's referee against `simulate --trace` (PROTOCOL.md,
    # "Counting"): each traced move is made by the seat the referee has to
    # move, on the plate it has laid, and the round ends with the seat
    # whose hand the trace empties.
    for key, players in (("2.2", 2), ("3.2", 3), ("6", 4)):
        lines = []
        simulate.run(simulate.parse_args(["--game", "counting", "--step", key, "--players", str(players),
                                          "--seed", "9", "--games", "6", "--trace",
                                          "--bots", "greedy,random"]), lines.append)
        trace = [json.loads(x) for x in lines]
        starts = [i for i, t in enumerate(trace) if "hands" in t] + [len(trace)]
        assert len(starts) == 7
        for a, b in zip(starts, starts[1:]):
            hands = trace[a]["hands"]
            steps = trace[a + 1:b]
            doc = {"game": "counting", "options": {"step": key}, "players": players, "first": 0,
                   "actions": [{"draw": True} if "draw" in t["move"] else t["move"] for t in steps]}
            states = told(doc)["states"]
            for t, st in zip(steps, states):
                assert (st["to_move"], st["plate"]) == (t["seat"], t["plate"]), (t, st)
                h = hands[t["seat"]]
                m = t["move"]
                if "lead" in m:
                    h.remove(m["lead"])
                elif "answer" in m:
                    for v in m["answer"][0::2]:
                        h.remove(v)
                elif "draw" in m:
                    h.append(t["drew"])
            assert [len(h) for h in hands] == states[-1]["hands"]
            out = [s for s in range(players) if not hands[s]]
            assert states[-1]["round_over"] == {"reason": "out", "winner": out[0]} and len(out) == 1
            assert all(s["round_over"] is None for s in states[:-1])


def refused(doc):
    try:
        counting.referee(doc)
    except RulesError as e:
        assert "\n" not in str(e)
        return str(e)
    return None


LOG = {"game": "counting", "options": {"step": "2.1"}, "players": 2, "first": 0, "hands": [5, 5], "deck": 27}


def test_refusals_name_the_action_and_the_rule():
    # Slide 16: a 4 answered by plates that make 4, one or two of them;
    # the deck is for a hand without an answer, one plate a turn.
    def log(*actions, **kw):
        return dict(LOG, actions=list(actions), **kw)
    assert refused(log({"lead": 4}, {"answer": [1, "+", 2]})) == \
        'action 1 {"answer": [1, "+", 2]}: 1 + 2 makes 3, not 4'
    assert refused(log({"lead": 4}, {"answer": [1, "+", 1, "+", 2]})) == \
        'action 1 {"answer": [1, "+", 1, "+", 2]}: step 2.1 answers with one or two plates, not 3'
    assert refused(log({"lead": 4}, {"pass": True})) == 'action 1 {"pass": true}: the deck has plates: draw one first'
    assert refused(log({"lead": 4}, {"draw": True}, {"draw": True})).startswith(
        'action 2 {"draw": true}: one plate a turn from the deck')
    assert refused(log({"lead": 4}, {"lead": 2})) == 'action 1 {"lead": 2}: 4 is laid: answer it first'
    assert refused(log({"answer": [2]})) == 'action 0 {"answer": [2]}: no plate is laid to answer: lead one'
    assert refused(log({"lead": 6})) == 'action 0 {"lead": 6}: 6 is no plate of step 2.1: its plates have 0 to 5 dots'
    # Section 14: the first with no plates left wins; nothing after it.
    # Seat 0 lays 1, 3, 5 and answers 2, 4 with one plate each: five laid.
    out = [{"lead": 1}, {"answer": [1]}, {"lead": 2}, {"answer": [2]}, {"lead": 3}, {"answer": [3]},
           {"lead": 4}, {"answer": [4]}, {"lead": 5}]
    st = told(log(*out))["states"]
    assert st[-1]["hands"] == [0, 1] and st[-1]["round_over"] == {"reason": "out", "winner": 0}
    assert refused(log(*(out + [{"answer": [5]}]))) == 'action 9 {"answer": [5]}: the round is over'
    # Step 1 (slides 12-13): which plate has more, by how many.
    one = {"game": "counting", "options": {"step": "1"}, "players": 2,
           "actions": [{"ask": [2, 5]}, {"more": 1, "by": 2}]}
    assert refused(one) == 'action 1 {"more": 1, "by": 2}: 5 is 3 more than 2, not 2'
    one["actions"] = [{"ask": [2, 5]}, {"ask": [1, 1]}]
    assert refused(one) == 'action 1 {"ask": [1, 1]}: a question is asked already'


def test_step_1_asks_each_child_five_times_and_the_most_right_first_wins():
    # Rules reference 14, step 1 at the table: five questions each; the
    # most right the first time wins the round, a tie has no winner.
    def asked(wrong):
        out = []
        for q in range(5):
            out += [{"ask": [3, 1]}, {"more": 0, "by": 2}]                 # seat 0: 3 is 2 more than 1
            out += [{"ask": [2, 2]}] + [{"wrong": True}] * (q < wrong) + [{"more": -1, "by": 0}]   # seat 1
        return {"game": "counting", "options": {"step": "1"}, "players": 2, "first": 0, "actions": out}
    st = told(asked(1))["states"]
    assert st[-1]["right"] == [[5, 5], [4, 5]] and st[-1]["round_over"] == {"reason": "asked", "winner": 0}
    assert all(s["round_over"] is None for s in st[:-1])
    assert st[1] == {"to_move": 0, "question": [3, 1], "tried": False, "right": [[0, 0], [0, 0]], "round_over": None}
    assert st[4]["tried"] is True and st[5]["to_move"] == 0
    assert told(asked(0))["states"][-1]["round_over"] == {"reason": "asked", "winner": None}   # right alike: a tie


def test_bad_logs_get_one_line():
    for doc, said in (
            (dict(LOG, hands=[5, 4]), "step 2.1 deals 5 plates to each of 2 players and leaves 27 in the deck"),
            (dict(LOG, deck=30), "leaves 27 in the deck"),
            (dict(LOG, players=5), "counting is for 2 to 4 players, not 5"),
            (dict(LOG, first=2), "first must be a seat 0..1, not 2"),
            (dict(LOG, colour="red"), "unknown field 'colour'"),
            (dict(LOG, options={"step": "9"}), "option step takes one of"),
            (dict(LOG, actions=[{"ask": [1, 2]}]), "actions[0]: an action is"),
            (dict(LOG, actions=[{"lead": 4}, {"answer": [1, 3]}]), "actions[1]: an answer is plates and signs"),
            (dict(LOG, actions=[{"draw": 1}]), "actions[0]: {\"draw\": true}"),
            (dict(LOG, actions="lead"), "actions must be a list"),
            (dict(LOG, game="kozel"), "a counting referee log is an object with \"game\": \"counting\", not {\"game\": \"kozel\""),
            ([LOG], "a counting referee log is an object")):
        got = refused(doc)
        assert got is not None and said in got, (doc, got)


def step_1_questions(rng, k):
    """Question k of a step 1 round (rules.counting.compare.ASKS in turn)
    as the device would draw it, as a position of the rules command."""
    from rules.counting import compare as c
    what = c.ASKS[k % len(c.ASKS)]
    if what == c.COLOURS:
        n = rng.below(6)
        red = rng.below(n + 1)
        return {"game": "counting", "step": "1", "what": "colours", "plates": [{"red": red, "black": n - red}]}
    if what == c.SAME:
        plates = [rng.below(6)] * (3 + rng.below(2))
        if rng.below(2):
            plates = [rng.below(6) for _ in plates]
        return {"game": "counting", "step": "1", "what": "same", "plates": plates}
    pos = {"game": "counting", "step": "1", "plates": [rng.below(6), rng.below(6)]}
    if what == c.SIGN:
        pos["what"] = "sign"
    return pos


def wrong_reply(move):
    """A wrong reply of the same kind as the right one."""
    if "red" in move:
        return dict(move, red=(move["red"] + 1) % 6)
    if "same" in move:
        return {"same": not move["same"]}
    if "sign" in move:
        return {"sign": "<" if move["sign"] != "<" else ">"}
    return {"more": 1 if move["more"] == 0 else 0, "by": move["by"]}


def test_step_1_referee_equals_the_rules_answers():
    # Seed 000, step 1 (slides 11-14, 23): every question of ASKS, the
    # rules command's `moves` giving its answer (the engine), `play`
    # refusing a wrong one; the same told to the referee (`referee`): the
    # wrong one refused there too (then logged as a wrong try), the right
    # one taken; after every action the referee's right answers and whose
    # turn are the engine's.
    rng = Rng(44)
    for g in range(40):
        n = 2 + g % 3
        actions = []
        expected = []
        right = [[0, 0] for _ in range(n)]
        for k in range(5 * n):
            seat = k % n
            pos = step_1_questions(rng, k // n)
            ask = {"ask": pos["plates"]}
            if "what" in pos:
                ask["what"] = pos["what"]
            move = counting.moves(pos)["moves"][0]
            bad = wrong_reply(move)
            with pytest.raises(RulesError):
                counting.play({"position": pos, "move": bad})
            counting.play({"position": pos, "move": move})          # the right one, said back
            log = {"game": "counting", "options": {"step": "1"}, "players": n, "first": 0,
                   "actions": actions + [ask, bad]}
            assert refused(log) is not None and refused(log).startswith("action %d " % (len(actions) + 1))
            tried = (g + k) % 3 == 0
            actions.append(ask)
            question = pos["plates"]
            expected.append((seat, question, False, [list(x) for x in right]))
            if tried:
                actions.append({"wrong": True})
                expected.append((seat, question, True, [list(x) for x in right]))
            right[seat][0] += not tried
            right[seat][1] += 1
            actions.append(move)
            expected.append(((seat + 1) % n, None, False, [list(x) for x in right]))
        st = told({"game": "counting", "options": {"step": "1"}, "players": n, "first": 0,
                   "actions": actions})["states"][1:]
        got = [(s["to_move"], s["question"], s["tried"], s["right"]) for s in st]
        assert got == expected, g
        best = max(r[0] for r in right)
        won = [s for s in range(n) if right[s][0] == best]
        assert st[-1]["round_over"] == {"reason": "asked", "winner": won[0] if len(won) == 1 else None}
