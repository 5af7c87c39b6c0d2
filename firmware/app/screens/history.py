# History: the match in play and the finished ones, newest first (the game,
# who won, or that it was abandoned for a new game), then every player's figures across the finished matches, a
# game at a time: matches won of played, points a round (the pair's for a
# pair; the counting game: answers right the first time, of all). Two
# lines an entry, UP/DOWN scroll; a line too long for the screen ends in a
# cut mark ("."), as a list's row does (app.ui.rows). OK on a match: its
# page (app.screens.past: its rounds, Resume, Delete); BACK, or OK on a
# player's line: the menu.
from micropython import const

from app import labels, lang, ui
from drivers import events
from app.tall_rows import rows

# Texts (app.lang; numbers kept by host_tools/texts.py).
_T_PLAYING_ROUND = const(149)
_T_WON_BY = const(150)
_T_NO_WINNER = const(151)
_T_ABANDONED = const(152)
_T_BY_PLAYER = const(153)
_T_WON_OF = const(154)
_T_A_ROUND = const(155)
_T_NO_MATCHES = const(156)
_T_COUNT_HISTORY = const(450)
_T_COUNT_HISTORY_NEXT = const(451)


class Screen:
    def __init__(self, app, arg):
        self.app = app
        # Back from a match's page (app.screens.past): on its row.
        self.cur = arg.get("row", 0) if arg else 0
        self.top = 0
        # Read once: each match is loaded from flash and scored.
        matches, players = app.book.history()
        lines = []
        # Each match's (id, game, None in play, False left unfinished, True over).
        self.matches = []
        for game, names, rounds, won, mid in matches:
            if won is None:
                line = lang.get(_T_PLAYING_ROUND) % (rounds + 1)
            elif won is False:
                line = lang.get(_T_ABANDONED) % (rounds + 1)
            else:
                line = lang.get(_T_WON_BY) % labels.join(won) if won else lang.get(_T_NO_WINNER)
            lines.append((labels.game(game), "", line))
            self.matches.append((mid, game, won if won is None or won is False else True))
        game = None
        from rules.families import results
        for f in players:
            name, g, played, won, points, rounds = f[:6]
            if g != game:
                game = g
                lines.append((labels.game(g), "", lang.get(_T_BY_PLAYER)))
            lines.append((name, lang.get(_T_WON_OF) % (won, played),
                          lang.get(_T_COUNT_HISTORY) % (points, rounds) if results(g) == "answers"
                          else lang.get(_T_A_ROUND) % _one_place(points, rounds)))
            if len(f) > 6 and f[6]:
                lines.append((name, "", lang.get(_T_COUNT_HISTORY_NEXT) % f[6]))   # ready for the next step
        self.lines = lines
        self.cur = min(self.cur, max(0, len(lines) - 1))

    def key(self, ev):
        k = events.key(ev)
        n = max(1, len(self.lines))
        if k == events.OK and self.cur < len(self.matches) and events.kind(ev) == events.PRESS:
            mid, game, state = self.matches[self.cur]
            self.app.go("past", {"id": mid, "game": game, "state": state,
                                 "said": _cut(self.lines[self.cur][2], 15), "row": self.cur})
        elif k == events.BACK or k == events.OK:
            self.app.go("menu")
        elif k == events.UP:
            self.cur = (self.cur - 1) % n
        elif k == events.DOWN:
            self.cur = (self.cur + 1) % n

    def draw(self, fb):
        ui.title(fb, lang.get(lang.T_HISTORY))
        lines = self.lines
        if not lines:
            fb.text(lang.get(_T_NO_MATCHES), 0, 20, 1)
            return
        for i, y, c in rows(fb, self, len(lines)):
            head, right, second = lines[i]
            fb.text(_cut(head, 14 - len(right) if right else 15), 1, y + 1, c)
            if right:
                fb.text(right, 126 - 8 * len(right), y + 1, c)
            fb.text(_cut(second, 16), 1, y + 10, c)   # (16 from x 1: the last glyph stops short of the bar)


def _cut(s, n):
    """s in n characters: cut, the last one "." (as app.ui.rows cuts a row)."""
    return s if len(s) <= n else s[:n - 1] + "."


def _one_place(points, rounds):
    """points / rounds with one decimal, without floats: "14.2"."""
    if not rounds:
        return "-"
    tenths = (10 * abs(points) + rounds // 2) // rounds
    return "%s%d.%d" % ("-" if points < 0 else "", tenths // 10, tenths % 10)
