# Share mode's screen: the page's address as a QR code, the PIN a phone
# needs to change names and seats, and (DOWN) the address and the Wi-Fi to
# join in words. OK stops sharing; BACK leaves it on and goes to the menu.
# Sharing is started by the press that opens this screen (screens/settings.py).
import sys

from micropython import const

from app import lang, ui
from drivers import events
from share import qr

# Texts (app.lang; numbers kept by host_tools/texts.py).
_T_SHARE_STOPPED = const(196)
_T_SHARE_TITLE = const(198)
_T_SHARE_OFF = const(199)
_T_SHARE_OK_SETTINGS = const(200)
_T_SHARE_PW = const(201)
_T_SHARE_THEN_OPEN = const(202)
_T_SHARE_OPEN = const(203)
_T_SHARE_PIN_STOP = const(204)
_T_SHARE_OK_STOP = const(205)
_T_SHARE_WORDS = const(206)
_T_SHARE_BACK_ON = const(207)


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
                self.app.say(lang.get(_T_SHARE_STOPPED))
            self.app.go("settings")
        elif k == events.BACK and kd == events.PRESS:
            self.app.go("menu")

    def draw(self, fb):
        s = sharing()
        if s is None:
            ui.title(fb, lang.get(_T_SHARE_TITLE))
            fb.text(lang.get(_T_SHARE_OFF), 0, 20, 1)
            fb.text(lang.get(_T_SHARE_OK_SETTINGS), 0, 56, 1)
            return
        n = s.net
        if self.words:
            # Six lines from the top (no title: "Wi-Fi:" says what they are).
            lines = []
            if n["ssid"]:
                lines.append("Wi-Fi:")
                lines.append(" " + n["ssid"])
            if n["password"]:
                # The word whole on its line, the password under it.
                lines.append(lang.get(_T_SHARE_PW))
                lines.append(" " + n["password"])
            # "then open" follows the Wi-Fi's lines; with none to join (the
            # simulator's loopback) the address is opened straight away.
            lines.append(lang.get(_T_SHARE_THEN_OPEN if lines else _T_SHARE_OPEN))
            lines.append(s.url[7:].rstrip("/"))
            for i, line in enumerate(lines[:6]):
                fb.text(line[:16], 0, 9 * i, 1)
            fb.text(lang.get(_T_SHARE_PIN_STOP) % s.pin, 0, 56, 1)
            return
        size, mods = s.qr
        quiet = 2
        scale = max(1, 64 // (size + 2 * quiet))
        side = (size + 2 * quiet) * scale
        qr.draw(fb, size, mods, 0, (64 - side) // 2, scale, quiet)
        x = side + 4
        fb.text("PIN", x, 2, 1)
        ui.big(fb, s.pin, x, 12)
        # Beside the code, 8 letters a line: OK, UP/DOWN, BACK (its two lines).
        fb.text(lang.get(_T_SHARE_OK_STOP), x, 32, 1)
        fb.text(lang.get(_T_SHARE_WORDS), x, 40, 1)
        for j, line in enumerate(lang.get(_T_SHARE_BACK_ON).split("\n")):
            fb.text(line, x, 48 + 8 * j, 1)
