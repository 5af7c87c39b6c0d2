# The tile bookkeeping of a simulated line or cross round, checked the
# same way for both (the engines keep a seat's tiles alike: rules.line.position):
# shared by tests/test_line_properties.py and tests/firmware/cross_props.py.
from rules.line.position import BONE, TABLE


def conserved_tiles(r):
    """Every tile is somewhere exactly once: the seats' held counts and the
    bazaar's count are the tiles owner gives them, and each tile laid is on
    the table and laid once."""
    held = [0] * r.n
    for t in range(28):
        s = r.owner[t]
        if s < r.n:
            held[s] += 1
    assert held == list(r.held), "held counts"
    assert sum(1 for t in range(28) if r.owner[t] == BONE) == r.left, "bazaar count"
    seen = [0] * 28
    for t in r.laid:
        seen[t] += 1
        assert r.owner[t] == TABLE
    assert max(seen) <= 1, "a tile laid twice"
