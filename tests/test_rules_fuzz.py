"""The rules command under generated malformed and mutated input [issue 15,
item 10]: for every verb of host_tools.rules.VERBS, a few hundred documents
made from that verb's valid seeds (tests/fuzz_seeds.py) by tests/fuzz.py.
Every answer is exit 0 with JSON or exit 2 with one line
(host_tools/PROTOCOL.md); never a traceback. The long run,
thousands a verb, is tests/bench/bench_fuzz.py (`make bench`)."""
import pytest

import fuzz
import fuzz_seeds
from host_tools import rules

PER_VERB = 300


def test_every_verb_has_seed_documents():
    seeds = fuzz_seeds.seeds()
    assert sorted(seeds) == sorted(rules.VERBS)


@pytest.mark.parametrize("verb", sorted(rules.VERBS))
def test_fuzzed_documents_get_json_or_one_line(verb):
    seeds = fuzz_seeds.seeds()
    assert seeds.get(verb), "no seed documents for %s in tests/fuzz_seeds.py" % verb
    for doc in seeds[verb]:   # the seeds themselves are valid
        status, _out, err = rules.run(verb, __import__("json").dumps(doc))
        assert status == 0 or "not implemented yet" in err, (verb, err)
    out = fuzz.fuzz(verb, seeds[verb], PER_VERB)
    print(out.line())
    for text, tb in out.tracebacks[:3]:
        print(text[:300], "\n", tb)
    for text, why in out.wrong[:3]:
        print(text[:300], "\n", why)
    assert out.docs == PER_VERB
    assert not out.tracebacks and not out.wrong
    # The mutations reach past the first check: some inputs are still answered.
    assert out.refused and (out.answered or verb == "score")
