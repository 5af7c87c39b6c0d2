# bench: cpython
# Issue 15, item 10: the rules command under generated malformed and mutated
# input, 2,000 documents a verb (tests/fuzz.py from tests/fuzz_seeds.py; a
# few hundred a verb run in `make test`, tests/test_rules_fuzz.py). Every
# answer must be exit 0 with JSON or exit 2 with one line: prints the counts
# per verb and exits 1 on any traceback or bad answer.
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from benchlib import QUICK, report  # noqa: E402
import fuzz  # noqa: E402
import fuzz_seeds  # noqa: E402
from host_tools import rules  # noqa: E402

PER_VERB = 30 if QUICK else 2000

seeds = fuzz_seeds.seeds()
bad = 0
for verb in sorted(rules.VERBS):
    if not seeds.get(verb):
        print("FAIL: no seed documents for %s in tests/fuzz_seeds.py" % verb)
        bad += 1
        continue
    # Seed 7, not the test's 1: other documents than `make test` tries.
    out = fuzz.fuzz(verb, seeds[verb], PER_VERB, seed=7)
    report("fuzz %s: documents (answered / refused in one line)" % verb,
           "%d (%d / %d)" % (out.docs, out.answered, out.refused))
    report("fuzz %s: tracebacks" % verb, len(out.tracebacks))
    report("fuzz %s: bad answers" % verb, len(out.wrong))
    for text, tb in out.tracebacks[:3]:
        print("TRACEBACK for input %s\n%s" % (text[:200], tb))
    for text, why in out.wrong[:3]:
        print("BAD ANSWER for input %s: %s" % (text[:200], why))
    bad += len(out.tracebacks) + len(out.wrong)
sys.exit(1 if bad else 0)
