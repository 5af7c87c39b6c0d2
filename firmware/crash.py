# What main.py does when the app fails: keep the report on flash, say so
# on the screen in one line instead of dying silently, and restart on OK.
# Loaded only then, so none of it (code or names) is on the heap before.
import sys

LOG = "crash.log"       # in hw.root


def report(hw, e):
    """The log entry, the screen and the error tune for exception `e`."""
    try:
        with open(hw.root + "/" + LOG, "a") as f:
            if hasattr(sys, "print_exception"):
                sys.print_exception(e, f)
            else:
                f.write("%s: %s\n" % (type(e).__name__, e))
    except OSError:
        pass
    d = hw.display
    d.fill(0)
    d.text("Internal error", 0, 16)
    d.text("saved: crash.log", 0, 28)
    d.text("OK: restart", 0, 48)
    d.show()
    hw.buzzer.play("error")


def handle(hw, e):
    """report(), then OK resets the board: a clean heap, and what was saved
    is on flash."""
    import machine
    from drivers.events import OK
    report(hw, e)
    while hw.buttons.poll() != OK:
        hw.clock.sleep_ms(20)
    # The unix port has no hard reset; its soft reset restarts main.py.
    getattr(machine, "reset", machine.soft_reset)()
