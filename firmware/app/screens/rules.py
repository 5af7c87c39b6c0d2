# House rules of the game with their defaults: one row per option, OK then
# UP/DOWN to change it, OK again to keep it. Only values that differ from the
# default are stored with the table.
from app import events, labels, ui
from rules import games


class Screen:
    def __init__(self, app, t):
        self.app = app
        self.t = t
        self.table = games.game(t["game"])[5]
        # Sorted: dict order differs between the two runtimes.
        self.keys = sorted(self.table, key=labels.option)
        self.cur = 0
        self.editing = False

    def value(self, name):
        return self.t["options"].get(name, self.table[name][0])

    def key(self, ev):
        k = events.key(ev)
        n = len(self.keys)
        if not n:
            if k == events.BACK or k == events.OK:
                self.app.go("setup", self.t)
            return
        if self.editing:
            if k == events.UP or k == events.DOWN:
                self.step(1 if k == events.UP else -1)
            elif events.kind(ev) == events.PRESS:
                self.editing = False
            return
        if k == events.UP:
            self.cur = (self.cur - 1) % n
        elif k == events.DOWN:
            self.cur = (self.cur + 1) % n
        elif k == events.OK and events.kind(ev) == events.PRESS:
            self.editing = True
        elif k == events.BACK:
            self.app.go("setup", self.t)

    def step(self, d):
        name = self.keys[self.cur]
        default, allowed = self.table[name]
        v = self.value(name)
        if allowed == ():
            v = not v
        else:
            allowed = list(allowed)
            v = allowed[(allowed.index(v) + d) % len(allowed)]
        opts = self.t["options"]
        if v == default and type(v) is type(default):
            opts.pop(name, None)
        else:
            opts[name] = v

    def draw(self, fb):
        ui.title(fb, "House rules", "<>" if self.editing else "")
        items = []
        for name in self.keys:
            v = labels.value(self.value(name))
            items.append(ui.pair(labels.option(name), v))
        if not items:
            items = ["No options"]
        ui.rows(fb, items, self.cur)
