"""hardware/freeze/manifest.py freezes the whole firmware. MicroPython's
tools/manifestfile.py (and the ESP-IDF build around it) is not installed
here, so this runs the manifest the way that tool does (exec with the
manifest's directory as the working directory) and records what it asks for."""
import os

import mp

MANIFEST = os.path.join(mp.ROOT, "hardware", "freeze", "manifest.py")


def run_manifest(manifest=MANIFEST):
    calls = []

    def include(path, **kw):
        calls.append(("include", path))
        if not path.startswith("$("):
            # The firmware's own manifest, run as the tool runs an include:
            # from its own directory.
            calls.extend(run_manifest(os.path.join(os.path.dirname(manifest), path)))

    env = {
        "include": include,
        "package": lambda name, files=None, base_path=".", opt=None: calls.append(
            ("package", os.path.normpath(os.path.join(base_path, name)))),
        "module": lambda name, base_path=".", opt=None: calls.append(
            ("module", os.path.normpath(os.path.join(base_path, name)))),
    }
    cwd = os.getcwd()
    os.chdir(os.path.dirname(manifest))
    try:
        with open(manifest) as f:
            exec(f.read(), env)
        return [(kind, os.path.abspath(p) if kind != "include" else p) for kind, p in calls]
    finally:
        os.chdir(cwd)


def frozen_files(calls):
    out = set()
    for kind, path in calls:
        if kind == "module":
            out.add(path)
        elif kind == "package":
            out.update(os.path.join(d, f) for d, _, fs in os.walk(path) for f in fs if f.endswith(".py"))
    return out


def test_manifest_freezes_every_firmware_file_and_the_version():
    calls = run_manifest()
    assert ("include", "$(PORT_DIR)/boards/manifest.py") in calls
    assert ("include", "boneyard.py") in calls
    files = frozen_files(calls)
    firmware = {os.path.join(d, f) for d, _, fs in os.walk(mp.FIRMWARE) for f in fs if f.endswith(".py")}
    assert firmware <= files
    version = os.path.join(mp.ROOT, "build", "freeze", "version.py")
    assert files - firmware == {version}
    with open(version) as f:
        assert f.read().splitlines()[1].startswith("VERSION = '")
