# Text sized in millimetres [issue 28, item 2]: on the panel recommended
# for the table (firmware/boards/panels.py: the 2.42" SSD1309, 0.43 mm a
# pixel), a text's height is its font's cell height times the pitch (the
# 8 px device font 3.4 mm, big digits and letters their height; the 3x5
# figures, 2.2 mm, are drawn pixel by pixel and are not texts here: seat
# tags and key caps, never a count). From across the table a glance wants 5 mm and reading
# 3 mm, so:
#   5 mm: whose turn, "last tile", the round's result, every total of the
#         standings;
#   3 mm: tile counts, markers, the figures of the play (the due double,
#         the ends and their sum, a play's points: lines of the 8 px font);
#   2 mm: everything else (hints, menus, seat tags, key caps), never less.
# Checked on every frame the fit sweep sees (tests/firmware/fitsweep.py
# calls check() after each press, English frames), and on the frames
# tests/test_legibility.py walks to on purpose. CPython only, as the sweep.

from boards.panels import PANELS, RECOMMENDED

PITCH = [um for driver, _size, um in PANELS if driver == RECOMMENDED][0] / 1000
SEEN = set()     # (screen's family, role) of every text checked: what a test reached
GLANCE = 5.0
READ = 3.0
LEAST = 2.0


def mm(h):
    return h * PITCH


def px(least):
    """The fewest pixels of text that are `least` mm tall on the panel."""
    n = 1
    while mm(n) < least:
        n += 1
    return n


def drawn(app):
    """The app's screen drawn afresh with every text recorded: -> [(text,
    height in px, x, y)], and the frame's pixels (the display's buffer)."""
    from app import ui
    d = app.hw.display
    kept = (bytes(d.buf), d.texts, d.placed)
    got = []
    big0 = ui.big

    def big(fb, s, x, y, c=1, h=16):
        got.append((s, h, x, y))
        return big0(fb, s, x, y, c, h)

    ui.big = big
    try:
        d.fill(0)
        app.screen.draw(d)
        got.extend((s, 8, x, y) for s, x, y in d.placed)
        pixels = bytes(d.buf)
    finally:
        ui.big = big0
        d.buf[:] = kept[0]
        d.texts, d.placed = kept[1:]
    return got, pixels


def _lit(pixels, x, y):
    return pixels[(y >> 3) * 128 + x] >> (y & 7) & 1


def check(app, bigs=None):
    """-> a line for each text on app's screen smaller than its role wants
    (empty: all legible). bigs: the big texts the frame drew, (text, x, y,
    width, height), as the fit sweep recorded them: a screen where no
    text has a role is judged on them alone (the 8 px font and the 3x5
    figures are 2 mm and more), not drawn again."""
    name = app.name or ""
    scr = app.screen
    referee = name.endswith("referee") and hasattr(scr, "r") and not getattr(scr, "pick", 0)
    totals = name == "standings" and scr.cur == -1 and scr.pick < 0
    if app.msg is not None:
        return []   # a message box: the 8 px font
    if bigs is not None and not referee and not totals:
        return ["%s: %r is %.1f mm tall (hints and menus: %.0f mm)" % (name, b[0], mm(b[4]), LEAST)
                for b in bigs if b[0].strip() and mm(b[4]) < LEAST]
    texts, pixels = drawn(app)
    out = []
    for s, h, x, y in texts:
        if s.strip() and mm(h) < LEAST:
            out.append("%s: %r is %.1f mm tall (hints and menus: %.0f mm)" % (name, s, mm(h), LEAST))
    if referee:
        _referee(app, scr, texts, pixels, out)
    if out:
        out.append("(the frame's texts: %r)" % [(s, h) for s, h, _x, _y in texts])
    elif totals:
        for seat, v in enumerate(scr.totals):
            _want(out, name, texts, str(v), GLANCE, "%s's total" % scr.names[seat])
        SEEN.add(("standings", "totals of %d" % len(scr.totals)))
    return out


def _want(out, screen, texts, want, least, what, match=None):
    """A text `want` (or one match(text) accepts) at least `least` mm tall
    on the screen, else a line in out."""
    found = [(s, h) for s, h, _x, _y in texts if (match(s) if match else s == want)]
    if not found:
        out.append("%s: %s (%r) not drawn as a text of its own" % (screen, what, want))
    elif max(mm(h) for _s, h in found) < least:
        out.append("%s: %s %r is %.1f mm tall (wants %.0f mm)" % (
            screen, what, want, max(mm(h) for _s, h in found), least))


def _referee(app, scr, texts, pixels, out):
    from app import lang
    from host_tools import texts as keys
    k = keys.numbers()
    name = app.name
    family = type(scr).__module__.split(".")[-2]   # app.screens.<family>.referee
    r = scr.r
    if family == "counting" and scr.said is not None:
        # An answer said back, in big digits [issue 29]: read at a glance.
        _want(out, name, texts, scr.said, GLANCE, "the answer said back")
        SEEN.add((family, "said back"))
        return
    if r.over:
        said = (lang.get(k["WENT_OUT"]), lang.get(k["BLOCKED_BIG"]))
        if family == "counting":
            said = (lang.get(k["COUNT_OUT"]), lang.get(k["COUNT_WON"]), lang.get(k["COUNT_TIE"]))
        _want(out, name, texts, " / ".join(said), GLANCE, "the round's result", lambda s: s in said)
        SEEN.add((family, "result"))
        return
    held = list(r.held) if hasattr(r, "held") else [len(row) for row in r.rows]
    if family == "counting" and r.key == "1":
        held = []   # step 1: questions, no plates in hands
    s = r.seat
    mover = scr.names[s]
    _want(out, name, texts, mover, GLANCE, "the player to move",
          lambda t: t.strip() != "" and mover.startswith(t) and not t.isdigit())
    for i, n in enumerate(held):
        _want(out, name, texts, str(n), READ, "seat %d's tile count" % (i + 1))
    SEEN.update(((family, "whose turn"), (family, "tile counts")))
    last = [i for i, n in enumerate(held) if n == 1]
    # (The cross games' screen has no line for it: its lines A and B are the
    # ends, the sum, the points; the count is lit.)
    # (Nor the counting game's: its seed calls no last plate.)
    if last and family not in ("cross", "counting"):
        word = lang.get(k["LAST_NAMES"]).split("%")[0]
        _want(out, name, texts, word + "...", GLANCE, "the last tile", lambda t: t.startswith(word))
        SEEN.add((family, "last tile"))
    # The figures of the play, each a text of the 8 px font or larger.
    if family == "mexican" and r.engine_placed:
        from rules.mexican import turn
        if turn.due(r) >= 0:
            _want(out, name, texts, "Due...", READ, "the due double", lambda t: t.startswith("Due"))
            SEEN.add((family, "due double"))
    elif family == "line" and r.flags & 256 and r.open or family == "sausage" and r.lines[0]:   # (256: LAYOUT)
        if family == "sausage":
            from rules.sausage import position as sg
            ends = (sg.end(r, 0), sg.end(r, 1))
        else:
            ends = tuple(r.ends) if r.open else ()
        if ends:
            _want(out, name, texts, lang.get(k["END_L"]) % ends[0], READ, "the left end")
            _want(out, name, texts, lang.get(k["END_R"]) % ends[1], READ, "the right end")
            SEEN.add((family, "ends"))
    elif family == "cross" and r.laid and r.kind & 16:
        from rules.cross import layout as cx
        missed = lang.get(k["CROSS_MISSED"]) % r.scored
        # (The points not called take the sum's place: "missed 5" says both.)
        _want(out, name, texts, "=%d" % cx.count_ends(r), READ, "the ends' sum",
              lambda t: t == "=%d" % cx.count_ends(r) or r.scored and t == missed)
        SEEN.add((family, "ends' sum"))
        if r.scored:
            said = ("%d!" % r.scored, missed)
            _want(out, name, texts, said[0], READ, "the play's points", lambda t: t in said)
            SEEN.add((family, "points"))
    markers = getattr(r, "markers", None)
    if markers:
        n = len(held)
        cw = 128 // n
        for i in range(n):
            if not markers[i]:
                continue
            # The tallest lit column right of the count, in the seats' row.
            x1 = i * cw + (5 if cw >= 21 else 0) + 6 * len(str(held[i])) + 1
            tallest = 0
            for x in range(x1, min(128, (i + 1) * cw)):
                run = 0
                for y in range(24, 37):
                    run = run + 1 if _lit(pixels, x, y) else 0
                    tallest = max(tallest, run)
            SEEN.add((family, "marker"))
            if mm(tallest) < READ:
                out.append("%s: seat %d's marker is %.1f mm tall (wants %.0f mm)" % (
                    name, i + 1, mm(tallest), READ))
