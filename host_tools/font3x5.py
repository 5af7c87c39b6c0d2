"""The small font of the standings' tables (app.rounds.tiny): 3x5 px
glyphs for five to eight columns of names and figures, drawn by us (X11's
misc-fixed is 4x6 at its smallest), here as pictures, converted
into firmware/app/font3x5.bin.

    .venv/bin/python -m host_tools.font3x5            # write firmware/app/font3x5.bin
    .venv/bin/python -m host_tools.font3x5 --check    # exit 1 if it differs

font3x5.bin is the glyphs of U+0020..U+005F (ASCII's capitals, digits and
signs) then U+0400..U+042F (Cyrillic capitals, Macedonian's Ѓ Ќ Ѕ Ј Љ Њ Џ
among them), 3 bytes each: one byte a column, bit 0 the top row. A code
point's glyph is found by arithmetic; app.rounds.tiny draws small letters
as capitals, and Latvian's ā č ē ... and Ё Ѓ Ќ as their base letters: five
rows leave no room for a mark over a capital. A glyph with no picture is
blank."""
import os
import sys

OUT = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))),
                   "firmware", "app", "font3x5.bin")
BLOCKS = ((0x20, 0x60), (0x400, 0x430))

# Five rows, top first, "#" lit. Letters the Latin and Cyrillic alphabets
# share (А В Е К М Н О Р С Т Х, Ѕ І Ј) are drawn once, by their Latin twin.
GLYPHS = {
    " ": "... ... ... ... ...",
    "!": ".#. .#. .#. ... .#.",
    "&": ".#. #.# .#. #.# .##",
    "'": ".#. .#. ... ... ...",
    "(": "..# .#. .#. .#. ..#",
    ")": "#.. .#. .#. .#. #..",
    "*": "... #.# .#. #.# ...",
    "+": "... .#. ### .#. ...",
    ",": "... ... ... .#. #..",
    "-": "... ... ### ... ...",
    ".": "... ... ... ... .#.",
    "/": "..# ..# .#. #.. #..",
    "0": "### #.# #.# #.# ###",
    "1": ".#. ##. .#. .#. ###",
    "2": "### ..# ### #.. ###",
    "3": "### ..# .## ..# ###",
    "4": "#.# #.# ### ..# ..#",
    "5": "### #.. ### ..# ###",
    "6": "### #.. ### #.# ###",
    "7": "### ..# ..# .#. .#.",
    "8": "### #.# ### #.# ###",
    "9": "### #.# ### ..# ###",
    ":": "... .#. ... .#. ...",
    "=": "... ### ... ### ...",
    "?": "##. ..# .#. ... .#.",
    "A": ".#. #.# ### #.# #.#",
    "B": "##. #.# ##. #.# ##.",
    "C": ".## #.. #.. #.. .##",
    "D": "##. #.# #.# #.# ##.",
    "E": "### #.. ##. #.. ###",
    "F": "### #.. ##. #.. #..",
    "G": ".## #.. #.# #.# .##",
    "H": "#.# #.# ### #.# #.#",
    "I": "### .#. .#. .#. ###",
    "J": "..# ..# ..# #.# .#.",
    "K": "#.# #.# ##. #.# #.#",
    "L": "#.. #.. #.. #.. ###",
    "M": "#.# ### ### #.# #.#",
    "N": "##. #.# #.# #.# #.#",
    "O": ".#. #.# #.# #.# .#.",
    "P": "##. #.# ##. #.. #..",
    "Q": ".#. #.# #.# ##. .##",
    "R": "##. #.# ##. #.# #.#",
    "S": ".## #.. .#. ..# ##.",
    "T": "### .#. .#. .#. .#.",
    "U": "#.# #.# #.# #.# ###",
    "V": "#.# #.# #.# #.# .#.",
    "W": "#.# #.# ### ### #.#",
    "X": "#.# #.# .#. #.# #.#",
    "Y": "#.# #.# .#. .#. .#.",
    "Z": "### ..# .#. #.. ###",
    "_": "... ... ... ... ###",
    "Є": ".## #.. ##. #.. .##",
    "Љ": ".#. ##. ### ### ###",
    "Њ": "#.. #.. ### ### ###",
    "Ћ": "##. .#. .## .#. .#.",
    "Ђ": "##. .#. .## .#. .##",
    "Џ": "#.# #.# #.# ### .#.",
    "Б": "### #.. ### #.# ###",
    "Г": "### #.. #.. #.. #..",
    "Д": ".## #.# #.# ### #.#",
    "Ж": "#.# ### .#. ### #.#",
    "З": "##. ..# .#. ..# ##.",
    "И": "#.# #.# #.# ### #.#",
    "Л": ".## #.# #.# #.# #.#",
    "П": "### #.# #.# #.# #.#",
    "У": "#.# #.# .## ..# ##.",
    "Ф": ".#. ### ### ### .#.",
    "Ц": "#.# #.# #.# ### ..#",
    "Ч": "#.# #.# ### ..# ..#",
    "Ш": "#.# #.# #.# ### ###",
    "Щ": "#.# #.# ### ### ..#",
    "Ъ": "##. .#. .## .#. .##",
    "Ы": "#.# #.# ### #.# ###",
    "Ь": "#.. #.. ##. #.# ##.",
    "Э": "##. ..# .## ..# ##.",
    "Ю": "#.# ### #.# ### #.#",
    "Я": ".## #.# .## #.# #.#",
}
# Cyrillic letters drawn as another glyph: the Latin twins, and the marks
# five rows cannot hold.
SAME = dict(zip("АВЕКМНОРСТХЅІЈЀЁЃЇЌЍЎЙ", "ABEKMHOPCTXSIJEEГIKИУИ"))


def picture(ch):
    """-> the five rows of ch's glyph, or None."""
    return GLYPHS.get(SAME.get(ch, ch))


def columns(rows):
    rows = rows.split()
    assert len(rows) == 5 and all(len(r) == 3 for r in rows), rows
    return bytes(sum(1 << y for y in range(5) if rows[y][x] == "#") for x in range(3))


def build():
    out = bytearray()
    for lo, hi in BLOCKS:
        for cp in range(lo, hi):
            p = picture(chr(cp))
            out += columns(p) if p else b"\0\0\0"
    return bytes(out)


def main(argv=None):
    argv = sys.argv[1:] if argv is None else argv
    data = build()
    if "--check" in argv:
        with open(OUT, "rb") as f:
            if f.read() != data:
                print("font3x5.bin is stale: run python -m host_tools.font3x5")
                return 1
        return 0
    with open(OUT, "wb") as f:
        f.write(data)
    print("wrote %s: %d glyphs, %d bytes" % (OUT, len(data) // 3, len(data)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
