# The round's referee from its saved log, at Resume and after a power cut
# [issue 27]. The log's checksum says it is the bytes that were saved, not
# that the rules can follow them (a record written by a bug, or by hand):
# one the referee cannot replay is replayed as far as it goes, the reports
# after that lost and said on the screen, never a crash. The screens of
# every family (line, Mexican, cross, Sausage) come here.
from micropython import const

from app import lang

_T_LOG_UNREADABLE = const(216)
_T_LOG_CUT = const(217)


def referee(app, make, first, log):
    """-> make(first, log), the family's referee replaying log; where it
    cannot (any exception: a seat or tile out of range is an IndexError),
    the longest start of the log it can, or none, from first or else seat
    0, and the loss said."""
    log = bytes(log)
    for k in range(len(log), -1, -1):
        for f in (first, 0) if first else (0,):
            try:
                r = make(f, log[:k])
            except Exception:  # noqa: BLE001 (whatever the bytes make the replay raise)
                continue
            if k < len(log):
                app.say(lang.get(_T_LOG_CUT if k else _T_LOG_UNREADABLE))
            return r
    return make(0, b"")
