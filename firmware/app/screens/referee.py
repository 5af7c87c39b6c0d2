# The referee during a round. The players keep the tiles; the device keeps
# the turn. One press for what happens most:
#   OK     played (on own train, or on the open double that is due) -> next
#   DOWN   could not play: drew one (if any left), marker up -> next
#   UP     drew a tile (then OK if it played, DOWN if not)
#   BACK   undo the last logged action
#   hold OK  the other actions: played on Mexican/marked train, a double,
#            knocked, went out, blocked, enter scores, leave
from micropython import const
from app import events, play, ui
from rules.deal import round_plan

# Private consts cost no interned name (names are never freed).
_MENU = const(("Played elsewhere", "Played a double", "Knocked 1 tile", "Went out",
               "Blocked", "Enter scores", "Leave (saved)"))


class Screen:
    def __init__(self, app, arg):
        self.app = app
        b = app.book
        self.t = b.table
        opts = b.options()
        self.round = b.round_no()
        hand, bone, self.engine, self.total = round_plan(self.t["game"], self.t["set"], len(self.t["names"]), opts, self.round)
        p = b.load_play()
        first = p["first"] if p else 0
        self.r = play.Round(len(self.t["names"]), first, hand, bone,
                            bool(opts.get("doubles_newest_first")), p["log"] if p else b"")
        self.menu = -1      # cursor in the actions menu, -1 when closed
        self.pick = -1      # what a number picker is for: 1 double, 3 seat
        self.num = 0
        self.note = ""

    def act(self, kind, arg=0):
        tune = self.r.act(kind, arg)
        self.app.book.save_play(self.r.first, self.r.log)
        self.note = ""
        if tune:
            self.app.beep(tune)

    def undo(self):
        if self.r.undo():
            self.app.book.save_play(self.r.first, self.r.log)
            self.note = "undid last step"
            return True
        return False

    def key(self, ev):
        k = events.key(ev)
        kd = events.kind(ev)
        r = self.r
        if self.pick >= 0:
            # A number picker: the double's number or the seat gone out.
            top = self.t["set"] + 1 if self.pick == 1 else len(self.t["names"])
            if k == events.UP:
                self.num = (self.num + 1) % top
            elif k == events.DOWN:
                self.num = (self.num - 1) % top
            elif k == events.BACK:
                self.pick = -1
            elif k == events.OK and kd == events.PRESS:
                what = self.pick
                self.pick = -1
                self.act(play.DOUBLE if what == 1 else play.OUT, self.num)
        elif self.menu >= 0:
            # The actions menu (hold OK).
            if k == events.UP:
                self.menu = (self.menu - 1) % len(_MENU)
            elif k == events.DOWN:
                self.menu = (self.menu + 1) % len(_MENU)
            elif k == events.BACK:
                self.menu = -1
            elif k == events.OK and kd == events.PRESS:
                m = self.menu
                self.menu = -1
                if m == 0:
                    self.act(play.ELSEWHERE)
                elif m == 1:
                    self.pick = 1
                    self.num = self.engine if self.engine > 0 else self.t["set"]
                elif m == 2:
                    self.act(play.KNOCK)
                elif m == 3:
                    self.pick = 3
                    self.num = self.r.seat
                elif m == 4:
                    self.act(play.BLOCKED)
                elif m == 5:
                    self.app.go("score")
                elif m == 6:
                    self.app.go("menu")
        elif r.state != play.RUNNING:
            if k == events.OK and kd == events.PRESS:
                self.app.go("score")
            elif k == events.BACK and kd == events.PRESS:
                self.undo()
        elif kd == events.REPEAT:
            return
        elif k == events.OK:
            if kd == events.LONG:
                self.menu = 0
            else:
                self.act(play.PLAY)
        elif k == events.DOWN:
            self.act(play.PASS)
        elif k == events.UP:
            self.act(play.DRAW)
        elif k == events.BACK and kd == events.PRESS:
            if not self.undo():
                self.note = "nothing to undo"

    def draw(self, fb):
        r = self.r
        t = self.t
        names = t["names"]
        head = "R%d" % (self.round + 1)
        if self.engine >= 0:
            head += " %d-%d" % (self.engine, self.engine)
        ui.title(fb, head, "bone %d" % r.bone)
        if self.menu >= 0:
            ui.rows(fb, _MENU, self.menu)
            return
        if self.pick >= 0:
            if self.pick == 1:
                fb.text("Which double?", 0, 14, 1)
                ui.big(fb, "%d-%d" % (self.num, self.num), 0, 28)
            else:
                fb.text("Who went out?", 0, 14, 1)
                ui.big(fb, str(self.num + 1), 0, 28)
                fb.text(names[self.num], 40, 32, 1)
            fb.text("UP/DOWN, OK", 0, 56, 1)
            return
        if r.state != play.RUNNING:
            fb.text("Round is over", 0, 14, 1)
            if r.state == play.OVER_OUT:
                ui.big(fb, str(r.out + 1), 0, 26)
                fb.text(names[r.out], 24, 26, 1)
                fb.text("went out", 24, 34, 1)
            else:
                ui.big(fb, "Blocked", 0, 26)
            fb.text("OK: enter scores", 0, 56, 1)
            return
        s = r.seat
        # Markers are Mexican Train's [RULES.md 1]; other games have none.
        mex = t["game"] == "mexican-train"
        ui.big(fb, str(s + 1), 0, 11)
        fb.text(names[s][:12], 36, 11, 1)
        fb.text("%d tiles%s" % (r.hands[s], " M" if mex and r.markers[s] else ""), 36, 20, 1)
        y = 29
        od = r.open_doubles()
        if od:
            x = 0
            fb.text("Open", 0, y, 1)
            x = 40
            for i, (n, owner) in enumerate(od[:3]):
                lab = "%d-%d" % (n, n)
                if i == 0:   # the double to satisfy first
                    fb.fill_rect(x - 1, y - 1, 8 * len(lab) + 2, 9, 1)
                    fb.text(lab, x, y, 0)
                else:
                    fb.text(lab, x, y, 1)
                x += 8 * len(lab) + 6
            y += 9
        marked = [str(i + 1) for i in range(len(names)) if r.markers[i]]
        if marked and mex:
            fb.text("Markers " + " ".join(marked), 0, y, 1)
            y += 9
        if r.alert >= 0:
            lab = "LAST TILE %s" % names[r.alert]
            fb.fill_rect(0, 46, 128, 9, 1)
            fb.text(lab[:16], 0, 47, 0)
        fb.text(self.note or ("OK play v pass" if not r.drawn else "drew: OK or v"), 0, 56, 1)
