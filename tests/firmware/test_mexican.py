# Mexican Train engine rules, each test citing the rules reference section it checks
# (firmware/rules/README.md, section 1, Mexican Train). Dual-runtime:
# pytest runs it on CPython, tests/test_on_micropython.py under MicroPython.
from mexican_pos import T, build, legal, play, plays

from rules import games
from rules.mexican import position as mx
from rules.rng import Rng

M = 2  # the Mexican Train's index at a two-player table
M3 = 3  # ... at a three-player table


def test_one_tile_per_turn_then_next_player_clockwise():
    # rules/README.md §83-85: exactly one tile per turn; 76: play goes clockwise.
    r = build([[(9, 4), (4, 5)], [(1, 2)], [(3, 8)]])
    mx.apply(r, play(9, 4, 0))
    assert r.seat == 1 and not r.after_double
    assert r.trains[0] == bytearray([T(9, 4)]) and r.ends[0] == 4


def test_player_may_play_own_train_mexican_and_marked_trains_only():
    # rules/README.md §83-87: own train, the Mexican Train, a marked train.
    r = build([[(9, 4), (5, 6)], [(1, 2)], [(3, 8)]],
              trains=[(), [(9, 5)], [(9, 6)]], markers=[2])
    assert legal(r) == plays((9, 4, 0), (9, 4, M3), (6, 5, 2))


def test_must_play_when_able_no_draw():
    # rules/README.md §88-89: drawing while holding a playable tile is not allowed.
    r = build([[(9, 4)], [(1, 2)]])
    assert mx.DRAW not in legal(r) and mx.PASS not in legal(r)


def test_cannot_play_draws_one_then_must_play_it():
    # rules/README.md §91-92: draw one; if it plays, play it (default: must [000]).
    r = build([[(1, 2), (3, 4)], [(5, 6)]], boneyard=[(9, 7)])
    assert legal(r) == [mx.DRAW]
    mx.apply(r, mx.DRAW)
    assert r.drawn and r.owner[T(9, 7)] == 0
    assert legal(r) == plays((9, 7, 0), (9, 7, M))  # no pass


def test_may_play_drawn_option_allows_keeping_it():
    # rules/README.md §92: option may_play_drawn: may. Keeping it is a pass + marker.
    r = build([[(1, 2)], [(5, 6)]], boneyard=[(9, 7)], options={"may_play_drawn": True})
    mx.apply(r, mx.DRAW)
    assert legal(r) == sorted(plays((9, 7, 0), (9, 7, M)) + [mx.PASS])
    mx.apply(r, mx.PASS)
    assert r.markers[0] and r.seat == 1


def test_drawn_tile_does_not_fit_pass_and_mark():
    # rules/README.md §92-94: if it does not play, pass and put your marker.
    r = build([[(1, 2)], [(5, 6)]], boneyard=[(3, 4)])
    mx.apply(r, mx.DRAW)
    assert legal(r) == [mx.PASS]
    mx.apply(r, mx.PASS)
    assert r.markers[0] == 1 and r.seat == 1 and not r.drawn


def test_drawing_the_last_tile_unplayable_then_empty_boneyard_pass():
    # rules/README.md §93-94: a player draws the last tile, it does not fit, the
    # boneyard is now empty: pass and mark; the next player cannot draw.
    r = build([[(1, 2)], [(5, 6)], [(9, 8)]], boneyard=[(3, 4)], rest="table")
    mx.apply(r, mx.DRAW)
    assert len(mx.boneyard(r)) == 0 and legal(r) == [mx.PASS]
    mx.apply(r, mx.PASS)
    assert r.markers[0] and r.seat == 1
    assert legal(r) == [mx.PASS]  # empty boneyard: pass at once [94]
    mx.apply(r, mx.PASS)
    assert r.markers[1] and r.seat == 2 and not r.over


def test_unstarted_train_marker_opens_it_from_the_engine():
    # rules/README.md §94-95: a player who has not started puts the marker where the
    # train would start; others may then start it.
    r = build([[(1, 2)], [(9, 3)]], boneyard=[(4, 5)], rest="table")
    mx.apply(r, mx.DRAW)
    mx.apply(r, mx.PASS)
    assert play(9, 3, 0) in legal(r)


def test_marker_stays_when_owner_plays_elsewhere_and_goes_when_own_train():
    # rules/README.md §97-99: only the owner removes it, only by playing on their
    # own train; playing elsewhere leaves every marker. A marked train
    # closed again by its owner.
    r = build([[(9, 1), (9, 2), (5, 5)], [(3, 4), (1, 6)]], markers=[0, 1])
    mx.apply(r, play(9, 1, M))  # elsewhere: both markers stay
    assert r.markers[0] and r.markers[1]
    assert play(1, 6, M) in legal(r)
    mx.apply(r, play(1, 6, M))
    mx.apply(r, play(9, 2, 0))  # own train: marker off
    assert not r.markers[0] and r.markers[1]
    # Closed again: seat 1 may no longer play on seat 0's train.
    r.seat = 1
    r.held[1] += 1
    r.owner[T(2, 8)] = 1
    assert play(2, 8, 0) not in legal(r)


def test_double_earns_another_play_anywhere():
    # rules/README.md §101-103: after a double the same player plays again, on that
    # double or anywhere they may play.
    r = build([[(9, 9 - 4), (5, 5), (5, 1), (9, 7)], [(2, 3)]], trains=[[(9, 5)], ()])
    mx.apply(r, play(5, 5, 0))
    assert r.seat == 0 and r.after_double
    assert legal(r) == plays((5, 1, 0), (9, 7, M))
    mx.apply(r, play(9, 7, M))  # not on the double: it stays open
    assert r.seat == 1 and r.doubles == [0]


def test_several_doubles_in_one_turn_then_one_tile():
    # rules/README.md §103, 117: a double, then another double, then a non-double.
    r = build([[(9, 3), (3, 3), (9, 6), (6, 6), (6, 2)], [(1, 4)]], trains=[[(9, 3)], ()], mexican=[(9, 6)])
    r.owner[T(9, 3)] = mx.TABLE
    mx.apply(r, play(3, 3, 0))
    assert play(6, 6, M) in legal(r)
    mx.apply(r, play(6, 6, M))
    assert r.seat == 0 and r.doubles == [0, M]
    mx.apply(r, play(6, 2, M))
    assert r.seat == 1 and r.doubles == [0]


def test_one_double_per_turn_option():
    # rules/README.md §117-118: option one_double_per_turn [004 tips].
    r = build([[(3, 3), (6, 6), (6, 2)], [(1, 4)]], trains=[[(9, 3)], ()], mexican=[(9, 6)],
              options={"one_double_per_turn": True})
    mx.apply(r, play(3, 3, 0))
    assert legal(r) == plays((6, 2, M))


def test_double_then_nothing_draws_then_marks_double_stays_open():
    # rules/README.md §104-105: cannot continue: draw one; if it plays, play it;
    # else put the marker. The double is left open [107].
    r = build([[(5, 5), (1, 2)], [(7, 8)]], trains=[[(9, 5)], ()], boneyard=[(3, 4)])
    mx.apply(r, play(5, 5, 0))
    assert legal(r) == [mx.DRAW]
    mx.apply(r, mx.DRAW)
    assert legal(r) == [mx.PASS]
    mx.apply(r, mx.PASS)
    assert r.markers[0] and r.doubles == [0] and r.seat == 1


def test_open_double_closes_every_other_train():
    # rules/README.md §107-111: the next player must play on it, even on someone's
    # private train; if they cannot, draw; no fit: pass and mark, the duty
    # moves on.
    r = build([[(9, 1)], [(5, 2), (9, 3)], [(9, 4), (1, 3)]], trains=[[(9, 5), (5, 5)], (), ()],
              doubles=[0], to_move=1, boneyard=[(7, 8)])
    assert legal(r) == plays((5, 2, 0))  # not their own train, not Mexican
    r.seat = 2  # seat 2 has no 5
    assert legal(r) == [mx.DRAW]
    mx.apply(r, mx.DRAW)
    assert legal(r) == [mx.PASS]
    mx.apply(r, mx.PASS)
    assert r.markers[2] and r.doubles == [0] and r.seat == 0


def test_two_open_doubles_satisfied_oldest_first():
    # rules/README.md §112-113: in the order they were played (default).
    hands = [[(4, 1), (6, 1)], [(1, 2)]]
    trains = [[(9, 4), (4, 4)], ()]
    r = build(hands, trains=trains, mexican=[(9, 6), (6, 6)], doubles=[0, M])
    assert legal(r) == plays((4, 1, 0))
    mx.apply(r, play(4, 1, 0))
    assert r.doubles == [M]
    r.seat = 0
    assert legal(r) == plays((6, 1, M))


def test_doubles_newest_first_option():
    # rules/README.md §113: option doubles_newest_first: in reverse order [001].
    r = build([[(4, 1), (6, 1)], [(1, 2)]], trains=[[(9, 4), (4, 4)], ()],
              mexican=[(9, 6), (6, 6)], doubles=[0, M], options={"doubles_newest_first": True})
    assert legal(r) == plays((6, 1, M))


def test_open_double_no_longer_satisfiable_stops_restricting():
    # rules/README.md §113-115: every tile of its number played: it stops
    # restricting play [001].
    r = build([[(9, 1)], [(2, 3)]], trains=[[(9, 4), (4, 4)], ()], doubles=[0], rest="table")
    # every 4 is on the table (rest="table"): seat 0 may play anywhere open
    assert not mx.satisfiable(r, 0)
    assert mx.due(r) == -1
    assert legal(r) == plays((9, 1, M))


def test_double_becomes_unsatisfiable_during_play_is_released():
    # rules/README.md §113-115: the last 8 goes onto another train, so the 8-8 just
    # laid can never be satisfied: it is dropped and restricts nobody.
    r = build([[(8, 8), (8, 1), (2, 3)], [(4, 5)]], trains=[[(9, 8)], ()],
              mexican=[(9, 7), (7, 8)], rest="table")
    mx.apply(r, play(8, 8, 0))
    assert r.doubles == [0] and r.after_double
    mx.apply(r, play(8, 1, M))
    assert r.doubles == [] and r.seat == 1 and mx.due(r) == -1


def test_double_as_the_last_tile_ends_the_round_at_once():
    # rules/README.md §134-135: the round ends at once, even on an open double.
    r = build([[(5, 5)], [(1, 2)]], trains=[[(9, 5)], ()])
    mx.apply(r, play(5, 5, 0))
    assert r.over == mx.OUT and r.out == 0
    assert mx.moves(r, mx.new_buffer()) == 0
    s = mx.scores(r)
    assert s[0] == 0 and s[1] == 3  # pips left: 1 + 2 [138-140]


def test_blocked_round_ends_when_nobody_can_play():
    # rules/README.md §135-136: boneyard empty and nobody can play, even once every
    # train is marked: the round ends, every marker down.
    r = build([[(1, 2)], [(3, 4)], [(5, 6)]], rest="table")
    mx.apply(r, mx.PASS)
    assert r.over == mx.BLOCKED and r.out == -1 and list(r.markers) == [1, 1, 1]
    assert mx.scores(r) == [3, 7, 11]


def test_blocked_after_the_last_play():
    # rules/README.md §135-136: the last playable tile goes down; nobody can follow.
    r = build([[(9, 1), (2, 3)], [(4, 5)]], rest="table")
    assert not r.over and play(9, 1, 0) in legal(r)
    mx.apply(r, play(9, 1, M))
    assert r.over == mx.BLOCKED and r.last == 0


def test_blocked_waits_for_a_marker_that_opens_a_train():
    # rules/README.md §97, 135: seat 0 can play only once seat 1's train is marked.
    r = build([[(1, 2), (5, 6)], [(3, 4)]], trains=[(), [(9, 5)]], rest="table")
    mx.apply(r, mx.PASS)
    assert not r.over and r.seat == 1
    mx.apply(r, mx.PASS)
    assert not r.over and legal(r) == plays((5, 6, 1))


def test_marker_penalty_scored_from_the_round():
    # rules/README.md §141-143: marker_penalty for a marker still on a train.
    r = build([[(1, 2)], [(3, 4), (9, 5)]], rest="table", options={"marker_penalty": 10})
    mx.apply(r, mx.PASS)
    mx.apply(r, play(9, 5, 1))  # blocked after seat 1's play; seat 0 marked
    assert r.over == mx.BLOCKED and mx.scores(r) == [13, 17]


def test_first_turn_train_lays_a_whole_train():
    # rules/README.md §120-126: first turn: as many tiles as they like on their own
    # train, not the Mexican Train; may end with a double, left open; a
    # player who cannot start marks without drawing.
    r = build([[(9, 3), (3, 3), (3, 1), (2, 2)], [(4, 5)], [(9, 7)]],
              options={"first_turn_train": True}, first_left=3)
    assert legal(r) == plays((9, 3, 0))
    mx.apply(r, play(9, 3, 0))
    assert sorted(legal(r)) == sorted(plays((3, 3, 0), (3, 1, 0)) + [mx.PASS])
    mx.apply(r, play(3, 3, 0))
    assert r.seat == 0 and not r.after_double
    mx.apply(r, play(3, 1, 0))
    mx.apply(r, mx.PASS)
    assert not r.markers[0] and r.seat == 1
    assert legal(r) == [mx.PASS]  # cannot start: no draw
    mx.apply(r, mx.PASS)
    assert r.markers[1] and len(mx.boneyard(r)) > 0 and r.held[1] == 1
    mx.apply(r, play(9, 7, 2))
    mx.apply(r, mx.PASS)
    assert r.first_left == 0


def test_first_turn_train_doubles_satisfied_from_second_turn():
    # rules/README.md §123-124: doubles ending first-turn trains are satisfied in
    # order starting with the first player's second turn.
    r = build([[(9, 4), (4, 4), (6, 1)], [(9, 6), (6, 6), (4, 2)]],
              options={"first_turn_train": True}, first_left=2)
    for m in (play(9, 4, 0), play(4, 4, 0), mx.PASS, play(9, 6, 1), play(6, 6, 1)):
        assert m in legal(r)
        mx.apply(r, m)
    assert r.doubles == [0, 1] and r.seat == 1
    mx.apply(r, mx.PASS)  # seat 1 ends its first turn on the double
    assert r.first_left == 0 and r.seat == 0
    assert mx.due(r) == 0  # the first double laid, on seat 0's train
    assert legal(r) == [mx.DRAW]  # seat 0 has no 4 left


def test_first_turn_train_going_out_lets_everyone_have_a_first_turn():
    # rules/README.md §126-128: the round ends after every player's first turn.
    r = build([[(9, 4)], [(9, 1), (1, 2)], [(3, 5)]], options={"first_turn_train": True}, first_left=3)
    mx.apply(r, play(9, 4, 0))
    assert not r.over and r.seat == 1 and r.out == 0
    mx.apply(r, play(9, 1, 1))
    mx.apply(r, play(1, 2, 1))
    assert not r.over and not r.held[1] and r.seat == 2  # seat 1's turn ends
    mx.apply(r, mx.PASS)
    assert r.over == mx.OUT and r.out == 0
    assert mx.scores(r) == [0, 0, 8]


def test_mexican_needs_second_turn():
    # rules/README.md §128-129: the Mexican Train only from the second round of turns.
    r = build([[(9, 4)], [(2, 3)]], options={"mexican_needs_second_turn": True}, first_left=2)
    assert legal(r) == plays((9, 4, 0))
    r.first_left = 0
    mx.reindex(r)  # edited by hand
    assert legal(r) == plays((9, 4, 0), (9, 4, M))


def _round(options, seed=3, players=4, k=0, set_n=12):
    from rules.mexican.simulate import new_round
    return new_round(Rng(seed), set_n, players, k, games.options("mexican-train", options))


def test_default_engine_in_hub_random_opener():
    # rules/README.md §46-47 and 75: the engine stands in the hub; random starter.
    firsts = set()
    for seed in range(12):
        r = _round({}, seed)
        assert r.engine_placed and r.owner[T(12, 12)] == mx.TABLE
        firsts.add(r.seat)
    assert len(firsts) > 1


def test_engine_from_hand_holder_places_it_and_starts():
    # rules/README.md §47-49: whoever holds the engine places it and starts; the
    # first pass around the table starts with them (counted where a rule
    # depends on it: first_turn_train).
    for seed in range(30):
        r = _round({"engine_from_hand": True, "first_turn_train": seed % 2 == 0}, seed)
        holder = r.owner[T(12, 12)]
        if holder < 4:
            assert r.seat == holder and legal(r) == [play(12, 12, holder)]
            mx.apply(r, play(12, 12, holder))
            assert r.engine_placed and r.seat == holder and r.first_left == (4 if seed % 2 == 0 else 0)
        else:
            # nobody holds it: players draw in turn until it appears
            while not r.engine_placed:
                s = r.seat
                m = legal(r)[0]
                mx.apply(r, m)
                if m == mx.DRAW and r.owner[T(12, 12)] != s:
                    assert r.seat == (s + 1) % 4
            assert r.seat == s
            return
    raise AssertionError("no seed left the engine in the boneyard")


def test_engine_holder_starts_option():
    # rules/README.md §75-76: option engine_holder_starts [000, 004].
    r = _round({"engine_holder_starts": True}, 5)
    holder = r.owner[T(12, 12)]
    assert holder >= 4 or r.seat == holder


def test_deal_presets_hand_sizes():
    # rules/README.md §51-58 and 67-73: tiles per player by preset.
    for preset, players, n in (("001", 4, 15), ("003", 4, 14), ("004", 8, 10), ("cardinal", 5, 12),
                               ("pagat", 8, 10), ("pressman", 8, 8), ("001", 8, 9)):
        r = _round({"deal": preset}, 1, players)
        assert list(r.held) == [n] * players, (preset, players, list(r.held))
        assert len(mx.boneyard(r)) == 91 - 1 - n * players


def test_match_has_n_plus_1_rounds_descending_engines():
    # rules/README.md §41-44: engines 9-9 down to 0-0 for double-9, then lowest wins.
    from rules.mexican.bots import make
    from rules.mexican.simulate import play_match
    seen = []

    def on_round(k, r, ledger):
        seen.append((k, r.e, r.over != 0, len(ledger["rounds"]), ledger["over"]))
    opts = games.options("mexican-train", {})
    ledger = play_match(Rng(2), "mexican-train", 3, 9, [make("greedy") for _ in range(3)], opts, on_round)
    # The ledger each round sees holds the rounds so far; the last ends the match.
    assert seen == [(k, 9 - k, True, k + 1, k == 9) for k in range(10)]
    assert ledger["over"] and len(ledger["rounds"]) == 10
    totals = ledger["totals"]
    # rules/README.md §1, Scoring: the lowest total wins; a shared win lists every
    # winner, each on the lowest total.
    w = ledger["winner"]
    winners = w if isinstance(w, list) else [w]
    assert winners and all(totals[s] == min(totals) for s in winners), (w, totals)


def test_positive_points_winner_has_highest_total():
    # rules/README.md §145-147: option positive_points: highest total wins.
    from rules.mexican.bots import make
    from rules.mexican.simulate import play_match
    opts = games.options("mexican-train", {"positive_points": True})
    ledger = play_match(Rng(4), "mexican-train", 3, 9, [make("greedy") for _ in range(3)], opts)
    w = ledger["winner"]
    winners = w if isinstance(w, list) else [w]
    assert winners and all(ledger["totals"][s] == max(ledger["totals"]) for s in winners), (w, ledger["totals"])


def test_blank_double_50_in_round_scores():
    # rules/README.md §139-140: option blank_double_50.
    r = build([[(0, 0), (1, 2)], [(3, 4)]], rest="table", options={"blank_double_50": True})
    mx.apply(r, mx.PASS)
    assert r.over == mx.BLOCKED and mx.scores(r) == [53, 7]
