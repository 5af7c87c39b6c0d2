# Why Sausage's referee refuses a report (rules.sausage.referee), in words,
# with the rule: loaded only when a report is refused, so the referee's
# code keeps no sentences on the device's heap. WHY[k] is the reason k of
# rules.sausage.referee; "%s" takes the tile named.
WHY = (
    "",
    "the round is over [rules/README.md §12]",
    "%s is already on the table",
    "%s lies in a row (a cut sent it there): it is not the tile taken",
    "the tile taken is %s: a cut sent it to this row, and it is now the row's last tile",
    "%s does not go there: a tile goes on the end of a line that shows its number, across both lines to cut "
    "them, or (a double) where its number meets itself [rules/README.md §12]",
    "%s fits: a tile that fits is played, only one that fits nowhere goes back [rules/README.md §12]",
    "every tile off the table fits somewhere: the tile taken must be played [rules/README.md §12]",
    "the round opens with a double (option double_first), not %s [rules/README.md §12]",
    "one of the two rows holds a double (the whole set is dealt): its player opens [rules/README.md §12]",
)

