# The bytes of a record on flash (ledger.store keeps the files): a fixed
# frame around a payload, the same for every kind of record we keep on flash (matches,
# settings, the app record, the active-match pointer):
#
#   0  b"BY"            magic
#   2  kind             one byte: b"M" match, b"S" settings, b"A" active match
#   3  version          format version of the payload (ledger.save.VERSION)
#   4  generation       u32 LE: counts saves, so the newest good copy wins
#   8  length           u32 LE: bytes of payload
#  12  payload
#  12+length  crc32     u32 LE over everything before it (binascii.crc32)
#
# The frame never changes between versions, so a newer file is recognised
# as newer (and refused with a message) rather than mistaken for damage.
# Payloads are built from varints and the small value encoding (Reader
# below): a few hundred bytes for a whole match, no JSON and no big strings.
#
# Written by ledger.save (the encoders and the frame: what a save runs),
# read here. The magic and the values' type codes are ledger.save's,
# written out again here as private constants: exported, each was a global
# of both modules (Mexican Train's held heap 272 B more, bench_frozen).
# The round-trip tests (tests/firmware/test_ledger_frame.py) fail if the
# two copies differ.
from binascii import crc32
from micropython import const
from ledger.save import VERSION

_MAGIC = const(b"BY")
_SIMPLE = const((None, False, True))   # index: the code of None, False, True
_INT = const(3)
_STR = const(4)
_LIST = const(5)
_DICT = const(6)
_BYTES = const(7)

_HEAD = const(12)  # bytes before the payload
_TAIL = const(4)


class Unreadable(Exception):
    """A record that cannot be used. The message is one line for the screen;
    `newer` tells a file from newer firmware apart from a damaged one."""

    def __init__(self, msg, newer=False):
        super().__init__(msg)
        self.newer = newer


def read_frame(data, kind):
    """-> (generation, payload memoryview) of a whole record in data, or
    Unreadable saying why."""
    # Short messages are joined into longer ones: a string of 10 letters
    # or fewer would be interned for good when this module loads.
    if len(data) < _HEAD + _TAIL or data[:2] != _MAGIC or data[2:3] != kind:
        raise Unreadable("not a saved file" if len(data) >= _HEAD + _TAIL else "file cut short")
    version = data[3]
    gen = int.from_bytes(data[4:8], "little")
    n = int.from_bytes(data[8:12], "little")
    if len(data) != _HEAD + n + _TAIL:
        raise Unreadable("file cut short" if len(data) < _HEAD + n + _TAIL else "wrong length")
    mv = memoryview(data)
    crc = int.from_bytes(data[_HEAD + n:_HEAD + n + 4], "little")
    if crc32(mv[:_HEAD + n]) & 0xFFFFFFFF != crc:
        raise Unreadable("checksum wrong")
    if version > VERSION:
        raise Unreadable("saved by newer firmware (format %d, this reads %d)" % (version, VERSION), True)
    return gen, mv[_HEAD:_HEAD + n]


# Small values: None, booleans, ints, strings, lists and dicts with string
# keys; enough for options, names, teams and settings; and bytes, a
# referee's log (written as a list of ints, a value each, it was two
# thirds of what saving a report cost, bench_press_cost). Their type codes
# are ledger.save's, which writes them.


class Reader:
    """Reads varints and values from a payload; running past its end is
    damage, reported as Unreadable."""

    def __init__(self, data, pos=0, end=-1):
        self.data = data
        self.pos = pos
        self.end = len(data) if end < 0 else end

    def byte(self):
        if self.pos >= self.end:
            raise Unreadable("cut short inside")
        b = self.data[self.pos]
        self.pos += 1
        return b

    def uint(self):
        # The bytes read here, not through byte(): a method call a byte was
        # most of reading a match's header (bench_press_cost).
        d = self.data
        p = self.pos
        end = self.end
        n = 0
        shift = 0
        while p < end:
            b = d[p]
            p += 1
            n |= (b & 0x7F) << shift
            if b < 0x80:
                self.pos = p
                return n
            shift += 7
            if shift > 63:
                raise Unreadable("bad number in file")
        raise Unreadable("cut short inside")

    def int(self):
        n = self.uint()
        return -((n + 1) >> 1) if n & 1 else n >> 1

    def bytes(self, n):
        p = self.pos
        if p + n > self.end:
            raise Unreadable("cut short inside")
        self.pos = p + n
        return bytes(self.data[p:p + n])

    def str(self):
        n = self.uint()
        p = self.pos
        if p + n > self.end:
            raise Unreadable("cut short inside")
        self.pos = p + n
        try:
            return str(self.data[p:p + n], "utf-8")   # decoded from the slice: no copy first
        except UnicodeError:
            raise Unreadable("bad text in file")

    def value(self):
        p = self.pos
        if p >= self.end:
            raise Unreadable("cut short inside")
        t = self.data[p]
        self.pos = p + 1
        if t == _INT:
            return self.int()
        if t == _STR:
            return self.str()
        if t < len(_SIMPLE):
            return _SIMPLE[t]
        if t == _DICT:
            d = {}
            for _ in range(self.uint()):
                k = self.str()
                d[k] = self.value()
            return d
        if t == _LIST:
            return [self.value() for _ in range(self.uint())]
        if t == _BYTES:
            return self.bytes(self.uint())
        raise Unreadable("bad value in file")
