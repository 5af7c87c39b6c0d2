# An update over USB (make deploy, host_tools/deploy.py) switches the board
# from the old firmware to the new in one step, so a cable pulled at any
# moment leaves a board that starts: the new files are written beside the
# old ones (NAME.new), then one rename makes this journal, the list of
# what the switch does, and only then are the new files renamed into
# place and the dropped ones removed. main.py finishes a switch a cut
# stopped half way, before anything is imported; before the journal
# exists, the old firmware runs untouched. /data is never in it.
import os

JOURNAL = "/.boneyard-switch"


def finish():
    """Finish the switch the journal lists, if there is one: each NAME.new
    renamed over NAME (one done already has no NAME.new), each "-NAME"
    removed, the journal last. -> whether there was one."""
    try:
        with open(JOURNAL) as f:
            steps = f.read().split("\n")
    except OSError:
        return False
    for p in steps:
        try:
            if p[:1] == "-":
                os.remove(p[1:])
            elif p:
                os.rename(p + ".new", p)
        except OSError:
            pass          # done before the cut
    os.remove(JOURNAL)
    return True
