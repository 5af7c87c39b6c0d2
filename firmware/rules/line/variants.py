# The line games' rules as data [RULES.md 2, 3, 4, 10, 11, 13]: how a player
# who cannot play draws, who opens a round and with what, for the turn model
# (rules.line.turn), the engine (rules.line.position), the referee and the dealer.
# Loaded for the press (or the round) that needs it.
#
# Opening [RULES.md 2, 3, 4, 10, 11, 13]: the doubles asked for in order
# (order()), the first held opens; with no double held, the heaviest tile
# (highest-double rule) or the lightest one (the others; 0-0 barred where
# it may not open). Interpretations where the sources leave room:
# - The first round's opener lays the tile that made them the opener,
#   except in Block and Draw: "игроку, начинающему игру, не обязательно
#   сразу ставить свою самую сильную костяшку" [000].
# - Later rounds (lead()): opened by the previous round's winner, or the
#   fisherman of a block, with any tile, in Kozel, Sea Kozel once a record
#   is open, Seven [002: "Следующую игру начинает игрок, закончивший
#   предыдущую игру или «рыбак»"], and Block and Draw with winner_starts
#   (the winner of a block: the lowest count); Sport's rounds are opened
#   in turn, by the next seat, with any tile [002: "Заходы по очереди"];
#   General always opens with 1-1 [002: "В любом случае игра начинается с
#   1х1"]; two-player and Kids by the rule every round.
# - Kids: any double with one picture opens [000]; asked lowest first.
#   Seven: 1-1 "или следующим дублем по возрастанию": 0-0 never opens.
# - Sea Kozel [002, item 5]: the weekday's double (option weekday, 1 =
#   Monday's 1-1 ... 6 = Saturday's 6-6, 7 = Sunday's 0-0) while nobody
#   has a record, three times at most, then a fast round from 6-6; with
#   option opening=sequence, 1-1, 2-2, 3-3, then 6-6. Nobody holding it
#   (a bazaar): Kozel's rule. Once a record is open, the opener leads any
#   tile; 6-6 and 0-0 (fast rounds) only once every other player has a
#   record [item 8].
from micropython import const

# game: draw bits (rules.line.turn flags), opening rule (H highest
# double, L lowest with 0-0 barred, K any double lowest first, W weekday),
# later rounds (R by the rule, W the winner or fisherman, T in turn, O 1-1
# again).
_TABLE = const("block 0 H R;draw 2 H R;two-player 1 H R;kozel 18 L W;sport 18 L T;"
               "sea-kozel 18 W W;general 18 L O;seven 33 L W;kids 1 K R;")


def cross(game):
    """A game of the line dealer and referee not in this table: a cross or
    fives game (rules.cross.variants'); asked here so that the line games
    never load that module (nor intern its names)."""
    return _TABLE.find(game + " ") < 0


def _row(game):
    i = _TABLE.find(game + " ")
    return _TABLE[i:_TABLE.find(";", i)].split()


def flags(game, options):
    """rules.line.turn's Turn.flags for a game and its options."""
    f = int(_row(game)[1])
    d = options.get("draw_rule")
    if d == "one_then_choose":
        f = 1 | 4
    elif d == "one_no_play":
        f = 1 | 8
    if options.get("kozel"):
        f = 2   # two-player Kozel draws until a tile fits [002, first article]
    if options.get("direction") == "counterclockwise":
        f |= 64
    if game == "sea-kozel":
        f |= 128   # two doubles may go out together [002, item 12]
    elif game == "general":
        f |= 128 | 2048   # ... only 0-0 and 6-6, the General [RULES.md 10; 002]
    return f


def rule(game, options):
    """The opening rule's letter (see _TABLE)."""
    r = _row(game)[2]
    if r == "H" and (options.get("starter") == "lowest_double" or options.get("kozel")):
        r = "L"
    return r


def order(game, options, lead=-1):
    """The doubles asked for, in order, to find the opener: bytes of their
    numbers (of double-6); lead: a double asked first (Sea Kozel's day)."""
    r = rule(game, options)
    if r == "H":
        o = b"\x06\x05\x04\x03\x02\x01\x00"
    elif r == "K":
        o = b"\x00\x01\x02\x03\x04\x05\x06"
    else:
        o = b"\x01\x02\x03\x04\x05\x06"
    if lead >= 0:
        o = bytes((lead,)) + bytes(x for x in o if x != lead)
    return o


def redeal(game, options):
    """What forces a redeal [RULES.md 2, 4]: bits 1 five doubles in a hand
    (Block and Draw's option; Sea Kozel), 2 six tiles of one suit in a hand
    (Sea Kozel), 4 no double in any hand (two-player's option)."""
    if game == "sea-kozel":
        return 3
    if options.get("redeal_5_doubles"):
        return 1
    if options.get("no_double") == "redeal":
        return 4
    return 0


def free(game, options, round_index):
    """May the opener of round round_index lead any tile (the protocol's
    `round`: later rounds), rather than the opening tile?"""
    if game == "block" or game == "draw":
        return True   # [000]: the opener need not lay the double shown
    if round_index == 0:
        return False
    return _row(game)[3] in "WT" and not options.get("kozel")


def later(game, options):
    """Who opens later rounds: "R" by the rule, "W" the previous winner or
    fisherman, "T" in turn, "O" the 1-1 again (see _TABLE)."""
    w = _row(game)[3]
    if (game == "block" or game == "draw") and options.get("winner_starts"):
        return "W"
    return w


def sea_lead(options, records, rounds_without):
    """Sea Kozel [002, item 5]: the double that must open a round while no
    record is open (records: none yet), the `rounds_without`-th such
    round: its number, or -1 for a free lead."""
    if records:
        return -1
    if rounds_without >= 3:
        return 6   # "следующий (4-ый) заход делают быстрым ... (с камня 6:6)"
    if options.get("opening") == "sequence":
        return rounds_without + 1
    return options.get("weekday", 1) % 7



def plan(game, options, round_index, records, rounds_without, replay):
    """How round round_index opens, for the device's dealer and the
    simulated match alike: (free, first_double, named). free: the opener
    may lead any tile; first_double: the double that must open it (Sea
    Kozel's day's double, sea_lead()) or -1; named: its opener is the one
    next_opener() names from the last round, not the holder of a tile
    asked for (order()). Sea Kozel: records, whether any record is open;
    rounds_without, the rounds played while none was; replay, whether the
    last round was a blocked fast round that is played again by its opener
    with its opening tile [002, item 8] (then none of the three applies)."""
    f = free(game, options, round_index)
    if game == "sea-kozel":
        if replay:
            return False, -1, False
        d = sea_lead(options, records, rounds_without)
        if d >= 0:
            return False, d, False
    return f, -1, bool(round_index and f and later(game, options) in "WT")


def next_opener(game, options, out, last, pips, opener, players):
    """Who opens a later round led freely (later() "W" or "T"), from the
    last round: its seat out, else the fisherman (last); Block and Draw's
    winner of a block is the lowest count (the fisherman on a tie); Sport
    the seat after the last opener [rules.line.variants notes]."""
    if later(game, options) == "T":
        return (opener + 1) % players
    if out >= 0:
        return out
    if game == "block" or game == "draw":
        low = min(pips)
        at = [s for s in range(players) if pips[s] == low]
        if len(at) == 1:
            return at[0]
    return last if last >= 0 else 0


def seats(table, options, rounds):
    """The seats dealt in a round: all, but in Seven not those out of the
    game with their sticks [RULES.md 11] (rounds: the ledger's answer so
    far, or None). Here, not with the referee: the dealer asks it without
    loading the referee."""
    n = len(table["names"])
    if table["game"] != "seven" or not rounds:
        return list(range(n))
    limit = options.get("sticks", 3)
    return [s for s in range(n) if rounds["totals"][s] < limit]
