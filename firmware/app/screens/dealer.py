# What every family's dealer does alike [rules/README.md, "Families and
# contracts"]: pages turned by OK, BACK the page before (or, on the first,
# the menu), the round and the page's number in the title, and the last
# page's OK starting the round: the opener and what the referee begins
# with (the log's first reports) saved, then the referee. A family's
# dealer is a Dealer with its pages (self.pages) and their words
# (page(fb, pg)); it takes the keys it gives a meaning to (choose()), the
# rest come here.
from app import lang, ui
from drivers import events


class Dealer:
    def __init__(self, app, pages):
        self.app = app
        b = app.book
        self.t = b.table
        self.names = self.t["names"]
        self.round = b.round_no()
        self.pages = pages
        self.page = 0
        self.total = 0      # the match's rounds, where the game has a number of them

    def key(self, ev):
        k = events.key(ev)
        if self.choose(k, events.kind(ev)) or events.kind(ev) != events.PRESS:
            return
        if k == events.BACK:
            if self.page:
                self.page -= 1
            else:
                self.app.go("menu")
        elif k == events.OK:
            if self.page + 1 == len(self.pages):
                self.start()   # (this page stays on screen where the save is refused)
            else:
                self.page += 1
                self.turned()

    def choose(self, k, kind):
        """A key the page gives a meaning to (UP/DOWN picking a seat, OK
        answering its question): True when it took it."""
        return False

    def turned(self):
        """A page turned by OK (not the last)."""

    def start(self, opener=None, log=b""):
        """The round begins: its opener and the log its referee starts
        from, saved, then the referee."""
        self.app.book.save_play(self.opener if opener is None else opener, log)
        self.app.go("referee")

    def draw(self, fb):
        head = lang.get(lang.T_ROUND_N) % (self.round + 1)
        if self.total:
            head += "/%d" % self.total
        ui.title(fb, head, "%d/%d" % (self.page + 1, len(self.pages)))
        self.show(fb, self.pages[self.page])

    def show(self, fb, pg):
        """Page pg's words (the family's)."""

    def opener_page(self, fb, seat, words, y=32, dy=9):
        """The seat that opens, in big letters, and what the table is told
        (three lines from y, dy apart)."""
        w = ui.big(fb, str(seat + 1), 2, 11)
        ui.big(fb, self.names[seat][:(124 - w) // 16], w + 8, 11)
        for j, line in enumerate(ui.wrap(words)[:3]):
            fb.text(line, 0, y + dy * j, 1)

    def tiles_page(self, fb, hand, bone, bone_words):
        """The tiles each player takes and what is left to draw."""
        fb.text(lang.get(lang.T_EACH_PLAYER), 0, 12, 1)
        ui.big(fb, str(hand), 88, 12)
        fb.text(lang.get(lang.T_TAKES_TILES, hand), 0, 22, 1)
        fb.text(bone_words, 0, 40, 1)
        if bone:
            ui.big(fb, str(bone), 88, 36)
