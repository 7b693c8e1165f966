"""The Totem table: two players, hands at the edges, four defender slots each.

What the player meets, and where it lives:

- the gestures (:mod:`scenes.games.totem.scene`): the secret setup, four hand cards dragged
  into the slots (and back to the hand until Confirm); an attack, a card dragged onto an enemy
  defender; a Sword dropped on another hand card forms a combined attack and shows the sum
  (right click or Esc puts the pair down, as the status line says); defend, exchange and
  discard onto one's own slots or the discard pile; the Eye's target picked by a click;
- the clash held on screen before it resolves, the comparison drawn ("9 ≥ 7 beaten!") or the
  Shield drawn between the numbers ("the Shield holds!", :mod:`scenes.games.totem.clash`);
- used powers lying sideways, as in the booklet, their level printed again upright on a badge
  so a sideways 9 never reads as a 6 (:mod:`scenes.kit.pieces.totem_art`);
- zoom and pan over the sides, slots, hands and piles only (:mod:`scenes.games.totem.sight`):
  the cards drawn at the zoomed size and clipped to the play area, while the plates, the
  status, the buttons and the log stay;
- a bot's move staged step by step, each step showing the view the core gives for it
  (:mod:`scenes.games.totem.pace`, ``game.totem.views.moments``), so the screen never runs
  ahead of the move; the recap of the opponent's turn (:mod:`scenes.games.totem.recap`).
"""
