# The rules core: pure Python, no hardware, no I/O. Runs unchanged on the
# device (MicroPython), in host tests (CPython) and in the simulator.


class RulesError(ValueError):
    """Input the rules cannot accept. The message is one line, says what is
    wrong, no traceback: English, as the rules protocol prints it. Most
    refusals the device can meet also carry .said, (kind, args), which it
    says in the player's language (app.refusal); without .said the device
    shows the message as is."""


def error(kind, msg, args=()):
    """-> RulesError(msg % args, or msg itself without args): the protocol's
    English, and .said = (kind, args) for the device to say it in the
    player's language (app.refusal: the referees' codes, kind >= 1024; the
    round entry's kinds 10-33, rules.score.scoring and ledger.match; the ledger's 0-9). Its names
    are ones the device has interned already: two new ones (refuse, words)
    tipped the 32-bit build's Mexican match into another qstr pool, the
    smallest heap it completes in from 69 to 78 KB."""
    e = RulesError(msg % args if args else msg)
    e.said = (kind, args)
    return e
