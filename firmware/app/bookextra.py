# The book's (app.book) steps taken outside a round's flow: new names for
# the seats of the match in play, and the history. Each takes the Book as
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
    finished ones newest first (at most 8), each (game, names, rounds
    scored, winners' names, None while in play, False when abandoned:
    left unfinished for a new game). players: for every
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
            matches.insert(0, (m.game, m.names, len(m.rounds), None))
            continue
        if not s["over"]:
            # Left unfinished for a new game: abandoned, and no player's
            # match won or lost (nor their points a round).
            if len(matches) < 9:
                matches.append((m.game, m.names, len(m.rounds), False))
            m = s = None
            continue
        units = m.teams or [[i] for i in range(len(m.names))]
        counted = results(m.game) == "answers"   # rounds won and answers, not points
        w = s["winner"]
        won = w if isinstance(w, list) else [] if w is None else [w]
        if len(matches) < 9:
            matches.append((m.game, m.names, len(m.rounds),
                            [m.names[i] for u in won for i in units[u]]))
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
