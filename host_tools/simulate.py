"""Whole matches played by bots:

    python -m host_tools.simulate --game mexican-train --players 8 --set 12
        --seed S --games N [--json] [--bots planning,greedy,random]
        [--option name=value ...]

Runs unchanged under the MicroPython unix port (`micropython -m
host_tools.simulate ...` with firmware/ and the repository root on
MICROPYPATH): no argparse, and the JSON lines are formatted here, so both
runtimes print byte-identical transcripts for the same seed.

--bots names one bot per seat, cycled if shorter (default: planning).
With --json every round prints a line {"match", "round", "engine",
"reason", "out", "scores"} and every match a line {"match", "seed",
"bots", "totals", "winner"}; otherwise a short text summary.
"""
import sys

try:
    import host_tools  # noqa: F401  (puts firmware/ on sys.path)
except ImportError:
    pass

from rules import RulesError

USAGE = ("usage: python -m host_tools.simulate --game mexican-train --players P --set N "
         "--seed S --games G [--json] [--bots a,b,...] [--option name=value ...]")


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
    args = {"game": "mexican-train", "players": 4, "set": 12, "seed": 1, "games": 1,
            "json": False, "bots": "planning", "options": {}}
    i = 0
    while i < len(argv):
        a = argv[i]
        if a == "--json":
            args["json"] = True
            i += 1
            continue
        if not a.startswith("--") or i + 1 >= len(argv):
            raise RulesError("unexpected argument %r; %s" % (a, USAGE))
        key = a[2:]
        v = argv[i + 1]
        i += 2
        if key in ("players", "set", "seed", "games"):
            try:
                args[key] = int(v)
            except ValueError:
                raise RulesError("--%s takes a whole number, not %r" % (key, v))
        elif key in ("game", "bots"):
            args[key] = v
        elif key == "option":
            if "=" not in v:
                raise RulesError("--option takes name=value, not %r" % v)
            k, _, val = v.partition("=")
            args["options"][k] = _value(val)
        else:
            raise RulesError("unknown argument --%s; %s" % (key, USAGE))
    return args


def _list(values):
    return "[" + ",".join(str(v) for v in values) + "]"


def _str(text):
    return '"' + text + '"'


def run(args, write):
    from rules import games
    from rules.bots import make
    from rules.mexican import OUT
    from rules.mexican_match import play_match
    from rules.rng import Rng
    game = games.canonical(args["game"])
    if game != "mexican-train":
        raise RulesError("the simulator plays mexican-train only so far, not %s" % game)
    players = args["players"]
    set_n = args["set"]
    games.check_players(game, players, set_n)
    options = games.options(game, args["options"])
    if args["games"] < 0:
        raise RulesError("--games must not be negative")
    names = args["bots"].split(",")
    seats = [names[s % len(names)] for s in range(players)]
    rng = Rng(args["seed"])
    as_json = args["json"]
    wins = {}
    for g in range(args["games"]):
        bots = [make(x) for x in seats]

        def on_round(k, r, charged, g=g):
            if as_json:
                write('{"match":%d,"round":%d,"engine":%d,"reason":%s,"out":%s,"scores":%s}\n' % (
                    g, k, r.e, _str("out" if r.over == OUT else "blocked"),
                    str(r.out) if r.over == OUT else "null", _list(charged)))

        ledger = play_match(rng, set_n, players, bots, options, on_round)
        w = ledger["winner"]
        if isinstance(w, list):
            winner = _list(w)
            for s in w:
                wins[seats[s]] = wins.get(seats[s], 0) + 1.0 / len(w)
        else:
            winner = str(w)
            wins[seats[w]] = wins.get(seats[w], 0) + 1
        if as_json:
            write('{"match":%d,"seed":%d,"bots":[%s],"totals":%s,"winner":%s}\n' % (
                g, args["seed"], ",".join(_str(x) for x in seats), _list(ledger["totals"]), winner))
        else:
            write("match %d: totals %s, winner %s\n" % (g + 1, " ".join(str(t) for t in ledger["totals"]), winner))
    if not as_json:
        for name in sorted(wins):
            write("%s: %s matches won\n" % (name, ("%.1f" % wins[name]).replace(".0", "")))


def main(argv=None):
    argv = sys.argv[1:] if argv is None else argv
    try:
        run(parse_args(argv), sys.stdout.write)
    except RulesError as e:
        sys.stderr.write("simulate: %s\n" % e)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
