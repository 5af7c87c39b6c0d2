# Records on flash that survive a power cut at any instant. A save writes
# the whole record to NAME.new and closes it (littlefs commits a file at
# close; on CPython we fsync), renames the current NAME to NAME.bak (the
# previous good copy), then NAME.new to NAME. Each rename is atomic on
# littlefs and POSIX, so at every instant one complete copy holds the new
# state or the one before it. A load reads NAME and NAME.new and takes the
# good one with the highest generation, and NAME.bak only when neither is
# good; a damaged NAME is reported, never used, and kept aside as NAME.bad
# on the next save.
import os
from micropython import const
from ledger import codec

_MATCH = const(b"M")
_ACTIVE = const(b"A")


class Store:
    """Saved matches, the active match and other records under one
    directory ("/data" on the device)."""

    def __init__(self, root, _known=None):
        self.root = root.rstrip("/") or "/"
        # record name -> [generation of its newest good copy, which file
        # holds it ("", ".new" or ".bak"), whether NAME itself is damaged].
        # _known: that dict from an earlier Store on the same directory (the
        # app keeps it between presses: a save then need not read the
        # record first to learn its generation); nothing else may have
        # written the directory since.
        self._known = {} if _known is None else _known
        try:
            os.stat(self.root)
        except OSError:
            os.mkdir(self.root)

    # -- any record -----------------------------------------------------------

    def read(self, name, kind):
        """-> (payload, problem) of the newest good copy of a record; problem
        is None, or says what was wrong with NAME when an older copy had to
        be used. None when the record does not exist; codec.Unreadable when
        no copy is good."""
        base = self.root + "/" + name
        best = None
        where = None
        problem = None
        seen = False
        for suffix in ("", ".new", ".bak"):
            if suffix == ".bak" and best is not None and problem is None:
                # NAME (or NAME.new, a save cut before its renames) is good:
                # the backup is the copy before it, older by construction.
                break
            try:
                with open(base + suffix, "rb") as f:
                    data = f.read()
            except OSError:
                continue
            try:
                gen, payload = codec.read(data, kind)
            except codec.Unreadable as e:
                if not suffix:
                    problem = e  # NAME is only ever a complete renamed copy
                # A broken NAME.new alone is a first save cut short: the
                # record was never saved.
                seen = seen or suffix != ".new"
                continue
            seen = True
            if best is None or gen > best[0]:
                best = (gen, payload)
                where = suffix
        if not seen:
            return None
        if best is None:
            raise problem or codec.Unreadable("no good copy")
        if where == ".bak" and problem is None:
            # NAME goes to .bak only once NAME.new is complete: with
            # neither left, something other than a power cut happened.
            problem = codec.Unreadable("the newest copy is missing")
        self._known[name] = [best[0], where, problem is not None]
        return best[1], (str(problem) if problem else None)

    def write(self, name, kind, parts):
        """Save a record atomically (see the top of this file)."""
        k = self._known.get(name)
        if k is None:
            k = [0, "", False]  # nothing on flash yet
            try:
                self.read(name, kind)  # learn the generation on flash
                k = self._known.get(name, k)
            except codec.Unreadable:
                k[2] = True
            self._known[name] = k
        base = self.root + "/" + name
        if k[1] == ".new":
            # A save was cut after writing NAME.new: finish it first, so
            # the newest state is not overwritten below.
            self._promote(base, k)
        k[0] += 1
        with open(base + ".new", "wb") as f:
            codec.write(f, kind, k[0], parts)
        _sync(base + ".new")
        self._promote(base, k)

    def _promote(self, base, k):
        # NAME (good) becomes the backup, a damaged NAME is put aside so the
        # backup stays good; then NAME.new becomes NAME.
        try:
            os.rename(base, base + (".bad" if k[2] else ".bak"))
        except OSError:
            pass  # no NAME
        os.rename(base + ".new", base)
        _sync(self.root)
        k[1] = ""
        k[2] = False

    def remove(self, name):
        # NAME last: a cut part way leaves the record whole, not a backup
        # that would come back as "the newest copy is missing".
        for suffix in (".new", ".bak", ".bad", ""):
            try:
                os.remove(self.root + "/" + name + suffix)
            except OSError:
                pass
        self._known.pop(name, None)

    # -- matches ------------------------------------------------------------------

    def ids(self):
        """Ids of the saved matches, oldest first."""
        out = []
        for fn in os.listdir(self.root):
            stem = fn.split(".")[0]
            if stem[:1] == "m" and stem[1:].isdigit() and fn[len(stem):] in ("", ".new", ".bak"):
                i = int(stem[1:])
                if i not in out:
                    out.append(i)
        out.sort()
        return out

    def add(self, match):
        """Save a new match under the next free id and make it active."""
        ids = self.ids()
        match.id = ids[-1] + 1 if ids else 1
        self.save(match)
        self.set_active(match.id)
        return match.id

    def save(self, match):
        """Call after every entry, before the screen says "saved"."""
        self.write("m" + str(match.id), _MATCH, match.parts())

    def load(self, mid):
        """-> (match, message): message is None, or one line for the screen
        when the newest copy was damaged and an older one is used. Raises
        codec.Unreadable (with a message) when no copy is usable, OSError
        when there is no such match."""
        from ledger.match import Match
        try:
            got = self.read("m" + str(mid), _MATCH)
        except codec.Unreadable as e:
            raise codec.Unreadable("Match %d cannot be read: %s" % (mid, e), e.newer)
        if got is None:
            raise OSError("no match %d" % mid)
        m = Match.from_payload(got[0])
        m.id = mid
        msg = None
        if got[1]:
            msg = "Match %d file damaged (%s); restored the copy with %d rounds, %d entries" % (
                mid, got[1], len(m.rounds), m.entries)
        return m, msg

    def delete(self, mid):
        self.remove("m" + str(mid))
        if self.active() == mid:
            self.set_active(None)

    def active(self):
        """Id of the match in play, or None."""
        try:
            got = self.read("active", _ACTIVE)
        except codec.Unreadable:
            return None
        if got is None:
            return None
        return codec.Reader(got[0]).value()

    def set_active(self, mid):
        buf = bytearray()
        codec.put_value(buf, mid)
        self.write("active", _ACTIVE, (buf,))

    def resume(self):
        """At boot: -> (active match or None, message or None)."""
        mid = self.active()
        if mid is None:
            return None, None
        try:
            return self.load(mid)
        except codec.Unreadable as e:
            return None, str(e)
        except OSError:
            return None, None


def _sync(path):
    # littlefs commits a file at close and a rename when it returns.
    # CPython: the new file's bytes must be on the disk before the rename
    # makes it the current copy (path: the file), and the renames
    # themselves made durable (path: the directory).
    if hasattr(os, "fsync") and hasattr(os, "O_RDONLY"):
        fd = os.open(path, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)
