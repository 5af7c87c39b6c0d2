"""Properties of simulated cross and fives matches, 300 rounds a game in
`make test` (tests/firmware/cross_props.py: tiles conserved, the layout
chains, every play's points allowed by its game, each round's charge by
its rule, totals add up, matches end) [rules/README.md §5, 6, 7, 8, 9]; `make
bench` runs 2,000 a game (bench_cross)."""
import pytest

import cross_props as props

ROUNDS = 300


@pytest.mark.parametrize("game", props.GAMES)
def test_simulated_rounds_keep_the_tiles_score_by_the_rule_and_end(game):
    rounds, moves, matches = props.run(game, ROUNDS)
    assert rounds >= ROUNDS and matches > 1 and moves > 10 * rounds


def test_the_properties_catch_a_play_scoring_off_the_fives(monkeypatch):
    # Planted: every play scores the ends' count, multiple of 5 or not.
    from rules.cross import position as cx
    monkeypatch.setattr(cx, "points_now", cx.count_ends)
    with pytest.raises(AssertionError):
        props.run("muggins", 100)


def test_the_properties_catch_a_wrong_going_out_bonus(monkeypatch):
    # Planted: Muggins' going out scores 5, not 10 [rules/README.md §8].
    sf = __import__("rules.score.fives", None, None, ["end_bonus"])   # the module scoring.score loads
    real = sf.end_bonus

    def wrong(r, of, kind):
        bonus, note = real(r, of, kind)
        if kind == sf.FIVES and r.out >= 0:
            bonus[of[r.out]] = 5
        return bonus, note
    monkeypatch.setattr(sf, "end_bonus", wrong)
    with pytest.raises(AssertionError):
        props.run("muggins", 100)
