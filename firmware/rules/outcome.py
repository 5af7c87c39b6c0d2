# How a round in play ended, as its log says: one answer for every game,
# dispatched by the game's family (rules.games.family) to the referee that
# wrote the log, for the round's entry (app.screens.pips, entry).
from rules import games


def outcome(table, options, round_index, play, standings=None):
    """(the seat that went out or -1, blocked, each seat's marker or None,
    the seat that made the last play or -1 where the log does not say), and
    for the cross games' layout mode a fifth item, the points scored in
    play; the line games' a fifth (None) and a sixth, what the seat out
    finished on (rules.line.referee.finish); None when nothing was logged or for a log this firmware cannot
    replay. play: the round in play as the app saves it ({"first", "log"},
    or None); standings: the ledger's answer so far where it matters
    (Seven's seats still in after the first round), else None. A round
    still on (scores entered from the referee's menu) has neither a seat
    out nor a block."""
    if not play or not play["log"]:
        return None
    family = games.family(table["game"])
    if family == "mexican":
        from rules.mexican.referee import outcome
        return outcome(table, options, round_index, play)
    layout = options.get("referee") == "layout"
    if family == "sausage" and layout:
        from rules.sausage.referee import outcome
        return outcome(options, play)
    if family == "sausage" or "referee" not in options:
        # app.screens.round's log (a match saved before its game had the
        # referee, and Sausage's quick mode): only how the round ended.
        from rules.line.turn import WENT_OUT
        b = play["log"][-1]
        return (b & 31, False, None, -1) if b >> 5 == WENT_OUT else (-1, True, None, -1)
    if family == "cross" and layout:
        from rules.cross.outcome import outcome   # with the points scored in play
        return outcome(table, options, round_index, play, standings)
    from rules.line.referee import outcome
    return outcome(table, options, round_index, play, standings)
