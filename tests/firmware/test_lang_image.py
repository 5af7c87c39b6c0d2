# A frozen image carries the language files as bytes in flash
# (hardware/freeze/: image_assets): app.lang reads a text from those bytes,
# not from the copy on the flash filesystem; without an image, from the file.
import sys

from app import lang
from textkeys import number

_ROUND_OVER = number("ROUND_OVER")   # "Round is over" (app.screens.referee_draw)


class _Image:
    # What the frozen module gives: (path, bytes) for each data file.
    def __init__(self, files):
        self.FILES = files


def _with_image(files):
    sys.modules["image_assets"] = _Image(files)
    lang._image[0] = None


def _without_image():
    sys.modules.pop("image_assets", None)
    lang._image[0] = None


def test_a_text_is_read_from_the_images_bytes_when_there_is_one():
    lang.use(0)
    _without_image()
    text = lang.get(_ROUND_OVER)
    assert text == "Round is over"
    from drivers import asset
    with asset("app/lang_en.bin") as f:
        data = f.read()
    # The image's copy differs from the file's (same length): its text shows.
    i = data.find(text.encode())
    changed = data[:i] + text.upper().encode() + data[i + len(text):]
    try:
        _with_image((("app/font3x5.bin", b"x"), ("app/lang_en.bin", changed)))
        assert lang.get(_ROUND_OVER) == "ROUND IS OVER"
        assert "image_assets" not in sys.modules   # its names leave the heap; the bytes stay in flash
        assert lang.get(_ROUND_OVER) == "ROUND IS OVER"   # looked up once
        _without_image()
        assert lang.get(_ROUND_OVER) == text       # no image: the file
    finally:
        _without_image()


def test_an_image_without_the_language_reads_the_file():
    try:
        _with_image((("share/page.html", b"<html>"),))
        assert lang.get(_ROUND_OVER) == "Round is over"
    finally:
        _without_image()
