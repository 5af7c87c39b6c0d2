# The line games' rules as data [rules/README.md §2, 3, 4, 10, 11, 13]: how a player
# who cannot play draws, who opens a round and with what, for the turn model
# (rules.turn), the engine (rules.line.position), the referee and the dealer.
# Loaded for the press (or the round) that needs it.
#
# Opening [rules/README.md §2, 3, 4, 10, 11, 13]: the doubles asked for in order
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
#   record [item 8]. The extraordinary round [item 7, 002 l.139-149]: an
#   opener holding the 0-0 and the 6-6 may lay both together where the
#   lead is free or is one of them (the day's 6-6 or 0-0, the fourth
#   round's fast 6-6); the next round is opened as if it had not been
#   played: by its opener again where the lead is named ("Заходящий
#   остается старым"), by the day's double where it is asked.
from micropython import const
from rules.opening import asked as _asked, free as _free, later as _later, rule as _rule
from rules.games import row

# The columns of rules.line.games' rows besides rules.opening's.
_TURN = const(12)
_REDEAL = const(16)


def flags(game, options):
    """rules.turn's Turn.flags for a game and its options."""
    f = row(game)[_TURN]
    d = options.get("draw_rule")
    if d == "one_then_choose":
        f = 1 | 4
    elif d == "one_no_play":
        f = 1 | 8
    if options.get("kozel"):
        f = 2   # two-player Kozel draws until a tile fits [002, first article]
    if options.get("smallest"):
        f = 4096   # Kids for the smallest: no reserve, one direction [000 l.36, l.38]
    if options.get("fisherman_privileges"):
        f |= 8192   # the referee's fisherman: the last tile not a double [002 l.411]
    from rules.games import step
    if step(options) < 0:
        f |= 64   # counterclockwise
    return f


def pictures(players):
    """Kids' smallest [000 l.34: "только те, на которых есть 3–4
    изображения"]: the highest number (picture) in play, the fewest
    pictures that deal 5 tiles to each player: 0-3 (four pictures, 10
    tiles) for two, 0-4 for three, 0-5 for four, all seven for five."""
    top = 3
    while (top + 1) * (top + 2) // 2 < 5 * players:
        top += 1
    return top


def rule(game, options):
    """The first round's opening letter (rules.opening)."""
    return _rule(row(game), options)


def order(game, options, lead=-1):
    """The doubles asked for, in order, to find the opener: bytes of their
    numbers (of double-6); lead: a double asked first (Sea Kozel's day)."""
    return bytes(a for a, _ in _asked(row(game), options, lead))


def redeal(game, options):
    """What forces a redeal [rules/README.md §2, 4]: bits 1 five doubles in a hand
    (Block and Draw's option; Sea Kozel), 2 six tiles of one suit in a hand
    (Sea Kozel), 4 no double in any hand (two-player's option)."""
    r = row(game)[_REDEAL]
    if r:
        return r
    if options.get("redeal_5_doubles"):
        return 1
    if options.get("no_double") == "redeal":
        return 4
    return 0


def fixed_lead(game, options, bone):
    """The tile every round opens with whatever the deal, or -1: where each
    round opens by the rule ("R") with the tile asked (not a free lead) and
    the whole set is dealt (bone: the tiles not in a hand, 0), the first
    tile asked is in a hand: General's 1-1, "В любом случае игра
    начинается с 1х1" [002 l.246, l.493]."""
    if bone or later(game, options) != "R" or free(game, options, 0):
        return -1
    from rules.tiles import double
    return double(order(game, options)[0])


def free(game, options, round_index):
    """May the opener of round round_index lead any tile (the protocol's
    `round`: later rounds), rather than the opening tile?"""
    return _free(row(game), options, round_index)


def later(game, options):
    """Who opens later rounds (rules.opening's letter)."""
    return _later(row(game), options)


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
    return options["weekday"] % 7



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
    if rule(game, options) == "D":
        if replay:
            return False, -1, False
        d = sea_lead(options, records, rounds_without)
        if d >= 0:
            return False, d, False
    return f, -1, bool(round_index and f and later(game, options) in "WN")


def next_opener(game, options, out, last, pips, opener, players, extra=False):
    """Who opens a later round led freely (later() "W" or "N"), from the
    last round: its seat out, else the fisherman (last); Block and Draw's
    winner of a block is the lowest count (the fisherman on a tie, or
    always with fisherman_wins); Sport the seat after the last opener;
    after Sea Kozel's extraordinary round (extra) its opener again, "Заходящий
    остается старым" [002 l.149] [rules.line.variants notes]."""
    if extra:
        return opener
    if later(game, options) == "N":
        return (opener + 1) % players
    if out >= 0:
        return out
    from rules.games import high_wins
    if high_wins(game) and not options.get("fisherman_wins"):   # points won: the winner of a block has the lowest count
        low = min(pips)
        at = [s for s in range(players) if pips[s] == low]
        if len(at) == 1:
            return at[0]
    return last if last >= 0 else 0


def opening(game, options, round_index, players, last, before, standings):
    """How the dealer opens round round_index: (free, first, lead, asked,
    heavy). free: the opener may lead any tile; first: the opener it names
    (a table seat; -1: asked), from the last round (last: its Result,
    before: its opener); lead: the tile it opens with (Sea Kozel's replay
    of a blocked fast round [002, item 8]), or -1; asked: the tiles asked
    for in order (tile ids), where nobody is named; heavy: with none held,
    the heaviest tile opens, else the lightest. standings() is the
    ledger's answer so far, asked only by Sea Kozel's days."""
    from rules.tiles import double
    got = standings() if round_index and rule(game, options) == "D" else None
    rows = got["rounds"] if got else ()
    replay = bool(rows) and rows[-1]["note"] == "replay"
    free, first_double, named = plan(game, options, round_index, any(max(r["charged"]) > 0 for r in rows),
                                     len(rows), replay)
    first = lead = -1
    if got and "next" in got:
        # Sea Kozel's second article names the next opening (rules.score.sea).
        first, lead, first_double, free = second_lead(got["next"])
    elif replay:
        first = before
        lead = 28 if last.opened == 3 else 27 if last.opened & 2 else 0   # 28: both (rules.line.ends.BOTH)
    elif named:
        first = next_opener(game, options, last.out, last.last, last.pips, before, players, last.opened == 3)
    asked = b"" if first >= 0 else bytes(double(x) for x in order(game, options, first_double))
    return free, first, lead, asked, rule(game, options) == "6"


def second_article(options):
    """Sea Kozel played as its second article (rules.score.sea's second()):
    no fast rounds there, so a free lead may be any tile, the 6-6 for 100
    [002 l.403]."""
    return bool(options.get("winner_records_all") or options.get("open_66_for_100")
                or options.get("fisherman_privileges"))


def second_lead(nxt):
    """How Sea Kozel's second article opens the next round, from its
    scorer's "next" (rules.score.sea): (the opener named or -1, the tile
    they lead or -1, the double asked first or -1, free). The right to go
    for 100: the seat named leads the 6-6, kept from the shuffle [002
    l.403, l.407, l.413]; eggs: the 1-1 asked [l.423]; a fish written off:
    the fisherman leads any tile [l.417]."""
    lead = nxt["lead"]
    if lead == "6-6":
        return nxt["seat"], 27, -1, False
    if lead == "any":
        return nxt["seat"], -1, -1, True
    return -1, -1, 1, False


def loser_after_finisher(game):
    """Whether a round's loser is the seat after the one who went out, who
    then shuffles (General [002])."""
    return game == "general"
