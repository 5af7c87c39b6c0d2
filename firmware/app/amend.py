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
_T_NOTHING_TO_REDO = const(191)
_T_REDONE = const(192)
_T_UNDO_ROUND_SCORES = const(188)
_T_UNDO_LAST_ENTRY = const(189)
_T_UNDO_CHANGE_TO = const(190)
_T_FLASH_FREED = const(193)


def boot(book):
    """Power-on: the settings, the active match and the app record, each
    checked; a record that cannot be used is reported once (book.message:
    its kind and args, ledger.store's)
    and set aside, so the device always reaches the menu."""
    store = book.store
    aside = store.said      # the store's path held a file, set aside (ledger.recover.aside)
    m, msg = store.resume()
    msg = store.said if msg else aside   # the message's kind and args (ledger.store)
    # The match is checked and loaded: power-on's checks go before the
    # settings' code and the book's tools load (the heap's worst moment of
    # a power-on is the match's load).
    from unimport import drop
    drop("ledger.recover")
    from app.booktools import note, prefs
    note(book, m)
    undone = m is not None and m.can_redo()
    # What the screens read of it is kept; the match itself is read again
    # by the press that needs it.
    book._match = m = None
    from ledger.settings import Settings
    s = Settings(store)
    prefs(book, s)
    if undone:
        # Entries undone in the match file that the app record does not
        # know of (it says so before the match has them, app.book._save):
        # the match's newest copy is wrong, the one before it is used
        # (before the app record is checked against the match).
        from ledger.record import Reader, Unreadable
        try:
            got = store.read(_APP, _KIND)
            if got is not None and Reader(got[0]).value().get("redo") is False:
                msg = _undone(book, store) or msg
        except (Unreadable, AttributeError):
            pass   # (the app record's own check says what is wrong with it)
    msg = _app(book, store, msg)
    st = book.state
    i = book.info
    if i is not None:
        from rules import RulesError
        try:
            if st.get("id", i["id"]) != i["id"] or st["table"] != i["table"]:
                # A Deal, or new names, whose match is saved but whose
                # roster and app record a power cut (or a full flash) kept
                # from following it: finished now, as the press would have.
                t = i["table"]
                st["table"] = {"game": t["game"], "names": list(t["names"]), "set": t["set"],
                               "options": dict(t["options"]), "teams": t["teams"]}
                st["id"] = i["id"]
                from app.booktools import remember_names
                remember_names(book, t["names"])
                book._save(None, st["play"])
            elif book.load_play() is None:
                # An undo (or redo) of a round's scores whose app record a
                # cut kept from following the match: the round's reports,
                # as kept (app.kept), are its round in play.
                from app import kept
                p = kept.load(book, i["rounds"])
                if p is not None:
                    book._save(None, p)
        except RulesError:
            pass   # a flash that refuses it: put right at the next power-on
    # Said once the language is known (app.main, app.refusal.message).
    book.message = msg or s.said


def _undone(book, store):
    """The match in play's newest copy set aside (NAME.bad) for the one
    before it; -> the message saying so, or None when no copy is left
    to use (the newest then stays)."""
    import os
    from app.booktools import note
    from ledger.record import Unreadable
    mid = book.info["id"]
    base = store.root + "/m" + str(mid)
    try:
        os.remove(base + ".bad")
    except OSError:
        pass
    try:
        os.rename(base, base + ".bad")
        m = store.load(mid)[0]
    except (OSError, Unreadable):
        try:
            os.rename(base + ".bad", base)
        except OSError:
            pass
        return None
    note(book, m)
    from rules import RulesError
    try:
        store.save(m)      # the copy used becomes the newest: said once
    except RulesError:
        pass
    return 3, (mid, "undo point wrong", len(m.rounds), m.entries)


def _app(book, store, msg):
    """The app record read at power-on into book.state, checked as the
    presses that write it make it (a copy no save makes is passed over for
    the one before it, and that loss said); -> msg, or the message about
    it when there is none yet."""
    from ledger.record import Unreadable
    from rules import RulesError
    i = book.info
    try:
        got = store.read(_APP, _KIND, lambda data: _checked(book, data))
        if got is None:
            if store.ids():
                # The first Deal saves it before its match (app.booktools.
                # start): with matches on the flash, it was lost.
                raise Unreadable("missing")
            return msg
        d, problem = got
        if problem is None and i is not None and d["play"] is None:
            # The round in play is dropped only by a save that ends the
            # round (its scores, an undo of them) or the match: the copy
            # before this one, of the round still in play, says it was lost.
            b = _backup(store)
            p = b and b.get("play")
            if p and p.get("match") == i["id"] and p["round"] == i["rounds"]:
                d = b
                problem = "round in play missing"
        book.state.update(d)
        if problem:
            if not msg:
                # The backup is the record one save older: the last report of
                # the round in play (or the last change of the table) is lost.
                msg = (101, (problem,))
            try:   # the copy used becomes the newest: said once
                book._save(None, book.state["play"])
            except RulesError:
                pass   # a flash that refuses it: said again at the next power-on
    except (Unreadable, KeyError, TypeError) as e:
        from ledger.recover import set_aside
        set_aside(store, _APP)
        msg = msg or (0, (str(e),))   # kind 0: app.refusal.message's, this record's
    return msg


def _backup(store):
    # The app record's backup copy alone (None when it cannot be read).
    from ledger.record import Reader, read_frame
    try:
        with open(store.root + "/" + _APP + ".bak", "rb") as f:
            d = Reader(read_frame(f.read(), _KIND)[1]).value()
        return d if type(d) is dict else None
    except Exception:  # noqa: BLE001 (whatever is there: not a copy to go by)
        return None


def _checked(book, data):
    """The app record (see app.book) from its payload, or an exception
    saying what no save makes of it: the last table one a match can be
    started with (ledger.match.Match checks the rest then), the round in
    play a round number, first player and referee log, of the match in
    play or an older one, and of its round in play, or of a round whose
    reports were kept as its scores were saved or undone (app.kept: a
    power cut after that leaves them here)."""
    from ledger.record import Reader, Unreadable
    from rules import RulesError
    try:
        return _table_and_round(book, Reader(data).value())
    except (KeyError, TypeError, RulesError) as e:
        raise Unreadable(str(e))   # (said as it is: Store.read's own words are longer)


def _table_and_round(book, d):
    if type(d) is not dict or sorted(k for k in d if k != "id") not in (["play", "table"],
                                                                       ["play", "redo", "table"]):
        raise TypeError("not a table and round")
    if d.get("redo", False) not in (True, False) or type(d.get("id", 0)) is not int:
        raise TypeError("wrong redo or match")
    t = d["table"]
    if t is not None:
        from rules import games
        games.check_players(t["game"], len(t["names"]), t["set"])
        games.changed(t["game"], t["options"])
        if (type(t["set"]) is not int or t["teams"] not in (0, 1) or type(t["names"]) is not list
                or any(type(x) is not str or not x for x in t["names"])):
            raise TypeError("wrong table")
    p = d["play"]
    if p is None:
        return d
    if (t is None or type(p["first"]) is not int or not 0 <= p["first"] < len(t["names"])
            or type(p.get("match", 0)) is not int):
        raise TypeError("no seat %s" % p["first"])
    if (type(p["round"]) is not int or p["round"] < 0
            or type(p["log"]) not in (bytes, list)   # list: version 1
            or any(type(x) is not int or not 0 <= x < 256 for x in p["log"])):
        raise TypeError("wrong round in play")
    i = book.info
    if i is not None:
        k = p.get("match", i["id"])
        if k > i["id"] or k < 1 or k < i["id"] and i["rounds"]:
            # A match's reports name it; the last match's stay only until
            # the new one's first round is dealt.
            raise TypeError("round in play of match %d" % k)
        if k == i["id"] and p["round"] != i["rounds"]:
            from app import kept
            q = kept.load(book, p["round"])
            if q is None or q["first"] != p["first"] or bytes(q["log"]) != bytes(p["log"]):
                raise TypeError("round in play %d of %d" % (p["round"] + 1, i["rounds"] + 1))
    return d


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
        if mid != a and mid != store.keep:
            store.delete(mid)
            n += 1
    from app import lang
    return lang.get(_T_FLASH_FREED, n) % n
