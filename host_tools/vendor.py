"""The third-party MicroPython packages the firmware runs with, copied from
the pinned package installed in .venv (requirements.txt) into
firmware/lib/, which the board has on its sys.path as /lib. Nothing of
theirs is committed: firmware/lib/ is made here, at build time, by every
path that needs it (the tests, make deploy, make bench, make sim-mp, the
freeze manifest), and `make deploy` compiles it to .mpy with the rest.

    python -m host_tools.vendor        # make firmware/lib/ up to date

Today that is microdot (share mode's web server), its two modules the
server imports and its licence."""
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LIB = os.path.join(ROOT, "firmware", "lib")
# package -> the files of it the firmware needs (microdot's extensions,
# its CPython-only adapters and its test client stay behind)
PACKAGES = {"microdot": ("__init__.py", "microdot.py")}


class VendorError(Exception):
    """A one-line message for the user."""


def pinned(name):
    """The version requirements.txt pins for package `name`."""
    with open(os.path.join(ROOT, "requirements.txt")) as f:
        for line in f:
            line = line.split("#", 1)[0].strip()
            if line.lower().startswith(name.lower() + "=="):
                return line.split("==", 1)[1].strip()
    raise VendorError("requirements.txt pins no version of %s" % name)


def _installed(name):
    from importlib import metadata
    try:
        dist = metadata.distribution(name)
    except metadata.PackageNotFoundError:
        raise VendorError("%s is not installed in %s: run make (it installs requirements.txt)"
                          % (name, sys.prefix)) from None
    if dist.version != pinned(name):
        raise VendorError("%s %s is installed but requirements.txt pins %s: run make"
                          % (name, dist.version, pinned(name)))
    return dist


def ensure(lib=LIB):
    """Copy each package's files into lib/ where they differ; returns the
    paths written (none when lib/ is up to date)."""
    written = []
    for name, files in PACKAGES.items():
        dist = _installed(name)
        wanted = {f: dist.locate_file(name + "/" + f) for f in files}
        for f in dist.files or ():
            if f.name.upper().startswith("LICENSE"):
                wanted["LICENSE"] = dist.locate_file(f)
        for f, src in wanted.items():
            with open(src, "rb") as fh:
                data = fh.read()
            dst = os.path.join(lib, name, f)
            try:
                with open(dst, "rb") as fh:
                    if fh.read() == data:
                        continue
            except OSError:
                pass
            os.makedirs(os.path.dirname(dst), exist_ok=True)
            tmp = "%s.%d.tmp" % (dst, os.getpid())   # pytest-xdist workers run this at once
            with open(tmp, "wb") as fh:
                fh.write(data)
            os.replace(tmp, dst)
            written.append(dst)
    return written


def main():
    try:
        for p in ensure():
            print("wrote", os.path.relpath(p, ROOT))
    except VendorError as e:
        print(e, file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
