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
    """Whether message s shows whole in the message box (app.ui.message:
    six lines of 14 letters, no word cut)."""
    from app import ui
    lines = ui.wrap(s, 14)
    return len(lines) <= 6 and " ".join(lines).split() == s.split()
