# Finished matches, newest first: the game, the winner and the totals.
from app import events, labels, ui


class Screen:
    def __init__(self, app, arg):
        self.app = app
        self.cur = 0
        # Read once: each finished match is loaded from flash and scored.
        self.h = app.book.history()

    def key(self, ev):
        k = events.key(ev)
        n = max(1, len(self.h))
        if k == events.BACK or k == events.OK:
            self.app.go("menu")
        elif k == events.UP:
            self.cur = (self.cur - 1) % n
        elif k == events.DOWN:
            self.cur = (self.cur + 1) % n

    def draw(self, fb):
        ui.title(fb, "History")
        h = self.h
        if not h:
            fb.text("No finished", 0, 20, 1)
            fb.text("matches yet.", 0, 30, 1)
            return
        items = []
        for table, totals, winner in h:
            names = table["names"]
            if isinstance(winner, list):
                w = "/".join(names[s][:3] for s in winner)
            else:
                w = names[winner] if winner is not None else "-"
            items.append("%s %s" % (labels.game(table["game"])[:6], w))
        ui.rows(fb, items, self.cur)
