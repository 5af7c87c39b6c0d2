# The cross referee's refusals in the player's language (app.refusal
# hands them here): reason k of rules.cross.check as the text CROSS_WHY_k,
# with what it names (1 a seat, 2 a tile, 4-6 an end). Loaded only for a
# refusal.
from micropython import const

from app import lang

_T_CROSS_WHY_1 = const(302)


def said(k, x, values, screen):
    text = lang.get(_T_CROSS_WHY_1 + k - 1)
    if "%s" not in text:
        return text
    if k == 2:
        from rules.tiles import name
        return text % name(x)
    return text % (screen.names[x] if k == 1 else str(x))
