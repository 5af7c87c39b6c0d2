"""Issue 15, item 6: a full flash and a failing one, on real littlefs under
the MicroPython unix port (tests/scripts/ledger_fullflash.py): the save that
hits "no space left" keeps the last good copy, says "Not saved: flash
full" and offers to delete the finished matches; any other write error
gets a plain message; nothing confirmed is lost and nothing unconfirmed is
kept."""
import mp


def test_full_and_failing_flash_on_littlefs():
    r = mp.run(["tests/scripts/ledger_fullflash.py"], heapsize="2m", extra_path=("tests/firmware", "tests"))
    print(r.stdout, r.stderr)
    assert r.returncode == 0, r.stdout + r.stderr
    assert "fullflash: all checks passed" in r.stdout
    assert "FAIL" not in r.stdout
