# A match picked in History: its rounds and totals (app.screens.standings,
# read-only), Resume (the match in play, or one left unfinished for a new
# game: asked first while another is in play, which then goes to History
# as New game leaves it), Delete (a saved match that is not in play: asked
# first). The game's name is the title, History's line for the match under
# the list. BACK: History, on the same row.
from micropython import const

from app import labels, lang, ui
from drivers import events

# Texts (app.lang; numbers kept by host_tools/texts.py).
_T_PAST_ROUNDS = const(478)
_T_PAST_RESUME = const(479)
_T_DELETE = const(480)
_T_ASK_DELETE = const(481)
_T_ASK_RESUME_OTHER = const(482)
_T_DELETED = const(483)


class Screen:
    def __init__(self, app, arg):
        # arg: History's {"id", "game", "state" (None: in play, False: left
        # unfinished, True: over), "said": its History line, "row"}.
        self.app = app
        self.arg = arg
        state = arg["state"]
        items = [_T_PAST_ROUNDS]
        if not state:
            items.append(_T_PAST_RESUME)
        if state is not None:
            items.append(_T_DELETE)
        self.items = items
        self.cur = 0

    def key(self, ev):
        k = events.key(ev)
        if events.kind(ev) == events.REPEAT:
            return
        app = self.app
        if k == events.UP:
            self.cur = (self.cur - 1) % len(self.items)
        elif k == events.DOWN:
            self.cur = (self.cur + 1) % len(self.items)
        elif k == events.BACK:
            app.go("history", self.arg)
        elif k == events.OK:
            what = self.items[self.cur]
            if what == _T_PAST_ROUNDS:
                app.go("standings", {"past": self.arg})
            elif what == _T_DELETE:
                app.confirm(lang.get(_T_ASK_DELETE), self.delete)
            elif self.arg["state"] is None:
                self.resume()   # the match in play: as the menu's Resume
            elif app.book.active():
                app.confirm(lang.get(_T_ASK_RESUME_OTHER), self.resume)
            else:
                self.resume()

    def resume(self):
        b = self.app.book
        if self.arg["state"] is False:
            b.resume_match(self.arg["id"])
        from app.screens.menu import resume
        resume(self.app)

    def delete(self):
        self.app.book.delete_match(self.arg["id"])
        self.app.say(lang.get(_T_DELETED))
        self.app.go("history", {"row": self.arg["row"]})

    def draw(self, fb):
        ui.title(fb, labels.game(self.arg["game"]))
        ui.rows(fb, [lang.get(i) for i in self.items], self.cur, 14)
        fb.text(self.arg["said"], 1, 56, 1)
