"""The simulator: headless runs on a button script (frames as PNG and text,
counts, power cuts) under both runtimes, and the interactive terminal mode
driven through a pseudo-terminal. Uses the demo app in tests/fixtures/, a
counter that saves on ok, so these tests do not depend on the real screens."""
import os
import pty
import select
import subprocess
import sys
import time
import zlib

import pytest

import mp
from host_tools.headless import ScriptError, parse, run_script
from host_tools.simulator import half_blocks

FIXTURES = os.path.join(mp.ROOT, "tests", "fixtures")
sys.path.insert(0, FIXTURES)


def decode_png(path):
    """(width, height, rows of 0/1) of a 1-bit greyscale PNG, by the spec."""
    data = open(path, "rb").read()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    i, idat = 8, b""
    while i < len(data):
        n = int.from_bytes(data[i:i + 4], "big")
        kind, body = data[i + 4:i + 8], data[i + 8:i + 8 + n]
        assert zlib.crc32(kind + body) == int.from_bytes(data[i + 8 + n:i + 12 + n], "big")
        if kind == b"IHDR":
            w, h = int.from_bytes(body[:4], "big"), int.from_bytes(body[4:8], "big")
            assert body[8:10] == b"\x01\x00"      # 1 bit, greyscale
        elif kind == b"IDAT":
            idat += body
        i += 12 + n
    raw = zlib.decompress(idat)
    stride = (w + 7) // 8 + 1
    rows = []
    for y in range(h):
        line = raw[y * stride:(y + 1) * stride]
        assert line[0] == 0
        rows.append([(line[1 + x // 8] >> (7 - x % 8)) & 1 for x in range(w)])
    return w, h, rows


def check_png_matches_text(frames_dir, n, scale):
    w, h, rows = decode_png(os.path.join(frames_dir, "frame_%03d.png" % n))
    text = open(os.path.join(frames_dir, "frame_%03d.txt" % n)).read().splitlines()[1:]
    assert (w, h) == (128 * scale, 64 * scale) and len(text) == 64
    for y in range(h):
        assert "".join("#" if p else "." for p in rows[y][::scale]) == text[y // scale]


def test_headless_frames_png_shows_the_same_pixels_as_text(tmp_path):
    r = run_script("up up ok down", str(tmp_path / "flash"), seed=3, frames_dir=str(tmp_path / "f"),
                   app="demo_app", scale=2)
    assert [f.label for f in r.frames] == ["start", "up", "up", "ok", "down"]
    assert r.presses == 4 and r.tunes == ["click"]
    for f in r.frames:
        check_png_matches_text(str(tmp_path / "f"), f.n, 2)
    assert (tmp_path / "flash" / "counter.txt").read_text() == "2"


def test_frames_differ_where_the_screen_changed(tmp_path):
    r = run_script("up down", str(tmp_path), app="demo_app")
    assert r.frames[0].text == r.frames[2].text != r.frames[1].text


def test_power_cut_keeps_what_was_saved_and_loses_the_rest(tmp_path):
    r = run_script("up*3 ok up up kill", str(tmp_path), app="demo_app")
    assert r.restarts == 1
    after = r.frames[-1]
    assert after.label == "kill"
    # Restarted from flash: counter 3 and "saved 3", not the unsaved 5.
    fresh = run_script("up*3", str(tmp_path / "other"), app="demo_app").frames[-1]
    assert after.text.splitlines()[16:40] == fresh.text.splitlines()[16:40]
    assert r.full_redraws == 2                 # one boot frame per start


def test_long_repeat_and_wait_words(tmp_path):
    r = run_script("down-repeat*2 back-long wait:1000 up", str(tmp_path), app="demo_app")
    zero_then_up = run_script("up", str(tmp_path / "b"), app="demo_app")
    assert r.frames[-1].text == zero_then_up.frames[-1].text   # -10, reset to 0, then +1
    assert parse("ok-long") == [("ev", 2 | 4, "ok-long")]


def test_a_hold_counts_as_one_press(tmp_path):
    # Held: LONG once, then repeats while held; a person pressed once.
    r = run_script("up-long up-repeat up-repeat ok", str(tmp_path), app="demo_app")
    assert r.presses == 2


def test_bad_script_word_is_named():
    with pytest.raises(ScriptError, match="'okk'"):
        parse("ok okk")
    with pytest.raises(ScriptError, match="wait:soon"):
        parse("wait:soon")


def test_full_redraws_are_counted_per_run(tmp_path):
    r = run_script("up*6", str(tmp_path), app="demo_app")
    # The driver's boot clear (the one full frame), the app's first screen,
    # then one partial update per press.
    assert r.updates == 8 and r.full_redraws == 1
    assert r.bytes_sent < 7 * 1037 / 2     # far less than a full frame per press


def _cli(args, runtime):
    if runtime == "cpython":
        env = dict(os.environ, PYTHONPATH=os.pathsep.join((mp.ROOT, FIXTURES)))
        return subprocess.run([sys.executable, "-m", "host_tools.simulator"] + args,
                              capture_output=True, text=True, cwd=mp.ROOT, env=env, timeout=120)
    return mp.run(["-m", "host_tools.simulator"] + args, extra_path=("tests/fixtures",))


@pytest.mark.parametrize("runtime", ["cpython", "micropython"])
def test_headless_cli_same_frames_on_both_runtimes(tmp_path, runtime):
    frames = tmp_path / "frames"
    r = _cli(["--script", "up up ok down kill down", "--app", "demo_app", "--root", str(tmp_path / "flash"),
              "--frames", str(frames), "--seed", "7", "--scale", "1"], runtime)
    assert r.returncode == 0, r.stderr
    assert "presses: 5" in r.stdout and "restarts: 1" in r.stdout
    for n in range(7):
        check_png_matches_text(str(frames), n, 1)
    ref = run_script("up up ok down kill down", str(tmp_path / "ref"), seed=7, app="demo_app")
    assert [open(frames / ("frame_%03d.txt" % f.n)).read().split("\n", 1)[1].rstrip("\n")
            for f in ref.frames] == [f.text for f in ref.frames]


def test_cli_prints_the_last_screen_only_when_asked(tmp_path):
    plain = _cli(["--script", "up", "--app", "demo_app", "--root", str(tmp_path / "a")], "cpython")
    assert plain.returncode == 0 and "#" not in plain.stdout and "presses: 1" in plain.stdout
    asked = _cli(["--script", "up", "--app", "demo_app", "--root", str(tmp_path / "b"), "--last"], "cpython")
    art = [ln for ln in asked.stdout.splitlines() if set(ln) <= set("#.") and len(ln) == 128]
    assert len(art) == 64 and any("#" in ln for ln in art)


@pytest.mark.parametrize("scale", ["0", "-2"])
def test_a_scale_below_one_is_refused_in_one_line(tmp_path, scale):
    r = _cli(["--script", "up", "--app", "demo_app", "--root", str(tmp_path), "--frames",
              str(tmp_path / "f"), "--scale", scale], "cpython")
    assert r.returncode == 2 and r.stdout == ""
    assert r.stderr.count("\n") == 1 and "--scale" in r.stderr and "Traceback" not in r.stderr
    assert not (tmp_path / "f").exists()


def test_cli_reports_an_app_crash_in_one_line(tmp_path):
    r = _cli(["--script", "ok ok ok", "--app", "crash_app", "--root", str(tmp_path)], "cpython")
    assert r.returncode == 1
    assert "error: KeyError: 'no such player'" in r.stdout
    assert "Traceback" not in r.stdout + r.stderr


def test_missing_app_is_one_clear_line(tmp_path):
    r = _cli(["--script", "ok", "--app", "no_such_app", "--root", str(tmp_path)], "cpython")
    assert r.returncode == 2
    assert r.stderr.strip().count("\n") == 0 and "no_such_app" in r.stderr


def test_half_blocks_put_two_pixel_rows_in_a_cell():
    frame = bytearray(128 * 8)
    frame[0] = 0b01       # (0,0) lit
    frame[1] = 0b10       # (1,1) lit
    frame[2] = 0b11
    lines = half_blocks(frame)
    assert len(lines) == 32 and len(lines[0]) == 128
    assert lines[0][:4] == "\u2580\u2584\u2588 "


def _interactive(runtime, keys, root, gap=0.4):
    if runtime == "cpython":
        cmd = [sys.executable, "-m", "host_tools.simulator"]
        env = dict(os.environ, PYTHONPATH=os.pathsep.join((mp.ROOT, FIXTURES)))
    else:
        cmd = [mp.MICROPYTHON, "-m", "host_tools.simulator"]
        env = dict(os.environ, MICROPYPATH=mp.path("tests/fixtures"))
    pid, fd = pty.fork()
    if pid == 0:
        os.chdir(mp.ROOT)
        os.execve(cmd[0], cmd + ["--app", "demo_app", "--root", root], env)
    out = b""

    def pump(seconds):
        nonlocal out
        end = time.time() + seconds
        while time.time() < end:
            if select.select([fd], [], [], 0.05)[0]:
                try:
                    out += os.read(fd, 65536)
                except OSError:
                    return
    pump(1.5)
    for k in keys[:-1]:
        os.write(fd, k)
        pump(gap)          # 0.4 s: slower than auto-repeat, each key is a press
    pump(0.4)
    os.write(fd, keys[-1])
    pump(0.5)
    _, status = os.waitpid(pid, 0)
    os.close(fd)
    return out.decode("utf-8", "replace"), os.waitstatus_to_exitcode(status)


@pytest.mark.parametrize("runtime", ["cpython", "micropython"])
def test_interactive_terminal_keys_drive_the_app(tmp_path, runtime):
    out, code = _interactive(runtime, [b"\x1b[A", b"k", b"\r", b"q"], str(tmp_path))
    assert code == 0, out[-500:]
    assert "\u2588" in out and "q: quit" in out          # the screen and the key legend
    assert "presses 3" in out
    assert (tmp_path / "counter.txt").read_text() == "2"  # up, up, ok saved it


def test_interactive_auto_repeat_of_a_held_key_is_one_press(tmp_path):
    # Shift+Up held: the terminal sends it again and again, faster than a
    # person presses: one long press and its repeats.
    out, code = _interactive("cpython", [b"\x1b[1;2A"] * 4 + [b"q"], str(tmp_path), gap=0.03)
    assert code == 0
    assert "presses 1 " in out and "presses 2" not in out


def test_interactive_power_cut_restarts_on_the_same_flash(tmp_path):
    out, code = _interactive("cpython", [b"k", b"\r", b"k", b"p", b"q"], str(tmp_path))
    assert code == 0
    assert (tmp_path / "counter.txt").read_text() == "1"
    assert out.count("full redraws 1") >= 1 and "full redraws 2" not in out  # counts are per start


# -- the real app under the runner [issue 15, items 12 and 15] -------------------

INTO_REFEREE = "ok ok ok ok ok ok ok"      # New game, Deal, the dealer's five pages


def test_an_internal_error_fails_the_headless_run(tmp_path):
    # Item 12: strict by default, so a test asserting r.error is None sees a bug.
    r = run_script("down", str(tmp_path / "a"), app="planted_bug_app")
    assert r.error == "ZeroDivisionError: planted bug"
    # The same bug with the device's forgiveness: only a message on screen.
    r = run_script("down", str(tmp_path / "b"), app="planted_bug_app", strict=False)
    assert r.error is None


def test_a_power_cut_loads_every_firmware_module_once_again(tmp_path):
    # Item 15: after the cut the firmware is imported afresh, as at a
    # reboot, with no package still holding a module from before it.
    import reboot_log
    reboot_log.boots = 0
    reboot_log.seen = []
    r = run_script(INTO_REFEREE + " ok kill ok up ok-long down ok back back", str(tmp_path), seed=2,
                   app="reboot_probe")
    assert r.error is None and r.restarts == 1 and reboot_log.boots == 2
    after = [found for boot, found in reboot_log.seen if boot == 2]
    assert len(after) > 10
    assert [f for f in after if f] == []


def test_the_picture_fits_the_terminal_it_has():
    # Issue 43, item 12: every pixel in 130 x 37; two columns and four rows
    # of pixels a cell (braille) in 66 x 21; smaller, the size it needs.
    from host_tools.simulator import picture
    frame = bytearray(128 * 8)
    frame[0] = 0b1001     # (0,0) and (0,3) lit
    frame[1] = 0b0010     # (1,1) lit
    full = picture(frame, (130, 37))
    assert len(full) == 34 and len(full[0]) == 130 and full[1][1:3] == "\u2580\u2584"
    assert picture(frame, None) == full            # a terminal that cannot say: the full picture
    small = picture(frame, (80, 24))
    assert len(small) == 18 and len(small[0]) == 66
    assert small[1][1] == chr(0x2800 | 0x01 | 0x40 | 0x10)
    told = " ".join(picture(frame, (60, 20)))
    assert "66 x 21" in told and "60 x 20" in told


def test_a_narrow_terminal_gets_the_small_picture_and_a_resize_redraws(tmp_path):
    import fcntl
    import struct
    import termios
    cmd = [sys.executable, "-m", "host_tools.simulator", "--app", "demo_app", "--root", str(tmp_path)]
    env = dict(os.environ, PYTHONPATH=os.pathsep.join((mp.ROOT, FIXTURES)))
    pid, fd = pty.fork()
    if pid == 0:
        os.chdir(mp.ROOT)
        os.execve(cmd[0], cmd, env)
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
    out = b""

    def pump(seconds):
        nonlocal out
        end = time.time() + seconds
        while time.time() < end:
            if select.select([fd], [], [], 0.05)[0]:
                try:
                    out += os.read(fd, 65536)
                except OSError:
                    return
    pump(1.5)
    small = out.decode("utf-8", "replace")
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 40, 140, 0, 0))
    out = b""
    pump(1.0)
    wide = out.decode("utf-8", "replace")
    os.write(fd, b"q")
    pump(0.5)
    os.waitpid(pid, 0)
    os.close(fd)
    assert "+" + "-" * 64 + "+" in small and "-" * 128 not in small
    assert "\x1b[2J" in wide and "+" + "-" * 128 + "+" in wide
