# The rules core: pure Python, no hardware, no I/O. Runs unchanged on the
# device (MicroPython), in host tests (CPython) and in the simulator.


class RulesError(ValueError):
    """Input the rules cannot accept. The message is one line, says what is
    wrong, no traceback: English, as the rules protocol prints it. Most
    refusals the device can meet also carry .said, (kind, args), which it
    says in the player's language (app.refusal); without .said the device
    shows the message as is."""
