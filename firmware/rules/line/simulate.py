# A line game's match played by bots, round by round, for the simulator
# (host_tools.simulate) and the tests (at
# the table people deal real tiles; the device's dealer asks who holds
# what): the deal and its redeal checks, who opens and with what
# (rules.line.variants), the round played by bots on the engine (rules.line.position),
# and the match scored by the game's scorer after every round, until it
# says the match is over [rules/README.md §2, 3, 4, 10, 11, 13].
# Interpretations where the sources leave room: General's match has no
# end at the table ("the lunch break"), so a simulated one is 8 rounds;
# Seven's seats out of the game (three sticks) are dealt no more tiles,
# each round dealing the first round's number [002: "игроки берут столько
# же камней, сколько и в первую"]; a blocked fast Sea Kozel round is
# replayed with the same opener and opening tile (both, of an
# extraordinary round) [002, item 8].
from rules import simulate
from rules.line import variants as line_rules
from rules.simulate import MAX_ROUNDS  # noqa: F401  (the tests' too)
from rules.deal import hand_size
from rules.line.position import BOTH, OUT, Position, new_buffer, opening, result, setup
from rules.shuffle import deal
from rules.tiles import HI, LO
from rules.line.bots import make  # noqa: F401  (the bots of a simulated match, by name)

BOT = "greedy"   # a seat's bot when none is named

GENERAL_ROUNDS = 8


def _redealt(game, options, pool, players, per):
    """Does this deal force a redeal [rules/README.md §2, 4]?"""
    bits = line_rules.redeal(game, options)
    if not bits:
        return False
    any_double = False
    for s in range(players):
        h = pool[s * per:(s + 1) * per]
        doubles = sum(1 for t in h if LO[t] == HI[t])
        any_double = any_double or doubles > 0
        if bits & 1 and doubles >= 5:
            return True
        if bits & 2:
            for x in range(7):
                if sum(1 for t in h if LO[t] == x or HI[t] == x) >= 6:
                    return True
    return bool(bits & 4) and not any_double


class Match(simulate.Match):
    """What the next round's deal and opening need from the rounds so far,
    with Sea Kozel's: the rounds played while no record is open, and the
    fast round to replay."""

    def __init__(self, game, players, options):
        simulate.Match.__init__(self, game, players, options)
        from rules.games import seats
        # General with pairs waiting: the first two pairs sit down.
        self.active = seats({"game": game, "names": range(players), "teams": 1 if self.teams else 0}, options, None)
        self.without = 0          # Sea Kozel: rounds played while no record is open
        self.replay = None        # Sea Kozel: (seat, tile) of a fast round to replay


def new_round(rng, m):
    """Shuffle, deal (again while a redeal is forced) and start the next
    round of match m: returns (Position, active seats)."""
    game = m.game
    opts = m.options
    k = len(m.results)
    act = m.active
    n = len(act)
    per = hand_size(game, m.players, opts.get("deal"), opts)
    opener = -1
    lead = -1
    free, first_double, named = line_rules.plan(game, opts, k, game == "sea-kozel" and any(_records(m)),
                                                m.without, m.replay is not None)
    if m.ledger and "next" in m.ledger:
        # Sea Kozel's second article names the next opening (rules.score.sea).
        opener, lead, first_double, free = line_rules.second_lead(m.ledger["next"])
        named = opener >= 0
    elif m.replay is not None:
        opener, lead = m.replay
    elif named:
        opener = _next_opener(m)   # the winner, the fisherman, or in turn
    while True:
        if opener >= 0 and lead >= 0:
            # The opener keeps the opening tile (both, of an extraordinary
            # round); the rest is shuffled.
            kept = (0, 27) if lead == BOTH else (lead,)
            rest = bytearray(t for t in range(28) if t not in kept)
            rng.shuffle(rest)
            i = act.index(opener)
            pool = bytearray()
            j = 0
            for s in range(n):
                take = per - (len(kept) if s == i else 0)
                if s == i:
                    pool.extend(kept)
                pool.extend(rest[j:j + take])
                j += take
            pool.extend(rest[j:])
        elif opts.get("smallest"):
            # Kids for the smallest: the tiles of the fewest pictures (ids 0
            # .. count(top) - 1) dealt, the others set aside, never drawn.
            top = line_rules.pictures(n)
            pool = deal(rng, top, n, per) + bytearray(range((top + 1) * (top + 2) // 2, 28))
        else:
            pool = deal(rng, 6, n, per)
        if not _redealt(game, opts, pool, n, per):
            break
    r = Position(game, 6, n, opts, k)
    setup(r, pool, bytes([per]) * n, 0)
    if opener >= 0 and lead >= 0:
        first, tile = act.index(opener), lead
    elif opener >= 0:
        first, tile = act.index(opener), -1
    else:
        first, tile = opening(r, first_double)
        if free:
            tile = -1
    r.seat = first
    r.lead = tile
    m.first = first
    if game == "sea-kozel" and tile < 0:
        rec = _records(m)
        r.fast = all(rec[u] for u in range(len(rec)) if u != _unit(m, act[first])) or line_rules.second_article(opts)
    return r


def _unit(m, s):
    if m.teams:
        return 0 if s in m.teams[0] else 1
    return s


def _records(m):
    """Sea Kozel: per unit, whether its record is open (charged once)."""
    units = 2 if m.teams else m.players
    rec = [False] * units
    if m.ledger:
        for row in m.ledger["rounds"]:
            for u in range(units):
                if row["charged"][u] > 0:
                    rec[u] = True
    return rec


def _next_opener(m):
    """rules.line.variants.next_opener for the last round, in match seats; a
    seat out of the game (Seven) passes it to the next."""
    r = m.prev
    act = m.prev_active
    pips = [sum(LO[t] + HI[t] for t in range(28) if r.owner[t] == i) for i in range(r.n)]
    s = line_rules.next_opener(m.game, m.options, act[r.out] if r.over == OUT else -1,
                               act[r.last] if r.last >= 0 else -1,
                               [pips[act.index(x)] if x in act else 999 for x in range(m.players)],
                               m.prev_first, m.players, bool(r.xr))
    while s not in m.active:
        s = (s + 1) % m.players
    return s


def play_round(r, bots, rng, buf=None, on_move=None):
    """Let the bots (one per seat) play the round to its end."""
    from rules.line import position as line
    from rules.bots import play_out
    return play_out(line, r, bots, rng, buf, on_move)


def match_result(m, r):
    """The round's Result over the match's seats (Seven's seats out of the
    game hold nothing)."""
    from rules.score.scoring import Result
    res = result(r)
    if len(m.active) == m.players:
        return res
    full = Result(m.players)
    for i, s in enumerate(m.active):
        for f in ("pips", "blanks", "doubles", "dpips", "tiles"):
            getattr(full, f)[s] = getattr(res, f)[i]
        full.flags[s] = res.flags[i]
        full.lowdbl[s] = res.lowdbl[i]
    full.out = m.active[res.out] if res.out >= 0 else -1
    full.last = m.active[res.last] if res.last >= 0 else -1
    full.opened = res.opened
    return full


def end_round(m, r):
    """Score round r (dealt by new_round(m)) into match m; returns whether
    the match is over."""
    from rules.score.scoring import score
    game = m.game
    seats = list(m.active)
    first = seats[m.first]
    res = match_result(m, r)
    res.opener = first   # (Sea Kozel's second article reads who opened)
    m.results.append(res)
    m.ledger = score(game, m.players, m.teams, m.options, m.results, 6)
    if game == "sea-kozel":
        note = m.ledger["rounds"][-1]["note"]
        m.replay = (first, BOTH if r.xr else r.laid[0]) if note == "replay" else None
        if not any(_records(m)):
            m.without += 1
    m.prev = r
    m.prev_active = seats
    m.prev_first = first
    k = len(m.results)
    if m.ledger["over"] or (game == "general" and k >= GENERAL_ROUNDS) or k >= MAX_ROUNDS:
        return True
    table = {"game": game, "names": range(m.players), "teams": 1 if m.teams else 0}
    from rules.games import by_score
    if by_score(table, m.options):
        # Seven: the seats still in the game; General: the pairs at the
        # table; as the device's dealer asks them (a table of this game and
        # size: seats() reads no more of it).
        from rules.games import seats
        m.active = seats(table, m.options, m.ledger)
    return False


def play_match(rng, game, players, set_n, bots, options, on_round=None, on_move=None):
    """Play rounds until the game's scorer says the match is over (General:
    GENERAL_ROUNDS; the family's simulate contract, rules/README.md
    "Families and contracts": the line games are played with double-6, set_n);
    returns the ledger (the `score` answer). on_move(round, move) sees each
    move before it is made, on_round(k, round, ledger) each round once
    scored."""
    m = Match(game, players, options)
    buf = new_buffer()
    while True:
        r = new_round(rng, m)
        play_round(r, [bots[s] for s in m.active], rng, buf, on_move)
        over = end_round(m, r)
        if on_round is not None:
            on_round(len(m.results) - 1, r, m.ledger)
        if over:
            return m.ledger
