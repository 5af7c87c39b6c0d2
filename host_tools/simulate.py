"""Whole matches played by bots (help_text() says how to call it).

Every game is reached through its family (rules.families, the registry)
and the family's two contracts: rules/<family>/simulate.py plays a match
(make(name), BOT, play_match(rng, game, players, set_n, bots, options,
on_round, on_move)), and host_tools/protocol/<family>.py writes its lines
(position_json, move_json, play_json, round_json, ORDER). A family whose
runs are not matches (the counting game's rounds, host_tools.protocol's
counting module) prints them itself: its protocol module's
simulate(args, write).

Runs unchanged under the MicroPython unix port (`micropython -m
host_tools.simulate ...` with firmware/ and the repository root on
MICROPYPATH): no argparse, and the JSON lines are formatted here, so both
runtimes print byte-identical transcripts for the same seed.

Match g (from 0) is dealt and played from its own generator, seeded S+g:
the seed its --json line shows, so `--seed S+g --games 1` replays it alone.
--jobs N (CPython only) plays the matches in N processes (0: one per
core; default 1); the output is the same, byte for byte, whatever N is:
see host_tools/simulate_jobs.py.
"""
import sys

try:
    import host_tools  # noqa: F401  (puts firmware/ on sys.path)
except ImportError:
    pass

from rules import RulesError

USAGE = ("usage: python -m host_tools.simulate --game G --players P --set N "
         "--seed S --games G [--json | --trace] [--bots a,b,...] [--option name=value ...] [--jobs N]")

EXAMPLE = "python -m host_tools.simulate --game kozel --players 4 --seed 7 --games 3 --json"


def help_text():
    from rules import games
    return "\n".join((
        USAGE, "",
        "Plays matches with bots, each until the game's scorer says it is over. Match g",
        "(from 0) is dealt from its own generator, seeded S+g: --seed S+g --games 1 replays it.", "",
        "  --game G          the game (default %s; the games are below)" % _first_game(),
        "  --players P       players at the table (default 4)",
        "  --set N           the set, double-N (default: the game's)",
        "  --seed S          the first match's seed (default 1)",
        "  --games N         how many matches (default 1)",
        "  --bots a,b,...    a bot a seat, cycled if shorter: random, greedy (the default),",
        "                    and in Mexican Train planning (its default)",
        "  --option k=v      a rule option, named as in the rules reference; true, false, a",
        "                    number, or text (deal=003 is the text \"003\")",
        "  --json            a line a round {match, round, reason, out, last, scores} (Mexican",
        "                    Train: engine, no last) and a line a match {match, seed, bots,",
        "                    totals, winner}; without it, a short text summary",
        "  --trace           every round move by move: {match, round, position}, then",
        "                    {move, position} after each move, as the rules command's play",
        "  --jobs N          CPython only: N processes (0: one per core), the same output",
        "  --step K          the counting game: its step; rounds, not matches", "",
        "Example:",
        "  " + EXAMPLE, "",
        _wrap("Games: %s." % ", ".join(games.names()), 88),
        "The lines: host_tools/PROTOCOL.md, \"Simulation trace\" and \"Counting\"", ""))


def _wrap(text, width):
    """text in lines of at most width columns, broken at spaces (MicroPython
    has no textwrap)."""
    lines = [""]
    for word in text.split(" "):
        if lines[-1] and len(lines[-1]) + 1 + len(word) > width:
            lines.append("")
        lines[-1] += (" " if lines[-1] else "") + word
    return "\n".join(lines)


def _first_game():
    """The default game: the registry's first."""
    from rules.families import FAMILIES
    return FAMILIES[0][1][0]


def _value(text):
    """An option's value as written: true, false, a whole number, or text
    (issue 44: "003" is the deal preset 003, not the number 3)."""
    if text == "true":
        return True
    if text == "false":
        return False
    try:
        number = int(text)
    except ValueError:
        return text
    return number if str(number) == text else text


def parse_args(argv):
    args = {"game": _first_game(), "players": 4, "set": None, "seed": 1, "games": 1,
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


# Key order of the lines' JSON objects, so that both runtimes print the
# same bytes (MicroPython's dicts keep no order): a line's own keys, then
# the family's (its protocol module's ORDER: a position's and a move's);
# other keys (option names) follow, sorted.
_LINES = ("match", "round", "move", "position", "round_over", "reason", "out", "last", "scores")
# A --json round line's: its match and round, then the family's round_json.
_ROUND = ("match", "round", "engine", "reason", "out", "last", "scores")


def _json(v, order):
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
        return "[" + ",".join(_json(x, order) for x in v) + "]"
    keys = [k for k in order if k in v] + sorted(k for k in v if k not in order)
    return "{" + ",".join(_str(k) + ":" + _json(v[k], order) for k in keys) + "}"


class Table:
    """What every match of a run shares, made once per process: the game,
    its family's match and bots (rules.<family>.simulate) and, for --json
    and --trace, its lines (host_tools.protocol.<family>)."""

    def __init__(self, args):
        from rules import games
        from rules.simulate import teams_of
        game = games.canonical(args["game"])
        family = games.family(game)
        self.game = game
        self.players = args["players"]
        self.set_n = args["set"] if args["set"] is not None else games.game(game)[1]
        games.check_players(game, self.players, self.set_n)
        self.options = games.options(game, args["options"])
        if args["games"] < 0:
            raise RulesError("--games must not be negative")
        self.match = __import__("rules.%s.simulate" % family, None, None, ("play_match",))
        names = (args["bots"] or self.match.BOT).split(",")
        self.seats = [names[s % len(names)] for s in range(self.players)]
        for x in self.seats:
            self.match.make(x)  # refuses an unknown bot before any match
        self.teams = teams_of(game, self.players, self.options)
        self.seed = args["seed"]
        self.as_json = args["json"]
        self.trace = args.get("trace", False)
        self.lines = None
        if self.as_json or self.trace:
            self.lines = __import__("host_tools.protocol.%s" % family, None, None, ("position_json",))
            self.order = _LINES + self.lines.ORDER


def play_one(t, g, write):
    """Match g, from its own generator (seed + g): writes its lines,
    returns its winner (a seat or a pair, or a list of them on a tie)."""
    from rules.rng import Rng
    seed = t.seed + g
    bots = [t.match.make(x) for x in t.seats]
    lines = t.lines
    on_move = None
    made = []       # the move played last, not printed yet: its position is the next one's
    k_next = [0]    # the round the next move starts, if it starts one
    if t.trace:
        def on_move(r, m):
            if made:
                write(_json({"move": made.pop(), "position": lines.play_json(r)}, t.order) + "\n")
            else:
                write(_json({"match": g, "round": k_next[0], "position": lines.position_json(r)}, t.order) + "\n")
            made.append(lines.move_json(r, m))

    def on_round(k, r, ledger):
        if t.as_json:
            line = lines.round_json(r, ledger["rounds"][-1]["charged"])
            line["match"] = g
            line["round"] = k
            write(_json(line, _ROUND) + "\n")
        if t.trace:
            write(_json({"move": made.pop(), "position": lines.play_json(r)}, t.order) + "\n")
            k_next[0] = k + 1

    ledger = t.match.play_match(Rng(seed), t.game, t.players, t.set_n, bots, t.options, on_round, on_move)
    w = ledger["winner"]
    winner = _list(w) if isinstance(w, list) else "null" if w is None else str(w)
    if t.as_json:
        write('{"match":%d,"seed":%d,"bots":[%s],"totals":%s,"winner":%s}\n' % (
            g, seed, ",".join(_str(x) for x in t.seats), _list(ledger["totals"]), winner))
    elif not t.trace:
        write("match %d: totals %s, winner %s\n" % (g + 1, " ".join(str(v) for v in ledger["totals"]),
                                                    said_winner(w, t.teams)))
    return w


def said_winner(w, teams):
    """The text summary's winner as the device's screens number them, from
    1: "seat 2", "pair 1 (seats 1 and 3)", "seats 1 and 3 (a tie)", "none"
    (--json and --trace keep the protocol's numbers, from 0)."""
    if w is None:
        return "none"
    tie = isinstance(w, list)
    ws = w if tie else [w]
    if teams:
        said = ["pair %d (seats %s)" % (u + 1, " and ".join(str(s + 1) for s in teams[u])) for u in ws]
    else:
        said = ["%d" % (s + 1) for s in ws]
        said[0] = ("seats " if tie else "seat ") + said[0]
    return " and ".join(said) + (" (a tie)" if tie else "")


def run(args, write):
    from rules import games
    own = __import__("host_tools.protocol.%s" % games.family(args["game"]), None, None, ("moves",))
    if hasattr(own, "simulate"):
        return own.simulate(args, write)
    t = Table(args)
    jobs = args.get("jobs", 1)
    if jobs != 1 and sys.implementation.name != "cpython":
        raise RulesError("--jobs needs CPython's multiprocessing; under %s leave it out (one process)"
                         % sys.implementation.name)
    wins = {}

    def tally(w):
        if w is None:
            return
        if t.teams:
            w = [s for u in (w if isinstance(w, list) else [w]) for s in t.teams[u]]   # the pairs' seats
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
            n = ("%.1f" % wins[name]).replace(".0", "")
            write("%s: %s %s won\n" % (name, n, "match" if n == "1" else "matches"))


def main(argv=None):
    argv = sys.argv[1:] if argv is None else argv
    if argv in (["--help"], ["-h"]):
        sys.stdout.write(help_text())
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
