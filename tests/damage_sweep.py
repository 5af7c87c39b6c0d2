# A damage sweep for issue 27, item 1: every file on the flash of a match in
# play (the match and its backup, the active-match pointer, the app record
# with the referee's reports, the settings, the reports kept per round),
# damaged every way bad luck does it (emptied, cut short, a byte flipped at
# the start, middle or end, a directory in its place, gone), in every game
# family. After each, two power-ons of the strict app: the first must not
# crash and must name any loss on the screen (what the player sees of the
# match: which match is in play, its rounds, the entries, the referee's
# reports, the settings); the second must not crash either (no boot loop)
# and must say nothing (said once). Run by tests/test_damage_sweep.py (a
# sample) and tests/bench/bench_damage_sweep.py (every case).
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


def sweep(games=GAMES, kinds=KINDS, seed=5, every=1):
    """every: one case in so many (the rest skipped, in order)."""
    out = Outcome()
    case = 0
    rng = random.Random(seed)
    for game in games:
        base = hardware(seed=seed).root
        app = played(game, base, seed)
        before = seen(new_app(hardware(root=base, seed=seed)))
        names = sorted(n for n in os.listdir(base) if not n.endswith(".bad"))
        for name in names:
            for kind in kinds:
                case += 1
                if case % every:
                    continue
                out.cases += 1
                root = base + ".case"
                shutil.rmtree(root, ignore_errors=True)
                shutil.copytree(base, root)
                where = "%s: %s %s" % (game, name, kind)
                damage(root + "/" + name, kind, rng)
                try:
                    # (language=None: a flash whose settings are gone asks
                    # the language, as the device does, then speaks)
                    first = new_app(hardware(root=root, seed=seed, language=None))
                    first.draw()
                    if first.name == "language":
                        press(first, "ok")
                    msg = first.msg
                    after = seen(first)
                except Exception as e:  # noqa: BLE001 (strict: any bug is a crash)
                    out.crashes.append("%s: %s: %s" % (where, type(e).__name__, e))
                    continue
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
    return out


if __name__ == "__main__":
    import sys
    o = sweep(every=int(sys.argv[1]) if sys.argv[1:] else 1)
    print(o.line())
    for x in o.crashes[:10] + o.silent[:15] + o.loops[:10]:
        print(x)
