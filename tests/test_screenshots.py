"""README's screenshots are what the app shows today: made again by the
headless simulator from the same button tour, they must match the committed
files byte for byte (run `make screenshots` after changing a screen)."""
import os

from host_tools import screenshots


def test_readme_screenshots_are_current(tmp_path):
    made = screenshots.make(str(tmp_path))
    assert len(made) == len(screenshots.TOUR)
    stale = []
    for path in made:
        committed = os.path.join(screenshots.OUT, os.path.basename(path))
        if not os.path.exists(committed) or open(committed, "rb").read() != open(path, "rb").read():
            stale.append(os.path.basename(path))
    assert not stale, "out of date: %s (run `make screenshots`)" % ", ".join(stale)


def test_readme_shows_every_screenshot():
    readme = open(os.path.join(screenshots.host_tools.ROOT, "README.md")).read()
    for name, _what, _step in screenshots.TOUR:
        assert "tests/screenshots/%s.png" % name in readme


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
