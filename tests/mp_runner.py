# Test runner for the MicroPython unix port: `micropython tests/mp_runner.py
# MODULE...`. Runs every test_* function of each module (found with dir(),
# which behaves alike on both runtimes, unlike locals()), prints a line per
# test and a closing count, and exits 1 if anything failed or nothing ran:
# micropython-lib's unittest.main() exits 0 on failure, this must not.
import sys

# Under `micropython -O` assert statements are compiled away, so a failing
# test would pass: refuse to run rather than report green.
try:
    assert False
except AssertionError:
    pass
else:
    print("mp_runner: assertions are off (micropython -O); run without -O")
    sys.exit(2)

passed = 0
failed = 0
for modname in sys.argv[1:]:
    mod = __import__(modname)
    for attr in sorted(dir(mod)):
        if not attr.startswith("test_"):
            continue
        fn = getattr(mod, attr)
        try:
            fn()
        except BaseException as e:  # noqa: BLE001 - a sys.exit() in a test is a failure too, not the end
            failed += 1
            print("FAIL %s.%s" % (modname, attr))
            sys.print_exception(e)
        else:
            passed += 1
            print("ok   %s.%s" % (modname, attr))
print("micropython: %d passed, %d failed" % (passed, failed))
sys.exit(1 if failed or not passed else 0)
