# New game: the last table is the default, so "New game, Deal" starts the
# same table again in two presses. Rows: Deal, game, players, names, set,
# house rules, teams. OK on a value row edits it with UP/DOWN.
# The games table and the labels are imported by the methods that read
# them and dropped when the press ends (app.main), not kept with the screen.
from micropython import const
from app import lang, ui
from drivers import events

_ROWS = const(("deal", "game", "players", "names", "set", "rules", "teams"))
_T_DEAL_TILES = const(22)
_T_PLAYERS_N = const(23)
_T_SET_DOUBLE = const(24)
_T_HOUSE_RULES_N = const(26)
_T_TEAMS_PAIRS = const(29)
_T_TEAMS_NONE = const(30)
_T_TEAMS_NEED_FOUR = const(31)


class Screen:
    def __init__(self, app, arg):
        self.app = app
        # The choices made before a BACK (App.draft), else the last table.
        self.t = arg or app.draft or app.book.last_table()
        self.cur = 0
        self.editing = False
        # The players asked for: a game for fewer seats shows fewer, and
        # the next game that seats them gets them back.
        self.want = len(self.t["names"])
        self.order = None   # the game list (games()), once it is opened

    def games(self):
        """The game list, in one order that never changes (a thumb learns
        where a game is: issue 43), opened on the remembered table's game,
        the last played."""
        if self.order is None:
            from rules import games
            self.order = games.listed()
        return self.order

    def rows(self):
        from rules import games
        from rules.families import results
        row = games.game(self.t["game"])
        out = []
        for r in _ROWS:
            if r == "teams" and not row[4] or r == "set" and results(self.t["game"]) == "answers":
                continue   # (the counting game's plates are its step's, not a set)
            out.append(r)
        return out

    def key(self, ev):
        k = events.key(ev)
        rows = self.rows()
        r = rows[self.cur]
        if self.editing:
            if k == events.UP or k == events.DOWN:
                d = 1 if k == events.UP else -1
                from rules import games
                t = self.t
                g = games.game(t["game"])
                if r == "game":
                    # A list: DOWN goes down it, as in every list.
                    names = self.games()
                    i = (names.index(t["game"]) - d) % len(names)
                    t["game"] = names[i]
                    g = games.game(t["game"])
                    if t["set"] not in g[0]:
                        t["set"] = g[1]
                    t["options"] = {}
                    t["teams"] = 0
                    self.resize(max(g[2], min(g[3], self.want)))
                elif r == "players":
                    n = len(t["names"]) + d
                    if g[2] <= n <= g[3]:
                        self.resize(n)
                        self.want = n
                elif r == "set":
                    sets = g[0]
                    t["set"] = sets[(sets.index(t["set"]) + d) % len(sets)]
                k = games.teams_rule(g, len(t["names"]))
                if r == "teams" and k == 1:
                    t["teams"] = 0 if t["teams"] else 1
                elif k != 1:
                    t["teams"] = k // 2   # pairs when the game says so
            elif events.kind(ev) == events.PRESS:
                self.editing = False
            return
        if k == events.UP:
            self.cur = (self.cur - 1) % len(rows)
        elif k == events.DOWN:
            self.cur = (self.cur + 1) % len(rows)
        elif k == events.BACK:
            self.app.draft = self.t   # kept for the next New game (not across power cuts)
            self.app.go("menu")
        elif k == events.OK and events.kind(ev) == events.PRESS:
            if r == "deal":
                self.deal()
            elif r == "names":
                self.app.go("names", self.t)
            elif r == "rules":
                self.app.go("house_rules", self.t)
            else:
                self.editing = True

    def waiting(self, t):
        """Whether the game seats pairs beyond two, waiting their turn
        (General [rules/README.md §10])."""
        from rules import games
        return games.game(t["game"], False)[3] > 4 and games.teams_rule(games.game(t["game"], False), 4) == 2

    def resize(self, n):
        names = self.t["names"]
        roster = self.app.book.settings["roster"]
        while len(names) > n:
            names.pop()
        while len(names) < n:
            # The next remembered name not yet at the table, else "P<n>".
            for cand in roster:
                if cand not in names:
                    names.append(cand)
                    break
            else:
                names.append("P%d" % (len(names) + 1))

    def deal(self):
        t = self.t
        n = len(t["names"])
        if t["teams"] and n != 4 and (n % 2 or not self.waiting(t)):
            from rules import RulesError
            raise RulesError(lang.get(_T_TEAMS_NEED_FOUR))
        # The match is started, and its dealer shown, once this screen's
        # code has left the heap (app.main.App.handle); refused, setup comes
        # back with t.
        self.app.deal = t
        self.app.draft = None

    def draw(self, fb):
        ui.title(fb, lang.get(lang.T_NEW_GAME))
        t = self.t
        items = []
        for r in self.rows():
            if r == "deal":
                s = lang.get(_T_DEAL_TILES)
            elif r == "game":
                from app import labels
                s = labels.game(t["game"])
            elif r == "players":
                s = lang.get(_T_PLAYERS_N) % len(t["names"])
            elif r == "names":
                s = ",".join(t["names"])
            elif r == "set":
                s = lang.get(_T_SET_DOUBLE) % t["set"]
            elif r == "rules":
                n = len(t["options"])
                s = lang.get(_T_HOUSE_RULES_N, n) % n if n else lang.get(lang.T_STANDARD_RULES)
            else:
                s = lang.get(_T_TEAMS_PAIRS if t["teams"] else _T_TEAMS_NONE)
            items.append(s)
        ui.rows(fb, items, self.cur)
        if self.editing:
            fb.text("<>", 128 - 16, 1, 0)
