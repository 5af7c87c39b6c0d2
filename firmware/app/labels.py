# Names a person reads on a 16-character line: games, options, values.
# Data, not code: each table is one text of the current language
# (app.lang, texts/XX.txt), ";name:label" entries read when a label is
# wanted: one str on the heap for the call, not a dict whose every short
# label would be an interned string for as long as the device runs. A game
# or option missing from a table shows its protocol name.
#
# The option labels are two lines of at most 15 characters ("\n" between),
# whole words: the house-rules screen shows the value right-aligned on the
# second line, so that line and any value fit in 15 (tests/firmware/
# test_app_labels.py renders every one in every language). SAY: what
# each option, switched on, means in a phrase, for the dealer's page of
# the house rules in force.
from micropython import const

from app import lang
_T_AS_PRESET = const(17)
_T_GAMES = const(18)
_T_OPTIONS = const(19)
_T_VALUES = const(20)
_T_SAY = const(21)
_T_AND = const(476)


def look(table, name, default=None):
    """The label of name in one of the tables above, or default."""
    i = table.find(";" + name + ":")
    if i < 0:
        return default
    i += len(name) + 2
    return table[i:table.find(";", i)]


def game(name):
    return look(lang.get(_T_GAMES), name, name)


def option(name):
    """The option's label; "\n" splits its two lines."""
    return look(lang.get(_T_OPTIONS), name, name)


def value(v, name=""):
    """Option name's value v as the screen says it."""
    if v is True:
        return lang.get(lang.T_ON)
    if v is False:
        return lang.get(lang.T_OFF)
    if isinstance(v, str):
        return look(lang.get(_T_VALUES), v, v)
    if name == "hand_size" and not v:
        return lang.get(_T_AS_PRESET)
    return str(v)


def join(names):
    """Names as one phrase, joined with the language's "and" ("Ann, Bob
    and Cy"), never " & ": a sentence says them as it says any name. A
    pair's name ("Ann&Bob", rules.ranking's) is its two players."""
    names = [n for pair in names for n in pair.split("&")]
    if len(names) < 2:
        return "".join(names)
    return ", ".join(names[:-1]) + " " + lang.get(_T_AND) + " " + names[-1]


def setting(name, v):
    """One house rule in force, as a phrase."""
    if v is True:
        s = look(lang.get(_T_SAY), name)
        if s is not None:
            return s
    # Its two lines stay two on the dealer's page (app.ui.wrap keeps "\n").
    return "%s: %s" % (option(name), value(v, name))
