# A press fuzz for issue 26, item 1 ("no slip of a thumb loses a round"):
# random presses, holds and power cuts on the device app, one game at a
# time, from a fresh flash. After every press the match files on the flash
# are read: a round the screen confirmed (the count of saved rounds went
# up) must still be there at the end, unless the player took it back by
# answering OK to undo's question ("Undo the round 1 scores?"). Run by
# tests/test_press_fuzz.py (a sample) and tests/bench/bench_press_fuzz.py
# (thousands of presses, every game, `make bench`). Share mode is left out:
# it needs the board's network and clock (tests/share_board.py tests it).
import random

from apphw import hardware, new_app, press

# Weights: OK most (it moves a round forward), the holds a thumb slips on.
WORDS = (("ok", 30), ("down", 14), ("up", 10), ("back", 8), ("ok-long", 5), ("back-long", 6),
         ("down-long", 5), ("up-long", 3), ("down-repeat", 2), ("up-repeat", 2), ("wait", 3), ("cut", 1))
_BAG = [w for w, n in WORDS for _ in range(n)]


class Outcome:
    def __init__(self, game):
        self.game = game
        self.presses = 0
        self.cuts = 0
        self.confirmed = 0       # rounds the screen confirmed (saved count went up)
        self.undone = 0          # rounds taken back by a confirmed undo
        self.lost = []           # what went missing, one line each
        self.crash = None

    def line(self):
        return "%s: %d presses, %d power cuts, %d rounds confirmed, %d undone when asked, %d lost%s" % (
            self.game, self.presses, self.cuts, self.confirmed, self.undone, len(self.lost),
            ", crashed: " + self.crash if self.crash else "")


def _saved(root):
    """{match id: rounds saved} read from the flash."""
    from ledger.store import Store
    st = Store(root)
    out = {}
    for mid in st.ids():
        out[mid] = len(st.load(mid)[0].rounds)
    return out


def fuzz(game, presses, seed, players=None):
    from rules import games
    rng = random.Random("%s %d" % (game, seed))
    row = games.game(game, False)
    n = players or rng.randint(row[2], min(row[3], 4))
    teams = games.teams_rule(row, n)
    if teams == 2 and n != 4:
        n = 4
    set_n = row[1]
    out = Outcome(game)
    hw = hardware(seed=seed)
    root = hw.root
    app = new_app(hw)
    app.book.start({"game": game, "names": ["Ann", "Bob", "Cy", "Di"][:n], "set": set_n,
                    "options": games.changed(game, {}),
                    "teams": 1 if teams == 2 else 0})
    app.go("dealer")
    press(app)
    seen = _saved(root)
    try:
        for _ in range(presses):
            w = rng.choice(_BAG)
            asked = getattr(app, "ask", False) and app.msg is not None   # (an app without questions: never asked)
            if w == "cut":
                out.cuts += 1
                app = new_app(hardware(root=root, seed=rng.randrange(1 << 16)))
                app.draw()
            elif w == "wait":
                for _ in range(rng.choice((5, 50, 300))):
                    app.hw.clock.now += 10
                    app.tick()
                    app.draw()
            else:
                if app.name == "settings" and app.screen.cur == 1 and w.startswith("ok") and app.msg is None:
                    w = "down"   # not share mode: it needs the board's network and clock (tests/share_board.py)
                out.presses += 1
                press(app, w)
            now = _saved(root)
            for mid, was in seen.items():
                got = now.get(mid, 0)
                if got < was:
                    if asked and w in ("ok", "ok-long") and got == was - 1:
                        out.undone += 1
                    else:
                        out.lost.append("match %d: %d rounds saved, then %d after %r" % (mid, was, got, w))
            for mid, got in now.items():
                out.confirmed += max(0, got - seen.get(mid, 0))
            seen = now
    except Exception as e:  # noqa: BLE001  (the app is strict: a bug is a crash, reported)
        out.crash = "%s: %s" % (type(e).__name__, e)
    return out
