"""Whole matches played by bots:

    python -m host_tools.simulate --game mexican-train --players 8 --set 12
        --seed S --games N [--json | --trace] [--bots planning,greedy,random]
        [--option name=value ...]

--game takes every game with an engine: mexican-train, the line games
block, draw, two-player, kozel, sport, sea-kozel, general, seven, kids,
the cross and fives games muggins, telephone, checheve, donkey, bergen,
and sausage (their bots: random, greedy; default greedy; the set is double-6).
Their matches are played until the scorer says they are over
(rules.line.simulate, rules.cross.simulate). And counting, Chaplygin's counting
game, with --step K: rounds, not matches (play_counting).

Runs unchanged under the MicroPython unix port (`micropython -m
host_tools.simulate ...` with firmware/ and the repository root on
MICROPYPATH): no argparse, and the JSON lines are formatted here, so both
runtimes print byte-identical transcripts for the same seed.

Match g (from 0) is dealt and played from its own generator, seeded S+g:
the seed its --json line shows, so `--seed S+g --games 1` replays it alone.
--bots names one bot per seat, cycled if shorter (default: planning).
--jobs N (CPython only) plays the matches in N processes (0: one per
core; default 1); the output is the same, byte for byte, whatever N is:
see host_tools/simulate_jobs.py.
With --json every round prints a line {"match", "round", "engine",
"reason", "out", "scores"} and every match a line {"match", "seed",
"bots", "totals", "winner"}; otherwise a short text summary.
With --trace every round is printed move by move instead, as the rules
protocol's "Simulation trace" says: {"match", "round", "position"} at its
start, then {"move", "position"} after each move, the position as the
rules command's `play` prints it (at the end, {"round_over": ...}).
"""
import sys

try:
    import host_tools  # noqa: F401  (puts firmware/ on sys.path)
except ImportError:
    pass

from rules import RulesError

USAGE = ("usage: python -m host_tools.simulate --game G --players P --set N "
         "--seed S --games G [--json | --trace] [--bots a,b,...] [--option name=value ...] [--jobs N]")


def _value(text):
    if text == "true":
        return True
    if text == "false":
        return False
    try:
        return int(text)
    except ValueError:
        return text


def parse_args(argv):
    args = {"game": "mexican-train", "players": 4, "set": None, "seed": 1, "games": 1,
            "json": False, "trace": False, "bots": None, "options": {}, "jobs": 1, "step": None}
    i = 0
    while i < len(argv):
        a = argv[i]
        if a in ("--json", "--trace"):
            args[a[2:]] = True
            i += 1
            continue
        if not a.startswith("--") or i + 1 >= len(argv):
            raise RulesError("unexpected argument %r; %s" % (a, USAGE))
        key = a[2:]
        v = argv[i + 1]
        i += 2
        if key in ("players", "set", "seed", "games", "jobs"):
            try:
                args[key] = int(v)
            except ValueError:
                raise RulesError("--%s takes a whole number, not %r" % (key, v))
            if key == "jobs" and args[key] < 0:
                raise RulesError("--jobs takes a number of processes (0: one per core), not %d" % args[key])
        elif key in ("game", "bots", "step"):
            args[key] = v
        elif key == "option":
            if "=" not in v:
                raise RulesError("--option takes name=value, not %r" % v)
            k, _, val = v.partition("=")
            args["options"][k] = _value(val)
        else:
            raise RulesError("unknown argument --%s; %s" % (key, USAGE))
    if args["json"] and args["trace"]:
        raise RulesError("--json and --trace are two different outputs: give one")
    return args


def _list(values):
    return "[" + ",".join(str(v) for v in values) + "]"


def _str(text):
    return '"' + text + '"'


# Key order of the trace's JSON objects, so that both runtimes print the
# same bytes (MicroPython's dicts keep no order); other keys (option names)
# follow, sorted.
_ORDER = ("match", "round", "move", "position", "round_over", "reason", "out", "last", "scores", "game", "set",
          "options", "engine", "hands", "boneyard", "trains", "mexican", "layout", "tiles", "ends", "closed",
          "markers", "open_doubles", "to_move", "turn", "drawn", "laid", "extra", "after_double",
          "first_round_of_turns", "lead", "fast", "play", "on", "end", "draw", "pass")


def _json(v):
    if v is True:
        return "true"
    if v is False:
        return "false"
    if v is None:
        return "null"
    if isinstance(v, int):
        return str(v)
    if isinstance(v, str):
        return _str(v)
    if isinstance(v, (list, tuple)):
        return "[" + ",".join(_json(x) for x in v) + "]"
    keys = [k for k in _ORDER if k in v] + sorted(k for k in v if k not in _ORDER)
    return "{" + ",".join(_str(k) + ":" + _json(v[k]) for k in keys) + "}"


class _Table:
    """What every match of a run shares; made once per process."""

    def __init__(self, args):
        from rules import games
        game = games.canonical(args["game"])
        family = games.family(game)      # every family is simulated
        self.cross = family == "cross"
        self.sausage = family == "sausage"
        self.line = family != "mexican"  # the line engine's loop, or the cross and Sausage engines'
        self.game = game
        self.players = args["players"]
        self.set_n = args["set"] if args["set"] is not None else games.game(game)[1]
        games.check_players(game, self.players, self.set_n)
        self.options = games.options(game, args["options"])
        if args["games"] < 0:
            raise RulesError("--games must not be negative")
        names = (args["bots"] or ("greedy" if self.line else "planning")).split(",")
        self.seats = [names[s % len(names)] for s in range(self.players)]
        if self.cross:
            from rules.cross.bots import make
        elif self.sausage:
            from rules.sausage.simulate import make
        elif self.line:
            from rules.line.bots import make
        else:
            from rules.mexican.bots import make
        for x in self.seats:
            make(x)  # refuses an unknown bot before any match
        self.seed = args["seed"]
        self.as_json = args["json"]
        self.trace = args.get("trace", False)


def play_line(t, g, write):
    """A line or cross game's match g (rules.line.simulate, rules.cross.simulate),
    as play_one. A cross game's positions after a move carry "scored", as
    `play` prints them."""
    if t.cross:
        from rules.cross.bots import make
        from rules.cross.position import OUT
        from rules.cross.simulate import play_match
    elif t.sausage:
        from rules.sausage.position import OUT
        from rules.sausage.simulate import make, play_match as _play

        def play_match(rng, game, players, bots, options, on_round, on_move):
            return _play(rng, bots, options, on_round, on_move)
    else:
        from rules.line.bots import make
        from rules.line.position import OUT
        from rules.line.simulate import play_match
    from rules.rng import Rng
    seed = t.seed + g
    bots = [make(x) for x in t.seats]
    on_move = None
    made = []
    if t.trace:
        if t.cross:
            from host_tools.protocol.cross import move_json, play_json, position_json
        elif t.sausage:
            from host_tools.protocol.sausage import move_json, play_json, position_json
        else:
            from host_tools.protocol.line import move_json, play_json, position_json

        def on_move(r, m):
            if made:
                write(_json({"move": made.pop(), "position": play_json(r)}) + "\n")
            else:
                write(_json({"match": g, "round": r.round, "position": position_json(r)}) + "\n")
            made.append(move_json(r, m))

    def on_round(k, r, ledger):
        charged = ledger["rounds"][-1]["charged"]
        if t.as_json:
            write('{"match":%d,"round":%d,"reason":%s,"out":%s,"last":%d,"scores":%s}\n' % (
                g, k, _str("out" if r.over == OUT else "blocked"),
                str(r.out) if r.over == OUT else "null", r.last, _list(charged)))
        if t.trace:
            write(_json({"move": made.pop(), "position": play_json(r)}) + "\n")

    ledger = play_match(Rng(seed), t.game, t.players, bots, t.options, on_round, on_move)
    w = ledger["winner"]
    winner = _list(w) if isinstance(w, list) else "null" if w is None else str(w)
    if t.as_json:
        write('{"match":%d,"seed":%d,"bots":[%s],"totals":%s,"winner":%s}\n' % (
            g, seed, ",".join(_str(x) for x in t.seats), _list(ledger["totals"]), winner))
    elif not t.trace:
        write("match %d: totals %s, winner %s\n" % (g + 1, " ".join(str(v) for v in ledger["totals"]), winner))
    return w


def play_one(t, g, write):
    """Match g, from its own generator (seed + g): writes its lines,
    returns its winner (a seat, or a list of seats on a tie)."""
    if t.line:
        return play_line(t, g, write)
    from rules.mexican.bots import make
    from rules.mexican.position import OUT
    from rules.mexican.simulate import play_match
    from rules.rng import Rng
    seed = t.seed + g
    rng = Rng(seed)
    as_json = t.as_json
    bots = [make(x) for x in t.seats]

    on_move = None
    if t.trace:
        from host_tools.protocol.mexican import move_json, position_json
        made = []   # the move played last, not printed yet: its position is the next one's

        def on_move(r, m):
            if made:
                write(_json({"move": made.pop(), "position": position_json(r)}) + "\n")
            else:
                write(_json({"match": g, "round": k_next[0], "position": position_json(r)}) + "\n")
            made.append(move_json(r, m))
        k_next = [0]

    def on_round(k, r, charged):
        if as_json:
            write('{"match":%d,"round":%d,"engine":%d,"reason":%s,"out":%s,"scores":%s}\n' % (
                g, k, r.e, _str("out" if r.over == OUT else "blocked"),
                str(r.out) if r.over == OUT else "null", _list(charged)))
        if t.trace:
            over = {"reason": "out" if r.over == OUT else "blocked", "out": r.out if r.over == OUT else None,
                    "scores": charged}
            write(_json({"move": made.pop(), "position": {"round_over": over}}) + "\n")
            k_next[0] = k + 1

    ledger = play_match(rng, t.set_n, t.players, bots, t.options, on_round, on_move)
    w = ledger["winner"]
    winner = _list(w) if isinstance(w, list) else str(w)
    if as_json:
        write('{"match":%d,"seed":%d,"bots":[%s],"totals":%s,"winner":%s}\n' % (
            g, seed, ",".join(_str(x) for x in t.seats), _list(ledger["totals"]), winner))
    elif not t.trace:
        write("match %d: totals %s, winner %s\n" % (g + 1, " ".join(str(v) for v in ledger["totals"]), winner))
    return w


def play_counting(args, write):
    """--game counting --step K: rounds of Chaplygin's counting game
    (rules.counting) played by bots, round g dealt from its own generator
    seeded S+g. --json: a line per round {"round", "seed", "step",
    "winner", "turns", "answers"} (answers: right answers laid per seat);
    --trace: {"round", "hands"} at its start, then {"move", "seat",
    "plate"} for each move ("drew": the plate a draw took); otherwise each
    bot's rounds won."""
    from rules.counting.round import ANSWER, bot, deal
    from rules.counting.steps import STEPS, step
    from rules.rng import Rng
    key = args["step"] or "2.1"
    row = step(key)
    if row is None:
        raise RulesError("--step names one of %s, not %r" % (", ".join(r[0] for r in STEPS), key))
    n = args["players"]
    if not 2 <= n <= 4:
        raise RulesError("the counting game is for 2 to 4 players, not %d" % n)
    bots = (args["bots"] or "greedy").split(",")
    for b in bots:
        if b not in ("random", "greedy"):
            raise RulesError("the counting game's bots are random and greedy, not %r" % b)
    seats = [bots[i % len(bots)] for i in range(n)]
    wins = [0] * n
    for g in range(args["games"]):
        rng = Rng(args["seed"] + g)
        r = deal(key, n, rng, row[2], row[1])
        if args["trace"]:
            write('{"round":%d,"hands":[%s]}\n' % (g, ",".join(_list(h) for h in r.hands)))
        turns = 0
        right = [0] * n
        while r.winner < 0:
            seat, plate = r.seat, r.plate
            m = bot(r, seats[seat], rng)
            drew = r.pile[-1] if m[0] == "draw" else None
            r.play(m)
            turns += 1
            if m[0] == ANSWER:
                right[seat] += 1
            if args["trace"]:
                mv = ('{"answer":[%s]}' % ",".join(str(x) if isinstance(x, int) else _str(x) for x in m[1])
                      if m[0] == ANSWER else '{"lead":%d}' % m[1] if len(m) > 1 else '{"%s":true}' % m[0])
                write('{"move":%s,"seat":%d,"plate":%s%s}\n' % (mv, seat, "null" if plate is None else plate,
                                                                  "" if drew is None else ',"drew":%d' % drew))
        wins[r.winner] += 1
        if args["json"]:
            write('{"round":%d,"seed":%d,"step":"%s","winner":%d,"turns":%d,"answers":%s}\n' % (
                g, args["seed"] + g, key, r.winner, turns, _list(right)))
    if not args["json"] and not args["trace"]:
        for i in range(n):
            write("seat %d (%s): %d rounds won\n" % (i + 1, seats[i], wins[i]))


def run(args, write):
    if args["game"] == "counting":
        return play_counting(args, write)
    t = _Table(args)
    jobs = args.get("jobs", 1)
    if jobs != 1 and sys.implementation.name != "cpython":
        raise RulesError("--jobs needs CPython's multiprocessing; under %s leave it out (one process)"
                         % sys.implementation.name)
    wins = {}

    def tally(w):
        if w is None:
            return
        if t.line and (t.game == "sport" or t.game == "general" or t.options.get("pairs_required")):
            w = [s for s in range(t.players) if s % 2 == w]   # a team: its seats
        if isinstance(w, list):
            for s in w:
                wins[t.seats[s]] = wins.get(t.seats[s], 0) + 1.0 / len(w)
        else:
            wins[t.seats[w]] = wins.get(t.seats[w], 0) + 1

    if jobs == 1:
        for g in range(args["games"]):
            tally(play_one(t, g, write))
    else:
        from host_tools import simulate_jobs
        for w in simulate_jobs.play(args, jobs, write):
            tally(w)
    if not t.as_json and not t.trace:
        for name in sorted(wins):
            write("%s: %s matches won\n" % (name, ("%.1f" % wins[name]).replace(".0", "")))


def main(argv=None):
    argv = sys.argv[1:] if argv is None else argv
    if argv in (["--help"], ["-h"]):
        sys.stdout.write(globals().get("__doc__") or USAGE + "\n")   # MicroPython keeps no docstrings
        return 0
    try:
        run(parse_args(argv), sys.stdout.write)
    except RulesError as e:
        sys.stderr.write("simulate: %s\n" % e)
        return 2
    except (BrokenPipeError if sys.implementation.name == "cpython" else OSError):
        return 0  # the reader stopped reading (| head): not an error
    return 0


if __name__ == "__main__":
    sys.exit(main())
