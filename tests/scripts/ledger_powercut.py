# Power-cut test of the ledger's storage, run by tests/test_ledger_powercut.py
# under the MicroPython unix port: the scripted match (tests/ledger_script.py)
# is saved after every step on littlefs (vfs.VfsLfs2) on a RAM flash chip.
# For each step, the power is cut at every program and erase of its save in
# turn (replayed from a snapshot of the chip taken before the step); then
# the chip is mounted again, the active match loaded, and it must equal the
# state before or after that step, with no message (a power cut is not
# damage); and beside that newest copy, a good copy of the confirmed state
# before it must remain on the chip (the backup: a bug that destroys it
# loses nothing today but everything at the next damage). Then the step is
# keyed again if it was lost, saved, and loaded once more: it must hold the
# state after the step.
#
# usage: micropython ledger_powercut.py [STEPS [first | P/N]]
#   STEPS: the first STEPS steps (all by default; 0 all); first: stop at the
#   first failure (tests/test_ledger_mutation.py); P/N: cut only every Nth
#   step from step P-1 on (every step is still saved, uncut, so the chip
#   holds the same states): N processes with P = 1..N share the cuts
#   (tests/test_ledger_powercut.py runs one a core).
import sys

from ramdisk import Disk, PowerCut, boot
from ledger_script import apply, new_match, payload, steps
from ledger.record import Unreadable, read_frame
from ledger.store import Store
from ledger.match import Match
from rules import RulesError

ROOT = "/flash/data"


def run(limit=0, first=False, part=1, parts=1):
    disk = Disk(blocks=32)  # 128 KB: three images of it fit the heap
    boot(disk, mkfs=True)
    script = steps()
    if limit:
        script = script[:limit]
    before = None          # payload of the saved state
    prior = None           # and of the confirmed state before it
    cuts = 0
    again = 0              # second cuts, in the save of the entry after
    kept = [0, 0]          # loads that gave the state before / after
    backups = 0            # loads with the previous state's copy beside them
    finished = 0           # cuts that left a whole .new, then the next save uncut
    failures = Failures(first)
    # Chip images made once (the heap is small): before and after a step,
    # and as a cut left it.
    snapshot = bytearray(len(disk.data))
    after_bytes = bytearray(len(disk.data))
    left = bytearray(len(disk.data))
    for k in range(-1, len(script)):
        snapshot[:] = disk.data
        # The step without a cut: counts its writes and gives the state after.
        boot(disk)
        disk.reset_counters()
        after = _step(Store(ROOT), before, script, k)
        writes = disk.ops
        after_bytes[:] = disk.data
        nxt = _expect(after, script, k + 1)
        for n in range(1, writes + 1 if (k + 1) % parts == part - 1 else 1):
            disk.restore(snapshot)
            if not _cut(disk, n, before, script, k):
                failures.append("step %d: no cut at write %d of %d" % (k, n, writes))
                continue
            cuts += 1
            got, msg = _load(disk)
            if msg is not None or got not in (before, after):
                failures.append("step %d cut at write %d/%d: %s, %s" % (
                    k, n, writes, msg, "before" if got == before else "after" if got == after else "OTHER"))
                continue
            kept[got == after] += 1
            why = _backup(disk, got, before if got == after else prior)
            if why:
                failures.append("step %d cut at write %d/%d: %s" % (k, n, writes, why))
                continue
            backups += 1
            if got == before:  # the entry was not saved: key it again
                if k < 0:
                    # The match was not made: made again from the chip as it
                    # was, so it is match 1 as the states after it expect (a
                    # first save cut short leaves a file that takes id 1).
                    disk.restore(snapshot)
                boot(disk)
                _step(Store(ROOT), before, script, k)
            if nxt is None:
                continue
            if got == after and _whole_new(disk):
                # The cut came after the new copy was complete, before its
                # renames: the next save, uncut, must finish that one first,
                # so the state it held stays as the backup of the next.
                left[:] = disk.data
                _cut(disk, 0, after, script, k + 1)
                got, msg = _load(disk)
                why = _backup(disk, got, after)
                if msg is not None or got != nxt or why:
                    failures.append("step %d cut at write %d, then step %d saved: %s, %s" % (
                        k, n, k + 1, msg, why or ("OTHER" if got != nxt else "")))
                    continue
                finished += 1
                disk.restore(left)
            # Continue with the next entry, and cut its save too: at the
            # first writes when this cut came late, and the other way round,
            # so a cut right after a cut is tried as well.
            again += _cut(disk, writes - n + 1, after, script, k + 1)
            got, msg = _load(disk)
            if msg is not None or got not in (after, nxt):
                failures.append("step %d cut at write %d, then step %d cut at write %d: %s, %s" % (
                    k, n, k + 1, writes - n + 1, msg, "before" if got == before else "OTHER"))
                continue
            why = _backup(disk, got, after if got == nxt else before)
            if why:
                failures.append("step %d cut at write %d, then step %d cut at write %d: %s" % (
                    k, n, k + 1, writes - n + 1, why))
                continue
            backups += 1
        disk.restore(after_bytes)
        prior = before
        before = after
    print("steps: %d (%d ledger entries)" % (len(script), sum(1 for s in script if s[0] in ("enter", "close", "edit"))))
    print("cut points tried: %d" % cuts)
    print("second cuts while continuing: %d" % again)
    print("loads giving the state before the step: %d, after it: %d" % (kept[0], kept[1]))
    print("cuts that left a whole new copy, then the next save uncut: %d" % finished)
    print("loads with a good copy of the state before beside the newest: %d" % backups)
    print("failures: %d" % failures.count)
    return not failures.count


class Failures:
    """Prints the first few failures, counts them all; first: stops the
    run at the first."""

    def __init__(self, first=False):
        self.count = 0
        self.first = first

    def append(self, text):
        self.count += 1
        if self.count <= 10:
            print("FAIL " + text)
        if self.first:
            print("failures: 1 (stopped at the first)")
            sys.exit(1)


def _whole_new(disk):
    # Whether the chip (as _load mounted it) holds a complete m1.new: a
    # save cut before its renames.
    try:
        with open(ROOT + "/m1.new", "rb") as f:
            read_frame(f.read(), b"M")
        return True
    except (OSError, Unreadable):
        return False


def _backup(disk, newest, previous):
    """None if the chip (as _load mounted it) holds, as its two newest good
    copies of match 1, `newest` and `previous` (the confirmed state before
    it; None: there is none yet); else what is wrong."""
    copies = []
    for suffix in ("", ".new", ".bak"):
        try:
            with open(ROOT + "/m1" + suffix, "rb") as f:
                data = f.read()
            gen, data = read_frame(data, b"M")
        except (OSError, Unreadable):
            continue
        copies.append((gen, bytes(data)))
    copies.sort(key=lambda c: -c[0])
    if newest is None:
        return None   # the match was not made yet
    if not copies or copies[0][1] != newest:
        return "the newest copy on the chip is not the state loaded"
    if previous is not None and (len(copies) < 2 or copies[1][1] != previous):
        return "no good copy of the state before it (%d good copies)" % len(copies)
    return None


def _cut(disk, n, before, script, k):
    """Key step k with the power cut at write n of its save; -> whether the
    cut came (a save with fewer writes completes)."""
    flash = boot(disk, cut_at=n)
    try:
        _step(Store(ROOT), before, script, k)
    except (PowerCut, OSError, RulesError):
        pass  # the cut, or littlefs failing on the dead chip after it (NotSaved)
    return flash.dead


def _load(disk):
    """Power on, load the active match: -> (its payload, message)."""
    boot(disk)
    m, msg = Store(ROOT).resume()
    return payload(m), msg


def _expect(before, script, k):
    # The state after step k, worked out in memory.
    if k >= len(script):
        return None
    m = Match.from_payload(before, 1, False)  # the harness's own copy: no need for the games table
    apply(m, script[k])
    return payload(m)


def _step(store, before, script, k):
    # Step -1 starts the match; step k keys script[k] into the saved state
    # and saves it, as the app does before it says "saved".
    if k < 0:
        m = new_match()
        store.add(m)
    else:
        m = Match.from_payload(before, 1, False)  # the harness's own copy: no need for the games table
        m.id = 1
        apply(m, script[k])
        store.save(m)
    return payload(m)


if __name__ == "__main__":
    share = sys.argv[-1].split("/") if "/" in sys.argv[-1] else (1, 1)
    sys.exit(0 if run(int(sys.argv[1]) if len(sys.argv) > 1 else 0, sys.argv[-1] == "first",
                      int(share[0]), int(share[1])) else 1)
