# Tunes play without blocking: play() returns at once, tick() steps notes as
# the (fake) clock passes their durations; volume sets the PWM duty.
from check import raises
from drivers.buzzer import TUNES, VOLUME_DUTY, Buzzer
from host_tools.clocks import FakeClock


class Piezo:
    def __init__(self):
        self.log = []

    def tone(self, hz, duty):
        self.log.append((hz, duty))

    def off(self):
        self.log.append((0, 0))


def notes(name):
    """A tune's (Hz, ms) notes: four bytes each, both big-endian 16-bit."""
    b = TUNES[name]
    return [(b[i] << 8 | b[i + 1], b[i + 2] << 8 | b[i + 3]) for i in range(0, len(b), 4)]


def make(volume=2):
    clock = FakeClock()
    p = Piezo()
    return Buzzer(p, clock, volume), p, clock


def app_tunes():
    """Every tune the firmware asks for by name (beep("name"), play("name")),
    read from its source: on both runtimes, a walk of the folders."""
    import os
    names = set()
    todo = [__file__[:__file__.rfind("/") + 1] + "../../firmware"]
    while todo:
        d = todo.pop()
        for f in os.listdir(d):
            p = d + "/" + f
            if f.endswith(".py"):
                with open(p) as fh:
                    src = fh.read()
                for call in ('beep("', 'play("'):
                    i = src.find(call)
                    while i >= 0:
                        j = src.find('"', i + len(call))
                        names.add(src[i + len(call):j])
                        i = src.find(call, j)
            elif f not in ("lib", "__pycache__") and "." not in f:
                todo.append(p)
    return names


def test_every_tune_the_app_may_ask_for_exists():
    asked = app_tunes()
    assert "round_over" in asked and "try_again" in asked, asked
    for name in asked:
        assert name in TUNES, name
        assert len(TUNES[name]) % 4 == 0 and all(ms > 0 for hz, ms in notes(name))


def test_play_returns_at_once_and_tick_steps_the_notes():
    b, p, clock = make()
    b.play("turn")              # 1319 Hz 60 ms, rest 30 ms, 1760 Hz 90 ms
    assert p.log == [(1319, VOLUME_DUTY[2])] and b.tune is not None
    clock.advance(59)
    b.tick()
    assert len(p.log) == 1
    clock.advance(1)
    b.tick()
    assert p.log[-1] == (0, 0)  # the rest
    clock.advance(30)
    b.tick()
    assert p.log[-1] == (1760, VOLUME_DUTY[2])
    clock.advance(90)
    b.tick()
    assert b.tune is None and p.log[-1] == (0, 0)


def test_whole_tune_length_holds_when_ticked_late():
    b, p, clock = make()
    b.play("win")
    total = sum(ms for hz, ms in notes("win"))
    t = 0
    while b.tune is not None:
        clock.advance(7)        # a main loop ticking every 7 ms
        t += 7
        b.tick()
    assert total <= t < total + 7 * len(notes("win"))


def test_mute_plays_nothing_and_volume_sets_duty():
    b, p, clock = make(volume=0)
    b.play("error")
    assert p.log == [] and b.tune is None
    b.volume = 3
    b.play("click")
    assert p.log == [(2093, VOLUME_DUTY[3])]
    assert VOLUME_DUTY[1] < VOLUME_DUTY[2] < VOLUME_DUTY[3] <= 32768


def test_a_new_tune_replaces_the_playing_one():
    b, p, clock = make()
    b.play("round_over")
    b.play("click")
    assert b.tune == "click"
    clock.advance(20)
    b.tick()
    assert b.tune is None


def test_unknown_tune_is_a_clear_error():
    b, p, clock = make()
    e = raises(ValueError, b.play, "fanfare")
    assert "fanfare" in str(e)


def test_a_wrong_answer_is_said_softly_a_step_below_the_volume_never_silent():
    # Issue 29: "a soft one for wrong (the buzzer), never a harsh beep".
    for volume, duty in ((3, VOLUME_DUTY[2]), (2, VOLUME_DUTY[1]), (1, VOLUME_DUTY[1])):
        b, p, clock = make(volume)
        b.play("try_again")
        assert p.log == [(659, duty)], (volume, p.log)
        b.play("right")
        assert p.log[-1] == (784, VOLUME_DUTY[volume])
    # A falling third in the middle of the piezo's range (the error buzz is
    # low), under a third of a second.
    assert all(500 < hz < 700 for hz, _ms in notes("try_again"))
    assert sum(ms for _hz, ms in notes("try_again")) < 330
