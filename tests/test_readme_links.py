"""README stands alone [issue 16, item 8]: every link in it and in the
references it points to (the rules reference, the protocol, the hardware
notes) is a file in this repository, and it sends nobody to files beside
it that a clone does not have."""
import os
import re

import mp

DOCS = ("README.md", "firmware/rules/README.md", "host_tools/PROTOCOL.md", "hardware/README.md",
        "hardware/freeze/README.md", "firmware/README.md", "host_tools/README.md", "tests/README.md",
        "tests/bench/README.md", "texts/README.md")
LINK = re.compile(r"!?\[[^\]]*\]\(([^)\s]+)\)")


def test_every_link_is_a_file_in_the_repository():
    checked = 0
    for doc in DOCS:
        base = os.path.dirname(os.path.join(mp.ROOT, doc))
        for target in LINK.findall(open(os.path.join(mp.ROOT, doc)).read()):
            if "://" in target or target.startswith("#"):
                continue
            path = os.path.normpath(os.path.join(base, target.split("#")[0]))
            assert path.startswith(mp.ROOT + os.sep), (doc, target)     # inside the repository
            assert os.path.exists(path), (doc, target)
            checked += 1
    assert checked > 20


def test_readme_points_at_the_references_in_the_repository():
    readme = open(os.path.join(mp.ROOT, "README.md")).read()
    assert "](firmware/rules/README.md)" in readme and "](host_tools/PROTOCOL.md)" in readme
    for outside in ("beside this repository", "shared/RULES.md", "RULES-PROTOCOL.md", "shared/spec"):
        assert outside not in readme, outside


# Where the rules reference tells each game of the games table.
WHERE = {"mexican-train": "## 1. Mexican Train", "block": "## 2. Block and Draw", "draw": "**Draw game** (`draw`)",
         "two-player": "**Two-player dominoes**", "kozel": "## 3. Kozel", "sport": "**Sport dominoes**",
         "sea-kozel": "## 4. Sea Kozel", "checheve": "## 5. Chechev", "donkey": "## 6. Donkey",
         "telephone": "## 7. Telephone", "muggins": "## 8. Muggins", "bergen": "## 9. Bergen",
         "general": "## 10. General", "seven": "## 11. Seven", "sausage": "## 12. Sausage",
         "kids": "## 13. Kids", "counting": "## 14. Chaplygin's counting dominoes"}


def test_the_rules_reference_has_every_game_and_option():
    from rules import games
    ref = open(os.path.join(mp.FIRMWARE, "rules", "README.md")).read()
    assert sorted(WHERE) == games.names()
    for name in games.names():
        assert WHERE[name] in ref, name
        for option in games.game(name)[5]:
            assert "`%s`" % option in ref, (name, option)


def test_readme_is_for_the_people_who_use_the_device():
    # [issue 43, item 13]: README is the quick start, the pictures, a first
    # evening and building one, in about 300 lines; the design notes and
    # measurements are in the folders they describe, linked from it.
    readme = open(os.path.join(mp.ROOT, "README.md")).read()
    assert len(readme.splitlines()) <= 300
    quick = readme.split("## Quick start", 1)[1].split("##", 1)[0]
    assert "make sim " in quick and "make test " in quick
    assert "## A first evening at the table" in readme
    for doc in ("firmware/README.md", "host_tools/README.md", "tests/README.md", "hardware/README.md"):
        assert "](%s" % doc in readme, doc
    # and what moved is there
    firmware = open(os.path.join(mp.ROOT, "firmware", "README.md")).read()
    assert "## Memory" in firmware and "## Response time" in firmware and "## Layout" in firmware
    assert "## The rules command" in open(os.path.join(mp.ROOT, "host_tools", "README.md")).read()


def test_every_section_link_names_a_heading():
    # A link to a section (doc.md#heading) lands on a heading of that file.
    def anchor(h):
        h = re.sub(r"[^\w\- ]", "", h.strip().lower())
        return h.replace(" ", "-")
    for doc in DOCS:
        base = os.path.dirname(os.path.join(mp.ROOT, doc))
        for target in LINK.findall(open(os.path.join(mp.ROOT, doc)).read()):
            if "://" in target or "#" not in target or target.startswith("#"):
                continue
            path, frag = target.split("#", 1)
            text = open(os.path.normpath(os.path.join(base, path))).read()
            heads = [anchor(l.lstrip("#")) for l in text.splitlines() if l.startswith("#")]
            assert frag in heads, (doc, target)


def test_nothing_cites_a_file_outside_the_repository():
    # [issue 41, item 8]: comments, docs and the rules command's words cite
    # the project's own rules reference (firmware/rules/README.md, by
    # section) and protocol (host_tools/PROTOCOL.md), never the shared
    # RULES.md or RULES-PROTOCOL.md a clone does not have. (The texts
    # compiler may read the shared rules beside a checkout, where there is
    # one: host_tools/texts.py, not a citation.)
    found = []
    for top in ("firmware", "host_tools", "tests", "hardware", "texts"):
        for d, dirs, files in os.walk(os.path.join(mp.ROOT, top)):
            dirs[:] = [x for x in dirs if x not in ("lib", "__pycache__", "screenshots")]
            for f in files:
                if not f.endswith((".py", ".md", ".txt", ".html")) or f == "texts.py" and top == "host_tools":
                    continue
                if f == "test_readme_links.py":
                    continue
                text = open(os.path.join(d, f), encoding="utf-8").read()
                for bad in ("RULES.md", "RULES-PROTOCOL", "shared/spec"):
                    if bad in text:
                        found.append((os.path.relpath(os.path.join(d, f), mp.ROOT), bad))
    assert not found, found
