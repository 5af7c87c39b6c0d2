# Settings: the buzzer volume (0 mutes it; hub sounds are a known
# complaint) and the remembered names (hold OK on a name to forget it).
from app import events, ui


class Screen:
    def __init__(self, app, arg):
        self.app = app
        self.cur = 0

    def items(self):
        s = self.app.book.settings
        v = s.get("volume", 2)
        out = [ui.pair("Volume", "mute" if v == 0 else "%d/3" % v)]
        for n in s["roster"]:
            out.append("  " + n)
        return out

    def key(self, ev):
        k = events.key(ev)
        kd = events.kind(ev)
        b = self.app.book
        n = len(self.items())
        if k == events.BACK:
            self.app.go("menu")
        elif self.cur == 0 and k == events.OK and kd == events.PRESS:
            v = (b.settings.get("volume", 2) + 1) % 4
            b.set_volume(v)
            self.app.hw.buzzer.volume = v
            self.app.beep("click")
        elif k == events.UP:
            self.cur = (self.cur - 1) % n
        elif k == events.DOWN:
            self.cur = (self.cur + 1) % n
        elif self.cur > 0 and k == events.OK and kd == events.LONG:
            b.forget_name(b.settings["roster"][self.cur - 1])
            self.cur = min(self.cur, n - 2)

    def draw(self, fb):
        ui.title(fb, "Settings")
        ui.rows(fb, self.items(), self.cur)
        if self.cur > 0:
            fb.fill_rect(0, 55, 128, 9, 0)
            fb.text("hold OK: forget", 0, 56, 1)
