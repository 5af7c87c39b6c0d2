# Who sits where: one row per seat, clockwise from seat 1. Used by New game
# (arg: the table being set up) and during a match (arg None: from the
# menu; each change is saved to the match at once).
#   OK on a seat       the names remembered, most recent first: OK takes
#                      one; a name at another seat swaps the two seats
#                      (hold OK on a remembered name: forget it, asked
#                      first; a saved match keeps its names)
#   hold OK on a seat  type a new name
# Typing: the letters in a grid, A-C down the first column, D-F down the
# next, ... as on a phone's keys; DOWN/UP step to the next/previous letter,
# held they jump a column (and on, while held). The name so far is in the title, the letter
# under the cursor last (boxed): OK keeps it and adds the next, hold OK
# saves the name as shown, BACK rubs out. The first letter (and one after
# a space or a hyphen) is a capital, the rest lower case. The cursor starts
# on the letter the last name typed began with (kept in the settings: a
# Deal or a power cut does not move it) and stays where it is after
# a letter is added (names are often one or two letters apart).
from micropython import const
from app import lang, ui
from drivers import events

# 10 columns of 3, in reading order down each column: a held UP/DOWN jumps
# 3 cells, to the same row of the next column. Columns of 3 put every cell
# within 2 presses of any other (a hold, then at most one step; of 4, 3
# presses: "Sas" after "Mar" took 13), so any 3-letter name is typed in 10
# presses from its seat (tests/firmware/test_name_presses.py).
_CELLS = const("ABCDEFGHIJKLMNOPQRSTUVWXYZ-'. ")
_ROWS = const(3)
_NEW = const("+ a new name")   # the picker's first row (shown as _T_NEW_NAME)
# Texts (app.lang; numbers kept by host_tools/texts.py).
_T_NAME_NEEDS_LETTER = const(157)
_T_ALREADY_SITS = const(158)
_T_SEAT_SPELL = const(159)
_T_OK_ADD_DONE = const(160)
_T_BACK_RUBS = const(161)
_T_WHO_IS_SEAT = const(162)
_T_SEAT_N = const(163)
_T_SEATS_CLOCKWISE = const(164)
_T_OK_PICK_NEW = const(165)
_T_NEW_NAME = const(166)
_MAXLEN = const(8)


class Screen:
    def __init__(self, app, t):
        self.app = app
        self.live = t is None          # a match in play: save each change
        if t is None:
            t = {"names": list(app.book.table["names"])}
        self.t = t
        self.cur = 0
        self.pick = -1       # the picker's row, -1 when closed
        self.spell = None    # the name being typed
        self.letter = 0

    def candidates(self):
        """"+ a new name", the remembered names (most recent first), then
        names at the table the roster does not hold."""
        out = [_NEW]
        for n in self.app.book.settings["roster"]:
            out.append(n)
        for n in self.t["names"]:
            if n not in out:
                out.append(n)
        return out

    def key(self, ev):
        k = events.key(ev)
        kd = events.kind(ev)
        names = self.t["names"]
        if self.spell is not None:
            self.key_spell(k, kd)
        elif self.pick >= 0:
            c = self.candidates()
            if k == events.UP and kd != events.REPEAT:
                self.pick = (self.pick - 1) % len(c)
            elif k == events.DOWN and kd != events.REPEAT:
                self.pick = (self.pick + 1) % len(c)
            elif k == events.OK and kd == events.PRESS:
                if self.pick:
                    self.seat(c[self.pick])
                else:
                    self.type_new()
                self.pick = -1
            elif k == events.OK and kd == events.LONG and self.forgets():
                name = c[self.pick]

                def forget():
                    self.app.book.forget_name(name)
                    self.pick = min(self.pick, len(self.candidates()) - 1)
                self.app.confirm(lang.get(lang.T_ASK_FORGET) % name, forget)
            elif k == events.BACK:
                self.pick = -1
        elif kd == events.REPEAT:
            return
        elif k == events.UP:
            self.cur = (self.cur - 1) % len(names)
        elif k == events.DOWN:
            self.cur = (self.cur + 1) % len(names)
        elif k == events.OK and kd == events.LONG:
            self.type_new()
        elif k == events.OK:
            # The picker opens on the most recent name nobody sits as.
            c = self.candidates()
            self.pick = 0
            for i in range(1, len(c)):
                if c[i] not in names:
                    self.pick = i
                    break
        elif k == events.BACK:
            self.app.go("menu" if self.live else "setup", None if self.live else self.t)

    def forgets(self):
        """Whether the picker's row is a remembered name (one hold OK
        forgets)."""
        return self.pick > 0 and self.candidates()[self.pick] in self.app.book.settings["roster"]

    def type_new(self):
        self.spell = ""
        # Where the last name typed began (app.book's settings: kept
        # across power, whatever was dealt or picked since).
        self.letter = max(0, _CELLS.find(chr(self.app.book.settings.get("letter", 65)).upper()))

    def key_spell(self, k, kd):
        if k == events.UP or k == events.DOWN:
            step = 1 if kd == events.PRESS else _ROWS    # held: a column at a time
            self.letter = (self.letter + (step if k == events.DOWN else -step)) % len(_CELLS)
        elif k == events.OK and kd == events.PRESS:
            if len(self.spell) < _MAXLEN - 1:
                self.spell += self.cell(self.letter)
        elif k == events.OK and kd == events.LONG:
            self.seat((self.spell + self.cell(self.letter)).strip(), True)
            self.spell = None
        elif k == events.BACK and kd == events.PRESS:
            if self.spell:
                self.letter = _CELLS.find(self.spell[-1].upper())
                self.spell = self.spell[:-1]
            else:
                self.spell = None

    def cell(self, i):
        """Cell i as typed next: a capital first and after a space or a
        hyphen, lower case otherwise."""
        ch = _CELLS[i]
        s = self.spell
        return ch if not s or s[-1] in "- " else ch.lower()

    def seat(self, name, new=False):
        """Seat the current row as `name`; a name at another seat swaps
        with it (the scores stay with the seats)."""
        from rules import RulesError
        names = list(self.t["names"])
        if not name:
            raise RulesError(lang.get(_T_NAME_NEEDS_LETTER))
        if name in names:
            i = names.index(name)
            if new and i != self.cur:
                raise RulesError(lang.get(_T_ALREADY_SITS) % (name, i + 1))
            names[i] = names[self.cur]
        names[self.cur] = name
        b = self.app.book
        typed = name if new else ""
        if self.live:
            b.rename(names, typed)       # saved before the screen shows it
        else:
            b.remember_names((name,), False, typed)
        self.t["names"][:] = names

    def draw(self, fb):
        names = self.t["names"]
        if self.spell is not None:
            s = lang.get(_T_SEAT_SPELL) % (self.cur + 1, self.spell)
            ui.title(fb, s)
            x = 1 + 8 * len(s)             # the letter under the cursor, boxed
            fb.fill_rect(x - 1, 0, 9, 9, 0)
            fb.text(self.cell(self.letter), x, 1, 1)
            fb.text(lang.get(_T_OK_ADD_DONE), 0, 10, 1)
            for i in range(len(_CELLS)):
                x = 12 * (i // _ROWS) + 6
                y = 21 + 10 * (i % _ROWS)
                ch = self.cell(i)
                if i == self.letter:
                    fb.fill_rect(x - 2, y - 1, 12, 10, 1)
                fb.text("_" if ch == " " else ch, x, y, 0 if i == self.letter else 1)
            fb.text(lang.get(_T_BACK_RUBS), 0, 56, 1)
            return
        if self.pick >= 0:
            ui.title(fb, lang.get(_T_WHO_IS_SEAT) % (self.cur + 1))
            items = [lang.get(_T_NEW_NAME)]
            for n in self.candidates()[1:]:
                if n in names:
                    n = ui.pair(n, lang.get(_T_SEAT_N) % (names.index(n) + 1), 15)
                items.append(n)
            ui.rows(fb, items, self.pick)
            if self.forgets():
                fb.fill_rect(0, 55, 128, 9, 0)
                fb.text(lang.get(lang.T_FORGET), 0, 56, 1)
            return
        ui.title(fb, lang.get(_T_SEATS_CLOCKWISE))
        ui.rows(fb, ["%2d %s" % (i + 1, n) for i, n in enumerate(names)], self.cur, 10, 5)
        fb.text(lang.get(_T_OK_PICK_NEW), 0, 56, 1)
