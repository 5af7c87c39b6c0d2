"""Words (issue 26, item 8), on the device's screens from a fresh flash in
each language: share mode is not "the deal" in Russian, and "UP/DOWN, OK"
is not left in English on the dealer's "У кого 1-1?" page. (The page's
/favicon.ico: tests/test_share_http.py; its chart's legend:
tests/firmware/test_share.py.)"""
from apphw import hardware, new_app, press

from app import lang
from rules import games


def test_share_modes_words_in_russian_are_not_the_deal():
    # "Раздача" at a domino table is the deal (rules/README.md §0): the word is the
    # deal's house rule's name, never share mode's (its screen, its
    # messages: texts/ru.txt SHARE*).
    from host_tools import texts
    pairs = dict(texts.read("ru")[1])
    share = [k for k in pairs if k.startswith("SHARE")]
    assert len(share) >= 8, share
    assert not [k for k in share if "аздач" in pairs[k]], [(k, pairs[k]) for k in share]
    assert "Трансляции нет." == pairs["SHARE_OFF"]
    assert ";deal:Раздача;" in pairs["OPTIONS"]


def test_the_dealers_who_has_page_names_the_arrows_in_every_language():
    for i in range(4):
        app = new_app(hardware(language=i))
        app.book.start({"game": "kozel", "names": ["Ann", "Bob", "Cy", "Di"], "set": 6,
                        "options": games.changed("kozel", {}), "teams": 0})
        app.go("dealer")
        press(app)
        for _ in range(6):
            if app.hw.display.frame[-1:] and "OK" in app.hw.display.frame[-1]:
                break
            press(app, "ok")
        last = app.hw.display.frame[-1]
        assert "OK" in last, (i, app.hw.display.frame)
        if i:
            assert "UP" not in last and "DOWN" not in last, (i, last)
        assert "^v" in last or i == 0, (i, last)
    lang.use(0)
