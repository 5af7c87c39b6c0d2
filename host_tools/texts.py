"""The screens' texts in each language: texts/LANG.txt compiled into
firmware/app/lang_LANG.bin, which app.lang reads one text at a time.

    .venv/bin/python -m host_tools.texts           # write the .bin files, renumber the keys
    .venv/bin/python -m host_tools.texts --check   # exit 1 if anything is stale or missing

Example, after adding a key to texts/en.txt, ru.txt, mk.txt and lv.txt:
    .venv/bin/python -m host_tools.texts && .venv/bin/python -m host_tools.texts --check

texts/LANG.txt: "KEY = text" lines ("\\n" in a text is a line break,
{OK} {UP} {DOWN} the keys' caps of a hints line, app.screens.referee_draw;
"|" separates the plural forms: one-other (en) and mk two (one | other), ru three
(one | few | many), lv three (zero | one | other); see app.lang.get),
"# ..." comments, and a first line "plural = RULE". texts/en.txt is the
reference: its keys, in its order, are numbered 0, 1, ... (a plural key
takes three numbers, one a form, padded with the last where a language
has two) and every other language has exactly those keys.

Every text number is written once. A text that one firmware module shows
is named there by a private const whose name is the key with _T_ in front,
`_T_NEW_GAME = const(3)`: folded into the code, it costs no interned name
and no heap. A text that several modules show is `lang.T_KEY`, a public
const of app/lang.py's block of shared texts. This tool writes each
number and that block (run it after adding a key or sharing a text);
--check fails on a _T_ name that is not a key, a number that is not the
key's, a key defined in two modules, or a stale block. The tests name a
text by its key (tests/firmware/textkeys.py), defining no number.

texts/LANG.glossary: one word for each concept of the game (a double, to
pass, the boneyard, a round...), the seed's line it comes from, and the
other words for it that no text of the language may use: problems() fails
on a text saying one of them, on a seed line the seed does not have (when
../shared/seeds is beside the repository), on a word no text uses, and on
a language without a concept the others have. texts/README.md's table of
the glossaries is written here too (--check: fails when stale).

lang_LANG.bin: b"BT", the plural rule (u8), 0, the text count n (u16 LE),
then n + 1 offsets (u16 LE) into the UTF-8 texts that follow: text k is
bytes offset[k]..offset[k + 1] of them."""
import os
import re
import struct
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SRC = os.path.join(ROOT, "texts")
FIRMWARE = os.path.join(ROOT, "firmware")
LANGS = ("en", "ru", "mk", "lv")
# The plural rules app.lang.get knows (its numbers): the forms each has.
RULES = {"one-other": (0, 2), "ru": (1, 3), "lv": (2, 3), "mk": (3, 2)}
PLURAL_SLOTS = 3
_CONST = re.compile(r"^(\s*)_T_([A-Z0-9_]+) = const\((\d+)\)", re.M)
_SHARED_USE = re.compile(r"\blang\.T_([A-Z0-9_]+)")
_BLOCK = ("# -- shared texts: written by host_tools/texts.py --\n", "# -- end of shared texts --\n")


def out_path(lang):
    return os.path.join(FIRMWARE, "app", "lang_%s.bin" % lang)


def read(lang):
    """-> (rule, [(key, text)]) from texts/LANG.txt."""
    rule = None
    pairs = []
    with open(os.path.join(SRC, lang + ".txt"), encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            line = line.rstrip("\n")
            if not line.strip() or line.lstrip().startswith("#"):
                continue
            key, sep, text = line.partition(" = ")
            if not sep:
                raise ValueError("%s.txt:%d: not KEY = text" % (lang, n))
            text = text.replace("\\n", "\n")
            for cap, code in (("{OK}", "\x01"), ("{UP}", "\x02"), ("{DOWN}", "\x03")):
                text = text.replace(cap, code)
            if key == "plural":
                rule = text
            elif not re.fullmatch(r"[A-Z0-9_]+", key):
                raise ValueError("%s.txt:%d: a key is A-Z, 0-9 and _" % (lang, n))
            elif key in (k for k, _ in pairs):
                raise ValueError("%s.txt:%d: %s again" % (lang, n, key))
            else:
                pairs.append((key, text))
    if rule not in RULES:
        raise ValueError("%s.txt: plural = one of %s" % (lang, ", ".join(RULES)))
    return rule, pairs


SHARED = os.path.join(os.path.dirname(ROOT), "shared")
README = os.path.join(SRC, "README.md")
_TABLE = ("<!-- glossary: written by host_tools/texts.py -->\n", "<!-- end of glossary -->\n")


def glossary(lang):
    """texts/LANG.glossary -> [(concept, word, where, says, nots)]: where is
    "seed NNN", "rules" or "none", says its line (or why none). A word may
    name in brackets the forms its texts use ("вы (исправьте)"): a text
    saying one of them is a text using the word."""
    out = []
    with open(os.path.join(SRC, lang + ".glossary"), encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if not line.strip() or line.lstrip().startswith("#"):
                continue
            head, sep, rest = line.strip().partition(": ")
            if not line.startswith(" "):
                if not sep or not rest:
                    raise ValueError("%s.glossary:%d: not concept: word" % (lang, n))
                out.append([head, rest, None, None, []])
            elif not out:
                raise ValueError("%s.glossary:%d: before any concept" % (lang, n))
            elif head == "from":
                where, sep, says = rest.partition(": ")
                if not sep or not (where in ("rules", "none") or re.fullmatch(r"seed \d{3}", where)):
                    raise ValueError("%s.glossary:%d: from: seed NNN: ..., rules: ... or none: ..." % (lang, n))
                out[-1][2:4] = [where, says]
            elif head == "not":
                out[-1][4] = [w.strip() for w in rest.split(",") if w.strip()]
            else:
                raise ValueError("%s.glossary:%d: from: or not:" % (lang, n))
    return [tuple(c) for c in out]


def _stem(word):
    """What a word's forms share, for finding it in a line: its first
    letters ("стучать" in "стучит", "dubults" in "dubultspēle")."""
    word = word.lower()
    return word[:max(3, len(word) - 3)]


def _says(text, other):
    """Whether text uses `other` (a glossary's not: entry)."""
    if other.startswith("~"):
        return re.search(other[1:], text, re.I) is not None
    words = re.findall(r"\w+", text.lower())
    if other.startswith("="):
        return other[1:].lower() in words
    return any(w.startswith(other.lower()) for w in words)


def _source(where):
    """The text a glossary line is quoted from, or None (not beside us)."""
    if where == "rules":
        path = os.path.join(SHARED, "RULES.md")
    else:
        d = os.path.join(SHARED, "seeds")
        names = [f for f in os.listdir(d) if f.startswith(where[5:] + "_")] if os.path.isdir(d) else []
        path = os.path.join(d, names[0]) if names else None
    if not path or not os.path.exists(path):
        return None
    with open(path, encoding="utf-8") as f:
        return " ".join(f.read().split())


def glossary_problems():
    """Every way a language's texts or glossary break the glossary."""
    out = []
    concepts = [c[0] for c in glossary("en")]
    for lang in LANGS:
        g = glossary(lang)
        if [c[0] for c in g] != concepts:
            out.append("%s.glossary: its concepts are not en's (%s)" % (lang, ", ".join(concepts)))
        pairs = read(lang)[1]
        for concept, word, where, says, nots in g:
            if where is None:
                out.append("%s.glossary: %s has no from: line" % (lang, concept))
                continue
            if where != "none":
                src = _source(where)
                if src is not None and " ".join(says.split()) not in src:
                    out.append("%s.glossary: %s: %s has no line %r" % (lang, concept, where, says))
                if _stem(word.split(" (")[0]) not in says.lower():
                    out.append("%s.glossary: %s: %r is not in its line %r" % (lang, concept, word, says))
            forms = [_stem(word)]
            if "(" in word:
                word, _, more = word.partition(" (")
                forms = [f.strip().lower() for f in more.rstrip(")").split(",")]
            if not any(f in t.lower() for _, t in pairs for f in forms):
                out.append("%s.glossary: %s: no text says %r" % (lang, concept, word))
            for key, t in pairs:
                if t.startswith(";"):
                    t = re.sub(r";[^;:]*:", ";", t)   # a table's protocol names are no words of it
                for other in nots:
                    if _says(t, other):
                        out.append("%s %s: %r is not the glossary's word for %s (%s)" % (
                            lang, key, other.lstrip("=~"), concept, word))
    return out


def readme_table():
    """texts/README.md's table: every glossary word in every language with
    the line it comes from."""
    rows = ["| concept | language | word | from |", "|---|---|---|---|"]
    for concept in [c[0] for c in glossary("en")]:
        for lang in LANGS:
            for c, word, where, says, _ in glossary(lang):
                if c == concept:
                    quote = ("*%s*" % says) if where == "none" else "%s: «%s»" % (where, says.replace("|", "\\|"))
                    rows.append("| %s | %s | **%s** | %s |" % (concept, lang, word, quote))
    return _TABLE[0] + "\n".join(rows) + "\n" + _TABLE[1]


def _readme(fix):
    """-> problems with texts/README.md's table; fix: write it."""
    with open(README, encoding="utf-8") as f:
        src = f.read()
    i, j = src.find(_TABLE[0]), src.find(_TABLE[1])
    if i < 0 or j < i:
        return ["texts/README.md has no glossary table"]
    block = readme_table()
    if src[i:j + len(_TABLE[1])] == block:
        return []
    if fix:
        with open(README, "w", encoding="utf-8") as f:
            f.write(src[:i] + block + src[j + len(_TABLE[1]):])
        return []
    return ["texts/README.md's glossary table is stale: run python -m host_tools.texts"]


def _fields(s):
    """The % conversions of s, in order: every language's text takes the
    same arguments as en's."""
    return re.findall(r"%[ds%]", s)


def problems():
    """Every way the texts disagree: keys missing or extra in a language,
    plural forms of the wrong count."""
    out = []
    _, ref = read("en")
    keys = [k for k, _ in ref]
    forms = {k: len(t.split("|")) for k, t in ref}
    for lang in LANGS:
        rule, pairs = read(lang)
        have = dict(pairs)
        for k in keys:
            if k not in have:
                out.append("%s: %s is missing" % (lang, k))
            elif forms[k] > 1 and len(have[k].split("|")) != RULES[rule][1]:
                out.append("%s: %s has %d plural forms, %s has %d" % (
                    lang, k, len(have[k].split("|")), rule, RULES[rule][1]))
            elif forms[k] == 1 and "|" in have[k]:
                out.append("%s: %s has plural forms, en's has none" % (lang, k))
            elif any(_fields(f) != _fields(dict(ref)[k].split("|")[-1]) for f in have[k].split("|")):
                out.append("%s: %s fills in %s, en's %s" % (
                    lang, k, _fields(have[k]), _fields(dict(ref)[k].split("|")[-1])))
        for k in have:
            if k not in forms:
                out.append("%s: %s is not a key of en" % (lang, k))
    return out + glossary_problems()


def numbers():
    """{key: its number}: a plural key takes three numbers, one a form."""
    out = {}
    n = 0
    for k, t in read("en")[1]:
        out[k] = n
        n += PLURAL_SLOTS if "|" in t else 1
    return out


def build(lang):
    ref = read("en")[1]
    rule, pairs = read(lang)
    have = dict(pairs)
    blobs = []
    for k, t in ref:
        if "|" in t:
            # Three forms, whatever the language has: app.lang.get adds
            # the form's number to the key's.
            forms = have[k].split("|")
            forms += forms[-1:] * (PLURAL_SLOTS - len(forms))
            blobs.extend(f.encode("utf-8") for f in forms)
        else:
            blobs.append(have[k].encode("utf-8"))
    offsets = [0]
    for b in blobs:
        offsets.append(offsets[-1] + len(b))
    if offsets[-1] > 0xFFFF:
        raise ValueError("%s: texts over 64 KB" % lang)
    head = b"BT" + bytes((RULES[rule][0], 0)) + struct.pack("<H", len(blobs))
    return head + struct.pack("<%dH" % len(offsets), *offsets) + b"".join(blobs)


def sources(top=None):
    """The modules of a tree (the firmware's, or its tests')."""
    for d, _, files in os.walk(top or FIRMWARE):
        for f in sorted(files):
            if f.endswith(".py"):
                yield os.path.join(d, f)


def shared_block(keys, index):
    """app/lang.py's block of shared texts for keys."""
    return _BLOCK[0] + "".join("T_%s = const(%d)\n" % (k, index[k]) for k in sorted(keys)) + _BLOCK[1]


def renumber(fix):
    """The text numbers in the firmware against en's keys: -> problems;
    fix: write the right numbers and app/lang.py's shared block."""
    index = numbers()
    out = []
    defined = {}     # key -> the modules defining its private const
    shared = set()   # keys named lang.T_KEY
    for path in sources():
        with open(path, encoding="utf-8") as f:
            src = f.read()
        rel = os.path.relpath(path, ROOT)
        for key in _SHARED_USE.findall(src):
            if key not in index:
                out.append("%s: lang.T_%s is not a key of texts/en.txt" % (rel, key))
            else:
                shared.add(key)

        def one(m):
            key = m.group(2)
            if key not in index:
                out.append("%s: _T_%s is not a key of texts/en.txt" % (rel, key))
                return m.group(0)
            defined.setdefault(key, []).append(rel)
            if int(m.group(3)) != index[key]:
                if not fix:
                    out.append("%s: _T_%s is %s, the key's number is %d" % (rel, key, m.group(3), index[key]))
                return "%s_T_%s = const(%d)" % (m.group(1), key, index[key])
            return m.group(0)
        new = _CONST.sub(one, src)
        if fix and new != src:
            with open(path, "w", encoding="utf-8") as f:
                f.write(new)
    for key, where in sorted(defined.items()):
        if len(where) > 1:
            out.append("_T_%s is defined in %s: a text several modules show is lang.T_%s" % (
                key, " and ".join(where), key))
        elif key in shared:
            out.append("%s: _T_%s is also lang.T_%s: one name a text" % (where[0], key, key))
    for path in sources(os.path.join(ROOT, "tests", "firmware")):
        with open(path, encoding="utf-8") as f:
            if _CONST.search(f.read()):
                out.append("%s: a test names a text by its key (textkeys.T), not by a number" % (
                    os.path.relpath(path, ROOT)))
    lang_module = os.path.join(FIRMWARE, "app", "lang.py")
    with open(lang_module, encoding="utf-8") as f:
        src = f.read()
    i, j = src.find(_BLOCK[0]), src.find(_BLOCK[1])
    if i < 0 or j < i:
        out.append("app/lang.py has no block of shared texts")
    else:
        block = shared_block(shared, index)
        if src[i:j + len(_BLOCK[1])] != block:
            if fix:
                with open(lang_module, "w", encoding="utf-8") as f:
                    f.write(src[:i] + block + src[j + len(_BLOCK[1]):])
            else:
                out.append("app/lang.py's shared texts are stale: run python -m host_tools.texts")
    return out


def main(argv=None):
    argv = sys.argv[1:] if argv is None else argv
    import host_tools
    host_tools.command_line("texts", argv, __doc__, ("--check",))
    check = "--check" in argv
    bad = problems() + renumber(not check) + _readme(not check)
    if not problems():
        for lang in LANGS:
            data = build(lang)
            path = out_path(lang)
            if check:
                if not os.path.exists(path) or open(path, "rb").read() != data:
                    bad.append("%s is stale: run python -m host_tools.texts" % os.path.relpath(path, ROOT))
            else:
                with open(path, "wb") as f:
                    f.write(data)
    for line in bad:
        print(line)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
