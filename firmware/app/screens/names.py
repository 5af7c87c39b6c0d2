# Who sits where: one row per seat, clockwise from seat 1. OK on a seat,
# then UP/DOWN runs through the remembered names (and "new name"); OK takes
# it. A new name is spelled letter by letter: UP/DOWN choose the letter, OK
# adds the next one, hold OK when done, BACK rubs out.
from app import events, ui

_LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 "
_NEW = "+ new name"
_MAXLEN = 8


class Screen:
    def __init__(self, app, t):
        self.app = app
        self.t = t
        self.cur = 0
        self.pick = -1       # index into the candidates while choosing
        self.spell = None    # the name being spelled
        self.letter = 0

    def candidates(self):
        names = self.t["names"]
        mine = names[self.cur]
        out = [mine]
        for n in self.app.book.settings["roster"]:
            if n not in names:
                out.append(n)
        out.append(_NEW)
        return out

    def key(self, ev):
        k = events.key(ev)
        kd = events.kind(ev)
        names = self.t["names"]
        if self.spell is not None:
            self.key_spell(k, kd)
        elif self.pick >= 0:
            c = self.candidates()
            if k == events.UP:
                self.pick = (self.pick - 1) % len(c)
            elif k == events.DOWN:
                self.pick = (self.pick + 1) % len(c)
            elif k == events.OK and kd == events.PRESS:
                if c[self.pick] == _NEW:
                    self.spell = ""
                    self.letter = 0
                else:
                    names[self.cur] = c[self.pick]
                self.pick = -1
            elif k == events.BACK:
                self.pick = -1
        elif k == events.UP:
            self.cur = (self.cur - 1) % len(names)
        elif k == events.DOWN:
            self.cur = (self.cur + 1) % len(names)
        elif k == events.OK and kd == events.PRESS:
            self.pick = 0
        elif k == events.BACK:
            self.app.go("setup", self.t)

    def key_spell(self, k, kd):
        if k == events.UP:
            self.letter = (self.letter - 1) % len(_LETTERS)
        elif k == events.DOWN:
            self.letter = (self.letter + 1) % len(_LETTERS)
        elif k == events.OK and kd == events.PRESS:
            if len(self.spell) < _MAXLEN - 1:
                self.spell += _LETTERS[self.letter]
                self.letter = 0
        elif k == events.OK and kd == events.LONG:
            name = (self.spell + _LETTERS[self.letter]).strip()
            self.finish(name)
        elif k == events.BACK and kd == events.PRESS:
            if self.spell:
                self.letter = _LETTERS.index(self.spell[-1])
                self.spell = self.spell[:-1]
            else:
                self.spell = None

    def finish(self, name):
        from rules import RulesError
        names = self.t["names"]
        if not name:
            raise RulesError("A name needs at least one letter.")
        for i, n in enumerate(names):
            if n == name and i != self.cur:
                raise RulesError("%s already sits at seat %d." % (name, i + 1))
        names[self.cur] = name
        self.app.book.remember_names((name,))
        self.spell = None

    def draw(self, fb):
        if self.spell is not None:
            ui.title(fb, "Seat %d name" % (self.cur + 1))
            ui.big(fb, self.spell[-7:], 0, 20)
            x = 16 * len(self.spell[-7:])
            ui.big(fb, _LETTERS[self.letter], x, 20)
            fb.hline(x, 38, 16, 1)
            fb.text("OK next, hold=done", 0, 48, 1)
            fb.text("BACK rub out", 0, 56, 1)
            return
        ui.title(fb, "Seats clockwise")
        names = self.t["names"]
        items = []
        for i, n in enumerate(names):
            if i == self.cur and self.pick >= 0:
                n = "<%s>" % self.candidates()[self.pick]
            items.append("%2d %s" % (i + 1, n))
        ui.rows(fb, items, self.cur)
