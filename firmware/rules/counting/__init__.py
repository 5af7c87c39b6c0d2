# Chaplygin's counting dominoes (seed 000, "Домино Чаплыгина. Считаю
# легко"; firmware/rules/README.md, section 14): plates of 0 to 20 dots, a
# plate laid and answered with plates whose sum or difference makes its
# number. steps: each step's numbers, deal and answers, as data; answer:
# an answer checked, and every answer a hand holds; round: a round played
# (lead, answer, draw); compare: step 1's questions (a plate's red and
# black dots; which plate has more, by how many; three or more the same
# or not; the sign between two; plates in order); referee: the device's referee (the
# family's contract); simulate: rounds and sittings played by bots; score:
# a sitting scored.
