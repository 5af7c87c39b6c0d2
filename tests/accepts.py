# What `play` accepts against what `moves` lists (issue 27, item 3): the
# rules protocol says `moves` lists every legal move, so a move `play`
# takes that `moves` does not list is a wrong accept, and a listed move
# `play` refuses is a wrong refusal. Positions come from real rounds of
# every game, bots in every seat; at each, every tile of the player to
# move is tried both ways round on every end (and one past the last), face
# down where a game closes ends, two doubles at once, draws, passes, takes,
# cuts. Run by tests/test_rules_accepts.py (a sample) and
# tests/bench/bench_accepts.py (`make bench`).
import json

import host_tools  # noqa: F401  (firmware/ on sys.path)

from host_tools import rules
from rules import games as _games

# The tile games. Chaplygin's counting game is not among them: its `moves`
# lists one answer per choice of plates (host_tools/PROTOCOL.md,
# "Counting") and `play` takes that answer in any order that stays within
# the step's numbers, so "play takes only what moves lists" is not its
# contract (tests/test_counting_protocol.py and tests/firmware/
# test_counting.py's brute force hold it to its own).
GAMES = [g for g in _games.names() if _games.family(g) != "counting"]

def _players(game, seed):
    """A player count the game allows, a different one each seed."""
    from rules import games
    allowed = []
    for p in range(2, 9):
        try:
            games.check_players(game, p)
            allowed.append(p)
        except Exception:
            pass
    return allowed[seed % len(allowed)]


def _key(move):
    # Two doubles named in either order are one move [rules protocol: its
    # worked example names end 1's first]; "close": false is no close.
    from host_tools.protocol import canonical
    return canonical(move) if isinstance(move, dict) else json.dumps(move)


def _rounds(game, seed):
    """The positions of one round of game, as the protocol writes them."""
    from rules import games
    from rules.rng import Rng
    rng = Rng(seed)
    family = games.family(game)
    players = _players(game, seed)
    out = []
    if family == "mexican":
        from host_tools.protocol.mexican import position_json
        from rules.mexican import position as mx
        from rules.mexican.bots import make
        from rules.mexican.simulate import new_round
        r = new_round(rng, 9, players, 9 - seed % 10, games.options(game))
        engine, bot = mx, make("random")
    elif family == "sausage":
        from host_tools.protocol.sausage import position_json
        from rules.sausage import position as engine
        from rules.sausage.simulate import make, new_round
        r = new_round(rng, games.options(game), seed)
        bot = make("random")
    else:
        if family == "line":
            from host_tools.protocol.line import position_json
            from rules.line import position as engine
            from rules.line.bots import make
            from rules.line.simulate import Match, new_round
        else:
            from host_tools.protocol.cross import position_json
            from rules.cross import position as engine
            from rules.cross.bots import make
            from rules.cross.simulate import Match, new_round
        r = new_round(rng, Match(game, players, games.options(game)))
        bot = make("random")
    buf = engine.new_buffer()
    steps = 0
    while not r.over and steps < 400:
        out.append(json.loads(json.dumps(position_json(r))))
        n = engine.moves(r, buf)
        engine.apply(r, buf[0] if n == 1 else bot.choose(r, buf, n, rng))
        steps += 1
    return out


def _tiles(pos):
    if pos["game"] == "sausage":
        t = pos.get("taken")
        return [t] if t else []
    return pos["hands"][pos["to_move"]]


def candidates(pos):
    """Moves to try in pos: legal and illegal ones alike."""
    game = pos["game"]
    tiles = _tiles(pos)
    ways = [[a, b] for a, b in tiles] + [[b, a] for a, b in tiles if a != b]
    out = [{"draw": True}, {"pass": True}]
    if game == "mexican-train":
        trains = list(range(len(pos["hands"]))) + ["mexican"]
        out += [{"play": w, "on": t} for w in ways for t in trains]
        return out
    if game == "sausage":
        out = [{"take": True}, {"back": True}]
        longest = max(len(x) for x in pos["lines"]) + 1
        for w in ways:
            out += [{"play": w, "line": k} for k in (0, 1)]
            out.append({"cut": w})
            out += [{"cut": w, "at": j} for j in range(longest)]
            if w[0] == w[1]:
                out += [{"play": w, "line": k, "at": i} for k in (0, 1) for i in range(longest)]
        return out
    ends = len(pos["layout"]["ends"]) or 1
    closes = game == "donkey"
    for w in ways:
        for e in range(ends + 1):
            out.append({"play": w, "end": e})
            if closes:
                out.append({"play": w, "end": e, "close": True})
    doubles = [[a, b] for a, b in tiles if a == b]
    for i in range(len(doubles)):
        for j in range(len(doubles)):
            if i != j:
                for e in range(ends):
                    for f in range(ends):
                        if e != f:
                            out.append({"play": [doubles[i], doubles[j]], "end": [e, f]})
    return out


def check(pos, outcome):
    """Try every candidate move in pos; note the wrong accepts and refusals."""
    text = json.dumps(pos)
    status, answer, err = rules.run("moves", text)
    if status != 0:
        outcome.wrong.append(("moves refused a position of a real round", text, err))
        return
    listed = {_key(m) for m in json.loads(answer)["moves"]}
    tried = set()
    for move in candidates(pos) + [json.loads(k) for k in sorted(listed)]:
        k = _key(move)
        if k in tried:
            continue
        tried.add(k)
        status, answer, err = rules.run("play", json.dumps({"position": pos, "move": move}))
        outcome.plays += 1
        if status == 0 and k not in listed:
            outcome.wrong.append(("play accepts a move moves does not list", text, k))
        elif status != 0 and k in listed:
            outcome.wrong.append(("play refuses a move moves lists: " + err.strip(), text, k))
        elif status != 0 and ("\n" in err.strip() or "Traceback" in err):
            outcome.wrong.append(("a refusal is not one line", text, err))


class Outcome:
    def __init__(self):
        self.positions = 0
        self.plays = 0
        self.wrong = []

    def line(self):
        return "%d positions, %d plays tried, %d wrong" % (self.positions, self.plays, len(self.wrong))


def run(games_seeds, every=1):
    """games_seeds: [(game, seed)]; every: try one position in so many."""
    outcome = Outcome()
    for game, seed in games_seeds:
        for i, pos in enumerate(_rounds(game, seed)):
            if i % every == 0 or i < 2:
                outcome.positions += 1
                check(pos, outcome)
    return outcome


if __name__ == "__main__":
    import sys
    o = run([(g, s) for g in GAMES for s in range(int(sys.argv[1]) if sys.argv[1:] else 1)])
    print(o.line())
    seen = set()
    for what, text, k in o.wrong:
        key = (what, json.loads(text)["game"])
        if key not in seen:
            seen.add(key)
            print(key, k, text[:400])
