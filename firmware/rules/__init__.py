# The rules core: pure Python, no hardware, no I/O. Runs unchanged on the
# device (MicroPython), in host tests (CPython) and in the simulator.


class RulesError(ValueError):
    """Input the rules cannot accept. The message is shown to a person as is:
    one line, says what is wrong, no traceback."""
