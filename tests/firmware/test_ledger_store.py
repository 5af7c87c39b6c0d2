# Saved matches and settings on a plain directory (ledger/store.py,
# ledger/settings.py): on CPython and on the MicroPython unix port alike.
# Damaged files are caught and the last good copy is used, with a message
# for the screen; the power-cut test on littlefs is tests/scripts/
# ledger_powercut.py.
import struct

from check import raises
from ledger.settings import Settings
from ledger.record import VERSION, Unreadable, crc32, read_frame
from ledger.store import Store
from ledger_helpers import read, rmtree, tmpdir, write
from ledger_script import apply, new_match, payload, steps
from rules import RulesError
from rules.rng import Rng


def played(store, n):
    """A match saved after each of its first n steps; -> (match, payloads
    after each step)."""
    m = new_match(players=6, set_n=12)
    store.add(m)
    seen = [payload(m)]
    for st in steps(players=6, set_n=12, seed=9)[:n]:
        apply(m, st)
        store.save(m)
        seen.append(payload(m))
    return m, seen


def test_matches_are_saved_listed_and_resumed():
    root = tmpdir("store")
    try:
        s = Store(root)
        assert s.resume() == (None, None) and s.ids() == []
        m, seen = played(s, 40)
        other = new_match(players=2, set_n=9)
        s.add(other)
        assert s.ids() == [1, 2] and s.active() == 2
        s.set_active(1)
        back, msg = Store(root).resume()  # a fresh boot
        assert msg is None and back.id == 1 and payload(back) == seen[-1]
        assert back.standings() == m.standings()
        s.delete(2)
        assert s.ids() == [1] and Store(root).active() == 1
        s.delete(1)
        assert Store(root).resume() == (None, None)
    finally:
        rmtree(root)


def test_damaged_match_file_falls_back_to_the_last_good_copy():
    root = tmpdir("damage")
    try:
        rng = Rng(77)
        s = Store(root)
        m, seen = played(s, 30)
        main = root + "/m1"
        good = read(main)
        for trial in range(60):
            bad = bytearray(good)
            if trial % 3 == 0:
                bad = bad[:rng.below(len(bad))]  # cut short
            else:
                for _ in range(1 + rng.below(4)):
                    bad[rng.below(len(bad))] ^= 1 << rng.below(8)
            write(main, bad)
            back, msg = Store(root).load(1)
            assert payload(back) == seen[-2]  # the copy before the last entry
            assert msg.startswith("Match 1 file damaged (") and "restored" in msg
        write(main, good)
        back, msg = Store(root).load(1)
        assert msg is None and payload(back) == seen[-1]
    finally:
        rmtree(root)


def test_after_damage_the_next_save_keeps_the_good_backup():
    root = tmpdir("resave")
    try:
        s = Store(root)
        m, seen = played(s, 10)
        main = root + "/m1"
        bad = read(main)
        bad[20] ^= 4
        write(main, bad)
        s2 = Store(root)
        back, msg = s2.load(1)
        assert msg and payload(back) == seen[-2]
        back.enter(0, 3)
        s2.save(back)
        # The damaged file is put aside, the backup is still the good copy.
        assert read(root + "/m1.bad") == bad
        write(main, b"junk")
        again, msg = Store(root).load(1)
        assert msg and payload(again) == seen[-2]
    finally:
        rmtree(root)


def test_no_good_copy_is_reported_not_guessed():
    root = tmpdir("lost")
    try:
        s = Store(root)
        played(s, 5)
        for name in ("m1", "m1.bak"):
            write(root + "/" + name, b"BYM\x01garbage")
        e = raises(Unreadable, Store(root).load, 1)
        assert str(e).startswith("Match 1 cannot be read")
        m, msg = Store(root).resume()
        assert m is None and msg.startswith("Match 1 cannot be read")
        raises(OSError, Store(root).load, 5)
    finally:
        rmtree(root)


def test_file_from_newer_firmware_is_named_as_such():
    root = tmpdir("newer")
    try:
        s = Store(root)
        m, seen = played(s, 5)
        data = read(root + "/m1")
        data[3] = VERSION + 1
        n = len(data) - 4
        data[n:] = struct.pack("<I", crc32(memoryview(data)[:n]) & 0xFFFFFFFF)
        write(root + "/m1", data)
        back, msg = Store(root).load(1)
        assert "newer firmware" in msg and payload(back) == seen[-2]
    finally:
        rmtree(root)


def test_leftovers_of_an_interrupted_save():
    # What a cut leaves on a plain directory: a half-written .new is
    # ignored without a word; a complete .new is the newest state and the
    # next save finishes the interrupted one first.
    root = tmpdir("leftover")
    try:
        s = Store(root)
        m, seen = played(s, 8)
        main = root + "/m1"
        full = read(main)
        write(main + ".new", full[:len(full) // 2])
        back, msg = Store(root).load(1)
        assert msg is None and payload(back) == seen[-1]
        # A complete .new beside the older NAME: rename it by hand to
        # what the store would have done, then let a fresh store save.
        import os
        os.rename(main, main + ".new")
        write(main, read(main + ".bak"))
        s2 = Store(root)
        back, msg = s2.load(1)
        assert msg is None and payload(back) == seen[-1]
        back.enter(1, 4)
        s2.save(back)
        assert payload(Store(root).load(1)[0]) == payload(back)
        assert payload(match_in(read(main + ".bak"))) == seen[-1]
    finally:
        rmtree(root)


def match_in(data):
    from ledger.match import Match
    return Match.from_payload(read_frame(data, b"M")[1])


def test_settings_are_kept_and_checked():
    root = tmpdir("settings")
    try:
        s = Store(root)
        st = Settings(s)
        assert st.message is None and st.brightness == 2 and st.volume == 2
        st.set_level("volume", 0)
        raises(RulesError, st.set_level, "brightness", 9)
        raises(RulesError, st.set_level, "brightness", True)
        st.set_house_rules("mexican-train", {"marker_penalty": 25, "first_turn_train": False})
        raises(RulesError, st.set_house_rules, "mexican-train", {"marker_penalty": 7})
        st.add_name("Ann")
        st.add_name(" Bob ")
        st.add_name("Ann")
        raises(RulesError, st.add_name, "")
        st.remove_name("Ann")
        back = Settings(Store(root))
        assert back.message is None and back.volume == 0 and back.names == ["Bob"]
        # Only what differs from the defaults is kept.
        assert back.house == {"mexican-train": {"marker_penalty": 25}}
        rules = back.house_rules("mexican-train")
        assert rules["marker_penalty"] == 25 and rules["deal"] == "001"
        m = new_match(players=3, set_n=9, options=back.house_rules("mexican-train"))
        assert m.options["marker_penalty"] == 25
        # Damaged: the previous copy, said so.
        data = read(root + "/settings")
        data[14] ^= 1
        write(root + "/settings", data)
        again = Settings(Store(root))
        assert "Settings damaged" in again.message and again.names == ["Ann", "Bob"]
        # Said once: the copy restored was saved again as the newest.
        assert Settings(Store(root)).message is None
        for name in ("settings", "settings.bak"):
            write(root + "/" + name, b"")
        fresh = Settings(Store(root))
        assert "using the defaults" in fresh.message and fresh.names == []
        assert Settings(Store(root)).message is None   # set aside, said once
    finally:
        rmtree(root)
