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

# Option -> short label (at most 11 characters, the value follows).
_OPTIONS = const(";deal:Deal;engine_from_hand:Engine hand;engine_holder_starts:Holder 1st"
           ";may_play_drawn:May play dr;doubles_newest_first:Dbl newest"
           ";one_double_per_turn:1 dbl/turn;first_turn_train:1st trn trn"
           ";mexican_needs_second_turn:Mex 2nd rnd;blank_double_50:0-0 is 50"
           ";blank_value:0-0 value;marker_penalty:Marker pen;positive_points:Positive"
           ";hand_size:Hand size;starter:Starter;winner_starts:Winner 1st"
           ";blocked_score:Blocked sc;target:Target;min_open_15:Open 15"
           ";redeal_5_doubles:5dbl redeal;direction:Direction;draw_rule:Draw rule"
           ";no_double:No double;min_open:Min open;rounds:Rounds"
           ";both_doubles_value:Both dbls;opening:Opening;winner_records_all:Winner all"
           ";pairs_required:Pairs req;open_66_for_100:6-6 for 100"
           ";fisherman_privileges:Fisherman;opener:Opener;blank_finish_only:0-0 finish"
           ";sticks:Sticks;")

# What each option means, in a sentence, for the house-rules page.
_SAY = const(";engine_from_hand:engine dealt, holder plays it"
       ";engine_holder_starts:engine holder starts;may_play_drawn:drawn tile may be kept"
       ";doubles_newest_first:newest double first;one_double_per_turn:one double a turn"
       ";first_turn_train:first turn: build own train"
       ";mexican_needs_second_turn:Mexican from 2nd turn"
       ";blank_double_50:0-0 left counts 50;positive_points:winner takes others' pips;")


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
    return look(_OPTIONS, name, name)


def value(v):
    if v is True:
        return "on"
    if v is False:
        return "off"
    if v == 0 and not isinstance(v, str):
        return "0"
    return str(v)


def setting(name, v):
    """One house rule in force, as a short phrase."""
    if v is True:
        s = look(_SAY, name)
        if s is not None:
            return s
    if name == "hand_size":
        return "%d tiles each" % v
    if name == "deal":
        return "deal preset " + v
    return "%s %s" % (option(name), value(v))
