"""An update cut short never leaves a board that will not start [issue 27,
item 5]: tests/deploy_cut.py pulls the cable before every command of an
update, then powers the board on: it starts every time, on the old
firmware or the new, and /data is byte for byte as before."""
import os
import shutil

import pytest

import deploy_cut
import mp


@pytest.fixture(scope="module")
def base(tmp_path_factory):
    """A board with the firmware deployed and a match in play on its /data
    (made by the simulator, the same firmware: language chosen, a new game
    dealt), powered off: (its flash, the screen it starts on, the update,
    the commands of the whole update, a folder for the trials)."""
    from host_tools.headless import run_script
    tmp = tmp_path_factory.mktemp("deploy-cut")
    flash = str(tmp / "flash")
    deploy_cut.deploy_until(flash, mp.FIRMWARE, "cut-1", None)
    r = run_script("ok ok", root=os.path.join(flash, "data"))       # New game, Deal
    assert r.error is None, r.error
    expect = str(tmp / "expect")
    shutil.copytree(os.path.join(flash, "data"), expect)
    r = run_script("", root=expect, language=None)                  # its power-on, in the simulator
    shown, sent = deploy_cut.power_on(flash)
    assert shown == r.last.text + "\n" and "Traceback" not in sent, (shown, sent[-2000:])
    update = deploy_cut.update_of(mp.FIRMWARE, str(tmp / "update"))
    # The whole update, uncut, on a copy: how many board commands it takes.
    whole = str(tmp / "whole")
    shutil.copytree(flash, whole)
    n = deploy_cut.deploy_until(whole, update, "cut-2", None)
    shown2, sent2 = deploy_cut.power_on(whole)
    assert shown2 == shown and "Traceback" not in sent2
    return flash, shown, update, n, tmp


def test_an_update_cut_at_any_point_leaves_a_board_that_starts(base):
    flash, shown, update, n, tmp = base
    data = deploy_cut.data_of(flash)
    assert data and n > 10
    failed = []
    for cut in range(n + 1):
        trial = str(tmp / ("cut%d" % cut))
        shutil.copytree(flash, trial)
        deploy_cut.deploy_until(trial, update, "cut-2", cut)
        got, sent = deploy_cut.power_on(trial)
        if got != shown or "Traceback" in sent or "rror" in (got or ""):
            failed.append((cut, got, sent[-600:]))
        elif deploy_cut.data_of(trial) != data:
            failed.append((cut, "/data changed", sorted(deploy_cut.data_of(trial))))
        shutil.rmtree(trial)
    print("%d cut points, %d boards that did not start or lost data" % (n + 1, len(failed)))
    assert not failed, failed[:3]
