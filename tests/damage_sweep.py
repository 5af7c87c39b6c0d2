# A damage sweep for issue 27, item 1, and issue 42, item 2: every file on
# the flash of a match in play, and of one in its first round (no round
# scored: the match file then holds no entry), in every game family: the
# match and its backup, the active-match pointer, the app record with the
# referee's reports, the settings, the reports kept per round. Each file
# damaged every way bad luck does it (emptied, cut short, a byte flipped at
# the start, middle or end, a directory in its place, gone); each record
# with every copy gone, its file out of place, a stale NAME.new; the data
# directory a file; and each field of each record holding each value no
# save makes, the record checksummed as a save would (VALUES). After each,
# two power-ons of the strict app: the first must not crash and must name
# any loss on the screen (what the player sees of the match: which match
# is in play, its rounds and entries, the referee's reports, the settings,
# the table New game offers); the second must not crash either (no boot
# loop) and must say nothing (said once). Run by tests/test_damage_sweep.py
# (a sample) and tests/bench/bench_damage_sweep.py (every case, make bench LONG=1).
import os
import random
import shutil

from apphw import hardware, new_app, press

GAMES = ("mexican-train", "kozel", "muggins", "sausage", "counting")
KINDS = ("empty", "half", "short", "flip-start", "flip-middle", "flip-end", "directory", "gone")
_WORDS = ("ok",) * 6 + ("down", "up", "ok-long", "down-long")


class Outcome:
    def __init__(self):
        self.cases = 0
        self.said = 0          # losses named on the screen
        self.harmless = 0      # damage that lost nothing the player sees
        self.crashes = []
        self.silent = []       # a loss with no word
        self.loops = []        # the second power-on crashed or spoke again
        self.log = []          # (case, the first power-on's message, whether anything was lost)

    def line(self):
        return "%d cases: %d losses said, %d harmless, %d crashes, %d silent losses, %d boot loops" % (
            self.cases, self.said, self.harmless, len(self.crashes), len(self.silent), len(self.loops))


def table_for(game):
    """A table for game, as New game sets it: three players (two, four
    where it is played so), the set and rules as they come."""
    from rules import games
    row = games.game(game, False)
    n = 4 if games.teams_rule(row, 4) == 2 else max(row[2], min(row[3], 3))
    return {"game": game, "names": ["Ann", "Bob", "Cy", "Di"][:n], "set": row[1],
            "options": games.changed(game, {}), "teams": 1 if games.teams_rule(row, n) == 2 else 0}


def played(game, root, seed):
    """A match of game in play on the flash at root, some rounds and the
    referee's reports in it, keyed as a player would."""
    app = new_app(hardware(root=root, seed=seed))
    app.book.start(table_for(game))
    app.go("dealer")
    press(app)
    if game == "counting":
        # Random keys leave its referee for the menu before a round is
        # done: a round played (each plate a 1, answered with a 1), then
        # the next one's first reports, keyed.
        press(app, "ok", "ok")
        while not app.screen.r.over:
            press(app, *(("up", "ok") if app.screen.r.plate < 0 else ("up", "ok", "ok", "ok")))
        press(app, "ok", "ok", "ok", "ok", "up", "ok", "up", "up", "ok", "ok")   # saved; dealt; a 1 laid, 2 = wrong
        return app
    rng = random.Random(seed)
    for _ in range(260):
        if app.name == "settings":
            press(app, "back")
            continue
        press(app, rng.choice(_WORDS))
    return app


def seen(app):
    """What the player sees of the flash: the match in play, its rounds and
    entries, the round in play's reports, the settings, the table New
    game offers."""
    b = app.book
    info = b.info
    play = b.load_play()
    m = b.match if info else None
    t = b.last_table()
    return (info and info["id"], info and info["rounds"], m and m.entries, play and bytes(play["log"]),
            play and play["first"], tuple(sorted(b.settings.items(), key=str)),
            (t["game"], tuple(t["names"]), t["set"], tuple(sorted(t["options"].items())), t["teams"]))


def damage(path, kind, rng):
    if kind == "gone":
        os.remove(path)
        return
    if kind == "directory":
        os.remove(path)
        os.mkdir(path)
        os.mkdir(path + "/inside")
        return
    with open(path, "rb") as f:
        data = bytearray(f.read())
    if kind == "empty":
        data = bytearray()
    elif kind == "half":
        data = data[:len(data) // 2]
    elif kind == "short":
        data = data[:-1]
    else:
        i = {"flip-start": 2, "flip-middle": len(data) // 2, "flip-end": len(data) - 1}[kind]
        data[min(i, len(data) - 1)] ^= 0x5A
    with open(path, "wb") as f:
        f.write(data)


def round_one(game, root, seed):
    """A match of game in its first round: dealt, a few reports made, no
    round scored (its match file then has no entry: issue 42, item 2)."""
    app = new_app(hardware(root=root, seed=seed))
    app.book.start(table_for(game))
    app.go("dealer")
    press(app)
    for _ in range(12):
        if app.book.load_play() is not None:
            break
        press(app, "ok")        # the dealer's pages: the last one saves the round in play
    for _ in range(2):
        if hasattr(app.screen, "r"):
            press(app, "ok")    # a report or two, where the round has a referee
    assert app.book.round_no() == 0 and app.book.load_play() is not None, (game, app.name)
    return app


SCENES = (("in play", played), ("round 1", round_one))
# Values no save makes, put in each field of each record (issue 42, item 2:
# "checksum-valid impossible records"), the record framed and checksummed
# as a save frames it, as its newest copy. (A field's other values the
# device can write, a list where it writes bytes (format 1's logs), a match
# id it once had, are not among them: nothing tells them from a save.)
VALUES = ("x", None, -1, 10 ** 6, [5], {"k": 1})
# (record kind, field) -> values left out, as ones a save does make.
_POSSIBLE = {("P", "table"): (None,), ("M", "teams"): (None,), ("M", "id"): (None,),
             ("P", "id"): (-1, 10 ** 6), ("P", "log"): ([5],)}


def _records(base):
    """-> [(name, kind byte)] of the records on flash at base."""
    from ledger.record import read_frame
    out = []
    for n in sorted(os.listdir(base)):
        if "." in n:
            continue
        with open(base + "/" + n, "rb") as f:
            data = f.read()
        out.append((n, data[2:3]))
        read_frame(data, data[2:3])   # (a record, whole)
    return out


def _fields(kind, value):
    """The fields of a record's value, as paths: ("table",), ("play",
    "round"), ... (a match: its header's, then "pos" and "log")."""
    out = []
    if isinstance(value, dict):
        for k in sorted(value):
            out.append((k,))
            if isinstance(value[k], dict) and k != "options" and k != "house":
                out.extend((k, k2) for k2 in sorted(value[k]))
    else:
        out.append(())
    if kind == b"M":
        out += [("pos",), ("log",)]
    return out


def _read(path):
    from ledger.record import Reader, read_frame
    with open(path, "rb") as f:
        data = f.read()
    kind = data[2:3]
    gen, payload = read_frame(data, kind)
    r = Reader(payload)
    value = r.value()
    extra = None
    if kind == b"M":
        pos = r.uint()
        n = r.uint()
        extra = [pos, bytes(payload[r.pos:r.pos + n])]
    return kind, gen, value, extra


def _write(path, kind, gen, value, extra):
    from ledger.save import put_uint, put_value, write_frame
    buf = bytearray()
    put_value(buf, value)
    parts = [buf]
    if extra is not None:
        put_uint(buf, extra[0])
        put_uint(buf, len(extra[1]))
        parts.append(extra[1])
    with open(path, "wb") as f:
        write_frame(f, kind, gen, parts)


def impossible(path, field, v):
    """Record file path with field set to v, checksum right."""
    import copy
    kind, gen, value, extra = _read(path)
    value = copy.deepcopy(value)
    if field == ("pos",):
        extra[0] = v
    elif field == ("log",):
        log = bytearray(extra[1])
        log[0 if v == "kind" else min(1, len(log) - 1)] = 0x7F   # an entry kind, a seat, no save writes
        extra[1] = bytes(log)
    elif field == ():
        value = v
    elif len(field) == 1:
        value[field[0]] = v
    else:
        value[field[0]][field[1]] = v
    _write(path, kind, gen, value, extra)


def _values(kind, field, value, extra, bak=None):
    if field == ("pos",):
        return (extra[0] + 1 + len(extra[1]), 0) if extra[1] else ()
    if field == ("log",):
        return ("kind", "seat") if extra[1] else ()
    cur = value
    for k in field:
        cur = cur[k]
    skip = _POSSIBLE.get((kind.decode(), field[-1] if field else ""), ())
    if field == ("play",) and (bak is None or bak.get("play") is None):
        # A null round in play is told from a save's by the copy before
        # it, which holds the round in play (app.amend._app); with none
        # there (the dealer's first save after a Deal) it is a save's.
        skip = (None,)
    out = [v for v in VALUES if v != cur and v not in skip and not (v is None and kind == b"A")]
    if kind == b"A" and isinstance(cur, int):
        out.append(-cur)            # the match in play said finished
    return out


def cases(base):
    """[(what, damage(root, rng))] for the flash at base: each file
    damaged each way, each record with every copy gone or its file out of
    place, the data directory a file, each field of each record holding
    each impossible value."""
    out = []
    for name in sorted(n for n in os.listdir(base) if not n.endswith(".bad")):
        for kind in KINDS:
            out.append(("%s %s" % (name, kind), lambda root, rng, n=name, k=kind: damage(root + "/" + n, k, rng)))
    for name, kind in _records(base):
        out.append(("%s every copy gone" % name, lambda root, rng, n=name: _gone(root, n)))
        if os.path.exists(base + "/" + name + ".bak"):
            out.append(("%s stale .new" % name, lambda root, rng, n=name: _stale(root, n)))
        out.append(("%s out of place" % name, lambda root, rng, n=name: _moved(root, n)))
        k, gen, value, extra = _read(base + "/" + name)
        bak = _read(base + "/" + name + ".bak")[2] if os.path.exists(base + "/" + name + ".bak") else None
        for field in _fields(kind, value):
            for v in _values(kind, field, value, extra, bak):
                out.append(("%s %s=%r" % (name, ".".join(field) or "value", v),
                            lambda root, rng, n=name, f=field, v=v: impossible(root + "/" + n, f, v)))
    out.append(("the data directory a file", _data_file))
    return out


def _gone(root, name):
    for suffix in ("", ".new", ".bak"):
        try:
            os.remove(root + "/" + name + suffix)
        except OSError:
            pass


def _stale(root, name):
    # The backup's contents as NAME.new, numbered above NAME but not the
    # save after it (a cut save's .new is): a copy left from long ago.
    kind, gen, value, extra = _read(root + "/" + name + ".bak")
    _write(root + "/" + name + ".new", kind, _read(root + "/" + name)[1] + 2, value, extra)


def _moved(root, name):
    # Out of place: a match's file under the next match's number, any
    # other record's where the device does not look.
    to = "m%d" % (int(name[1:]) + 1) if name[:1] == "m" and name[1:].isdigit() else name + "-old"
    os.rename(root + "/" + name, root + "/" + to)


def _data_file(root, rng):
    shutil.rmtree(root)
    with open(root, "wb") as f:
        f.write(b"not a folder")


def sweep(games=GAMES, seed=5, every=1, scenes=SCENES, only=None):
    """every: one case in so many (the rest skipped, in order); only: the
    cases whose description contains one of these."""
    out = Outcome()
    case = 0
    rng = random.Random(seed)
    for game in games:
        for scene, make in scenes:
            base = hardware(seed=seed).root
            app = make(game, base, seed)
            before = seen(new_app(hardware(root=base, seed=seed)))
            for what, spoil in cases(base):
                if only and not any(o in what for o in only):
                    continue
                case += 1
                if case % every:
                    continue
                out.cases += 1
                root = base + ".case"
                _clear(root)
                shutil.copytree(base, root)
                where = "%s, %s: %s" % (game, scene, what)
                spoil(root, rng)
                try:
                    # (language=None: a flash whose settings are gone asks
                    # the language, as the device does, then speaks)
                    first = new_app(hardware(root=root, seed=seed, language=None))
                    first.draw()
                    msg = first.msg
                    if first.name == "language":
                        press(first, "ok", "ok")     # (the message read, the language chosen)
                    after = seen(first)
                except Exception as e:  # noqa: BLE001 (strict: any bug is a crash)
                    out.crashes.append("%s: %s: %s" % (where, type(e).__name__, e))
                    continue
                out.log.append((where, msg, after != before))
                if after != before:
                    if msg:
                        out.said += 1
                    else:
                        out.silent.append("%s: %r became %r" % (where, before, after))
                else:
                    out.harmless += 1
                try:
                    press(first, "ok")
                    second = new_app(hardware(root=root, seed=seed, language=None))
                    second.draw()
                    if second.msg:
                        out.loops.append("%s: said again: %s" % (where, second.msg))
                except Exception as e:  # noqa: BLE001
                    out.loops.append("%s: %s: %s" % (where, type(e).__name__, e))
            del app
            _clear(root)
    return out


def _clear(root):
    if os.path.isdir(root):
        shutil.rmtree(root)
    elif os.path.exists(root):
        os.remove(root)
    if os.path.exists(root + ".bad"):
        _clear(root + ".bad")


if __name__ == "__main__":
    import sys
    o = sweep(every=int(sys.argv[1]) if sys.argv[1:] else 1, games=sys.argv[2:] or GAMES)
    print(o.line())
    for x in o.crashes[:20] + o.silent[:40] + o.loops[:20]:
        print(x)
