"""The rules command in-process (host_tools.rules.run), for the tests that
ask it a question: its answer parsed, or its one-line refusal."""
import json

from host_tools import rules


def run(verb, doc):
    """-> (exit status, the answer parsed or None, standard error)."""
    status, out, err = rules.run(verb, json.dumps(doc))
    return status, (json.loads(out) if status == 0 else None), err


def ok(verb, doc):
    status, out, err = run(verb, doc)
    assert status == 0, err
    return out


def refused(verb, doc):
    """The refusal's line: exit 2, nothing on standard output, one line."""
    status, out, err = run(verb, doc)
    assert status == 2 and out is None and err and err.count("\n") <= 1, (status, err)
    return err.strip()
