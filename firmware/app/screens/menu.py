# The main menu: resume (when a match is open) and redo (when an entry was
# undone), new game, history, settings, and last, with a match open, rename
# players.
from micropython import const

from app import lang, ui
from drivers import events

_T_BONEYARD = const(2)
_T_RESUME = const(3)
_T_RENAME = const(7)
_T_REDO = const(8)
_T_ASK_NEW_GAME = const(66)


class Screen:
    def __init__(self, app, arg):
        self.app = app
        self.items = []
        active = app.book.active()
        if active:
            self.items.append((_T_RESUME, "resume"))
            if app.book.state["redo"]:
                # An undone entry stays redoable until a new one is made.
                self.items.append((_T_REDO, "redo"))
        self.items.append((lang.T_NEW_GAME, "setup"))
        self.items.append((lang.T_HISTORY, "history"))
        self.items.append((lang.T_SETTINGS, "settings"))
        if active:
            self.items.append((_T_RENAME, "names"))
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
            elif target == "setup" and self.app.book.active():
                # The open match stays in History, abandoned: said first.
                self.app.confirm(lang.get(_T_ASK_NEW_GAME), self.new_game)
            elif target == "redo":
                self.app.say(self.app.book.redo())
                self.app.go("menu")   # shown again without the item
            else:
                self.app.go(target)

    def new_game(self):
        self.app.go("setup")

    def draw(self, fb):
        ui.title(fb, lang.get(_T_BONEYARD))
        ui.rows(fb, [lang.get(i[0]) for i in self.items], self.cur, 14)


def resume(app):
    """Back to where the match was: the round in play (its entry, where
    scores were being entered: app.book.save_entry), else the standings
    once a round is scored (OK there deals the next), else the dealer."""
    b = app.book
    p = b.load_play()
    if p is not None:
        app.go("score" if p.get("entry") else "referee")
    elif b.round_no():
        app.go("standings")
    else:
        app.go("dealer")
