# The scrolling list of two-line rows that History and the house rules
# share; its own module, loaded with those two screens only (app.ui stays
# on the heap all the time, and every byte there counts against each
# press's heap).


def rows(fb, s, n):
    """A scrolling list of n two-line rows (18 px, three under the title)
    for screen s: keeps s.cur in view by moving s.top, inverts the current
    row, and yields (i, y, colour) for the caller to write row i's two
    lines at y + 1 and y + 10; then the bar in the last column, which no
    text reaches, shows where the view is."""
    cur = s.cur
    top = s.top = max(min(s.top, cur), cur - 2)
    for i in range(top, min(n, top + 3)):
        y = 10 + 18 * (i - top)
        c = 1
        if i == cur:
            fb.fill_rect(0, y, 127, 18, 1)
            c = 0
        yield i, y, c
    if n > 3:
        fb.vline(127, 10 + top * 54 // n, max(2, 162 // n), 1)
