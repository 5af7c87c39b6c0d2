# Why the cross referee (rules.cross.referee) refuses a tile reported laid:
# the report checked against what the table shows (the tile is not on the
# table yet, fits its end, the end is open, several doubles and closed
# doubles as the game allows them), each refusal one line naming the rule.
# A module of its own so that the device loads it for the press that
# reports a play and drops it after (1.4 KB on the 32-bit build, 1.8 KB on
# the 64-bit port, not held beside the referee between presses).
from micropython import const
from rules.cross import layout as cx
from rules.tiles import HI, LO, name

# Each refusal's reason, for the device to say it in the player's language
# (rules.cross.referee gives it as e.said; app.refusal says CROSS_WHY_k):
# reason << 5 | the seat, tile or end it names.
_HOLDS = const(1)
_ON_TABLE = const(2)
_NO_END = const(3)
_CLOSED = const(4)
_FIT = const(5)
_TWICE = const(6)
_DOWN_DOUBLE = const(7)
_SAME_NUMBER = const(8)
_FIRST_ONE = const(9)
_ONE_A_TURN = const(10)
_ONLY_DOUBLES = const(11)
_NO_FACE_DOWN = const(12)
_AFTER_SPINNER = const(13)
_ALONG_DOUBLE = const(14)
_ALONG_AFTER = const(15)


def refused(r, parts):
    """Why the play of parts [(tile, end, closed)] is refused: (the
    protocol's English line, the reason's code), or None."""
    s = r.seat
    k = len(parts)
    if r.held[s] < k:
        return "seat %d holds %d tile%s" % (s, r.held[s], "" if r.held[s] == 1 else "s"), _HOLDS << 5 | s
    ends = 0
    shut = 0
    nums = 0
    for t, e, c in parts:
        if r.owner[t] == cx.TABLE:
            return "%s is already on the table" % name(t), _ON_TABLE << 5 | t
        if not r.laid:
            continue
        if not 0 <= e < r.arms:
            return "there is no end %d (the layout has %d)" % (e, r.arms), _NO_END << 5
        if r.shut >> e & 1:
            return "end %d is closed by a face-down double: nothing goes on it [rules/README.md §5, 6]" % e, _CLOSED << 5 | e
        x = r.ends[e]
        if LO[t] != x and HI[t] != x:
            return "%s does not match end %d (showing %d)" % (name(t), e, x), _FIT << 5 | e
        if ends >> e & 1:
            return "end %d is named twice: one double per end" % e, _TWICE << 5 | e
        if c and LO[t] != HI[t]:
            if r.kind & cx.ALONG:
                return "only a double is laid along or across [rules/README.md §8]", _ALONG_DOUBLE << 5
            return "only a double is laid face down [rules/README.md §5, 6]", _DOWN_DOUBLE << 5
        if nums >> x & 1:
            return "two doubles of one number", _SAME_NUMBER << 5
        nums |= 1 << x
        ends |= 1 << e
        if c:
            shut |= 1 << e
    if not r.laid:
        return ("the first move of a round is one tile", _FIRST_ONE << 5) if k > 1 else None
    if k > 1:
        if not r.kind & cx.MULTI:
            return "%s lays one tile a turn [rules/README.md §8, 9]" % r.game, _ONE_A_TURN << 5
        for t, _e, _c in parts:
            if LO[t] != HI[t]:
                return "only doubles go down together, one per end [rules/README.md §5, 6, 7]", _ONLY_DOUBLES << 5
    if shut and r.kind & cx.ALONG:
        if r.four == cx.NONE:
            return ("the first double is the spinner, laid across: a later double may lie along "
                    "[rules/README.md §8]"), _ALONG_AFTER << 5
    elif shut:
        if not r.kind & cx.CLOSE:
            return "%s lays no double face down" % r.game, _NO_FACE_DOWN << 5
        if not cx.closes_ok(r, ends, shut):
            return ("a double goes face down only once the four-way double is on the table, which is never "
                    "closed (Donkey: or two at once before any double) [rules/README.md §5, 6]"), _AFTER_SPINNER << 5
    return None
