# The round's referee from its saved log, at Resume and after a power cut
# [issue 27]. The log's checksum says it is the bytes that were saved, not
# that the rules can follow them (a record written by a bug, or by hand):
# one the referee cannot replay is replayed as far as it goes, the reports
# after that lost and said on the screen, never a crash. Every family's
# referee screen comes here (app.screens.referee).
from micropython import const

from app import lang

_T_LOG_UNREADABLE = const(245)
_T_LOG_CUT = const(246)


def referee(app, make, first, log):
    """-> make(first, log), the family's referee replaying log; where it
    cannot (any exception: a seat or tile out of range is an IndexError),
    the longest start of the log it can, or, from none, the round again
    from seat 0; the loss said. What a save runs (ledger.save) is held
    from here while the referee is on screen (app.screens.referee calls
    this as the screen starts): every report saves the round's log, and
    importing it again for each was a twelfth of Sausage's report
    (bench_press_cost)."""
    import ledger.save  # noqa: F401
    app.keep.add("ledger.save")
    log = bytes(log)
    for k in range(len(log), -1, -1):
        try:
            r = make(first, log[:k])
        except Exception:  # noqa: BLE001 (whatever the bytes make the replay raise)
            continue
        if k < len(log):
            app.say(lang.get(_T_LOG_CUT if k else _T_LOG_UNREADABLE))
        return r
    app.say(lang.get(_T_LOG_UNREADABLE))
    return make(0, b"")
