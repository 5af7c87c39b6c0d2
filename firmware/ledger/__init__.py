"""The device's memory: match ledgers and settings that survive power cuts.

    from ledger.store import Store
    from ledger.match import Match
    from ledger.settings import Settings
    from rules import RulesError
    from rules.score import scoring

At boot:
    store = Store(hw.root)                # "/data" on the device
    match, msg = store.resume()           # the active match, or None
    settings = Settings(store)            # settings.message like msg
    # msg / settings.message: None, or one line to show (a damaged file was
    # found and an older good copy is used, or nothing could be read). Never
    # raises for what is on flash: a record that cannot be used is reported
    # once and set aside (NAME.bad), the copy restored saved again. The
    # message is English; store.said / settings.said give its (kind, args)
    # for a screen in another language (ledger.store lists the kinds).

A new match (every check raises RulesError with a one-line message):
    m = Match("mexican-train", ["Ann", "Bob", "Cy"], set_n=12,
              options=settings.house_rules("mexican-train"),
              teams=None,                 # or [[0, 2], [1, 3]] for pairs
              dealer=0)                   # seat dealing round 1
    store.add(m)                          # gives m.id, saves, makes it active

Entries. Each call checks its input, applies it, and appends one entry to
the log; then call store.save(m) and only after it returns say "saved":
    m.enter(seat, pips, blanks=0, doubles=0, dpips=0, flags=0, tiles=-1,
            lowdbl=scoring.NO_DOUBLE)
        one seat's facts for the round being entered (again: replaces them);
        flags are rules.score.scoring's HOLDS_* / ONLY_* bits; which facts a game
        needs: rules.score.entry.facts(game, blocked)
    m.score_play(seat, points)            points scored during play (only
                                          games whose entry asks "points")
    m.close_round(out=-1, last=-1, markers=None, opener=-1, opened=0,
                  finish=0)
        the round is complete; out/last are seats or -1 (blocked); every
        seat but `out` must have been entered; opened: OPENED_* bits;
        finish: FINISHED_* bits of the seat that went out
    m.add_round(facts, opener=-1)        a whole scoring.Result as one entry
    m.edit_round(i, facts)                replace past round i (0-based);
        facts = m.round_result(i), changed; one entry, undone like any other
    m.undo() / m.redo()                   -> False when there is nothing;
        undo goes back entry by entry to the start of the match, redo until
        a new entry is made
    store.save(m)
        raises RulesError (one line, "Not saved: flash full" and the like)
        when the flash refuses; the last good copy stays and no copy of the
        refused state remains, so the screen must not say "saved". Its
        .offer: "free_flash" when deleting the finished matches would make
        room (app.amend.free_flash), else None (ledger.recover.error).

Any refused entry raises RulesError and leaves the match as it was; a
round the game's scorer cannot score is refused the same way. Once the
scorer says the match is over, new entries are refused (edits and undo
still work).

Reading (never changes anything):
    m.game, m.set, m.options, m.names, m.players, m.teams, m.dealer
    m.rounds            closed rounds (scoring.Result), m.openers per round
    m.open              per seat: None or the (pips, blanks, doubles, dpips,
                        flags, tiles, lowdbl) entered for the round in progress
    m.play_points       [(seat, points)] of the round in progress
    m.entries, m.can_undo(), m.can_redo(), m.dealer_of(i)
    m.standings()       the scorer's answer: {"rounds": [{"charged",
                        "carry", "note"}], "totals", "over", "winner",
                        "loser", "titles"} (rules.score.scoring.score)

Saved matches: store.ids(), store.load(id, table=True) -> (match, msg),
store.set_active(id), store.active(), store.delete(id). A loaded match is
checked as its entries were when made (Match.from_payload: counts within
their limits, every round as scoring.check_round sees it, the file's match
id); table=False skips the header's check against the games table (the
active match read again within a power-on). Other small records, saved the
same way: store.write(name, kind_byte, (bytes, ...)),
store.read(name, kind_byte, decode=None) -> None or (value, problem), value
decode(payload) (or the payload); a copy whose checksum is right but which
decode refuses (ledger.record.Unreadable) is passed over for the next good copy,
and problem says why; ledger.recover.set_aside(store, name). Payloads built with
ledger.save.put_value and read with ledger.record.Reader(payload).value().
Settings: settings.brightness / .volume (0..3, volume 0 mute) via
settings.set_level(name, value); settings.house_rules(game),
settings.set_house_rules(game, options); settings.names (the most recently
used first), add_name(name) (puts it first; a full list drops its last),
remove_name(name). Each change is saved at once.
A file that cannot be used raises ledger.record.Unreadable, whose message is
one line for the screen.
"""

NAME_MAX = 16  # letters in a player's name (ledger.match, ledger.settings)
