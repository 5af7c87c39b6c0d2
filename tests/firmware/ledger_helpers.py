# Scratch directories for the ledger's storage tests, alike on CPython and
# the MicroPython unix port (which has no tempfile or shutil).
import os


def tmpdir(tag):
    b = os.urandom(4)
    path = "/tmp/boneyard-%s-%02x%02x%02x%02x" % ((tag,) + tuple(b))
    os.mkdir(path)
    return path


def rmtree(path):
    for name in os.listdir(path):
        p = path + "/" + name
        if os.stat(p)[0] & 0x4000:  # a directory
            rmtree(p)
        else:
            os.remove(p)
    os.rmdir(path)


def read(path):
    with open(path, "rb") as f:
        return bytearray(f.read())


def write(path, data):
    with open(path, "wb") as f:
        f.write(data)
