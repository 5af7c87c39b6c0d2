# Settings: the buzzer volume (0 mutes it; hub sounds are a known
# complaint), share mode (the page on phones, app/screens/share.py) and
# the remembered names (hold OK on a name to forget it).
import sys

from app import events, ui


class Screen:
    def __init__(self, app, arg):
        self.app = app
        self.cur = 0

    def items(self):
        s = self.app.book.settings
        v = s.get("volume", 2)
        m = sys.modules.get("share.mode")
        out = [ui.pair("Volume", "mute" if v == 0 else "%d/3" % v),
               ui.pair("Share", "on" if m is not None and m.ON is not None else "off")]
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
        elif self.cur == 1 and k == events.OK and kd == events.PRESS:
            from share import mode   # share mode's code is loaded from here only
            mode.start(self.app)
            self.app.go("share")
        elif k == events.UP:
            self.cur = (self.cur - 1) % n
        elif k == events.DOWN:
            self.cur = (self.cur + 1) % n
        elif self.cur > 1 and k == events.OK and kd == events.LONG:
            b.forget_name(b.settings["roster"][self.cur - 2])
            self.cur = min(self.cur, n - 2)

    def draw(self, fb):
        ui.title(fb, "Settings")
        ui.rows(fb, self.items(), self.cur)
        if self.cur > 1:
            fb.fill_rect(0, 55, 128, 9, 0)
            fb.text("hold OK: forget", 0, 56, 1)
