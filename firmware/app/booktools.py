# The book's (app.book) rarely taken steps: a new match, the end of a
# match, settings changes and the last table. They are loaded for the
# press that takes them and dropped with its other modules, so the
# always-resident book holds only what every round's presses use; the
# rarer still (renaming seats, the history) are app.bookextra's. Each takes
# the Book as its first argument (app.book's methods of the same names
# pass it).
from rules import RulesError


def note(book, m, changed=None):
    """Keep what the screens read of the match as plain data; changed: the
    options that differ from the game's defaults, when the caller has them
    (a new match's table), else worked out from the games table."""
    book._match = m
    if m is None:
        book.info = None
        return
    if changed is None:
        from rules import games
        changed = games.changed(m.game, m.options)
    book.info = {"id": m.id, "rounds": len(m.rounds), "options": m.options, "dealer": m.dealer,
                 "table": {"game": m.game, "names": m.names, "set": m.set,
                           "teams": 1 if m.teams else 0, "options": changed}}


def prefs(book, s=None):
    """Keep what the screens read of the settings (s, or the saved ones
    when None) as plain data; -> the ledger.settings.Settings."""
    if s is None:
        from ledger.settings import Settings
        s = Settings(book.store)
    book.settings = {"volume": s.volume, "roster": list(s.names), "language": s.language, "letter": s.letter}
    return s


def set_level(book, key, v):
    """A number setting (ledger.settings.LEVELS: the volume, the language)."""
    s = prefs(book)
    s.set_level(key, v)
    prefs(book, s)


def forget_name(book, name):
    s = prefs(book)
    s.remove_name(name)
    prefs(book, s)


def remember_names(book, names, done=False, typed=""):
    """The roster keeps every name used, most recent first: names[0] ends
    up on top. done: the press's change is saved already (a new match,
    new names in the match): a refusal to save the roster is then what a
    power cut there leaves, finished at the next power-on (app.amend.boot),
    and the roster in use has the names. typed: a name just typed, whose
    first letter the letter grid starts on next (saved with the roster)."""
    s = prefs(book)
    for n in reversed(names):
        s.add_name(n, False)
    if typed and 32 <= ord(typed[0]) < 127:
        s.letter = ord(typed[0])
    try:
        s.save()
    except RulesError:
        if not done:
            raise
        book.state["id"] = 0   # (no match's): the power-on saves the roster (app.amend.boot)
    prefs(book, s)


def last_table(book):
    t = book.state.get("table")
    if not t:
        # The first game of the registry, at its default set.
        from rules.families import FAMILIES
        from rules.games import game
        g = FAMILIES[0][1][0]
        return {"game": g, "names": ["P%d" % i for i in range(1, 5)], "set": game(g, False)[1],
                "options": {}, "teams": 0}
    return {"game": t["game"], "names": list(t["names"]), "set": t["set"],
            "options": dict(t["options"]), "teams": t["teams"]}


def start(book, t):
    """A new match for table t, saved and made the active one: the Deal's
    change is on flash once it is active (ledger.store.Store.add; a save
    refused before that is "Not saved", nothing of it kept). Then the
    roster and the app record (the last table, and "id", the match it was
    dealt for) follow: what a power cut or a refusal leaves undone of
    them, the next power-on finishes (app.amend.boot). The round in play
    stays the last match's until the dealer saves this one's
    (app.book.load_play reads it for its own match only), so a cut before
    the new match is active resumes the old one with its reports."""
    from ledger.match import Match, pairs
    m = Match(t["game"], t["names"], t["set"], t["options"], pairs(t["teams"], len(t["names"])))
    # The games table checked the table: as .mpy it goes before the saves
    # (the Deal's worst moment for the heap). Frozen, its code is in flash
    # and the dealer's screen reads it next: importing it again cost
    # Kozel's OK on setup 260,000 instructions (bench_press_cost).
    from app import mpy
    if mpy:
        import sys
        if sys.modules.pop("rules.games", None):
            del sys.modules["rules"].games
    st = book.state
    if st["table"] is None:
        # The first Deal: the app record is on flash before any match, so
        # a power-on that finds matches without it knows it was lost.
        book._save(None, st["play"])
    book.store.add(m)
    note(book, m, dict(t["options"]))   # setup keeps only the options changed
    book._match = m = None   # (read again by the press that needs it: not held with the settings)
    st["table"] = t
    st["redo"] = False   # the last match's undone entries stay with it
    st["id"] = book.info["id"]   # (0 when the roster is not saved: remember_names)
    remember_names(book, t["names"], True)
    book._save(None, st["play"], True)


def finish(book):
    """The match is over: it stays in the history, no longer active (the
    pointer says which finished last: ledger.recover finds a match in play
    whose pointer is lost by it)."""
    book.store.set_active(-book.info["id"])
    note(book, None)
    book.state["redo"] = False
    book._save(None, None, True)   # (the pointer is the change: the app record follows)
