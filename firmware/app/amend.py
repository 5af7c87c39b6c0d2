# The book's (app.book) checks and corrections of what is saved: power-on
# (every record checked, a bad one reported once and set aside), undo and
# redo of one confirmed entry, and deleting the finished matches when the
# flash is full. Loaded for the press that takes them, like app.booktools,
# and apart from it: a new match's press (booktools) does not carry their
# code.
from micropython import const

_APP = const("app")   # the app's own record (see app.book)
_KIND = const(b"P")
# Texts (app.lang; numbers kept by host_tools/texts.py).
_T_NOTHING_TO_REDO = const(190)
_T_REDONE = const(191)
_T_UNDO_ROUND_SCORES = const(187)
_T_UNDO_LAST_ENTRY = const(188)
_T_UNDO_CHANGE_TO = const(189)
_T_FLASH_FREED = const(192)


def boot(book):
    """Power-on: the settings, the active match and the app record, each
    checked; a record that cannot be used is reported once (book.message:
    its kind and args, ledger.store's)
    and set aside, so the device always reaches the menu."""
    from ledger.record import Reader, Unreadable
    store = book.store
    m, msg = store.resume()
    msg = store.said if msg else None   # the message's kind and args (ledger.store)
    # The match is checked and loaded: power-on's checks go before the
    # settings' code and the book's tools load (the heap's worst moment of
    # a power-on is the match's load).
    from unimport import drop
    drop("ledger.recover")
    from app.booktools import note, prefs
    note(book, m)
    # What the screens read of it is kept; the match itself is read again
    # by the press that needs it.
    book._match = m = None
    from ledger.settings import Settings
    s = Settings(store)
    prefs(book, s)
    from rules import RulesError
    try:
        got = store.read(_APP, _KIND)
        d = None if got is None else Reader(got[0]).value()
        if got is not None and got[1] and not msg:
            # The backup is the record one save older: the last report of
            # the round in play (or the last change of the table) is lost.
            msg = (101, (got[1],))
        if d is not None:
            # The app record (see app.book): the last table must be one a
            # match can be started with (ledger.match.Match checks the rest
            # then), the round in play a round number, first player and
            # referee log.
            if type(d) is not dict or sorted(d) not in (["play", "table"], ["play", "redo", "table"]):
                raise TypeError("not a table and round")
            if d.get("redo", False) not in (True, False):
                raise TypeError("wrong redo")
            t = d["table"]
            if t is not None:
                from rules import games
                games.check_players(t["game"], len(t["names"]), t["set"])
                games.changed(t["game"], t["options"])
                if (type(t["set"]) is not int or t["teams"] not in (0, 1) or type(t["names"]) is not list
                        or any(type(x) is not str or not x for x in t["names"])):
                    raise TypeError("wrong table")
            p = d["play"]
            if p is not None and (t is None or type(p["first"]) is not int
                                  or not 0 <= p["first"] < len(t["names"]) or type(p.get("match", 0)) is not int):
                raise TypeError("no seat %s" % p["first"])
            if p is not None and (type(p["round"]) is not int or p["round"] < 0
                                  or type(p["log"]) not in (bytes, list)   # list: version 1
                                  or any(type(x) is not int or not 0 <= x < 256 for x in p["log"])):
                raise TypeError("wrong round in play")
            book.state.update(d)
            if got[1]:
                try:   # the copy used becomes the newest: said once
                    book._save(None, book.state["play"])
                except RulesError:
                    pass   # a flash that refuses it: said again at the next power-on
    except (Unreadable, KeyError, TypeError, RulesError) as e:
        from ledger.recover import set_aside
        set_aside(store, _APP)
        msg = msg or (0, (str(e),))   # kind 0: app.refusal.message's, this record's
    # Said once the language is known (app.main, app.refusal.message).
    book.message = msg or s.said


def undo(book, redo=False):
    """Take back exactly the last confirmed entry: -> what it was, in words
    of the language ("round 2 scores", "change to round 1"), or None if
    there is none. redo: put back the entry undone last instead: -> the
    message for the screen. Undone entries stay in the match's log, and
    redoable (the app record's "redo"), until a new entry is confirmed.

    A round's scores taken back bring back the referee's reports of that
    round as they were when its scores were entered (app.kept, so
    Resume goes to its referee, not to a new deal), and the reports of the
    round after it are kept for the redo, which brings them back."""
    from app import lang   # the texts: loaded for the message anyway
    m = book.match
    if m is None or not (m.can_redo() if redo else m.can_undo()):
        return lang.get(_T_NOTHING_TO_REDO) if redo else None
    rows = list(m.rounds.rows)
    openers = list(m.openers)
    if redo:
        m.redo()
    else:
        m.undo()
    now = m.rounds.rows
    play = book.state["play"]
    # The step, told by what changed in the closed rounds.
    if len(now) != len(rows):
        # The round now being played: its kept reports, if it had any;
        # the reports of the round that was in play are kept for later.
        k = len(now)
        was = k + 1 if len(now) < len(rows) else k - 1
        from app import kept
        if play is not None and play["round"] == was:
            kept.keep(book, play)
        play = kept.load(book, k)
        what = lang.get(_T_UNDO_ROUND_SCORES) % max(len(now), len(rows))
    else:
        # A seat's count of the round being entered, or an edit that
        # changed nothing.
        what = lang.get(_T_UNDO_LAST_ENTRY)
        for i in range(len(rows)):
            if rows[i] != now[i] or openers[i] != m.openers[i]:
                what = lang.get(_T_UNDO_CHANGE_TO) % (i + 1)
                break
    book._save(m, play)
    return lang.get(_T_REDONE) % what if redo else what


def undo_asks(book):
    """-> what undo would take back, in words, when it is a saved round's
    scores (the player is asked first); None when it is not (a seat's
    count, an edit: undone at once) or there is nothing to undo."""
    m = book.match
    if m is None or not m.can_undo():
        return None
    n = len(m.rounds)
    m.undo()       # on the copy read for this press: nothing is saved
    book._match = None
    if len(m.rounds) == n:
        return None
    from app import lang
    return lang.get(_T_UNDO_ROUND_SCORES) % n


def redo(book):
    """Put back the entry undone last: -> the message for the screen."""
    return undo(book, True)


def free_flash(book):
    """The flash is full: delete the finished matches (the user held OK on
    the offer, ledger.store.NotSaved). -> the message for the screen."""
    store = book.store
    a = store.active()
    n = 0
    for mid in store.ids():
        if mid != a:
            store.delete(mid)
            n += 1
    from app import lang
    return lang.get(_T_FLASH_FREED, n) % n
