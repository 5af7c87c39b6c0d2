# The button state machine with a fake clock and a fake finger: debounce,
# long press, auto-repeat, and no press lost while the app is busy.
from drivers import events as E
from drivers.buttons import Keys
from host_tools.clocks import FakeClock

STEP = 5   # the device's sampling period


class Finger:
    """Raw key levels over time, sampled like the device's timer does."""

    def __init__(self, **kw):
        self.mask = 0
        self.clock = FakeClock()
        self.keys = Keys(lambda: self.mask, self.clock, **kw)
        self.keys.timer = True  # sampling below stands in for the timer

    def hold(self, mask, ms):
        self.mask = mask
        for _ in range(ms // STEP):
            self.keys.update()
            self.clock.advance(STEP)

    def bounce(self, key, times):
        # Contacts chattering: 1 ms flips, shorter than the debounce time.
        for i in range(times):
            self.mask = (1 << key) if i % 2 == 0 else 0
            self.keys.update()
            self.clock.advance(1)

    def events(self):
        out = []
        while True:
            ev = self.keys.poll()
            if ev == E.NONE:
                return out
            out.append(E.name(ev))


def test_a_tap_is_one_press_on_release():
    f = Finger()
    f.hold(1 << E.OK, 80)
    assert f.events() == []          # nothing yet: it may become a long press
    f.hold(0, 40)
    assert f.events() == ["ok"]


def test_contact_bounce_gives_one_press():
    f = Finger()
    f.bounce(E.DOWN, 9)              # chatter, ending pressed
    f.hold(1 << E.DOWN, 60)
    f.bounce(E.DOWN, 6)              # chatter on release
    f.hold(0, 60)
    assert f.events() == ["down"]


def test_glitch_shorter_than_debounce_is_ignored():
    f = Finger()
    f.hold(1 << E.UP, 10)            # 10 ms < 20 ms debounce
    f.hold(0, 100)
    assert f.events() == []


def test_holding_gives_long_then_repeats_and_no_press():
    f = Finger()
    f.hold(1 << E.UP, 1000)          # LONG at 600 ms, then every 150 ms
    f.hold(0, 50)
    assert f.events() == ["up-long", "up-repeat", "up-repeat"]


def test_long_press_time_is_measured_from_the_first_edge():
    f = Finger()
    f.hold(1 << E.BACK, 595)
    assert f.events() == []
    f.hold(1 << E.BACK, 10)
    assert f.events() == ["back-long"]


def test_presses_queue_while_the_app_is_busy_and_come_out_in_order():
    f = Finger()
    for key in (E.DOWN, E.DOWN, E.OK, E.BACK, E.UP):
        f.hold(1 << key, 60)
        f.hold(0, 60)
    # The app did not poll during any of that.
    assert f.events() == ["down", "down", "ok", "back", "up"]
    assert f.keys.dropped == 0


def test_two_keys_at_once_are_both_reported():
    f = Finger()
    f.hold((1 << E.UP) | (1 << E.OK), 60)
    f.hold(1 << E.OK, 60)
    f.hold(0, 60)
    assert f.events() == ["up", "ok"]


def test_a_full_queue_counts_what_it_drops():
    f = Finger(size=4)
    for _ in range(6):
        f.hold(1 << E.OK, 40)
        f.hold(0, 40)
    assert f.events() == ["ok", "ok", "ok"]   # a 4-slot ring holds 3
    assert f.keys.dropped == 3


def test_polled_without_timer_still_works():
    clock = FakeClock()
    level = [0]
    keys = Keys(lambda: level[0], clock)
    got = []
    for t in range(0, 300, 10):
        level[0] = (1 << E.DOWN) if 50 <= t < 150 else 0
        ev = keys.poll()
        if ev != E.NONE:
            got.append(E.name(ev))
        clock.advance(10)
    assert got == ["down"]


def test_stall_does_not_burst_repeats():
    f = Finger()
    f.hold(1 << E.DOWN, 700)         # LONG sent
    f.events()
    f.clock.advance(2000)            # sampling stalled for 2 s
    f.hold(1 << E.DOWN, 10)
    assert f.events() == ["down-repeat"]


class Ticker:
    def __init__(self):
        self.n = 0

    def tick(self):
        self.n += 1


def test_poll_steps_the_tickers():
    f = Finger()
    t = Ticker()
    f.keys.tickers.append(t)
    f.keys.poll()
    f.keys.poll()
    assert t.n == 2
