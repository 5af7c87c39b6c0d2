# Four buttons to drivers.events: debounced, long press, auto-repeat, queued.
#
# Keys is the hardware-independent part: it samples a function returning a
# bit mask of the keys held down (bit k = drivers.events key k) against an
# injected clock, so it is tested on the host with a fake clock and no
# sleeping (after Adafruit's debouncer, which takes a plain function).
# Events go into a small ring buffer; the app takes them with poll().
#
# On the device on_pins() binds the pins and a hardware timer samples every
# few milliseconds, so a tap is caught and queued while the app is busy
# drawing or saving; poll() then only takes from the queue.
#
# All the state is one array of ints (.state) at the const indexes below,
# not an attribute each: every attribute name is interned for good, and
# each is a slot in the object's dict.
from array import array
from micropython import const

from drivers.events import LONG, NONE, PRESS, REPEAT

_DEBOUNCE_MS = const(20)  # a level must hold this long to count
LONG_MS = const(600)      # held this long: LONG, once
_REPEAT_MS = const(150)   # then REPEAT this often while held
_SAMPLE_MS = const(5)     # timer period on the device
_QUEUE = const(16)        # events kept while the app is busy
_KEYS = const(4)          # drivers.events has two bits for the key

_RAW = const(0)      # last sample
_STABLE = const(1)   # debounced state
_HELD = const(2)     # keys whose LONG was sent in this hold
_HEAD = const(3)     # the event ring: next slot to write
_TAIL = const(4)     # and next to read
_SINCE = const(5)    # per key from here: when its raw level last changed
_DOWN = const(9)     # when its debounced press began
_DUE = const(13)     # ms after _DOWN of its next LONG/REPEAT
_RING = const(17)    # the event ring's slots from here


class Keys:
    def __init__(self, read, clock, size=_QUEUE):
        self.read = read
        self._clock = clock
        self.state = array("i", bytes(4 * (_RING + size)))
        self.dropped = 0       # events lost to a full queue
        self.timer = None      # the timer calling update(): poll() only takes
        self.tickers = []      # things stepped on every poll (the buzzer)

    def update(self):
        """Take one sample; queue any events it completes."""
        s = self.state
        clock = self._clock
        now = clock.ticks_ms()
        raw = self.read()
        changed = raw ^ s[_RAW]
        s[_RAW] = raw
        for k in range(_KEYS):
            bit = 1 << k
            ev = NONE
            if changed & bit:
                s[_SINCE + k] = now
            elif (raw ^ s[_STABLE]) & bit:
                if clock.ticks_diff(now, s[_SINCE + k]) >= _DEBOUNCE_MS:
                    s[_STABLE] ^= bit
                    if raw & bit:
                        # Timed from the first edge, not from acceptance.
                        s[_DOWN + k] = s[_SINCE + k]
                        s[_DUE + k] = LONG_MS
                    elif not s[_HELD] & bit:
                        ev = k | PRESS
                    s[_HELD] &= ~bit
            elif s[_STABLE] & bit:
                held_for = clock.ticks_diff(now, s[_DOWN + k])
                if held_for >= s[_DUE + k]:
                    ev = k | (REPEAT if s[_HELD] & bit else LONG)
                    s[_HELD] |= bit
                    # No catch-up burst after a stall: next one a period from now.
                    s[_DUE + k] = held_for + _REPEAT_MS
            if ev != NONE:
                # Into the ring, unless it is full.
                head = s[_HEAD]
                nxt = head + 1 if head + 1 < len(s) - _RING else 0
                if nxt == s[_TAIL]:
                    self.dropped += 1
                else:
                    s[_RING + head] = ev
                    s[_HEAD] = nxt

    def began(self, k):
        """When key k's last press began (ticks_ms): for a press event
        taken from the queue, its own, unless the key went down again
        since (app.main.App.early)."""
        return self.state[_DOWN + k]

    def poll(self):
        """The next event (drivers.events) or NONE; never blocks."""
        for t in self.tickers:
            t.tick()
        if not self.timer:
            self.update()
        s = self.state
        tail = s[_TAIL]
        if tail == s[_HEAD]:
            return NONE
        s[_TAIL] = tail + 1 if tail + 1 < len(s) - _RING else 0
        return s[_RING + tail]


def on_pins(machine, board, clock):
    """Keys on the GPIOs of board profile `board` (in drivers.events key
    order), sampled by its hardware timer; "timer": None leaves sampling to
    poll(). A profile with "wake_button" (a key's index) sleeps lightly in
    idle(), that key waking it (drivers/sleep.py)."""
    Pin = machine.Pin
    inv = 1 if board["keys_active_low"] else 0
    pull = Pin.PULL_UP if inv else Pin.PULL_DOWN
    ps = [Pin(p, Pin.IN, pull) for p in board["keys"]]

    def read():
        m = 0
        for i in range(len(ps)):
            if ps[i].value() ^ inv:
                m |= 1 << i
        return m

    keys = Keys(read, clock)
    wake = board.get("wake_button")
    if wake is not None:
        wake = ps[wake]

        def idle(ms):
            # drivers/sleep.py is loaded the first time the board sleeps,
            # and this line adds no name to the heap before (idle and
            # sleep are built in; a string over 10 characters is not kept).
            __import__("drivers.sleep").sleep.idle(machine, wake, ms)
        keys.idle = idle
    timer = board["timer"]
    if timer is not None:
        keys.timer = machine.Timer(timer)
        keys.timer.init(period=_SAMPLE_MS, mode=machine.Timer.PERIODIC,
                       callback=lambda t: keys.update())
    return keys
