# Valid documents for every verb of the rules command, the fuzzer's
# starting points (tests/fuzz.py mutates them). One list per verb of
# host_tools.rules.VERBS: a verb added there needs its seeds here, and
# tests/test_rules_fuzz.py fails until it has them.
import json

import host_tools  # noqa: F401  (firmware/ on sys.path)


def _set(n):
    return [[a, b] for b in range(n + 1) for a in range(b + 1)]


def _mexican_positions():
    """Positions of real rounds, from the engine itself: the start, the
    middle and near the end, with open doubles, markers and a drawn tile
    among them, under several options."""
    from host_tools.protocol.mexican import position_json
    from rules import games
    from rules.mexican import position as mx
    from rules.mexican.bots import make
    from rules.mexican.simulate import new_round
    from rules.rng import Rng
    out = []
    for seed, players, set_n, opts in ((1, 4, 12, {}), (2, 2, 9, {"first_turn_train": True}),
                                       (3, 3, 9, {"engine_from_hand": True}),
                                       (4, 6, 12, {"doubles_newest_first": True, "marker_penalty": 10})):
        rng = Rng(seed)
        r = new_round(rng, set_n, players, set_n, games.options("mexican-train", opts))
        bot = make("greedy")
        buf = mx.new_buffer()
        step = 0
        while not r.over:
            if step in (0, 1, 9, 25, 60):
                out.append(json.loads(json.dumps(position_json(r))))
            n = mx.moves(r, buf)
            mx.apply(r, buf[0] if n == 1 else bot.choose(r, buf, n, rng))
            step += 1
    return out


def _sampled_round(engine, to_json, r, bot, rng, positions, actions):
    """Play round r out, the bot in every seat (rules.bots.play_out),
    keeping the positions before moves 0, 1, 6 and 15 and every move as
    the protocol writes them (to_json: the game family's host_tools JSON
    module)."""
    from rules.bots import play_out
    step = [0]

    def seen(r, m):
        if step[0] in (0, 1, 6, 15):
            positions.append(json.loads(json.dumps(to_json.position_json(r))))
        actions.append(to_json.move_json(r, m))
        step[0] += 1

    play_out(engine, r, [bot] * r.n, rng, None, seen)


def _line_rounds():
    """Positions and referee logs of real line-game rounds (issue 11): the
    start, the middle and the end, Seven's extra moves, Sea Kozel's two
    doubles, a draw game's draws, from the engine itself."""
    from host_tools.protocol import line as line_json
    from rules import games
    from rules.line import position as ln
    from rules.line.bots import make
    from rules.line.simulate import Match, new_round
    from rules.rng import Rng
    positions, logs = [], []
    for seed, game, players, opts in ((1, "seven", 3, {}), (2, "sea-kozel", 2, {}),
                                      (3, "draw", 3, {"draw_rule": "one_then_choose"}), (4, "kozel", 4, {}),
                                      (5, "block", 2, {"direction": "counterclockwise"})):
        rng = Rng(seed)
        r = new_round(rng, Match(game, players, games.options(game, opts)))
        log = {"game": game, "players": players, "options": opts, "first": r.seat, "hands": list(r.held),
               "boneyard": r.left, "actions": []}
        _sampled_round(ln, line_json, r, make("greedy"), rng, positions, log["actions"])
        logs.append(log)
    return positions, logs


def _line_position(game, players):
    tiles = _set(6)
    hands = [tiles[i * 7:(i + 1) * 7] for i in range(players)]
    # The seat that starts: in Block the highest double held [rules/README.md §2].
    held = [(max((a for a, b in h if a == b), default=-1), s) for s, h in enumerate(hands)]
    return {"game": game, "set": 6, "options": {}, "hands": hands,
            "boneyard": tiles[players * 7:], "layout": {"tiles": [], "ends": [], "closed": []},
            "to_move": max(held)[1] if game == "block" else 0, "turn": {"drawn": 0}}


def _plays(positions):
    """Each position with the first of its legal moves (engine order)."""
    from host_tools import rules
    out = []
    for pos in positions:
        status, text, _err = rules.run("moves", json.dumps(pos))
        if status == 0:
            for move in json.loads(text)["moves"][:2]:
                out.append({"position": pos, "move": move})
    return out


def _cross_rounds():
    """Positions and referee logs of real cross and fives rounds (issue
    12), and Sausage positions, from the engines themselves: several
    doubles at once, closed ends, four-way doubles, cuts."""
    from host_tools.protocol import cross as cross_json
    from host_tools.protocol import sausage as sausage_json
    from rules.cross import position as cx
    from rules import games
    from rules.sausage import position as sg
    from rules.cross.bots import make
    from rules.cross.simulate import Match, new_round
    from rules.rng import Rng
    from rules.sausage.simulate import make as make_sausage, new_round as sausage_round
    positions, logs = [], []
    for seed, game, players in ((1, "muggins", 2), (2, "telephone", 4), (3, "checheve", 3), (4, "donkey", 2),
                                (5, "bergen", 3)):
        rng = Rng(seed)
        r = new_round(rng, Match(game, players, games.options(game)))
        log = {"game": game, "players": players, "options": {}, "first": r.seat, "hands": list(r.held),
               "boneyard": r.left, "actions": []}
        _sampled_round(cx, cross_json, r, make("random"), rng, positions, log["actions"])
        logs.append(log)
    rng = Rng(6)
    r = sausage_round(rng, games.options("sausage"), 0)
    bot = make_sausage("greedy")
    buf = sg.new_buffer()
    step = 0
    while not r.over and step < 200:
        if step in (0, 1, 2, 9, 40, 120):
            positions.append(json.loads(json.dumps(sausage_json.position_json(r))))
        n = sg.moves(r, buf)
        sg.apply(r, buf[0] if n == 1 else bot.choose(r, buf, n, rng))
        step += 1
    return positions, logs


_SCORE = [
    {"game": "mexican-train", "players": 3, "options": {"marker_penalty": 10, "blank_value": 25},
     "rounds": [{"out": 0, "hands": [[], [[12, 12], [0, 0]], [[3, 4]]], "markers": [False, True, False]},
                {"out": None, "last": 2, "hands": [[[1, 1]], [[5, 6]], [[7, 8], [2, 9]]]}]},
    {"game": "kozel", "players": 4, "teams": [[0, 2], [1, 3]], "rounds": [
        {"out": 0, "hands": [[], [[6, 6], [1, 2]], [[0, 1]], [[3, 4]]]},
        {"out": None, "last": 2, "hands": [[[5, 5]], [[6, 4]], [[2, 3]], [[1, 4]]]}]},
    {"game": "sea-kozel", "players": 3, "rounds": [
        {"out": 1, "hands": [[[5, 5], [0, 0]], [], [[2, 3]]], "opened": [[6, 6]], "finish": [[1, 1]]}]},
    {"game": "telephone", "players": 2, "options": {"target": 151}, "rounds": [
        {"out": 0, "hands": [[], [[6, 4], [5, 3]]], "points": [[0, 10], [1, 20]]}]},
    {"game": "block", "players": 3, "options": {"target": 50}, "rounds": [
        {"out": 2, "hands": [[[6, 5]], [[1, 2]], []]}]},
    {"game": "general", "players": 4, "teams": [[0, 2], [1, 3]], "rounds": [
        {"out": 3, "hands": [[[1, 2]], [[3, 3]], [[4, 5]], []], "finish": [[0, 0]]}]},
    {"game": "seven", "players": 2, "rounds": [{"out": 0, "hands": [[], [[6, 6], [2, 2]]]}]},
]


# Referee logs (PROTOCOL.md, "Referee log"): plays, doubles, draws and
# passes, the engine placed from a hand, first-turn trains and a release.
_REFEREE = [
    {"game": "mexican-train", "set": 12, "players": 4, "options": {}, "engine": 12, "first": 0,
     "hands": [15, 15, 15, 15], "boneyard": 30,
     "actions": [{"play": 0}, {"draw": True}, {"pass": True}, {"play": "mexican", "double": True},
                 {"play": "mexican"}, {"play": 3}, {"play": 1}]},
    {"game": "mexican-train", "set": 9, "players": 3, "options": {"engine_from_hand": True}, "engine": 9,
     "first": 1, "hands": [13, 13, 13], "boneyard": 16,
     "actions": [{"draw": True}, {"engine": True}, {"play": 1}, {"play": 2}, {"play": 0, "double": True},
                 {"play": 0}]},
    {"game": "mexican-train", "set": 12, "players": 2, "options": {"first_turn_train": True,
                                                                   "doubles_newest_first": True},
     "engine": 11, "first": 1, "hands": [16, 16], "boneyard": 58,
     "actions": [{"play": 1}, {"play": 1, "double": True}, {"pass": True}, {"play": 0}, {"pass": True},
                 {"play": 1}]},
    {"game": "mexican-train", "set": 12, "players": 6, "options": {"marker_penalty": 10}, "engine": 3, "first": 5,
     "hands": [12, 12, 12, 12, 12, 12], "boneyard": 18,
     "actions": [{"play": 5, "double": True}, {"play": 5}, {"draw": True}, {"pass": True},
                 {"play": 1, "double": True}, {"draw": True}, {"pass": True}, {"release": 1}]},
]


def seeds():
    """{verb: [valid documents]}, built once."""
    if not _cache:
        positions = _mexican_positions()
        lines, logs = _line_rounds()
        cross, cross_logs = _cross_rounds()
        _cache["moves"] = positions + lines + cross + [_line_position("muggins", 2), _line_position("block", 3)]
        _cache["play"] = _plays(positions + lines + cross)
        _cache["score"] = _SCORE
        _cache["referee"] = _REFEREE + logs + cross_logs
    return _cache


_cache = {}
