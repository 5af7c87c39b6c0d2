# A refusal or a ledger's message in the player's language [issue 13].
# The ledger's messages (a damaged file found at power-on, a save the flash
# refused) and the round entry's refusals (rules.error) come with .said,
# (kind, args): said as LEDGER_kind or SCORE_WHY_kind. A referee's
# refusal: the rules core raises RulesError with the rules protocol's
# English line (the host's rules command prints it byte for byte) and
# e.said = (code, values): code its number << 10 | its reason << 5 | the
# seat, end, train or tile the reason names. The number is the family's
# (rules.families), whose screens say its reasons (app.screens.<family>.
# said), or rules.why's, the reasons of the shared turn model, said here
# (TURN_WHY_k, in rules.why's order), with the player's name, never
# parsing the English; a refusal without .said (a few rare ones) is said
# as the rules core words it. Loaded only when a report is refused.
from micropython import const

from app import lang

_T_LINE_WHY_1 = const(281)
_T_LEDGER_1 = const(344)
_T_LEDGER_10 = const(355)
_T_PLAY_RESTORED = const(357)
_T_TABLE_UNREADABLE = const(356)
_T_SCORE_WHY_10 = const(381)
_T_DATA_ASIDE = const(477)
_TURN = const(31)   # rules.why.CODE >> 10


def said(e, screen):
    """The one line for RulesError e, shown over `screen` (a referee's: its
    .r and the names of its seats, .names)."""
    got = getattr(e, "said", None)
    if not got:
        return str(e)
    why = got[0]
    if why < 1024:
        return message(got)
    code = why >> 10
    k = why >> 5 & 31
    x = why & 31
    if code != _TURN:
        from rules.families import FAMILIES
        mod = __import__("app.screens.%s.said" % FAMILIES[code - 1][0], None, None, ("said",))
        return mod.said(k, x, got[1], screen)
    text = lang.get(_T_LINE_WHY_1 + k - 1)
    if "%s" not in text:
        return text
    if k == 8 or k == 17 or k == 19:   # rules.why's reasons that name a tile, an end, else a seat
        from rules.tiles import name
        return text % ("0-0 + 6-6" if x == 28 else name(x))   # 28: Sea Kozel's extraordinary lead
    if k == 9:
        return text % screen.r.ends[x]
    return text % screen.names[x]


def message(said):
    """A message given as (kind, args), in the language: kinds 1-9, 100
    and 102 the ledger's (ledger.store, ledger.recover), 0 and 101 the app's own record
    (app.amend.boot), 10-35 the round entry's refusals (rules.error). Kind 9's text
    has plural forms, for its count."""
    k, args = said
    if k == 100:   # the ledger's tenth, numbered apart from the round entry's
        return lang.get(_T_LEDGER_10) % args
    if k == 101:   # the app record's backup used (app.amend.boot)
        return lang.get(_T_PLAY_RESTORED) % args
    if k == 102:   # the data folder was a file (ledger.recover.aside)
        return lang.get(_T_DATA_ASIDE) % args
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


def unpress(app, scr, was):
    """A save the flash refused (ledger.recover.error: its .offer): no
    copy of the press is on flash, and the screen scr is put back as the
    press found it (was: its attributes then, app.main), so it shows what
    is saved and the press can be made again. A round's referee (a
    screen's .r with its .log), which a report changes in place before
    saving it, is replayed from the book, as a screen built again has it."""
    for k in was:
        setattr(scr, k, was[k])
    if hasattr(was.get("r"), "log"):
        scr.r = type(scr)(app, None).r
