# Names and seat order typed on a phone that entered the PIN shown on the
# OLED (share/server.py's Guard: a session): the only change the page can make,
# loaded by the request that makes it. Every refusal is one line for the
# phone; nothing is changed unless everything checks.
from micropython import const
from rules import RulesError

_LONGEST = const(8)     # as the device's own name speller (screens/names.py)


class TooLate(RulesError):
    pass


def parse(body, players):
    """The request's new seating: [(old seat, name)] in the new seat
    order, from {"seats": [[old seat, name], ...]}; a
    RulesError says what is wrong."""
    if not isinstance(body, dict) or not isinstance(body.get("seats"), list):
        raise RulesError('Send {"seats": [[seat, name], ...]}.')
    seats = body["seats"]
    if len(seats) != players:
        raise RulesError("The table has %d seats, not %d." % (players, len(seats)))
    out = []
    for i, e in enumerate(seats):
        if not isinstance(e, list) or len(e) != 2 or type(e[0]) is not int or not isinstance(e[1], str):
            raise RulesError("Seat %d needs [seat, name]." % (i + 1))
        if not 0 <= e[0] < players or any(e[0] == o for o, _ in out):
            raise RulesError("Each seat must be named once.")
        out.append((e[0], name(e[1], i)))
    for i, (_, n) in enumerate(out):
        for j in range(i):
            if out[j][1] == n:
                raise RulesError("%s is at seats %d and %d: names must differ." % (n, j + 1, i + 1))
    return out


def name(s, i):
    s = s.strip()
    if not 0 < len(s) <= _LONGEST:
        raise RulesError("Seat %d: a name of 1 to %d letters." % (i + 1, _LONGEST))
    for ch in s:
        if not " " <= ch <= "~":
            raise RulesError("Seat %d: %r cannot be shown on the device (letters, digits and "
                             "punctuation, no accents)." % (i + 1, ch))
    return s


def movable(book):
    """Whether seats may still be reordered: no match open, or nothing of
    it recorded yet (no round, no turn, no entry). The page shows its seat
    arrows only while they are."""
    if not book.active():
        return True
    m = book.match
    return not (len(m.rounds) or book.load_play() is not None or m.entries)


def apply(book, seating):
    """Rename (and, before anything of the match is recorded, reseat) the
    active match, or the remembered table when none is open; saved before
    it returns. -> the names in seat order."""
    names = [n for _, n in seating]
    moved = any(old != i for i, (old, _) in enumerate(seating))
    if book.active():
        m = book.match
        if moved and not movable(book):
            raise TooLate("Seats can only be reordered before the first turn; names can change.")
        m.names = names
        book.store.save(m)
        t = book.info["table"]
        t["names"][:] = names    # the screens hold this list
        last = book.state.get("table")
        if last:
            last["names"] = list(names)
        # Saved once the match is: the rest follows it (app.amend.boot
        # finishes what a power cut or a refusal leaves).
        book.remember_names(names, True)
        book._save(None, book.state.get("play"), True)
        return names
    t = book.last_table()
    if len(t["names"]) != len(names):
        raise RulesError("The table has %d seats." % len(t["names"]))
    t["names"] = names
    was = book.state["table"]
    book.state["table"] = t
    try:
        book._save(None, book.state.get("play"))
    except RulesError:
        book.state["table"] = was   # not saved: as before
        raise
    book.remember_names(names, True)
    return names
