"""The screens' texts as data [issue 13]: every key of texts/en.txt in every
language with the same plural forms and % fields, the compiled files in
firmware/app/ made from the texts as they are, every _T_ name in the code a
key with its right number, and a glyph in the device's font for every
letter of every text."""
import shutil

from host_tools import font, texts


def test_every_key_exists_in_every_language():
    assert texts.problems() == []
    keys = [k for k, _ in texts.read("en")[1]]
    for lang in texts.LANGS:
        assert [k for k, _ in texts.read(lang)[1]] and set(dict(texts.read(lang)[1])) == set(keys), lang


def test_a_missing_key_or_a_wrong_plural_is_found(tmp_path, monkeypatch):
    # The check above is only as good as problems(): a language file with a
    # key dropped and a plural short of a form must be reported.
    src = tmp_path / "texts"
    shutil.copytree(texts.SRC, src)
    ru = (src / "ru.txt").read_text(encoding="utf-8").splitlines()
    ru = [ln for ln in ru if not ln.startswith("NEW_GAME = ")]
    ru = [ln.rsplit("|", 1)[0] if ln.startswith("HOUSE_RULES_N = ") else ln for ln in ru]
    (src / "ru.txt").write_text("\n".join(ru) + "\n", encoding="utf-8")
    monkeypatch.setattr(texts, "SRC", str(src))
    found = texts.problems()
    assert "ru: NEW_GAME is missing" in found
    assert any(p.startswith("ru: HOUSE_RULES_N has 2 plural forms") for p in found), found


def test_the_compiled_texts_and_the_key_numbers_are_current():
    assert texts.main(["--check"]) == 0, "run python -m host_tools.texts"


def test_every_letter_of_every_text_has_a_glyph():
    # In the committed font5x8.py: a glyph of its own, not the "?" that
    # stands in for a letter the font lacks.
    data = font.committed()
    q = data[5 * 31:5 * 32]
    for lang in texts.LANGS:
        for key, text in texts.read(lang)[1]:
            # (\x01-\x03: the keys' caps a hints line draws itself)
            for ch in set(text) - {"\n", "|", "?", "\x01", "\x02", "\x03"}:
                i = ord(ch) - font.FIRST
                assert 0 <= i < len(data) // 5 and data[5 * i:5 * i + 5] != q, "%s %s: no glyph for %r" % (
                    lang, key, ch)


def test_each_referee_reason_has_its_text_in_order():
    # app.refusal says reason k of rules.why.WHY (rules.mexican.why.WHY)
    # as the text LINE_WHY_1 + k - 1 (MEX_WHY_1 + k - 1): one key a reason,
    # consecutive, in the reasons' order.
    from rules import why as line_why
    from rules.mexican import why as mexican_why
    index = texts.numbers()
    for prefix, why in (("LINE_WHY_", line_why.WHY), ("MEX_WHY_", mexican_why.WHY)):
        keys = [k for k in index if k.startswith(prefix)]
        assert keys == [prefix + str(k) for k in range(1, len(why))], keys
        assert [index[k] for k in keys] == list(range(index[keys[0]], index[keys[0]] + len(keys)))


def test_the_small_font_file_is_made_from_its_pictures():
    # firmware/app/font3x5.bin, the standings' 3x5 font, is host_tools/font3x5.py's
    # pictures converted: a picture changed without the file written again is stale.
    from host_tools import font3x5
    assert font3x5.main(["--check"]) == 0, "run python -m host_tools.font3x5"
    assert len(font3x5.build()) == 3 * sum(hi - lo for lo, hi in font3x5.BLOCKS)


def test_a_text_number_is_defined_in_one_module_only(tmp_path, monkeypatch):
    # [issue 41, item 6] A text two modules show is lang.T_KEY, written
    # once in app/lang.py's block; the same private const in two modules,
    # or a stale block, is found.
    fw = tmp_path / "firmware"
    shutil.copytree(texts.FIRMWARE, fw)
    monkeypatch.setattr(texts, "FIRMWARE", str(fw))
    assert texts.renumber(False) == []
    menu = fw / "app" / "screens" / "menu.py"
    src = menu.read_text(encoding="utf-8")
    n = texts.numbers()["VOLUME"]
    menu.write_text(src.replace("\n_T_", "\n_T_VOLUME = const(%d)\n_T_" % n, 1), encoding="utf-8")
    found = texts.renumber(False)
    assert any(p.startswith("_T_VOLUME is defined in") for p in found), found
    menu.write_text(src, encoding="utf-8")
    lang = fw / "app" / "lang.py"
    n = texts.numbers()["LANGUAGE"]
    lang.write_text(lang.read_text(encoding="utf-8").replace(
        "T_LANGUAGE = const(%d)" % n, "T_LANGUAGE = const(%d)" % (n + 1)), encoding="utf-8")
    assert texts.renumber(False) == ["app/lang.py's shared texts are stale: run python -m host_tools.texts"]


def test_the_glossary_check_fails_on_another_word_for_a_concept(tmp_path, monkeypatch):
    # [issue 46] One word a concept: a text that says another one fails
    # the compiler. The texts as main had them fail: Latvian's "dubļu"
    # (the mud the double declined into), Russian's mixed knock ("пас"
    # beside "стучать") and own/other train ("мой", "иной" beside "свой").
    src = tmp_path / "texts"
    shutil.copytree(texts.SRC, src)
    monkeypatch.setattr(texts, "SRC", str(src))
    monkeypatch.setattr(texts, "README", str(src / "README.md"))
    assert texts.glossary_problems() == []

    def put(lang, key, text):
        path = src / (lang + ".txt")
        lines = path.read_text(encoding="utf-8").splitlines()
        lines = [key + " = " + text if ln.startswith(key + " = ") else ln for ln in lines]
        path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    put("lv", "NO_DOUBLE_HEAVY", "Dubļu nav: kam\\nir smagākais?")
    put("ru", "HINT_OWN_PASS", "{OK}мой {UP}иной {DOWN}пас")
    found = texts.glossary_problems()
    assert "lv NO_DOUBLE_HEAVY: 'dubļ' is not the glossary's word for double (dubults)" in found, found
    assert "ru HINT_OWN_PASS: 'пас' is not the glossary's word for pass (стучать)" in found, found
    assert "ru HINT_OWN_PASS: 'мой' is not the glossary's word for own train (свой)" in found, found
    assert "ru HINT_OWN_PASS: 'иной' is not the glossary's word for other train (другой)" in found, found
    assert len(found) == 4, found
    assert any(p.startswith("lv NO_DOUBLE_HEAVY") for p in texts.problems())   # the compiler's check


def test_a_glossary_word_comes_from_its_seed_line(tmp_path, monkeypatch):
    # Each word is quoted with the seed's line it comes from: a line the
    # seed does not have, or a line without the word, is found (where
    # ../shared/seeds is beside the repository), and so is a concept one
    # language lacks.
    import os
    if not os.path.isdir(os.path.join(texts.SHARED, "seeds")):
        import pytest
        pytest.skip("no ../shared/seeds beside the repository")
    src = tmp_path / "texts"
    shutil.copytree(texts.SRC, src)
    monkeypatch.setattr(texts, "SRC", str(src))
    g = (src / "ru.glossary").read_text(encoding="utf-8")
    g = g.replace("Тот, кто проиграл кон - мешает кости.", "Тот, кто проиграл раунд - мешает кости.")
    g = g.replace("tile: кость\n", "tile: костяшка\n")
    (src / "ru.glossary").write_text(g, encoding="utf-8")
    mk = (src / "mk.glossary").read_text(encoding="utf-8")
    (src / "mk.glossary").write_text(mk.replace("marker: маркер", "marker2: маркер"), encoding="utf-8")
    found = texts.glossary_problems()
    assert any(p.startswith("ru.glossary: round: seed 002 has no line") for p in found), found
    assert any(p.startswith("ru.glossary: round: 'кон' is not in its line") for p in found), found
    assert any(p.startswith("mk.glossary: its concepts are not en's") for p in found), found


def test_the_readme_table_is_the_glossaries(tmp_path, monkeypatch):
    # texts/README.md's table is written from the glossaries: a word
    # changed in a glossary without the table written again is stale.
    src = tmp_path / "texts"
    shutil.copytree(texts.SRC, src)
    monkeypatch.setattr(texts, "SRC", str(src))
    monkeypatch.setattr(texts, "README", str(src / "README.md"))
    assert texts._readme(False) == []
    table = texts.readme_table()
    assert "| double | lv | **dubults** | seed 004: «ja jūsu pēdējais domino ir dubultspēle» |" in table
    g = (src / "en.glossary").read_text(encoding="utf-8")
    (src / "en.glossary").write_text(g.replace("not: knock", "not: knock, rap"), encoding="utf-8")
    assert texts._readme(False) == []          # the table shows no not: words
    (src / "en.glossary").write_text(g.replace("pass: pass", "pass: skip"), encoding="utf-8")
    assert texts._readme(False) == ["texts/README.md's glossary table is stale: run python -m host_tools.texts"]
