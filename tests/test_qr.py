"""Share mode's QR encoder (firmware/share/qr.py) read back by a reference
decoder, zxing-cpp from PyPI (pinned): what a phone's camera does with the
code on the OLED."""
import random

import pytest
import zxingcpp

import mp
from share import qr


def decode(size, modules, scale=4, quiet=4):
    """The code as a grey image (dark modules black), decoded."""
    w = (size + 2 * quiet) * scale
    img = bytearray([255]) * (w * w)
    for y in range(size):
        for x in range(size):
            if modules[y * size + x]:
                for dy in range(scale):
                    row = ((y + quiet) * scale + dy) * w + (x + quiet) * scale
                    img[row:row + scale] = bytes(scale)
    return [(b.text, b.ec_level) for b in zxingcpp.read_barcodes(memoryview(bytes(img)).cast("B", (w, w)))]


def test_the_page_addresses_decode_back():
    for url in ("http://192.168.4.1/", "http://127.0.0.1:8080/", "http://10.0.0.123/"):
        size, m = qr.encode(url.encode())
        assert size == 25                       # version 2: 58 px on the OLED at 2 px a module
        assert decode(size, m) == [(url, "M")]


@pytest.mark.parametrize("n", range(1, 63))
def test_every_length_decodes_back_at_the_smallest_size(n):
    # Byte-mode capacities (ISO/IEC 18004 table 7): M 14/26/42/62, L 17/32/53/78
    rng = random.Random(n)
    data = bytes(rng.randrange(32, 127) for _ in range(n))
    size, m = qr.encode(data)
    want = next(v for v, cap in enumerate((14, 26, 42, 62), 1) if n <= cap)
    level = "M"
    for v, capm, capl in ((1, 14, 17), (2, 26, 32), (3, 42, 53), (4, 62, 78)):
        if capm < n <= capl:
            want, level = v, "L"
            break
        if n <= capm:
            break
    assert size == 17 + 4 * want
    assert decode(size, m) == [(data.decode(), level)]


def test_too_long_is_refused_in_one_line():
    with pytest.raises(qr.TooLong, match="too long"):
        qr.encode(b"x" * 79)


def test_micropython_draws_the_same_code():
    # The device encodes on MicroPython: the same modules as here.
    urls = ["http://192.168.4.1/", "http://127.0.0.1:8080/", "x" * 60]
    script = ("from share import qr\nimport binascii\nfor u in %r:\n s, m = qr.encode(u.encode())\n"
              " print(s, binascii.hexlify(bytes(m)).decode())\n" % urls)
    r = mp.run(["-c", script])
    assert r.returncode == 0, r.stderr
    want = ["%d %s" % (s, bytes(m).hex()) for s, m in (qr.encode(u.encode()) for u in urls)]
    assert r.stdout.split("\n")[:-1] == want


def test_the_share_screen_shows_a_code_of_the_page_address():
    from apphw import new_app, press
    from share import mode
    app = new_app()
    press(app, "down", "down", "ok")          # Settings
    press(app, "down", "ok")                  # Share
    try:
        assert app.name == "share", app.msg
        fb = app.hw.display.buf                # MONO_VLSB, lit = light
        img = bytes(255 if fb[(y >> 3) * 128 + x] >> (y & 7) & 1 else 0 for y in range(64) for x in range(128))
        big = bytearray()
        for y in range(64):                    # 4x, as a camera sees a small screen
            row = bytes(b for b in img[y * 128:(y + 1) * 128] for _ in range(4))
            big += row * 4
        got = zxingcpp.read_barcodes(memoryview(bytes(big)).cast("B", (256, 512)))
        assert [b.text for b in got] == [mode.ON.url]
        assert mode.ON.url.startswith("http://127.0.0.1:")
    finally:
        mode.stop(app)
