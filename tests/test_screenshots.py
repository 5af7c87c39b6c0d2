"""README's screenshots are what the app shows today: made again by the
headless simulator from the same button tour, they must match the committed
files byte for byte (run `make screenshots` after changing a screen)."""
import os

from host_tools import screenshots


def test_readme_screenshots_are_current(tmp_path):
    made = screenshots.make(str(tmp_path))
    assert len(made) == len(screenshots.TOUR) + len(screenshots.PANELS) * len(screenshots.TRUE_SIZE)
    stale = []
    for path in made:
        committed = os.path.join(screenshots.OUT, os.path.relpath(path, str(tmp_path)))
        if not os.path.exists(committed) or open(committed, "rb").read() != open(path, "rb").read():
            stale.append(os.path.basename(path))
    assert not stale, "out of date: %s (run `make screenshots`)" % ", ".join(stale)


def test_readme_shows_every_screenshot():
    readme = open(os.path.join(screenshots.host_tools.ROOT, "README.md")).read()
    for name, _what, _step in screenshots.TOUR:
        assert "tests/screenshots/%s.png" % name in readme
    for panel, _pitch in screenshots.PANELS:
        for name in screenshots.TRUE_SIZE:
            assert "tests/screenshots/true-size/%s-%s.png" % (panel, name) in readme


def test_a_frame_at_the_panels_true_size():
    # [issue 28, item 3]: 128 pixels 0.43 mm apart are 55 mm, 208 dots at
    # 96 DPI; 0.17 mm, 82 dots. A lit panel is white, a dark one black.
    import struct
    import zlib
    from host_tools import png

    def grey(data):
        w, h = struct.unpack(">II", data[16:24])
        i = data.index(b"IDAT")
        n = struct.unpack(">I", data[i - 4:i])[0]
        raw = zlib.decompress(data[i + 4:i + 4 + n])
        return w, h, [raw[r * (w + 1) + 1 + x] for r in range(h) for x in range(w)]
    w, h, values = grey(png.true_size(b"\xff" * 1024, 0.43, 96))
    assert (w, h, set(values)) == (208, 104, {255})
    w, h, values = grey(png.true_size(bytes(1024), 0.17, 96))
    assert (w, h, set(values)) == (82, 41, {0})
    half = bytes([0xFF, 0x00] * 512)         # every other column lit: half as bright, seen from afar
    w, h, values = grey(png.true_size(half, 0.17, 96))
    assert min(values) >= 80 and max(values) <= 175 and 120 <= sum(values) / len(values) <= 135, sorted(values)


def test_the_pictures_in_each_language_are_current(tmp_path):
    # [issue 13]: `make screenshots LANG=ru` (mk, lv): the menu, setup,
    # referee and standings as the device shows them in that language.
    stale = []
    for lang in screenshots.LANGS:
        made = screenshots.make(str(tmp_path / lang), lang)
        assert sorted(os.path.basename(p) for p in made) == sorted(n + ".png" for n in screenshots.IN_EACH)
        for path in made:
            committed = os.path.join(screenshots.OUT, lang, os.path.basename(path))
            if not os.path.exists(committed) or open(committed, "rb").read() != open(path, "rb").read():
                stale.append(lang + "/" + os.path.basename(path))
    assert not stale, "out of date: %s (run `make screenshots LANG=..`)" % ", ".join(stale)
