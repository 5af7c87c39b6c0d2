"""Every text of every language fits its place [issue 46]: each key of
texts/en.txt has its place here (PLACES: where a screen draws it, with the
longest names and numbers the device gives it), and each language's text
is drawn there by the device's own drawing code (app.ui, the referees'
hints line) into a canvas larger than the screen. A text cut, or lighting a
pixel beyond the 128 x 64 screen, or a word broken, fails; so does a key
without a place. A message box shows every line of its message: whole, or
scrolled by UP and DOWN (app.ui.message); a question's box shows its
answer keys without scrolling.

The fit sweep (tests/firmware/fitsweep.py) checks the screens the app
tests reach, as they reach them; this checks every text, reached or not."""
import framebuf
import pytest

import drivers
from host_tools import texts
from textkeys import number

NAME = "Vladimir"        # eight letters: the most a name has (app.screens.names)
SHORT = "Borys"          # a name where the screen cuts a long one: five letters of it kept
TILE = "6-5"
WHY = "checksum wrong"   # a damaged file's reason (ledger, in English)

# Where each text is drawn. Places:
#   ("msg",)             the message box (app.ui.message), every line seen, scrolled if long
#   ("ask",)             a question's box: whole at once (its answer keys are in it)
#   ("title", right)     the title bar beside `right` (a key in braces: that text of the language)
#   ("text", x, y[, end]) a line of the 8 px font at x, y, ending before pixel `end` (128)
#   ("cut", n)           a line the screen cuts to n characters: the text must be shorter
#   ("row",)             a row of a list (app.ui.rows, 16)
#   ("pair", left, right) a row made by app.ui.pair; "*" is this text
#   ("hint", y)          a hints line (app.screens.referee_draw.hints)
#   ("big", x, h)        big letters h px tall at x
#   ("wrap", n)          app.ui.wrap's lines of 16, at most n of them
#   ("lines", n[, w])    its own lines ("\n"), at most n, each of at most w (16)
#   ("result",)          the standings' result lines: wrapped, scrolled, no word cut
#   ("tiny", n)          a head in the 3x5 font, at most n letters
#   ("labels",)          a ";name:label" table, checked entry by entry
# and the arguments it is filled with (a plural text: with each count of COUNTS).
PLACES = {
    "LANG_NAME": (("row",), ()),
    "LANGUAGE": (("title", ""), ()),
    "BONEYARD": (("title", ""), ()),
    "RESUME": (("row",), ()),
    "NEW_GAME": (("row",), ()),
    "HISTORY": (("row",), ()),
    "SETTINGS": (("row",), ()),
    "RENAME": (("row",), ()),
    "REDO": (("row",), ()),
    "VOLUME": (("pair", "*", "3/3"), ()),
    "MUTE": (("pair", "{VOLUME}", "*"), ()),
    "SHARE": (("pair", "*", "{OFF}"), ()),
    "FORGET": (("text", 0, 56), ()),
    "ASK_FORGET": (("ask",), (NAME,)),
    "BATTERY": (("pair", "*", "100%"), ()),
    "ON": (("pair", "{SHARE}", "*"), ()),
    "OFF": (("pair", "{SHARE}", "*"), ()),
    "AS_PRESET": (("labels",), ()),
    "GAMES": (("labels",), ()),
    "OPTIONS": (("labels",), ()),
    "VALUES": (("labels",), ()),
    "SAY": (("labels",), ()),
    "DEAL_TILES": (("row",), ()),
    "PLAYERS_N": (("row",), (12,)),
    "SET_DOUBLE": (("row",), (18,)),
    "STANDARD_RULES": (("row",), ()),
    "HOUSE_RULES_N": (("row",), "n"),
    "TEAMS_PAIRS": (("row",), ()),
    "TEAMS_NONE": (("row",), ()),
    "TEAMS_NEED_FOUR": (("msg",), ()),
    "FINAL": (("title", ""), ()),
    "AFTER_ROUND": (("title", ""), (13,)),
    "FINAL_PLACES": (("title", ""), ()),
    "SHARED_WIN": (("result",), ("{AND4}",)),
    "WINNER_IS": (("result",), (NAME,)),
    "GOAT": (("result",), ()),
    "LOSER": (("result",), ()),
    "NO_TIE_HIGH": (("result",), ()),
    "NO_TIE_LOW": (("result",), ()),
    "TIE_MORE_OUT": (("result",), ("{AND2}", 104, NAME, 5, 3)),
    "TIE_SHARED": (("result",), ("{AND2}", 104)),
    "ROUND_N": (("title", "6/6"), (13,)),
    "ENGINE": (("text", 0, 12), ()),
    "ENGINE_DEALT": (("wrap", 2), ()),
    "ENGINE_HUB": (("wrap", 2), (12, 12)),
    "SIT_CLOCKWISE": (("text", 0, 11), ()),
    "TEAM": (("cut", 8), ("A",)),
    "WHO_HAS": (("text", 0, 12), (12, 12)),
    "NOBODY_HAS": (("text", 0, 28), ()),
    "UP_DOWN_OK": (("text", 0, 56), ()),
    "ROLLING": (("text", 0, 12, 104), ()),
    "DRAWS_FIRST": (("text", 0, 12, 104), ()),
    "GOES_FIRST": (("text", 0, 12, 104), ()),
    "EACH_PLAYER": (("text", 0, 12, 88), ()),
    "TAKES_TILES": (("text", 0, 22, 88), "n"),
    "BONE_PILE": (("text", 0, 40, 88), ()),
    "RULES_IN_FORCE": (("text", 0, 11), ()),
    "STANDARD_LC": (("wrap", 5), ()),
    "JOINED_TRAINS": (("text", 0, 11), ()),
    "NOTHING_TO_UNDO": (("msg",), ()),
    "UNDONE": (("msg",), ("{UNDO}",)),
    "ASK_UNDO": (("ask",), ("{UNDO}",)),
    "ASK_NEW_GAME": (("ask",), ()),
    "ASK_WENT_OUT": (("ask",), "name n"),
    "MATCH_UNREADABLE": (("msg",), (WHY,)),
    # A referee's undo and redo (app.screens.reported): each report's
    # words said inside both messages ("said", then its own arguments).
    "REPORT_UNDONE": (("msg",), (NAME + "'s 6-6 6-5",)),
    "REPORT_REDONE": (("msg",), (NAME + "'s 6-6 6-5",)),
    "SAID_PLAYED": (("msg",), ("said", NAME, "6-6 6-5")),
    "SAID_DOUBLE": (("msg",), ("said", NAME)),
    "SAID_DREW": (("msg",), ("said", NAME)),
    "SAID_PASSED": (("msg",), ("said", NAME)),
    "SAID_OUT": (("msg",), ("said", NAME)),
    "SAID_BLOCKED": (("msg",), ("said",)),
    "SAID_ENGINE": (("msg",), ("said", NAME)),
    "SAID_RELEASED": (("msg",), ("said", "{GAME}")),
    "SAID_NOT_CALLED": (("msg",), ("said", NAME)),
    "SAID_PUT_BACK": (("msg",), ("said", NAME)),
    "SAID_LAID": (("msg",), ("said", NAME, 12)),
    "SAID_ANSWERED": (("msg",), ("said", NAME, "12+3-4")),
    "SAID_TRIED": (("msg",), ("said", NAME)),
    "SAID_TILE": (("msg",), ("said", NAME)),
    "ASK_LEAVE_ENTRY": (("ask",), ()),
    "ENTRY_LOST": (("msg",), ()),
    "ROUND_SCORED": (("msg",), (13,)),
    "INTERNAL_ERROR": (("msg",), ("KeyError: 'x'",)),
    "WHO_WENT_OUT": (("text", 0, 14), ()),
    "HINT_IT_WAS": (("hint", 56), ()),
    "ACT_RELEASE": (("row",), ()),
    "ACT_BLOCKED": (("row",), ()),
    "ACT_WHO": (("row",), ()),
    "ACT_ENTER": (("row",), ()),
    "ACT_LEAVE": (("row",), ()),
    "ROUND_ENGINE": (("title", "{BONE_N}"), (15, 15)),
    "BONE_N": (("right", "ROUND_ENGINE"), (105,)),   # double-15, two players
    "PLAYED_ON": (("text", 0, 11), ()),
    "NO_TILE_FOR": (("text", 0, 11), ()),
    "MEXICAN": (("row",), ()),
    "HINT_TILE_DOUBLE": (("hint", 56), ()),
    "HINT_NO_TILE_FITS": (("hint", 56), ()),
    "ROUND_OVER": (("text", 0, 11), ()),
    "WENT_OUT": (("big", 2 + 26 + 6, 12), ()),    # after a seat of two digits ("12")
    "BLOCKED_BIG": (("big", 2, 16), ()),
    "HINT_ENTER": (("hint", 56), ()),
    "NOBODY_HAD": (("text", 0, 37), (12, 12)),
    "DRAWN_IS_IT": (("text", 0, 46), ()),
    "HINT_YES_NO": (("hint", 56), ()),
    "LAY_OWN": (("text", 0, 37), ()),
    "AGAIN_OPEN": (("text", 0, 37), (3,)),
    "DREW_ONE": (("text", 0, 37), ()),
    "MARKER_UP": (("text", 0, 37), ()),
    "DUE_THEN": (("cut", 16), ("2", "3 M")),
    "DUE_MEXICAN": (("cut", 16), ()),
    "DUE_TRAIN": (("cut", 16), (SHORT,)),
    "OWN_ONLY": (("cut", 16), ()),
    "OPEN_TRAINS": (("cut", 16), ("2 3 4 M",)),
    "OPEN_OWN": (("cut", 16), ()),
    "HINT_TILE_DONE": (("hint", 56), ()),
    "HINT_CANT_START": (("hint", 56), ()),
    "HINT_ON_DRAW": (("hint", 56), ()),
    "HINT_ON_PASS": (("hint", 56), ()),
    "HINT_OWN_DRAW": (("hint", 56), ()),
    "HINT_OWN_PASS": (("hint", 56), ()),
    # Under a round's result: a list longer than two seats is cut at the
    # screen's edge (the round's entry, next, marks every seat out).
    "ALSO_OUT": (("cut", 16), ("2 3",)),
    "NOBODY_MARKED": (("msg",), ()),
    "ROUND_PIPS": (("title", "12/12"), (13,)),
    "ROUND_PIPS_EDIT": (("title", "12/12"), (13,)),
    "TOTAL_PIPS": (("text", 0, 14, 128 - 46), ()),   # beside a total of three digits
    "OUT_IS": (("text", 0, 32), (NAME,)),
    "NOBODY_OUT": (("text", 0, 32), ()),
    "OK_SAVE": (("text", 0, 46), ()),
    "HOLD_BLOCKED": (("text", 0, 56), ()),
    "BLANK_IN_HAND": (("text", 0, 32, "{YES_NO}"), ()),
    "YES": (("big", 128 - 16 * 3, 16), ()),
    "NO": (("big", 128 - 16 * 3, 16), ()),
    "OUT_CELL": (("tiny", 5), ()),
    "SCORE_HINT": (("text", 0, 56), ()),
    "RULES_EDITING": (("title", ""), ()),
    "HOUSE_RULES_TITLE": (("title", ""), ()),
    "NO_OPTIONS": (("text", 0, 20), ()),
    "ROUND_IN_PLAY": (("title", ""), (13,)),
    "OK_IT_WAS": (("text", 0, 56), ()),
    "PLAY_AT": (("text", 0, 12), ()),
    "TABLE_THEN": (("text", 0, 21), ()),
    "PLAYING_ROUND": (("cut", 16), (13,)),
    "WON_BY": (("cut", 16), (SHORT,)),
    "NO_WINNER": (("cut", 16), ()),
    "ABANDONED": (("cut", 16), (13,)),
    "BY_PLAYER": (("cut", 16), ()),
    "WON_OF": (("cut", 14 - 3), (13, 13)),       # beside at least three letters of the name
    "A_ROUND": (("cut", 16), ("-14.2",)),
    "NO_MATCHES": (("text", 0, 20), ()),
    "PAST_ROUNDS": (("row",), ()),
    "PAST_RESUME": (("row",), ()),
    "DELETE": (("row",), ()),
    "ASK_DELETE": (("ask",), ()),
    "ASK_RESUME_OTHER": (("ask",), ()),
    "DELETED": (("msg",), ()),
    "ROUNDS_HINT_SEE": (("text", 0, 56), ()),
    "NAME_NEEDS_LETTER": (("msg",), ()),
    "ALREADY_SITS": (("msg",), (NAME, 12)),
    "SEAT_SPELL": (("cut", 14), (12, NAME[:7])),   # then the letter at the cursor, boxed
    "OK_ADD_DONE": (("text", 0, 10), ()),
    "BACK_RUBS": (("text", 0, 56), ()),
    "WHO_IS_SEAT": (("title", ""), (12,)),
    "SEAT_N": (("cut", 15 - 5), (12,)),          # right of a name, five letters of it left
    "SEATS_CLOCKWISE": (("title", ""), ()),
    "OK_PICK_NEW": (("text", 0, 56), ()),
    "NEW_NAME": (("row",), ()),
    "FACTS_TITLE": (("title", "14/14"), (13,)),
    "FACTS_EDIT": (("title", "14/14"), (13,)),
    "ASK_PIPS": (("text", 0, 32), ()),
    "ASK_BLANKS": (("text", 0, 32), ()),
    "ASK_TILES": (("text", 0, 32), ()),
    "ASK_DOUBLES": (("text", 0, 32), ()),
    "ASK_DPIPS": (("text", 0, 32), ()),
    "ASK_LOW_DOUBLE": (("text", 0, 32), ()),
    "ASK_POINTS": (("text", 0, 32), ()),
    "ASK_HOLDS_TOP": (("text", 0, 32), (6, 6)),
    "ASK_ONLY_BLANK": (("text", 0, 32), ()),
    "ASK_ONLY_TOP": (("text", 0, 32), (6, 6)),
    "ASK_ONLY_BOTH": (("text", 0, 32), (6, 6)),
    "ASK_OPENED": (("text", 0, 32), ()),
    "ASK_FINISH": (("text", 0, 32), ()),
    "ASK_LAST": (("text", 0, 32), ()),
    "FIN_OTHER": (("cut", 16), ()),
    "FIN_BOTH": (("cut", 16), ()),
    "OUT_BLOCKED": (("cut", 16), ()),
    "NO_DOUBLE_LEFT": (("cut", 16), ()),
    "ASK_FISHER": (("text", 0, 32), ()),          # the entry's "last" page, fisherman_privileges
    "UNDO_ROUND_SCORES": (("msg",), "undone"),
    "UNDO_LAST_ENTRY": (("msg",), "undone"),
    "UNDO_CHANGE_TO": (("msg",), "undone"),
    "NOTHING_TO_REDO": (("msg",), ()),
    "REDONE": (("msg",), ("{UNDO}",)),
    "FLASH_FREED": (("msg",), "n"),
    "SHARE_STOPPED": (("msg",), ()),
    "SHARE_FAILED": (("msg",), ("no Wi-Fi chip",)),
    "SHARE_TITLE": (("title", ""), ()),
    "SHARE_OFF": (("text", 0, 20), ()),
    "SHARE_OK_SETTINGS": (("text", 0, 56), ()),
    "SHARE_PW": (("text", 0, 18), ()),           # the ten-letter password on the next line
    "SHARE_THEN_OPEN": (("cut", 16), ()),
    "SHARE_OPEN": (("cut", 16), ()),             # the words page where there is no Wi-Fi to join
    "SHARE_PIN_STOP": (("text", 0, 56), ("1234",)),
    "SHARE_OK_STOP": (("text", 62, 32), ()),     # beside the QR code of the address
    "SHARE_WORDS": (("text", 62, 40), ()),
    "SHARE_BACK_ON": (("lines", 2, 8), ()),
    "CROSS_END": (("text", 0, 11), (4,)),
    "CROSS_END_DOWN": (("text", 0, 11), (4,)),
    "CROSS_END_ALONG": (("text", 0, 11), (4,)),
    "CROSS_HINT_DOUBLE": (("hint", 56), ()),
    "CROSS_HINT_DRAW": (("hint", 56), ()),
    "CROSS_HINT_KNOCK": (("hint", 56), ()),
    "CROSS_HINT_FIRST": (("hint", 56), ()),
    "CROSS_PTS": (("cut", 16), ()),              # before the seats' points where they leave room, else left out
    "CROSS_MISSED": (("cut", 16), (100,)),
    "CROSS_NOT_CALLED": (("row",), (100,)),
    "CROSS_CALLED": (("row",), (100,)),
    "CROSS_DOUBLES": (("text", 0, 14), ()),
    "CROSS_HINT_COUNT": (("hint", 56), ()),
    "SAUSAGE_ROW": (("lines", 5), (14,)),
    "SAUSAGE_OPENS": (("lines", 3), ()),
    "SAUSAGE_OPENS_DOUBLE": (("lines", 3), ()),
    "SAUSAGE_TARGET": (("text", 0, 56), (201,)),
    "SHUFFLES": (("cut", 16), (SHORT,)),
    "BAZAAR": (("text", 0, 40, 88), ()),
    "NO_BAZAAR": (("text", 0, 40), ()),
    "STAY_DOWN": (("text", 0, 52), ()),
    "REDEAL_ASK": (("wrap", 3), ()),
    "REDEAL_ASK_SEA": (("wrap", 3), ()),
    "REDEAL_NO": (("text", 0, 46), ()),
    "REDEAL_YES": (("text", 0, 56), ()),
    "REDEAL_SAID": (("msg",), ()),
    "OPENS": (("text", 0, 12), ()),
    "AGAIN_66": (("text", 0, 46), ()),
    "AGAIN_00": (("text", 0, 46), ()),
    "ANY_TILE": (("text", 0, 46), ()),
    "NO_DOUBLE_HEAVY": (("wrap", 2), ()),
    "NO_DOUBLE_LIGHT": (("wrap", 2), ()),
    "NOBODY": (("text", 24, 34), ()),
    "ALL_DEALT": (("msg",), ()),
    "SMALLEST_TILES": (("lines", 3), (6,)),       # below the tiles each, from y 34
    "AGAIN_BOTH": (("text", 0, 46), ()),
    "FOR_100": (("text", 0, 46), ()),
    "LOG_UNREADABLE": (("msg",), ()),
    "LOG_CUT": (("msg",), ()),
    "NO_TILE_FOR_END": (("msg",), ()),
    "ROUND_SHORT": (("title", "{BAZAAR_N}", "{NO_BAZAAR_LC}", "{ENTRY_HINT}", "{COUNT_DECK}", "14:14"), (13,)),
    "BAZAAR_N": (("right", "ROUND_SHORT"), (27,)),
    "NO_BAZAAR_LC": (("right", "ROUND_SHORT"), ()),
    "TWO_DOUBLES_OUT": (("row",), ()),
    "LEAD_ASK": (("wrap", 2), ()),                # over the tile in big digits
    "LEAD_SECOND": (("text", 0, 11), ()),
    "ON_LEFT": (("text", 0, 11), ()),
    "ON_RIGHT": (("text", 0, 11), ()),
    "HINT_NUMBER": (("hint", 56), ()),
    "HINT_HOLD_JUMP": (("hint", 47), ()),
    "BY_NAME": (("cut", 16), (SHORT,)),
    "END_L": (("cut", 7), (12,)),
    "END_R": (("cut", 7), (12,)),
    "LAST_NAMES": (("big", 0, 12), ("1234",)),    # names shortened, then seats, to fit
    "THREE_IN_ROW": (("cut", 16), ()),
    "DREW_N": (("cut", 16), (12,)),
    "SUM_SIX": (("cut", 16), ()),
    "HINT_LAYOUT_DRAW": (("hint", 56), ()),
    "HINT_LAYOUT_KNOCK": (("hint", 56), ()),
    "HINT_FIRST_TILE": (("hint", 56), ()),
    "HINT_SEVEN_DRAW": (("hint", 56), ()),
    "HINT_SEVEN_KNOCK": (("hint", 56), ()),
    "HINT_PLAYED_DRAW": (("hint", 56), ()),
    "HINT_PLAYED_KNOCK": (("hint", 56), ()),
    "HINT_SEVEN_LEAD": (("hint", 56), ()),
    "EXTRA_SECOND": (("cut", 16), ()),
    "ACT_XLEAD": (("row",), ()),
    "ACT_GAP": (("row",), ()),
    "SECOND_LEFT": (("text", 0, 11), ()),
    "SECOND_RIGHT": (("text", 0, 11), ()),
    "ONLY_ONE": (("wrap", 3), ()),                # from y 26, above the hints line
    "TWO_A_TURN": (("cut", 16), ()),
    "TWO_HOLD_OK": (("cut", 16), ()),
    "TRAIN_OF": (("msg",), (NAME,)),
    "DUE_ON_MEXICAN": (("msg",), ()),
    "DUE_ON_TRAIN": (("msg",), (NAME,)),
    "FIRST_TURN_OWN": (("msg",), ()),
    "NO_OTHER_TRAIN": (("msg",), ()),
    "LEDGER_1": (("msg",), (WHY,)),
    "LEDGER_2": (("msg",), (12, WHY)),
    "LEDGER_3": (("msg",), (12, WHY, 13)),
    "LEDGER_4": (("msg",), (WHY,)),
    "LEDGER_5": (("msg",), (WHY,)),
    "LEDGER_6": (("msg",), ("{GAME}",)),
    "LEDGER_7": (("msg",), ()),
    "LEDGER_8": (("msg",), ("[Errno 28] ENOSPC",)),
    "LEDGER_9": (("msg",), "n"),
    "LEDGER_10": (("msg",), (12,)),
    "TABLE_UNREADABLE": (("msg",), (WHY,)),
    "PLAY_RESTORED": (("msg",), (WHY,)),
    "DATA_ASIDE": (("msg",), ("/data",)),   # the board's data folder (ledger.recover.aside)
    "ADMIRAL": (("result",), ()),
    "SNOTTY_GOAT": (("result",), ()),
    "HANGING_GOAT": (("result",), ()),
    "EXTRA_GOAT": (("msg",), ("{AND2}",)),
    # A round that scored nothing: why, in the message as it is saved and
    # in the round's entry (app.rounds: its line of 16).
    "ZERO_ROUND": (("msg",), (13, "{ZERO}")),
    "ZERO_UNDER": (("cut", 16), (13,)),
    "ZERO_TIE": (("cut", 16), ()),
    "ZERO_EGGS": (("cut", 16), ()),
    "ZERO_KEPT": (("cut", 16), (13,)),
    "ZERO_REPLAY": (("cut", 16), ()),
    "ZERO_NOT_COUNTED": (("cut", 16), ()),
    "ZERO_NO_GENERAL": (("cut", 16), ()),
    "ZERO_NOTHING": (("cut", 16), ()),
    "ROUNDS_TITLE": (("title", ""), (13,)),
    "ROUNDS_HINT": (("text", 0, 56), ()),
    "ROUNDS_HINT_SEATS": (("text", 0, 56), ("5-8",)),
    "ENTRY_HINT": (("right", "ROUND_SHORT"), ()),
    "WENT_OUT_NAME": (("cut", 16), (SHORT,)),
    "BLOCKED_ROUND": (("cut", 16), ()),
    "PIPS_HEAD": (("tiny", 5), ()),
    "SCORE_HEAD": (("tiny", 5), ()),
    "GENERAL_MADE": (("cut", 16), (SHORT,)),
    "STICK_TO": (("cut", 16), (SHORT,)),
    "SAUSAGE_NEXT": (("text", 0, 46), (TILE,)),
    "SAUSAGE_HINTS": (("hint", 56), ()),
    "SAUSAGE_HOLD_OK": (("hint", 46), ()),
    "SAUSAGE_CUT_ROW": (("row",), (TILE, 14)),
    "SAUSAGE_IN_L": (("row",), (TILE, 14)),
    "SAUSAGE_IN_R": (("row",), (TILE, 14)),
    "SAUSAGE_NO_SPECIAL": (("msg",), ()),
    "SAUSAGE_WHICH_DOUBLE": (("text", 0, 11), ()),
    "SAUSAGE_HOLD_NONE": (("hint", 46), ()),
    "COUNT_TAKE_OUT": (("lines", 3), (92, 20)),   # then COUNT_DEAL's (or ASKS') 3: 6 lines from y 11
    "COUNT_DEAL": (("lines", 3), (7,)),
    "COUNT_ASKS": (("lines", 3), (5,)),
    "COUNT_LEADS": (("wrap", 3), ()),
    "COUNT_ASKED_FIRST": (("wrap", 3), ()),
    "COUNT_DRAW": (("row",), ()),
    "COUNT_PASS": (("row",), ()),
    "COUNT_DECK": (("right", "ROUND_SHORT"), (88,)),
    "COUNT_LAY": (("text", 0, 40, 126 - 26), ()),
    "COUNT_HINT_NUMBER": (("hint", 56), ()),
    "COUNT_HINT_SIGN": (("hint", 56), ()),
    "COUNT_HINT_NEXT": (("hint", 56), ()),
    "COUNT_RIGHT": (("text", 0, 12), ()),
    "COUNT_WHICH": (("title", ""), ()),
    "COUNT_BY": (("title", ""), ()),
    "COUNT_HINT_SIDES": (("hint", 56), ()),
    "COUNT_HINT_BY": (("hint", 56), ()),
    "COUNT_OUT": (("big", 2 + 10 + 6, 12), ()),
    "COUNT_WON": (("big", 2 + 10 + 6, 12), ()),
    "COUNT_TIE": (("big", 2, 12), ()),
    "COUNT_HINT_SAVE": (("hint", 56), ()),
    "COUNT_FIRST_TIME": (("cut", 16), ("5/5 3/5",)),   # four children: the figures alone
    "COUNT_TITLE": (("title", ""), ()),
    "COUNT_ANSWERS": (("result",), (NAME, 12, 13)),
    "COUNT_NEXT": (("result",), (NAME, "2.1")),
    "COUNT_HISTORY": (("cut", 16), (120, 130)),
    "COUNT_HISTORY_NEXT": (("cut", 16), ("2.1",)),
    "COUNT_RED": (("title", ""), ()),
    "COUNT_BLACK": (("title", ""), ()),
    "COUNT_RED_DOT": (("text", 56, 27, 114), ()),   # between the ring and the number keyed
    "COUNT_BLACK_DOT": (("text", 56, 41, 114), ()),
    "COUNT_SAME": (("title", ""), ()),
    "COUNT_HINT_SAME": (("hint", 56), ()),
    "COUNT_SIGN": (("title", ""), ()),
    "COUNT_HINT_SIGNS": (("hint", 56), ()),
    "AND": (("result",), ()),
}
# The refusals: each a message, filled as app.refusal fills it.
for _k in range(1, 22):
    PLACES["LINE_WHY_%d" % _k] = (("msg",), {3: (NAME,), 5: (NAME,), 8: (TILE,), 9: ("6",), 16: (NAME,),
                                              17: (TILE,), 19: (TILE,)}.get(_k, ()))
for _k in range(1, 16):
    PLACES["CROSS_WHY_%d" % _k] = (("msg",), {1: (NAME,), 2: (TILE,), 4: ("3",), 5: ("3",), 6: ("3",)}.get(_k, ()))
for _k in range(1, 23):
    PLACES["MEX_WHY_%d" % _k] = (("msg",), ("{TRAIN}",) if _k in (5, 6, 7, 10, 17, 21, 22) else
                                 (NAME,) if _k in (13, 16) else ())
for _k in range(1, 10):
    PLACES["SAUSAGE_WHY_%d" % _k] = (("msg",), () if _k in (1, 7, 9) else (TILE,))
for _k in range(1, 17):
    PLACES["COUNT_WHY_%d" % _k] = (("msg",), {1: (21, 20), 2: ("2.1", "1-2", 3), 3: ("2.1",), 4: ("3.1",),
                                              5: (5,), 6: ("2-4", 4), 7: ("5+4", 9, 5), 8: ("1+2", 3, 4),
                                              9: (4, 4), 10: (5, 3), 11: (5, 2, 3, 1), 12: (5, 4), 13: (5, 4),
                                              14: (5,), 15: (4, 5), 16: (5, ">", 4)}[_k])
_SCORE = {10: (4, 3), 11: (3,), 12: (190, 6, 168), 13: (5, 4), 14: (3,), 15: (3,), 16: ("0-0",), 17: (3,),
          18: (3, 12), 19: (3, 6, 6, 10), 20: (3, 2, 12, 10), 21: (3, 6, 7, 7), 22: (5, 4), 23: (12,),
          24: (4,), 25: (3,), 26: (), 27: (), 28: (3, 3), 29: (NAME,), 30: (), 31: (), 32: (3,),
          33: (2, 3), 34: (30, 6, 28), 35: (5,)}
for _k, _a in _SCORE.items():
    PLACES["SCORE_WHY_%d" % _k] = (("msg",), _a)
COUNTS = (0, 1, 2, 3, 5, 11, 12, 21, 22, 25)


class Canvas(framebuf.FrameBuffer):
    """Twice the screen each way: what a text lights beyond the screen's
    128 x 64 is seen, not clipped. Records each text drawn, as the app
    tests' display does."""

    def __init__(self):
        self.buf = bytearray(256 * 128 // 8)
        super().__init__(self.buf, 256, 128, framebuf.MONO_VLSB)
        self.placed = []

    def text(self, s, x, y, c=1, step=8):
        self.placed.append((s, x, y))
        drivers.text(self, s, x, y, c, step)

    def outside(self):
        """Whether a pixel beyond the screen is lit."""
        for y in range(128):
            for x in range(128 if y < 64 else 0, 256):
                if self.pixel(x, y):
                    return True
        return False


def text_of(lang, key, n=-1):
    from app import lang as L
    L.use(texts.LANGS.index(lang))
    return L.get(number(key), n)


def filled(lang, key, args):
    """The arguments with the language's names and texts put in."""
    from app import labels
    together = getattr(labels, "join", " & ".join)   # (" & ": the texts before issue 46)
    out = []
    for a in args:
        if a == "{AND2}":
            a = together([NAME, NAME])
        elif a == "{AND4}":
            a = together([NAME] * 4)
        elif a == "{UNDO}":
            a = text_of(lang, "UNDO_CHANGE_TO") % 13
        elif a == "{TRAIN}":
            a = text_of(lang, "TRAIN_OF") % NAME
        elif a == "{GAME}":
            a = labels.game("mexican-train")
        elif a == "{ZERO}":
            # The longest reason a round scored nothing (app.screens.standings.why_zero).
            a = max((text_of(lang, k) for k in ("ZERO_UNDER", "ZERO_TIE", "ZERO_EGGS", "ZERO_KEPT", "ZERO_REPLAY",
                                                "ZERO_NOT_COUNTED", "ZERO_NO_GENERAL", "ZERO_NOTHING")), key=len)
            a = a % 13 if "%" in a else a
        out.append(a)
    return tuple(out)


def said(lang, key):
    """Each way the device says text `key` (its plural forms with counts)."""
    place, args = PLACES[key]
    if args == "n":
        return [t % n if "%" in t else t for t, n in ((text_of(lang, key, n), n) for n in COUNTS)]
    if args == "name n":
        return [text_of(lang, key, n) % (NAME, n) for n in COUNTS]
    if args == "undone":
        what = text_of(lang, key)
        what = what % 13 if "%" in what else what
        return [text_of(lang, k) % what for k in ("UNDONE", "ASK_UNDO", "REDONE")]
    if args[:1] == ("said",):
        # A report's words, inside the undo's and the redo's message.
        t = text_of(lang, key)
        a = filled(lang, key, args[1:])
        what = t % a if a else t
        return [text_of(lang, k) % what for k in ("REPORT_UNDONE", "REPORT_REDONE")]
    t = text_of(lang, key)
    a = filled(lang, key, args)
    return [t % a if a else t]


def wrong(lang, key, s):
    """What is wrong with s, said as text `key` at its place, or None."""
    from app import ui
    from app.screens.referee_draw import hints
    place = PLACES[key][0]
    if key in ("UNDO_ROUND_SCORES", "UNDO_LAST_ENTRY", "UNDO_CHANGE_TO"):
        place = ("ask",) if s.count("\n") >= 2 else ("msg",)   # in ASK_UNDO, a question
    kind = place[0]
    fb = Canvas()
    if kind in ("msg", "ask"):
        lines = ui.wrap(s, 14)
        more = max(0, len(lines) - 7)    # how far UP and DOWN scroll it (app.main: the box's 7 lines)
        if kind == "ask" and more:
            return "a question scrolled: its keys are not all seen at once (%d lines)" % len(lines)
        seen = {}
        for top in range(more + 1):
            fb.fill(0)
            fb.placed = []
            try:
                ui.message(fb, s, top)
            except TypeError:            # (a box that did not scroll)
                ui.message(fb, s)
            for i, p in enumerate(fb.placed):
                seen[top + i] = p[0]
            if fb.outside():
                return "lights pixels off the screen"
        if [seen.get(i) for i in range(len(lines))] != lines or " ".join(lines).split() != s.split():
            return "not all of it shows in the box: %r" % lines
        return None
    if kind == "title":
        for right in place[1:]:
            if right.startswith("{"):
                k = right[1:-1]
                right = text_of(lang, k)
                right = right % filled(lang, k, PLACES[k][1]) if "%" in right else right
            why = title_wrong(fb, s, right)
            if why:
                return why
    elif kind == "right":
        left = text_of(lang, place[1])
        left = left % filled(lang, place[1], PLACES[place[1]][1])
        why = title_wrong(fb, left, s)
        if why:
            return why
    elif kind == "text":
        end = place[3] if len(place) > 3 else 128
        if end == "{YES_NO}":
            end = 128 - max(ui.big_width(text_of(lang, "YES")), ui.big_width(text_of(lang, "NO")))
        fb.text(s, place[1], place[2])
        if place[1] + 8 * len(s) - 2 > end:
            return "runs past x %d" % end
    elif kind == "cut":
        if len(s) > place[1]:
            return "longer than its %d characters" % place[1]
    elif kind == "row":
        ui.rows(fb, [s], 0)
        if fb.placed[0][0] != s:
            return "the row is cut: %r" % fb.placed[0][0]
    elif kind == "pair":
        left = s if place[1] == "*" else text_of(lang, place[1][1:-1])
        right = s if place[2] == "*" else place[2] if not place[2].startswith("{") else text_of(lang, place[2][1:-1])
        if len(left) + 1 + len(right) > 16:
            return "%r and %r do not fit a row" % (left, right)
    elif kind == "hint":
        hints(fb, s, place[1])
    elif kind == "big":
        ui.big(fb, s, place[1], 0, 1, place[2])
    elif kind in ("wrap", "result"):
        lines = ui.wrap(s)
        if " ".join(lines).split() != s.split():
            return "a word is broken: %r" % lines
        if kind == "wrap" and len(lines) > place[1]:
            return "%d lines, the page has room for %d: %r" % (len(lines), place[1], lines)
    elif kind == "lines":
        lines = s.split("\n")
        if len(lines) > place[1] or max(len(x) for x in lines) > (place[2] if len(place) > 2 else 16):
            return "its lines do not fit %d of 16: %r" % (place[1], lines)
    elif kind == "tiny":
        if len(s) > place[1]:
            return "more than %d letters" % place[1]
    if fb.outside():
        return "lights pixels off the screen"
    return None


def title_wrong(fb, left, right):
    """The title bar with `right` flush right: both whole, a space between
    (more than the gap between two letters)."""
    from app import ui
    fb.fill(0)
    fb.placed = []
    ui.title(fb, left, right)
    if fb.placed[0][0] != left or right and fb.placed[1][0] != right:
        return "the title %r is cut beside %r" % (left, right)
    if right:
        end = 1 + 8 * len(left) - 2                  # the left part's last lit column
        if fb.placed[1][1] + 1 - end <= 4:
            return "the title %r runs into %r" % (left, right)
    return None


def labels_wrong(lang):
    """The ";name:label" tables: a game's name fits setup's row and History's
    15; an option's label two lines of 15, its values beside its second line;
    a house rule's phrase (the dealer's page) in words of at most 15."""
    from app import labels
    from rules import games
    out = []
    text_of(lang, "GAMES")
    for g in games.names():
        name = labels.game(g)
        if len(name) > 15 or name == g and lang != "en" and g not in ("kids",):
            out.append("%s game %s: %r" % (lang, g, name))
        for opt, (default, allowed) in games.game(g)[5].items():
            label = labels.option(opt)
            first, _, second = label.partition("\n")
            if label == opt or len(first) > 15:
                out.append("%s option %s: %r" % (lang, opt, label))
            values = [False, True] if allowed == () else (
                [allowed[1], allowed[2], 0] if allowed[0] == "whole" else list(allowed))
            for v in values:
                shown = labels.value(v, opt)
                if isinstance(v, str) and shown == v and not v[:1].isdigit():
                    out.append("%s %s=%s: its protocol name shown" % (lang, opt, v))
                # (from x 1 and flush right at 126: 15 characters between them)
                if len(second) + len(shown) > 15 if second else len(shown) > 15:
                    out.append("%s %s=%s: %r beside %r" % (lang, opt, v, shown, second))
                phrase = labels.setting(opt, v)
                if max(len(w) for w in phrase.split()) > 15:
                    out.append("%s %s=%s: %r" % (lang, opt, v, phrase))
    return out


def test_every_key_has_its_place():
    keys = [k for k, _ in texts.read("en")[1]]
    assert sorted(set(keys) - set(PLACES)) == [], "a text without a place here"
    assert sorted(set(PLACES) - set(keys)) == []


@pytest.mark.parametrize("lang", texts.LANGS)
def test_every_text_fits_its_place(lang):
    bad = []
    for key, (place, _args) in PLACES.items():
        if place[0] == "labels":
            continue
        for s in said(lang, key):
            why = wrong(lang, key, s)
            if why:
                bad.append("%s %s %r: %s" % (lang, key, s, why))
    bad += labels_wrong(lang)
    from app import lang as L
    L.use(0)
    assert not bad, "\n".join(bad)


def test_a_text_too_long_for_its_place_fails():
    # The checks above are only as good as wrong(): a row of 17, a title
    # over its right-hand part, a hints line past the edge, a page of
    # lines too many and a word at the box's edge are each found.
    assert wrong("en", "NEW_GAME", "x" * 17) and not wrong("en", "NEW_GAME", "x" * 16)
    assert wrong("en", "ROUND_PIPS", "Round 13 pips") and not wrong("en", "ROUND_PIPS", "Round 13")
    assert wrong("en", "HINT_ENTER", "\x01" + "x" * 18) and not wrong("en", "HINT_ENTER", "\x01" + "x" * 15)
    assert wrong("en", "ENGINE_HUB", "a b c d e f g h i j k l m n o p q r s t")
    assert wrong("en", "WHO_WENT_OUT", "y" * 17) and not wrong("en", "WHO_WENT_OUT", "y" * 16)
    assert wrong("en", "YES", "yess") and not wrong("en", "YES", "yes")
    assert wrong("en", "ASK_NEW_GAME", " ".join(["abcdefghijklm"] * 8))
    assert wrong("en", "LOG_CUT", "a" * 15) and not wrong("en", "LOG_CUT", "a" * 14)


def test_a_long_message_scrolls_to_its_last_line():
    # [issue 46]: Macedonian LEDGER_10 took seven lines and the box showed
    # six, dropping "продолжена." without a mark. A message longer than the
    # box shows every line, scrolled with UP and DOWN.
    from app import ui
    s = " ".join("word%d" % i for i in range(40))   # 20 lines of 14
    assert not wrong("en", "LOG_CUT", s)
    fb = Canvas()
    ui.message(fb, s, 100)   # past the end: the last lines
    assert fb.placed[-1][0] == ui.wrap(s, 14)[-1]
