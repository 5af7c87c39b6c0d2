# The book's (app.book) steps taken outside a round's flow: new names for
# the seats of the match in play, and the history (a saved match's rounds
# read back, one left unfinished resumed, one deleted). Each takes the Book as
# its first argument (app.book's methods of the same names pass it).


def rename(book, names, typed=""):
    """New names for the match's seats (a slip, a new player taking over a
    seat and its scores, two seats swapped), checked as a new match's
    would be, saved, and remembered (typed: the name typed, whose first
    letter the grid starts on next)."""
    from app.booktools import note, remember_names
    from ledger.match import Match
    m = book.match
    Match(m.game, names, m.set, m.options, m.teams, m.dealer)   # refuses bad names
    m.names = list(names)
    book.store.save(m)
    note(book, m)
    t = book.state.get("table")
    if t:
        t["names"] = list(names)   # the next New game's table too
    # Saved once the match is: the rest follows it (a power-on finishes
    # what a cut or a refusal leaves, app.amend.boot).
    remember_names(book, names, True, typed)
    book._save(None, book.state.get("play"), True)


def history(book):
    """-> (matches, players). matches: the one in play first, then the
    finished ones newest first (at most 9), each (game, names, rounds
    scored, winners' names, None while in play, False when abandoned:
    left unfinished for a new game, its id). players: for every
    name and game across all finished matches, [name, game, matches,
    matches won, points, rounds] (points: the player's, or their pair's,
    total; the counting game's: answers right the first time, and
    answers, in place of points and rounds, and a seventh, the step its
    newest sitting suggests next or None), by game and name."""
    from ledger.record import Unreadable
    from rules.families import results
    matches = []
    figures = {}
    store = book.store
    active = store.active()
    ids = store.ids()
    for mid in reversed(ids):
        try:
            m = store.load(mid)[0]
        except (OSError, Unreadable):
            continue
        s = m.standings()
        if mid == active:
            matches.insert(0, (m.game, m.names, len(m.rounds), None, mid))
            continue
        if not s["over"]:
            # Left unfinished for a new game: abandoned, and no player's
            # match won or lost (nor their points a round).
            if len(matches) < 9:
                matches.append((m.game, m.names, len(m.rounds), False, mid))
            m = s = None
            continue
        units = m.teams or [[i] for i in range(len(m.names))]
        counted = results(m.game) == "answers"   # rounds won and answers, not points
        w = s["winner"]
        won = w if isinstance(w, list) else [] if w is None else [w]
        if len(matches) < 9:
            matches.append((m.game, m.names, len(m.rounds),
                            [m.names[i] for u in won for i in units[u]], mid))
        for u in range(len(units)):
            for i in units[u]:
                f = figures.setdefault((m.names[i], m.game), [m.names[i], m.game, 0, 0, 0, 0])
                f[2] += 1
                f[3] += u in won
                if counted:
                    # The counting game: answers right the first time, of
                    # all, and the step the newest sitting suggests next.
                    f[4] += s["right"][i][0]
                    f[5] += s["right"][i][1]
                    if len(f) == 6:
                        f.append(s["next"][i])
                else:
                    f[4] += s["totals"][u]
                    f[5] += len(m.rounds)
        m = s = None   # one match on the heap at a time
    return matches, sorted(figures.values(), key=lambda f: (f[1], f[0]))


def past(book, mid):
    """A saved match for History (app.screens.standings, read-only): ->
    (table, options, standings with "out", each round's (seat out, pips))."""
    m = book.store.load(mid)[0]
    t = {"game": m.game, "names": m.names, "set": m.set, "teams": 1 if m.teams else 0}
    res = dict(m.standings())
    res["out"] = m.rounds.out()
    facts = [(r.out, list(r.pips)) for r in m.rounds]
    return t, m.options, res, facts


def resume(book, mid):
    """The match mid, left unfinished for a new game, in play again (the
    one in play, if any, left as that one was: abandoned). It is saved
    again as the newest match (ledger.store.Store.add: its next id, with
    its backup, made active), then its old file removed: a power-on takes
    the newest unfinished match for the one in play when the pointer to
    it is lost (ledger.recover), which an old id would break. A cut
    between the two leaves the match twice in History, never lost; one
    before the new copy is active resumes the match that was in play.
    Undone entries are not carried over (the redo ends, as at a new
    entry): the app record's "redo" is the new match's, False."""
    from app.booktools import note, remember_names
    m = book.store.load(mid)[0]
    if m.can_redo():
        m.forget_redo()
    m.id = None
    book.store.add(m)
    book.store.remove("m" + str(mid))
    note(book, m)
    book._match = None
    st = book.state
    i = book.info
    t = i["table"]
    st["table"] = {"game": t["game"], "names": list(t["names"]), "set": t["set"],
                   "options": dict(t["options"]), "teams": t["teams"]}
    st["id"] = i["id"]
    st["redo"] = False
    # The round in play was the other match's (app.book.load_play reads
    # it for its own match only); what a cut or a refusal leaves of the
    # rest, the next power-on finishes (app.amend.boot).
    remember_names(book, t["names"], True)
    book._save(None, None, True)


def delete(book, mid):
    """A match gone from the flash for good (never the one in play:
    History does not offer it)."""
    if book.info is not None and book.info["id"] == mid:
        return
    book.store.delete(mid)
