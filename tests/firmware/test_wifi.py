# drivers/wifi.py, share mode's radio on the ESP32, on a stand-in for
# MicroPython's `network` module that records what the driver asks of the
# two interfaces.
import os

from apphw import Clock


class WLAN:
    def __init__(self, net, kind):
        self.net = net
        self.kind = kind
        self.on = False
        self.conf = {}

    def active(self, on=None):
        if on is not None:
            self.on = on
            self.net.log.append((self.kind, "active", on))
        return self.on

    def connect(self, ssid, key):
        self.net.log.append((self.kind, "connect", ssid, key))

    def isconnected(self):
        return self.net.reachable

    def ifconfig(self, c=None):
        if c is not None:
            self.conf["ifconfig"] = c
            return None
        return ("192.168.1.42", "255.255.255.0", "192.168.1.1", "192.168.1.1")

    def config(self, *a, **k):
        if a == ("mac",):
            return b"\x24\x0a\xc4\x12\xab\xcd"
        self.conf.update(k)


class Network:
    STA_IF = 0
    AP_IF = 1
    AUTH_WPA2_PSK = 3

    def __init__(self, reachable):
        self.reachable = reachable
        self.log = []
        self.ifs = {}

    def WLAN(self, kind):
        if kind not in self.ifs:
            self.ifs[kind] = WLAN(self, kind)
        return self.ifs[kind]


def saved_file(text):
    p = "/tmp/boneyard-wifi-test-%d.json" % len(text)
    with open(p, "w") as f:
        f.write(text)
    return p


def test_the_saved_network_is_joined():
    from drivers.wifi import Radio
    net = Network(True)
    got = Radio(net, Clock(), saved_file('{"ssid": "Home", "password": "secret99"}')).up(None, "abcdefghjk")
    assert got == {"how": "station", "ip": "192.168.1.42", "mask": "255.255.255.0", "port": 80,
                   "ssid": "Home", "password": None}
    assert (0, "connect", "Home", "secret99") in net.log and 1 not in net.ifs


def test_no_answer_in_8_s_opens_the_devices_own_network():
    from drivers.wifi import Radio
    net = Network(False)
    clock = Clock()
    got = Radio(net, clock, saved_file('{"ssid": "Gone", "password": "x"}')).up(None, "abcdefghjk")
    assert clock.now >= 8000 and not net.ifs[0].on     # the station gave up and is off
    assert got == {"how": "ap", "ip": "192.168.4.1", "mask": "255.255.255.0", "port": 80,
                   "ssid": "Boneyard-ABCD", "password": "abcdefghjk"}
    ap = net.ifs[1]
    assert ap.on and ap.conf["essid"] == "Boneyard-ABCD" and ap.conf["password"] == "abcdefghjk"
    assert ap.conf["authmode"] == Network.AUTH_WPA2_PSK


def test_without_a_saved_network_or_with_a_bad_file_the_device_opens_its_own():
    from drivers.wifi import Radio
    for text in (None, "not json", '{"password": "x"}'):
        net = Network(True)
        path = saved_file(text) if text else "/tmp/boneyard-no-such-wifi.json"
        got = Radio(net, Clock(), path).up(None, "abcdefghjk")
        assert got["how"] == "ap" and 0 not in net.ifs, text


def test_down_turns_both_interfaces_off():
    from drivers.wifi import Radio
    net = Network(False)
    r = Radio(net, Clock(), "/tmp/boneyard-no-such-wifi.json")
    r.up(None, "abcdefghjk")
    r.down()
    assert not net.ifs[0].on and not net.ifs[1].on
    try:
        os.remove("/tmp/boneyard-no-such-wifi.json")
    except OSError:
        pass
