# The line games' dealer [rules/README.md §2, 3, 4, 10, 11, 13]: who sits where
# (and, after round 1, who shuffles: the last round's loser), the tiles
# each player takes and the bazaar, the redeal check where a game has one
# ("Five doubles in a hand?"), and who opens: asked in the game's order
# ("Who has the 1-1?", then the next double, ...; nobody: the heaviest or
# lightest tile), or, in later rounds led freely, named (the winner, the
# fisherman, the next in turn). OK turns the page; the last starts the
# referee (app.screens.line.referee) with the opener and the opening tile.
# The cross and fives games [rules/README.md §5-9] too (rules.families): their
# openers are rules.cross.variants'.
from micropython import const
from app import lang, ui
from app.screens.dealer import Dealer
from drivers import events

_SEATS = const(0)
_TILES = const(1)
_REDEAL = const(2)
_ASK = const(3)      # who has the double asked (or, past them, the tile)
_NAMED = const(4)    # the opener named from the last round
# Texts (app.lang; numbers kept by host_tools/texts.py).
_T_SHUFFLES = const(225)
_T_BAZAAR = const(226)
_T_NO_BAZAAR = const(227)
_T_STAY_DOWN = const(228)
_T_REDEAL_ASK = const(229)
_T_REDEAL_ASK_SEA = const(230)
_T_REDEAL_NO = const(231)
_T_REDEAL_YES = const(232)
_T_REDEAL_SAID = const(233)
_T_OPENS = const(234)
_T_AGAIN_66 = const(235)
_T_AGAIN_00 = const(236)
_T_ANY_TILE = const(237)
_T_NO_DOUBLE_HEAVY = const(238)
_T_NO_DOUBLE_LIGHT = const(239)
_T_NOBODY = const(240)
_T_ALL_DEALT = const(241)
_T_SMALLEST_TILES = const(242)
_T_AGAIN_BOTH = const(243)
_T_FOR_100 = const(244)


class Screen(Dealer):
    def __init__(self, app, arg):
        b = app.book
        Dealer.__init__(self, app, [_SEATS, _TILES])
        t = self.t
        o = self.opts = b.options()
        k = self.round
        g = t["game"]
        n = len(t["names"])
        # The opening is the game's family's rule (rules.<family>.variants:
        # the line games' and the cross games', whose row names this
        # dealer: rules.families).
        from rules.games import by_score, family, seats
        rules = __import__("rules.%s.variants" % family(g), None, None, ("opening",))
        from rules.deal import check_deal, round_plan
        res = []

        def standings():
            # The match scored (the ledger's and the scorers' code on the
            # heap for this press) only where the deal reads it: Seven's
            # seats still in, Sea Kozel's records.
            if not res:
                res.append(b.standings())
            return res[0]
        # Seven: the seats still in; General: the pairs at the table.
        self.act = seats(t, o, standings() if k and by_score(t, o) else None)
        self.hand = round_plan(g, t["set"], n, o, k, len(self.act))[0]
        self.bone = check_deal(t["set"], len(self.act), self.hand)
        self.cur = 0          # the seat picked (len(act): nobody)
        self.top = 0          # the tile of the order asked (its index)
        self.shuffles = -1
        last = b.rounds[k - 1] if k else None
        before = b.match.openers[k - 1] if k else -1
        # free: the opener leads any tile; first: the opener named (-1:
        # asked); lead: the tile they open with, if known; items: the
        # tiles asked for, in order; heavy: with none held, the heaviest
        # tile opens (else the lightest).
        self.free, self.opener, self.lead, self.items, self.heavy = rules.opening(g, o, k, n, last, before, standings)
        while self.opener >= 0 and self.opener not in self.act:
            self.opener = (self.opener + 1) % n
        if k:
            # The last round's loser shuffles: the most pips left [002].
            p = last.pips
            self.shuffles = max(self.act, key=lambda s: p[s])   # Seven: a seat still in
            if rules.loser_after_finisher(g) and last.out >= 0:
                self.shuffles = (last.out + 1) % n   # [002]: the loser, after the finisher
        self.keep_two = rules.flags(g, o) & 512   # Bergen: the last two bazaar tiles stay down
        # Sea Kozel's second article: a 6-6 named is the lead for 100 [002 l.403].
        self.for100 = g == "sea-kozel" and rules.second_article(o)
        # Kids for the smallest: the pictures in play [000 l.34].
        self.pictures = rules.pictures(len(self.act)) + 1 if o.get("smallest") else 0
        pages = self.pages
        self.redeal = rules.redeal(g, o)   # 2: six of a suit too (Sea Kozel)
        if self.redeal:
            pages.append(_REDEAL)
        pages.append(_NAMED if self.opener >= 0 else _ASK)

    def choose(self, k, kind):
        if kind != events.PRESS:
            return False
        pg = self.pages[self.page]
        m = len(self.act)
        if pg == _ASK and (k == events.UP or k == events.DOWN):
            self.cur = (self.cur + (1 if k == events.DOWN else -1)) % (m + 1)
        elif pg == _REDEAL and k == events.DOWN:
            # Yes: shuffle and deal again (the holder shuffles [002, item 14]).
            self.app.say(lang.get(_T_REDEAL_SAID))
            self.page = 1
        elif pg != _ASK or k != events.OK:
            return False
        elif self.cur == m and self.top >= len(self.items):
            pass   # somebody holds the heaviest (lightest) tile
        elif self.cur == m and not self.bone:
            # Every tile is dealt: a hand holds the tile asked (General's
            # 1-1 [002 l.246], Kozel's with four).
            self.app.error(lang.get(_T_ALL_DEALT))
        elif self.cur == m:
            # Nobody has it: the next double, then the tile [rules/README.md §2, 3].
            self.top += 1
            self.cur = 0
        else:
            self.opener = self.act[self.cur]
            if self.top < len(self.items):
                self.lead = self.items[self.top]
            return False   # and the page turns
        return True

    def start(self, opener=None, log=b""):
        lead = -1 if self.free else self.lead
        from rules.turn import LEAD
        Dealer.start(self, self.opener, bytes((LEAD << 5, lead)) if lead >= 0 else b"")

    def show(self, fb, pg):
        names = self.names
        if pg == _SEATS:
            fb.text(lang.get(lang.T_SIT_CLOCKWISE), 0, 11, 1)
            y = 20
            team = lang.get(lang.T_TEAM) if self.t["teams"] else None
            for s in self.act:
                line = "%d %s" % (s + 1, names[s])
                if team:
                    # The pair flush right; a long name cut before it.
                    pair = team % "ABCD"[s % 2 if s < 4 else s // 2]   # (General's waiting pairs: C, D)
                    line = line[:15 - len(pair)]
                    fb.text(pair, 128 - 8 * len(pair), y, 1)
                fb.text(line, 0, y, 1)
                y += 9
            if self.shuffles >= 0:
                fb.fill_rect(0, 55, 128, 9, 1)
                fb.text((lang.get(_T_SHUFFLES) % names[self.shuffles])[:16], 1, 56, 0)   # a long name cut
        elif pg == _TILES:
            if self.pictures:
                # Those pictures' tiles only, face up, no boneyard [000 l.34-38]:
                # said in place of the boneyard's line.
                self.tiles_page(fb, self.hand, 0, "")
                lines(fb, lang.get(_T_SMALLEST_TILES) % self.pictures, 34)
                return
            self.tiles_page(fb, self.hand, self.bone, lang.get(_T_BAZAAR if self.bone else _T_NO_BAZAAR))
            if self.keep_two:
                fb.text(lang.get(_T_STAY_DOWN), 0, 52, 1)   # never drawn [rules/README.md §9]
        elif pg == _REDEAL:
            lines(fb, lang.get(_T_REDEAL_ASK_SEA if self.redeal & 2 else _T_REDEAL_ASK))
            fb.text(lang.get(_T_REDEAL_NO), 0, 46, 1)
            fb.text(lang.get(_T_REDEAL_YES), 0, 56, 1)
        elif pg == _NAMED:
            fb.text(lang.get(_T_OPENS), 0, 12, 1)
            ui.big(fb, str(self.opener + 1), 2, 24)
            fb.text(names[self.opener], 24, 28, 1)
            fb.text(lang.get(_T_AGAIN_66 if self.lead == 27 and not self.for100 else _T_FOR_100 if self.lead == 27
                             else _T_AGAIN_00 if self.lead == 0 else _T_AGAIN_BOTH if self.lead == 28
                             else _T_ANY_TILE), 0, 46, 1)
        else:
            if self.top < len(self.items):
                from rules.tiles import HI, LO
                x = self.items[self.top]
                fb.text(lang.get(lang.T_WHO_HAS) % (LO[x], HI[x]), 0, 12, 1)
            else:
                lines(fb, lang.get(_T_NO_DOUBLE_HEAVY if self.heavy else _T_NO_DOUBLE_LIGHT))
            if self.cur < len(self.act):
                s = self.act[self.cur]
                ui.big(fb, str(s + 1), 2, 30)
                fb.text(names[s], 24, 34, 1)
            else:
                fb.text(lang.get(_T_NOBODY), 24, 34, 1)
            fb.text(lang.get(lang.T_UP_DOWN_OK), 0, 56, 1)


def lines(fb, s, y=12):
    """A text of a few lines from y, 9 px apart: its own lines, "\\n" in texts/XX.txt, each
    to fit whole (app.ui.wrap would break a longer one onto a line the page
    has no room for: tests/firmware/test_app_languages.py fails on that)."""
    for line in ui.wrap(s):
        fb.text(line, 0, y, 1)
        y += 9
