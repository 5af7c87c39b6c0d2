# A round's referee reports, kept once its scores are saved, so an undo of
# those scores brings them back (app.amend) instead of a new deal: one
# record a round, "play<round>", holding the app record's round in play
# ("round", "first", "log") and the match's id, so a finished match's leave
# nothing behind for the next. Its own module: app.book imports it on every
# round saved from a referee, without undo's code.
from micropython import const

_KIND = const(b"P")


def _kept_name(k):
    return "play" + str(k)


def keep(book, play):
    from ledger.save import put_value
    buf = bytearray()
    put_value(buf, {"id": book.info["id"], "play": play})
    book.store.write(_kept_name(play["round"]), _KIND, (buf,))


def load(book, k):
    """The reports kept for round k of the active match, or None."""
    from ledger.record import Reader, Unreadable
    try:
        got = book.store.read(_kept_name(k), _KIND)
        d = None if got is None else Reader(got[0]).value()
        if d is None or d["id"] != book.info["id"]:
            return None
        p = d["play"]
        if p["round"] != k or type(p["first"]) is not int or type(p["log"]) not in (bytes, list):
            return None
        return p
    except (Unreadable, KeyError, TypeError):
        # Lost, the round is dealt again: its scores are safe in the match.
        return None


def forget_after(book, k):
    """A new entry was confirmed with round k in play: the redo is gone,
    and so are the reports kept for the rounds after k."""
    store = book.store
    import os
    while True:
        k += 1
        name = _kept_name(k)
        for suffix in ("", ".new", ".bak"):
            try:
                os.stat(store.root + "/" + name + suffix)
                break
            except OSError:
                pass
        else:
            return
        store.remove(name)
