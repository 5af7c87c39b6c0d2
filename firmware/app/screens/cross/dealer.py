# The cross and fives games' openers for the line games' dealer
# (app.screens.line.dealer) [RULES.md 5, 6, 7, 8, 9], from rules.cross.variants:
# named (Muggins: seat 1, then in turn; Telephone, Chechevé and Donkey's
# later rounds: the last round's finisher, else its fisherman), or asked:
# the game's opening tiles (Telephone's 0-0 or 2-3, Chechevé's 1-1 up to
# 6-6 then 0-0, Donkey's 1-1 up, Bergen's 0-0 up), then the lowest double,
# then the lightest tile. Loaded for the dealer's first press only.
from rules.cross import variants as cr
from rules.tiles import tile


def opening(screen, b, g, o, k, n):
    """Set screen.first (named) or screen.items (the tiles asked for);
    returns whether the opener leads any tile."""
    free = cr.free(g, o, k)
    if free:
        before = out = last = -1
        if k:
            r = b.rounds[k - 1]
            before, out, last = b.match.openers[k - 1], r.out, r.last
        screen.first = cr.opener(g, k, n, before, out, last)
        return free
    asked = [tile(a, c) for a, c in cr.order(g, o)]
    for x in range(7):
        if not (x == 0 and cr.blank_barred(g)) and tile(x, x) not in asked:
            asked.append(tile(x, x))   # then the lowest double held
    screen.items = bytes(asked)
    return free
