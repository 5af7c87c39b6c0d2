# Test runner for the MicroPython unix port: `micropython tests/mp_runner.py
# MODULE...`. Runs every test_* function of each module (found with dir(),
# which behaves alike on both runtimes, unlike locals()), prints a line per
# test and a closing count, and exits 1 if anything failed or nothing ran:
# micropython-lib's unittest.main() exits 0 on failure, this must not.
import sys

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
        except Exception as e:  # noqa: BLE001 - report every failure
            failed += 1
            print("FAIL %s.%s" % (modname, attr))
            sys.print_exception(e)
        else:
            passed += 1
            print("ok   %s.%s" % (modname, attr))
print("micropython: %d passed, %d failed" % (passed, failed))
sys.exit(1 if failed or not passed else 0)
