# Records on flash that survive a power cut at any instant. A save
# (ledger.save.write) writes the whole record to NAME.new, renames NAME to
# NAME.bak, then NAME.new to NAME, so at every instant one complete copy
# holds the new state or the one before it. A load reads NAME, NAME.new and
# NAME.bak and takes the good one with the highest generation; a damaged
# NAME is reported, never used, and kept aside as NAME.bad on the next save.
#
import os
from micropython import const
from rules import RulesError
from ledger import save
from ledger.record import Unreadable, read_frame

# A message of the ledger's for the screen (a damaged file found at
# power-on, a save the flash refused) is English, as the host tools and the
# logs read it; beside it the ledger gives (kind, args) for the device to
# say it in the player's language (app.refusal.message): Store.said after
# resume(), Settings.said, RulesError.said. Kinds: 1 the record of the match
# in play damaged (why), 2 a match unreadable (id, why), 3 a match restored
# from its older copy (id, why, rounds, entries), 4 the settings damaged,
# the defaults used (why), 5 the settings restored (why), 6 a game's house
# rules reset (game), 7 not saved, the flash full and no finished match to
# delete, 8 not saved (why), 9 not saved, the flash full (the finished
# matches it could delete), 100 the pointer to the match in play lost, the
# match found (id), 102 a file at the store's path, moved aside (the path). "why":
# the damage itself, in English: a technical detail.


# -- records on flash ---------------------------------------------------------

_MATCH = const(b"M")
_ACTIVE = const(b"A")


class Store:
    """Saved matches, the active match and other records under one
    directory ("/data" on the device)."""
    # The last message's (kind, args), see above: set on the instance only
    # when there is one (an attribute every Store carried would grow its
    # dict on the heap of every press).
    said = None
    # The match in play, or the one being added: never counted among the
    # finished matches a full flash offers to delete (ledger.recover.error).
    keep = None

    def __init__(self, root, _known=None):
        self.root = root.rstrip("/") or "/"
        # record name -> [the highest generation on flash, which file holds
        # the copy in use ("", ".new" or ".bak"), whether NAME is damaged].
        # _known: that dict from an earlier Store on the same directory (the
        # app keeps it between presses: a save then need not read the
        # record first to learn its generation); nothing else may have
        # written the directory since.
        self._known = {} if _known is None else _known
        try:
            if os.stat(self.root)[0] & 0x4000:   # S_IFDIR: a directory, as it should be
                return
            # A file where the directory goes (a hand, a bad copy): kept
            # aside, an empty store started, and said (ledger.recover).
            from ledger.recover import aside
            aside(self)
        except OSError:
            pass
        try:
            os.mkdir(self.root)
        except OSError:
            pass   # a flash that cannot make it: nothing is read, every save says "Not saved"

    # -- any record -----------------------------------------------------------

    def read(self, name, kind, decode=None):
        """-> (value, problem) of the newest good copy of a record: value is
        decode(payload), or the payload when decode is None; problem is
        None, or says what was wrong with the newer copy when an older one
        had to be used. A copy is good when its checksum is right and
        decode takes it (decode raises Unreadable on contents that
        make no sense): decoding is part of choosing the copy. None when
        the record does not exist; Unreadable when no copy is good."""
        base = self.root + "/" + name
        bad = []               # copies whose contents decode refused
        problem = None
        while True:
            best = None        # (generation, suffix, payload) of the newest good copy
            seen = False
            damaged = False    # NAME's checksum is wrong
            top = 0            # the highest generation on flash
            ref = None         # NAME's generation (-1: damaged), else the backup's
            for suffix in ("", ".new", ".bak"):
                try:
                    with open(base + suffix, "rb") as f:
                        data = f.read()
                    gen, data = read_frame(data, kind)
                except OSError:
                    continue
                except Unreadable as e:
                    if not suffix:
                        problem = e  # NAME is only ever a complete renamed copy
                        damaged = True
                        ref = -1
                    # A broken NAME.new alone is a first save cut short: the
                    # record was never saved.
                    seen = seen or suffix != ".new"
                    continue
                seen = True
                top = max(top, gen)
                if suffix != ".new" and ref is None:
                    ref = gen
                if suffix not in bad and (best is None or gen > best[0]):
                    best = (gen, suffix, data)
            if best is not None and best[1] == ".new" and ref is not None and ref >= 0 and best[0] != ref + 1:
                # A cut save's NAME.new is numbered one above NAME (or,
                # NAME moved to .bak, above that): any other is a stale
                # copy, passed over.
                bad.append(".new")
                continue
            if best is None:
                if not seen:
                    return None
                raise problem or Unreadable("no good copy")
            data = None        # only the copy being decoded is held
            try:
                value = best[2] if decode is None else decode(best[2])
                break
            except MemoryError:
                raise
            except Exception as e:  # a checksum-good copy that cannot be used: the next
                bad.append(best[1])
                problem = problem or (e if isinstance(e, Unreadable) else
                                      Unreadable("contents wrong (%s)" % e))
        if best[1] == ".bak" and problem is None:
            # NAME goes to .bak only once NAME.new is complete: with
            # neither left, something other than a power cut happened.
            problem = Unreadable("the newest copy is missing")
        # The next save is numbered above every copy on flash, used or not;
        # NAME is damaged if its checksum or its contents were wrong.
        self._known[name] = [top, best[1], damaged or "" in bad]
        return value, (str(problem) if problem else None)

    def write(self, name, kind, parts):
        """Save a record atomically (ledger.save.write), its generation on
        flash learnt first when this Store does not know it. A save the
        flash refuses raises "Not saved: ..." (refused()) and keeps the
        last good copy: the caller must not say "saved"."""
        k = self._known.get(name)
        if k is None:
            k = [0, "", False]  # nothing on flash yet
            try:
                self.read(name, kind)  # learn the generation on flash
                k = self._known.get(name, k)
            except Unreadable:
                k[2] = True
            self._known[name] = k
        save.write(self.root, self._known, name, kind, parts, self.refused)

    def refused(self, name, step, e):
        """ledger.save.write's refusal: the RulesError to raise for OSError
        e at step 0 (finishing an earlier save) or 1 (its own)."""
        from ledger.recover import error
        return error(self, name, step, e)

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
        try:
            names = os.listdir(self.root)
        except OSError:
            return out     # no directory (a flash that could not make it)
        for fn in names:
            stem = fn.split(".")[0]
            if stem[:1] == "m" and stem[1:].isdigit() and fn[len(stem):] in ("", ".new", ".bak"):
                i = int(stem[1:])
                if i not in out:
                    out.append(i)
        out.sort()
        return out

    def add(self, match):
        """Save a new match under the next free id, with its backup (a
        match's only copy would go with its file), and make it active. A
        save the flash refuses (RulesError) leaves none of it: the match
        is removed, as a power-on would otherwise find it (ledger.recover)."""
        ids = self.ids()
        match.id = ids[-1] + 1 if ids else 1
        self.keep = match.id
        try:
            # The same bytes twice, encoded once: the first copy becomes
            # the backup.
            parts = match.parts()
            self.write("m" + str(match.id), _MATCH, parts)
            self.write("m" + str(match.id), _MATCH, parts)
            parts = None
            self.set_active(match.id)
        except RulesError:
            self.remove("m" + str(match.id))
            raise
        return match.id

    def save(self, match):
        """Call after every entry, before the screen says "saved"."""
        self.write("m" + str(match.id), _MATCH, match.parts())

    def load(self, mid, table=True, head=None):
        """-> (match, message): message is None, or one line for the screen
        when the newest copy was damaged and an older one is used. Raises
        Unreadable (with a message) when no copy is usable, OSError
        when there is no such match. table: check the header against the
        games table; head: the header as the caller knows it (both
        Match.from_payload's)."""
        from ledger.match import Match

        def decode(data):
            # A copy of another match (its file renamed into place) is no
            # copy of this one.
            m = Match.from_payload(data, mid, table, head)
            m.id = mid
            return m
        try:
            got = self.read("m" + str(mid), _MATCH, decode)
        except Unreadable as e:
            u = Unreadable("Match %d cannot be read: %s" % (mid, e), e.newer)
            u.said = (2, (mid, str(e)))
            raise u
        if got is None:
            raise OSError("no match %d" % mid)
        m = got[0]
        msg = None
        if got[1]:
            msg = "Match %d file damaged (%s); restored the copy with %d rounds, %d entries" % (
                mid, got[1], len(m.rounds), m.entries)
            self.said = (3, (mid, got[1], len(m.rounds), m.entries))
        return m, msg

    def delete(self, mid):
        # Not active first: a cut between the two leaves a finished match,
        # not an active one with no file.
        if self.active() == mid:
            self.set_active(None)
        self.remove("m" + str(mid))

    def active(self):
        """Id of the match in play, or None."""
        from ledger.recover import active_id
        try:
            got = self.read("active", _ACTIVE, active_id)
        except Unreadable:
            return None
        return None if got is None or got[0] is None or got[0] < 0 else got[0]

    def set_active(self, mid):
        buf = bytearray()
        save.put_value(buf, mid)
        self.write("active", _ACTIVE, (buf,))

    def resume(self):
        """At boot: -> (active match or None, message or None). Never
        raises for what is on flash: a record that cannot be used is
        reported once and set aside (ledger.recover)."""
        from ledger.recover import resume
        return resume(self)
