# Share mode's screen: the page's address as a QR code, the PIN a phone
# needs to change names and seats, and (DOWN) the address and the Wi-Fi to
# join in words. OK stops sharing; BACK leaves it on and goes to the menu.
# Sharing is started by the press that opens this screen (screens/settings.py).
import sys

from app import events, ui
from share import qr


def sharing():
    m = sys.modules.get("share.mode")
    return m.ON if m is not None else None


class Screen:
    def __init__(self, app, arg):
        self.app = app
        self.words = False
        s = sharing()
        if s is not None and getattr(s, "qr", None) is None:
            s.qr = qr.encode(s.url.encode())   # once a session: it takes a while

    def key(self, ev):
        k = events.key(ev)
        kd = events.kind(ev)
        if k == events.UP or k == events.DOWN:
            self.words = not self.words
        elif k == events.OK and kd == events.PRESS:
            if sharing() is not None:
                from share import mode
                mode.stop(self.app)
                self.app.say("Sharing stopped; the radio is off.")
            self.app.go("settings")
        elif k == events.BACK and kd == events.PRESS:
            self.app.go("menu")

    def draw(self, fb):
        s = sharing()
        if s is None:
            ui.title(fb, "Share to phones")
            fb.text("Sharing is off.", 0, 20, 1)
            fb.text("OK: settings", 0, 56, 1)
            return
        n = s.net
        if self.words:
            ui.title(fb, "Share to phones")
            lines = []
            if n["ssid"]:
                lines.append("Wi-Fi:")
                lines.append(" " + n["ssid"])
            if n["password"]:
                lines.append("pw " + n["password"])
            lines.append("then open")
            lines.append(s.url[7:].rstrip("/"))
            for i, line in enumerate(lines[:5]):
                fb.text(line[:16], 0, 11 + 9 * i, 1)
            fb.text("PIN " + s.pin + " OK:stop", 0, 56, 1)
            return
        size, mods = s.qr
        quiet = 2
        scale = max(1, 64 // (size + 2 * quiet))
        side = (size + 2 * quiet) * scale
        qr.draw(fb, size, mods, 0, (64 - side) // 2, scale, quiet)
        x = side + 4
        fb.text("PIN", x, 2, 1)
        ui.big(fb, s.pin, x, 12)
        fb.text("OK stop", x, 36, 1)
        fb.text("v words", x, 46, 1)
        fb.text("BACK on", x, 56, 1)
