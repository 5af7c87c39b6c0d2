# Piezo tunes, played without blocking: play() starts a tune and returns;
# tick(), called from the main loop (the buttons' poll() does it), moves to
# the next note when the current one is due, so the UI never waits for a
# tune. Tunes are data: (frequency Hz, milliseconds) notes, 0 Hz a rest.
from micropython import const

# Each note is four bytes, frequency then length as big-endian 16-bit
# numbers: bytes, not tuples of tuples, as tuple constants stay on the heap
# for as long as the module is loaded (the comments give the notes).
TUNES = {
    # 2093 Hz 12 ms
    "click": b"\x08\x2d\x00\x0c",
    # 1319 Hz 60 ms, rest 30 ms, 1760 Hz 90 ms
    "turn": b"\x05\x27\x00\x3c\x00\x00\x00\x1e\x06\xe0\x00\x5a",
    # 1760 Hz 80 ms, rest 40 ms, 1760 Hz 80 ms, rest 40 ms, 2349 Hz 200 ms
    "last_tile": b"\x06\xe0\x00\x50\x00\x00\x00\x28\x06\xe0\x00\x50\x00\x00\x00\x28\x09\x2d\x00\xc8",
    # 988 Hz 70 ms, 1319 Hz 70 ms, 1976 Hz 150 ms
    "open_double": b"\x03\xdc\x00\x46\x05\x27\x00\x46\x07\xb8\x00\x96",
    # 1568 Hz 110 ms, 1319 Hz 110 ms, 1047 Hz 110 ms, 1568 Hz 300 ms
    "round_over": b"\x06\x20\x00\x6e\x05\x27\x00\x6e\x04\x17\x00\x6e\x06\x20\x01\x2c",
    # 330 Hz 120 ms, rest 40 ms, 247 Hz 220 ms
    "error": b"\x01\x4a\x00\x78\x00\x00\x00\x28\x00\xf7\x00\xdc",
    # A counting answer right: 784 Hz 80 ms, 988 Hz 80 ms, 1175 Hz 80 ms,
    # 1568 Hz 200 ms (a major chord climbing)
    "right": b"\x03\x10\x00\x50\x03\xdc\x00\x50\x04\x97\x00\x50\x06\x20\x00\xc8",
    # A counting answer wrong, said softly (never "error"'s low buzz, for a
    # child trying; a step below the volume, tick()): 659 Hz 120 ms, 523 Hz
    # 200 ms, a falling third
    "try_again": b"\x02\x93\x00\x78\x02\x0b\x00\xc8",
    # 1047 Hz 90 ms, 1319 Hz 90 ms, 1568 Hz 90 ms, 2093 Hz 350 ms
    "win": b"\x04\x17\x00\x5a\x05\x27\x00\x5a\x06\x20\x00\x5a\x08\x2d\x01\x5e",
}

# Loudness by PWM duty (duty_u16): a piezo is loudest at 50 %.
VOLUME_DUTY = (0, 1200, 6000, 32768)
_MAX_VOLUME = const(3)


class Buzzer:
    def __init__(self, out, clock, volume=2):
        self._out = out        # .tone(freq, duty_u16) and .off()
        self._clock = clock
        self.volume = volume   # 0 (mute) .. 3
        self.tune = None       # name of the tune playing, or None
        self._at = 0           # byte of the note playing
        self._start = 0

    def play(self, tune):
        if tune not in TUNES:
            raise ValueError("no tune called %r" % (tune,))
        if not self.volume:
            return
        self.tune = tune
        self._at = -4          # tick() starts the first note now
        self.tick()

    def tick(self):
        tune = self.tune
        if tune is None:
            return
        n = TUNES[tune]
        clock = self._clock
        now = clock.ticks_ms()
        at = self._at
        ms = late = 0
        if at >= 0:
            ms = n[at + 2] << 8 | n[at + 3]
            late = clock.ticks_diff(now, self._start) - ms
            if late < 0:
                return
        at += 4
        if at >= len(n):
            self.stop()
            return
        self._at = at
        # Start the next note where the last should have ended.
        self._start = now - late if late < ms else now
        hz = n[at] << 8 | n[at + 1]
        if hz:
            # A child's wrong answer is said softly: a step below the
            # volume set, never silent.
            v = self.volume - (tune == "try_again")
            self._out.tone(hz, VOLUME_DUTY[min(max(v, 1), _MAX_VOLUME)])
        else:
            self._out.off()

    def stop(self):
        self.tune = None
        self._out.off()


class PwmOut:
    """The piezo on a PWM-capable GPIO (parameters named as machine.PWM's:
    names the firmware has already cost no more heap)."""

    def __init__(self, machine, gpio):
        self._out = machine.PWM(machine.Pin(gpio), freq=1000, duty_u16=0)

    def tone(self, freq, duty_u16):
        self._out.freq(freq)
        self._out.duty_u16(duty_u16)

    def off(self):
        self._out.duty_u16(0)
