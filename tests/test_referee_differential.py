"""The device's referee against the engine, move by move, over 1,000
engine-played rounds (tests/firmware/referee_diff.py: random, greedy and
planning bots, 2 to 8 players, double-9 and double-12, every option of
rules/README.md §1 alone and the issue's pairs). `make bench` runs 12,000 more."""
import referee_diff as diff
from rules.mexican import referee as rf


def test_referee_equals_the_engine_after_every_move_over_1000_rounds():
    rounds, moves, blocked, most = diff.run(1000)
    assert rounds == 1000 and moves > 80000
    # Blocked rounds happen, and the referee sees each within two passes
    # from every seat of the engine [rules/README.md §1, End of round].
    assert blocked > 10 and most <= 16


def test_the_differential_catches_a_referee_that_blocks_too_early(monkeypatch):
    # The old device referee's rule: blocked once every seat passed in a
    # row with the boneyard empty, whatever those passes opened [rules/README.md
    # 1, End of round]. Planted, it must be caught.
    def naive(self):
        return all(p for p in self.proof)

    monkeypatch.setattr(rf.Referee, "stuck", naive)
    try:
        diff.run(1000)
    except diff.Divergence as e:
        assert "referee" in str(e)
    else:
        raise AssertionError("the planted early block went unnoticed")
