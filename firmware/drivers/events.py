# Button events as small ints: the key in the low two bits, the kind above.
# Drivers (device and simulator) produce them; screens consume them.
from micropython import const

UP = const(0)
DOWN = const(1)
OK = const(2)
BACK = const(3)

PRESS = const(0)    # a short press, reported on release
LONG = const(4)     # held past the long-press time, reported once while held
REPEAT = const(8)   # auto-repeat while held (after LONG), for fast counting

NONE = const(-1)    # no event

KEY_NAMES = ("up", "down", "ok", "back")


def key(ev):
    return ev & 3


def kind(ev):
    return ev & 12


def name(ev):
    k = KEY_NAMES[ev & 3]
    kd = ev & 12
    return k if kd == PRESS else k + ("-long" if kd == LONG else "-repeat")
