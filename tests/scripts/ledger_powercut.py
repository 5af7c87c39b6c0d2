# Power-cut test of the ledger's storage, run by tests/test_ledger_powercut.py
# under the MicroPython unix port: the scripted match (tests/ledger_script.py)
# is saved after every step on littlefs (vfs.VfsLfs2) on a RAM flash chip.
# For each step, the power is cut at every program and erase of its save in
# turn (replayed from a snapshot of the chip taken before the step); then
# the chip is mounted again, the active match loaded, and it must equal the
# state before or after that step, with no message (a power cut is not
# damage). Then the step is keyed again if it was lost, saved, and loaded
# once more: it must hold the state after the step.
#
# usage: micropython ledger_powercut.py [STEPS]   (all steps by default)
import sys

from ramdisk import Disk, PowerCut, boot
from ledger_script import apply, new_match, payload, steps
from ledger.store import Store
from ledger.match import Match

ROOT = "/flash/data"


def run(limit=0):
    disk = Disk(blocks=32)  # 128 KB: three images of it fit the heap
    boot(disk, mkfs=True)
    script = steps()
    if limit:
        script = script[:limit]
    before = None          # payload of the saved state
    cuts = 0
    again = 0              # second cuts, in the save of the entry after
    kept = [0, 0]          # loads that gave the state before / after
    failures = Failures()
    # Two chip images made once (the heap is small): before and after a step.
    snapshot = bytearray(len(disk.data))
    after_bytes = bytearray(len(disk.data))
    for k in range(-1, len(script)):
        snapshot[:] = disk.data
        # The step without a cut: counts its writes and gives the state after.
        boot(disk)
        disk.reset_counters()
        after = _step(Store(ROOT), before, script, k)
        writes = disk.ops
        after_bytes[:] = disk.data
        nxt = _expect(after, script, k + 1)
        for n in range(1, writes + 1):
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
            if got == before:  # the entry was not saved: key it again
                boot(disk)
                _step(Store(ROOT), before, script, k)
            if nxt is None:
                continue
            # Continue with the next entry, and cut its save too: at the
            # first writes when this cut came late, and the other way round,
            # so a cut right after a cut is tried as well.
            again += _cut(disk, writes - n + 1, after, script, k + 1)
            got, msg = _load(disk)
            if msg is not None or got not in (after, nxt):
                failures.append("step %d cut at write %d, then step %d cut at write %d: %s, %s" % (
                    k, n, k + 1, writes - n + 1, msg, "before" if got == before else "OTHER"))
        disk.restore(after_bytes)
        before = after
    print("steps: %d (%d ledger entries)" % (len(script), sum(1 for s in script if s[0] in ("enter", "close", "edit"))))
    print("cut points tried: %d" % cuts)
    print("second cuts while continuing: %d" % again)
    print("loads giving the state before the step: %d, after it: %d" % (kept[0], kept[1]))
    print("failures: %d" % failures.count)
    return not failures.count


class Failures:
    """Prints the first few failures, counts them all."""

    def __init__(self):
        self.count = 0

    def append(self, text):
        self.count += 1
        if self.count <= 10:
            print("FAIL " + text)


def _cut(disk, n, before, script, k):
    """Key step k with the power cut at write n of its save; -> whether the
    cut came (a save with fewer writes completes)."""
    flash = boot(disk, cut_at=n)
    try:
        _step(Store(ROOT), before, script, k)
    except (PowerCut, OSError):
        pass  # the cut, or littlefs failing on the dead chip after it
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
    m = Match.from_payload(before)
    apply(m, script[k])
    return payload(m)


def _step(store, before, script, k):
    # Step -1 starts the match; step k keys script[k] into the saved state
    # and saves it, as the app does before it says "saved".
    if k < 0:
        m = new_match()
        store.add(m)
    else:
        m = Match.from_payload(before)
        m.id = 1
        apply(m, script[k])
        store.save(m)
    return payload(m)


if __name__ == "__main__":
    sys.exit(0 if run(int(sys.argv[1]) if len(sys.argv) > 1 else 0) else 1)
