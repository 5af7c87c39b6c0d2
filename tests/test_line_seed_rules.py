"""Issue 44's rules of the line games, each from its seed line, through the
rules command (`moves`, `play`, `score`, `referee`: host_tools.rules.run)
and `simulate` (the option accepted and played) [firmware/rules/README.md
§2, 4, 10, 11, 13; seeds ../shared/seeds/000, 002]."""
import json

from host_tools import rules, simulate

ALL = [[b, a] for b in range(7) for a in range(b + 1)]


def answer(verb, doc):
    status, out, err = rules.run(verb, json.dumps(doc))
    assert status == 0, err
    return json.loads(out)


def refused(verb, doc):
    status, out, err = rules.run(verb, json.dumps(doc))
    assert status == 2 and not out and "\n" not in err and "Traceback" not in err, (status, out, err)
    return err


def table(game, hands, to_move, options=None, **kw):
    """An empty table; the tiles not in a hand are out of play."""
    doc = {"game": game, "set": 6, "options": options or {}, "hands": hands, "boneyard": [],
           "layout": {"tiles": [], "ends": [], "closed": []}, "to_move": to_move}
    doc.update(kw)
    return doc


def simulated(game, players, options, games=1, seed=1, trace=False, bots="random,greedy"):
    """simulate's lines (--json, or --trace) for matches with the options."""
    argv = ["--game", game, "--players", str(players), "--games", str(games), "--seed", str(seed),
            "--trace" if trace else "--json", "--bots", bots]
    for o in options:
        argv += ["--option", o]
    out = []
    simulate.run(simulate.parse_args(argv), out.append)
    return [json.loads(line) for line in "".join(out).splitlines()]


def round_lines(lines):
    return [d for d in lines if "round" in d and "reason" in d]


def plays(moves):
    return sorted(m["play"] for m in moves if "play" in m)


# -- Block and Draw [README §2; 002 l.43, l.51, l.361, l.365; 000 l.222] -------

def test_block_and_draw_starter_blank_double_opens_with_the_0_0_and_up():
    # 002 l.43: "Начинается игра тем участником, у которого имеется в арсенале
    # наименьший дубль, то есть, косточка с одинаковыми очками 0-0, 1-1 или
    # 2-2 ... Если такого нет ни у кого из играющих, то следует найти кость
    # с наименьшим значением, как 0-1 или 1-2."
    opt = {"starter": "blank_double"}
    hands = [[[1, 1], [6, 6]], [[0, 0], [5, 4]]]
    for game in ("block", "draw"):
        assert "0-0 makes seat 1 the starter" in refused("moves", table(game, hands, 0, opt))
        # The starter leads any tile [000], as with the other starters.
        assert plays(answer("moves", table(game, hands, 1, opt))["moves"]) == [[0, 0], [5, 4]]
    # No double: the lightest tile, 0-1.
    hands = [[[6, 5], [1, 2]], [[0, 1], [4, 3]]]
    assert "1-0 makes seat 1 the starter" in refused("moves", table("draw", hands, 0, opt))
    # The default stays the highest double, the heaviest tile [000].
    assert "6-5 makes seat 0 the starter" in refused("moves", table("draw", hands, 1))


def test_simulate_plays_starter_blank_double():
    # Every simulated first round opens from the holder of the lowest double
    # from 0-0 up [002 l.43].
    n = 0
    for d in simulated("draw", 3, ["starter=blank_double"], games=6, trace=True):
        if "match" in d and d["round"] == 0:
            pos = d["position"]
            doubles = [min(t) for h in pos["hands"] for t in h if t[0] == t[1]]
            low = min(doubles)
            assert [low, low] in [sorted(t) for t in pos["hands"][pos["to_move"]]], pos
            n += 1
    assert n == 6


def blocked_draw(options):
    """A Draw round seat 0 blocks by laying 5-1 (ends 6 and 1: nobody holds
    either, nothing to draw); hands after it: seat 0 0-2 (2), seat 1 0-3,
    2-4 (9)."""
    return {"position": {"game": "draw", "set": 6, "options": options,
                         "hands": [[[5, 1], [0, 2]], [[0, 3], [2, 4]]], "boneyard": [],
                         "layout": {"tiles": [[6, 5]], "ends": [6, 5]}, "to_move": 0, "round": 1},
            "move": {"play": [5, 1], "end": 1}}


def test_fisherman_wins_block_and_draw_the_fisherman_takes_every_hands_pips():
    # 002 l.51: "тот игрок, что поставил последнюю костяшку или «рыбу»
    # получает статус «рыбака». Это значит, что все очки участников данной
    # партии пишутся на счет так называемого «рыбака»"; l.365: "выигрывает
    # тот игрок, который сделал ход последним".
    over = answer("play", blocked_draw({"fisherman_wins": True}))["round_over"]
    assert over["reason"] == "blocked" and over["last"] == 0 and over["scores"] == [11, 0]
    # By default the lowest count (seat 0, 2 pips) scores 9 - 2 [README §2].
    assert answer("play", blocked_draw({}))["round_over"]["scores"] == [7, 0]
    # score: the fisherman of a block, seat 2, though seat 0 holds less.
    match = {"game": "block", "players": 3, "options": {"fisherman_wins": True},
             "rounds": [{"out": None, "last": 2, "hands": [[[0, 1]], [[6, 6]], [[5, 4]]]}]}
    got = answer("score", match)
    assert got["rounds"][0] == {"charged": [0, 0, 22], "carry": 0, "note": "fisherman"}


def test_simulate_plays_fisherman_wins():
    # Every simulated block is scored to its fisherman ("last") [002 l.51].
    blocks = 0
    for seed in (1, 40):
        for d in round_lines(simulated("block", 4, ["fisherman_wins=true"], games=5, seed=seed)):
            if d["reason"] == "blocked":
                blocks += 1
                assert [s for s, v in enumerate(d["scores"]) if v] == [d["last"]], d
    assert blocks


def test_targets_101_and_125():
    # 002 l.51: "Играют всегда до заранее оговоренного количества очков.
    # Например, до 100, ста одного или ста двадцати пяти, а также до двухсот."
    big = {"out": 0, "hands": [[], [[6, 6], [6, 5], [6, 4], [5, 5], [5, 4], [4, 4], [6, 3]]]}   # 69 pips
    small = {"out": 0, "hands": [[], [[6, 6], [6, 5], [6, 2]]]}                                 # 31
    one = {"out": 0, "hands": [[], [[0, 1]]]}
    for target, rounds, over in ((100, 2, True), (101, 2, False), (101, 3, True), (125, 3, False)):
        got = answer("score", {"game": "draw", "players": 2, "options": {"target": target},
                               "rounds": [big, small, one][:rounds]})
        assert got["over"] is over, (target, rounds)
    got = answer("score", {"game": "block", "players": 2, "options": {"target": 125}, "rounds": [big, big]})
    assert got["over"] and got["winner"] == 0 and got["totals"] == [138, 0]
    assert "takes one of" in refused("score", {"game": "block", "players": 2, "options": {"target": 150}, "rounds": []})


def test_single_round_the_round_decides_the_game():
    # 000 l.222: "Можно играть в игру только с одним раундом, игрок, который
    # первым разместит все свои костяшки домино, выигрывает. Если никто не
    # смог разместить все свои костяшки домино, побеждает тот, у кого
    # наименьшее количество очков".
    opt = {"single_round": True}
    out = {"out": 1, "hands": [[[1, 2]], [], [[3, 3]]]}
    got = answer("score", {"game": "draw", "players": 3, "options": opt, "rounds": [out]})
    assert got["over"] and got["winner"] == 1 and got["totals"] == [0, 9, 0]
    blocked = {"out": None, "last": 0, "hands": [[[6, 6]], [[1, 2]], [[3, 3]]]}
    got = answer("score", {"game": "block", "players": 3, "options": opt, "rounds": [blocked]})
    assert got["over"] and got["winner"] == 1
    # A block tied for the lowest count is shared.
    tied = {"out": None, "last": 0, "hands": [[[6, 6]], [[1, 2]], [[0, 3]]]}
    assert answer("score", {"game": "block", "players": 3, "options": opt, "rounds": [tied]})["winner"] == [1, 2]
    # With fisherman_wins the fisherman decides it.
    got = answer("score", {"game": "block", "players": 3, "options": dict(opt, fisherman_wins=True), "rounds": [blocked]})
    assert got["winner"] == 0
    # No second round.
    assert "over after round 1" in refused("score", {"game": "draw", "players": 3, "options": opt, "rounds": [out, out]})


def test_simulate_plays_single_round():
    lines = simulated("draw", 4, ["single_round=true"], games=4)
    assert len(round_lines(lines)) == 4 and all(d["round"] == 0 for d in round_lines(lines))


# -- General [README §10; 002 l.246, l.493] ------------------------------------

def general_log(first_tile):
    return {"game": "general", "players": 4, "first": 0, "hands": [7, 7, 7, 7], "boneyard": 0,
            "actions": [{"play": first_tile, "end": 0}]}


def test_the_referee_refuses_a_general_round_opened_with_another_tile_than_the_1_1():
    # 002 l.246: "В любом случае игра начинается с 1х1"; l.493: "раунд
    # начинается с дубля 1-1". The whole set is dealt, so a hand holds the
    # 1-1 and every round opens with it; the log need not say which round.
    err = refused("referee", general_log([2, 2]))
    assert "action 0" in err and "opens with 1-1" in err
    assert "opens with 1-1" in refused("referee", general_log([6, 5]))
    states = answer("referee", general_log([1, 1]))["states"]
    assert states[1]["layout"]["tiles"] == [[1, 1]] and states[1]["to_move"] == 1
    # Kozel's later rounds open with any tile [README §3]: not refused.
    log = general_log([2, 2])
    log["game"] = "kozel"
    assert answer("referee", log)["states"][1]["layout"]["ends"] == [2, 2]


# -- Seven [README §11; 002 l.273, l.275] --------------------------------------

def seven_three_in_a_row():
    """Seat 0 has laid three tiles in a row this turn (two sums of 6, then
    5): ends 3 and 2, the 1-1 on end 1's side; hands 3-5, 2-6, 0-0 and 5-5."""
    return {"game": "seven", "set": 6, "round": 1, "hands": [[[3, 5], [2, 6], [0, 0]], [[5, 5]]],
            "boneyard": [], "layout": {"tiles": [[1, 1], [1, 4], [1, 2], [4, 3]], "ends": [3, 2],
                                       "laid_on": [0, 0, 1, 0]},
            "to_move": 0, "turn": {"drawn": 0, "laid": 3, "extra": 1}, "last": 0}


def test_seven_three_in_a_row_earn_two_more_tiles():
    # 002 l.275: "Если игрок ходил 3 или более раза подряд, то он может
    # ходить двумя фишками подряд": after the third tile the player may lay
    # two more, one after the other (README §11), or knock at either.
    pos = seven_three_in_a_row()
    assert answer("moves", pos)["moves"] == [{"play": [3, 5], "end": 0}, {"play": [2, 6], "end": 1}, {"pass": True}]
    nxt = answer("play", {"position": pos, "move": {"play": [2, 6], "end": 1}})
    assert nxt["to_move"] == 0 and nxt["turn"]["extra"] == 3
    assert answer("moves", nxt)["moves"] == [{"play": [3, 5], "end": 0}, {"pass": True}]
    last = answer("play", {"position": nxt, "move": {"play": [3, 5], "end": 0}})
    assert last["to_move"] == 1 and last["turn"]["extra"] == 0
    # The referee follows the same turn: 6, 6, 5, then two extra tiles.
    log = {"game": "seven", "players": 2, "first": 0, "hands": [7, 7], "boneyard": 14,
           "actions": [{"play": [1, 1], "end": 0}, {"play": [1, 4], "end": 0}, {"play": [1, 2], "end": 1},
                       {"play": [4, 3], "end": 0}, {"play": [2, 6], "end": 1}, {"play": [3, 5], "end": 0}]}
    states = answer("referee", log)["states"]
    assert [s["to_move"] for s in states] == [0, 1, 1, 1, 1, 1, 0]
    assert states[-1]["hands"] == [6, 2]


def test_simulate_plays_the_two_extra_tiles():
    found = 0
    for seed in range(1, 60, 7):
        for d in simulated("seven", 3, [], games=2, seed=seed, trace=True):
            if "move" in d and "turn" in d["position"] and d["position"]["turn"].get("extra") == 3:
                found += 1
        if found:
            break
    assert found


def test_seven_a_new_party_opens_with_the_2_2():
    # 002 l.273: "Новую партию, с тем же первоначальным составом игроков,
    # начинает владелец дубля 2-2 - этим дублем, или следующим дублем по
    # возрастанию, при отсутствии 2-2 на руках у игроков."
    hands = [[[1, 1], [6, 5]], [[2, 2], [4, 0]], [[3, 3], [0, 0]]]
    opt = {"new_party": True}
    assert answer("moves", table("seven", hands, 1, opt)) == {"moves": [{"play": [2, 2], "end": 0}]}
    assert "2-2 opens the round, so to_move must be its holder (seat 1)" in refused("moves", table("seven", hands, 0, opt))
    # The first party opens with the 1-1 [README §11].
    assert answer("moves", table("seven", hands, 0)) == {"moves": [{"play": [1, 1], "end": 0}]}
    # Nobody holds the 2-2: the next double up, the 3-3.
    hands = [[[1, 1], [6, 5]], [[4, 4], [4, 0]], [[3, 3], [0, 0]]]
    assert answer("moves", table("seven", hands, 2, opt)) == {"moves": [{"play": [3, 3], "end": 0}]}
    for d in simulated("seven", 3, ["new_party=true"], games=3, trace=True):
        if "match" in d and d["round"] == 0:
            pos = d["position"]
            lows = [min(t) for h in pos["hands"] for t in h if t[0] == t[1] and t[0] >= 2]
            assert [min(lows)] * 2 in pos["hands"][pos["to_move"]], pos


# -- Kids for the smallest [README §13; 000 l.32-38] ---------------------------

def test_kids_for_the_smallest_one_direction_fewer_pictures_no_reserve():
    # 000 l.34-38: "только те, на которых есть 3–4 изображения"; "по 4–5
    # фишек"; "Стройте цепочки с ребёнком в одну сторону"; "Первые
    # состязания проводите без «банка»".
    opt = {"smallest": True}
    pos = {"game": "kids", "set": 6, "options": opt, "round": 0,
           "hands": [[[1, 0], [2, 3], [3, 3], [0, 2]], [[2, 1], [0, 3], [2, 2], [1, 1]]],
           "boneyard": [[3, 1]], "layout": {"tiles": [[0, 0]], "ends": [0, 0]}, "to_move": 1, "last": 0}
    # Seat 1's 0-3 fits both ends showing 0: only end 1 is offered.
    assert answer("moves", pos)["moves"] == [{"play": [0, 3], "end": 1}]
    pos["to_move"] = 0
    assert answer("moves", pos)["moves"] == [{"play": [0, 1], "end": 1}, {"play": [0, 2], "end": 1}]
    # Nothing fits end 1: a knock, never a draw, though a tile lies aside.
    pos["layout"] = {"tiles": [[0, 0], [0, 1]], "ends": [0, 1], "laid_on": [0, 1]}
    pos["hands"][0] = [[2, 3], [3, 3], [0, 2]]
    assert answer("moves", pos)["moves"] == [{"pass": True}]
    # Without the option the 0-2 goes on end 0, and the reserve is drawn from.
    pos["options"] = {}
    assert answer("moves", pos)["moves"] == [{"play": [0, 2], "end": 0}]
    # Two players play the four pictures 0-3: a 4 is not in play.
    pos["options"] = opt
    pos["hands"][0] = [[2, 3], [3, 3], [0, 4]]
    assert "not in play" in refused("moves", pos)
    # The referee refuses a tile on end 0 once the line is started.
    log = {"game": "kids", "players": 2, "options": opt, "first": 0, "hands": [5, 5], "boneyard": 18,
           "actions": [{"play": [0, 0], "end": 0}, {"play": [0, 3], "end": 0}]}
    err = refused("referee", log)
    assert "action 1" in err and "one direction" in err
    log["actions"][1]["end"] = 1
    log["actions"].append({"play": [3, 4], "end": 1})
    assert "action 2" in refused("referee", log) and "not in play" in refused("referee", log)


def test_simulate_plays_kids_for_the_smallest():
    starts = 0
    for d in simulated("kids", 2, ["smallest=true"], games=4, trace=True):
        if "match" in d:
            starts += 1
            hands = d["position"]["hands"]
            assert [len(h) for h in hands] == [5, 5] and max(max(t) for h in hands for t in h) == 3, hands
        elif "play" in d["move"] and d["position"].get("layout", {}).get("tiles", [None]) != [d["move"]["play"]]:
            assert d["move"]["end"] == 1, d
        else:
            assert "draw" not in d["move"]
    assert starts >= 4


# -- Sea Kozel's extraordinary round [README §4; 002 l.139-151] ----------------

XLEAD = {"play": [[0, 0], [6, 6]], "end": [0, 1]}


def sea_table(hands, to_move, **kw):
    """A later round of Sea Kozel (the lead free), three seats."""
    return table("sea-kozel", hands, to_move, round=2, **kw)


def test_the_extraordinary_lead_is_offered_and_played():
    # 002 l.139: "Заходящий, при наличии соответствующих камней, может
    # начать кон заходом одновременно на 0:0 и 6:6. Такой кон объявляется
    # «внеочередным»."
    hands = [[[0, 0], [6, 6], [3, 4], [6, 1]], [[0, 5], [6, 3], [1, 1], [4, 4]], [[0, 2], [2, 6], [2, 2], [6, 0]]]
    moves = answer("moves", sea_table(hands, 0))["moves"]
    assert XLEAD in moves and {"play": [4, 3], "end": 0} in moves
    # (The 0-0 or the 6-6 alone is a fast round's lead: not yet [002 item 8].)
    assert {"play": [6, 6], "end": 0} not in moves
    pos = answer("play", {"position": sea_table(hands, 0), "move": XLEAD})
    assert pos["layout"]["tiles"] == [[0, 0], [6, 6]] and pos["layout"]["ends"] == [0, 6]
    assert pos["to_move"] == 1 and pos["turn"]["pairs"] is True
    # l.141: "каждый очередной игрок после зашедшего обязан поставить 2
    # камня - по одному с каждой стороны": seat 1 has 0-5 for the 0 and 6-3
    # for the 6, so only that pair.
    assert answer("moves", pos)["moves"] == [{"play": [[0, 5], [6, 3]], "end": [0, 1]}]
    pos = answer("play", {"position": pos, "move": {"play": [[0, 5], [6, 3]], "end": [0, 1]}})
    assert pos["layout"]["ends"] == [5, 3] and pos["to_move"] == 2 and pos["turn"]["pairs"]
    # l.145: "камень 6:0 можно поставить на любом ходу, в промежуток между
    # заходными камнями 6:6 и 0:0": besides the turn's tiles. Seat 2 can lay
    # no tile on 5 and 3 (l.143: then one tile a turn), so it draws or
    # knocks; the gap is offered too.
    moves = answer("moves", pos)["moves"]
    assert {"play": [6, 0], "end": 2} in moves and {"pass": True} in moves
    gap = answer("play", {"position": pos, "move": {"play": [6, 0], "end": 2}})
    assert gap["to_move"] == 2 and gap["layout"]["ends"] == [5, 3] and gap["layout"]["tiles"][-1] == [6, 0]
    assert gap["layout"]["laid_on"][-1] == 2
    after = answer("play", {"position": gap, "move": {"pass": True}})
    assert after["to_move"] == 0 and after["turn"]["pairs"] is False
    # From then on one tile a turn: seat 0 has 3-4 for the 3, alone.
    assert answer("moves", after)["moves"] == [{"play": [3, 4], "end": 1}]


def test_the_extraordinary_lead_only_where_the_lead_is_free_the_0_0_or_the_6_6():
    # The first rounds open with the day's double [002 l.135]: with
    # Monday's 1-1 named, no extraordinary lead; with Saturday's 6-6
    # (weekday 6) its holder may lay the 0-0 beside it (README §4).
    hands = [[[0, 0], [6, 6], [1, 1], [6, 1]], [[0, 5], [6, 3], [2, 1], [4, 4]], [[0, 2], [2, 6], [5, 5], [6, 0]]]
    monday = table("sea-kozel", hands, 0)
    assert answer("moves", monday)["moves"] == [{"play": [1, 1], "end": 0}]
    saturday = table("sea-kozel", hands, 0, {"weekday": 6})
    assert answer("moves", saturday)["moves"] == [{"play": [6, 6], "end": 0}, XLEAD]
    # l.151: a blocked extraordinary round is played again, the opener
    # keeping both: the lead is both.
    again = sea_table(hands, 0, lead=[[0, 0], [6, 6]])
    assert answer("moves", again)["moves"] == [XLEAD]
    assert "must hold both" in refused("moves", sea_table(hands, 1, lead=[[0, 0], [6, 6]]))
    # Not in Kozel.
    assert XLEAD not in answer("moves", table("kozel", hands, 0, round=2))["moves"]


def test_the_referee_follows_the_extraordinary_round():
    # The same round as the players report it [002 l.139-145]: the lead,
    # two tiles, the 6-0 in the gap (the turn goes on), then one tile.
    log = {"game": "sea-kozel", "players": 3, "first": 0, "hands": [7, 7, 7], "boneyard": 7,
           "actions": [XLEAD, {"play": [[0, 5], [6, 3]], "end": [0, 1]}, {"play": [6, 0], "end": 2},
                       {"draw": True}]}
    states = answer("referee", log)["states"]
    assert [s["to_move"] for s in states] == [0, 1, 2, 2, 2]
    assert [s["hands"] for s in states][1:4] == [[5, 7, 7], [5, 5, 7], [5, 5, 6]]
    assert states[3]["layout"]["tiles"] == [[0, 0], [6, 6], [0, 5], [6, 3], [6, 0]]
    assert states[3]["layout"]["ends"] == [5, 3]
    # Refused: two tiles leading but the 0-0 and the 6-6; a single tile
    # in the gap but the 6-0, or the gap twice.
    bad = dict(log, actions=[{"play": [[1, 1], [6, 6]], "end": [0, 1]}])
    assert "extraordinary" in refused("referee", bad)
    bad = dict(log, actions=log["actions"][:2] + [{"play": [6, 2], "end": 2}])
    assert "action 2" in refused("referee", bad) and "gap" in refused("referee", bad)
    bad = dict(log, actions=log["actions"][:3] + [{"play": [6, 0], "end": 2}])
    assert "action 3" in refused("referee", bad)


def test_the_extraordinary_round_scored():
    # l.147: "проигравший «внеочередной» заход получает звание
    # «Внеочередного козла»"; l.151: blocked, it is played again.
    hands = [[], [[6, 5], [6, 4], [5, 5]], [[1, 2]]]
    got = answer("score", {"game": "sea-kozel", "players": 3,
                           "rounds": [{"out": 0, "hands": hands, "opened": [[0, 0], [6, 6]]}]})
    assert got["rounds"][0]["charged"] == [0, 31, 0] and "extraordinary-goat" in got["titles"]
    got = answer("score", {"game": "sea-kozel", "players": 3,
                           "rounds": [{"out": None, "last": 0, "hands": [[[1, 1]]] + hands[1:],
                                       "opened": [[0, 0], [6, 6]]}]})
    assert got["rounds"][0]["note"] == "replay"


def test_simulate_plays_extraordinary_rounds():
    # Traced matches hold extraordinary rounds, each replayed with both
    # doubles when blocked [002 l.151], and the next round after one is
    # opened by the same player [l.149: "Заходящий остается старым"].
    found = replayed = same = 0
    prev = None
    for d in simulated("sea-kozel", 3, [], games=12, trace=True):
        if "match" in d:
            if prev is not None and prev[0] == d["match"] and prev[1]:
                over, opener = prev[1], prev[2]
                if over["reason"] == "blocked":
                    assert d["position"]["lead"] == [[0, 0], [6, 6]] and d["position"]["to_move"] == opener
                    replayed += 1
                elif d["position"]["lead"] is None:
                    assert d["position"]["to_move"] == opener, d
                    same += 1
            prev = [d["match"], None, d["position"]["to_move"]]
            first = True
        elif first:
            first = False
            if d["move"] == XLEAD:
                found += 1
                prev[1] = "extra"
        if "round_over" in d.get("position", {}) and prev[1]:
            prev[1] = d["position"]["round_over"]
    assert found >= 3 and replayed and same


# -- Sea Kozel's second article [README §4; 002 l.391-425] ---------------------

def sea_score(options, rounds, players=2):
    return answer("score", {"game": "sea-kozel", "players": players, "options": options, "rounds": rounds})


# Seat 1 holds exactly 25: the round counts (nobody else over 25, l.397)
# and opens seat 0's record (l.395).
OPENS = {"out": 0, "hands": [[], [[6, 6], [6, 5], [1, 1]]]}


def test_open_66_for_100_won_wins_the_game_lost_makes_the_svoyak():
    # 002 l.403: "Если игрок, который начал записывать себе очки, начинает
    # раунд с дубля 6-6 («на 100») и выигрывает его, он автоматически
    # становится победителем игры, но если он проиграл, и у него на руках
    # осталось больше 24 очков, то он получает звание «свояка» и
    # проигрывает всю игру."
    opt = {"open_66_for_100": True}
    won = {"out": 0, "hands": [[], [[1, 2]]], "opened": [[6, 6]], "opener": 0}
    got = sea_score(opt, [OPENS, won])
    assert got["totals"] == [28, 0] and got["over"] and got["winner"] == 0 and "for-100" in got["titles"]
    lost = {"out": 1, "hands": [[[6, 5], [5, 5], [4, 0]], []], "opened": [[6, 6]], "opener": 0}   # 25 left
    got = sea_score(opt, [OPENS, lost])
    assert got["over"] and got["loser"] == 0 and got["winner"] == 1 and "svoyak" in got["titles"]
    # Lost holding 24 or less: an ordinary round.
    small = {"out": 1, "hands": [[[6, 5], [5, 5], [3, 0]], []], "opened": [[6, 6]], "opener": 0}   # 24
    assert not sea_score(opt, [OPENS, small])["over"]
    # Without a record the 6-6 is an ordinary lead; without the option too.
    assert not sea_score(opt, [won])["over"]
    assert not sea_score({"winner_records_all": True}, [OPENS, won])["over"]


def test_open_66_for_100_a_6_6_finish():
    # 002 l.407: "Игрок, который закончил раунд дублем 6-6, выигрывает игру,
    # если у проигравшего насчитывается более 24 очков. Если же у
    # проигравшего меньше 25 очков, то закончивший раунд игрок начинает
    # следующий с дубля 6-6 («на сто»)."
    opt = {"open_66_for_100": True}
    big = {"out": 0, "finish": [[6, 6]], "hands": [[], [[6, 5], [5, 5], [4, 0]]]}
    got = sea_score(opt, [big])
    assert got["over"] and got["winner"] == 0
    small = {"out": 0, "finish": [[6, 6]], "hands": [[], [[1, 2]]]}
    got = sea_score(opt, [small])
    assert not got["over"] and got["next"] == {"seat": 0, "lead": "6-6"}


def test_the_bald_goat_wins():
    # 002 l.405: "Игрок, который закончил раунд дублем 0-0, выигрывает всю
    # игру, и называется «лысым козлом»" (the second article's game).
    got = sea_score({"winner_records_all": True}, [{"out": 1, "finish": [[0, 0]], "hands": [[[1, 2]], []]}])
    assert got["over"] and got["winner"] == 1 and got["titles"] == ["bald-goat"]
    # The first article: the loser is the snotty Goat [002 item 10].
    got = sea_score({}, [{"out": 1, "finish": [[0, 0]], "hands": [[[1, 2]], []]}])
    assert got["loser"] == 0 and got["titles"] == ["snotty-goat"]


def fish(last, hands, **kw):
    d = {"out": None, "last": last, "hands": hands}
    d.update(kw)
    return d


def test_fisherman_privileges_the_fishermans_fish_and_the_right_to_go_for_100():
    # 002 l.411: "Игрок, поставивший «рыбу», называется «рыбаком», причем
    # дубль последней костяшкой не считается"; l.413: "Если «рыбак» оставил
    # на руках менее 25 очков, а другие игроки больше, то «рыбак» является
    # победителем раунда, и в следующем имеет право сделать ход «на 100»";
    # l.415: "это называется «списанная рыба»".
    opt = {"fisherman_privileges": True}
    got = sea_score(opt, [fish(0, [[[1, 2]], [[6, 6], [6, 5], [5, 4]]])])   # 3 and 32
    assert got["rounds"][0]["note"] == "fisherman's fish" and got["totals"] == [0, 0]
    assert got["next"] == {"seat": 0, "lead": "6-6"}
    # The fisherman holding the fewest pips but the others under 25: an
    # ordinary block, the lowest count (seat 0) wins; no right.
    got = sea_score(opt, [fish(0, [[[1, 2]], [[6, 6], [5, 3]], [[4, 5]]])], players=3)   # 3, 20, 9
    assert got["rounds"][0]["charged"] == [29, 0, 0] and "next" not in got


def test_fisherman_privileges_a_fish_written_off_twice_the_third_lost():
    # l.417: "Если «рыбак» оставил на руках больше 25 очков и больше, чем у
    # других игроков, то он может «списать рыбу», и в следующем раунде имеет
    # право пойти с любой доминошки"; l.419: "Если «рыбак» не сумел списать
    # «рыбу» с трех попыток, то его считают проигравшим, и право хода «на
    # 100» переходит к другому игроку".
    opt = {"fisherman_privileges": True}
    loses = fish(0, [[[6, 6], [6, 5], [3, 4]], [[1, 2]], [[2, 2], [0, 3], [0, 5], [1, 4]]])   # 30, 3, 17
    got = sea_score(opt, [loses], players=3)
    assert got["rounds"][0]["note"] == "fish written off" and got["next"] == {"seat": 0, "lead": "any"}
    got = sea_score(opt, [loses] * 3, players=3)
    assert [r["note"] for r in got["rounds"]] == ["fish written off", "fish written off", "fish lost"]
    # The third: scored as a block, the lowest count (seat 1) wins and
    # takes the right to go for 100.
    assert got["next"] == {"seat": 1, "lead": "6-6"}


def test_fisherman_privileges_eggs_from_the_1_1_rotten_after_three_tries():
    # l.421: "Если при «рыбе» у обоих игроков остается на руках одинаковое
    # число очков, то ситуация назыввается «яйца»"; l.423: "«Яйца»
    # разыгрываются с дубля 1-1"; l.425: "Если при «яйцах» не удалось
    # разыграть их с трех попыток, то их считают «протухшими» и раунд не
    # засчитвается".
    opt = {"fisherman_privileges": True}
    eggs = fish(0, [[[1, 2], [0, 3]], [[2, 3], [0, 1]]])   # 6 and 6: worth 6
    got = sea_score(opt, [eggs])
    assert got["rounds"][0]["carry"] == 6 and got["next"] == {"seat": -1, "lead": "1-1"}
    # Played off: the next round's winner records them with the round.
    nxt = {"out": 0, "hands": [[], [[6, 6], [3, 4]]]}   # 19, + 6 = 25
    got = sea_score(opt, [eggs, nxt])
    assert got["rounds"][1]["charged"] == [25, 0] and got["rounds"][1]["carry"] == 0
    # Three rounds without: rotten.
    got = sea_score(opt, [eggs] * 4)
    assert [r["carry"] for r in got["rounds"]] == [6, 12, 18, 0] and got["rounds"][3]["note"] == "rotten eggs"


def test_simulate_plays_the_second_articles_options():
    # The options accepted and played; each round opened as the last
    # one's answer says ("next"): the 6-6 by the seat with the right, the
    # 1-1's holder for eggs.
    seen = set()
    for opts in (["open_66_for_100=true"], ["fisherman_privileges=true"],
                 ["open_66_for_100=true", "fisherman_privileges=true"]):
        lines = simulated("sea-kozel", 2, opts, games=8, trace=True)
        assert len([d for d in lines if "match" in d]) > 20
        for d in lines:
            if "match" in d and d["position"].get("lead") == [6, 6]:
                seen.add("6-6")
        ends = [d for d in simulated("sea-kozel", 3, opts, games=8) if "totals" in d]
        assert len(ends) == 8
    assert "6-6" in seen


# -- General's waiting pairs [README §10; 002 l.250, l.503] --------------------

def test_general_waiting_pairs_sit_in_for_the_losers():
    # 002 l.250: "Команда А,В и Б,Г играет, а команда Д,Е ждёт своей
    # очереди. При проигрыше одной из команд 2 раза она уступает место
    # другим игрокам. Если одна из команд в самом начале получает
    # «Генерала», то она уступает место следующей команде"; l.503.
    teams = [[0, 2], [1, 3], [4, 5]]

    def rnd(out, seated, finish=None):
        # The loser is the seat after the one out, at the table [README §10].
        hands = [[] for _ in range(6)]
        spare = [[1, 2], [3, 4], [5, 6], [2, 3], [4, 5]]
        for s in seated:
            if s != out:
                hands[s] = [spare.pop()]
        d = {"out": out, "hands": hands}
        if finish:
            d["finish"] = finish
        return d

    table = [0, 1, 2, 3]
    # Seat 0 out twice: seat 1 (pair 1, seats 1 and 3) loses twice, and the
    # waiting pair (seats 4, 5) sits in its places.
    got = answer("score", {"game": "general", "players": 6, "teams": teams, "rounds": [rnd(0, table), rnd(0, table)]})
    assert [r["note"] for r in got["rounds"]] == ["lost", "lost, next pair sits in"]
    assert got["seated"] == [0, 4, 2, 5] and got["totals"] == [0, 0, 0]
    # A General [002 l.246: 0-0 and/or 6-6 last]: the pair gives up its
    # place at once; the pair that left waits its turn again.
    got = answer("score", {"game": "general", "players": 6, "teams": teams,
                           "rounds": [rnd(1, table, [[0, 0]])]})
    assert got["rounds"][0]["note"] == "general, next pair sits in" and got["totals"] == [1, 0, 0]
    assert got["seated"] == [4, 1, 5, 3]
    got = answer("score", {"game": "general", "players": 6, "teams": teams,
                           "rounds": [rnd(1, table, [[0, 0]]), rnd(1, [4, 1, 5, 3], [[6, 6]])]})
    assert got["seated"] == [0, 1, 2, 3] and got["totals"] == [1, 0, 1]
    # A seat waiting its turn holds no tiles and goes out of no round.
    bad = rnd(0, table)
    bad["hands"][4] = [[0, 1]]
    assert "not at the table" in refused("score", {"game": "general", "players": 6, "teams": teams,
                                                   "rounds": [bad]})
    # Four players: no pairs waiting, as before.
    got = answer("score", {"game": "general", "players": 4, "teams": [[0, 2], [1, 3]], "rounds": []})
    assert "seated" not in got


def test_simulate_plays_general_with_waiting_pairs():
    for players in (6, 8):
        ends = [d for d in simulated("general", players, [], games=3) if "totals" in d]
        assert len(ends) == 3 and all(len(d["totals"]) == players // 2 for d in ends)
