# The counting game's refusals in the player's language (app.refusal hands
# them here): reason k of rules.counting.answer as the text COUNT_WHY_k,
# with the values it gives. Loaded only for a refusal.
from micropython import const

from app import lang

_T_COUNT_WHY_1 = const(452)


def said(k, x, values, screen):
    return lang.get(_T_COUNT_WHY_1 + k - 1) % values
