# Four buttons to app.events: debounced, long press, auto-repeat, queued.
#
# Keys is the hardware-independent part: it samples a function returning a
# bit mask of the keys held down (bit k = app.events key k) against an
# injected clock, so it is tested on the host with a fake clock and no
# sleeping (after Adafruit's debouncer, which takes a plain function).
# Events go into a small ring buffer; the app takes them with poll().
#
# On the device on_pins() binds the pins and a hardware timer samples every
# few milliseconds, so a tap is caught and queued while the app is busy
# drawing or saving; poll() then only takes from the queue.
from micropython import const

from app.events import LONG, NONE, PRESS, REPEAT

_DEBOUNCE_MS = const(20)  # a level must hold this long to count
LONG_MS = const(600)      # held this long: LONG, once
_REPEAT_MS = const(150)   # then REPEAT this often while held
_SAMPLE_MS = const(5)     # timer period on the device
_QUEUE = const(16)        # events kept while the app is busy


class Keys:
    def __init__(self, read, clock, n=4, debounce_ms=_DEBOUNCE_MS, long_ms=LONG_MS,
                 repeat_ms=_REPEAT_MS, size=_QUEUE):
        self._read = read
        self._clock = clock
        self.n = n
        self.debounce_ms = debounce_ms
        self.long_ms = long_ms
        self.repeat_ms = repeat_ms
        self._raw = 0          # last sample
        self._stable = 0       # debounced state
        self._held = 0         # keys whose LONG was sent in this hold
        self._since = [0] * n  # when each key's raw level last changed
        self._down = [0] * n   # when each debounced press began
        self._due = [0] * n    # ms after _down of the next LONG/REPEAT
        self._ring = bytearray(size)
        self._head = 0
        self._tail = 0
        self.dropped = 0       # events lost to a full queue
        self.auto = False      # a timer calls update(); poll() only takes
        self.tickers = []      # things stepped on every poll (the buzzer)
        self.timer = None

    def update(self):
        """Take one sample; queue any events it completes."""
        clock = self._clock
        now = clock.ticks_ms()
        raw = self._read()
        changed = raw ^ self._raw
        self._raw = raw
        for k in range(self.n):
            bit = 1 << k
            if changed & bit:
                self._since[k] = now
            elif (raw ^ self._stable) & bit:
                if clock.ticks_diff(now, self._since[k]) >= self.debounce_ms:
                    self._stable ^= bit
                    if raw & bit:
                        # Timed from the first edge, not from acceptance.
                        self._down[k] = self._since[k]
                        self._due[k] = self.long_ms
                    elif not self._held & bit:
                        self._push(k | PRESS)
                    self._held &= ~bit
            elif self._stable & bit:
                held_for = clock.ticks_diff(now, self._down[k])
                if held_for >= self._due[k]:
                    self._push(k | (REPEAT if self._held & bit else LONG))
                    self._held |= bit
                    # No catch-up burst after a stall: next one a period from now.
                    self._due[k] = held_for + self.repeat_ms

    def _push(self, ev):
        nxt = (self._head + 1) % len(self._ring)
        if nxt == self._tail:
            self.dropped += 1
            return
        self._ring[self._head] = ev
        self._head = nxt

    def pending(self):
        return (self._head - self._tail) % len(self._ring)

    def poll(self):
        """The next event (app.events) or NONE; never blocks."""
        for t in self.tickers:
            t.tick()
        if not self.auto:
            self.update()
        if self._tail == self._head:
            return NONE
        ev = self._ring[self._tail]
        self._tail = (self._tail + 1) % len(self._ring)
        return ev


def on_pins(machine, pins, clock, active_low=True, timer=0, period_ms=_SAMPLE_MS):
    """Keys on GPIOs (in app.events key order), sampled by hardware timer
    `timer`; timer=None leaves sampling to poll()."""
    Pin = machine.Pin
    pull = Pin.PULL_UP if active_low else Pin.PULL_DOWN
    ps = [Pin(p, Pin.IN, pull) for p in pins]
    inv = 1 if active_low else 0

    def read():
        m = 0
        for i in range(len(ps)):
            if ps[i].value() ^ inv:
                m |= 1 << i
        return m

    keys = Keys(read, clock, len(ps))
    if timer is not None:
        keys.auto = True
        keys.timer = machine.Timer(timer)
        keys.timer.init(period=period_ms, mode=machine.Timer.PERIODIC,
                        callback=lambda t: keys.update())
    return keys
