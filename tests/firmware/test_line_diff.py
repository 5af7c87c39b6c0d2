# The line games' referee against their engine move by move, a short run
# on both runtimes (tests/test_line_differential.py runs more, `make bench`
# 2,000 rounds a game): every game, its option sets, quick and layout mode.
import line_diff as diff


def test_line_referee_equals_the_engine_on_both_runtimes():
    for game in diff.GAMES:
        rounds, moves, _blocked, _most = diff.run(game, 12, 300)
        assert rounds == 12 and moves > 100, game
