# Share mode on and off. start(app) brings the radio up (drivers/wifi.py
# on the ESP32; drivers/loopback.py where there is no radio: the unix port,
# the simulator), starts the page's server (share/server.py) and makes
# the app's idle wait serve it: app.main.run sleeps 10 ms between polls
# through hw.clock, and while sharing, hw.clock is a Serving clock whose
# sleep runs the server's event loop for that long. stop(app) undoes all
# of it and drops every module sharing loaded, so the heap is as before
# (but for the names they interned, which MicroPython never frees).
#
# Nothing imports this module but the press that turns sharing on: while
# it is off, nothing of share mode is on the heap.
import sys

from micropython import const

ON = None          # the Sharing while share mode is on
_BACKLOG = const(64)   # connections the port holds before the server takes them

# Texts (app.lang; numbers kept by host_tools/texts.py).
_T_SHARE_FAILED = const(197)
_PIN_DIGITS = "0123456789"
_PASSWORD = "abcdefghjkmnpqrstuvwxyz23456789"   # no 0/o, 1/l/i to misread


class Serving:
    """The hardware clock, but sleep_ms(n) serves the page for n ms."""

    def __init__(self, clock, loop, asyncio):
        self.clock = clock
        self.loop = loop
        self.asyncio = asyncio
        self.ticks_ms = clock.ticks_ms
        self.ticks_diff = clock.ticks_diff
        if hasattr(clock, "ticks_add"):
            self.ticks_add = clock.ticks_add

    def sleep_ms(self, n):
        self.loop.run_until_complete(nap(self.asyncio, n / 1000))


async def nap(asyncio, s):
    # run_until_complete needs a coroutine; MicroPython's sleep() is not one
    await asyncio.sleep(s)


class Sharing:
    def __init__(self, net, pin, server, task, radio, clock, modules):
        self.net = net          # the radio's answer: how, ip, port, ssid, password
        self.pin = pin
        self.server = server
        self.task = task
        self.radio = radio
        self.clock = clock      # the hardware's own
        self.modules = modules  # what sharing loaded, dropped by stop()
        self.url = "http://%s/" % net["ip"] if net["port"] == 80 else "http://%s:%d/" % (net["ip"], net["port"])


def _random(alphabet, n, seed):
    out = ""
    for _ in range(n):
        x = seed()
        out += alphabet[x % len(alphabet)]
    return out


def _page():
    # share/page.html beside this module, on the flash (read in pieces as
    # it is sent, never held whole)
    f = __file__
    return (f[:f.rfind("/") + 1] if "/" in f else "") + "page.html"


def start(app):
    """Share mode on; -> the Sharing. A radio or server that cannot start
    is a RulesError with one line, and leaves everything as it was."""
    global ON
    if ON is not None:
        return ON
    hw = app.hw
    before = set(sys.modules)
    radio = None
    try:
        if sys.platform == "esp32":
            from drivers.wifi import Radio
        else:
            from drivers.loopback import Radio
        radio = Radio()
        pin = _random(_PIN_DIGITS, 4, hw.seed)
        net = radio.up(None, _random(_PASSWORD, 10, hw.seed))
        import asyncio
        from share.server import Guard, Server
        server = Server(app, net, Guard(pin, hw.clock), _page())
        loop = asyncio.new_event_loop()
        if hasattr(asyncio, "set_event_loop"):   # CPython
            asyncio.set_event_loop(loop)
        # The port listens with room for a burst of connections (MicroPython
        # gives 5, microdot asks no other): the server then takes each at
        # once and closes what it cannot serve, where a connection the
        # system did not take waited unanswered (issue 42: 50 at once).
        listen = asyncio.start_server

        def wide(cb, host, port, **kw):
            kw["backlog"] = _BACKLOG
            return listen(cb, host, port, **kw)
        asyncio.start_server = wide
        task = loop.create_task(server.start_server(net["ip"], net["port"]))
        # Until the port is bound, so a port in use is said now.
        try:
            for _ in range(100):
                loop.run_until_complete(nap(asyncio, 0.01))
                if task.done():
                    task.result()     # raises what stopped it
                if getattr(server, "server", None) is not None:
                    break
        finally:
            asyncio.start_server = listen
    except Exception as e:  # noqa: BLE001 - one line on the screen, nothing left running
        if radio is not None:
            radio.down()
        _drop(app, set(sys.modules) - before)
        from app import lang
        from rules import RulesError
        # (what stopped it stays as the system words it)
        raise RulesError(lang.get(_T_SHARE_FAILED) % e)
    added = set(sys.modules) - before
    added.add(__name__)
    added.add("share")
    ON = Sharing(net, pin, server, task, radio, hw.clock, added)
    # Kept between presses while sharing (app.main releases the rest).
    app.core = app.core | added
    app.keep = app.keep | added
    hw.clock = Serving(hw.clock, loop, asyncio)
    return ON


def stop(app):
    """Share mode off: server, connections, radio and their modules go."""
    global ON
    s = ON
    if s is None:
        return
    ON = None
    hw = app.hw
    loop = hw.clock.loop
    asyncio = hw.clock.asyncio
    hw.clock = s.clock
    try:
        s.server.shutdown()
        s.server.close_all()
        loop.run_until_complete(nap(asyncio, 0.05))   # the tasks see their sockets close
        if not s.task.done():
            s.task.cancel()
            loop.run_until_complete(nap(asyncio, 0))
    finally:
        if hasattr(asyncio, "all_tasks"):
            _cpython_close(loop, asyncio)
        else:
            asyncio.new_event_loop()    # MicroPython: an empty task queue
        s.radio.down()
        app.core = app.core - s.modules
        app.keep = app.keep - s.modules
        _drop(app, s.modules)


def _cpython_close(loop, asyncio):
    for t in asyncio.all_tasks(loop):
        t.cancel()
    try:
        loop.run_until_complete(nap(asyncio, 0))
    finally:
        loop.close()
        asyncio.set_event_loop(None)


def _drop(app, modules):
    from unimport import drop
    for name in modules:
        drop(name)
    import gc
    gc.collect()
