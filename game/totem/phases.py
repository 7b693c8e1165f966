"""Totem's numbers (players, hand, defenders: T03-T11), its phases and how a game can end,
shared by the rules (game/totem/rules.py) and their checks (game/totem/checks.py)."""

MIN_PLAYERS = MAX_PLAYERS = 2  # T03
HAND_DEAL = 7  # T04
DEFENDERS_AT_SETUP = 4  # T05
HAND_LIMIT = 6  # T11

SETUP, TURN, FOLLOW, EYE_PHASE, TRIM_PHASE, OVER = "setup", "turn", "follow", "eye", "trim", "over"
PHASES = (SETUP, TURN, FOLLOW, EYE_PHASE, TRIM_PHASE, OVER)
CLOSE = "end"  # after_eye value: the turn closes (T11) once the Eye has its target
AFTER_EYE = (FOLLOW, CLOSE)

ALL_BEATEN = "all_defenders_beaten"
DECK_COUNT = "deck_exhausted_count"
DECK_TOTAL = "deck_exhausted_total"
DRAW = "draw"

# The public fields that say where the game stands (views and snapshots carry them as they are).
PROGRESS = ("phase", "active", "first_player", "turn", "attacks", "eye_seat", "after_eye",
            "last_turn")

Refusal = tuple[str, str]  # (reason, rule ID)
