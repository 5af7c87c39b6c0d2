# Files whose checksum is right but whose contents make no sense [issue 15,
# items 2-5]: written here with a valid frame (ledger.save.write_frame) around a
# payload built by hand. Loading checks what entry checks, the last good copy
# is used with a message, and nothing of it is silently accepted. On CPython
# and on the MicroPython unix port alike.
from check import raises
from ledger.match import SEAT_FIELDS, Match
from ledger.record import Unreadable, read_frame
from ledger.save import put_uint, put_value, write_frame
from ledger.store import Store
from ledger_helpers import read, rmtree, tmpdir
from ledger_script import payload
from rules import games
from rules.score import scoring

NAMES = ["Ann", "Bob", "Cy", "Dee"]


def meta(**over):
    d = {"game": "mexican-train", "set": 12, "options": games.options("mexican-train"),
         "names": list(NAMES), "teams": None, "dealer": 0, "id": 1}
    d.update(over)
    return d


def round_entry(pips, out=0, flags=None, extra=b""):
    """One whole-round entry (ledger.match's _ROUND, kind 4) as the file
    holds it: out, last and opener + 1, opened, markers, each seat's
    SEAT_FIELDS (tiles + 1), the points scored during play."""
    b = bytearray((4, out + 1, 0, 0, 0))
    put_uint(b, 0)                      # markers unknown
    for s in range(len(pips)):
        for f in SEAT_FIELDS:
            v = {"pips": pips[s], "flags": (flags or [0] * len(pips))[s], "tiles": -1,
                 "lowdbl": scoring.NO_DOUBLE}.get(f, 0)
            put_uint(b, v + (f == "tiles"))
    put_uint(b, 0)
    return bytes(b + extra)


def entries_payload(head, entries, pos=None):
    log = b"".join(entries)
    b = bytearray()
    put_value(b, head)
    put_uint(b, len(entries) if pos is None else pos)
    put_uint(b, len(log))
    return bytes(b) + log


def plant(path, data, kind=b"M", gen=None):
    """A file with a right checksum: generation one above what is there."""
    if gen is None:
        try:
            gen = read_frame(read(path), kind)[0] + 1
        except OSError:
            gen = 100
    with open(path, "wb") as f:
        write_frame(f, kind, gen, (data,))


def two_rounds(root):
    """Match 1 with two rounds saved (so m1 and m1.bak are good copies);
    -> the payload of each saved state."""
    s = Store(root)
    m = Match("mexican-train", NAMES)
    s.add(m)
    states = [payload(m)]
    for pips, out in (((0, 5, 6, 7), 0), ((3, 0, 4, 9), 1)):
        r = scoring.Result(4)
        r.pips = list(pips)
        r.out = out
        m.add_round(r)
        s.save(m)
        states.append(payload(m))
    return states


def check_fallback(root, bad, words):
    """m1 planted with `bad` (a right checksum): the newest good copy is
    used instead, said so; power-on resumes it."""
    states = two_rounds(root)
    plant(root + "/m1", bad)
    m, msg = Store(root).load(1)
    assert payload(m) == states[1], "not the last good copy"
    assert msg and msg.startswith("Match 1 file damaged") and words in msg and "restored" in msg, msg
    m, msg = Store(root).resume()
    assert m is not None and payload(m) == states[1] and words in msg
    # Said once: power-on saved the good copy again, the bad one set aside.
    m, msg = Store(root).resume()
    assert msg is None and payload(m) == states[1]


def in_tmp(tag, fn, *args):
    root = tmpdir(tag)
    try:
        fn(root, *args)
    finally:
        rmtree(root)


# -- item 2: a copy that decodes badly is not the copy used -------------------------

def test_an_entry_naming_seat_99_falls_back_to_the_last_good_copy():
    bad = entries_payload(meta(), [round_entry((0, 5, 6, 7), out=98)])
    in_tmp("seat99", check_fallback, bad, "seat 99 of 4")


def test_an_undo_point_past_the_end_falls_back_to_the_last_good_copy():
    bad = entries_payload(meta(), [round_entry((0, 5, 6, 7))], pos=5)
    in_tmp("undopt", check_fallback, bad, "undo point past the end")


def test_a_newer_copy_that_decodes_badly_is_passed_over():
    # A complete .new (a save cut before its renames) that cannot be used:
    # m1 itself is the newest usable copy.
    def body(root):
        states = two_rounds(root)
        plant(root + "/m1.new", entries_payload(meta(), [round_entry((0, 5, 6, 7), out=98)]),
              gen=read_frame(read(root + "/m1"), b"M")[0] + 1)
        m, msg = Store(root).load(1)
        assert payload(m) == states[2] and "seat 99 of 4" in msg
    in_tmp("badnew", body)


def test_no_usable_copy_at_all_is_reported_not_guessed():
    def body(root):
        two_rounds(root)
        bad = entries_payload(meta(), [round_entry((0, 5, 6, 7), out=98)])
        plant(root + "/m1", bad)
        plant(root + "/m1.bak", bad)
        e = raises(Unreadable, Store(root).load, 1)
        assert str(e).startswith("Match 1 cannot be read") and "seat 99" in str(e)
    in_tmp("nocopy", body)


# -- item 3: records read at power-on ---------------------------------------------

def check_active(root, value):
    two_rounds(root)
    b = bytearray()
    put_value(b, value)
    plant(root + "/active", bytes(b), b"A")
    plant(root + "/active.bak", bytes(b), b"A")
    m, msg = Store(root).resume()     # no exception, whatever the record holds
    # Issue 27, item 1: the match in play is found again all the same (the
    # newest, unfinished), and the loss said once.
    assert m is not None and m.id == 1 and msg and "match 1 found" in msg, msg
    again, msg = Store(root).resume()
    assert again.id == 1 and msg is None, msg


def test_an_active_match_record_of_the_wrong_shape_is_reported_and_set_aside():
    # (A negative number is no wrong shape: minus the match finished last.)
    for value in ([1], "1", 0, {"id": 1}, True, [None]):
        in_tmp("active", check_active, value)


def test_an_active_record_naming_a_match_that_cannot_be_read_is_reported_once():
    def body(root):
        two_rounds(root)
        bad = entries_payload(meta(), [round_entry((0, 5, 6, 7), out=98)])
        plant(root + "/m1", bad)
        plant(root + "/m1.bak", bad)
        m, msg = Store(root).resume()
        assert m is None and msg.startswith("Match 1 cannot be read")
        assert Store(root).resume() == (None, None)
        assert Store(root).ids() == [1]   # the file stays, for whoever looks
    in_tmp("unreadable", body)


# -- item 4: another match's file --------------------------------------------------

def test_another_matchs_file_renamed_into_place_is_refused():
    def body(root):
        states = two_rounds(root)
        s = Store(root)
        other = Match("mexican-train", ["Eve", "Fay"])
        s.add(other)
        s.set_active(1)
        # m2 copied to m1.new, numbered as the save after m1's (a cut
        # save's .new is): it would win. (Numbered otherwise it is a stale
        # copy, passed over without a word: m1 is whole, issue 42.)
        data = read(root + "/m2")
        gen = read_frame(read(root + "/m1"), b"M")[0]
        plant(root + "/m1.new", bytes(read_frame(data, b"M")[1]), gen=gen + 5)
        m, msg = Store(root).load(1)
        assert msg is None and payload(m) == states[2]
        plant(root + "/m1.new", bytes(read_frame(data, b"M")[1]), gen=gen + 1)
        m, msg = Store(root).load(1)
        assert m.names == NAMES and payload(m) == states[2]
        assert "holds match 2, not 1" in msg, msg
        # The next save goes above it and is match 1 again.
        s2 = Store(root)
        m, _ = s2.load(1)
        s2.save(m)
        m, msg = Store(root).load(1)
        assert msg is None and m.names == NAMES
    in_tmp("other", body)


# -- item 5: impossible contents ----------------------------------------------------

def test_pips_of_a_million_are_refused_on_load():
    # Entry allows 0..65535 pips (ledger.match); a million is damage.
    bad = entries_payload(meta(), [round_entry((0, 1000000, 6, 7))])
    in_tmp("pips", check_fallback, bad, "pips 1000000 out of range")


def test_a_flags_byte_of_a_million_is_refused_not_truncated():
    # MicroPython would store 1,000,000 in the flags byte as 64.
    bad = entries_payload(meta(), [round_entry((0, 5, 6, 7), flags=[0, 1000000, 0, 0])])
    in_tmp("flags", check_fallback, bad, "flags 1000000 out of range")


def seat_entry(seat, facts):
    """One seat's count (ledger.match's _SEAT, kind 1): the seat, then its
    SEAT_FIELDS (tiles + 1)."""
    b = bytearray((1, seat))
    for i, v in enumerate(facts):
        put_uint(b, v + (i == 5))
    return bytes(b)


def test_a_seats_count_out_of_range_is_refused_on_load():
    # The round being entered: a seat's flags of a million, a byte field.
    bad = entries_payload(meta(), [seat_entry(1, (5, 0, 0, 0, 1000000, -1, 255))])
    in_tmp("seatflags", check_fallback, bad, "flags must be a whole number")


def test_a_round_entry_checks_what_entry_checks():
    # The seat that went out holds pips: rules.score.scoring.check_round refuses it.
    bad = entries_payload(meta(), [round_entry((4, 5, 6, 7), out=0)])
    in_tmp("outpips", check_fallback, bad, "went out but still has pips")


def test_teams_naming_seat_99_are_refused_on_load():
    bad = entries_payload(meta(game="kozel", set=6, options=games.options("kozel"), teams=[[0, 99], [1, 3]]), [])
    in_tmp("teams", check_fallback, bad, "teams must name every seat")


def test_an_option_value_the_game_does_not_have_is_refused_on_load():
    opts = games.options("mexican-train")
    opts["marker_penalty"] = "x"
    in_tmp("option", check_fallback, entries_payload(meta(options=opts), []), "marker_penalty")


def test_a_game_or_player_count_the_table_does_not_have_is_refused_on_load():
    in_tmp("game", check_fallback, entries_payload(meta(game="chess"), []), "unknown game")
    in_tmp("one", check_fallback, entries_payload(meta(names=["Solo"]), []), "players")
    in_tmp("twice", check_fallback, entries_payload(meta(names=["A", "A"]), []), "two players are called A")
