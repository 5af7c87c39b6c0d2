# How a round in play ended, as its log says: one answer for every game,
# from the referee that wrote the log (the game's family's, under the house
# rule referee: rules.families), for the round's entry (app.screens.pips,
# entry). Every family's referee module answers outcome() in one shape:
#   (the seat that went out or -1, blocked, each seat's marker or None,
#    the seat that made the last play or -1, the points each seat scored
#    in play or None, what the seat out finished on or -1)
# (finish: rules.score.entry's, 1 the 0-0, 2 the top double, 3 both, 0
# another tile), or None when nothing was logged or for a log this
# firmware cannot replay. A round still on (scores entered from the
# referee's menu) has neither a seat out nor a block.
from micropython import const

# The log kinds of app.screens.round's log (the rounds refereed with no
# turns: only how they ended), as every referee logs them.
_WENT_OUT = const(6)


def outcome(table, options, round_index, play, standings=None):
    """play: the round in play as the app saves it ({"first", "log"}, or
    None); standings: the ledger's answer so far where it matters (Seven's
    seats still in after the first round), else None."""
    if not play or not play["log"]:
        return None
    from rules.families import screen
    s = screen(table["game"], options, "referee")
    if s == "round":
        # app.screens.round's log: only how the round ended.
        b = play["log"][-1]
        return (b & 31, False, None, -1, None, -1) if b >> 5 == _WENT_OUT else (-1, True, None, -1, None, -1)
    mod = __import__("rules.%s.referee" % s[:s.find(".")], None, None, ("outcome",))
    return mod.outcome(table, options, round_index, play, standings)


def held(table, options, round_index, play, standings=None):
    """Each table seat's tiles in hand as the round's referee counts them
    from its log (None for a seat it does not count), or None where no
    referee kept the turns (no log, app.screens.round's, a log this
    firmware cannot replay): for the round entry's "who went out", asked
    about a seat still holding tiles (app.main.App.went_out)."""
    if not play or not play["log"]:
        return None
    from rules.families import screen
    s = screen(table["game"], options, "referee")
    if s == "round":
        return None
    from rules.games import seats
    mod = __import__("rules.%s.referee" % s[:s.find(".")], None, None, ("begin",))
    try:
        r = mod.begin(table, options, round_index, play["first"], play["log"], seats(table, options, standings))
    except Exception:  # noqa: BLE001 (whatever a log it cannot follow makes the replay raise)
        return None
    return r.state()["tiles"]
