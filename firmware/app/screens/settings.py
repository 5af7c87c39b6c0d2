# Settings: the buzzer volume (0 mutes it; hub sounds are a known
# complaint), share mode (the page on phones, app/screens/share.py), the
# language (app/screens/language.py), the battery's charge where the board
# has one (drivers/battery.py), and the remembered names (hold OK on a
# name to forget it, asked first; the saved matches keep it).
import sys
from micropython import const

from app import lang, ui
from drivers import events

_T_VOLUME = const(9)
_T_MUTE = const(10)
_T_SHARE = const(11)
_T_BATTERY = const(14)


class Screen:
    def __init__(self, app, arg):
        self.app = app
        self.cur = 0

    def items(self):
        """The rows; self.names: the first row of names (after the
        battery's, where there is one)."""
        s = self.app.book.settings
        v = s.get("volume", 2)
        m = sys.modules.get("share.mode")
        out = [ui.pair(lang.get(_T_VOLUME), lang.get(_T_MUTE) if v == 0 else "%d/3" % v),
               ui.pair(lang.get(_T_SHARE), lang.get(lang.T_ON if m is not None and m.ON is not None else lang.T_OFF)),
               ui.pair(lang.get(lang.T_LANGUAGE), lang.get(lang.T_LANG_NAME))]
        level = getattr(self.app.hw, "battery", None)
        level = level() if level is not None else None
        if level is not None:
            out.append(ui.pair(lang.get(_T_BATTERY), "%d%%" % level))
        self.names = len(out)
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
            b.set_level("volume", v)
            self.app.hw.buzzer.volume = v
            self.app.beep("click")
        elif self.cur == 1 and k == events.OK and kd == events.PRESS:
            from share import mode   # share mode's code is loaded from here only
            mode.start(self.app)
            self.app.go("share")
        elif self.cur == 2 and k == events.OK and kd == events.PRESS:
            self.app.go("language", "settings")
        elif k == events.UP:
            self.cur = (self.cur - 1) % n
        elif k == events.DOWN:
            self.cur = (self.cur + 1) % n
        elif self.cur >= self.names and k == events.OK and kd == events.LONG:
            name = b.settings["roster"][self.cur - self.names]

            def forget():
                b.forget_name(name)
                self.cur = min(self.cur, n - 2)
            self.app.confirm(lang.get(lang.T_ASK_FORGET) % name, forget)

    def draw(self, fb):
        ui.title(fb, lang.get(lang.T_SETTINGS))
        ui.rows(fb, self.items(), self.cur)
        if self.cur >= self.names:
            fb.fill_rect(0, 55, 128, 9, 0)
            fb.text(lang.get(lang.T_FORGET), 0, 56, 1)
