# The device app: screens and app logic, hardware-free. It sees the hardware
# only through drivers.hw.Hardware and button events from drivers.events.

# The language the screens speak (app.lang's number, 0..3): kept here, with
# the package that stays loaded, so app.lang itself is loaded only with the
# screens that draw texts.
language = 0
