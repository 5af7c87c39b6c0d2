# Match scoring, shared by the rules command, the ledger and the scoring
# screens. A round is described by its facts (what is left in each hand, who
# went out, ...), which come either from tiles (the rules command, the
# engine, tile-by-tile entry) or straight from the device's pip entry. Each
# game family's scorer is its own module, imported only when used.
#
# Result facts beyond the hands, and the optional round fields of the
# protocol's match ledger that carry them (absent = the common case):
#   "opened": [[a, b], ...]  the tile(s) the round was opened with; only the
#       0-0 and the top double matter (Sea Kozel's fast and extraordinary
#       rounds) -> Result.opened, bits OPENED_BLANK_DOUBLE / OPENED_TOP_DOUBLE.
#   "finish": [[a, b], ...]  the tile(s) the player who went out laid last
#       (one, or two doubles at once) -> FINISHED_* flags of the out seat
#       (Sea Kozel, Chechevé, General).
# Per seat, Result.lowdbl is the lowest double left in hand (NO_DOUBLE when
# none; Bergen's block) and ONLY_BOTH_DOUBLES marks a hand of exactly 0-0 and
# the top double (Sea Kozel). rules.score.entry says which facts each game's
# scoring screen has to ask for.
from micropython import const
from rules import RulesError, error

# Per-seat flags of a round's facts.
HOLDS_BLANK_DOUBLE = const(1)    # 0-0 left in hand
HOLDS_TOP_DOUBLE = const(2)      # the set's top double (6-6) left in hand
ONLY_BLANK_DOUBLE = const(4)     # the hand is exactly 0-0
ONLY_TOP_DOUBLE = const(8)       # the hand is exactly the top double
FINISHED_BLANK_DOUBLE = const(16)  # went out on 0-0
FINISHED_TOP_DOUBLE = const(32)    # went out on the top double
ONLY_BOTH_DOUBLES = const(64)      # the hand is exactly 0-0 and the top double

# Result.opened bits: the round was opened with 0-0 / the top double.
OPENED_BLANK_DOUBLE = const(1)
OPENED_TOP_DOUBLE = const(2)
NO_DOUBLE = const(255)             # Result.lowdbl of a hand without doubles


class Result:
    """A round's result: the facts its scoring reads. pips, blanks, doubles, dpips and flags are per seat;
    out and last are a seat or -1; points are (seat, points) scored during
    play; markers a list of bools or None (unknown); opened OPENED_* bits;
    lowdbl the lowest double's number per seat (NO_DOUBLE: none).
    checked: check_round passed it for this match as it stands (a
    ledger's round read back, ledger.match.Rounds), so it is not checked
    again."""

    checked = False
    opener = -1   # the seat that opened the round, where known (a ledger's round; Sea Kozel's second article reads it)

    def __init__(self, players):
        self.pips = [0] * players
        self.blanks = [0] * players   # blank halves (0-0 counts two)
        self.doubles = [0] * players  # doubles left in hand
        self.dpips = [0] * players    # pips of those doubles
        self.flags = bytearray(players)
        self.out = -1
        self.last = -1
        self.points = []
        self.markers = None
        self.tiles = [-1] * players   # tiles left in hand (-1 when unknown: a pip entry)
        self.opened = 0
        self.lowdbl = bytearray(b"\xff" * players)


def double_bits(tiles, set_n):
    """OPENED_* bits (same values as HOLDS_*) of the 0-0 / top double among
    tiles."""
    # rules.tiles only where tiles are read: scoring pip entries (the
    # device's ledger) needs no tile tables.
    from rules.tiles import HI, LO
    bits = 0
    for t in tiles:
        if LO[t] == HI[t]:
            if LO[t] == 0:
                bits |= OPENED_BLANK_DOUBLE
            elif LO[t] == set_n:
                bits |= OPENED_TOP_DOUBLE
    return bits


def from_hands(hands, set_n, out=-1, last=-1, points=(), markers=None, opened=(), finish=()):
    """Facts of a round from the tiles left in each hand; opened and finish
    are the tiles the round was opened and finished with (may be empty)."""
    from rules.tiles import HI, LO
    r = Result(len(hands))
    top = set_n
    for s, hand in enumerate(hands):
        f = 0
        for t in hand:
            a = LO[t]
            b = HI[t]
            r.pips[s] += a + b
            r.blanks[s] += (a == 0) + (b == 0)
            if a == b:
                r.doubles[s] += 1
                r.dpips[s] += a + b
                if a < r.lowdbl[s]:
                    r.lowdbl[s] = a
                if a == 0:
                    f |= HOLDS_BLANK_DOUBLE
                elif a == top:
                    f |= HOLDS_TOP_DOUBLE
        if len(hand) == 1 and f:
            f |= ONLY_BLANK_DOUBLE if f & HOLDS_BLANK_DOUBLE else ONLY_TOP_DOUBLE
        if len(hand) == 2 and f == HOLDS_BLANK_DOUBLE | HOLDS_TOP_DOUBLE:
            f |= ONLY_BOTH_DOUBLES
        r.flags[s] = f
        r.tiles[s] = len(hand)
    r.out = out
    r.last = last
    r.points = list(points)
    r.markers = markers
    r.opened = double_bits(opened, set_n)
    if finish:
        if out < 0:
            raise error(26, "a round's finishing tile needs the player who went out", ())
        # The bits of double_bits line up with FINISHED_* shifted by 4.
        r.flags[out] |= double_bits(finish, set_n) << 4
    return r


def set_pips(set_n):
    """Pips in the whole set: every number appears n+2 times."""
    return set_n * (set_n + 1) * (set_n + 2) // 2


def check_round(r, set_n, players, playing=None, several_out=False, points=True):
    """Refuse facts no deal of the set can produce (device entry). playing:
    the seats still in the game (Seven's: not out with their sticks), None
    every seat; several_out: more than one seat may lay its last tile
    (Mexican Train's first_turn_train); points: the game scores points
    during play."""
    if r.checked:
        return
    if r.points and not points:
        raise RulesError("this game scores no points during play")
    if len(r.pips) != players:
        raise error(10, "a round needs %d scores, not %d", (players, len(r.pips)))
    total = 0
    for s in range(players):
        p = r.pips[s]
        if p < 0:
            raise error(11, "seat %d: a pip count cannot be negative", (s + 1,))
        total += p
    if total > set_pips(set_n):
        raise error(12, "%d pips left in hands, but double-%d has only %d in all", (total, set_n, set_pips(set_n)))
    held = 0
    for s in range(players):
        held += r.tiles[s] if r.tiles[s] > 0 else 0
    if held >= (set_n + 1) * (set_n + 2) // 2:
        # [rules/README.md §0]: a round opens with a tile laid (Mexican Train's
        # engine, the other games' lead), so the hands never hold the set.
        raise error(34, "%d tiles in hands, but double-%d has %d and one opens the round", (
            held, set_n, (set_n + 1) * (set_n + 2) // 2))
    if r.out >= players or r.last >= players:
        raise error(13, "no seat %d at a %d-player table", (max(r.out, r.last) + 1, players))
    if r.out >= 0 and (r.pips[r.out] or r.tiles[r.out] > 0):
        raise error(14, "seat %d went out but still has pips in hand", (r.out + 1,))
    top = 2 * set_n
    # [rules/README.md §0]: the set has one 0-0 and one top double, so one seat at
    # most holds or finished on each; a hand of only one of them holds
    # nothing else.
    blank = topd = 0
    for s in range(players):
        f = r.flags[s]
        if f & (HOLDS_BLANK_DOUBLE | ONLY_BLANK_DOUBLE | ONLY_BOTH_DOUBLES | FINISHED_BLANK_DOUBLE):
            blank += 1
        if f & (HOLDS_TOP_DOUBLE | ONLY_TOP_DOUBLE | ONLY_BOTH_DOUBLES | FINISHED_TOP_DOUBLE):
            topd += 1
        if (f & ONLY_BLANK_DOUBLE and f & (HOLDS_TOP_DOUBLE | ONLY_TOP_DOUBLE)
                or f & ONLY_TOP_DOUBLE and f & HOLDS_BLANK_DOUBLE):
            raise error(15, "seat %d: a hand of only one double holds no other", (s + 1,))
    if blank > 1 or topd > 1:
        raise error(16, "the set has one %s: only one seat can hold it or finish on it",
                     ("0-0" if blank > 1 else "%d-%d" % (set_n, set_n),))
    for s in range(players):
        f = r.flags[s]
        if f & (FINISHED_BLANK_DOUBLE | FINISHED_TOP_DOUBLE) and s != r.out:
            raise error(17, "seat %d did not go out, so it cannot have finished on a double", (s + 1,))
        if (f & ONLY_BLANK_DOUBLE and r.pips[s] != 0 or f & ONLY_TOP_DOUBLE and r.pips[s] != top
                or f & ONLY_BOTH_DOUBLES and r.pips[s] != top):
            raise error(18, "seat %d: %d pips do not match a hand of only the doubles named", (s + 1, r.pips[s]))
        if f & HOLDS_TOP_DOUBLE and r.pips[s] < top:
            # [rules/README.md §0]: the top double alone is worth 2N pips.
            raise error(19, "seat %d holds %d-%d, but only %d pips", (s + 1, set_n, set_n, r.pips[s]))
        if r.doubles[s] > set_n + 1 or r.dpips[s] % 2 or r.dpips[s] > r.pips[s]:
            raise error(20, "seat %d: %d doubles of %d pips do not fit %d pips in hand", (
                s + 1, r.doubles[s], r.dpips[s], r.pips[s]))
        if r.lowdbl[s] != NO_DOUBLE and r.lowdbl[s] > set_n:
            raise error(21, "seat %d: double-%d has no %d-%d", (s + 1, set_n, r.lowdbl[s], r.lowdbl[s]))
    # How a round ends [rules/README.md §0], where the tiles left are known (the
    # rules command's hands; the device's pip entry knows none: -1): one
    # seat in the game goes out, its hand empty, or the round is blocked
    # with tiles in every hand. A seat out of the game holds none.
    for s in (range(players) if playing is None else playing):
        if not r.tiles[s] and s != r.out:
            if r.out < 0:
                raise error(32, "the round is blocked, but seat %d has no tiles left: that seat went out", (s + 1,))
            if not several_out:
                raise error(33, "seats %d and %d both have no tiles left, but one player went out", (
                    min(s, r.out) + 1, max(s, r.out) + 1))


def score(game, players, teams, options, rounds, set_n):
    """-> the ledger the device shows, as the protocol's `score` answer:
    {"rounds": [{"charged", "carry", "note"}], "totals", "over", "winner",
    "loser", "titles"}."""
    from rules.games import defaults, scorer
    name, facts = scorer(game)
    options = defaults(game, options)   # the defaults of those not given: the table's, written once
    mod = __import__(name, None, None, ["score"])
    # A scorer scores several games: it is told which one, and its facts.
    return mod.score(players, teams, options, rounds, set_n, game, facts)


def tiles_in(set_n):
    from rules.tiles import count
    return count(set_n)
