# The screens' texts in the language chosen in Settings (asked at the
# first power-on): English, Russian, Macedonian, Latvian. Data, not code:
# each language is one file beside this module, lang_XX.bin (compiled
# from texts/XX.txt by host_tools/texts.py), read one text at a time when
# a screen draws it, so only the texts on the screen are on the heap, and
# this module only with the screens (the language chosen is app.language).
# A frozen image carries the files as bytes in flash (hardware/freeze/,
# image_assets): there a text is sliced from those bytes, where opening
# the file for each cost 34,000 instructions, a fifth of drawing a frame
# (bench_press_cost); without an image (make deploy, the host) it is read
# from the file.
#
# Memory: a language adds no interned name (interned strings are never
# freed). A text is named by a private const in the module that shows it
# (_T_NEW_GAME = const(3)), folded into the code, or, where several
# modules show it, by a public const of the block below (lang.T_NEW_GAME:
# one number, written once; a name in this module's dict); the file names are
# slices of one string over 10 characters (not interned either), paths
# from the flash root (drivers.asset); a plural
# text's forms are consecutive texts (always three, host_tools/texts.py
# pads them), so no "|" is split at run time.
#
# lang_XX.bin: b"BT", the plural rule (0: one | other, 1: Russian,
# 2: Latvian, 3: Macedonian), 0, the text count n (u16 LE), n + 1 offsets
# (u16 LE) into the UTF-8 texts that follow.
from micropython import const

import app
import drivers

_FILES = const("app/lang_en.bin app/lang_ru.bin app/lang_mk.bin app/lang_lv.bin")
_LANGS = const(4)
_HEAD = const(6)

# -- shared texts: written by host_tools/texts.py --
T_ACT_BLOCKED = const(92)
T_ACT_ENTER = const(94)
T_ACT_LEAVE = const(95)
T_ACT_RELEASE = const(91)
T_ACT_WHO = const(93)
T_ASK_FORGET = const(13)
T_ASK_LEAVE_ENTRY = const(140)
T_BAZAAR_N = const(249)
T_BLANK_IN_HAND = const(135)
T_BLOCKED_BIG = const(105)
T_EACH_PLAYER = const(55)
T_END_L = const(259)
T_END_R = const(260)
T_ENTRY_LOST = const(141)
T_FORGET = const(12)
T_HINT_ENTER = const(106)
T_HINT_FIRST_TILE = const(267)
T_HINT_HOLD_JUMP = const(257)
T_HINT_NUMBER = const(256)
T_HISTORY = const(5)
T_LANGUAGE = const(1)
T_LANG_NAME = const(0)
T_LAST_NAMES = const(261)
T_LEAD_ASK = const(252)
T_LEAD_SECOND = const(253)
T_MEXICAN = const(100)
T_NEW_GAME = const(4)
T_NO = const(137)
T_NO_BAZAAR_LC = const(250)
T_NO_TILE_FOR_END = const(247)
T_OFF = const(16)
T_OK_SAVE = const(133)
T_ON = const(15)
T_ON_LEFT = const(254)
T_ON_RIGHT = const(255)
T_OUT_CELL = const(138)
T_OUT_IS = const(131)
T_ROUND_N = const(43)
T_ROUND_OVER = const(103)
T_ROUND_SHORT = const(248)
T_SETTINGS = const(6)
T_SIT_CLOCKWISE = const(47)
T_STANDARD_RULES = const(25)
T_TAKES_TILES = const(56)
T_TEAM = const(48)
T_UP_DOWN_OK = const(51)
T_WENT_OUT = const(104)
T_WHO_HAS = const(49)
T_WHO_WENT_OUT = const(89)
T_YES = const(136)
# -- end of shared texts --

def use(i):
    """Speak language i (0..3, the setting's values) from now on; anything
    else is English."""
    app.language = i if type(i) is int and 0 <= i < _LANGS else 0


# Each language's bytes in the image, once looked up (False: no image).
_image = [None, None, None, None]


def _bytes(i):
    """Language i's file as the image's bytes (in flash), or False."""
    b = _image[i]
    if b is None:
        b = False
        try:
            from image_assets import FILES
        except ImportError:
            FILES = ()
        name = _FILES[16 * i:16 * i + 15]
        for path, data in FILES:
            if path == name:
                b = memoryview(data)
        from unimport import drop
        drop("image_assets")   # the bytes are in flash: only the module's names were on the heap
        _image[i] = b
    return b


def get(k, n=-1, i=-1):
    """Text k of the current language (i >= 0: of language i, for the
    language picker). n >= 0: k is a plural text, and this is its form for
    the count n (the caller puts n in): en and mk one | other (mk: 1, 21,
    31, ... are one), ru one | few | many (1 костяшка, 2 костяшки, 5
    костяшек), lv zero | one | other (0 kauliņu, 1 kauliņš, 2 kauliņi;
    10-20 and the tens take the zero form)."""
    i = app.language if i < 0 else i
    b = _bytes(i)
    if b:
        return _get(b, k, n, None)
    with drivers.asset(_FILES[16 * i:16 * i + 15]) as fh:
        return _get(None, k, n, fh)


def _get(b, k, n, fh):
    # From the bytes b, else from the open file fh.
    h = b[:_HEAD] if b else fh.read(_HEAD)
    if n >= 0:
        r = h[2]
        d = n % 10
        t = n % 100
        if r == 0:
            k += 0 if n == 1 else 1
        elif r == 3:
            k += 0 if d == 1 and t != 11 else 1
        elif r == 1:
            k += 0 if d == 1 and t != 11 else 1 if 2 <= d <= 4 and not 12 <= t <= 14 else 2
        else:
            k += 0 if d == 0 or 11 <= t <= 19 else 1 if d == 1 else 2
    p = _HEAD + 2 * k
    if b:
        o = b[p:p + 4]
    else:
        fh.seek(p)
        o = fh.read(4)
    a = o[0] | o[1] << 8
    p = _HEAD + 2 * (h[4] | h[5] << 8) + 2 + a
    m = (o[2] | o[3] << 8) - a
    if b:
        return str(b[p:p + m], "utf-8")
    fh.seek(p)
    return fh.read(m).decode()
