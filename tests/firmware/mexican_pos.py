# Builds Mexican Train engine positions for tests, on both runtimes.
from rules import games
from rules.mexican import position as mx
from rules.tiles import HI, LO, count, double, tile


def T(a, b):
    return tile(a, b)


def build(hands, trains=None, mexican=(), boneyard=(), markers=None, doubles=(), to_move=0,
          options=None, rest="bone", set_n=9, engine=9, first_left=0, after_double=0, drawn=0):
    """hands: per seat, (a, b) pairs; trains/mexican: (a, b) pairs oriented
    from the engine. Tiles named nowhere go to the end of the boneyard
    (rest="bone") or count as already on the table (rest="table")."""
    n = len(hands)
    r = mx.Position(set_n, n, engine, games.options("mexican-train", options or {}))
    owner = r.owner
    for t in range(count(set_n)):
        owner[t] = 253  # not placed yet
    owner[double(engine)] = mx.TABLE
    r.engine_placed = 1
    r.laid[engine] = 1
    for s in range(n):
        for a, b in hands[s]:
            owner[T(a, b)] = s
        r.held[s] = len(hands[s])
    lines = list(trains or [()] * n) + [mexican]
    for j in range(n + 1):
        end = engine
        for a, b in lines[j]:
            assert a == end, "test train does not chain"
            t = T(a, b)
            owner[t] = mx.TABLE
            r.trains[j].append(t)
            r.laid[a] += 1
            if a != b:
                r.laid[b] += 1
            end = b
        r.ends[j] = end
    bone = bytearray(T(a, b) for a, b in boneyard)
    for t in bone:
        owner[t] = mx.BONE
    for t in range(count(set_n)):
        if owner[t] == 253:
            if rest == "bone":
                owner[t] = mx.BONE
                bone.append(t)
            else:
                owner[t] = mx.TABLE
                r.laid[LO[t]] += 1
                if LO[t] != HI[t]:
                    r.laid[HI[t]] += 1
    r.bone = bytes(bone)
    if markers:
        for s in markers:
            r.markers[s] = 1
    r.doubles = list(doubles)   # oldest first, as the protocol lists them
    if r.flags & 2:             # doubles_newest_first: the engine keeps the order due
        r.doubles.reverse()
    r.seat = to_move
    r.first_left = first_left
    r.after_double = after_double
    r.drawn = drawn
    mx.reindex(r)
    return r


def legal(r):
    buf = mx.new_buffer()
    n = mx.moves(r, buf)
    return sorted(buf[:n])


def play(a, b, j):
    """The move laying tile (a, b) on train j (a seat, or n for Mexican)."""
    return T(a, b) << 4 | j


def plays(*moves):
    return sorted(play(a, b, j) for a, b, j in moves)
