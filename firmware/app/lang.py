# The screens' texts in the language chosen in Settings (asked at the
# first power-on): English, Russian, Macedonian, Latvian. Data, not code:
# each language is one file beside this module, lang_XX.bin (compiled
# from texts/XX.txt by host_tools/texts.py), read one text at a time when
# a screen draws it, so only the texts on the screen are on the heap, and
# a language adds no interned name: a text is named by a private const
# (_T_NEW_GAME = const(3) in the screen that shows it), folded into the
# code. lang_XX.bin: b"BT", the plural rule, 0, the text count n (u16
# LE), n + 1 offsets (u16 LE) into the UTF-8 texts that follow.
from micropython import const

# The languages in the order of the setting's values (0..3).
_CODES = const("enrumklv")
COUNT = const(4)
_HEAD = const(6)

_cur = 0


def use(i):
    """Speak language i (0..COUNT-1) from now on; anything else is English."""
    global _cur
    _cur = i if type(i) is int and 0 <= i < COUNT else 0


def current():
    return _cur


def _path(i):
    f = __file__
    return (f[:f.rfind("/") + 1] if "/" in f else "") + "lang_" + _CODES[2 * i:2 * i + 2] + ".bin"


def many(k, n, i=-1):
    """Texts k..k+n-1 as a list, in one read (a menu's rows); i: another
    language than the current one (the language picker)."""
    with open(_path(_cur if i < 0 else i), "rb") as f:
        h = f.read(_HEAD)
        count = h[4] | h[5] << 8
        f.seek(_HEAD + 2 * k)
        o = f.read(2 * n + 2)
        first = o[0] | o[1] << 8
        f.seek(_HEAD + 2 * count + 2 + first)
        blob = f.read((o[2 * n] | o[2 * n + 1] << 8) - first)
    out = []
    for j in range(n):
        a = (o[2 * j] | o[2 * j + 1] << 8) - first
        out.append(blob[a:(o[2 * j + 2] | o[2 * j + 3] << 8) - first].decode())
    return out


def get(k, i=-1):
    """Text k of the current language (or of language i)."""
    return many(k, 1, i)[0]


def rule():
    with open(_path(_cur), "rb") as f:
        return f.read(3)[2]


def form(n):
    """Which plural form a count n takes in the current language: en and
    mk (one | other; mk: 1, 21, 31, ... are one), ru (one | few | many: 1
    костяшка, 2 костяшки, 5 костяшек), lv (zero | one | other: 0 kauliņu,
    1 kauliņš, 2 kauliņi; 10-20 and tens take the zero form)."""
    r = rule()
    d = n % 10
    h = n % 100
    if r == 0:
        return 0 if n == 1 else 1
    if r == 3:
        return 0 if d == 1 and h != 11 else 1
    if r == 1:
        return 0 if d == 1 and h != 11 else 1 if 2 <= d <= 4 and not 12 <= h <= 14 else 2
    return 0 if d == 0 or 11 <= h <= 19 else 1 if d == 1 else 2


def plural(k, n):
    """Text k's form for the count n, its %d filled in: "5 костяшек"."""
    s = get(k).split("|")[form(n)]
    return s % n if "%" in s else s
