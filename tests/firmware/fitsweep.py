# Every screen the app tests reach, drawn again in Russian, Macedonian and
# Latvian [issue 13, item 4: every string of every language on the screen
# where it appears]. On in every CPython test run (tests/conftest.py sets
# BONEYARD_FIT_SWEEP=1; =0 turns it off): after each press apphw.press
# draws the frame once more per language, and the press fails with a line
# for every text drawn outside the screen, and for every text the screen
# fetched (app.lang.get) and drew whole in English but not in the other
# language: cut at the edge, cut by a field's width, or a row that fell off
# the screen, or a title cut beside its right-hand part (in English too),
# a list's row cut that English keeps whole (a game's name among them),
# and texts drawn over each other where English keeps them apart.
# A message box the press opened is worded again in each
# language from its English text's fields and must fit the box whole.
# Each English frame is swept once per process (the screen and the keys it
# fetched), so a test that steps through one screen costs little more.
import re

import legible
from check import fits_box, right_edge
from host_tools import texts

_SEEN = set()
_ORIG = {}       # app.lang.get, app.ui.big, ui.title, ui.rows as the press found them
_REC = {}        # what the press fetched and drew (_record())
_NAMES = {}      # a text's number -> its key, for the report
_OVER = [0]      # how many pairs of texts overlap in the English frame
_CUT = []        # the English frame's rows app.ui.rows cut: (list, row)
_DIGITS = re.compile(r"^[-0-9 ]*$")   # drawn in seven segments (app.ui._numeric)
# %s, %d, %02d, %%: a number or a name the screen puts in, not the text's
# words; the keys' caps of a hints line (\x01-\x03) are drawn as pictures.
_FIELD = re.compile(r"%[-0-9.]*[sdx%]|[\x01\x02\x03]")
_PCT = re.compile(r"%[-0-9.]*[sdx%]")


def before_handle(app):
    """Records what the press fetches (its message's text among them) and
    what its frame draws."""
    from app import lang, ui
    if _REC:
        _restore()   # a press that raised left its recorders in place
    _REC.clear()
    _ORIG.update(get=lang.get, big=ui.big, title=ui.title, rows=ui.rows)
    _REC.update(_record())


def _record():
    """The recorders put over app.lang.get, app.ui.big, ui.title and
    ui.rows; -> what they record: the texts fetched, the big texts, the
    titles, the lists' rows."""
    from app import lang, ui
    rec = {"fetched": [], "bigs": [], "titles": [], "lists": []}
    lang.get = _recorder(_ORIG["get"], rec["fetched"])
    ui.big = _big(_ORIG["big"], rec["bigs"])
    ui.title = _title(_ORIG["title"], rec["titles"])
    ui.rows = _rows(_ORIG["rows"], rec["lists"])
    return rec


def _restore():
    from app import lang, ui
    lang.get = _ORIG["get"]
    ui.big = _ORIG["big"]
    ui.title = _ORIG["title"]
    ui.rows = _ORIG["rows"]


def _recorder(get0, fetched):
    def get(k, n=-1, j=-1):
        t = get0(k, n, j)
        fetched.append((k, n, j, t))
        return t
    return get


def _big(big0, bigs):
    from app import ui

    def big(fb, s, x, y, c=1, h=16):
        bigs.append((s, x, y, ui.big_width(s, h), h))
        return big0(fb, s, x, y, c, h)
    return big


def _rows(rows0, lists):
    def rows(fb, items, *args):
        lists.append(list(items))
        return rows0(fb, items, *args)
    return rows


def _title(title0, titles):
    def title(fb, s, right=""):
        titles.append((s, right))
        return title0(fb, s, right)
    return title


def after_draw(app, drew):
    import app as pkg
    from app import lang
    if not _REC:
        return
    _restore()
    pressed = dict(_REC)
    _REC.clear()   # (left full, it tells before_handle a press raised)
    fetched = pressed["fetched"]
    if pkg.language == 0 and drew:
        # Text sized in millimetres, on the recommended panel
        # (tests/firmware/legible.py): every English frame.
        bad = legible.check(app, pressed["bigs"])
        assert not bad, "\n".join(bad)
    if pkg.language != 0 or not drew or not fetched:
        return   # a language test's own frames
    if not _NAMES:
        _NAMES.update((v, k) for k, v in texts.numbers().items())
    if app.msg is not None:
        _message(app.msg, fetched, _ORIG["get"])
        return
    d = app.hw.display
    seen = (app.name, tuple(sorted(set(f[0] for f in fetched))))
    if seen in _SEEN:
        return
    _SEEN.add(seen)
    out = []
    whole = _check(0, app.name, d.placed, pressed, None, out)
    kept = (bytes(d.buf), d.texts, d.placed)
    try:
        for i in (1, 2, 3):
            rec = _record()
            lang.use(i)
            d.fill(0)
            app.screen.draw(d)   # app.draw's frame, without its release (a gc.collect each)
            _restore()
            _check(i, app.name, d.placed, rec, whole, out)
    finally:
        _restore()
        lang.use(0)
        d.buf[:] = kept[0]
        d.texts, d.placed = kept[1:]
    assert not out, "\n".join(out)


def _check(i, screen, placed, rec, whole, out):
    """Adds what does not fit in language i (rec: what its frame fetched
    and drew, _record()) to out; -> the keys drawn whole
    (in English, i = 0: the ones the other languages must draw whole too;
    a text the screen fetched and left out, or scrolled out of view, in
    English is not a translation's fault)."""
    lg = texts.LANGS[i]
    bigs = rec["bigs"]
    lists = rec["lists"]
    fetched = rec["fetched"]
    for s, right in rec["titles"]:
        # app.ui.title cuts what does not fit beside its right-hand part,
        # in any language (English too).
        if len(s) + len(right) > 16:
            out.append("%s %s: the title %r cut beside %r" % (lg, screen, s, right))
    # app.ui.rows cuts a row over 16 characters to 15 and "."; a row
    # English keeps whole must stay whole (the players' names may be cut in
    # every language alike).
    cut = [(j, r) for j, items in enumerate(lists) for r in range(len(items)) if len(items[r]) > 16]
    if whole is None:
        _CUT[:] = cut
    else:
        for j, r in cut:
            if (j, r) not in _CUT:
                out.append("%s %s: the row %r cut" % (lg, screen, lists[j][r]))
    for p in placed:
        s, x, y = p
        # A glyph lights columns 1..5 of its 8 px cell (7 px, a tight line's):
        # the last one's must be on the screen.
        if x < 0 or right_edge(p) > 128 or not 0 <= y <= 56:
            out.append("%s %s: %r at %d,%d leaves the screen" % (lg, screen, s, x, y))
    for s, x, y, w, h in bigs:
        if not _DIGITS.match(s):
            w -= 4 if h == 16 else 1   # a word's letters: their cells' last columns dark
        if x < 0 or x + w > 128 or y < 0 or y + h > 64:
            out.append("%s %s: %r in big digits at %d,%d leaves the screen" % (lg, screen, s, x, y))
    # Texts drawn over each other: more such pairs than English has (a
    # label run into the value beside it).
    boxes = [(p[0], p[1], p[2], right_edge(p) - p[1], 8) for p in placed if p[0].strip()] + [
        (s, x, y, w - (0 if _DIGITS.match(s) else 4 if h == 16 else 1), h) for s, x, y, w, h in bigs]
    over = [(a[0], b[0]) for j, a in enumerate(boxes) for b in boxes[j + 1:]
            if a[1] < b[1] + b[3] and b[1] < a[1] + a[3] and a[2] < b[2] + b[4] and b[2] < a[2] + a[4]]
    if whole is None:
        _OVER[:] = [len(over)]
    elif len(over) > _OVER[0]:
        out.append("%s %s: texts drawn over each other: %r" % (lg, screen, over))
    drawn = "\n".join([p[0] for p in placed] + [b[0] for b in bigs])
    # A word counts as drawn as often as it is on the screen: "seat" in the
    # title "Who is at seat 4?" is not also the "seat 1" of a row that
    # scrolled out of view.
    words = []
    needed = {}
    for k, n, j, t in fetched:
        # (j: the language picker's own names; ";name:label" tables: one
        # label of them is drawn, not all their words)
        ws = [] if j >= 0 or t.startswith(";") else _FIELD.sub(" ", t).split()
        words.append((k, ws))
        for w in ws:
            needed[w] = needed.get(w, 0) + 1
    got = set()
    for k, ws in words:
        missing = [w for w in ws if drawn.count(w) < needed[w]]
        if not missing:
            got.add(k)
        elif whole is not None and k in whole:
            out.append("%s %s: %s's %r not drawn whole" % (lg, screen, _NAMES.get(k, k), " ".join(missing)))
    return got


def _message(msg, fetched, get0):
    """The message box's text in each language: the English text it was
    made from (a fetched text whose fields, filled, give msg), filled with
    the same names and numbers, must wrap into the box's seven lines of 14
    without a word cut (app.ui.message)."""
    from app import ui
    for k, n, j, t in fetched:
        if j >= 0:
            continue
        fields = _PCT.findall(t)
        parts = _PCT.split(t)
        pattern = re.escape(parts[0])
        for f, p in zip(fields, parts[1:]):
            pattern += ("%" if f == "%%" else "(-?\\d+)" if f.endswith("d") else "(.+?)") + re.escape(p)
        m = re.fullmatch(pattern, msg, re.S)
        if not m:
            continue
        fields = [f for f in fields if f != "%%"]
        args = tuple(int(g) if f.endswith("d") else g for g, f in zip(m.groups(), fields))
        out = []
        for i in range(4):
            s = get0(k, n, i)
            s = s % args if args else s
            if not fits_box(s):
                out.append("%s message %s: %r does not fit the box: %r" % (
                    texts.LANGS[i], _NAMES.get(k, k), s, ui.wrap(s, 14)))
        assert not out, "\n".join(out)
        return
