"""The device with share mode on, for the HTTP, fuzz and browser tests: the
firmware as `make deploy` builds it (.mpy, microdot in /lib) on the
stand-in board (host_tools/fake_board.py: the MicroPython unix port, its
flash a directory, its screen /screen.txt, its buttons words in
/keys.txt), serving on loopback. What the tests know of it they read off
its screen (text in the device font, the QR code) or get over HTTP, as a
person at the table would."""
import os
import random
import tempfile
import time
import urllib.error
import urllib.request

import zxingcpp

import mp
from host_tools import bench, deploy
from host_tools.fake_board import FakeBoard

# The stand-in board's key timings (drivers/standin.py), for a timeout: a
# tap 60 ms and a gap 60 ms, a long press 700 ms.
_TAP_S = 0.12
_LONG_S = 0.76


def build_flash(flash):
    """What `make deploy` puts on a board, written straight to its flash."""
    with tempfile.TemporaryDirectory() as tmp:
        files = deploy.build(mp.FIRMWARE, bench.march_of(mp.MICROPYTHON), "share-test", tmp)   # for the unix port here
    for path, data in files.items():
        p = os.path.join(flash, path.lstrip("/"))
        os.makedirs(os.path.dirname(p), exist_ok=True)
        with open(p, "wb") as f:
            f.write(data)


class Device:
    def __init__(self, flash, heapsize=None):
        from host_tools import vendor
        vendor.ensure()
        os.makedirs(flash, exist_ok=True)
        build_flash(flash)
        self.flash = flash
        # a port of its own: other tests (and developers) run at the same time
        os.environ["BONEYARD_SHARE_PORT"] = str(random.Random().randrange(20000, 60000))
        self.board = FakeBoard(flash, heapsize=heapsize).start()
        self.url = None
        self.pin = None
        self.screen(wait=True)
        # A fresh flash's first power-on asks the language: English.
        if self.wait_for_text("Language"):
            self.press("ok")
            self.wait_for_text("New match")

    def close(self):
        self.board.close()

    def console(self):
        return self.board.transcript().decode(errors="replace")

    # -- the screen ---------------------------------------------------------
    def screen(self, wait=False, timeout=20):
        path = os.path.join(self.flash, "screen.txt")
        end = time.monotonic() + timeout
        while True:
            try:
                with open(path) as f:
                    lines = f.read().split("\n")[:64]
                if len(lines) == 64:
                    return lines
            except FileNotFoundError:
                pass
            if not wait or time.monotonic() > end:
                raise AssertionError("no screen; the board said:\n" + self.console())
            time.sleep(0.05)

    def shows(self, text):
        return find_text(self.screen(), text)

    def wait_for_text(self, text, timeout=10):
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            if self.shows(text):
                return True
            time.sleep(0.05)
        raise AssertionError("the screen never showed %r:\n%s\nconsole:\n%s"
                             % (text, "\n".join(self.screen()), self.console()[-2000:]))

    # -- the buttons ----------------------------------------------------------
    def press(self, *words):
        """Press the buttons and wait until the board has pressed them all
        and drawn the last (it writes keys.txt.done: drivers/standin.py)."""
        words = " ".join(words).split()
        keys = os.path.join(self.flash, "keys.txt")
        done = keys + ".done"
        if os.path.exists(done):
            os.remove(done)
        tmp = keys + ".new"
        with open(tmp, "w") as f:
            f.write(" ".join(words))
        os.replace(tmp, keys)
        # Generous: the host may be busy; a board that stopped is said.
        end = time.monotonic() + 20 + 3 * sum(_LONG_S if w.endswith("-long") else _TAP_S for w in words)
        while not os.path.exists(done) and time.monotonic() < end:
            time.sleep(0.02)
        assert os.path.exists(done), "the board did not press %r:\n%s" % (words, self.console()[-2000:])

    def play_round(self, pips, out):
        """From the dealer's first page: deal, a few turns refereed, then
        the scores entered seat by seat (hold OK on who went out), saved."""
        for _ in range(12):
            if self.shows("Open: M"):
                break
            self.press("ok")
        self.wait_for_text("Open: M")                # the referee
        self.press("ok ok down down")                # two plays, a draw and a pass
        self.press("down-long down ok")              # more (hold DOWN): Enter scores
        for s, p in enumerate(pips):
            if s == out:
                # this seat went out; asked first, as the referee
                # counts tiles in that hand (app.main.App.went_out): OK
                self.press("ok-long ok")
            else:
                self.press("up-long " * (p // 10) + "up " * (p % 10) + "ok")
        self.press("ok")                             # Save
        self.wait_for_text("After round")

    def start_sharing(self, from_menu_rows):
        """From the main menu: Settings (`from_menu_rows` rows down), Share;
        the address from the QR code, the PIN from the words page."""
        self.press("down " * from_menu_rows + "ok")
        self.wait_for_text("Settings")
        self.press("down ok")
        self.wait_for_text("PIN")
        self.url = qr_text(self.screen())
        assert self.url, "no QR code on the screen:\n" + "\n".join(self.screen())
        self.press("down")                           # the words page
        self.wait_for_text("OK:stop")
        self.pin = read_text(self.screen(), 4 * 8, 56, 4)
        return self.url

    # -- HTTP -----------------------------------------------------------------
    def get(self, path, timeout=5):
        try:
            with urllib.request.urlopen(self.url.rstrip("/") + path, timeout=timeout) as r:
                return r.status, r.headers, r.read()
        except urllib.error.HTTPError as e:
            return e.code, e.headers, e.read()

    def post(self, path, data, timeout=5):
        req = urllib.request.Request(self.url.rstrip("/") + path, data=data,
                                     headers={"Content-Type": "application/json"})
        try:
            with urllib.request.urlopen(req, timeout=timeout) as r:
                return r.status, r.read()
        except urllib.error.HTTPError as e:
            return e.code, e.read()

    def address(self):
        host, port = self.url[len("http://"):].rstrip("/").split(":")
        return host, int(port)


# -- reading the screen -------------------------------------------------------

_glyphs = {}


def glyph_rows(s):
    """s in the device font as 8 strings of '#' and '.' (the screen's format),
    drawn by the framebuf the firmware draws with."""
    if s not in _glyphs:
        import framebuf
        w = 8 * len(s)
        buf = bytearray(w)
        fb = framebuf.FrameBuffer(buf, w, 8, framebuf.MONO_VLSB)
        import drivers
        drivers.text(fb, s, 0, 0, 1)
        _glyphs[s] = ["".join("#" if buf[x] >> y & 1 else "." for x in range(w)) for y in range(8)]
    return _glyphs[s]


def find_text(lines, s, inverted=False):
    """Whether the screen shows s in the device font (lit on dark, or dark on
    lit where `inverted`), anywhere."""
    rows = glyph_rows(s)
    if inverted:
        rows = [r.replace("#", "x").replace(".", "#").replace("x", ".") for r in rows]
    for y in range(len(lines) - 7):
        x = lines[y].find(rows[0])
        while x >= 0:
            if all(lines[y + i][x:x + len(rows[i])] == rows[i] for i in range(1, 8)):
                return True
            x = lines[y].find(rows[0], x + 1)
    return False or (not inverted and find_text(lines, s, True))


def read_text(lines, x, y, n):
    """The n characters of the 8x8 font at x, y."""
    out = ""
    for i in range(n):
        cell = [lines[y + j][x + 8 * i:x + 8 * i + 8] for j in range(8)]
        for c in range(32, 127):
            if glyph_rows(chr(c)) == cell:
                out += chr(c)
                break
        else:
            out += "?"
    return out


def qr_text(lines, zoom=4):
    """The QR code on the screen, decoded by zxing-cpp (a phone's camera:
    the OLED's lit pixels are the light ones)."""
    h = len(lines)
    w = len(lines[0])
    img = bytearray()
    for line in lines:
        row = bytes(255 if c == "#" else 0 for c in line for _ in range(zoom))
        img += row * zoom
    got = zxingcpp.read_barcodes(memoryview(bytes(img)).cast("B", (h * zoom, w * zoom)))
    return got[0].text if got else None


def find_big(lines, s):
    """Whether the screen shows s in the firmware's big digits (app.ui.big)."""
    import framebuf
    from app import ui
    w = ui.big_width(s)
    buf = bytearray(w * 3)
    fb = framebuf.FrameBuffer(buf, w, 24, framebuf.MONO_VLSB)
    ui.big(fb, s, 0, 0)
    rows = ["".join("#" if buf[(y >> 3) * w + x] >> (y & 7) & 1 else "." for x in range(w)) for y in range(16)]
    for y in range(len(lines) - 15):
        x = lines[y].find(rows[0])
        while x >= 0:
            if all(lines[y + i][x:x + w] == rows[i] for i in range(16)):
                return True
            x = lines[y].find(rows[0], x + 1)
    return False


def chromium_or_skip():
    """Debian's Chromium (.ci/run installs it): without it, the browser
    tests skip here and fail in CI."""
    import pytest
    path = "/usr/bin/chromium"
    if not os.path.exists(path):
        msg = "Debian's chromium is not installed (apt-get install chromium chromium-driver; .ci/run does)"
        if os.environ.get("CI") == "true":
            pytest.fail(msg)
        pytest.skip(msg)
    return path


CHROMIUM_FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                  "--disable-background-networking", "--disable-component-update", "--disable-sync"]
