# A referee's last report in the players' words ("Ann's 6-4", "Bob
# drew"), from the family's answer to reported() (rules.reports: one
# vocabulary for every family), for the message an undo shows and its
# redo's. Loaded with the press that undoes or redoes, and dropped with it.
from micropython import const

from app import lang

# Texts (app.lang; numbers kept by host_tools/texts.py): SAID_PLAYED and
# the twelve keys after it in texts/*.txt are rules.reports' kinds, in
# their order (texts/en.txt says so beside them).
_T_SAID_PLAYED = const(73)
_T_SAID_TILE = const(86)
_T_REPORT_UNDONE = const(87)
_T_REPORT_REDONE = const(88)


def words(names, said):
    """said: a referee's reported() answer (seat, what, x); names: the
    table's."""
    seat, what, x = said
    s = lang.get(_T_SAID_TILE if what == 0 and not x else _T_SAID_PLAYED + what)   # (a play whose tile is not known)
    if "%s" not in s:
        return s
    if what == 0:
        from rules.tiles import name
        x = " ".join([name(t) for t in x])
    elif what == 7:
        # A train: a seat's, or (the seats' count) the Mexican Train.
        x = lang.get(lang.T_MEXICAN) if x == len(names) else names[x]
    if s.count("%") > 1:
        return s % (names[seat], x)
    return s % (names[seat] if seat >= 0 else x)


def undone(names, said):
    return lang.get(_T_REPORT_UNDONE) % words(names, said)


def redone(names, said):
    return lang.get(_T_REPORT_REDONE) % words(names, said)
