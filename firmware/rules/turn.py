# The turn model of the games of a line and a bazaar, the line and cross
# families [rules/README.md §2-11, 13]: Block, Draw, two-player, Kozel,
# Sport, Sea Kozel, General, Seven and Kids, Chechevé, Donkey, Telephone,
# Muggins and Bergen. Whose turn it is, tiles each, the bazaar, drawing,
# passing ("knocking"), Seven's extra move and penalty draw, the end of
# the round. Nothing here knows a tile, so the same rules serve both sides
# of the game, as rules.mexican.turn does for Mexican Train:
#   rules.<family>.position  the engine: it knows the tiles, moves them,
#                       then tells this model what kind of move it was;
#   rules.<family>.referee  the device's referee: it knows what the
#                       players report (and, in layout mode, the tiles laid).
# Each keeps a Turn (as its base class) and reports every move to report();
# only how a block is recognised differs (the engine sees the hands, the
# referee sees passes): Turn.stuck(), defined by each.
#
# The games differ here only in data: how a player who cannot play draws
# (Block: never; Draw and the Kozel family: until a tile fits; the
# two-player game, Seven and Kids: one tile), whether the last bazaar tile
# may be taken (Kozel: never), the direction of play, and Seven's sums of
# the ends. They are bits of Turn.flags (the turn column of a game's row:
# rules.line.games, rules.cross.games). Interpretations where the sources leave room (each
# tested):
# - Bergen [002: "Последние два камня базара в игре участия не
#   принимают"]: the last two bazaar tiles are never taken (_KEEP_TWO, for
#   the cross games' engine, rules.cross.position).
# - Kozel's "the last bazaar tile may not be taken" [002: "Последний
#   камень из резерва не забирается"] holds in every game of the family
#   that has a bazaar (Sea Kozel: "Остальные правила ... аналогичны
#   простому Козлу").
# - Seven [002]: a sum of 6 is a new move of the same player, with its own
#   draw ("если нужного камня на руках опять нет, игрок должен опять взять
#   камень из рынка"); a sum of 7 makes the next player take two tiles, from
#   the market first, then from the player who made seven, who always keeps
#   one (a hand emptied by another is not a player going out), and that
#   player misses the turn. "Если игрок ходил 3 или более раза подряд, то
#   он может ходить двумя фишками подряд" [002 l.275]: a player whose turn
#   ends after three or more tiles in a row may lay two more, one after
#   the other (or knock: pass, at either), once a turn; no draw for them.
#   A sum of 6 made by one is a new move as any other (the second is not
#   offered after it); a sum of 7 ends the turn.
# - A pass is "informative" (proves its player cannot play, rules/README.md §0,
#   Block) unless the rules let a player who could play pass: after a
#   drawn tile with draw_rule one_then_choose or one_no_play, or declining
#   Seven's extra tile. The referee counts those passes for the block.
from micropython import const

# Turn.over (0: the round is on)
OUT = const(1)
BLOCKED = const(2)
# The kinds of move report() follows (the referee logs kind << 5 | arg).
PLAY = const(0)       # a tile laid; arg: what the ends make (SIX, SEVEN bits)
DOUBLE = const(1)     # two tiles in one move (Sea Kozel: two doubles to go out); arg as PLAY
DRAW = const(2)       # one tile drawn from the bazaar
PASS = const(3)       # knocked: the turn passes without a play
LEAD = const(4)       # (the referee's log) the opening tile the dealer named: the next byte
OVER = const(5)       # (the cross referee's saved log) the summary of a round over
WENT_OUT = const(6)   # (the referee's) a correction at the table: seat arg went out
BLOCK = const(7)      # (the referee's) the players call the round blocked
# arg bits of a play (Seven [rules/README.md §11], Sea Kozel's gap [rules/README.md §4]).
SIX = const(1)        # the ends add to 6: the same player moves again
SEVEN = const(2)      # the ends add to 7: the next takes two tiles and misses the turn
GAP = const(4)        # Sea Kozel: the 6-0 laid in the gap between the opening 0-0 and 6-6: the turn goes on
# Turn.flags, one bit an option (rules.line.variants sets them).
_DRAW_ONE = const(1)     # cannot play: draw one tile
_DRAW_ANY = const(2)     # cannot play: draw until a tile fits
_MAY_PASS = const(4)     # draw_rule one_then_choose: a drawn tile may be kept
_NO_PLAY = const(8)      # draw_rule one_no_play: a drawn tile is not played this turn
_KEEP_ONE = const(16)    # the last bazaar tile is never taken (Kozel)
_SUMS = const(32)        # Seven's sums of the ends
_CCW = const(64)         # counterclockwise [rules/README.md §0]
# (128 and 256 are rules.line.referee's.)
_KEEP_TWO = const(512)   # the last two bazaar tiles are never taken (Bergen [rules/README.md §9])


class Turn:
    """The state of a round that the rules of a turn read and change.
    held[s] is how many tiles seat s holds, left how many lie in the
    bazaar (or out of play, in Block), seat the seat to move, drawn the
    tiles it drew this turn, after_double the tiles it laid this turn
    (Seven's moves in a row), doubles Seven's two extra tiles: 1 while the
    first is offered, 3 while the second is, 2 once they were this turn
    (bit 1: one is offered)."""

    def __init__(self, players, flags):
        self.n = players
        self.flags = flags
        self.held = bytearray(players)
        self.left = 0
        self.seat = 0
        self.drawn = 0
        self.after_double = 0
        self.doubles = 0
        self.out = -1             # seat that went out
        self.last = -1            # seat that made the last play (the fisherman of a block)
        self.over = 0

    def stuck(self):
        """Nothing may be drawn: is it certain nobody can ever play?"""
        raise NotImplementedError


def drawable(t):
    """Tiles a player may still draw [rules/README.md §2, 3, 11, 13]: none in Block,
    all but the last with Kozel's rule."""
    if not t.flags & (_DRAW_ONE | _DRAW_ANY):
        return 0
    if t.flags & _KEEP_ONE and t.left:
        return t.left - 1
    if t.flags & _KEEP_TWO:
        return t.left - 2 if t.left > 2 else 0
    return t.left


def may_draw(t):
    """A player who cannot play draws [rules/README.md §2, 3, 11, 13]: one tile a
    turn (two-player, Seven, Kids, Draw's one_* rules) or until one fits
    (Draw, the Kozel family); not for Seven's extra tile."""
    if not drawable(t) or t.doubles & 1:
        return False
    return t.flags & _DRAW_ANY or not t.drawn


def may_pass(t, play):
    """May the player to move knock? play: they hold a tile that fits.
    Only when they cannot play and cannot draw, except where the rules
    let a drawn tile be kept (one_then_choose), forbid playing it
    (one_no_play), or for Seven's extra tile, which is offered."""
    if t.doubles & 1:
        return True
    if play:
        return t.drawn and t.flags & (_MAY_PASS | _NO_PLAY)
    return not may_draw(t)


def no_play(t):
    """draw_rule one_no_play: a player who drew may not play this turn."""
    return t.drawn and t.flags & _NO_PLAY


def informative(t):
    """Does a pass now prove that its player cannot play (see the notes at
    the top)? Asked before the pass is reported."""
    return not (t.doubles & 1 or t.drawn and t.flags & (_MAY_PASS | _NO_PLAY))


def next_seat(t, s):
    """Clockwise, or counterclockwise as a table option [rules/README.md §0]."""
    if t.flags & _CCW:
        return (s or t.n) - 1
    s += 1
    return 0 if s == t.n else s


def seven_take(t):
    """Seven's penalty for the seat after the player to move, who just made
    seven [rules/README.md §11]: (tiles from the market, tiles from the player who
    made seven); see the notes at the top. Asked after the play is
    reported (t.held of the player to move already less its tile)."""
    m = t.left if t.left < 2 else 2
    k = t.held[t.seat] - 1
    if k > 2 - m:
        k = 2 - m
    return m, k


def start(t, first, hands, bone):
    """The round starts: `first` to move, hands[s] tiles each, `bone` in
    the bazaar."""
    for s in range(t.n):
        t.held[s] = hands[s]
    t.left = bone
    t.seat = first


def report(t, kind, arg=0):
    """The player to move made a move of this kind: the turn goes on, or
    ends, by the rules. Nothing is checked here: the engine reports only
    legal moves, the referee checks first."""
    s = t.seat
    f = t.flags
    if kind <= DOUBLE:
        h = t.held[s] - 1 - kind
        t.held[s] = h
        t.last = s
        if not h:
            t.out = s
            t.over = OUT   # the round ends at once [rules/README.md §2]
            return
        if arg & GAP:
            return   # besides the turn's tiles [rules/README.md §4]
        if f & _SUMS:
            # Seven [rules/README.md §11]; see the notes at the top.
            t.after_double += 1 + kind
            if arg & SIX:
                # The same player moves again, with a draw of its own.
                t.drawn = 0
                if t.doubles & 1:
                    t.doubles = 2
                return
            if arg & SEVEN:
                m, k = seven_take(t)
                v = next_seat(t, s)
                t.left -= m
                t.held[s] -= k
                t.held[v] += m + k
                s = v   # ... who misses the turn
            elif t.doubles == 1:
                t.doubles = 3   # the second extra tile, if wanted
                t.drawn = 0
                return
            elif t.after_double >= 3 and not t.doubles:
                t.doubles = 1   # three in a row earn two more tiles, if wanted
                t.drawn = 0
                return
            t.after_double = 0
            t.doubles = 0
    elif kind == DRAW:
        t.left -= 1
        t.held[s] += 1
        t.drawn += 1
        return
    elif f & _SUMS:
        t.after_double = 0
        t.doubles = 0
    # The turn ends (a pass, or a play that leaves nothing more to do).
    t.drawn = 0
    # next_seat() and drawable() inlined: this runs every turn.
    if f & _CCW:
        s = (s or t.n) - 1
    else:
        s += 1
        if s == t.n:
            s = 0
    t.seat = s
    left = t.left
    if (not f & (_DRAW_ONE | _DRAW_ANY) or not left or f & _KEEP_ONE and left == 1
            or f & _KEEP_TWO and left <= 2) and t.stuck():
        t.over = BLOCKED
