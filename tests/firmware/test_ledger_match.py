# The match ledger (firmware/ledger/match.py): entries, undo back to the
# start and redo, edits of past rounds, checked against totals worked out
# from scratch by Mexican Train's scoring rule [rules/README.md §1, "Scoring": each
# player is charged the pips left in hand, the one who went out 0; house
# option marker_penalty adds its points for a marker left on a train].
from check import raises
from ledger_script import apply, new_match, payload, steps
from ledger.match import Match
from rules import RulesError
from rules.score import scoring


class Model:
    """The ledger the plain way: a full copy of the state after every step,
    undo and redo move through the copies; totals summed by the rule."""

    def __init__(self, players, penalty):
        self.n = players
        self.penalty = penalty
        self.states = [((), (None,) * players)]  # (rounds, open pips per seat)
        self.pos = 0

    def step(self, st):
        rounds, open_ = self.states[self.pos]
        kind = st[0]
        if kind == "undo":
            self.pos -= 1
            return
        if kind == "redo":
            self.pos += 1
            return
        if kind == "enter":
            o = list(open_)
            o[st[1]] = st[2]
            new = (rounds, tuple(o))
        elif kind == "close":
            pips = [p or 0 for p in open_]
            new = (rounds + ((pips, st[1], st[3]),), (None,) * self.n)
        else:  # edit
            rs = list(rounds)
            pips, out, markers = rs[st[1]]
            if out != st[2]:
                pips = list(pips)
                pips[st[2]] = st[3]
            rs[st[1]] = (pips, out, markers)
            new = (tuple(rs), open_)
        del self.states[self.pos + 1:]
        self.states.append(new)
        self.pos += 1

    def totals(self):
        t = [0] * self.n
        for pips, out, markers in self.states[self.pos][0]:
            for s in range(self.n):
                if s != out:
                    t[s] += pips[s] + (self.penalty if markers and markers[s] else 0)
        return t


def test_every_step_of_a_match_matches_totals_from_scratch():
    m = new_match()
    model = Model(10, 10)
    for st in steps():
        apply(m, st)
        model.step(st)
        assert m.standings()["totals"] == model.totals(), st
        assert len(m.rounds) == len(model.states[model.pos][0])
        assert [e and e[0] for e in m.open] == list(model.states[model.pos][1])
    assert m.standings()["over"]  # double-15: 16 rounds [rules/README.md §1]


def test_undo_to_the_start_and_redo_to_the_end():
    m = new_match(players=4, set_n=9)
    script = steps(players=4, set_n=9, seed=3, undo_runs=False)
    # What the ledger showed after each entry (undo + redo pairs cancel).
    seen = [(0, [0, 0, 0, 0])]
    for st in script:
        apply(m, st)
        if st[0] not in ("undo", "redo"):
            seen.append((len(m.rounds), list(m.standings()["totals"])))
    end = payload(m)
    assert m.entries == len(seen) - 1
    for i in range(m.entries - 1, -1, -1):
        assert m.can_undo() and m.undo()
        assert (len(m.rounds), m.standings()["totals"]) == seen[i]
    assert not m.can_undo() and not m.undo()
    assert list(m.rounds) == [] and m.standings()["totals"] == [0, 0, 0, 0]
    while m.redo():
        pass
    assert payload(m) == end


def test_new_entry_after_undo_drops_the_redo():
    m = new_match(players=3, set_n=9)
    m.enter(0, 5)
    m.enter(1, 7)
    m.undo()
    assert m.can_redo()
    m.enter(1, 9)
    assert not m.can_redo() and not m.redo()
    assert m.open[1][0] == 9 and m.entries == 2


def test_edit_of_a_past_round_recomputes_the_totals():
    m = new_match(players=3, set_n=9)
    for r in range(3):
        m.enter(0, 10 + r)
        m.enter(1, 20 + r)
        m.close_round(out=2)
    assert m.standings()["totals"] == [33, 63, 0]
    facts = m.round_result(0)
    facts.pips[1] = 5
    m.edit_round(0, facts)
    assert m.standings()["totals"] == [33, 48, 0]
    assert m.rounds[0].pips == [10, 5, 0] and m.entries == 10
    m.undo()
    assert m.standings()["totals"] == [33, 63, 0]
    raises(RulesError, m.edit_round, 3, facts)


def test_marker_penalty_and_blocked_round():
    # rules/README.md §1: marker_penalty charges a player whose train is open; a
    # blocked round charges every hand.
    m = new_match(players=3, set_n=9)
    m.enter(0, 4)
    m.enter(1, 6)
    m.enter(2, 8)
    m.close_round(last=1, markers=[True, False, False])
    assert m.standings()["totals"] == [14, 6, 8]
    assert m.standings()["rounds"][0]["note"] == "blocked"


def test_whole_round_entry_is_a_copy():
    m = new_match(players=3, set_n=9)
    rd = scoring.Result(3)
    rd.pips = [0, 12, 30]
    rd.out = 0
    m.add_round(rd, opener=2)
    rd.pips[1] = 99  # the ledger keeps its own copy
    assert m.standings()["totals"] == [0, 12, 30] and m.openers == [2]


def test_points_scored_during_play_go_into_the_round():
    # Muggins [rules/README.md §8]: plays making a multiple of five score as they
    # happen; the ledger keeps each as an entry and gives them to the round.
    m = Match("muggins", ["Ann", "Bob"])
    m.score_play(1, 10)
    m.score_play(0, 5)
    assert m.play_points == [(1, 10), (0, 5)]
    m.enter(0, 7)
    m.close_round(out=1)
    assert m.rounds[0].points == [(1, 10), (0, 5)] and m.play_points == []
    assert m.entries == 4
    e = raises(RulesError, new_match(players=2, set_n=9).score_play, 0, 5)
    assert "no points during play" in str(e)


def test_every_round_fact_survives_the_file():
    # Every slot of rules.score.scoring.Result is kept: a new fact added to the
    # scorers' interface and not saved by the ledger fails here.
    m = Match("muggins", ["A", "B", "C"])
    rd = scoring.Result(3)
    values = {"pips": [0, 12, 5], "blanks": [0, 3, 1], "doubles": [0, 2, 1], "dpips": [0, 12, 0],
              "flags": bytearray((scoring.FINISHED_TOP_DOUBLE, scoring.HOLDS_BLANK_DOUBLE, 0)),
              "out": 0, "last": 2, "points": [(1, 5)], "markers": [False, True, False],
              "tiles": [0, 3, -1], "opened": scoring.OPENED_BLANK_DOUBLE,
              "lowdbl": bytearray((scoring.NO_DOUBLE, 6, 0))}
    for slot in sorted(scoring.Result(3).__dict__):   # every fact a round carries
        setattr(rd, slot, values[slot])
    m.add_round(rd, opener=1)
    back = Match.from_payload(payload(m))
    for slot in sorted(scoring.Result(3).__dict__):   # every fact a round carries
        assert getattr(back.rounds[0], slot) == values[slot], slot
    assert back.openers == [1]


def test_entry_by_seat_keeps_every_fact():
    m = Match("bergen", ["A", "B", "C"])
    m.enter(1, 9, blanks=1, doubles=2, dpips=8, flags=scoring.HOLDS_BLANK_DOUBLE, tiles=3, lowdbl=0)
    m.enter(2, 4, lowdbl=2, doubles=1, dpips=4)
    m.close_round(out=0, opened=scoring.OPENED_TOP_DOUBLE, finish=scoring.FINISHED_TOP_DOUBLE)
    rd = Match.from_payload(payload(m)).rounds[0]
    assert rd.pips == [0, 9, 4] and rd.doubles == [0, 2, 1] and rd.dpips == [0, 8, 4]
    assert list(rd.lowdbl) == [scoring.NO_DOUBLE, 0, 2] and rd.tiles == [0, 3, -1]
    assert rd.flags[0] == scoring.FINISHED_TOP_DOUBLE and rd.flags[1] == scoring.HOLDS_BLANK_DOUBLE
    assert rd.opened == scoring.OPENED_TOP_DOUBLE
    raises(RulesError, m.enter, 1, 3, lowdbl=256)


def test_every_game_keeps_its_ledger():
    # Whatever the game, the ledger's standings are the scorer's answer for
    # its rounds, before and after the file.
    from rules import games
    for g in games.names():
        row = games.game(g)
        n = 4 if row[4] == 2 else row[2]
        m = Match(g, ["P%d" % i for i in range(n)], None, None, [[0, 2], [1, 3]] if row[4] == 2 else None)
        for r in range(2):
            if m.standings()["over"]:
                break
            for s in range(n):
                if s != r % n:
                    m.enter(s, 3 + s + r)
            m.close_round(out=r % n)
        rounds = [m.round_result(i) for i in range(len(m.rounds))]
        expect = scoring.score(g, n, m.teams, m.options, rounds, m.set)
        assert m.standings() == expect, g
        assert Match.from_payload(payload(m)).standings() == expect, g


def test_carries_follow_edits_and_undo():
    # Donkey [rules/README.md §6]: a round's points may be remembered and carried
    # into the next; editing an early round must redo the carry chain.
    def fresh(pips_rows):
        rs = []
        for pips in pips_rows:
            rd = scoring.Result(2)
            rd.pips = list(pips)
            rd.out = 0
            rs.append(rd)
        return scoring.score("donkey", 2, None, m.options, rs, 6)

    m = Match("donkey", ["Ann", "Bob"])
    rows = [[0, 6], [0, 9], [0, 30], [0, 4]]
    for pips in rows:
        m.enter(1, pips[1])
        m.close_round(out=0)
    assert m.standings() == fresh(rows)
    facts = m.round_result(0)
    facts.pips[1] = 14
    m.edit_round(0, facts)
    assert m.standings() == fresh([[0, 14]] + rows[1:])
    m.undo()
    assert m.standings() == fresh(rows)
    m.undo()  # the last round's close: its count is back in the open round
    assert m.standings() == fresh(rows[:3]) and m.open[1][0] == 4


def test_bad_entries_are_refused_and_change_nothing():
    m = new_match(players=3, set_n=9)
    m.enter(0, 5)
    entries = m.entries
    e = raises(RulesError, m.enter, 3, 5)
    assert "no seat 4" in str(e)  # seats are counted from 1 on the screen
    raises(RulesError, m.enter, 1, -2)
    raises(RulesError, m.enter, 1, "7")
    e = raises(RulesError, m.close_round, 0)
    assert "Bob" in str(e)  # the message names who still needs a count
    raises(RulesError, m.close_round, 5)
    raises(RulesError, m.add_round, scoring.Result(3))  # a round is open
    m.enter(1, 500)
    m.enter(2, 0)
    e = raises(RulesError, m.close_round, 2)  # more pips than double-9 holds
    assert "pips" in str(e)
    assert m.entries == entries + 2 and len(m.rounds) == 0
    m.undo()
    m.undo()
    assert m.entries == entries and m.open[1:] == [None, None]


def test_a_finished_match_takes_no_new_round():
    m = new_match(players=2, set_n=9)
    for r in range(10):  # double-9: rounds 9-9 down to 0-0 [rules/README.md §1]
        m.enter(0, r)
        m.close_round(out=1)
    assert m.standings()["over"] and m.standings()["winner"] == 1
    e = raises(RulesError, m.enter, 0, 3)
    assert "over" in str(e)
    # A whole round after the last is refused the same way, and leaves
    # the match as it was (the ledger scores it once, with the round).
    eleventh = m.round_result(9)
    e = raises(RulesError, m.add_round, eleventh)
    assert "the match is over" in str(e)
    assert len(m.rounds) == 10 and m.standings()["over"] and m.entries == 20
    m.edit_round(9, m.round_result(9))  # mistakes can still be put right
    m.undo()
    m.undo()
    m.enter(0, 3)


def test_match_setup_is_checked():
    raises(RulesError, Match, "mexican-train", ["Ann"])
    raises(RulesError, Match, "mexican-train", ["Ann", "Ann"])
    raises(RulesError, Match, "mexican-train", ["Ann", ""])
    raises(RulesError, Match, "mexican-train", ["Ann", "Bob"], 6)
    raises(RulesError, Match, "mexican-train", ["Ann", "Bob"], None, {"wild": True})
    raises(RulesError, Match, "mexican-train", ["Ann", "Bob"], None, None, [[0], [1]])
    raises(RulesError, Match, "mexican-train", ["Ann", "Bob"], None, None, None, 2)
    raises(RulesError, Match, "kozel", ["A", "B", "C", "D"], None, None, [[0, 2], [1, 1]])
    raises(RulesError, Match, "sport", ["A", "B", "C", "D"])  # always pairs
    # rules/README.md §3: four players as two teams of partners sitting opposite;
    # everyone in one team beside an empty one is no such thing [issue 15].
    raises(RulesError, Match, "kozel", ["A", "B", "C", "D"], None, None, [[0, 1, 2, 3], []])
    raises(RulesError, Match, "kozel", ["A", "B", "C", "D"], None, None, [[0, 1], [2, 3]])
    # rules/README.md §1: marker_penalty is 0, 5, 10 or 25; 25.0 is not one of them.
    raises(RulesError, Match, "mexican-train", ["Ann", "Bob"], None, {"marker_penalty": 25.0})
    raises(RulesError, Match, "mexican-train", ["Ann", "Bob"], 12.0)
    k = Match("kozel", ["A", "B", "C", "D"], None, None, [[0, 2], [1, 3]])
    assert k.teams == [[0, 2], [1, 3]] and k.set == 6
    assert Match("mexican-train", ["A", "B"]).set == 12  # the default set


def test_the_deal_passes_round_the_table():
    m = new_match(players=4, set_n=9)
    assert [m.dealer_of(i) for i in range(6)] == [0, 1, 2, 3, 0, 1]
    k = Match("block", ["A", "B", "C"], None, {"direction": "counterclockwise"}, None, 1)
    assert [k.dealer_of(i) for i in range(4)] == [1, 0, 2, 1]


def test_saved_form_gives_back_the_same_match():
    m = new_match(players=5, set_n=12)
    for st in steps(players=5, set_n=12, seed=11)[:70]:
        apply(m, st)
    m.undo()
    m.undo()  # the redo tail is kept too
    back = Match.from_payload(payload(m))
    assert payload(back) == payload(m)
    assert back.standings()["totals"] == m.standings()["totals"]
    assert back.can_redo() and back.entries == m.entries
    assert back.names == m.names and back.options == m.options


def _three_rounds(tiles):
    """Mexican Train, double-12, marker_penalty 10: three rounds whose
    counts take one byte and several (a hand of 130 and 250 pips
    [rules/README.md §1, double-12: 13 rounds]), markers, and tiles left as given
    (the seat out: 0)."""
    m = Match("mexican-train", ["Ana", "Bo", "Cy"], 12, {"marker_penalty": 10})
    for i, pips in enumerate(((0, 12, 130), (7, 0, 3), (250, 40, 0))):
        r = scoring.Result(3)
        r.pips = list(pips)
        r.out = pips.index(0)
        r.tiles = list(tiles)
        r.tiles[r.out] = 0
        r.markers = [False, i == 2, True]   # a marker: 10 more, unless out
        m.add_round(r, i)
    return m


def test_a_match_read_again_scores_as_it_was_saved():
    # A press reads the active match again without checking its rounds
    # (power-on did: Match.from_payload, table=False): the rounds, the
    # openers and the totals are the ones saved, with counts of one byte
    # and of several (a hand of 130 pips [rules/README.md §1, double-12: 13 rounds]),
    # markers, and a refused round that leaves them as they were.
    m = _three_rounds([-1, -1, -1])
    data = payload(m)
    for table in (True, False):
        again = Match.from_payload(data, None, table)
        assert again.openers == [0, 1, 2]
        assert again.rounds[2].pips == [250, 40, 0] and again.rounds[2].markers == [False, True, True]
        assert again.standings()["totals"] == [257, 52 + 10, 133 + 20]
        bad = again.round_result(0)
        bad.pips[1] = 1000     # more pips than double-12 holds [rules/README.md §0]
        raises(RulesError, again.add_round, bad)
        assert len(again.rounds) == 3 and payload(again) == data


def _format_1(m):
    """m's payload as format 1 wrote it (ledger.record.VERSION 1): each
    round an entry of kind 4, out, last and opener (seat + 1) and opened a
    byte each, the markers' mask, then seat by seat the seven fields as
    varints (tiles + 1), then the points scored during play."""
    from ledger.save import put_int, put_uint, put_value
    log = bytearray()
    for rd, opener in zip(m.rounds, m.openers):
        log.extend(bytes((4, rd.out + 1, rd.last + 1, opener + 1, rd.opened)))
        put_uint(log, 0 if rd.markers is None else 1 + sum(1 << i for i, x in enumerate(rd.markers) if x))
        for s in range(len(m.names)):
            for f, v in enumerate((rd.pips, rd.blanks, rd.doubles, rd.dpips, rd.flags, rd.tiles, rd.lowdbl)):
                put_uint(log, v[s] + (f == 5))
        put_uint(log, len(rd.points))
        for seat, pts in rd.points:
            log.append(seat)
            put_int(log, pts)
    head = bytearray()
    put_value(head, {"game": m.game, "set": m.set, "options": m.options, "names": m.names, "teams": m.teams,
                     "dealer": m.dealer, "id": m.id})
    put_uint(head, len(m.rounds))
    put_uint(head, len(log))
    return bytes(head + log)


def _facts(rd):
    return {k: v for k, v in rd.__dict__.items() if k != "checked"}   # (checked: the scorer's mark)


def test_a_match_saved_by_format_1_reads_the_same():
    # A board updated over USB keeps its matches: rounds saved as format
    # 1's varints read back as the same rounds, openers and totals, checked
    # (power-on) and trusted (a press); what is saved from then on is the
    # fixed-width form, and both forms in one file read on.
    m = _three_rounds([-1, 3, -1])
    old = _format_1(m)
    assert old != payload(m)
    want = [(_facts(rd), o) for rd, o in zip(m.rounds, m.openers)]
    for table in (True, False):
        back = Match.from_payload(old, None, table)
        assert [(_facts(rd), o) for rd, o in zip(back.rounds, back.openers)] == want
        assert back.standings()["totals"] == m.standings()["totals"] == [257, 52 + 10, 133 + 20]
    back = Match.from_payload(old)
    r = back.round_result(1)
    back.add_round(r, 0)               # a fourth round, saved the new way after three old ones
    again = Match.from_payload(payload(back), None, False)
    assert [_facts(rd) for rd in again.rounds] == [_facts(rd) for rd in back.rounds] and again.openers == [0, 1, 2, 0]
