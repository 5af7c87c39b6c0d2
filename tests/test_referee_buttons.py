"""Engine-played Mexican Train rounds pressed into the device app through
its buttons (tests/referee_buttons.py): after every move the referee's
screen shows the engine's whose turn, tiles each, markers, the due double,
boneyard, last-tile seats and round end, and every report stays within the
issue's press budget [rules/README.md §1; issue 10, Build 3]. `make bench` presses
336 rounds; this runs two rounds of every option set of
tests/firmware/referee_diff.py."""
import referee_buttons as rb
from referee_diff import OPTION_SETS


def test_engine_rounds_pressed_by_buttons_show_the_engines_state_within_budgets():
    counts = {}
    rounds = moves = 0
    for i in range(0, 7 * len(OPTION_SETS), 7):   # one match per option set, 2 to 8 players
        moves += rb.play_match(*rb.case(i), rounds=2, counts=counts)
        rounds += 2
    assert rounds == 2 * len(OPTION_SETS) and moves > 1500
    print("\n".join(rb.report_lines(counts)))
    assert not rb.over_budget(counts), rb.over_budget(counts)
    # The common reports were all seen.
    for kind in ("own or due train", "the Mexican Train", "a marked train", "drew, it did not fit",
                 "a double on the own or due train"):
        assert counts[kind][0] > 10, kind


def test_the_screen_reader_catches_a_wrong_count():
    # The check is only as good as its reading of the frame: a referee that
    # shows one tile too many for the seat to move must be caught.
    from rules.mexican import referee as rf
    real = rf.Referee.report

    def wrong(self, kind, arg=0, tile=-1):
        real(self, kind, arg, tile)
        if kind == rf.PLAY and self.held[self.seat] > 3:
            self.held[self.seat] += 1

    rf.Referee.report = wrong
    try:
        rb.play_match(*rb.case(0), rounds=1, counts={})
    except rb.Divergence as e:
        assert "tiles" in str(e)
    else:
        raise AssertionError("a wrong tile count went unnoticed")
    finally:
        rf.Referee.report = real
