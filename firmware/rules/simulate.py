# What a match played by bots (rules.<family>.simulate, for the simulator
# host_tools.simulate and the tests) keeps of the rounds so far, in every
# family whose rounds are dealt to a target: the rounds' results, the
# ledger, the last round and its opener. (At the table people deal real
# tiles; the device's dealer asks who holds what.)

MAX_ROUNDS = 300   # a match that never ends (a scorer's bug) stops here


def teams_of(game, players, options):
    """The teams a simulated match is played in: pairs where the game
    always has them (Sport, General) or requires them (Sea Kozel's
    pairs_required with four)."""
    from rules import games
    k = games.teams_rule(games.game(game), players)
    if k == 2 or (options.get("pairs_required") and players == 4):
        return [[0, 2], [1, 3], [4, 5], [6, 7]][:max(2, players // 2)]   # (General's waiting pairs after two)
    return None


class Match:
    """What the next round's deal and opening need from the rounds so far."""

    def __init__(self, game, players, options):
        self.game = game
        self.players = players
        self.options = options
        self.teams = teams_of(game, players, options)
        self.active = list(range(players))   # Seven: seats still in the game
        self.results = []
        self.ledger = None
        self.prev = None          # the last round's Position (its seats: self.active then)
        self.prev_active = None
        self.prev_first = 0       # the last round's opener
        self.first = 0            # this round's opener (its index among the active seats)
