# Our own pseudo-random generator, so a seed gives the same shuffle on
# CPython and MicroPython (the built-in `random` differs between them and is
# optional on MicroPython). xorshift32 kept as two 16-bit halves: every
# intermediate value stays below 2**30, a small int on the ESP32, so drawing
# numbers allocates nothing. Where small ints are wide (CPython, 64-bit
# MicroPython ports) the hot paths run the same xorshift32 on one int, which
# is faster and gives exactly the same numbers.
import sys
from micropython import const

_M16 = const(0xFFFF)
_M32 = const(0xFFFFFFFF)  # not a small int on the ESP32: used only when WIDE

# One int holds x << 13 for any 32-bit x without allocating: 64-bit
# MicroPython (small ints of 62 bits) and CPython. Not the ESP32 (30 bits).
WIDE = getattr(sys, "maxsize", 0) >> 46 > 0


class Rng:
    __slots__ = ("hi", "lo")

    def __init__(self, seed=None):
        if seed is None:
            import os
            b = os.urandom(4)
            seed = b[0] | b[1] << 8 | b[2] << 16 | b[3] << 24
        self.seed(seed)

    def seed(self, seed):
        # Any integer (negative or larger than 32 bits) maps onto the
        # 2**32 - 1 non-zero states.
        s = seed % 0xFFFFFFFF + 1
        self.hi = (s >> 16) & _M16
        self.lo = s & _M16
        # xorshift needs a few steps to spread a small seed over all bits.
        for _ in range(16):
            self.next16()

    def next16(self):
        hi = self.hi
        lo = self.lo
        # x ^= x << 13
        hi ^= ((hi << 13) | (lo >> 3)) & _M16
        lo ^= (lo << 13) & _M16
        # x ^= x >> 17
        lo ^= hi >> 1
        # x ^= x << 5
        hi ^= ((hi << 5) | (lo >> 11)) & _M16
        lo ^= (lo << 5) & _M16
        self.hi = hi
        self.lo = lo
        return hi ^ ((lo << 7) & _M16)

    def below(self, n):
        """Uniform integer in 0..n-1 (1 <= n <= 65536), without modulo bias:
        draws past the largest multiple of n are rejected."""
        if n <= 1:
            return 0
        limit = 65536 - 65536 % n
        if WIDE:
            x = self.hi << 16 | self.lo
            while True:
                x ^= (x << 13) & _M32
                x ^= x >> 17
                x ^= (x << 5) & _M32
                r = ((x >> 16) ^ (x << 7)) & _M16  # next16's output
                if r < limit:
                    break
            self.hi = x >> 16
            self.lo = x & _M16
            return r % n
        r = self.next16()
        while r >= limit:
            r = self.next16()
        return r % n

    def shuffle(self, buf, n=-1):
        """Fisher-Yates in place on the first n items of a bytearray or list."""
        if n < 0:
            n = len(buf)
        if WIDE:
            # below(i + 1) inlined, on one 32-bit int: the same draws. A
            # draw under 65536 - n is under every limit 65536 - 65536 % k
            # (k <= n): only the rare draw above it needs the exact check.
            # (The masks as locals: CPython reads a const() as a global.)
            x = self.hi << 16 | self.lo
            m32 = _M32
            m16 = _M16
            safe = 65536 - n
            for i in range(n - 1, 0, -1):
                x ^= (x << 13) & m32
                x ^= x >> 17
                x ^= (x << 5) & m32
                r = ((x >> 16) ^ (x << 7)) & m16
                if r >= safe:
                    limit = 65536 - 65536 % (i + 1)
                    while r >= limit:
                        x ^= (x << 13) & m32
                        x ^= x >> 17
                        x ^= (x << 5) & m32
                        r = ((x >> 16) ^ (x << 7)) & m16
                j = r % (i + 1)
                buf[i], buf[j] = buf[j], buf[i]
            self.hi = x >> 16
            self.lo = x & m16
            return
        i = n - 1
        while i > 0:
            j = self.below(i + 1)
            buf[i], buf[j] = buf[j], buf[i]
            i -= 1

    def first_player(self, players):
        """The seat that starts, drawn at random [RULES.md 1, "First player"]."""
        return self.below(players)
