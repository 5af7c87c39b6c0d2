# The stand-in board (boards/unix_standin.py, drivers/standin.py): what the
# deployed firmware runs on under the unix port. Its screen is a file of
# text art that follows the framebuf, its buttons are words in a file
# pressed through the device's debouncer, and main.py picks it by itself
# on the unix port and nowhere else.
import os

import board
import device
from drivers import events as E
from drivers.standin import FileKeys, Screen
from host_tools.clocks import FakeClock

DIR = __file__.rsplit("/", 3)[0] + "/build/test_standin"
device.ensure_dir(DIR)


def lines(path):
    with open(path) as f:
        return f.read().split("\n")


def test_screen_file_follows_the_framebuf():
    path = DIR + "/screen.txt"
    s = Screen(path)
    s.fill(0)
    s.pixel(5, 3, 1)
    s.fill_rect(120, 60, 8, 4, 1)
    assert s.show() == 1024
    rows = lines(path)
    assert len(rows) == 65 and rows[64] == ""            # 64 lines, each ended
    assert all(len(r) == 128 for r in rows[:64])
    assert rows[3] == "." * 5 + "#" + "." * 122
    assert rows[63] == "." * 120 + "#" * 8
    assert sum(r.count("#") for r in rows) == 1 + 32
    assert path[len(DIR) + 1:] + ".tmp" not in os.listdir(DIR)


def test_screen_file_is_rewritten_only_on_a_change():
    path = DIR + "/screen2.txt"
    s = Screen(path)
    s.text("Hi", 0, 0)
    s.show()
    assert s.show() == 0 and s.updates == 1              # nothing new: file left alone
    s.fill(0)
    s.show()
    assert s.updates == 2 and "#" not in "".join(lines(path))


def press_all(keys, clock, ms, step=10):
    out = []
    for _ in range(ms // step):                          # the app polls every 10 ms
        ev = keys.poll()
        if ev != E.NONE:
            out.append(E.name(ev))
        clock.advance(step)
    return out


def test_words_in_the_keys_file_are_pressed_in_order():
    path = DIR + "/keys.txt"
    clock = FakeClock()
    keys = FileKeys(path, clock).keys
    assert press_all(keys, clock, 300) == []             # no file: no press
    with open(path, "w") as f:
        f.write("down ok-long\nback\n")
    assert press_all(keys, clock, 2000) == ["down", "ok-long", "back"]
    assert "keys.txt" not in os.listdir(DIR)             # taken, so the next file is new words
    with open(path, "w") as f:
        f.write("up")
    assert press_all(keys, clock, 300) == ["up"]


def test_a_slow_app_loses_no_tap_and_is_told_when_all_are_pressed():
    # A busy host: the app polls every 140 ms, longer than a tap is held.
    path = DIR + "/keys5.txt"
    try:
        os.remove(path + ".done")
    except OSError:
        pass
    clock = FakeClock()
    keys = FileKeys(path, clock).keys
    with open(path, "w") as f:
        f.write("down down ok-long back up-long")
    got = []
    for _ in range(80):
        # 140 ms steps: no sample between 600 ms (LONG) and a long hold's end
        got += press_all(keys, clock, 140, step=140)
        if "keys5.txt.done" in os.listdir(DIR):
            break
    assert got == ["down", "down", "ok-long", "back", "up-long"]
    assert press_all(keys, clock, 700, step=70) == []    # and nothing after


def test_a_word_that_is_no_key_is_skipped_not_guessed():
    path = DIR + "/keys3.txt"
    clock = FakeClock()
    keys = FileKeys(path, clock).keys
    with open(path, "w") as f:
        f.write("okk ok left-long")
    assert press_all(keys, clock, 1000) == ["ok"]


def test_the_unix_port_runs_the_standin_and_boards_their_profile():
    assert board.for_platform("linux") == "unix_standin"
    assert board.for_platform("esp32") == board.PROFILE == "esp32_devkit"
    assert board.load(board.for_platform("esp32"))["parts"] == "gpio"
    p = board.load("unix_standin")
    assert p["parts"] == "standin" and device.BUILD["standin"] is device.standin


def test_standin_hardware_draws_to_its_file_and_makes_the_data_directory():
    p = dict(board.load("unix_standin"))
    p["screen"] = DIR + "/screen4.txt"
    p["keys_file"] = DIR + "/keys4.txt"
    clock = FakeClock()
    hw = device.standin(None, p, clock, DIR + "/data4")
    assert os.stat(DIR + "/data4")[0] & 0x4000          # a directory
    assert hw.display.width == 128 and hw.display.height == 64 and hw.board is p
    hw.display.text("Boneyard", 0, 0)
    hw.display.show()
    assert "#" in lines(p["screen"])[3]
    hw.buzzer.play("click")                              # silent, and stepped by polling
    clock.advance(50)
    hw.buttons.poll()
    assert hw.buzzer.tune is None
