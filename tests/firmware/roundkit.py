# Round facts for scoring tests, written as the tiles left in each hand
# (pairs of numbers), the way a person reads them off the table.
from rules.score import scoring
from rules.tiles import tile


def _ids(pairs):
    return bytearray(tile(a, b) for a, b in pairs)


def rd(hands, out=-1, points=(), opened=(), finish=(), set_n=6, last=-1):
    return scoring.from_hands([_ids(h) for h in hands], set_n, out, last, points, None,
                              _ids(opened), _ids(finish))


def score(game, players, rounds, options=None, teams=None):
    from rules import games
    return scoring.score(game, players, teams, games.options(game, options), rounds, 6)


def charged(result):
    return [r["charged"] for r in result["rounds"]]
