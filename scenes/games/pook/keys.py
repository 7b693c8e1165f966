"""Pook by keys: the zones of the table and what Enter does in each.

- ``hand``: a hand card that may be played is picked up (Warrior face first, as a click
  picks it); F turns it; after a Mage has chosen its target, Enter on a hand card gives it;
- ``grid``: the Piggy (picked up, when a swap is legal), a power's targets after a Mage,
  Orc or Viking, a Bourse to pick at the tie-break;
- ``banners``: the Visible Banners that may be taken;
- ``targets``, while a card or the Piggy is held: the cells that glow for it, and only
  those; Enter puts it there, Esc puts it down.

Every stop comes from the view's legal action texts (through :meth:`PookScene.glow`), so
the keys reach what the core allows and no rule is judged here. A mixin of
:class:`scenes.games.pook.scene.PookScene`.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import ClassVar

import pygame

from scenes.frame.uiscene import key_row
from scenes.games.pook import layout as geo
from scenes.games.pook.paint import PIGGY, Grip
from scenes.games.pook.parts import PookTable
from scenes.kit.focus import Stop, Zone
from scenes.kit.pieces.pook_art import HAND


class PookKeys(PookTable):
    """The Pook table's zones for the keyboard (scenes.table.keyplay)."""

    button_means: ClassVar[dict[str, str]] = {"#end": "end", "#skip": "skip",
                                              "#turn_over": "turn over"}

    def game_keys(self) -> list[tuple[str, str]]:
        return [*(key_row(self.ctx.tr, f"pook.{name}")
                  for name in ("turn", "put_down", "peek", "end")),
                key_row(self.ctx.tr, "table.space")]

    def table_zones(self) -> list[Zone]:
        if not self.my_turn or not self.view:
            return []
        grip = self.grip
        if grip is not None:  # held: only where it may go
            return [Zone("targets", self.cell_stops(self.glow(), self.key_drop))]
        phase, zones = self.view["phase"], []
        if phase == "power" and self.mage_cell is not None:
            zones.append(Zone("hand", tuple(
                self.hand_stop(card, partial(self.key_give, card), text)
                for card, text in self.mage_cards().items())))
        elif phase == "start":
            playable = {text.split()[1] for text in self.legal if text.startswith("play ")}
            zones.append(Zone("hand", tuple(
                self.hand_stop(card, partial(self.key_pick, ("hand", card)), f"pick {card}",
                               then="targets") for card in self.view["hand"]
                if card in playable)))
        zones.append(Zone("grid", self.grid_stops(phase)))
        banners = geo.banner_rects(self.view["banners_available"])
        zones.append(Zone("banners", tuple(
            Stop(f"banner:{name}", rect, partial(self.act, f"banner {name}"), f"banner {name}")
            for name, rect in banners.items() if f"banner {name}" in self.legal)))
        return zones

    def grid_stops(self, phase: str) -> tuple[Stop, ...]:
        """The Piggy, or the glowing cells of a power or of the tie-break."""
        if phase in ("power", "tiebreak"):
            mage = phase == "power" and self.placed_faction() == "M"
            if mage:
                return self.cell_stops(self.glow(), self.key_target, prefix="target ",
                                       then="hand")
            return self.cell_stops(self.glow(), lambda cell, text: self.act(text))
        if any(text.startswith("swap ") for text in self.legal):
            piggy = self.view["piggy"]
            return (Stop("piggy", geo.card_rect(self.camera.centre(piggy)),
                         partial(self.key_pick, PIGGY), "pick piggy", then="targets"),)
        return ()

    def cell_stops(self, cells: dict[str, str], enter: Callable[[str, str], object],
                   prefix: str = "",
                   then: str | None = None) -> tuple[Stop, ...]:
        """A stop per glowing cell, row by row; ``enter(cell, text)`` is what Enter does."""
        order = sorted(cells, key=lambda cell: geo.cell_col_row(cell)[::-1])
        return tuple(Stop(f"cell:{cell}", geo.card_rect(self.camera.centre(cell)),
                          partial(enter, cell, cells[cell]),
                          prefix + cells[cell] if prefix else cells[cell], then=then)
                     for cell in order)

    def hand_stop(self, card: str, enter: Callable[[], object], means: str,
                  then: str | None = None) -> Stop:
        piece = self.board.pieces.get(f"hand:{card}")
        centre = piece.end if piece is not None else (geo.CENTRE_X, geo.HAND_Y)
        return Stop(f"hand:{card}", geo.card_rect(centre, HAND), enter, means, then=then)

    def hint_marks(self, action: str) -> list[pygame.Rect]:
        """The hand card and the cell a hint's move names (the Piggy and its target, a
        Banner)."""
        verb, *args = action.split()
        if not self.view:
            return []
        cells = [args[2]] if verb == "play" else [args[0]] if verb in ("power", "pick") \
            else [self.view["piggy"], args[0]] if verb == "swap" else []
        cards = [args[0]] if verb == "play" else args[1:2] if verb == "power" else []
        marks = [geo.card_rect(self.camera.centre(cell)) for cell in cells]
        marks += [pygame.Rect(self.hand_stop(card, lambda: None, "").rect) for card in cards]
        if verb == "banner":
            marks += [rect for name, rect in geo.banner_rects(
                self.view["banners_available"]).items() if name == args[0]]
        return marks

    # --- what Enter does -------------------------------------------------------------------

    def key_pick(self, grip: Grip) -> None:
        """Pick up a hand card (its Warrior face, unless only its Bourse may go) or the Piggy."""
        if grip[0] == "hand":
            self.warrior = self.default_face(grip[1])
        self.selected = grip
        self.update_buttons()

    def key_drop(self, cell: str, text: str) -> None:
        """Put the held card or Piggy on ``cell``: it goes from where it lay."""
        grip = self.selected
        if grip is None:
            return
        key = "piggy" if grip == PIGGY else f"hand:{grip[1]}"
        piece = self.board.pieces.get(key)
        centre = piece.centre if piece is not None else self.camera.centre(cell)
        self.drop(grip, cell, (round(centre[0]), round(centre[1])))

    def key_target(self, cell: str, text: str) -> None:
        """A Mage's target: then the hand card to give for it."""
        self.mage_cell = cell

    def key_give(self, card: str) -> None:
        piece = self.board.pieces.get(f"hand:{card}")
        self.drop_origin = piece.centre if piece is not None else None
        self.act(f"power {self.mage_cell} {card}")
