# The device's settings, saved the same way as matches (ledger.store): the
# display brightness, the buzzer volume, each game's house rules and the
# list of player names offered when a match is set up.
# The games table is imported only where house rules are read or set: the
# names and levels are saved on their own (every new match remembers its
# names) without loading it.
from micropython import const
from rules import RulesError
from ledger.record import Reader, Unreadable
from ledger.save import put_value
from ledger import NAME_MAX

_KIND = const(b"S")
_NAME = const("settings")
# number settings: name -> (default, allowed); volume 0 is mute (drivers.hw);
# language: app.lang's number of it, -1 until one is chosen (the app asks
# at the first power-on).
# letter: where the names screen's letter grid starts, the first letter
# of the name typed last (its character code: "A" until one is typed),
# kept here so a power cut does not lose it.
LEVELS = {"brightness": (2, range(0, 4)), "volume": (2, range(0, 4)), "language": (-1, range(0, 4)),
          "letter": (65, range(32, 127))}
_NAMES_MAX = const(32)


def _checked(data):
    # The settings' contents (Store.read's decode): a table whose levels
    # are in range, whose house rules are a table and whose names are
    # names (each game's rules are checked by Settings); a copy no save
    # makes is passed over for the one before it, and that said.
    d = Reader(data).value()
    if (type(d) is not dict or type(d.get("house", {})) is not dict
            or type(d.get("names", [])) is not list
            or not all(type(n) is str and 0 < len(n) <= NAME_MAX for n in d.get("names", []))
            or any(key in d and (type(d[key]) is not int or d[key] not in LEVELS[key][1]
                                 and d[key] != LEVELS[key][0]) for key in LEVELS)):
        raise Unreadable("contents wrong")
    return d


class Settings:
    """settings.brightness / .volume (0..3), .language (-1, 0..3), .house (game -> options that
    differ from the defaults), .names (player names, the most recently
    used first, at most 32). .message is None or
    one line for the screen about a damaged settings file."""
    said = None   # the message's (kind, args), ledger.store's kinds: set only with one

    def __init__(self, store):
        self.store = store
        self.message = None
        for key in LEVELS:
            setattr(self, key, LEVELS[key][0])
        self.house = {}
        self.names = []
        try:
            got = store.read(_NAME, _KIND, _checked)
            d = None if got is None else got[0]
        except Unreadable as e:
            self.message = "Settings damaged (%s); using the defaults" % e
            self.said = (4, (str(e),))
            from ledger.recover import set_aside
            set_aside(store, _NAME)   # said once
            return
        if got is None:
            if store.ids():
                # Settings are saved at the first power-on, before any match:
                # with matches on the flash, they were lost.
                self.message = "Settings damaged (missing); using the defaults"
                self.said = (4, ("missing",))
            return
        if got[1]:
            self.message = "Settings damaged (%s); restored the previous copy" % got[1]
            self.said = (5, (got[1],))
        for key in LEVELS:
            if key in d:
                setattr(self, key, d[key])
        for game in d.get("house", ()):
            from rules import games
            try:
                self.house[games.canonical(game)] = games.changed(game, d["house"][game])
            except (RulesError, TypeError):
                self.message = "House rules for %s no longer fit; reset" % game
                self.said = (6, (game,))
        self.names = list(d.get("names", ()))[:_NAMES_MAX]
        if self.message:
            try:
                self.save()   # the copy used, or what still fits, is the newest now
            except RulesError:
                pass          # the flash refused: the next change saves it

    def save(self):
        """Raises RulesError ("Not saved: ...") when the flash refuses."""
        buf = bytearray()
        d = {"house": self.house, "names": self.names}
        for key in LEVELS:
            d[key] = getattr(self, key)
        put_value(buf, d)
        self.store.write(_NAME, _KIND, (buf,))

    def set_level(self, key, value):
        allowed = LEVELS[key][1]
        if type(value) is not int or value not in allowed:
            raise RulesError("%s goes from %d to %d" % (key, allowed[0], allowed[-1]))
        setattr(self, key, value)
        self.save()

    def house_rules(self, game):
        """Every option of a game, house rules applied: ready for Match()."""
        from rules import games
        return games.options(game, self.house.get(games.canonical(game)))

    def set_house_rules(self, game, given):
        from rules import games
        game = games.canonical(game)
        self.house[game] = games.changed(game, given)
        if not self.house[game]:
            del self.house[game]
        self.save()

    def add_name(self, name, save=True):
        """Put name first in the list (most recently used first); a full
        list lets its least recently used name go."""
        name = name.strip() if isinstance(name, str) else ""
        if not 0 < len(name) <= NAME_MAX:
            raise RulesError("a name has 1 to %d letters" % NAME_MAX)
        names = self.names
        if names[:1] == [name]:
            return
        if name in names:
            names.remove(name)
        names.insert(0, name)
        del names[_NAMES_MAX:]
        if save:
            self.save()

    def remove_name(self, name):
        if name in self.names:
            self.names.remove(name)
            self.save()
