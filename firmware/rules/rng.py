# Our own pseudo-random generator, so a seed gives the same shuffle on
# CPython and MicroPython (the built-in `random` differs between them and is
# optional on MicroPython). xorshift32 kept as two 16-bit halves: every
# intermediate value stays below 2**30, a small int on the ESP32, so drawing
# numbers allocates nothing. Where small ints are wide (CPython, 64-bit
# MicroPython ports) the state is one int (x) instead, and the same
# xorshift32 runs on it: faster, and exactly the same numbers.
import sys
from micropython import const

_M16 = const(0xFFFF)
_M32 = const(0xFFFFFFFF)  # not a small int on the ESP32: used only when WIDE

# One int holds x << 13 for any 32-bit x without allocating: 64-bit
# MicroPython (small ints of 62 bits) and CPython. Not the ESP32 (30 bits).
WIDE = getattr(sys, "maxsize", 0) >> 46 > 0


class Rng:

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
        if WIDE:
            self.x = s
        else:
            self.hi = (s >> 16) & _M16
            self.lo = s & _M16
        # xorshift needs a few steps to spread a small seed over all bits.
        for _ in range(16):
            self.next16()

    def next16(self):
        if WIDE:
            x = self.x
            x ^= (x << 13) & _M32
            x ^= x >> 17
            x ^= (x << 5) & _M32
            self.x = x
            return ((x >> 16) ^ (x << 7)) & _M16
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
        if WIDE:
            # next16() inlined (see shuffle() for the one mask a step): a
            # bot's every choice draws here.
            x = (self.x ^ (self.x << 13)) & _M32
            x ^= x >> 17
            x ^= x << 5
            r = ((x >> 16) ^ (x << 7)) & _M16
            if r >= 65536 - n:   # rare: past 65536 - n, check the exact limit
                limit = 65536 - 65536 % n
                while r >= limit:
                    x = (x ^ (x << 13)) & _M32
                    x ^= x >> 17
                    x ^= x << 5
                    r = ((x >> 16) ^ (x << 7)) & _M16
            self.x = x & _M32
            return r % n
        limit = 65536 - 65536 % n
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
            # One mask a step instead of two: the third shift's carry past
            # bit 31 is left in x, where the output (bits 0-31) never reads
            # it, and the next step's mask clears it (a ^ b, masked, is the
            # masked a ^ the masked b).
            x = self.x
            m32 = _M32
            m16 = _M16
            safe = 65536 - n
            for i in range(n - 1, 0, -1):
                x = (x ^ (x << 13)) & m32
                x ^= x >> 17
                x ^= x << 5
                r = ((x >> 16) ^ (x << 7)) & m16
                if r >= safe:
                    limit = 65536 - 65536 % (i + 1)
                    while r >= limit:
                        x = (x ^ (x << 13)) & m32
                        x ^= x >> 17
                        x ^= x << 5
                        r = ((x >> 16) ^ (x << 7)) & m16
                j = r % (i + 1)
                buf[i], buf[j] = buf[j], buf[i]
            self.x = x & m32
            return
        i = n - 1
        while i > 0:
            j = self.below(i + 1)
            buf[i], buf[j] = buf[j], buf[i]
            i -= 1

    def opener(self, players):
        """The seat that starts, drawn at random [rules/README.md §1, "First player"]."""
        return self.below(players)
