# What a save runs, and nothing else, so a screen that saves every press
# can hold it (about 340 B frozen) where ledger.store and ledger.record
# (1.5 KB: the reading, the recovery, the matches) would not fit: a value's
# bytes, the record's frame around them (both described in ledger.record)
# and the atomic write of a record's file.
#
# A save writes the whole record to NAME.new and closes it (littlefs
# commits a file at close; on CPython we fsync), renames the current NAME
# to NAME.bak (the previous good copy), then NAME.new to NAME. Each rename
# is atomic on littlefs and POSIX, so at every instant one complete copy
# holds the new state or the one before it (ledger.store reads them back).
import os
from binascii import crc32
from micropython import const

_MAGIC = const(b"BY")
# 2: bytes values (a referee's log); a version 1 file reads the same.
VERSION = 2
# The small values' type codes (ledger.record, which reads them, has the
# same): _SIMPLE's index for None, False, True.
_SIMPLE = const((None, False, True))
_INT = const(3)
_STR = const(4)
_LIST = const(5)
_DICT = const(6)
_BYTES = const(7)


def write_frame(f, kind, gen, parts):
    """Write one record to the open binary file f; parts are the payload's
    pieces (bytes or bytearray), written one by one, never joined."""
    n = 0
    for p in parts:
        n += len(p)
    head = _MAGIC + kind + bytes((VERSION,)) + gen.to_bytes(4, "little") + n.to_bytes(4, "little")
    crc = crc32(head)
    f.write(head)
    for p in parts:
        crc = crc32(p, crc)
        f.write(p)
    f.write((crc & 0xFFFFFFFF).to_bytes(4, "little"))
    return 12 + n + 4   # the head, the payload, the crc


# Varints: 7 bits a byte, low first; signed numbers zigzag first.

def put_uint(buf, n):
    while n > 0x7F:
        buf.append((n & 0x7F) | 0x80)
        n >>= 7
    buf.append(n)


def put_int(buf, n):
    put_uint(buf, n << 1 if n >= 0 else ((-n) << 1) - 1)


def put_value(buf, v):
    # By type, not isinstance, and the short lengths and numbers inline:
    # a report saves the app record's 30-odd values (bench_press_cost).
    if v is None or v is False or v is True:
        buf.append(0 if v is None else 2 if v else 1)   # _SIMPLE's index
        return
    t = type(v)
    if t is int:
        buf.append(_INT)
        n = v << 1 if v >= 0 else ((-v) << 1) - 1
        if n < 0x80:
            buf.append(n)
        else:
            put_uint(buf, n)
    elif t is str:
        buf.append(_STR)
        _put_bytes(buf, v.encode())
    elif t is dict:
        buf.append(_DICT)
        put_uint(buf, len(v))
        for k in sorted(v):  # same bytes for the same dict
            _put_bytes(buf, k.encode())
            put_value(buf, v[k])
    elif t is list or t is tuple:
        buf.append(_LIST)
        put_uint(buf, len(v))
        for x in v:
            put_value(buf, x)
    elif t is bytes or t is bytearray:
        buf.append(_BYTES)
        _put_bytes(buf, v)
    else:
        raise TypeError("cannot save %r" % (v,))


def _put_bytes(buf, b):
    n = len(b)
    if n < 0x80:
        buf.append(n)
    else:
        put_uint(buf, n)
    buf.extend(b)


def write(root, known, name, kind, parts, refused):
    """Save record `name` in directory root atomically (see the top of this
    file); known: ledger.store.Store._known, which holds the record's
    generation on flash (Store.write learns it first when it does not). A
    save the flash refuses raises refused(name, step, the OSError): a
    RulesError, "Not saved: ..." (ledger.store.Store.refused; passed in,
    since ledger.store imports this module), and leaves the last good copy
    as it was: the caller must not say "saved"."""
    k = known[name]
    base = root + "/" + name
    step = 0
    try:
        if k[1] == ".new":
            # A save was cut after writing NAME.new: finish it first, so
            # the newest state is not overwritten below.
            _promote(root, base, k)
        step = 1
        with open(base + ".new", "wb") as f:
            write_frame(f, kind, k[0] + 1, parts)
        _sync(base + ".new")
        _promote(root, base, k)
    except OSError as e:
        # What is on flash now is for the next save to read again, not
        # to take from a Store kept between presses.
        known.pop(name, None)
        raise refused(name, step, e)
    k[0] += 1


def _promote(root, base, k):
    # NAME (good) becomes the backup, a damaged NAME is put aside so the
    # backup stays good; then NAME.new becomes NAME.
    try:
        os.rename(base, base + (".bad" if k[2] else ".bak"))
    except OSError:
        _clear(base)  # no NAME, or one that is not a record's file
    os.rename(base + ".new", base)
    k[1] = ""
    k[2] = False
    try:
        _sync(root)
    except OSError:
        pass   # the new copy is in place: saved (CPython: its rename not yet made durable)


def _clear(base):
    """NAME could not be moved aside: nothing is there, or a directory is
    (a damaged flash, or a hand): an empty one goes, a full one becomes
    NAME.bad, so the save that repairs the record can put NAME in its place
    and the loss is said once, not at every power-on."""
    try:
        os.stat(base)
    except OSError:
        return            # nothing there
    try:
        os.rmdir(base)
        return
    except OSError:
        pass
    try:
        os.remove(base + ".bad")   # an older damaged copy set aside
    except OSError:
        pass
    os.rename(base, base + ".bad")


def _sync(path):
    # littlefs commits a file at close and a rename when it returns.
    # CPython: the new file's bytes must be on the disk before the rename
    # makes it the current copy (path: the file), and the renames
    # themselves made durable (path: the directory).
    if hasattr(os, "fsync") and hasattr(os, "O_RDONLY"):
        fd = os.open(path, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)
