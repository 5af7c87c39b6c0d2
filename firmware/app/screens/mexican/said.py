# The Mexican Train referee's refusals in the player's language
# (app.refusal hands them here): reason k of rules.mexican.why as the text
# MEX_WHY_k, with the train or seat it names. Loaded only for a refusal.
from micropython import const

from app import lang

_T_MEX_WHY_1 = const(317)
_T_TRAIN_OF = const(339)
# The reasons whose %s is a train (rules.mexican.why._TRAINS).
_TRAINS = const(b"\x05\x06\x07\x09\x0a\x11\x15\x16")


def said(k, x, values, screen):
    text = lang.get(_T_MEX_WHY_1 + k - 1)
    if "%s" not in text:
        return text
    if k in _TRAINS:
        return text % (lang.get(lang.T_MEXICAN) if x == screen.r.n else lang.get(_T_TRAIN_OF) % screen.names[x])
    return text % screen.names[x]
