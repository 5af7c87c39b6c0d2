# The ESP32's radio for share mode, the only code that touches `network`.
# up() joins the saved network (/wifi.json on the flash: {"ssid": ...,
# "password": ...}, written with mpremote) or, when there is none or it
# does not answer, opens the device's own access point Boneyard-XXXX (the
# last two bytes of its MAC) with WPA2 and a fresh password. down() turns
# both interfaces off, so the radio draws nothing once sharing stops.
import json
import time

_JOIN_MS = 8000       # how long to wait for the saved network
_AP_IP = "192.168.4.1"


class Radio:
    """up(name, secret) -> {"how": "station" | "ap", "ip", "mask", "port",
    "ssid", "password"}; secret is the AP password to use (8 or more
    characters); name overrides the saved-network file (tests). down()."""

    def __init__(self, net=None, clock=time, saved="/wifi.json"):
        if net is None:
            import network as net   # the ESP32's; a test passes a stand-in
        self.net = net
        self.clock = clock
        self.saved = saved

    def up(self, name=None, secret=None):
        net = self.net
        want = name or self._saved()
        if want:
            sta = net.WLAN(net.STA_IF)
            sta.active(True)
            sta.connect(want[0], want[1])
            t0 = self.clock.ticks_ms()
            while self.clock.ticks_diff(self.clock.ticks_ms(), t0) < _JOIN_MS:
                if sta.isconnected():
                    ip, mask = sta.ifconfig()[:2]
                    return {"how": "station", "ip": ip, "mask": mask, "port": 80,
                            "ssid": want[0], "password": None}
                self.clock.sleep_ms(100)
            sta.active(False)   # not there: the table gets its own network
        ap = net.WLAN(net.AP_IF)
        ap.active(True)
        mac = ap.config("mac")
        ssid = "Boneyard-%02X%02X" % (mac[-2], mac[-1])
        ap.config(essid=ssid, password=secret, authmode=net.AUTH_WPA2_PSK)
        ap.ifconfig((_AP_IP, "255.255.255.0", _AP_IP, _AP_IP))
        return {"how": "ap", "ip": _AP_IP, "mask": "255.255.255.0", "port": 80,
                "ssid": ssid, "password": secret}

    def _saved(self):
        try:
            with open(self.saved) as f:
                d = json.load(f)
            return (d["ssid"], d.get("password", ""))
        except (OSError, ValueError, KeyError, TypeError):
            return None

    def down(self):
        for i in (self.net.STA_IF, self.net.AP_IF):
            self.net.WLAN(i).active(False)
