# Share mode's web server (microdot, pinned in requirements.txt, deployed
# in /lib as .mpy): the page, its live state, the downloads and the one
# change a phone may make (names and seats, with the PIN). It runs in the
# app's idle time (share/mode.py), so a request is handled between two
# presses, never in one.
#
# Bad input never stops it: each connection gets a bounded reader (a line,
# the request's head and its body have limits), at most _OPEN connections
# are served at once, each for at most _TIMEOUT_S seconds, and anything
# malformed or too big is a 400 with one line.
import asyncio
import gc
import json

import microdot.microdot as md
from microdot import Microdot, Request, Response
from micropython import const
from rules import RulesError

_LINE = const(1024)      # longest request or header line
_HEAD = const(4096)      # request line + headers + body, all told
_BODY = const(1024)      # longest body (a names edit is ~200 bytes)
_OPEN = const(6)         # connections served at once (a browser opens up to 6)
_TIMEOUT_S = const(5)    # the whole exchange; a slow or silent client is cut
_CHUNK = const(256)
# The PIN is judged for the whole device, whatever the addresses guesses
# come from: _BURST at once after a quiet minute, then one every _JUDGE_MS,
# so at most about 3 a minute and half of the 10,000 PINs take over a day.
_BURST = const(3)
_JUDGE_MS = const(20000)
_WAITING = const(2)      # PINs held for the next judgement (the rest: try again in N s)
_WAIT_MS = const(4000)   # held this long at most (the exchange is cut at _TIMEOUT_S)
_SEEN = const(16)        # addresses whose first request is remembered (the longest seen go first)
_SESSIONS = const(8)     # phones that entered the PIN
_HEAD_MS = const(2000)   # a request's head (its line and headers) arrives in this time
# /favicon.ico: a 16x16 domino, 1-4 (made with host_tools/png.py); a bytes
# constant, in flash when frozen.
_ICON = const(b'\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x00\x10\x00\x00\x00\x10\x01\x00\x00\x00\x007\x88\xc2'
              b'\xcc\x00\x00\x00$IDATx\xdac\x90\xff\xc1\x00Ar\x15 \x04a\x0bp\x80\x10\x90!\xfc\x83A\x08(\xee\xc1 \x7f'
              b'\x02"\x05\x009\x02\x0c\xf7]\xd4<;\x00\x00\x00\x00IEND\xaeB`\x82')

Request.max_readline = _LINE
Request.max_content_length = _BODY
Request.max_body_length = _BODY
Response.send_file_buffer_size = 512


BAD = [0]   # requests refused as malformed, cut or failed (the bench reads it)


def _quiet(e):
    # microdot prints a traceback for each request it cannot parse (and
    # answers it 400); a phone could flood the console so, and fill a
    # log: only counted.
    BAD[0] += 1


md.print_exception = _quiet


class Guard:
    """The PIN, and the phones that entered it. A PIN is judged for the
    whole device at most once every _JUDGE_MS (a burst of _BURST after a
    quiet minute), whatever the addresses guesses come from; one sent
    meanwhile is held a few seconds for the next judgement, at most
    _WAITING at once, the rest told when to try again. When several wait,
    the address that has read the page longest goes first (saw()): the
    table's phones read it before a PIN is typed, a guesser that only
    guesses is never known, so the owner's right PIN is judged at the next
    judgement it waits for, never locked out. A right PIN opens a session, a token the
    page keeps and sends with each change (at most _SESSIONS, the oldest
    forgotten): a phone types the PIN once, whatever happens meanwhile."""

    def __init__(self, pin, clock, token=None):
        self.pin = pin
        self.clock = clock
        self.token = token or _token
        self.tokens = _BURST     # judgements in hand
        self.at = clock.ticks_ms()   # when the last one came
        self.queue = []          # PINs held: [since, pin, verdict or None]
        self.seen = {}           # address -> [first seen, last seen] (ms)
        self.sessions = []
        self.judged = 0          # PINs judged (the bench and tests read it)

    def _now(self):
        return self.clock.ticks_ms()

    def _after(self, ms):
        c = self.clock
        return c.ticks_add(self._now(), ms) if hasattr(c, "ticks_add") else self._now() + ms

    def saw(self, addr):
        """A request reading the page: its address's first sighting is
        remembered; when _SEEN are, the one heard from least recently makes
        room. (A PIN sent is no sighting: guesses alone never make an
        address known, however many.)"""
        now = self._now()
        seen = self.seen
        e = seen.get(addr)
        if e is not None:
            e[1] = now
            return
        if len(seen) >= _SEEN:
            old = None
            for a in seen:
                if old is None or self.clock.ticks_diff(seen[old][1], seen[a][1]) > 0:
                    old = a
            del seen[old]
        seen[addr] = [now, now]

    def session(self, token):
        return token is not None and token in self.sessions

    def _refill(self):
        c = self.clock
        n = c.ticks_diff(self._now(), self.at) // _JUDGE_MS
        if n > 0:
            self.tokens = min(_BURST, self.tokens + n)
            self.at = self._now() if self.tokens == _BURST else (
                c.ticks_add(self.at, n * _JUDGE_MS) if hasattr(c, "ticks_add") else self.at + n * _JUDGE_MS)

    def _judge(self):
        # The longest seen of the PINs held, while judgements are in hand.
        self._refill()
        q = self.queue
        while self.tokens and q:
            w = q[0]
            for x in q:
                if self.clock.ticks_diff(x[0], w[0]) < 0:
                    w = x
            q.remove(w)
            self.judged += 1
            if w[1] == self.pin:
                t = self.token()
                self.sessions.append(t)
                del self.sessions[:-_SESSIONS]
                w[2] = t          # (a right PIN costs the device no judgement)
            else:
                self.tokens -= 1
                w[2] = (403, "Wrong PIN: it is on the device's screen.")

    def _busy(self):
        self._refill()
        left = _JUDGE_MS - self.clock.ticks_diff(self._now(), self.at)
        return 429, "The device checks one PIN at a time: try again in %d s." % ((left + 999) // 1000)

    async def check(self, pin, addr=None):
        """-> a session token when pin is right, else (HTTP status, one
        line)."""
        e = self.seen.get(addr)
        me = [e[0] if e else self._now(), pin, None]
        q = self.queue
        q.append(me)
        if len(q) > _WAITING:
            # One too many held: the one seen least long is told to come back.
            w = q[0]
            for x in q:
                if self.clock.ticks_diff(x[0], w[0]) > 0:
                    w = x
            q.remove(w)
            w[2] = self._busy()
        until = self._after(_WAIT_MS)
        while True:
            self._judge()
            if me[2] is not None:
                return me[2]
            if self.clock.ticks_diff(until, self._now()) <= 0:
                q.remove(me)
                return self._busy()
            await asyncio.sleep(0.05)


def _token():
    import os
    return "".join("%02x" % b for b in os.urandom(8))


class TooBig(ValueError):
    pass


class Bounded:
    """The part of a stream reader microdot uses, with limits."""

    def __init__(self, s, clock):
        self.s = s
        self.buf = b""
        self.left = _HEAD
        self.head = False     # the request's head has been read (its empty line)
        # A phone on the table's network sends a request's head at once;
        # one that takes longer than _HEAD_MS is a slow or hostile client,
        # cut so it holds no place a phone's poll needs.
        self.clock = clock
        now = clock.ticks_ms()
        self.until = clock.ticks_add(now, _HEAD_MS) if hasattr(clock, "ticks_add") else now + _HEAD_MS

    async def _more(self):
        if self.left <= 0:
            raise TooBig("request too large")
        if self.head:
            b = await self.s.read(min(_CHUNK, self.left))
        else:
            left = self.clock.ticks_diff(self.until, self.clock.ticks_ms())
            if left <= 0:
                raise TooBig("request head too slow")
            b = await asyncio.wait_for(self.s.read(min(_CHUNK, self.left)), left / 1000)
        if not b:
            return False
        self.left -= len(b)
        self.buf += b
        return True

    async def readline(self):
        while True:
            i = self.buf.find(b"\n")
            if i >= 0:
                line = self.buf[:i + 1]
                self.buf = self.buf[i + 1:]
                if line in (b"\r\n", b"\n"):
                    self.head = True
                return line
            if len(self.buf) > _LINE:
                raise TooBig("line too long")
            if not await self._more():
                line = self.buf
                self.buf = b""
                return line

    async def readexactly(self, n):
        if n < 0 or n > _BODY:
            raise TooBig("bad length")
        while len(self.buf) < n:
            if not await self._more():
                raise EOFError("body shorter than its length")
        b = self.buf[:n]
        self.buf = self.buf[n:]
        return b

    async def read(self, n=-1):
        if not self.buf:
            await self._more()
        b = self.buf if n < 0 else self.buf[:n]
        self.buf = self.buf[len(b):]
        return b


def peer(addr):
    """The dotted address of a peer: the ESP32 gives (ip, port), the unix
    port a raw IPv4 sockaddr (family 2, port, 4 address bytes)."""
    if isinstance(addr, tuple):
        return addr[0]
    if isinstance(addr, (bytes, bytearray)) and len(addr) >= 8 and addr[0] == 2:
        return "%d.%d.%d.%d" % (addr[4], addr[5], addr[6], addr[7])
    return None


def in_subnet(addr, ip, mask):
    """Whether dotted address addr is on the network of ip/mask."""
    try:
        a = [int(x) for x in addr.split(".")]
        b = [int(x) for x in ip.split(".")]
        m = [int(x) for x in mask.split(".")]
    except (ValueError, AttributeError):
        return False
    if len(a) != 4 or len(b) != 4 or len(m) != 4:
        return False
    for i in range(4):
        if a[i] & m[i] != b[i] & m[i]:
            return False
    return True


class Server(Microdot):
    def __init__(self, app, net, guard, page):
        super().__init__()
        self.app = app
        self.net = net
        self.guard = guard
        self.page_file = page
        self.open = 0
        self.edits = 0
        self.writers = []
        self.cached = None      # (version, JSON of the state)
        self.served = 0         # requests answered (the bench reads it)
        self.before_request(self.only_the_table)
        self.route("/")(self.index)
        self.route("/state")(self.state)
        self.route("/match.csv")(self.csv)
        self.route("/match.json")(self.json)
        self.route("/chart.svg")(self.svg)
        self.route("/session", methods=["POST"])(self.session)
        self.route("/seats", methods=["POST"])(self.seats)
        self.route("/favicon.ico")(self.icon)
        self.errorhandler(413)(self.too_big)

    def version(self):
        """Changes when the device's state may have: a press, or an edit
        from a phone."""
        return "%d.%d" % (self.app.presses, self.edits)

    async def handle_request(self, reader, writer):
        if self.open >= _OPEN and not self._evict():
            await _close(writer)
            return
        self.open += 1
        r = Bounded(reader, self.guard.clock)
        # [its writer, its reader, its task, when it came, evicted]
        me = [writer, r, asyncio.current_task(), self.guard.clock.ticks_ms(), False]
        self.writers.append(me)
        try:
            await asyncio.wait_for(Microdot.handle_request(self, r, writer), _TIMEOUT_S)
        except Exception as e:  # noqa: BLE001 - a client's fault never stops the server
            if isinstance(e, MemoryError):
                self.cached = None   # the next poll builds it again
                gc.collect()
            if not isinstance(e, OSError):
                _quiet(e)
        finally:
            if not me[4]:
                self.open -= 1
            self.writers.remove(me)
            await _close(writer)
            self.served += 1
            # What the request loaded (the ledger, the scorers) goes, as at
            # the end of a press; but not inside a press (the loop also runs
            # while sharing starts and stops): what that press has loaded
            # is still in use, and the press releases it when it ends.
            if not self.app.busy:
                try:
                    self.app.release()
                except MemoryError:
                    self.cached = None
                    gc.collect()

    def _evict(self):
        """All places taken: the connection that has waited longest for its
        request's head is cut for the new one (slow clients never starve
        the phones' polls). -> whether a place was made."""
        old = None
        for w in self.writers:
            if not w[1].head and not w[4] and (old is None or self.guard.clock.ticks_diff(w[3], old[3]) < 0):
                old = w
        if old is None:
            return False
        old[4] = True    # its place is the new one's: counted once
        self.open -= 1
        old[2].cancel()
        return True

    def close_all(self):
        for w in self.writers:
            w = w[0]
            try:
                # MicroPython's Stream.close() does nothing (its aclose()
                # closes): the socket itself, the loop is ending
                getattr(w, "s", w).close()
            except Exception:  # noqa: BLE001
                pass

    # -- routes -----------------------------------------------------------
    def only_the_table(self, req):
        addr = peer(req.client_addr)
        if not in_subnet(addr, self.net["ip"], self.net["mask"]):
            return "Only the table's own network is served.", 403
        if req.method == "GET" or req.method == "HEAD":
            self.guard.saw(addr)     # reading the page (not guessing) makes an address known
        else:
            # A change comes from the device's own page: addressed to the
            # device (not a name some other site points at it) and, from a
            # browser, sent by a page of the device's (a page elsewhere
            # that knows the PIN cannot use it).
            n = self.net
            host = n["ip"] if n["port"] == 80 else "%s:%d" % (n["ip"], n["port"])
            origin = req.headers.get("Origin")
            if req.headers.get("Host") != host or origin is not None and origin != "http://" + host:
                return _error(403, "Only the device's own page may change anything.")

    def too_big(self, req):
        return "Request too large.", 400

    def index(self, req):
        return md.send_file(self.page_file, content_type="text/html; charset=utf-8")

    def _state(self):
        v = self.version()
        if self.cached is None or self.cached[0] != v:
            from share.state import page
            self.cached = None
            self.cached = (v, json.dumps(page(self.app, v)))
        return self.cached

    def state(self, req):
        v = req.args.get("v")
        if v is not None and v == self.version():
            return _json('{"v": "%s"}' % v)   # nothing new since the page's copy
        return _json(self._state()[1])

    def _match(self, req):
        b = self.app.book
        if not b.active():
            return None
        from share.export import table
        # The phone's date (the page adds it to the links): the device has no clock.
        d = req.args.get("date")
        if not (isinstance(d, str) and len(d) == 10 and d[4] == d[7] == "-"
                and (d[:4] + d[5:7] + d[8:]).isdigit()):
            d = None
        return table(b.match, d)

    def csv(self, req):
        t = self._match(req)
        if t is None:
            return "No match is open.", 404
        from share.export import as_csv
        return as_csv(t), 200, {"Content-Type": "text/csv; charset=utf-8",
                                "Content-Disposition": 'attachment; filename="boneyard-match.csv"'}

    def json(self, req):
        t = self._match(req)
        if t is None:
            return "No match is open.", 404
        return json.dumps(t), 200, {"Content-Type": "application/json",
                                    "Content-Disposition": 'attachment; filename="boneyard-match.json"'}

    def svg(self, req):
        t = self._match(req)
        if t is None:
            return "No match is open.", 404
        from share.export import svg_lines
        return svg_lines(t), 200, {"Content-Type": "image/svg+xml", "Cache-Control": "no-store"}

    def icon(self, req):
        # Every browser asks for it: a domino, not a 404 in its console.
        return _ICON, 200, {"Content-Type": "image/png", "Cache-Control": "max-age=86400"}

    async def session(self, req):
        """The PIN, for a session (the token the page sends with each
        change, in the X-Session header)."""
        try:
            body = json.loads(req.body.decode())
        except (ValueError, UnicodeError):
            return _error(400, "The body must be JSON.")
        pin = body.get("pin") if isinstance(body, dict) else None
        got = await self.guard.check(pin if isinstance(pin, str) else "", peer(req.client_addr))
        if isinstance(got, tuple):
            return _error(*got)
        return _json(json.dumps({"session": got}))

    def seats(self, req):
        if not self.guard.session(req.headers.get("X-Session")):
            return _error(403, "Type the PIN shown on the device's screen first.")
        try:
            body = json.loads(req.body.decode())
        except (ValueError, UnicodeError):
            return _error(400, "The body must be JSON.")
        from share import seats
        app = self.app
        b = app.book
        try:
            n = len(b.table["names"]) if b.active() else len(b.last_table()["names"])
            names = seats.apply(b, seats.parse(body, n))
        except seats.TooLate as e:
            return _error(409, str(e))
        except RulesError as e:
            return _error(400, str(e))
        self.edits += 1
        # The device shows the new names now, not at its next press.
        app.dirty = True
        if app.name == "standings":
            app.go("standings")        # built again from the match, the new names in it
        return _json(json.dumps({"ok": True, "names": names}))


async def _close(w):
    # aclose: MicroPython's Stream.close() leaves the socket open
    try:
        if hasattr(w, "aclose"):
            await w.aclose()
        else:
            w.close()
    except Exception:  # noqa: BLE001 - the client may be gone already
        pass


def _json(s):
    return s, 200, {"Content-Type": "application/json", "Cache-Control": "no-store"}


def _error(status, line):
    return json.dumps({"error": line}), status, {"Content-Type": "application/json"}
