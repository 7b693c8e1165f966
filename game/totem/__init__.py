"""Totem: two players, 52 cards, 4 secret defenders each (rules: ``docs/rules/totem.md``).

>>> import game.totem as totem
>>> state = totem.new_game(2, seed=1)
>>> state.play("setup " + " ".join(state.view(0)["hand"][:4]))[0].kind
'setup'
>>> state.current_player
1

Cards are named by colour letter and level: ``R7`` is the red 7, a Sword;
blue is Shield, green Eye, yellow Sum; levels 10-13 have no power (T02).
Defence zones have 4 slots numbered 1-4. Notation, one action per line:

==========================  ===============================================================
``setup R7 B3 G12 Y1``      T05: the 4 secret defenders, for slots 1-4 in that order
``attack R7 2``             T12: the R7 attacks the opponent's defender in slot 2
``attack R7+B5 2``          T20: a Sword combination (value 12); written in any order
``defend B3 4``             T08: B3 goes face down into the player's own empty slot 4
``exchange B3 2``           T09: B3 swaps with the player's own face-down defender in slot 2
``discard B3``              T10: discard B3, then draw
``again``                   T17: after a successful attack with an empty hand: draw, turn ends
``end``                     T16: end the turn after a successful attack
``trim B3``                 T11: one of the end-of-turn discards down to 6 cards
``eye 3``                   T22: the waiting Eye reveals the opponent's face-down slot 3
==========================  ===============================================================

A second attack after a successful one (T16) is simply another ``attack``.
The opening draw (T06) is automatic and reported by a ``draw`` event.
``end`` is also the only action when nothing else is possible (deck-empty last turn).

Events (``Event(kind, seat, data)``): ``setup``, ``turn``, ``draw`` (never the
card), ``attack``, ``reveal``, ``power``, ``cancel``, ``attack_failed``,
``attack_succeeded``, ``discard``, ``defend`` / ``exchange`` (the slot only:
the cards stay secret), ``hand_limit``, ``last_turn``, ``end_turn``,
``game_over`` (reason, winners, defenders, totals).

End (``state.end_reason``): ``all_defenders_beaten`` (T25),
``deck_exhausted_count``, ``deck_exhausted_total`` or ``draw`` (T26, T27).
``scores()`` is the number of defenders per seat, ``totals()`` the sum of their
levels; ``winners()`` is both seats for a draw.
"""

from game.core import GameSpec, Weighing
from game.practice import practising
from game.totem.actions import (
    Action,
    Again,
    Attack,
    Defend,
    Discard,
    EndTurn,
    Exchange,
    EyeReveal,
    Setup,
    Trim,
    parse_action,
)
from game.totem.bots import BOTS, RandomBot, hard_pick, play_out, random_action
from game.totem.guess import determinize
from game.totem.hints import explain, hint
from game.totem.lesson import CLAIMS, LESSON
from game.totem.loading import from_json
from game.totem.phases import MAX_PLAYERS, MIN_PLAYERS
from game.totem.rules import State, new_game
from game.totem.shapes import SHAPES
from game.totem.views import learned_by, moments, public_view

SPEC: GameSpec[State, Action] = GameSpec(
    "totem", State, MIN_PLAYERS, MAX_PLAYERS, practising(new_game, from_json), parse_action,
    from_json, random_action,
    determinize, learned_by, lambda state: state.turn, BOTS, hint, LESSON, CLAIMS,
    public_view=public_view, moments=moments, weighing=Weighing(play_out, hard_pick, explain),
    shapes=SHAPES)
"""Totem as the table, the host, the review and the tools see it (:class:`game.core.GameSpec`)."""

__all__ = [
    "MAX_PLAYERS",
    "MIN_PLAYERS",
    "SPEC",
    "Action",
    "Again",
    "Attack",
    "Defend",
    "Discard",
    "EndTurn",
    "Exchange",
    "EyeReveal",
    "RandomBot",
    "Setup",
    "State",
    "Trim",
    "determinize",
    "from_json",
    "new_game",
    "parse_action",
    "random_action",
]
