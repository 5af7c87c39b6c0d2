# Names and seat order typed on a phone, after the PIN shown on the OLED.
# The only change the page can make. Every refusal is one line for the
# phone; nothing is changed unless everything checks.
from micropython import const
from rules import RulesError

_LONGEST = const(8)     # as the device's own name speller (screens/names.py)
_TRIES = const(3)       # wrong PINs before a lock-out
_LOCK_MS = const(30000)  # the first lock-out; each further one doubles
_LOCK_MAX_MS = const(600000)


class TooLate(RulesError):
    pass


class Guard:
    """The PIN and its rate limit: after 3 wrong PINs in a row nothing is
    checked for 30 s, then 60 s, ... up to 10 minutes; the right PIN resets
    the count. One guard for every phone: addresses are easy to change."""

    def __init__(self, pin, clock):
        self.pin = pin
        self.clock = clock
        self.wrong = 0
        self.locks = 0
        self.until = None

    def check(self, pin):
        """None when pin is right; else (HTTP status, one line)."""
        c = self.clock
        if self.until is not None:
            left = c.ticks_diff(self.until, c.ticks_ms())
            if left > 0:
                return 429, "Too many wrong PINs: try again in %d s." % ((left + 999) // 1000)
            self.until = None
        if pin == self.pin:
            self.wrong = 0
            self.locks = 0
            return None
        self.wrong += 1
        if self.wrong >= _TRIES:
            self.wrong = 0
            ms = min(_LOCK_MAX_MS, _LOCK_MS << self.locks)
            self.locks += 1
            self.until = c.ticks_add(c.ticks_ms(), ms) if hasattr(c, "ticks_add") else c.ticks_ms() + ms
            return 429, "Wrong PIN. Too many wrong PINs: try again in %d s." % (ms // 1000)
        return 403, "Wrong PIN: it is on the device's screen."


def parse(body, players):
    """The request's new seating: [(old seat, name)] in the new seat
    order, from {"pin": "1234", "seats": [[old seat, name], ...]}; a
    RulesError says what is wrong."""
    if not isinstance(body, dict) or not isinstance(body.get("seats"), list):
        raise RulesError('Send {"pin": "1234", "seats": [[seat, name], ...]}.')
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


def apply(book, seating):
    """Rename (and, before anything of the match is recorded, reseat) the
    active match, or the remembered table when none is open; saved before
    it returns. -> the names in seat order."""
    names = [n for _, n in seating]
    moved = any(old != i for i, (old, _) in enumerate(seating))
    if book.active():
        m = book.match
        if moved and (len(m.rounds) or book.load_play() is not None or m.entries):
            raise TooLate("Seats can only be reordered before the first turn; names can change.")
        m.names = names
        book.store.save(m)
        t = book.info["table"]
        t["names"][:] = names    # the screens hold this list
        last = book.state.get("table")
        if last:
            last["names"] = list(names)
        book._save(None, book.state.get("play"))
    else:
        t = book.last_table()
        if len(t["names"]) != len(names):
            raise RulesError("The table has %d seats." % len(t["names"]))
        t["names"] = names
        book.state["table"] = t
        book._save(None, book.state.get("play"))
    book.remember_names(names)
    return names
