# The referee against the engine move by move, a short run on both
# runtimes (the CPython suite runs 1,000 rounds, `make bench` 12,000):
# rounds of every option set of rules/README.md §1, 2 to 8 players.
import referee_diff as diff


def test_referee_equals_the_engine_on_both_runtimes():
    rounds, moves, _blocked, _most = diff.run(84, 500)
    assert rounds == 84 and moves > 5000
