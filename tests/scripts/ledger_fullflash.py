# A full flash and a failing one, on real littlefs (vfs.VfsLfs2) on a small
# RAM flash chip, under the MicroPython unix port; run by
# tests/test_ledger_fullflash.py [issue 15, item 6]. The device app (strict)
# plays on it through its buttons:
#   full:   finished matches and a filler file take the whole volume; the
#           next round's first count confirmed (kept at once) says "Not
#           saved: flash full" and offers to delete the finished matches;
#           nothing confirmed is lost (a power-on shows the rounds saved
#           before), the count typed stays on its seat; hold OK deletes
#           them, OK again keeps the count, and the round is saved.
#   broken: the chip answers every write with an I/O error; a count's OK,
#           and later Save, say "Not saved" in plain words, the round is
#           not confirmed; with the chip well again, each goes through. A referee's report the chip refuses
#           says so too, and a power-on has the log as it was.
# Prints one "ok ..." line per check and "fullflash: all checks passed".
import sys

import appscript
from apphw import hardware, new_app, press
from ramdisk import Disk, boot
from ledger.match import Match
from ledger.save import put_value
from ledger.store import Store
from rules.score import scoring

ROOT = "/flash/data"
ROUNDS = ((0, 23, 41, 8), 0), ((12, 0, 35, 19), 1)


def ok(cond, what):
    if not cond:
        print("FAIL " + what)
        sys.exit(1)
    print("ok   " + what)


def finished_match(store, names):
    m = Match("mexican-train", names)
    store.add(m)
    for i in range(13):
        r = scoring.Result(len(names))
        r.pips = [(7 * i + 3 * s) % 40 for s in range(len(names))]
        r.out = i % len(names)
        r.pips[r.out] = 0
        m.add_round(r)
        store.save(m)
    store.set_active(None)


def fill(where):
    """Fill the volume with real files: one big one for the free blocks,
    then small ones (littlefs keeps a small file inside its directory's
    own blocks) beside the data directory's, until no write succeeds.
    -> bytes written."""
    n = 0
    chunk = b"\xa5" * 256
    f = open(where + "/filler", "wb")
    try:
        while True:
            f.write(chunk)
            n += len(chunk)
    except OSError:
        pass
    try:
        f.close()
    except OSError:
        pass
    for d in (where, ROOT):
        k = 0
        while True:
            try:
                with open("%s/fill%d" % (d, k), "wb") as f:
                    f.write(chunk[:200])
                n += 200
                k += 1
            except OSError:
                break
    return n


def rounds_on_flash():
    s = Store(ROOT)
    m, msg = s.resume()
    return (len(m.rounds) if m else -1), msg


def full():
    disk = Disk(blocks=16)      # 64 KB
    boot(disk, mkfs=True)
    store = Store(ROOT)
    for k in range(3):
        finished_match(store, ["A%d" % k, "B%d" % k, "C%d" % k, "D%d" % k, "E%d" % k, "F%d" % k])
    # The app's own record, as the app's first Deal leaves it (matches on
    # a flash without it are a loss said at power-on).
    buf = bytearray()
    put_value(buf, {"table": None, "play": None, "redo": False})
    store.write("app", b"P", (buf,))
    app = new_app(hardware(ROOT))
    appscript.new_game_same_table(app)
    appscript.play_round(app, *ROUNDS[0])
    ok(rounds_on_flash() == (1, None), "round 1 saved before the flash fills")
    appscript.through_dealer(app)
    appscript.referee_round(app, ROUNDS[1][1])
    filler = fill("/flash")
    ok(filler > 0, "a filler file takes the rest of the volume (%d bytes)" % filler)
    pips = ROUNDS[1][0]
    # The first count confirmed (OK) is the entry's first save: it is kept
    # with the round in play at once (app.book.save_entry [issue 43, item
    # 1]), and the flash is full.
    try:
        appscript.count(app, pips[0])
    except OSError as e:
        ok(False, "a full flash raised %r out of the app" % e)
    ok(app.name == "pips" and app.screen.cur == 0, "the round's screen stays up on the first seat (%s, seat %s)"
       % (app.name, getattr(app.screen, "cur", None)))
    ok(app.screen.pips[0] == pips[0], "the count typed is still on it (%d)" % app.screen.pips[0])
    ok(app.msg is not None and app.msg.startswith("Not saved: flash full"), "it says: %s" % app.msg)
    ok("delete the finished matches (3)" in app.msg, "it offers to delete the 3 finished matches")
    ok(rounds_on_flash() == (1, None), "nothing confirmed is lost: a power-on has round 1, no damage")
    press(app, "ok-long")                   # yes: delete them
    ok(app.msg is not None and app.msg.startswith("Deleted the finished matches (3)"), "it says: %s" % app.msg)
    ok(Store(ROOT).ids() == [4], "only the match in play is left")
    press(app, "ok")                        # the message away
    press(app, "ok")                        # the first count, again: kept now
    ok(app.msg is None and app.screen.cur == 2, "kept: the next seat asked (%s, seat %d)" % (app.msg, app.screen.cur))
    appscript.enter_pips(app, pips)         # the rest, then Save
    ok(app.name == "standings", "saved now: the standings (%s, %s)" % (app.name, app.msg))
    ok(rounds_on_flash() == (2, None), "a power-on has both rounds")


def broken():
    disk = Disk(blocks=32)
    flash = boot(disk, mkfs=True)
    app = new_app(hardware(ROOT))
    appscript.new_game_same_table(app)
    appscript.play_round(app, *ROUNDS[0])
    appscript.through_dealer(app)
    appscript.referee_round(app, ROUNDS[1][1])
    pips = ROUNDS[1][0]
    flash.broken = True                     # every write now fails with EIO
    appscript.count(app, pips[0])           # the first count: refused
    ok(app.name == "pips" and app.screen.cur == 0, "a refused count stays on its seat (%s, seat %s)"
       % (app.name, getattr(app.screen, "cur", None)))
    ok(app.msg is not None and app.msg.startswith("Not saved: the flash could not be written"),
       "it says: %s" % app.msg)
    flash.broken = False
    press(app, "ok")                        # the message away
    press(app, "ok")                        # the count, again: kept now
    ok(app.msg is None and app.screen.cur == 2, "kept once the chip works (%s, seat %d)" % (app.msg, app.screen.cur))
    for s in range(2, len(pips)):
        appscript.count(app, pips[s])       # the rest: on the Save row
    flash.broken = True
    press(app, "ok")                        # Save: refused
    ok(app.name == "pips", "the round's screen stays up (%s)" % app.name)
    ok(app.msg is not None and app.msg.startswith("Not saved: the flash could not be written"),
       "it says: %s" % app.msg)
    flash.broken = False
    ok(rounds_on_flash() == (1, None), "not confirmed: a power-on has round 1 only")
    press(app, "ok")                        # the message away
    press(app, "ok")                        # Save, again
    ok(app.name == "standings", "saved once the chip works (%s, %s)" % (app.name, app.msg))
    ok(rounds_on_flash() == (2, None), "a power-on has both rounds")


def report_refused():
    """A referee's report the chip refuses: it goes by ledger.save alone
    (app.book, the app record's generation known), not through the
    Store, and must still say "Not saved" and leave the log on flash as
    it was."""
    disk = Disk(blocks=32)
    flash = boot(disk, mkfs=True)
    app = new_app(hardware(ROOT))
    appscript.new_game_same_table(app)
    appscript.through_dealer(app)
    press(app, "ok")                        # a play on the own train: saved
    saved = bytes(app.screen.r.log)
    ok(len(saved) > 0, "the first report is saved")
    flash.broken = True
    press(app, "ok")                        # the next play: the chip refuses it
    ok(app.msg is not None and app.msg.startswith("Not saved: the flash could not be written"),
       "a refused report says: %s" % app.msg)
    flash.broken = False
    play = new_app(hardware(ROOT)).book.load_play()   # a power-on's round in play
    ok(play is not None and bytes(play["log"]) == saved,
       "not confirmed: a power-on has the first report only (%r)" % (play and play["log"],))


full()
broken()
report_refused()
print("fullflash: all checks passed")
