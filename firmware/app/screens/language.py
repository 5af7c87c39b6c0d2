# The language: English, Русский, Македонски, Latviešu, each named in its
# own words (read from its own file). Asked once at the first power-on
# (arg None: OK goes on to the menu) and from Settings (arg "settings").
from micropython import const

from app import lang, ui
from drivers import events

_LANGS = const(4)


class Screen:
    def __init__(self, app, arg):
        self.app = app
        self.arg = arg
        self.cur = max(0, app.book.settings.get("language", 0))

    def key(self, ev):
        k = events.key(ev)
        if k == events.UP:
            self.cur = (self.cur - 1) % _LANGS
        elif k == events.DOWN:
            self.cur = (self.cur + 1) % _LANGS
        elif k == events.OK and events.kind(ev) == events.PRESS:
            self.app.book.set_level("language", self.cur)   # saved before it is shown
            lang.use(self.cur)
            self.app.go(self.arg or "menu")
        elif k == events.BACK and self.arg:
            self.app.go(self.arg)

    def draw(self, fb):
        ui.title(fb, lang.get(lang.T_LANGUAGE))
        ui.rows(fb, [lang.get(lang.T_LANG_NAME, -1, i) for i in range(_LANGS)], self.cur, 14)
