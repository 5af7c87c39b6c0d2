# An answer to a plate, checked by a step's rules, and every answer a hand
# holds. An answer is the plates the player lays and the signs between
# them, read left to right as the child says it: [1, "+", 3] is "1 + 3",
# [5, "-", 1, "+", 0] "5 - 1 + 0". Every number on the way stays within
# the step's (never below zero: no negative numbers at this age; never
# past the step's limit), and the last is the plate's number.
from rules import RulesError
from rules.counting.steps import ADD, SUB, step as find

# How the device says a refusal (app.refusal, COUNT_WHY_k): .said is
# (the family's number << 10 | k << 5, the values its text shows); the protocol's line is
# the English message.

_HOW_MANY = {(1, 2): "one or two plates", (1, 3): "one to three plates", (2, 2): "two plates",
             (2, 0): "two plates or more", (1, 0): "any number of plates"}


def refuse(k, msg, said):
    """RulesError(msg), said on the device as COUNT_WHY_k with `said`."""
    from rules.families import number
    e = RulesError(msg)
    e.said = (number("counting") << 10 | k << 5, said)
    return e


def said(answer):
    """"1 + 3" for [1, "+", 3]."""
    return " ".join(str(x) for x in answer)


def row(key):
    r = find(key)
    if r is None:
        raise RulesError("no step %s: the steps with answers are 2.1, 2.2, 2.3, 3.1, 3.2, 4, 5, 6, 7, 8" % key)
    return r


def check(key, plate, hand, answer):
    """Raises RulesError, one line naming the rule, unless `answer` (a
    list of numbers and "+"/"-" in turn) answers `plate` from `hand` (a
    list of numbers) at step `key`. -> the plates it lays, in order."""
    _k, top, _dealt, ops, least, most, same, cap = row(key)
    nums = answer[0::2]
    signs = answer[1::2]
    for v in [plate] + nums:
        if not 0 <= v <= top:
            raise refuse(1, "%d is no plate of step %s: its plates have 0 to %d dots" % (v, key, top), (v, top))
    for v in nums:
        have = hand.count(v)
        if not have:
            raise RulesError("the hand holds no %d" % v)
        if nums.count(v) > have:
            raise RulesError("the hand holds %d plate%s of %d, the answer lays %d" % (
                have, "s" if have > 1 else "", v, nums.count(v)))
    k = len(nums)
    if k < least or (most and k > most):
        raise refuse(2, "step %s answers with %s, not %d" % (key, _HOW_MANY[(least, most)], k),
                     (key, "%d%s" % (least, "-%d" % most if most > least else "" if most else "+"), k))
    if ops == ADD and "-" in signs:
        raise refuse(3, "step %s adds: an answer has no minus" % key, (key,))
    if ops == SUB and "+" in signs:
        raise refuse(4, "step %s subtracts: one plate, then what is taken away, no plus" % key, (key,))
    if not same and nums[0] == plate:
        # Its own number first, the rest would make nothing: no counting.
        raise refuse(5, "step %s: %d is not answered by the same plate: make %d by counting" % (key, plate, plate),
                     (plate,))
    v = nums[0]
    for i in range(k - 1):
        w = v + nums[i + 1] if signs[i] == "+" else v - nums[i + 1]
        part = said(answer[:2 * i + 3])
        if w < 0:
            raise refuse(6, "%s goes below zero: take away less than %d" % (part, v), (part, v))
        if w > cap:
            raise refuse(7, "%s makes %d: past %d, step %s's numbers" % (part, w, cap, key), (part, w, cap))
        v = w
    if v != plate:
        raise refuse(8, "%s makes %d, not %d" % (said(answer), v, plate), (said(answer), v, plate))
    return nums


def answers(key, plate, hand):
    """Every answer `hand` holds for `plate` at step `key`: one for each
    choice of plates added and plates taken away (the same numbers
    chosen another way are the same answer), written in the first order
    that keeps within the step's numbers (the largest plates first, what
    is added before what is taken away), fewest plates first."""
    _k, top, _dealt, ops, least, most, same, cap = row(key)
    values = sorted(set(v for v in hand if 0 <= v <= top), reverse=True)
    counts = [hand.count(v) for v in values]
    out = []
    plus = [0] * len(values)
    minus = [0] * len(values)

    def choose(i, k, total):
        if i == len(values):
            if k < least or (most and k > most) or total != plate or not sum(plus):
                return
            if ops == SUB and sum(plus) != 1:
                return
            order = _order(values, plus, minus, cap, -1 if same else plate)
            if order is not None:
                out.append(order)
            return
        for p in range(counts[i] + 1):
            if p and ops == SUB and sum(plus) + p > 1:
                break
            for m in range(counts[i] - p + 1):
                if m and ops == ADD:
                    break
                if most and k + p + m > most:
                    break
                plus[i], minus[i] = p, m
                choose(i + 1, k + p + m, total + (p - m) * values[i])
        plus[i] = minus[i] = 0

    choose(0, 0, 0)
    out.sort(key=lambda a: (len(a), [x if isinstance(x, int) else -1 for x in a]))
    return out


def _order(values, plus, minus, cap, banned):
    """The plates chosen (plus[i], minus[i] of values[i]) as an answer
    whose every step stays within 0..cap and whose first plate is not
    `banned` (the plate's own number, where the step bans it), or None. A
    search; the first order tried is the largest plates added first."""
    left_p = list(plus)
    left_m = list(minus)
    n = len(values)
    seen = set()

    def walk(v, path):
        if not any(left_p) and not any(left_m):
            return path
        state = (v, tuple(left_p), tuple(left_m))
        if state in seen:
            return None
        seen.add(state)
        for i in range(n):
            if left_p[i] and v + values[i] <= cap and (path or values[i] != banned):
                left_p[i] -= 1
                got = walk(v + values[i], path + ([values[i]] if not path else ["+", values[i]]))
                left_p[i] += 1
                if got is not None:
                    return got
        if path:
            for i in range(n):
                if left_m[i] and v - values[i] >= 0:
                    left_m[i] -= 1
                    got = walk(v - values[i], path + ["-", values[i]])
                    left_m[i] += 1
                    if got is not None:
                        return got
        return None

    return walk(0, [])
