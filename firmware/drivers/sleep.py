# Light sleep while the screen is off (app.main, after ten minutes without
# a press): the CPU stops, RAM, the timers' settings and the panel's
# picture stay, and the board wakes when its time is up or a button goes
# down. On the ESP32 machine.lightsleep() wakes on its timer and on ext0, one
# RTC pin at a level, which MicroPython sets with Pin.irq(trigger=WAKE_LOW,
# wake=SLEEP): the profile's "wake_button" (OK on the default board) wakes the
# board at once. The other keys are sampled again when the timer wakes it,
# every few tens of milliseconds, so a press of them is seen while held.
# Loaded only when the board first sleeps (drivers.buttons.on_pins).
_armed = []


def idle(machine, pin, ms):
    """Sleep up to ms, `pin` (a key, pressed = low) waking the board."""
    if not _armed:
        pin.irq(trigger=machine.Pin.WAKE_LOW, wake=machine.SLEEP)
        _armed.append(pin)
    machine.lightsleep(ms)
