# The device app: screens and app logic, hardware-free. It sees the hardware
# only through drivers.hw.Hardware and button events from drivers.events.

# The language the screens speak (app.lang's number, 0..3): kept here, with
# the package that stays loaded, so app.lang itself is loaded only with the
# screens that draw texts.
language = 0

# The firmware loaded onto the heap as .mpy (make deploy), not frozen into
# the image: its code then costs heap, so a screen holds none for later
# presses and a screen change collects twice (app.main, app.screens.pips,
# app.screens.entry).
mpy = __file__.endswith(".mpy")
