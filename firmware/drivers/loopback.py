# The radio where there is none: the unix port's stand-in board and the
# desktop simulator. Share mode serves the page on this computer only
# (127.0.0.1), on port 8080 or the next free one (BONEYARD_SHARE_PORT, if
# set, is tried first: tests run several at once).
import os
import socket

_FIRST = 8080
_TRIES = 50


class Radio:
    """See drivers/wifi.py for the interface."""

    def up(self, name=None, secret=None):
        port = os.getenv("BONEYARD_SHARE_PORT")
        port = int(port) if port and port.isdigit() else _FIRST
        for p in range(port, port + _TRIES):
            s = socket.socket()
            try:
                s.bind(socket.getaddrinfo("127.0.0.1", p)[0][-1])
                return {"how": "loopback", "ip": "127.0.0.1", "mask": "255.0.0.0", "port": p,
                        "ssid": None, "password": None}
            except OSError:
                pass
            finally:
                s.close()
        raise OSError("no free port from %d to %d on this computer" % (port, port + _TRIES - 1))

    def down(self):
        pass
