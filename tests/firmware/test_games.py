# The games table and option validation: every option named in rules/README.md §1
# exists with that exact name; unknown options and values are refused.
from check import raises
from rules import RulesError, games


def test_every_protocol_game_is_known():
    # host_tools/PROTOCOL.md, "Names".
    for name in ("mexican-train", "block", "draw", "two-player", "kozel", "sport",
                 "sea-kozel", "checheve", "donkey", "telephone", "muggins", "bergen",
                 "general", "seven", "sausage", "kids"):
        assert games.canonical(name) == name
    assert games.canonical("chechevé") == "checheve"
    raises(RulesError, games.game, "poker")


def test_mexican_options_named_as_in_rules_section_1():
    opts = games.options("mexican-train")
    for key in ("deal", "engine_from_hand", "engine_holder_starts", "may_play_drawn",
                "doubles_newest_first", "one_double_per_turn", "first_turn_train",
                "mexican_needs_second_turn", "blank_double_50", "blank_value",
                "marker_penalty", "positive_points"):
        assert key in opts
    assert opts["deal"] == "001"  # rules/README.md §1: preset "001" is the default
    assert opts["first_turn_train"] is False


def test_options_overlay_and_refusals():
    opts = games.options("mexican-train", {"marker_penalty": 10, "first_turn_train": True})
    assert opts["marker_penalty"] == 10 and opts["first_turn_train"] is True
    e = raises(RulesError, games.options, "mexican-train", {"wild": True})
    assert "unknown option 'wild'" in str(e)
    raises(RulesError, games.options, "mexican-train", {"marker_penalty": 7})
    raises(RulesError, games.options, "mexican-train", {"marker_penalty": True})
    raises(RulesError, games.options, "mexican-train", {"first_turn_train": 1})
    raises(RulesError, games.options, "mexican-train", {"hand_size": 41})
    assert games.options("mexican-train", {"hand_size": 12})["hand_size"] == 12


def test_player_counts():
    games.check_players("mexican-train", 8, 12)
    e = raises(RulesError, games.check_players, "general", 3)
    assert str(e) == "general is for 4 to 8 players, not 3"   # (pairs beyond two wait [rules/README.md §10])
    raises(RulesError, games.check_players, "block", 4, 12)
