"""Clocks for drivers.hw.Hardware on the host, alike on both runtimes.

Both wrap around like MicroPython's ticks_ms (a 2**30 ms period, about 12
days), so code that subtracts ticks instead of using ticks_diff fails here
as it would on the device."""
import time

PERIOD = 1 << 30
_MASK = PERIOD - 1
_HALF = PERIOD >> 1


def ticks_diff(a, b):
    return ((a - b + _HALF) & _MASK) - _HALF


class FakeClock:
    """Time moves only when told: sleep_ms() and advance(). Starts just
    before the wrap-around so every test crosses it."""

    def __init__(self, start=PERIOD - 1000):
        self.now = start

    def ticks_ms(self):
        return self.now & _MASK

    def ticks_diff(self, a, b):
        return ticks_diff(a, b)

    def sleep_ms(self, n):
        self.advance(n)

    def advance(self, n):
        self.now += max(0, int(n))


class RealClock:
    """Wall time: time.ticks_ms on MicroPython, a monotonic clock on CPython."""

    def __init__(self):
        self._mp = hasattr(time, "ticks_ms")

    def ticks_ms(self):
        if self._mp:
            return time.ticks_ms()
        return (time.monotonic_ns() // 1000000) & _MASK

    def ticks_diff(self, a, b):
        return ticks_diff(a, b)

    def sleep_ms(self, n):
        if self._mp:
            time.sleep_ms(n)
        else:
            time.sleep(n / 1000)
