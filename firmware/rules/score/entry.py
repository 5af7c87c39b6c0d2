# What the scoring screen asks for a round, per game, so that the entry asks
# exactly the facts the game's scorer reads (rules.score). The screen
# first asks who went out (or "blocked"); then, per seat still holding
# tiles, the facts of the row for that case, in order.
#
# Fact names are the Result attributes (rules.score.scoring) they fill:
#   pips        pips left in hand                      Result.pips
#   blanks      blank halves left in hand (0-0 two)    Result.blanks
#   markers     whether the seat's marker is out       Result.markers
#   tiles       tiles left in hand                     Result.tiles
#   doubles     doubles left in hand                   Result.doubles
#   dpips       pips of those doubles                  Result.dpips
#   low_double  the lowest double held (its number)    Result.lowdbl
#   holds_blank_double, holds_top_double, only_blank_double,
#   only_top_double, only_both_doubles                 Result.flags bits
#   points      points scored during play: (seat, points) pairs
#   opened      the round opened with 0-0 / top double / both / other
#   finish      the player out finished on 0-0 / top double / both / other
#   last        who made the last play (the fisherman of a block), asked
#               where the scoring reads it: Kozel, Sport and Donkey with
#               option fisherman_wins [002, the second Kozel article]; Sea
#               Kozel's fisherman_privileges: who laid its last tile that
#               was not a double [002 l.411]
#
# Each game's facts are its row's entry column (rules.games.entry): (facts
# when somebody went out, facts when blocked). The counting game's rounds
# are saved by its referee as the round ends, never entered by hand: each
# answer a point in play.


def partner_not_asked(game, teams, out):
    """The seat whose hand is not asked besides the one out (seat out): in
    pairs, in the penalty games, its partner, on the side that records
    nothing [rules/README.md §3, 4, 6, 10]; -1 otherwise (alone, nobody out, or
    Telephone, whose side writes off its pips against its points
    [rules/README.md §7]). Partners sit opposite: seats 0 and 2, 1 and 3."""
    if out < 0 or not teams:
        return -1
    from rules.games import high_wins
    return -1 if high_wins(game) else (out + 2) % 4


def facts(game, blocked, options=None):
    """The facts to ask for a round of game (under the table's options)."""
    from rules.games import entry
    f = entry(game)[1 if blocked else 0]
    if blocked and options and (options.get("fisherman_wins") or options.get("fisherman_privileges")):
        f = f + ("last",)
    return f
