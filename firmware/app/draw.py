# Drawing helpers for the screens, on plain framebuf calls so they draw the
# same on the device and in the simulator. Big numbers are seven-segment
# digits drawn with fill_rect: 10 bytes of font data at any height (16 px
# and up, for totals and whose turn it is); text is framebuf's 8x8 font.
from micropython import const
# The seven-segment digits live in app.ui, which the app keeps loaded.
from app import ui
from app.ui import big_width  # noqa: F401

W = const(128)
H = const(64)
CHAR = const(8)         # framebuf.text is 8x8
ROW = const(10)         # a list row: 8 px text and a pixel above and below
COLS = const(16)        # characters across the screen

def big(fb, s, x, y, h=16, c=1):
    """Digits, '-' and ' ' of str s at (x, y), h pixels tall; returns the
    width drawn. Anything else is a ValueError (a bug, not a glyph)."""
    for ch in s:
        if ch not in "0123456789- ":
            raise ValueError("big digits draw 0-9, '-' and ' ', not %r" % ch)
    return ui.big(fb, s, x, y, c, h)


def big_center(fb, s, y, h=16, c=1, x0=0, w=W):
    return big(fb, s, x0 + (w - big_width(s, h)) // 2, y, h, c)


def fit(s, n=COLS):
    """s cut to n characters, the last one '~' if anything was cut."""
    return s if len(s) <= n else s[:n - 1] + "~"


def text(fb, s, x, y, c=1):
    fb.text(fit(s, (W - x) // CHAR), x, y, c)


def center(fb, s, y, c=1, x0=0, w=W):
    s = fit(s, w // CHAR)
    fb.text(s, x0 + (w - len(s) * CHAR) // 2, y, c)


def right(fb, s, y, c=1, x1=W):
    """Text ending at x1 (right-aligned numbers in a column)."""
    fb.text(s, x1 - len(s) * CHAR, y, c)


def title(fb, s):
    """A header: inverse bar across the top, ROW px tall."""
    fb.fill_rect(0, 0, W, ROW, 1)
    center(fb, s, 1, 0)


def row(fb, s, y, selected=False, value=None):
    """One list row; the selected row is an inverse bar. value, if given,
    is right-aligned (a score, a setting)."""
    c = 1
    if selected:
        fb.fill_rect(0, y, W, ROW, 1)
        c = 0
    room = COLS - (len(value) + 1 if value else 0)
    fb.text(fit(s, room), 2 if not value else 0, y + 1, c)
    if value:
        right(fb, value, y + 1, c)


def scroll_top(sel, top, rows):
    """First visible item so that item sel is on screen, moving as little
    as possible from top."""
    if sel < top:
        return sel
    if sel >= top + rows:
        return sel - rows + 1
    return top


def menu(fb, items, sel, top=0, y=ROW + 2, rows=None, values=None):
    """A scrolling list of items (str) below a title, sel highlighted; a
    thin bar at the right edge shows where the view is in a long list.
    Returns the new top for the next call."""
    if rows is None:
        rows = (H - y) // ROW
    n = len(items)
    top = scroll_top(sel, top, rows)
    fb.fill_rect(0, y, W, rows * ROW, 0)
    for i in range(top, min(n, top + rows)):
        row(fb, items[i], y + (i - top) * ROW, i == sel, values[i] if values else None)
    if n > rows:
        span = rows * ROW
        fb.vline(W - 1, y, span, 0)
        fb.vline(W - 1, y + top * span // n, max(2, rows * span // n), 1)
    return top


def wrap(s, n=COLS):
    """Words of s in lines of at most n characters: the app's wrap (app.ui)
    with every whitespace a word break, as a toast wants."""
    from app.ui import wrap as lines
    return [ln for ln in lines(s, n) if ln]


def toast(fb, msg, max_lines=4):
    """A framed box in the middle of the screen with msg wrapped in it (an
    error or a confirmation); drawn over whatever is there."""
    lines = wrap(msg, COLS - 1)[:max_lines]
    h = len(lines) * ROW + 6
    w = max(len(ln) for ln in lines) * CHAR + 8 if lines else 16
    x = (W - w) // 2
    y = (H - h) // 2
    fb.fill_rect(x, y, w, h, 0)
    fb.rect(x, y, w, h, 1)
    fb.rect(x + 1, y + 1, w - 2, h - 2, 1)
    for i in range(len(lines)):
        center(fb, lines[i], y + 4 + i * ROW, 1, x, w)
    return lines
