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
    """A save (ledger.save.write) failed with OSError e at `step` (0:
    finishing an earlier save, 1: its own): -> the RulesError to raise,
    one line for the screen ("Not saved: ..."); its `offer` is the app
    step that frees space (app.amend.free_flash) when the flash is full
    and finished matches could be deleted, else None. The state being
    saved was never confirmed, so no copy of it may come back at the next
    power-on; if NAME had gone to .bak already, it comes back."""
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
        n = len([i for i in store.ids() if i != a and i != store.keep])
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


def aside(store):
    """Store(): something not a directory at the store's path (a file put
    there by hand, a bad copy): it is kept as ROOT.bad for whoever looks
    at the flash, the store starts empty, and the power-on says so
    (store.said, kind 102)."""
    root = store.root
    try:
        os.remove(root + ".bad")   # an older one kept aside
    except OSError:
        pass
    try:
        os.rename(root, root + ".bad")
    except OSError:
        os.remove(root)
    store.said = (102, (root,))


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
    number, minus it once that match is over and none is in play
    (app.booktools.finish), or None."""
    r = Reader(data)
    v = r.value()
    if r.pos != r.end or not (v is None or type(v) is int and v != 0):
        raise Unreadable("not a match number")
    return v


def _lost(store, mid):
    """The newest match, when it is unfinished and the pointer does not
    name it: its pointer was lost. mid: the match the pointer names, minus
    the last one finished, None for none or a damaged record. A match is
    made active as it is added, after every other, and set inactive only
    once it is over, so the newest unfinished one is the match in play (one
    left for a new game is never the newest). The newest is loaded only
    when the pointer does not already say how things stand. -> its id, or
    None."""
    ids = store.ids()
    if not ids or ids[-1] == mid or mid is not None and mid < 0 and ids[-1] < -mid:
        return None
    if mid is not None and mid in ids:
        try:
            if not store.load(mid)[0].standings()["over"]:
                return None   # the pointer names an open match: that one
        except (Unreadable, OSError, RulesError):
            pass
    try:
        # (A pointer saying the newest match is over: read to see it is,
        # without the games table's check of it, the lighter way, as a
        # press reads the match in play: a wrong answer is only a match
        # not resumed, as before the check.)
        m = store.load(ids[-1], mid is None or mid > 0)[0]
        return None if m.standings()["over"] else ids[-1]
    except Exception:  # noqa: BLE001 (whatever a file makes the reading raise: not a match to resume)
        return None


def resume(store):
    """Store.resume(): the match in play at power-on."""
    damaged = None
    try:
        got = store.read("active", b"A", active_id)
    except Unreadable as e:
        set_aside(store, "active")
        damaged = str(e)
        got = None
    mid = None if got is None else got[0]
    if got is not None and got[1]:
        # Its newest copy was damaged: the backup names the match in play
        # before the last change of it, which _lost must not trust.
        damaged = got[1]
        mid = None
    found = _lost(store, mid)
    if found is not None:
        # Found again: the pointer is put right and the player told.
        try:
            store.set_active(found)
        except (OSError, RulesError):
            pass   # resumed all the same; put right at the next save
        m, msg = resume_id(store, found)
        # A match with nothing entered yet: a cut as it was added, before
        # it was made active (Store.add); nothing to tell.
        if m is not None and msg is None and m.entries:
            store.said = (100, (found,))
            msg = "The record of the match in play was lost: match %d found and resumed." % found
        return m, msg
    if damaged is not None:
        store.said = (1, (damaged,))
        return None, "The record of the match in play is damaged (%s); set aside" % damaged
    if mid is None or mid < 0:
        return None, None
    return resume_id(store, mid)


def resume_id(store, mid):
    """The match mid, in play: loaded, its damaged newest copy put aside."""
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
            # Its file is gone, or not a file (the pointer is only ever set
            # to a match on flash, and cleared before one is deleted).
            store.said = (2, (mid, "file missing"))
            store.set_active(None)
            return None, "Match %d cannot be read: file missing" % mid
        if msg:
            # The copy restored becomes the newest, the damaged one is put
            # aside: said once, not at every power-on.
            store.save(m)
    except (OSError, RulesError):
        pass  # a repair the flash refuses waits for the next save
    return m, msg
