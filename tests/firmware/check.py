# Assertion helpers that work under pytest and under the MicroPython runner
# alike (pytest.raises does not exist on MicroPython).


def raises(exc, fn, *args, **kw):
    """Call fn; it must raise exc. Returns the exception for its message."""
    try:
        fn(*args, **kw)
    except exc as e:
        return e
    raise AssertionError("%s did not raise %s" % (getattr(fn, "__name__", fn), exc.__name__))


def fits_box(s):
    """Whether message s shows whole in the message box at once, without
    scrolling (app.ui.message: seven lines of 14 letters, no word cut)."""
    from app import ui
    lines = ui.wrap(s, 14)
    return len(lines) <= 7 and " ".join(lines).split() == s.split()


def right_edge(p):
    """The last lit column of text p, drawn as (text, x, y) (and .step,
    its letters' pitch, where not 8: apphw.Placed): each letter lights
    columns 1..5 of its cell."""
    s, x, _ = p
    return x + getattr(p, "step", 8) * (len(s) - 1) + 6 if s else x
