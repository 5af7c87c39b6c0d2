"""Share mode on the device: the deployed firmware (.mpy, microdot in /lib)
on the MicroPython unix port's stand-in board, serving on loopback; a
scripted match played with its buttons. Over HTTP: the state equals the
device's, the PIN guards the one change a phone can make, the downloads
parse, and malformed, oversized and slow requests (a bounded fuzz) get a
400 or are cut, never stopping the server or the buttons."""
import csv
import io
import json
import random
import re
import socket
import threading
import time

import pytest

from share_board import Device, find_text

# rules/README.md §1 Scoring: the player who went out scores 0, the others their pips.
ROUNDS = (((0, 3, 12, 5), 0), ((7, 0, 2, 11), 1))
TOTALS = [sum(r[0][s] for r in ROUNDS) for s in range(4)]          # [7, 3, 14, 16]


@pytest.fixture(scope="module")
def device(tmp_path_factory):
    d = Device(str(tmp_path_factory.mktemp("share-flash")))
    try:
        d.press("ok ok")                 # New game, Deal
        for pips, out in ROUNDS:
            d.play_round(pips, out)
            d.press("ok")                # next round: the dealer
        d.press("back")                  # the menu: Resume, New game, History, Settings
        d.start_sharing(3)
        yield d
    finally:
        d.close()


def state(device):
    status, headers, body = device.get("/state")
    assert status == 200 and headers["Content-Type"] == "application/json"
    return json.loads(body)


def test_the_state_is_the_devices_standings(device):
    s = state(device)
    assert s["totals"] == TOTALS
    assert [s["units"][u] for u in s["order"]] == ["P2", "P1", "P3", "P4"]   # lowest first
    assert [r["charged"] for r in s["rounds"]] == [list(r[0]) for r in ROUNDS]
    assert s["round"] == 3 and s["referee"] is None and s["game_label"] == "Mexican Train"


def test_the_page_and_downloads_are_served(device):
    status, headers, body = device.get("/")
    assert status == 200 and headers["Content-Type"].startswith("text/html")
    page = body.decode()
    assert "<script>" in page and "src=" not in page and "http" not in page.split("<script>")[1]
    status, headers, body = device.get("/match.csv")
    assert status == 200 and "attachment" in headers["Content-Disposition"]
    rows = list(csv.reader(io.StringIO(body.decode())))
    # The game, no date (none asked for: the device has no clock), the
    # house rules, a blank line, the rounds (issue 26, item 2).
    assert rows[:4] == [["game", "Mexican Train"], ["date", ""], ["house rules", "Standard rules"], []]
    assert rows[4] == ["round", "P1", "P2", "P3", "P4"]
    assert rows[7] == ["total"] + [str(t) for t in TOTALS]
    _, _, body = device.get("/match.csv?date=2026-12-05")         # the page adds the phone's date
    assert body.decode().split("\r\n")[1] == "date,2026-12-05"
    _, _, body = device.get("/match.json?date=2026-12-05")
    j = json.loads(body)
    assert j["date"] == "2026-12-05" and j["game_label"] == "Mexican Train" and j["house_rules"] == []
    _, _, body = device.get("/match.csv?date=5%2F12%2F2026")      # not a date: none
    assert body.decode().split("\r\n")[1] == "date,"
    status, _, body = device.get("/match.json")
    assert status == 200 and json.loads(body)["totals"] == TOTALS
    status, headers, body = device.get("/chart.svg")
    assert status == 200 and headers["Content-Type"] == "image/svg+xml" and body.count(b"<polyline") == 4
    # Every browser asks for /favicon.ico: an icon, not a 404 (issue 26, item 8).
    status, headers, body = device.get("/favicon.ico")
    assert status == 200 and headers["Content-Type"] == "image/png" and body.startswith(b"\x89PNG\r\n\x1a\n")
    import struct
    assert struct.unpack(">II", body[16:24]) == (16, 16)    # IHDR's width and height


def session(device, pin, source="127.0.0.1", within=60):
    """The PIN sent as the page sends it (POST /session), asked again when
    the device says it is busy judging other PINs, as the page does. ->
    (status, body, seconds it took)."""
    host, port = device.address()
    t0 = time.monotonic()
    while True:
        status, body = _post(host, port, "/session", {"pin": pin}, source)
        wait = re.search(rb"in (\d+) s", body) if status == 429 else None
        if not wait or time.monotonic() - t0 > within:
            return status, body, time.monotonic() - t0
        time.sleep(max(0, int(wait.group(1)) - 2))    # held by the device for the next judgement


def rename(device, names, token, source="127.0.0.1", origin=None):
    host, port = device.address()
    return _post(host, port, "/seats", {"seats": [[i, n] for i, n in enumerate(names)]}, source,
                 {"X-Session": token, "Origin": origin})


def test_a_name_entered_with_the_pin_appears_on_the_device(device):
    status, body, _ = session(device, device.pin)
    assert status == 200, body
    token = json.loads(body)["session"]
    status, body = rename(device, ["ANN", "BOB", "P3", "P4"], token)
    assert status == 200, body
    assert state(device)["players"] == ["ANN", "BOB", "P3", "P4"]
    device.press("back")                             # the menu (sharing stays on)
    device.press("ok")                               # Resume: the standings (rounds are scored)
    device.press("ok")                               # the next round's dealer
    device.press("ok")                               # seats on page 2
    device.wait_for_text("ANN")
    assert find_text(device.screen(), "BOB")
    # Seats cannot move once the match has rounds: one line, a 409.
    host, port = device.address()
    swap = [[1, "BOB"], [0, "ANN"], [2, "P3"], [3, "P4"]]
    status, body = _post(host, port, "/seats", {"seats": swap}, "127.0.0.1", {"X-Session": token})
    assert status == 409 and "before the first turn" in json.loads(body)["error"]


def test_without_the_right_pin_nothing_changes(device):
    names = ["MALLORY", "P2", "P3", "P4"]
    wrong = "%04d" % ((int(device.pin) + 1) % 10000)
    for token in (None, "", "0123456789abcdef"):        # no session, or one the device never gave
        status, body = rename(device, names, token)
        assert status == 403 and "PIN" in json.loads(body)["error"], (status, body)
    for pin in (None, "", wrong):
        status, body, _ = session(device, pin, within=0)
        assert status in (403, 429) and b"session" not in body, (status, body)
    assert state(device)["players"] == ["ANN", "BOB", "P3", "P4"]
    assert not device.shows("MALLORY")


def test_http_fuzz_never_stops_the_server_or_the_buttons(device):
    host, port = device.address()
    rng = random.Random(14)
    cases = [
        b"GARBAGE\r\n\r\n", b"\r\n\r\n", b"GET\r\n\r\n", b"GET / HTTP\r\n\r\n",
        b"GET / HTTP/1.1\r\nno colon here\r\n\r\n",
        b"GET / HTTP/1.1\r\n" + b"X-Big: " + b"a" * 20000 + b"\r\n\r\n",        # a huge header
        b"GET /" + b"a" * 5000 + b" HTTP/1.1\r\n\r\n",                              # a huge request line
        b"GET / HTTP/1.1\r\n" + b"".join(b"H%d: v\r\n" % i for i in range(2000)) + b"\r\n",
        b"POST /seats HTTP/1.1\r\nContent-Length: abc\r\n\r\n{}",
        b"POST /seats HTTP/1.1\r\nContent-Length: -5\r\n\r\n{}",
        b"POST /seats HTTP/1.1\r\nContent-Length: 99999999\r\n\r\n{}",
        b"POST /seats HTTP/1.1\r\nContent-Length: 4\r\n\r\n\xff\xfe\x00\x01",
        b"POST /seats HTTP/1.1\r\nContent-Length: 9\r\n\r\n[1, 2, 3]",
        b"GET /%zz%%% HTTP/1.1\r\n\r\n", b"\xff\xfe\xfd\r\n\r\n", b"GET / HTTP/1.1\r\n" + b"\x00" * 300,
    ]
    for _ in range(40):      # random bytes, bounded
        cases.append(bytes(rng.randrange(256) for _ in range(rng.randrange(1, 600))))
    t0 = time.monotonic()
    for data in cases:
        with socket.create_connection((host, port), timeout=8) as c:
            try:
                c.sendall(data)
                c.shutdown(socket.SHUT_WR)
                reply = c.recv(200)
            except (ConnectionResetError, BrokenPipeError, OSError) as e:
                if isinstance(e, socket.timeout):
                    raise
                reply = b""           # cut while sending: too big
            except socket.timeout:
                raise AssertionError("no answer to %r; the device said:\n%s" % (data[:60], device.console()[-3000:]))
        # a 400 (or the connection cut); never a 5xx, never a hang
        assert reply == b"" or reply.split(b" ")[1][:1] == b"4", (data[:60], reply)
    # Slow clients: a few connections that send half a request and wait.
    slow = [socket.create_connection((host, port), timeout=10) for _ in range(8)]
    for c in slow:
        c.sendall(b"GET / HTTP/1.1\r\nHost: x")
    time.sleep(6)              # past the server's 2 s for a head: they are cut, or told 400
    for c in slow:
        c.settimeout(3)
        try:
            reply = c.recv(100)
            assert reply == b"" or reply.startswith(b"HTTP/1.0 400"), reply
        except ConnectionResetError:
            pass
        c.close()
    assert time.monotonic() - t0 < 120
    assert "Traceback" not in device.console()
    # The server still answers, and the buttons still work.
    assert state(device)["totals"] == TOTALS
    before = device.screen()
    device.press("back")                             # the dealer's page before
    assert device.screen() != before


def _post(host, port, path, obj, source, headers=None, timeout=10):
    body = json.dumps(obj).encode()
    head = b"POST %s HTTP/1.1\r\nHost: %s:%d\r\nContent-Type: application/json\r\n" % (
        path.encode(), host.encode(), port)
    for k, v in (headers or {}).items():
        if v is not None:
            head += b"%s: %s\r\n" % (k.encode(), v.encode())
    return _request(host, port, head + b"Content-Length: %d\r\n\r\n%s" % (len(body), body), source, timeout)


def _request(host, port, data, source, timeout=5):
    """One HTTP exchange from address `source` (loopback has all of
    127/8: other phones on the table's network). -> (status, body)."""
    with socket.create_connection((host, port), timeout=timeout, source_address=(source, 0)) as c:
        c.sendall(data)
        reply = b""
        while True:
            b = c.recv(4096)
            if not b:
                break
            reply += b
    head, _, body = reply.partition(b"\r\n\r\n")
    return int(head.split(b" ")[1]), body


def test_slow_clients_and_wrong_pins_from_another_phone_leave_the_table_served(device):
    # Issue 27, item 4: "Eight slow clients sending a byte a second for
    # 30 s cut a phone's polls to 8 answered of 30", and "three wrong PINs
    # lock out every phone, the owner's included". Here eight slow clients
    # from 127.0.0.2 send a byte a second, reconnecting when cut, while
    # 127.0.0.3 guesses PINs; the table's phone (127.0.0.4) polls: every
    # poll answered within 2 s, and its right PIN is taken.
    import threading
    host, port = device.address()
    stop = time.monotonic() + 12
    cut = [0]

    def slow():
        while time.monotonic() < stop:
            try:
                with socket.create_connection((host, port), timeout=3, source_address=("127.0.0.2", 0)) as c:
                    for ch in b"GET /state HTTP/1.1\r\nHost: x\r\n":
                        if time.monotonic() > stop:
                            break
                        c.sendall(bytes([ch]))
                        time.sleep(1)
            except OSError:
                cut[0] += 1
    threads = [threading.Thread(target=slow, daemon=True) for _ in range(8)]
    for t in threads:
        t.start()
    time.sleep(1.5)                     # every place taken by a slow client
    waits = []
    wrong = "%04d" % ((int(device.pin) + 5) % 10000)
    guessed = []
    guesser = threading.Thread(target=lambda: guessed.extend(session(device, wrong, "127.0.0.3", within=0)[0]
                                                             for _ in range(4)), daemon=True)
    guesser.start()
    while time.monotonic() < stop - 1:
        t0 = time.monotonic()
        status, body = _request(host, port, b"GET /state HTTP/1.1\r\nHost: x\r\n\r\n", "127.0.0.4", timeout=5)
        waits.append(time.monotonic() - t0)
        assert status == 200 and json.loads(body)["totals"] == TOTALS
        time.sleep(0.3)
    names = state(device)["players"]
    status, body, _ = session(device, device.pin, "127.0.0.4")
    if status == 200:
        status, body = rename(device, names, json.loads(body)["session"], "127.0.0.4")
    for t in threads + [guesser]:
        t.join(10)
    print("polls %d, slowest %.2f s, slow connections cut %d, guesses %s" % (len(waits), max(waits), cut[0],
                                                                            guessed))
    assert set(guessed) <= {403, 429} and 429 in guessed   # the guesses wait their turn ...
    assert status == 200, body                      # ... the table's phone's PIN is taken
    assert len(waits) >= 15 and max(waits) < 2.0, waits
    assert cut[0] >= 8                               # the slow ones were cut
    assert "Traceback" not in device.console() and "share:" not in device.console()


def test_a_malformed_request_is_answered_400_and_not_logged(device):
    # Issue 27, item 4: "A malformed request logs `ValueError need more
    # than 1 values to unpack`".
    host, port = device.address()
    before = device.console()
    for data in (b"GET\r\n\r\n", b"GET / HTTP/1.1\r\nno colon\r\n\r\n"):
        status, _body = _request(host, port, data, "127.0.0.5")
        assert status == 400
    time.sleep(0.5)
    assert device.console() == before


def test_a_request_from_another_site_with_the_right_pin_is_refused(device):
    # Issue 42, item 5: "No Host or Origin check: a foreign page that knows
    # the PIN can change names". A change carries a session, and comes from
    # the device's own page: addressed to the device, sent from its origin.
    host, port = device.address()
    evil = "http://evil.example"
    status, body = _post(host, port, "/session", {"pin": device.pin}, "127.0.0.6", {"Origin": evil})
    assert status == 403 and b"session" not in body, (status, body)
    # A name another site points at the device (DNS rebinding): not its address.
    data = json.dumps({"pin": device.pin}).encode()
    status, body = _request(host, port, b"POST /session HTTP/1.1\r\nHost: evil.example\r\nContent-Type: "
                            b"application/json\r\nContent-Length: %d\r\n\r\n%s" % (len(data), data), "127.0.0.6")
    assert status == 403 and b"session" not in body, (status, body)
    # A session got by the device's page is no use to another site either.
    status, body, _ = session(device, device.pin, "127.0.0.6")
    assert status == 200, body
    token = json.loads(body)["session"]
    names = state(device)["players"]
    status, body = rename(device, ["EVIL"] + names[1:], token, "127.0.0.6", origin=evil)
    assert status == 403, (status, body)
    status, body = rename(device, names, token, "127.0.0.6", origin="http://%s:%d" % (host, port))
    assert status == 200, body                      # from the device's own page: taken
    assert state(device)["players"] == names and not device.shows("EVIL")


def test_fifty_connections_at_once_leave_the_tables_phone_served(device):
    # Issue 42, item 5: "50 connections at once: 10 to 19 go unanswered,
    # and in one run of two the table's own phone's poll was not answered
    # either". Now each is answered or closed at once, the phone's polls
    # are answered within 2 s, and nothing crashes.
    host, port = device.address()
    ended = []
    lock = threading.Lock()

    def one(i):
        t0 = time.monotonic()
        try:
            with socket.create_connection((host, port), timeout=10, source_address=("127.0.3.%d" % (i + 1), 0)) as c:
                if i % 2:
                    c.sendall(b"GET /state HTTP/1.1\r\nHost: x\r\n\r\n")
                while c.recv(4096):
                    pass
        except OSError:
            pass
        with lock:
            ended.append(time.monotonic() - t0)
    threads = [threading.Thread(target=one, args=(i,), daemon=True) for i in range(50)]
    for t in threads:
        t.start()
    waits = []
    t_end = time.monotonic() + 4
    while time.monotonic() < t_end:
        t0 = time.monotonic()
        status, body = _request(host, port, b"GET /state HTTP/1.1\r\nHost: x\r\n\r\n", "127.0.0.4", timeout=5)
        waits.append(time.monotonic() - t0)
        assert status == 200 and json.loads(body)["totals"] == TOTALS
        time.sleep(0.2)
    for t in threads:
        t.join(15)
    print("phone's polls %d, slowest %.2f s; the 50 ended within %.2f s" % (len(waits), max(waits), max(ended)))
    assert max(waits) < 2.0, waits
    assert len(ended) == 50 and max(ended) < 5, " ".join("%.1f" % x for x in sorted(ended))   # each answered, or cut: none left hanging
    assert "Traceback" not in device.console()
    assert state(device)["totals"] == TOTALS


def test_guesses_from_many_addresses_are_judged_three_a_minute_and_the_table_is_served(device):
    # Issue 42, item 5: "PIN guessing from rotating addresses: 63 PINs a
    # minute get judged ...; the owner locked out: while those guesses
    # run, the right PIN from a fresh address, and from the table's own
    # phone, gets 429 until someone presses a button". Four guessers send
    # wrong PINs as fast as the device answers, each from a new loopback
    # address every time, for 40 s; the table's phone, which entered the
    # PIN before, polls and renames meanwhile; a new phone of the table's
    # opens the page and enters the PIN during the attack.
    host, port = device.address()
    status, body, _ = session(device, device.pin, "127.0.0.4")
    assert status == 200, body
    phone = json.loads(body)["session"]
    stop = time.monotonic() + 40
    got = {}
    lock = threading.Lock()

    def guesser(g):
        k = 0
        while time.monotonic() < stop:
            k += 1
            source = "127.0.%d.%d" % (10 + g, k % 250 + 1)
            pin = "%04d" % ((int(device.pin) + 1 + 17 * k + g) % 10000)
            if pin == device.pin:
                continue
            try:
                status, _ = _post(host, port, "/session", {"pin": pin}, source)
            except OSError:
                status = "cut"
            with lock:
                got[status] = got.get(status, 0) + 1
    threads = [threading.Thread(target=guesser, args=(g,), daemon=True) for g in range(4)]
    t0 = time.monotonic()
    for t in threads:
        t.start()
    waits = []
    names = state(device)["players"]
    renamed = new = None
    while time.monotonic() < stop:
        t1 = time.monotonic()
        status, body = _request(host, port, b"GET /state HTTP/1.1\r\nHost: x\r\n\r\n", "127.0.0.4", timeout=5)
        waits.append(time.monotonic() - t1)
        assert status == 200
        if renamed is None and t1 - t0 > 10:
            renamed = rename(device, names, phone, "127.0.0.4")[0]    # its session still good
        if new is None and t1 - t0 > 15:
            for _ in range(4):                     # a new phone reads the page a few seconds ...
                _request(host, port, b"GET /state HTTP/1.1\r\nHost: x\r\n\r\n", "127.0.0.8")
                time.sleep(0.5)
            new = session(device, device.pin, "127.0.0.8", within=30)   # ... then its PIN is typed
        time.sleep(0.5)
    for t in threads:
        t.join(15)
    elapsed = time.monotonic() - t0
    judged = got.get(403, 0)
    print("guesses %r in %.0f s: %d judged, %.1f a minute; the new phone's PIN: %s after %.1f s; "
          "the phone's polls %d, slowest %.2f s" % (got, elapsed, judged, 60 * judged / elapsed, new[0], new[2],
                                                   len(waits), max(waits)))
    assert sum(got.values()) > 40                          # they guessed as fast as they could
    assert judged <= 3 + elapsed / 20 + 1, got             # 3 a minute for the whole device (and the first 3)
    assert renamed == 200                                  # the phone with a session: never locked out
    assert new[0] == 200 and new[2] < 25, new              # a new right PIN: judged after a short wait
    assert max(waits) < 2.0, waits
    assert "Traceback" not in device.console()
