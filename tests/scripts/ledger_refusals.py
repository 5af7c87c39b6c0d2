# The writes the power-cut test does not reach (issue 27, item 2), on real
# littlefs (vfs.VfsLfs2) on a RAM flash chip under the MicroPython unix
# port; run by tests/test_ledger_mutation.py, which plants a storage bug at
# a time and needs this script to fail for each:
#   refused: a save the flash refuses at each of its steps (ENOSPC from
#            the open of NAME.new, the rename of NAME to .bak, the rename
#            of .new to NAME): at the next power-on the last confirmed
#            state, with no message, no .new left to come back, NAME in
#            place; the next save then keeps it as its backup.
#   delete:  a record's removal cut after each of its files: at the next
#            power-on the record whole or gone, never its backup said to be
#            "the newest copy".
#   undo:    an entry after an undo: the undone entries are gone for good,
#            before and after the match is saved and read again.
# Prints one "ok ..." line per check and "refusals: all checks passed".
import os
import sys

from ramdisk import Disk, boot
import ledger.save as save_mod
import ledger.store as store_mod
from ledger.store import Store
from ledger_script import new_match, payload

ROOT = "/flash/data"
KIND = b"T"


def ok(cond, what):
    if not cond:
        print("FAIL " + what)
        sys.exit(1)
    print("ok " + what)


class Failing:
    """ledger.save's and ledger.store's os and open, one of whose steps fails: the n-th
    rename (0: the open of a .new) raises OSError(error), or, for
    removals, the n-th remove is where the power goes."""

    def __init__(self, fail_rename=-1, cut_remove=-1, error=28):
        self.renames = 0
        self.removes = 0
        self.fail_rename = fail_rename
        self.cut_remove = cut_remove
        self.error = error

    def rename(self, a, b):
        self.renames += 1
        if self.renames == self.fail_rename:
            raise OSError(self.error)
        os.rename(a, b)

    def remove(self, p):
        self.removes += 1
        if self.removes == self.cut_remove:
            raise KeyboardInterrupt   # the power goes: nothing after it happens
        os.remove(p)

    def __getattr__(self, name):
        return getattr(os, name)


def failing_open(f):
    def opened(path, mode="r"):
        if "w" in mode and f.fail_rename == 0:
            raise OSError(f.error)
        return open(path, mode)
    return opened


def plant(f):
    # ledger.save writes and renames; ledger.store removes.
    for m in (save_mod, store_mod):
        m.os = f
        m.open = failing_open(f)


def unplant():
    for m in (save_mod, store_mod):
        m.os = os
        try:
            del m.open
        except (AttributeError, KeyError):
            m.__dict__.pop("open", None)


def files(name):
    return sorted(n for n in os.listdir(ROOT) if n.split(".")[0] == name)


def two_saves():
    """A fresh chip whose record "rec" was saved twice: "two", its backup
    "one". -> (the chip, its Store)."""
    disk = Disk(blocks=32)
    boot(disk, mkfs=True)
    os.mkdir(ROOT)
    s = Store(ROOT)
    s.write("rec", KIND, (b"one",))
    s.write("rec", KIND, (b"two",))
    return disk, s


def refused():
    for step in (0, 1, 2, 3):
        disk, s = two_saves()
        plant(Failing(fail_rename=step))
        try:
            s.write("rec", KIND, (b"three",))
            confirmed = b"three"      # the failing step was one the save gets round
        except Exception as e:  # noqa: BLE001 (RulesError: "Not saved: ...")
            ok("Not saved" in str(e), "a save refused at step %d says Not saved" % step)
            confirmed = b"two"
        finally:
            unplant()
        boot(disk)                                   # power off and on
        s = Store(ROOT)
        got = s.read("rec", KIND)
        ok(got is not None and bytes(got[0]) == confirmed and got[1] is None,
           "after a save failing at step %d, the last confirmed state, no message: %r" % (step, got))
        ok("rec.new" not in files("rec") and "rec" in files("rec"),
           "after a save failing at step %d, NAME in place and no .new: %r" % (step, files("rec")))
        s.write("rec", KIND, (b"four",))
        boot(disk)
        s = Store(ROOT)
        got = s.read("rec", KIND)
        with open(ROOT + "/rec.bak", "rb") as fh:
            from ledger.record import read_frame
            backup = bytes(read_frame(fh.read(), KIND)[1])
        ok(bytes(got[0]) == b"four" and backup == confirmed,
           "the save after it keeps the confirmed state as its backup: %r" % backup)


def delete():
    for cut in (1, 2, 3, 4):
        disk, s = two_saves()
        plant(Failing(cut_remove=cut))
        try:
            s.remove("rec")
        except KeyboardInterrupt:
            pass
        finally:
            unplant()
        boot(disk)
        got = Store(ROOT).read("rec", KIND)
        ok(got is None or bytes(got[0]) == b"two" and got[1] is None,
           "a removal cut at its file %d leaves the record whole or gone: %r" % (cut, got))


def undo():
    m = new_match(players=3, set_n=9)
    m.enter(0, 5)
    m.enter(1, 7)
    m.undo()
    m.enter(2, 9)
    ok(not m.can_redo() and m.entries == 2, "an entry after an undo: the undone one is gone (%d entries)" % m.entries)
    disk = Disk(blocks=32)
    boot(disk, mkfs=True)
    os.mkdir(ROOT)
    s = Store(ROOT)
    s.add(m)
    boot(disk)
    back = Store(ROOT).load(m.id)[0]
    ok(payload(back) == payload(m) and back.entries == 2 and not back.can_redo(),
       "and read again from the flash: %d entries" % back.entries)


refused()
delete()
undo()
print("refusals: all checks passed")
