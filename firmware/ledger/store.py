# Records on flash that survive a power cut at any instant. A save writes
# the whole record to NAME.new and closes it (littlefs commits a file at
# close; on CPython we fsync), renames the current NAME to NAME.bak (the
# previous good copy), then NAME.new to NAME. Each rename is atomic on
# littlefs and POSIX, so at every instant one complete copy holds the new
# state or the one before it. A load reads NAME, NAME.new and NAME.bak and
# takes the good one with the highest generation; a damaged NAME is
# reported, never used, and kept aside as NAME.bad on the next save.
import os
from micropython import const
from ledger import codec

_MATCH = const(b"M")
_ACTIVE = const(b"A")


class Store:
    """Saved matches, the active match and other records under one
    directory ("/data" on the device)."""

    def __init__(self, root):
        self.root = root.rstrip("/") or "/"
        # record name -> generation of its newest good copy, which file
        # holds it ("", ".new" or ".bak"), whether NAME itself is damaged
        self._gen = {}
        self._where = {}
        self._main_bad = {}
        try:
            os.stat(self.root)
        except OSError:
            os.mkdir(self.root)

    def _path(self, name):
        return self.root + "/" + name

    # -- any record -----------------------------------------------------------

    def read(self, name, kind):
        """-> (payload, problem) of the newest good copy of a record; problem
        is None, or says what was wrong with NAME when an older copy had to
        be used. None when the record does not exist; codec.Unreadable when
        no copy is good."""
        base = self._path(name)
        best = None
        where = None
        problem = None
        seen = False
        for suffix in ("", ".new", ".bak"):
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
        self._gen[name] = best[0]
        self._where[name] = where
        self._main_bad[name] = problem is not None
        return best[1], (str(problem) if problem else None)

    def write(self, name, kind, parts):
        """Save a record atomically (see the top of this file)."""
        if name not in self._gen:
            try:
                self.read(name, kind)  # learn the generation on flash
            except codec.Unreadable:
                self._main_bad[name] = True
        base = self._path(name)
        if self._where.get(name) == ".new":
            # A save was cut after writing NAME.new: finish it first, so
            # the newest state is not overwritten below.
            self._promote(base, name)
        gen = self._gen.get(name, 0) + 1
        with open(base + ".new", "wb") as f:
            codec.write(f, kind, gen, parts)
            _durable(f)
        self._promote(base, name)
        self._gen[name] = gen

    def _promote(self, base, name):
        # NAME (good) becomes the backup, a damaged NAME is put aside so the
        # backup stays good; then NAME.new becomes NAME.
        try:
            os.rename(base, base + (".bad" if self._main_bad.get(name) else ".bak"))
        except OSError:
            pass  # no NAME
        os.rename(base + ".new", base)
        _sync_dir(self.root)
        self._where[name] = ""
        self._main_bad[name] = False

    def remove(self, name):
        # NAME last: a cut part way leaves the record whole, not a backup
        # that would come back as "the newest copy is missing".
        for suffix in (".new", ".bak", ".bad", ""):
            try:
                os.remove(self._path(name + suffix))
            except OSError:
                pass
        for d in (self._gen, self._where, self._main_bad):
            d.pop(name, None)

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
        self.write("m%d" % match.id, _MATCH, match.parts())

    def load(self, mid, cls=None):
        """-> (match, message): message is None, or one line for the screen
        when the newest copy was damaged and an older one is used. Raises
        codec.Unreadable (with a message) when no copy is usable, OSError
        when there is no such match. cls: ledger.match.Match (the default)
        to make entries, ledger.replay.Replay to read only (less code)."""
        if cls is None:
            from ledger.match import Match as cls
        try:
            got = self.read("m%d" % mid, _MATCH)
        except codec.Unreadable as e:
            raise codec.Unreadable("Match %d cannot be read: %s" % (mid, e), e.newer)
        if got is None:
            raise OSError("no match %d" % mid)
        m = cls.from_payload(got[0])
        m.id = mid
        msg = None
        if got[1]:
            msg = "Match %d file damaged (%s); restored the copy with %d rounds, %d entries" % (
                mid, got[1], len(m.rounds), m.entries)
        return m, msg

    def delete(self, mid):
        self.remove("m%d" % mid)
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


def _durable(f):
    # littlefs commits at close; CPython needs the bytes on the disk before
    # the rename makes them the current copy.
    f.flush()
    if hasattr(os, "fsync"):
        os.fsync(f.fileno())


def _sync_dir(path):
    # CPython: make the renames themselves durable. littlefs renames are
    # committed when they return.
    if hasattr(os, "fsync") and hasattr(os, "O_RDONLY"):
        fd = os.open(path, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)
