# The main menu: resume (when a match is open), new game, history,
# settings, and last, with a match open, rename players.
from app import events, ui


class Screen:
    def __init__(self, app, arg):
        self.app = app
        self.items = []
        active = app.book.active()
        if active:
            self.items.append(("Resume", "resume"))
        self.items.append(("New game", "setup"))
        self.items.append(("History", "history"))
        self.items.append(("Settings", "settings"))
        if active:
            self.items.append(("Rename players", "names"))
        self.cur = 0

    def key(self, ev):
        k = events.key(ev)
        if k == events.UP:
            self.cur = (self.cur - 1) % len(self.items)
        elif k == events.DOWN:
            self.cur = (self.cur + 1) % len(self.items)
        elif k == events.OK and events.kind(ev) == events.PRESS:
            target = self.items[self.cur][1]
            if target == "resume":
                resume(self.app)
            else:
                self.app.go(target)

    def draw(self, fb):
        ui.title(fb, "Boneyard")
        ui.rows(fb, [i[0] for i in self.items], self.cur, 14)


def resume(app):
    """Back to where the match was: the round in play, else the standings
    once a round is scored (OK there deals the next), else the dealer."""
    b = app.book
    if b.load_play() is not None:
        app.go("referee")
    elif b.round_no():
        app.go("standings")
    else:
        app.go("dealer")
