# Piezo tunes, played without blocking: play() starts a tune and returns;
# tick(), called from the main loop (the buttons' poll() does it), moves to
# the next note when the current one is due, so the UI never waits for a
# tune. Tunes are data: (frequency Hz, milliseconds) pairs, 0 Hz a rest.
from micropython import const

TUNES = {
    "click": ((2093, 12),),
    "turn": ((1319, 60), (0, 30), (1760, 90)),
    "last_tile": ((1760, 80), (0, 40), (1760, 80), (0, 40), (2349, 200)),
    "open_double": ((988, 70), (1319, 70), (1976, 150)),
    "round_over": ((1568, 110), (1319, 110), (1047, 110), (1568, 300)),
    "error": ((330, 120), (0, 40), (247, 220)),
    "win": ((1047, 90), (1319, 90), (1568, 90), (2093, 350)),
}

# Loudness by PWM duty (duty_u16): a piezo is loudest at 50 %.
VOLUME_DUTY = (0, 1200, 6000, 32768)
MAX_VOLUME = const(3)


class Buzzer:
    def __init__(self, out, clock, volume=2):
        self._out = out        # .tone(hz, duty_u16) and .off()
        self._clock = clock
        self.volume = volume   # 0 (mute) .. 3
        self._notes = None
        self._i = 0
        self._start = 0
        self.tune = None       # name of the tune playing, or None

    def play(self, tune):
        notes = TUNES.get(tune)
        if notes is None:
            raise ValueError("no tune called %r" % (tune,))
        if not self.volume:
            return
        self._notes = notes
        self.tune = tune
        self._start_note(0, self._clock.ticks_ms())

    def _start_note(self, i, now):
        self._i = i
        self._start = now
        hz = self._notes[i][0]
        if hz:
            self._out.tone(hz, VOLUME_DUTY[min(max(self.volume, 0), MAX_VOLUME)])
        else:
            self._out.off()

    def tick(self):
        if self._notes is None:
            return
        clock = self._clock
        now = clock.ticks_ms()
        ms = self._notes[self._i][1]
        late = clock.ticks_diff(now, self._start) - ms
        if late < 0:
            return
        if self._i + 1 < len(self._notes):
            # Start the next note where the last should have ended.
            self._start_note(self._i + 1, now)
            self._start = now - late if late < ms else now
        else:
            self.stop()

    def stop(self):
        self._notes = None
        self.tune = None
        self._out.off()

    @property
    def playing(self):
        return self._notes is not None


class PwmOut:
    """The piezo on a PWM-capable GPIO."""

    def __init__(self, machine, pin):
        self._pwm = machine.PWM(machine.Pin(pin), freq=1000, duty_u16=0)

    def tone(self, hz, duty):
        self._pwm.freq(hz)
        self._pwm.duty_u16(duty)

    def off(self):
        self._pwm.duty_u16(0)
