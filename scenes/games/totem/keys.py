"""Totem by keys: the zones of the table and what Enter does in each.

- ``hand``: a hand card that may go somewhere is picked up (at setup: a card not yet in a
  slot, while a slot is free for it);
- ``enemy``: the Eye's targets (the opponent's face-down defenders it may look at);
- ``targets``, while a card (or a Sword pairing) is held: the places that glow for it — an
  enemy defender to attack, an own slot to defend or exchange (at setup: a free slot the
  core's setups allow it, never a taken one), the discard pile, or the hand card a Sword
  pairs with — and only those; Enter puts it there, Esc puts it down.

Every stop comes from the view's legal action texts (through :meth:`TotemScene.targets`),
so the keys reach what the core allows and no rule is judged here. A part
:class:`scenes.games.totem.scene.TotemScene` holds as ``keys``.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, ClassVar

import pygame

from scenes.frame.uiscene import key_row
from scenes.games.totem.paint import Target
from scenes.kit.focus import Stop, Zone
from scenes.table.keyplay import TableKeys

THEN = {"combine": "targets", "arrange": "hand"}  # where the keys go after a step that
# plays nothing yet: a Sword pairing's targets, the next card to put in a slot

if TYPE_CHECKING:
    from scenes.games.totem.parts import TotemTable  # noqa: F401 (the table it plays)


class TotemKeys(TableKeys["TotemTable"]):
    """The Totem table's zones for the keyboard (scenes.table.keyplay)."""

    button_means: ClassVar[dict[str, str]] = {"#end": "end", "#again": "again"}

    def button_meaning(self, name: str) -> str:
        if name == "#confirm":
            return "setup " + " ".join(face or "?" for face in self.table.arranged)
        return super().button_meaning(name)

    def game_keys(self) -> list[tuple[str, str]]:
        table = self.table
        return [*(key_row(table.ctx.tr, f"totem.{name}") for name in ("end", "put_down")),
                key_row(table.ctx.tr, "table.space"),
                *(key_row(table.ctx.tr, f"table.{name}") for name in ("zoom", "pan"))]

    def table_zones(self) -> list[Zone]:
        table = self.table
        if not table.my_turn or not table.view:
            return []
        if table.selected:
            found = table.targets(table.selected)
            order = sorted(found, key=lambda t: (self.target_rect(t).centery // 40,
                                                 self.target_rect(t).centerx))
            return [Zone("targets", tuple(
                Stop(f"target:{':'.join(map(str, target))}", self.target_rect(target),
                     partial(self.key_drop, target), self.target_means(target, found[target]),
                     then=THEN.get(found[target]))
                for target in order))]
        if table.view["phase"] == "eye":
            found = table.eye_targets()
            return [Zone("enemy", tuple(
                Stop(f"enemy:{target[1]}", table.sight.shown.slot_rect(False, target[1]),
                     partial(table.act, text), text) for target, text in sorted(found.items())))]
        setup = table.view["phase"] == "setup"
        cards = [face for face in self.hand_order()
                 if (face not in table.arranged or not setup) and table.targets((face,))]
        return [Zone("hand", tuple(
            Stop(f"card:{face}", self.card_at(face), partial(self.key_pick, face),
                 f"pick {face}", then="targets") for face in cards))]

    def hand_order(self) -> list[str]:
        """The viewer's hand cards, left to right where they rest (not as they glide)."""
        table = self.table
        hand = set(table.view.get("hand", []))
        pieces = [(piece.end[0], key[5:]) for key, piece in table.board.pieces.items()
                  if key.startswith("card:") and key[5:] in hand]
        return [face for _, face in sorted(pieces)]

    def card_at(self, face: str) -> pygame.Rect:
        """Where a card of the hand rests, as the screen shows it."""
        piece = self.table.board.pieces.get(f"card:{face}")
        geo = self.table.geo
        return self.table.sight.card_box(piece.end if piece is not None
                                         else (geo.centre_x, geo.own_hand_y))

    def target_rect(self, target: Target) -> pygame.Rect:
        kind, geo = target[0], self.table.sight.shown
        if kind == "enemy":
            return geo.slot_rect(False, target[1])
        if kind == "own":
            return geo.slot_rect(True, target[1])
        if kind == "discard":
            return geo.pile_rect(geo.discard)
        return self.card_at(target[1])

    def target_means(self, target: Target, text: str) -> str:
        """The action text a target plays, or what it does when it plays none yet."""
        table = self.table
        if text == "arrange":
            return f"arrange {table.selected[0]} {target[1]}"
        if text == "combine":
            return f"pair {'+'.join((*table.selected, target[1]))}"
        return text

    def hint_marks(self, action: str) -> list[pygame.Rect]:
        """The cards a hint's move names and where it sends them."""
        verb, *args = action.split()
        geo = self.table.sight.shown
        if verb == "attack":
            faces = args[0].split("+")
            return [*map(self.card_at, faces), geo.slot_rect(False, int(args[1]))]
        if verb in ("defend", "exchange"):
            return [self.card_at(args[0]), geo.slot_rect(True, int(args[1]))]
        if verb in ("discard", "trim"):
            return [self.card_at(args[0]), geo.pile_rect(geo.discard)]
        if verb == "eye":
            return [geo.slot_rect(False, int(args[0]))]
        if verb == "setup":
            return [self.card_at(face) for face in args]
        return []

    # --- what Enter does -------------------------------------------------------------------

    def key_pick(self, face: str) -> None:
        self.table.selected = (face,)

    def key_drop(self, target: Target) -> None:
        """Put the held card(s) on ``target``, from where they lie (a pairing stays held)."""
        table = self.table
        held = table.selected
        table.drop(held, target, self.card_at(held[0]).center)
