# bench: micropython heapsize=512k
# Issue 4: what the ledger costs. A 13-round, 8-player Mexican Train match
# (double-12) keyed in seat by seat, with corrections, undo/redo and edits,
# saved after every step on littlefs (vfs.VfsLfs2) on a RAM flash chip with
# the ESP32's 4096-byte blocks: flash programmed and erased per entry and
# the size of the finished match file; then the heap one save and one load
# take (garbage collection off, so every allocation counts). The heap is
# capped at 512k only because the RAM chip itself (128 KB) lives in it.
import gc
import os
import sys

_TESTS = __file__.rsplit("/", 2)[0]
sys.path.append(_TESTS)  # the RAM chip, the scripted match
sys.path.append(_TESTS + "/firmware")  # scratch directories
from benchlib import heap_used, report
from ledger_helpers import rmtree, tmpdir
from ramdisk import Disk, boot
from ledger_script import apply, new_match, steps
from ledger.store import Store

disk = Disk(blocks=32)
boot(disk, mkfs=True)
store = Store("/flash/data")
m = new_match(players=8, set_n=12)
store.add(m)
script = steps(players=8, set_n=12, seed=13, undo_runs=False)
disk.reset_counters()
for st in script:
    apply(m, st)
    store.save(m)
n = len(script)
entries = sum(1 for s in script if s[0] in ("enter", "close", "edit"))
report("steps saved (entries + undo/redo)", "%d (%d)" % (n, entries))
report("flash programmed per save", disk.prog_bytes // n, "bytes")
report("flash blocks erased per save", "%.2f" % (disk.erases / n), "x 4096 bytes")
report("program + erase operations per save", "%.1f" % (disk.ops / n))
assert m.standings()["over"] and len(m.rounds) == 13
size = os.stat("/flash/data/m1")[6]
report("finished 13-round 8-player match file", size, "bytes (target < 4096)")

# A match with no corrections at all: the smallest file of the same match.
plain = new_match(players=8, set_n=12)
for r in m.rounds:
    plain.add_round(r)
store.add(plain)
report("same match, one entry per round", os.stat("/flash/data/m%d" % plain.id)[6], "bytes")

# Heap: on a plain directory, where the file system's own work is in C as
# on the device (the RAM chip's Python methods would count here).
del plain
host = Store(tmpdir("bench"))
m.id = 1
heap_used()
gc.disable()
before = gc.mem_alloc()
host.save(m)
report("heap allocated by one save", gc.mem_alloc() - before, "bytes")
gc.enable()
heap_used()
gc.disable()
before = gc.mem_alloc()
back, msg = Store(host.root).load(1)
back.standings()
report("heap allocated by one load and scoring", gc.mem_alloc() - before, "bytes")
gc.enable()
del back
before = heap_used()
back, msg = Store(host.root).load(1)
back.standings()
report("heap held by the loaded match", heap_used() - before, "bytes")
rmtree(host.root)
