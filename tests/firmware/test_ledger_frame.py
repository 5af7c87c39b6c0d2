# The file format (firmware/ledger/record.py, its frame): every bit flip and every
# truncation of a saved match is caught by its length and CRC32; a file
# from newer firmware is refused as newer, not as damaged.
import struct

from check import raises
from ledger.record import Reader, Unreadable, crc32, read_frame
from ledger.save import VERSION, put_value, write_frame
from ledger_script import apply, new_match, steps
from rules.rng import Rng


class Sink:
    def __init__(self):
        self.data = bytearray()

    def write(self, b):
        self.data.extend(b)


def record(gen=7):
    m = new_match(players=8, set_n=12)
    for st in steps(players=8, set_n=12, seed=5, undo_runs=False)[:60]:
        apply(m, st)
    f = Sink()
    n = write_frame(f, b"M", gen, m.parts())
    assert n == len(f.data)
    return f.data, m


def test_record_reads_back():
    data, m = record()
    gen, payload = read_frame(data, b"M")
    assert gen == 7
    head = m.parts()
    assert bytes(payload) == bytes(head[0]) + bytes(head[1])


def test_every_single_bit_flip_is_caught():
    data, _ = record()
    for i in range(len(data)):
        for bit in range(8):
            data[i] ^= 1 << bit
            raises(Unreadable, read_frame, data, b"M")
            data[i] ^= 1 << bit
    read_frame(data, b"M")


def test_random_damage_is_caught():
    # Several flipped bits or a run of overwritten bytes, seeded.
    data, _ = record()
    rng = Rng(2024)
    for _ in range(500):
        bad = bytearray(data)
        if rng.below(2):
            for _ in range(1 + rng.below(6)):
                bad[rng.below(len(bad))] ^= 1 << rng.below(8)
        else:
            at = rng.below(len(bad) - 8)
            for j in range(at, at + 1 + rng.below(8)):
                bad[j] = rng.below(256)
        if bad != data:
            raises(Unreadable, read_frame, bad, b"M")


def test_every_truncation_is_caught():
    data, _ = record()
    for n in range(len(data)):
        e = raises(Unreadable, read_frame, data[:n], b"M")
        assert not e.newer
    raises(Unreadable, read_frame, data + b"\x00", b"M")


def test_newer_version_is_refused_with_its_own_message():
    data, _ = record()
    data[3] = VERSION + 1
    n = len(data) - 4
    data[n:] = struct.pack("<I", crc32(memoryview(data)[:n]) & 0xFFFFFFFF)
    e = raises(Unreadable, read_frame, data, b"M")
    assert e.newer and "newer firmware" in str(e)


def test_wrong_kind_is_refused():
    data, _ = record()
    raises(Unreadable, read_frame, data, b"S")


def test_values_round_trip():
    buf = bytearray()
    v = {"a": [None, True, False, 0, -1, 300, -70000, "Ёжик"], "b": {}, "c": [[0, 2], [1, 3]]}
    put_value(buf, v)
    r = Reader(buf)
    assert r.value() == v and r.pos == len(buf)
    raises(Unreadable, Reader(buf[:-1]).value)


def test_a_log_is_saved_as_bytes_and_a_version_1_list_still_reads():
    # A referee's log is bytes in the file (version 2); the app record a
    # version 1 firmware wrote has it as a list of ints, read as it was.
    buf = bytearray()
    put_value(buf, {"log": b"\x00\xff\x81", "first": 2})
    assert bytes(buf)[bytes(buf).index(b"log") + 3] == 7 and bytes(buf[-5:]) == b"\x07\x03\x00\xff\x81"   # a tag, the length, the bytes
    assert Reader(buf).value() == {"log": b"\x00\xff\x81", "first": 2}
    raises(Unreadable, Reader(buf[:-3]).value)     # the bytes cut short
    old = bytearray()
    put_value(old, {"log": [0, 255, 129]})
    assert bytes(old)[bytes(old).index(b"log") + 3] == 5 and Reader(old).value() == {"log": [0, 255, 129]}


def test_a_value_cut_short_or_broken_inside_a_good_checksum_is_damage_said_in_one_line():
    # What a payload holds past its checksum (a bug, a file copied by hand)
    # is refused as Unreadable with one line, never another exception: the
    # screen names the loss (ledger.record's Reader, read byte by byte).
    buf = bytearray()
    long = "Ёжик " * 30          # a length over 127: two bytes of varint
    v = {"names": [long, "P2"], "n": 2 ** 40, "neg": -300, "log": bytes(200), "x": [None, True]}
    put_value(buf, v)
    assert Reader(buf).value() == v
    for i in range(len(buf)):
        try:
            Reader(buf[:i]).value()
        except Unreadable as e:
            assert "\n" not in str(e)
        else:
            raise AssertionError("a value cut to %d of %d bytes was read" % (i, len(buf)))
    cases = [(b"\x04\x02\xff\xfe", "bad text"),               # a str of bytes no UTF-8
             (b"\x03" + b"\xff" * 10 + b"\x01", "bad number"),  # a varint past 64 bits
             (b"\x09", "bad value"),                           # a tag no version wrote
             (b"\x06\x01\x02ab", "cut short")]                 # a dict's key with no value
    for data, said in cases:
        try:
            Reader(bytearray(data)).value()
        except Unreadable as e:
            assert said in str(e), (data, str(e))
        else:
            raise AssertionError("%r was read" % data)
