"""The line games' referee against their engine, move by move, over 300
engine-played rounds of each game (tests/firmware/line_diff.py: random and
greedy bots, every player count, each game's option sets, quick and layout
mode, whole matches so later rounds' openings are played too). `make bench`
runs 2,000 rounds a game (bench_line_referee)."""
import pytest

import line_diff as diff
from rules.line import referee as rf


@pytest.mark.parametrize("game", diff.GAMES)
def test_line_referee_equals_the_engine_after_every_move(game):
    before = dict(diff.SEEN)
    rounds, moves, blocked, most = diff.run(game, 300)
    assert rounds == 300 and moves > 2000
    met = {k: diff.SEEN[k] - before[k] for k in before}
    if game == "sea-kozel":
        # Its extraordinary rounds, the 6-0 in their gap [002 l.139-145].
        assert met["extraordinary"] > 5 and met["gap"] > 1, met
    if game == "seven":
        assert met["second extra"] > 0, met   # two tiles after three in a row [002 l.275]
    # Blocked rounds happen, and the referee sees each within one knock
    # from every seat once the engine does [PROTOCOL.md, "Referee
    # log (line and cross games)"].
    assert blocked > 0 and most <= 6


def test_the_differential_catches_a_referee_that_blocks_too_early(monkeypatch):
    # Planted: a block once all seats but one have knocked.
    def early(self):
        return bin(self.proof).count("1") >= self.n - 1

    monkeypatch.setattr(rf.Referee, "stuck", early)
    with pytest.raises(diff.Divergence, match="referee"):
        diff.run("block", 300)


def test_the_differential_catches_a_naive_fish(monkeypatch):
    # Planted: "fish" as soon as both ends show one number, whether or not
    # a tile of it is still off the table [rules/README.md §0, Block].
    real = rf.Referee.stuck

    def naive(self):
        return bool(self.flags & rf.LAYOUT and self.open and self.ends[0] == self.ends[1]) or real(self)

    monkeypatch.setattr(rf.Referee, "stuck", naive)
    with pytest.raises(diff.Divergence):
        diff.run("kozel", 300)
