"""Power-on never crashes on what it reads, and says what it lost [issue 27,
item 1]: a sample of tests/damage_sweep.py (every file of a match in play,
in every game family, damaged eight ways; every case in `make bench`,
tests/bench/bench_damage_sweep.py): no crash, no loss without a word on
the screen, nothing said twice."""
import damage_sweep


def test_damaged_files_end_in_a_clear_word_and_nothing_lost_silently():
    out = damage_sweep.sweep(every=3)
    print(out.line())
    assert out.cases > 100 and out.said > 10, out.line()     # not vacuous: losses were made and said
    assert not out.crashes, out.crashes[:3]
    assert not out.silent, out.silent[:3]
    assert not out.loops, out.loops[:3]
