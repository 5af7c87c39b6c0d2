# Chaplygin's counting game's screens: the dealer (which plates to take
# out, how many each), the referee (a plate laid, its answer checked and
# said back; step 1's questions) and its drawing.
