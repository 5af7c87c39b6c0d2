"""The page in a real browser: Debian's headless Chromium, driven by
Playwright (PyPI, pinned; its own browser download is not used), on the
page the device serves in share mode (the deployed firmware on the unix
port's stand-in board, on loopback). A match is played with the device's
buttons while a phone watches: the page follows within 2 s and shows the
standings the device shows; a name typed with the PIN appears on the
device; a wrong PIN changes nothing; the CSV downloads and parses."""
import csv
import os
import time

import pytest

from share_board import CHROMIUM_FLAGS, Device, chromium_or_skip, find_big, find_text

# rules/README.md §1 Scoring: the player who went out scores 0, the others their pips.
ROUNDS = (((0, 3, 12, 5), 0), ((7, 0, 2, 11), 1))
FOLLOW_S = 2.0      # the issue: the page updated within 2 s of a press
# A time limit: `make test` runs these after the parallel tests, alone.
pytestmark = pytest.mark.timed


@pytest.fixture(scope="module")
def browser():
    path = chromium_or_skip()
    from playwright.sync_api import sync_playwright
    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=path, headless=True, args=CHROMIUM_FLAGS)
        yield b
        b.close()


@pytest.fixture(scope="module")
def device(tmp_path_factory):
    d = Device(str(tmp_path_factory.mktemp("share-browser-flash")))
    try:
        d.start_sharing(2)          # a fresh flash: New game, History, Settings
        d.press("back")             # the menu; sharing stays on
        d.wait_for_text("New match")
        yield d
    finally:
        d.close()


def standings(page):
    """The page's standings: (place, name, total) rows, best first."""
    return [tuple(td.inner_text() for td in tr.query_selector_all("td"))
            for tr in page.query_selector_all("#standings tbody tr")]


def wait_page(page, fn, what, timeout=FOLLOW_S):
    """Seconds until fn(page) holds; fails past `timeout`."""
    t0 = time.monotonic()
    while True:
        if fn(page):
            return time.monotonic() - t0
        if time.monotonic() - t0 > timeout:
            raise AssertionError("the page did not show %s within %.1f s: %s"
                                 % (what, timeout, page.inner_text("body")[:800]))
        time.sleep(0.05)


def test_the_page_follows_a_match_and_shows_the_devices_standings(device, browser):
    page = browser.new_page()
    page.goto(device.url)
    wait_page(page, lambda p: "live" in p.inner_text("#status"), "that it is live", 5)
    device.press("ok ok")                     # New game, Deal
    lags = []
    totals = [0, 0, 0, 0]
    for n, (pips, out) in enumerate(ROUNDS):
        for _ in range(12):
            if device.shows("Open: M"):
                break
            device.press("ok")
        # Refereeing: the page says whose turn it is, as the device does.
        device.press("ok")
        mover = page_mover = None
        t0 = time.monotonic()
        while time.monotonic() - t0 < FOLLOW_S + 1:
            if page.is_visible("#turn"):
                page_mover = page.inner_text("#to_move_name")
                if page_mover and find_big(device.screen(), page_mover):   # the referee's name, 16 px
                    mover = page_mover
                    break
            time.sleep(0.05)
        assert mover, ("the page's turn", page_mover, page.inner_text("body")[:400])
        device.press("ok down")                   # a play, a draw
        device.press("down-long down ok")         # more (hold DOWN): Enter scores
        for s, p in enumerate(pips):
            # out: asked first, the referee counts tiles in that hand
            device.press("ok-long ok" if s == out else "up-long " * (p // 10) + "up " * (p % 10) + "ok")
            totals[s] += 0 if s == out else p
        want = sorted(range(4), key=lambda s: (totals[s], s))   # lowest first
        rows = [(str(i + 1), "P%d" % (s + 1), str(totals[s])) for i, s in enumerate(want)]
        t_press = time.monotonic()
        device.press("ok")                        # Save: the standings
        wait_page(page, lambda p: standings(p) == rows, "the standings %s" % rows, FOLLOW_S + 1)
        # from the key going down (the board takes it within 50 ms) to the page
        lags.append(time.monotonic() - t_press)
        device.wait_for_text("After round %d" % (n + 1))
        # The device shows the same: each visible ranking row, its total in big digits.
        screen = device.screen()
        for place, name, total in rows[:3]:
            assert find_text(screen, "%s %s" % (place, name)) and find_big(screen, total), (place, name)
        assert page.inner_text("#rounds tbody tr:last-child") .split() == [str(n + 1)] + [
            str(0 if s == out else pips[s]) for s in range(4)]
        # Each player's points stand under their name: right-aligned like
        # the heading (P1's column was left-aligned, under nobody).
        aligns = page.eval_on_selector_all("#rounds tbody tr:last-child > td",
                                           "cs => cs.map(c => getComputedStyle(c).textAlign)")
        heads = page.eval_on_selector_all("#rounds thead th", "cs => cs.map(c => getComputedStyle(c).textAlign)")
        assert aligns[1:] == heads[1:] == ["right"] * 4, (aligns, heads)
        if n + 1 < len(ROUNDS):
            device.press("ok")                    # next round
    assert max(lags) < FOLLOW_S, lags
    print("page update after the Save press: %s s" % ", ".join("%.2f" % x for x in lags))
    page.close()


def test_a_wrong_pin_changes_nothing(device, browser):
    page = browser.new_page()
    page.goto(device.url)
    wait_page(page, lambda p: len(p.query_selector_all("input.seat")) == 4, "the seats", 5)
    page.fill("input.seat >> nth=0", "EVE")
    page.fill("#pin", "%04d" % ((int(device.pin) + 1) % 10000))
    page.click("#save")
    wait_page(page, lambda p: "Wrong PIN" in p.inner_text("#msg"), "the wrong-PIN line", 5)
    status, _, body = device.get("/state")
    assert b'"EVE"' not in body and not device.shows("EVE")
    page.close()


def test_a_name_entered_with_the_pin_appears_on_the_device(device, browser):
    time.sleep(0.5)
    page = browser.new_page()
    page.goto(device.url)
    wait_page(page, lambda p: len(p.query_selector_all("input.seat")) == 4, "the seats", 5)
    page.fill("input.seat >> nth=1", "ZOE")
    page.fill("#pin", device.pin)
    page.click("#save")
    wait_page(page, lambda p: "Saved" in p.inner_text("#msg"), "that it saved", 5)
    device.wait_for_text("ZOE", timeout=3)       # the device's standings, redrawn
    wait_page(page, lambda p: any(r[1] == "ZOE" for r in standings(p)), "the new name", 3)
    page.close()


def test_the_csv_downloads_and_parses(device, browser, tmp_path):
    page = browser.new_page(accept_downloads=True)
    page.goto(device.url)
    wait_page(page, lambda p: len(standings(p)) == 4, "the standings", 5)
    with page.expect_download() as d:
        page.click("#csv")
    path = tmp_path / "match.csv"
    d.value.save_as(path)
    rows = list(csv.reader(open(path, newline="")))
    # The game, the phone's date (the device has no clock), the house rules.
    assert rows[0] == ["game", "Mexican Train"] and rows[2] == ["house rules", "Standard rules"]
    assert rows[1] == ["date", page.evaluate("new Date().toLocaleDateString('sv')")], rows[1]
    rows = rows[4:]
    assert rows[0] == ["round", "P1", "ZOE", "P3", "P4"]
    assert rows[1:3] == [["1", "0", "3", "12", "5"], ["2", "7", "0", "2", "11"]]
    assert rows[3] == ["total", "7", "3", "14", "16"]
    assert os.path.getsize(path) < 260
    page.close()


# -- issue 43, item 9: the page at a phone's width and a computer's, round 1 --

SHOTS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "screenshots")


def px(page, selector):
    return float(page.eval_on_selector(selector, "e => parseFloat(getComputedStyle(e).fontSize)"))


def seat_arrows(page):
    return [b.inner_text() for b in page.query_selector_all("#seats button")]


def drawn_lines(page):
    """The chart's lines that draw something: SVG polylines or paths with
    points, their drawn box wider than nothing."""
    return page.eval_on_selector_all(
        "#chart svg polyline, #chart svg path",
        "ls => ls.filter(l => (l.getAttribute('points') || l.getAttribute('d') || '').trim().split(/\\s+/).length > 1"
        " && l.getBBox().width > 0).length")


@pytest.fixture()
def fresh(tmp_path):
    d = Device(str(tmp_path / "flash"))
    try:
        d.start_sharing(2)
        d.press("back")
        d.wait_for_text("New match")
        yield d
    finally:
        d.close()


def test_round_1_at_a_phones_width_and_a_computers(fresh, browser):
    device = fresh
    pages = {w: browser.new_page(viewport={"width": w, "height": 900}) for w in (390, 1280)}
    for page in pages.values():
        page.goto(device.url)
        wait_page(page, lambda p: len(p.query_selector_all("input.seat")) == 4, "the seats", 5)
        # Before anything is played the seats can move: an up and a down arrow a seat.
        assert seat_arrows(page) == ["\u2191", "\u2193"] * 4
        assert "only before the first turn" in page.inner_text("section:has(#seats)")
    device.press("ok ok")                              # New game, Deal
    for _ in range(12):
        if device.shows("Open: M"):
            break
        device.press("ok")
    device.wait_for_text("Open: M")                    # the referee
    device.press("ok")                                 # the first turn: a play
    for w, page in pages.items():
        wait_page(page, lambda p: p.is_visible("#turn") and p.inner_text("#to_move_name") != "", "the turn", 3)
        name, seat = page.inner_text("#to_move_name"), page.inner_text("#to_move")
        assert name in ("P1", "P2", "P3", "P4") and seat == "seat %s" % name[1:], (name, seat)
        # Read across the table: the name large, the seat beside it small.
        assert px(page, "#to_move_name") > 1.5 * px(page, "#to_move"), (w, px(page, "#to_move_name"), px(page, "#to_move"))
        # After the first turn the seats are fixed: no arrow that would be refused.
        wait_page(page, lambda p: seat_arrows(p) == [], "no seat arrows", 3)
        assert "only before" not in page.inner_text("section:has(#seats)")
        assert len(page.query_selector_all("input.seat")) == 4   # the names can still change
        # Round 1, nothing scored yet: every player's line drawn at 0.
        wait_page(page, lambda p: drawn_lines(p) == 4, "the chart's 4 lines", 3)
        # Nothing wider than the screen.
        assert page.evaluate("document.documentElement.scrollWidth") <= w
        shot = page.screenshot(full_page=True)
        if os.environ.get("SHARE_SCREENSHOTS"):
            # tests/screenshots/share-<width>.png: SHARE_SCREENSHOTS=1 pytest tests/test_share_browser.py
            with open(os.path.join(SHOTS, "share-%d.png" % w), "wb") as f:
                f.write(shot)
    # Loaded afresh, the chart is drawn again (from the first load on).
    page = pages[390]
    page.reload()
    wait_page(page, lambda p: drawn_lines(p) == 4, "the chart on a reload", 3)
    for page in pages.values():
        page.close()


def test_the_counting_games_page_shows_rounds_won_and_answers(browser):
    # The counting game's sitting played by the device's buttons (the app
    # on CPython, as tests/firmware/test_app_counting.py plays it); the page
    # the device serves, in Chromium, reading the state the device's
    # share.state makes of it. Seed 000's slides, as that test cites.
    import json
    from test_app_counting import counting_app, key_answer, lead
    from apphw import press
    from share import export, state
    app = counting_app(rounds=2)
    page_html = open(os.path.join(os.path.dirname(export.__file__), "page.html"), "rb").read()
    now = {}

    def serve(route):
        path = route.request.url.split("/", 3)[3]
        if path.startswith("state"):
            route.fulfill(body=json.dumps(now["state"]), content_type="application/json")
        elif path.startswith("chart.svg"):
            route.fulfill(body=export.as_svg(export.table(app.book.match)), content_type="image/svg+xml")
        elif path in ("", "favicon.ico"):
            route.fulfill(body=page_html if path == "" else b"", content_type="text/html")
        else:
            route.fulfill(status=404, body="")

    def show(v):
        now["state"] = state.page(app, v)
        wait_page(page, lambda p: p.evaluate("state && state.v") == v, "state " + v, 3)

    page = browser.new_page(viewport={"width": 390, "height": 900})
    page.route("http://device.test/**", serve)
    press(app, "ok", "ok")
    lead(app, 4)                                   # Ann lays a 4
    key_answer(app, [1, "+", 2])                   # Bob: 1 + 2, try again
    press(app, "back")
    key_answer(app, [1, "+", 3])                   # right the second time
    press(app, "ok")
    now["state"] = state.page(app, "1")
    page.goto("http://device.test/")
    show("1")
    heads = [th.inner_text() for th in page.query_selector_all("#standings thead th")]
    assert heads == ["#", "Player", "Rounds won", "Right first time"], heads
    # The round in play: Bob has answered once, not right the first time.
    assert ("Bob", "0", "0 of 1") in [r[1:] for r in standings(page)], standings(page)
    assert ("Ann", "0", "0 of 0") in [r[1:] for r in standings(page)], standings(page)
    lead(app, 2)                                   # Bob leads a 2
    key_answer(app, [2])                           # Ann: right the first time
    press(app, "ok")
    lead(app, 5)                                   # Ann leads a 5
    press(app, "ok-long")                          # Bob cannot answer: draws
    press(app, "ok")
    key_answer(app, [3, "+", 2])
    press(app, "ok")
    lead(app, 1)                                   # Bob played out
    press(app, "ok")                               # saved
    assert app.name == "standings"
    show("2")
    # Bob won the round; Ann 1 answer of 1 right the first time, Bob 1 of 2.
    assert standings(page) == [("1", "Bob", "1", "1 of 2"), ("2", "Ann", "0", "1 of 1")], standings(page)
    page.close()
