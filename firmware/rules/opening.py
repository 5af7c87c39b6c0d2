# Who opens a round and with what, in one vocabulary for the games of a
# line and a bazaar (the line and cross families) [rules/README.md §2-11,
# 13]. A game's row names the first round's rule and the later rounds'
# rule by a letter each, one meaning a letter.
# The first round (the row's opening column):
#   "6"  the highest double: 6-6 asked first, then 5-5, ... 0-0
#   "1"  the lowest double from 1-1 up (0-0 never opens a first round)
#   "0"  the lowest double from 0-0 up
#   "2"  the lowest double from 2-2 up (Seven's new party [002 l.273])
#   "C"  1-1 up to 6-6, then 0-0 (Chechevé)
#   "T"  the 0-0, or with option opener=2-3 the 2-3 (Telephone)
#   "D"  the day's double first (Sea Kozel [002, item 5]:
#        rules.line.variants.sea_lead), then as "1"
#   "A"  any tile: nothing is asked, seat 1 leads (Muggins)
# Where nobody holds a tile asked, the family's engine says what opens
# (the heaviest or the lightest tile, the lowest double).
# Later rounds (the row's later column):
#   "R"  by the first round's rule again
#   "W"  the last round's winner, or the fisherman of a block, leads any tile
#   "N"  the next seat in turn leads any tile
# Both families' rows have the same columns for these: rules.line.games.
from micropython import const

_OPENING = const(13)
_LATER = const(14)
_FREE = const(15)


def rule(row, options):
    """The first round's letter; Block and Draw's option starter=
    lowest_double and two-player Kozel [002, first article] open from 1-1
    up instead of 6-6 down, starter=blank_double from 0-0 up [002 l.43];
    Seven's option new_party from 2-2 up [002 l.273]."""
    r = row[_OPENING]
    if r == "1" and options.get("new_party"):
        return "2"
    if r == "6":
        s = options.get("starter")
        if s == "lowest_double" or options.get("kozel"):
            return "1"
        if s == "blank_double":
            return "0"
    return r


def asked(row, options, lead=-1):
    """The tiles asked for, in order, to find the first round's opener,
    as (a, b) pairs; lead: a double asked first (Sea Kozel's day)."""
    r = rule(row, options)
    if r == "6":
        o = (6, 5, 4, 3, 2, 1, 0)
    elif r == "0":
        o = (0, 1, 2, 3, 4, 5, 6)
    elif r == "2":
        o = (2, 3, 4, 5, 6)
    elif r == "C":
        o = (1, 2, 3, 4, 5, 6, 0)
    elif r == "T":
        return ((2, 3),) if options.get("opener") == "2-3" else ((0, 0),)
    elif r == "A":
        return ()
    else:
        o = (1, 2, 3, 4, 5, 6)
    if lead >= 0:
        o = (lead,) + tuple(x for x in o if x != lead)
    return tuple((x, x) for x in o)


def later(row, options):
    """The later rounds' letter: Block and Draw's option winner_starts
    makes theirs the winner's."""
    if options.get("winner_starts"):
        return "W"
    return row[_LATER]


def free(row, options, round_index):
    """May the opener of round round_index lead any tile, rather than the
    tile asked for?"""
    if row[_FREE]:
        return True
    if not round_index:
        return False
    return later(row, options) != "R" and not options.get("kozel")
