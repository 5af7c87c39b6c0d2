"""Matches from a board or from the simulator's flash, as the files share
mode's page offers: CSV, JSON and the SVG chart of the running totals
(firmware/share/export.py makes all three, here as on the device).

    python -m host_tools.export --flash sim-flash [--out DIR] [--match N]
    python -m host_tools.export --port /dev/ttyUSB0 [--out DIR] [--match N]

--flash reads a flash directory (the simulator's sim-flash/, or a board's
copy holding data/); --port reads /data from a board over USB through
mpremote's serial transport, then soft-resets it back into the app. Every
saved match is written (or only match N) as DIR/match-N.csv, .json, .svg
(DIR: export/). Every failure is one line on standard error, exit 1."""
import argparse
import base64
import datetime
import os
import sys
import tempfile

import host_tools  # noqa: F401  (firmware/ on sys.path)

_LIST = """\
import os
def _w(d):
 out = []
 for n in os.listdir(d):
  p = d + '/' + n
  if os.stat(p)[0] & 0x4000:
   out.extend(_w(p))
  else:
   out.append(p)
 return out
try:
 print(repr(_w('/data')))
except OSError:
 print('[]')
"""

_READ = """\
import binascii
with open(%r, 'rb') as _f:
 _f.seek(%d)
 print(binascii.b2a_base64(_f.read(%d)).decode().strip())
"""
_CHUNK = 768


class ExportError(Exception):
    """A one-line message for the user."""


def data_root(flash):
    """The directory the ledger writes in: flash/data on a board's copy,
    the flash itself for the simulator (its root is the data directory)."""
    d = os.path.join(flash, "data")
    return d if os.path.isdir(d) else flash


def copy_from_board(port, dest):
    """/data of the board at `port`, copied into dest/ (then the board is
    soft-reset into its app)."""
    from host_tools.deploy import Board, DeployError
    try:
        board = Board(port)
    except DeployError as e:
        raise ExportError(str(e)) from None
    try:
        for p in board.value(_LIST):
            rel = p[len("/data/"):]
            out = os.path.join(dest, rel)
            os.makedirs(os.path.dirname(out), exist_ok=True)
            with open(out, "wb") as f:
                at = 0
                while True:
                    b = base64.b64decode(board.run(_READ % (p, at, _CHUNK)).strip())
                    f.write(b)
                    at += len(b)
                    if len(b) < _CHUNK:
                        break
    except DeployError as e:
        raise ExportError(str(e)) from None
    finally:
        try:
            board.soft_reset()
        finally:
            board.close()
    return dest


def export(root, out, only=None):
    """Write the files for the matches saved under root; -> their paths."""
    from ledger.record import Unreadable
    from ledger.store import Store
    from share import export as fmt
    if not os.path.isdir(root):
        raise ExportError("no flash directory at %s" % root)
    store = Store(root)
    ids = store.ids()
    if only is not None:
        if only not in ids:
            raise ExportError("there is no match %d (saved: %s)" % (only, ", ".join(map(str, ids)) or "none"))
        ids = [only]
    if not ids:
        raise ExportError("no saved matches in %s" % root)
    os.makedirs(out, exist_ok=True)
    written = []
    for mid in ids:
        try:
            m, msg = store.load(mid)
        except (OSError, Unreadable) as e:
            raise ExportError("match %d cannot be read: %s" % (mid, e)) from None
        if msg:
            print("match %d: %s" % (mid, msg), file=sys.stderr)
        t = fmt.table(m, datetime.date.today().isoformat())   # the board has no clock
        for ext, text in (("csv", fmt.as_csv(t)), ("json", fmt.as_json(t) + "\n"), ("svg", fmt.as_svg(t))):
            p = os.path.join(out, "match-%d.%s" % (mid, ext))
            with open(p, "w", newline="") as f:
                f.write(text)
            written.append(p)
    return written


_EXAMPLE = """Example, the simulator's matches:
  python -m host_tools.export --flash sim-flash --out export"""


def main(argv=None):
    ap = argparse.ArgumentParser(prog="python -m host_tools.export", description=__doc__.split("\n\n")[0],
                                 epilog=_EXAMPLE, formatter_class=argparse.RawDescriptionHelpFormatter)
    src = ap.add_mutually_exclusive_group(required=True)
    src.add_argument("--flash", help="a flash directory (the simulator's sim-flash/)")
    src.add_argument("--port", help="a board's serial port")
    ap.add_argument("--out", default="export", help="where to write (default: export/)")
    ap.add_argument("--match", type=int, help="only this match")
    args = ap.parse_args(argv)
    try:
        if args.port:
            with tempfile.TemporaryDirectory() as tmp:
                paths = export(copy_from_board(args.port, tmp), args.out, args.match)
        else:
            paths = export(data_root(args.flash), args.out, args.match)
    except ExportError as e:
        print(e, file=sys.stderr)
        return 1
    for p in paths:
        print("wrote", p)
    return 0


if __name__ == "__main__":
    sys.exit(main())
