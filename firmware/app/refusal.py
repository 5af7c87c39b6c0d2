# A refusal or a ledger's message in the player's language [issue 13].
# The ledger's messages (a damaged file found at power-on, a save the flash
# refused) and the round entry's refusals (rules.error) come with
# .said, (kind, args): said as LEDGER_kind or SCORE_WHY_kind. A referee's refusal: the rules core
# raises RulesError with the rules protocol's English line (the host's
# rules command prints it byte for byte, /work/shared/spec/RULES-PROTOCOL.md)
# and, from the referees, e.said = (code, ()), the code the referee (1 the
# line games', 2 the Mexican Train's, 3 the cross games': rules.cross.check,
# 4 Sausage's: rules.sausage.referee; 5 the counting game's, rules.counting.
# answer, said with the values it gives)
# << 10 | its reason << 5 | the seat, end, train or tile the reason names.
# The device says the reason from its texts (LINE_WHY_k, MEX_WHY_k,
# CROSS_WHY_k and SAUSAGE_WHY_k, texts/XX.txt, in the order of
# rules.line.why, rules.mexican.why, rules.cross.check and
# rules.sausage.referee) with the player's name, never
# parsing the English; a refusal without .said (a few rare ones) is said as
# the rules core words it. Loaded only when a report is refused.
from micropython import const

from app import lang
_T_LINE_WHY_1 = const(244)
_T_MEX_WHY_1 = const(273)
_T_CROSS_WHY_1 = const(260)
_T_SAUSAGE_WHY_1 = const(357)
_T_COUNT_WHY_1 = const(391)
_T_TRAIN_OF = const(293)
_T_LEDGER_1 = const(298)
_T_LEDGER_10 = const(309)
_T_PLAY_RESTORED = const(311)
_T_TABLE_UNREADABLE = const(310)
_T_SCORE_WHY_10 = const(325)
# The Mexican reasons whose %s is a train (rules.mexican.why._TRAINS).
_TRAINS = const(b"\x05\x06\x07\x09\x0a\x11")


def said(e, screen):
    """The one line for RulesError e, shown over `screen` (a referee's: its
    .r and the names of its seats, .names)."""
    got = getattr(e, "said", None)
    if not got:
        return str(e)
    why = got[0]
    if why < 1024:
        return message(got)
    family = why >> 10
    if family == 5:   # rules.counting.answer's reasons: said with their values
        return lang.get(_T_COUNT_WHY_1 + (why >> 5 & 31) - 1) % got[1]
    line = family == 1
    k = why >> 5 & 31
    x = why & 31
    text = lang.get((_T_LINE_WHY_1 if line else _T_MEX_WHY_1 if family == 2 else _T_CROSS_WHY_1 if family == 3
                     else _T_SAUSAGE_WHY_1) + k - 1)
    if "%s" not in text:
        return text
    r = screen.r
    if family == 4:   # rules.sausage.referee's reasons: a tile
        from rules.tiles import name
        return text % name(x)
    if family == 3:   # rules.cross.check's reasons: 1 a seat, 2 a tile, 4-6 an end
        if k == 2:
            from rules.tiles import name
            return text % name(x)
        return text % (screen.names[x] if k == 1 else str(x))
    if line and k == 8:
        from rules.tiles import name
        return text % name(x)
    if line and k == 9:
        return text % r.ends[x]
    if not line and k in _TRAINS:
        return text % (lang.get(lang.T_MEXICAN) if x == r.n else lang.get(_T_TRAIN_OF) % screen.names[x])
    return text % screen.names[x]


def message(said):
    """A message given as (kind, args), in the language: kinds 1-9 and 100
    the ledger's (ledger.store, ledger.recover), 0 the app's own record
    (app.amend.boot), 10-34 the round entry's refusals (rules.error). Kind 9's text
    has plural forms, for its count."""
    k, args = said
    if k == 100:   # the ledger's tenth, numbered apart from the round entry's
        return lang.get(_T_LEDGER_10) % args
    if k == 101:   # the app record's backup used (app.amend.boot)
        return lang.get(_T_PLAY_RESTORED) % args
    if k >= 10:
        return lang.get(_T_SCORE_WHY_10 + k - 10) % args
    if not k:
        return lang.get(_T_TABLE_UNREADABLE) % args
    if k == 6:
        from app.labels import game
        args = (game(args[0]),)
    elif k == 3:
        args = args[:3]   # the match, what was wrong, the rounds its good copy holds
    return lang.get(_T_LEDGER_1 + k - 1, args[0] if k == 9 else -1) % args
