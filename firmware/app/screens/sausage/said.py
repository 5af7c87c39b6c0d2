# Sausage's refusals in the player's language (app.refusal hands them
# here): reason k of rules.sausage.referee as the text SAUSAGE_WHY_k, with
# the tile it names. Loaded only for a refusal.
from micropython import const

from app import lang

_T_SAUSAGE_WHY_1 = const(416)


def said(k, x, values, screen):
    text = lang.get(_T_SAUSAGE_WHY_1 + k - 1)
    if "%s" not in text:
        return text
    from rules.tiles import name
    return text % name(x)
