# CPython stand-in for MicroPython's built-in `micropython` module, so the
# firmware runs unchanged on the host. Only what the firmware uses.


def const(x):
    return x


def native(f):
    return f


viper = native


def alloc_emergency_exception_buf(n):
    pass


# Viper's pointer cast, ptr8(buf)[i]: MicroPython's compiler turns it into
# a byte load or store inside @viper functions and nowhere else. Here it is
# a builtin giving the buffer itself, so those functions run as plain
# Python (the firmware refers to it as a bare name, as viper code must).
import builtins  # noqa: E402

builtins.ptr8 = lambda buf: buf
