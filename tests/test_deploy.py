"""`make deploy` against a real MicroPython REPL: the unix port behind a pty
pair (host_tools/fake_board.py), its flash a directory here. The deploy and
these checks talk to it with the real mpremote; the flash directory is read
directly only to see what was written, when, and what was left alone."""
import os
import re
import shutil
import subprocess
import sys
import time

import pytest

import mp
from host_tools import deploy as deploy_tool
from host_tools.fake_board import FakeBoard

MPREMOTE = mp.binary("mpremote")
# Room for a loaded CI machine: the deploy gives each board command 60 s.
DEPLOY_S = 240
@pytest.fixture
def firmware(tmp_path):
    """A copy of firmware/ the test may change."""
    fw = tmp_path / "firmware"
    shutil.copytree(mp.FIRMWARE, fw, ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
    return fw


@pytest.fixture
def board(tmp_path):
    flash = tmp_path / "flash"
    (flash / "data" / "matches").mkdir(parents=True)
    (flash / "data" / "matches" / "0001.json").write_text('{"game": "mexican-train", "scores": [12, 40]}\n')
    (flash / "data" / "settings.json").write_text('{"buzzer": false}\n')
    with FakeBoard(flash) as b:
        yield b


def deploy(board, firmware, version="test-1", ok=True):
    r = subprocess.run([sys.executable, "-m", "host_tools.deploy", "--port", board.port,
                        "--firmware", str(firmware), "--version", version],
                       capture_output=True, text=True, cwd=mp.ROOT, timeout=DEPLOY_S)
    assert (r.returncode == 0) == ok, r.stdout + r.stderr
    assert "Traceback" not in r.stderr
    return r


def wrote(r):
    """(files written, bytes written, files removed) from the summary line."""
    line = next(ln for ln in r.stdout.splitlines() if ln.startswith("wrote "))
    words = line.replace("(", "").replace(",", "").split()
    return int(words[1]), int(words[3]), int(words[6])


def mpremote(board, *args):
    r = subprocess.run([MPREMOTE, "connect", board.port, "resume", *args],
                       capture_output=True, text=True, timeout=30)
    assert r.returncode == 0, r.stdout + r.stderr
    return r.stdout


# The stand-in board's screen and buttons (firmware/boards/unix_standin.py):
# files the running app writes and takes, as its panel and buttons would be.
STANDIN_PARTS = {"screen.txt", "screen.txt.tmp", "keys.txt", "keys.txt.taken", "keys.txt.done"}


def snapshot(flash):
    """{path: (mtime_ns, bytes)} of every file on the flash but the stand-in
    board's parts."""
    out = {}
    for d, _, names in os.walk(flash):
        for n in names:
            p = os.path.join(d, n)
            if os.path.relpath(p, flash) in STANDIN_PARTS:
                continue
            with open(p, "rb") as f:
                out[os.path.relpath(p, flash)] = (os.stat(p).st_mtime_ns, f.read())
    return out


def changed(before, after):
    return sorted(p for p in set(before) | set(after) if before.get(p) != after.get(p))


def expected_files(firmware):
    out = {"version.mpy", ".boneyard-manifest"}
    for d, _, names in os.walk(firmware):
        for n in names:
            if n.endswith(".md"):
                continue            # the rules reference is not for the board's flash
            rel = os.path.relpath(os.path.join(d, n), firmware)
            if rel.endswith(".py"):
                out.add(rel if rel in deploy_tool.SOURCE_ONLY else rel[:-3] + ".mpy")
            else:
                out.add(rel)   # data files (share/page.html) go as they are
    return out


def data_of(snap):
    return {p: v for p, v in snap.items() if p.startswith("data/")}


def test_first_deploy_puts_compiled_firmware_at_the_flash_root(board, firmware):
    flash = board.flash
    data_before = data_of(snapshot(flash))
    r = deploy(board, firmware)
    after = snapshot(flash)
    code = {p for p in after if not p.startswith("data/")}
    assert code == expected_files(firmware)
    assert not any(p.endswith(".md") for p in code)
    assert all(after[p][1][:2] == b"M\x06" for p in code if p.endswith(".mpy"))
    assert not any(p.endswith(".tmp") for p in after)
    assert data_of(after) == data_before
    files, nbytes, removed = wrote(r)
    assert files == len(code) and removed == 0
    assert nbytes == sum(len(after[p][1]) for p in code)
    assert r.stdout.splitlines()[0].endswith("(.mpy v6.3, x64)")


def test_second_deploy_writes_nothing(board, firmware):
    deploy(board, firmware)
    before = snapshot(board.flash)
    r = deploy(board, firmware)
    assert wrote(r) == (0, 0, 0)
    assert changed(before, snapshot(board.flash)) == []


def test_update_copies_only_the_changed_file(board, firmware):
    deploy(board, firmware)
    before = snapshot(board.flash)
    with open(firmware / "rules" / "tiles.py", "a") as f:
        f.write("\n\ndef added_by_the_update():\n    return 1\n")
    r = deploy(board, firmware)
    assert changed(before, snapshot(board.flash)) == [".boneyard-manifest", "rules/tiles.mpy"]
    assert wrote(r)[0] == 2
    out = mpremote(board, "exec", "import rules.tiles; print(rules.tiles.added_by_the_update())")
    assert out.strip().endswith("1")


def test_new_version_rewrites_only_the_version(board, firmware):
    deploy(board, firmware, version="v1.0")
    before = snapshot(board.flash)
    deploy(board, firmware, version="v1.1")
    assert changed(before, snapshot(board.flash)) == [".boneyard-manifest", "version.mpy"]
    assert mpremote(board, "exec", "from version import VERSION; print(VERSION)").strip().endswith("v1.1")


def test_saved_matches_survive_an_update(board, firmware):
    deploy(board, firmware)
    # The device saves a match while it runs (written by MicroPython itself).
    mpremote(board, "exec", "f = open('/data/matches/0002.json', 'w'); f.write('{\"round\": 3}'); f.close()")
    data = data_of(snapshot(board.flash))
    assert "data/matches/0002.json" in data
    (firmware / "rules" / "games.py").write_text((firmware / "rules" / "games.py").read_text() + "\nUPDATED = 1\n")
    deploy(board, firmware, version="test-2")
    assert data_of(snapshot(board.flash)) == data
    assert mpremote(board, "fs", "cat", ":/data/matches/0002.json").endswith('{"round": 3}')


def test_update_removes_what_the_firmware_dropped_and_nothing_else(board, firmware):
    (firmware / "extra").mkdir()
    (firmware / "extra" / "__init__.py").write_text("")
    (firmware / "extra" / "plugin.py").write_text("X = 1\n")
    deploy(board, firmware)
    assert os.path.exists(os.path.join(board.flash, "extra", "plugin.mpy"))
    mine = {"notes.txt": b"the maker's own file\n", "lib/helper.py": b"Y = 2\n"}
    for p, b in mine.items():
        os.makedirs(os.path.dirname(os.path.join(board.flash, p)), exist_ok=True)
        with open(os.path.join(board.flash, p), "wb") as f:
            f.write(b)
    before = snapshot(board.flash)
    shutil.rmtree(firmware / "extra")
    r = deploy(board, firmware)
    after = snapshot(board.flash)
    assert changed(before, after) == [".boneyard-manifest", "extra/__init__.mpy", "extra/plugin.mpy"]
    assert not os.path.exists(os.path.join(board.flash, "extra"))
    assert all(after[p][1] == b for p, b in mine.items())
    assert wrote(r) == (1, len(after[".boneyard-manifest"][1]), 2)


IMPORT_ALL = """\
import json, sys
ok, bad = [], []
for p in sorted(json.load(open('/.boneyard-manifest'))['files']):
    if p.endswith('.mpy'):
        name = p[1:-4].replace('/', '.')
        if name.endswith('.__init__'):
            name = name[:-9]
        try:
            __import__(name)
            m = sys.modules[name]
            ok.append(name) if m.__file__.endswith('.mpy') else bad.append(name + ' from ' + m.__file__)
        except Exception as e:
            bad.append('%s: %r' % (name, e))
print(len(ok), 'imported from .mpy;', bad)
"""


@pytest.fixture
def new_board(tmp_path):
    """A board straight from `make flash`: MicroPython and an empty flash."""
    with FakeBoard(tmp_path / "new-flash") as b:
        yield b


def simulated_screen(script, root, data=None):
    """The screen the simulator shows after `script` on an empty flash (a
    first power-on: it asks the language), or one whose /data holds `data`
    (name: bytes; the simulator's root is the board's /data), in the
    stand-in board's /screen.txt format."""
    from host_tools.headless import run_script
    for name, body in (data or {}).items():
        os.makedirs(str(root), exist_ok=True)
        with open(os.path.join(str(root), name), "wb") as f:
            f.write(body)
    r = run_script(script, root=str(root), language=None)
    assert r.error is None, r.error
    return r.last.text + "\n"


def screen(board, unlike=None, timeout=30):
    """/screen.txt on the board's flash once it holds a frame other than
    `unlike` (the stand-in board replaces it whole on every change)."""
    path = os.path.join(board.flash, "screen.txt")
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        try:
            with open(path) as f:
                text = f.read()
            if text != unlike:
                return text
        except FileNotFoundError:
            pass
        time.sleep(0.05)
    raise TimeoutError("the board drew no new screen; it sent:\n" + board.transcript().decode(errors="replace"))


def press(board, words):
    """Press buttons on the stand-in board: words in /keys.txt, written whole."""
    tmp = os.path.join(board.flash, "keys.txt.new")
    with open(tmp, "w") as f:
        f.write(words)
    os.replace(tmp, os.path.join(board.flash, "keys.txt"))


def since_last_boot(board):
    return board.transcript().rsplit(b"MPY: soft reboot", 1)[1].decode(errors="replace")


def test_board_boots_the_app_from_the_deployed_mpy_files(new_board, firmware, tmp_path):
    board = new_board
    r = deploy(board, firmware, version="boot-1")
    assert r.stdout.splitlines()[-1] == "soft reset: the board starts Boneyard boot-1"
    # The soft reset from the friendly REPL runs main.py, as a board does: the
    # app asks the language (a first power-on), the very frame the simulator
    # draws.
    menu = screen(board)
    assert menu == simulated_screen("", tmp_path / "sim1")
    assert os.path.isdir(os.path.join(board.flash, "data"))   # made by main.py at boot
    # It keeps running: a button press moves the menu's selection.
    press(board, "down")
    assert screen(board, unlike=menu) == simulated_screen("down", tmp_path / "sim2")
    assert "Traceback" not in since_last_boot(board)
    assert not os.path.exists(os.path.join(board.flash, "data", "crash.log"))

    # An update while the app runs: the deploy interrupts the app's loop
    # (Ctrl-C, as mpremote does on any board) and the board boots the new one.
    os.remove(os.path.join(board.flash, "screen.txt"))
    sent = len(board.transcript())
    r = deploy(board, firmware, version="boot-2")
    assert wrote(r)[0] == 2 and r.stdout.splitlines()[-1] == "soft reset: the board starts Boneyard boot-2"
    stopped = board.transcript()[sent:].decode(errors="replace").split("raw REPL; CTRL-B to exit")[0]
    # The traceback names the module as it is on the board (the deploy
    # embeds that as the source name), the app's loop interrupted: in
    # run's own frame, or in a driver it was calling when the Ctrl-C came
    # (drivers/buttons.mpy's poll, say), the frame after it.
    assert re.search(r'File "app/main.mpy", line \d+, in run\r?\n(  File "[a-z/_]+\.mpy", line \d+, in \w+\r?\n)?'
                     r'KeyboardInterrupt', stopped), stopped
    assert screen(board) == menu

    # mpremote stops the running app too; what the app imported came from
    # the .mpy files the deploy wrote.
    out = mpremote(board, "exec", "import sys\nfor n, m in sorted(sys.modules.items()):\n"
                                  " f = getattr(m, '__file__', '')\n if f: print(n, f)")
    loaded = dict(ln.split() for ln in out.splitlines() if ln.count(" ") == 1)
    ours = {n: f for n, f in loaded.items() if not f.startswith(".frozen")}
    assert {"app.main", "drivers.standin", "drivers.buttons"} <= set(ours), out
    # board.py, the profile and device.py were needed at boot only (device.boot()).
    assert "board" not in ours and "boards.unix_standin" not in ours and "device" not in ours, out
    assert all(f.endswith(".mpy") for f in ours.values()), ours
    assert since_last_boot(board).count("KeyboardInterrupt") == 1
    assert not any(p.endswith(".py") and p not in deploy_tool.SOURCE_ONLY
                   for p in snapshot(board.flash) if not p.startswith("data/"))
    # And every module the deploy wrote loads from its .mpy on the board.
    out = mpremote(board, "exec", IMPORT_ALL).strip().splitlines()[-1]
    modules = sum(1 for p in expected_files(firmware) if p.endswith(".mpy"))
    assert out == "%d imported from .mpy; []" % modules


def crash_screen(tmp_path):
    """What crash.report draws when the app fails, on the stand-in board's
    screen (device.py, crash.py and drivers/standin.py run here on CPython)."""
    import board as profiles
    import crash
    import device
    from host_tools.clocks import FakeClock
    p = dict(profiles.load("unix_standin"), screen=str(tmp_path / "crash-screen.txt"),
             keys_file=str(tmp_path / "no-keys.txt"))
    hw = device.standin(None, p, FakeClock(), str(tmp_path / "crash-data"))
    crash.report(hw, KeyError("boom"))
    return (tmp_path / "crash-screen.txt").read_text()


def test_a_crash_on_the_board_is_logged_shown_and_ok_restarts(new_board, firmware, tmp_path):
    board = new_board
    # The first screen of a fresh board: the language (a first power-on).
    with open(firmware / "app" / "screens" / "language.py", "a") as f:
        f.write("\n\ndef _draw(self, fb):\n    raise KeyError('menu broken by the test')\n\n\nScreen.draw = _draw\n")
    deploy(board, firmware)
    crashed = crash_screen(tmp_path)
    assert screen(board) == crashed
    log = os.path.join(board.flash, "data", "crash.log")
    with open(log) as f:
        text = f.read()
    assert 'File "app/screens/language.mpy"' in text and "KeyError: menu broken by the test" in text
    assert "Traceback" not in since_last_boot(board)   # the board's console stays quiet
    # OK restarts the board, which boots the app again (and fails again).
    boots = board.boots
    os.remove(os.path.join(board.flash, "screen.txt"))
    press(board, "ok")
    assert screen(board) == crashed
    assert board.boots == boots + 1
    with open(log) as f:
        assert f.read().count("menu broken by the test") == 2


def test_no_board_at_the_port_is_one_line(tmp_path):
    r = subprocess.run([sys.executable, "-m", "host_tools.deploy", "--port", str(tmp_path / "ttyUSB0")],
                       capture_output=True, text=True, cwd=mp.ROOT, timeout=DEPLOY_S)
    assert r.returncode == 1 and r.stdout == ""
    assert r.stderr.strip().splitlines() == [
        "No board at %s: check the USB cable and the port name "
        "(`.venv/bin/mpremote connect list` lists ports)" % (tmp_path / "ttyUSB0")]


def test_make_deploy_without_a_board_says_so():
    import serial.tools.list_ports
    if any(p.vid is not None for p in serial.tools.list_ports.comports()):
        pytest.skip("a USB serial port is attached here")
    r = subprocess.run(["make", "-s", "deploy"], capture_output=True, text=True, cwd=mp.ROOT, timeout=DEPLOY_S)
    assert r.returncode != 0 and r.stdout == ""
    assert r.stderr.splitlines()[0] == deploy_tool.NO_BOARD
    assert "make fake-board" in r.stderr      # the way on without hardware
    assert "Traceback" not in r.stderr


def test_board_bytecode_version_is_checked(board):
    value = int(mpremote(board, "exec", "import sys; print(sys.implementation._mpy)").split()[-1])
    cross = deploy_tool.mpy_cross_version()
    assert cross == (6, 3)
    assert deploy_tool.check_mpy(value, cross) == "x64"  # the unix port: bytecode plus x64 native code
    assert deploy_tool.board_mpy(10 << 10 | 3 << 8 | 6) == (6, 3, "xtensawin")  # an ESP32
    older = value & ~0xFF | 5
    with pytest.raises(deploy_tool.DeployError) as e:
        deploy_tool.check_mpy(older, cross)
    assert str(e.value).startswith("The board runs .mpy v5.3 but mpy-cross emits v6.3:")
    assert "\n" not in str(e.value)
    with pytest.raises(deploy_tool.DeployError, match="too old to report"):
        deploy_tool.check_mpy(None, cross)


def test_firmware_that_would_write_into_data_is_refused(board, firmware):
    (firmware / "data").mkdir()
    (firmware / "data" / "settings.py").write_text("BUZZER = True\n")
    before = snapshot(board.flash)
    r = deploy(board, firmware, ok=False)
    assert r.stderr.strip().splitlines() == [
        "firmware/data/settings.mpy would overwrite the saved matches in /data/: rename it"]
    assert changed(before, snapshot(board.flash)) == []


def test_code_micropython_cannot_compile_is_one_line(board, firmware):
    (firmware / "rules" / "broken.py").write_text("match 1:\n    case 1:\n        pass\n")
    before = snapshot(board.flash)
    r = deploy(board, firmware, ok=False)
    lines = r.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("mpy-cross cannot compile firmware/rules/broken.py:")
    assert changed(before, snapshot(board.flash)) == []
    # The board is not left in the raw REPL: it was soft-reset back to its app.
    t = board.wait_for(b'MPY: soft reboot\r\nMicroPython ')
    assert t.count(b"MPY: soft reboot") == 2  # into the raw REPL to deploy, then out again


def test_a_source_file_hiding_a_deployed_module_is_reported(board, firmware):
    os.makedirs(os.path.join(board.flash, "rules"))
    with open(os.path.join(board.flash, "rules", "tiles.py"), "w") as f:
        f.write("STALE = True\n")  # a maker's copy of old source: MicroPython imports .py before .mpy
    r = deploy(board, firmware)
    assert ("warning: /rules/tiles.py on the board hides the deployed /rules/tiles.mpy: remove it "
            "(.venv/bin/mpremote connect %s rm :/rules/tiles.py)" % board.port) in r.stdout.splitlines()
    assert os.path.exists(os.path.join(board.flash, "rules", "tiles.py"))  # not the deploy's to remove


def test_a_port_another_program_holds_is_one_line(board):
    import serial
    with serial.Serial(board.port, exclusive=True):  # e.g. a serial monitor left open
        r = subprocess.run([sys.executable, "-m", "host_tools.deploy", "--port", board.port],
                           capture_output=True, text=True, cwd=mp.ROOT, timeout=DEPLOY_S)
    assert r.returncode == 1 and r.stdout == ""
    lines = r.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("Cannot open %s: another program" % board.port)


def test_a_long_answer_reaches_a_host_that_reads_late(board):
    # The deploy's file hashes are one long answer; on a busy machine the
    # host reads it late. The stand-in board buffers what the pty cannot
    # take, as the USB-serial bridge and the host's driver do (dropped, the
    # answer lost its end and mpremote waited: CI's "timeout waiting for
    # first EOF reception").
    from mpremote.transport_serial import SerialTransport
    t = SerialTransport(board.port, baudrate=115200, timeout=1)
    try:
        t.enter_raw_repl(soft_reset=False)
        t.exec_raw_no_follow("print('x' * 30000)")
        time.sleep(1.5)                                  # nobody reads meanwhile
        out, err = t.follow(20)
        assert err == b"" and out.strip() == b"x" * 30000, (len(out), err[-200:])
        t.exit_raw_repl()
    finally:
        t.close()


# Issue 47: a board whose heap is too small for the firmware as .mpy is
# refused before anything is copied; issue 45: one whose heap runs the games
# but not share mode is told so before the copying. The stand-in board is
# the 64-bit unix port: its figures are deploy_tool.MPY_HEAP_KB[8].
def small_board(tmp_path, heap):
    flash = tmp_path / "flash"
    (flash / "data").mkdir(parents=True)
    (flash / "data" / "settings.json").write_text('{"buzzer": false}\n')
    return FakeBoard(flash, heapsize=heap)


def test_a_board_whose_heap_cannot_start_the_games_is_refused_in_one_line(tmp_path, firmware):
    games, share = deploy_tool.MPY_HEAP_KB[8]
    assert games > 96
    with small_board(tmp_path, "96k") as board:
        before = snapshot(board.flash)
        r = deploy(board, firmware, ok=False)
        assert r.stdout == ""
        lines = r.stderr.strip().splitlines()
        assert len(lines) == 1, r.stderr
        m = re.fullmatch(r"This board has (\d+) KB of heap; Boneyard as \.mpy files \(make deploy\) needs %d KB to "
                         r"start every game \(share mode %d KB\): (.*)" % (games, share), lines[0])
        assert m and 90 <= int(m.group(1)) <= 96 and m.group(2) == deploy_tool.FROZEN_WAY, lines[0]
        assert "make firmware" in deploy_tool.FROZEN_WAY and "hardware/freeze/README.md" in deploy_tool.FROZEN_WAY
        assert changed(before, snapshot(board.flash)) == []


def test_a_board_whose_heap_runs_the_games_but_not_share_mode_is_told_before_the_copying(tmp_path, firmware):
    games, share = deploy_tool.MPY_HEAP_KB[8]
    heap = (games + share) // 2
    with small_board(tmp_path, "%dk" % heap) as board:
        r = deploy(board, firmware)
        lines = r.stdout.splitlines()
        note = [i for i, ln in enumerate(lines) if ln.startswith("note: this board has")]
        assert len(note) == 1, r.stdout
        m = re.match(r"note: this board has (\d+) KB of heap: every game runs as \.mpy, but share mode needs %d KB "
                     r"and will not start; for it, " % share, lines[note[0]])
        assert m and heap - 6 <= int(m.group(1)) <= heap, lines[note[0]]
        assert note[0] < [i for i, ln in enumerate(lines) if ln.startswith("wrote ")][0]
        assert os.path.exists(os.path.join(board.flash, "app", "main.mpy"))   # deployed all the same
