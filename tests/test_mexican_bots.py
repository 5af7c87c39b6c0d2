"""The planning bot with a hand bigger than any deal: double-18, a player
who drew most of the boneyard [rules/README.md §1, Cannot play: draw]. Its chain
search must take the whole hand, not stop (or fail) at a fixed length."""
from rules import games
from rules.mexican import position as mx
from rules.mexican.bots import make
from rules.tiles import HI, LO, count, double


def test_planning_bot_chains_a_hand_of_over_64_tiles():
    r = mx.Position(18, 2, 18, games.options("mexican-train", {}))
    owner = r.owner
    e = double(18)
    for t in range(count(18)):
        owner[t] = 0 if t != e else mx.TABLE  # seat 0 holds the rest of the set
    r.held[0] = count(18) - 1
    r.engine_placed = 1
    r.laid[18] = 1
    mx.reindex(r)
    buf = mx.new_buffer()
    n = mx.moves(r, buf)
    bot = make("planning")
    bot.budget = 5000
    m = bot.choose(r, buf, n, None)
    assert m in list(buf[:n])
    # The plan it found runs past 64 tiles and chains from the engine's 18.
    assert len(bot.plan) > 64
    end = 18
    for t in bot.plan:
        assert end in (LO[t], HI[t])
        end = HI[t] + LO[t] - end
