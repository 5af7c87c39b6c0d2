# Names a person reads on a 16-character line: games, options, values.
# Data, not code: a game or option missing here shows its protocol name.
#
# Each table is one string of ";name:label" entries (one str object on the
# heap, looked up by find(), instead of a dict whose every short label would
# be an interned string for as long as the device runs). The tables are
# private consts, so not even their names are interned.
from micropython import const

_GAMES = const(";mexican-train:Mexican Train;block:Block;draw:Draw game"
         ";two-player:Two-player;kozel:Kozel;sport:Sport;sea-kozel:Sea Kozel"
         ";checheve:Checheve;donkey:Donkey;telephone:Telephone;muggins:Muggins"
         ";bergen:Bergen;general:General;seven:Seven;sausage:Sausage;kids:Kids;")

# Option -> its label in two lines of at most 15 characters ("\n" between),
# whole words: the house-rules screen shows the value right-aligned on the
# second line, so that line and any value fit in 15 (tests/firmware/
# test_app_labels.py renders every one).
_OPTIONS = const(";deal:Deal preset;engine_from_hand:Engine dealt\nin a hand"
           ";engine_holder_starts:Engine holder\nstarts;may_play_drawn:A drawn tile\nmay be kept"
           ";doubles_newest_first:Newest double\ndue first;one_double_per_turn:One double\na turn"
           ";first_turn_train:First turn:\nlay a train;mexican_needs_second_turn:Mexican train\nfrom turn 2"
           ";blank_double_50:0-0 left in\nhand is 50;blank_value:Value of a 0-0"
           ";marker_penalty:Marker left at\nround end;positive_points:Pips go to\nthe one out"
           ";hand_size:Tiles each;starter:First to play;winner_starts:Round winner\nstarts"
           ";blocked_score:Blocked round;target:Game to;min_open_15:First score\n15 or more"
           ";redeal_5_doubles:Five doubles:\nredeal;direction:Play goes;draw_rule:Drawing"
           ";no_double:No double dealt;min_open:A record opens\nat;rounds:Rounds"
           ";both_doubles_value:0-0 with 6-6\ncounts;opening:Opening double"
           ";winner_records_all:Round winner\nrecords all;pairs_required:Four play as\ntwo pairs"
           ";open_66_for_100:Opening 6-6\nfor 100;fisherman_privileges:Fisherman's\nprivileges"
           ";opener:Round 1 opener;blank_finish_only:Only 0-0 out\ncounts;sticks:Sticks to lose"
           ";lone_blank_25:A lone 0-0\ncounts 25;kozel:Two-player\nKozel rules;fisherman_wins:Fisherman wins\na block"
           ";weekday:Day of the week\n(Monday 1);both_doubles_general:General only by\n0-0 and 6-6"
           ";referee:Referee mode;")

# Option values that are protocol words -> what the screen says.
_VALUES = const(";highest_double:highest double;lowest_double:lowest double"
          ";difference:the difference;others_total:others' total;counterclockwise:anticlockwise"
          ";until_fits:until one fits;one_then_choose:one, may pass;one_no_play:one, not played"
          ";highest_tile:highest tile;weekday:by weekday;sequence:1-1 to 6-6;halves:25 each blank"
          ";layout:each tile;")

# What each option, switched on, means in a phrase, for the dealer's page
# of the house rules in force.
_SAY = const(";engine_from_hand:engine dealt, holder plays it"
       ";engine_holder_starts:engine holder starts;may_play_drawn:drawn tile may be kept"
       ";doubles_newest_first:newest double due first;one_double_per_turn:one double a turn"
       ";first_turn_train:first turn: lay a whole train"
       ";mexican_needs_second_turn:Mexican train from turn 2"
       ";blank_double_50:0-0 left counts 50;positive_points:the one out takes the others' pips"
       ";winner_starts:round winner starts;min_open_15:first score 15 or more"
       ";redeal_5_doubles:five doubles: redeal;winner_records_all:round winner records all"
       ";pairs_required:four play as two pairs;open_66_for_100:opening 6-6 for 100"
       ";fisherman_privileges:fisherman's privileges;blank_finish_only:only a 0-0 finish counts"
       ";lone_blank_25:a lone 0-0 left counts 25;kozel:two-player Kozel rules"
       ";fisherman_wins:the fisherman wins a block"
       ";both_doubles_general:General only by 0-0 and 6-6 at once;")


def look(table, name, default=None):
    """The label of name in one of the tables above, or default."""
    i = table.find(";" + name + ":")
    if i < 0:
        return default
    i += len(name) + 2
    return table[i:table.find(";", i)]


def game(name):
    return look(_GAMES, name, name)


def option(name):
    """The option's label; "\n" splits its two lines."""
    return look(_OPTIONS, name, name)


def value(v, name=""):
    """Option name's value v as the screen says it."""
    if v is True:
        return "on"
    if v is False:
        return "off"
    if isinstance(v, str):
        return look(_VALUES, v, v)
    if name == "hand_size" and not v:
        return "as the preset"
    return str(v)


def setting(name, v):
    """One house rule in force, as a phrase."""
    if v is True:
        s = look(_SAY, name)
        if s is not None:
            return s
    # Its two lines stay two on the dealer's page (app.ui.wrap keeps "\n").
    return "%s: %s" % (option(name), value(v, name))
