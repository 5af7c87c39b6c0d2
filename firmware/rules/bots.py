# What the computer players of every family share, for the simulator and
# the tests (the device never loads this module): a bot is an object with
# choose(r, buf, n, rng) -> one of the n legal moves in buf, and each
# family's bots (rules.<family>.bots) are a table of such classes by name.


class RandomBot:
    """Any legal move, uniformly."""
    name = "random"

    def choose(self, r, buf, n, rng):
        return buf[rng.below(n)]


def make_from(bots, name, games):
    """A new bot of the kind named, from a game family's table of bots
    (games: the family, as the message names it, e.g. " for Sausage")."""
    from rules import RulesError
    cls = bots.get(name)
    if cls is None:
        raise RulesError("unknown bot %r%s; bots are %s" % (name, games, ", ".join(sorted(bots))))
    return cls()


def play_out(engine, r, bots, rng, buf=None, on_move=None):
    """Let the bots (one per seat) play round r to its end on the engine
    (a module with new_buffer, moves and apply: rules.<family>.position);
    on_move(r, m) sees each move before it is made."""
    moves = engine.moves
    apply = engine.apply
    if buf is None:
        buf = engine.new_buffer()
    while not r.over:
        n = moves(r, buf)
        m = buf[0] if n == 1 else bots[r.seat].choose(r, buf, n, rng)
        if on_move is not None:
            on_move(r, m)
        apply(r, m)
    return r
