"""Pook: the rules core (``docs/rules/pook.md``, rule IDs P01-P29, options O1-O2).

Grid and coordinates
--------------------
The table is drawn on a fixed 9×9 frame of cells named like a chess board:
columns ``A``-``I`` from left to right (x = -4 .. 4) and rows ``1``-``9`` from
the **top** of the screen down (y = -4 .. 4). The Piggy starts on ``E5``
(x = 0, y = 0). The frame always suffices: cards never leave the table (a Mage
swap refills the cell), E5 always holds a card (the Piggy or the card it
swapped with), and every card lies in one 5×5 square (P10) — which contains
E5, so no card is ever more than 4 cells from it.

Cards
-----
Faction cards are named by faction letter, level and copy: ``K1a``, ``K1b``,
``K2a`` … ``V3b`` (K Knight, M Mage, O Orc, V Viking; levels 1,1,2,2,3,3, P01).
The Piggy is ``P``. Banners are named by their pair: ``KM KO KV MO MV OV``.
Seats are numbered from 0; seat 0 plays first.

Action notation
---------------
=======================  =========================================================
``swap E4``              P15: swap the Piggy with the card on E4
``play O2a W E4``        P09: play O2a from hand on E4, Warrior face up (``B``: Bourse)
``power E6``             P22/P23: the placed Orc or Viking acts on E6
``power E6 K1b``         P21: the placed Mage takes E6 into hand and puts K1b there
``skip``                 P13: do not use the placed Warrior's power
``banner KM``            P28 (Visible Banners): take the KM Banner
``end``                  end the turn (with 2-3 players, draw a card: P14)
``pick E3``              P27: secret tie-break choice of the Bourse on E3
=======================  =========================================================

A turn: ``start`` (optional ``swap``, optional ``banner``, then ``play``) →
``power`` (only if the placed Mage, Orc or Viking has a legal target, P24) →
``after`` (optional ``swap`` if not used yet, optional ``banner``, then ``end``).
The game is scored as soon as the last Faction card is placed and its power
resolved (P25); a tie for first opens the tie-break: each tied seat ``pick``s in
seat order, hidden from the others until all have chosen (P27).

An action text names the actor's own hand card (``play``, Mage ``power``): show
other seats the events instead (:func:`game.pook.log.describe`), which never
name a card that is not public.

>>> state = new_game(4, seed=3)
>>> action = state.legal_actions()[0]
>>> parse_action(state, str(action)) == action
True
>>> [event.kind for event in state.play("end")]
Traceback (most recent call last):
...
game.core.IllegalAction: illegal action 'end': play a card before ending the turn (P09)

Options (``new_game`` keywords, defaults first)
-----------------------------------------------
- ``visible_banners=False|True`` P28; ``teams=False|True`` P29 (4 players:
  seats 0+2 and 1+3 share one Banner, both see it; each seat scores its team's
  total, and both partners are winners).
- ``knight_protects="all"|"warriors"`` O1; ``mage_swap="any"|"same"`` O2.

Resolutions made here where the rules leave a choice (marked [R])
-----------------------------------------------------------------
- P16: the forbidden swap is with the *same card* the previous player swapped
  the Piggy with; once a Mage took that card off the table nothing is blocked.
- P25: after the last card no Piggy swap or ``end`` follows: scoring starts.
- P27: a tie is between Banner holders (teams in P29, where every seat of a tied
  team chooses); only the tied players' scores are recomputed, the others keep
  theirs, so the winners always come from the tied players.
- P28: "last card" = a hand of one with an empty pile; a team takes one Banner
  and the first-Banner point goes to the team.
- O2 ``"same"``: a Warrior-face card may only be replaced by a hand card of the
  same level; a Bourse's level is hidden, so any hand card may replace it.

Views
-----
``view(seat)`` holds the table (Warriors in full; a Bourse's card only if that
seat knows it), ``hand`` (own), ``hands`` (per seat: the cards this seat knows
there, then ``None`` per hidden card), the pile count, ``banner`` (own) and
``banners`` (others ``None`` while secret), faction totals, protected cells
(P20), the Piggy's cell, this turn's and the previous turn's Piggy swap (P16:
``card_cell`` is the cell that may not swap back), the tie-break and, at the
end, scores and winners. For drawing, ``State.placements(card, warrior)`` gives
the cells a card may go to with a face, whoever holds it (P10-P12).
"""

from game.core import GameSpec, Weighing
from game.pook.actions import Action, End, Pick, Play, Power, Skip, Swap, TakeBanner, parse_action
from game.pook.bots import BOTS, hard_pick, play_out
from game.pook.guess import determinize
from game.pook.hints import explain, hint
from game.pook.lesson import CLAIMS, LESSON
from game.pook.loading import from_json
from game.pook.position import MAX_PLAYERS, MIN_PLAYERS
from game.pook.rules import State, new_game, random_action
from game.pook.shapes import SHAPES
from game.pook.views import learned_by, public_view
from game.practice import practising

SPEC: GameSpec[State, Action] = GameSpec(
    "pook", State, MIN_PLAYERS, MAX_PLAYERS, practising(new_game, from_json), parse_action,
    from_json, random_action,
    determinize, learned_by, lambda state: state.turn, BOTS, hint, LESSON, CLAIMS,
    public_view=public_view, weighing=Weighing(play_out, hard_pick, explain), shapes=SHAPES)
"""Pook as the table, the host, the review and the tools see it (:class:`game.core.GameSpec`)."""

__all__ = [
    "MAX_PLAYERS",
    "MIN_PLAYERS",
    "SPEC",
    "Action",
    "End",
    "Pick",
    "Play",
    "Power",
    "Skip",
    "State",
    "Swap",
    "TakeBanner",
    "determinize",
    "from_json",
    "new_game",
    "parse_action",
    "random_action",
]
