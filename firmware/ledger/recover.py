# What the store (ledger.store) does rarely, loaded only then: at power-on,
# resume the match in play and set aside a record that cannot be used, so
# the device reaches the menu and says so once; and when the flash refuses
# a save, undo its traces and say why (error()).
from micropython import const
import os
from rules import RulesError
from ledger.record import Reader, Unreadable

_ENOSPC = const(28)   # errno: no space left on the device (littlefs and POSIX)


def error(store, name, step, e):
    """Store.write failed with OSError e at `step` (0: finishing an earlier
    save, 1: its own): -> the RulesError to raise, one line for the screen
    ("Not saved: ..."); its `offer` is the app step that frees space
    (app.amend.free_flash) when the flash is full and finished matches
    could be deleted, else None. The state being saved was never confirmed,
    so no copy of it may come back at the next power-on; if NAME had gone
    to .bak already, it comes back."""
    base = store.root + "/" + name
    if step:
        try:
            os.remove(base + ".new")
        except OSError:
            pass
        try:
            os.stat(base)
        except OSError:
            try:
                os.rename(base + ".bak", base)
            except OSError:
                pass
    store._known.pop(name, None)  # learnt again from flash next time
    offer = None
    if e.args and e.args[0] == _ENOSPC:
        a = store.active()
        n = len([i for i in store.ids() if i != a])
        if n:
            offer = "free_flash"
            msg = "Not saved: flash full. Hold OK to delete the finished matches (%d)." % n
            said = (9, (n,))
        else:
            msg = "Not saved: flash full, and no finished match to delete."
            said = (7, ())
    else:
        msg = "Not saved: the flash could not be written (%s)." % e
        said = (8, (str(e),))
    err = RulesError(msg)
    err.offer = offer
    err.said = said   # for the device's language (ledger.store's kinds)
    return err


def set_aside(store, name):
    """A record none of whose copies can be used: kept as NAME.bad for
    whoever looks at the flash, gone for the device (so it is reported
    once, not at every power-on)."""
    base = store.root + "/" + name
    for suffix in (".bak", ".new", ""):
        try:
            os.rename(base + suffix, base + ".bad")
        except OSError:
            pass
    store._known.pop(name, None)


def active_id(data):
    """The active-match record's contents (Store.read's decode): a match
    number, or None."""
    r = Reader(data)
    v = r.value()
    if r.pos != r.end or not (v is None or type(v) is int and v > 0):
        raise Unreadable("not a match number")
    return v


def resume(store):
    """Store.resume(): the match in play at power-on."""
    try:
        got = store.read("active", b"A", active_id)
    except Unreadable as e:
        set_aside(store, "active")
        store.said = (1, (str(e),))
        return None, "The record of the match in play is damaged (%s); set aside" % e
    if got is None or got[0] is None:
        return None, None
    mid = got[0]
    m = None
    msg = None
    try:
        try:
            m, msg = store.load(mid)
        except Unreadable as e:
            msg = str(e)
            store.said = getattr(e, "said", None)
            if not e.newer:   # newer firmware reads it: left for that
                store.set_active(None)
            return None, msg
        except OSError:
            store.set_active(None)  # its file is gone
            return None, None
        if msg:
            # The copy restored becomes the newest, the damaged one is put
            # aside: said once, not at every power-on.
            store.save(m)
    except (OSError, RulesError):
        pass  # a repair the flash refuses waits for the next save
    return m, msg
