"""Pook by keys: the zones of the table and what Enter does in each.

- ``hand``: a hand card that may be played is picked up (Warrior face first, as a click
  picks it); F turns it; after a Mage has chosen its target, Enter on a hand card gives it;
- ``grid``: the Piggy (picked up, when a swap is legal), a power's targets after a Mage,
  Orc or Viking, a Bourse to pick at the tie-break;
- ``banners``: the Visible Banners that may be taken;
- ``targets``, while a card or the Piggy is held: the cells that glow for it, and only
  those; Enter puts it there, Esc puts it down.

Every stop comes from the view's legal action texts (through :meth:`PookScene.glow`), so
the keys reach what the core allows and no rule is judged here. A part
:class:`scenes.games.pook.scene.PookScene` holds as ``keys``.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, ClassVar

import pygame

from scenes.frame.uiscene import key_row
from scenes.games.pook import layout as geo
from scenes.games.pook.paint import PIGGY, Grip
from scenes.kit.focus import Stop, Zone
from scenes.kit.pieces.pook_art import HAND
from scenes.table.keyplay import TableKeys

if TYPE_CHECKING:
    from scenes.games.pook.parts import PookTable  # noqa: F401 (the table it plays)


class PookKeys(TableKeys["PookTable"]):
    """The Pook table's zones for the keyboard (scenes.table.keyplay)."""

    button_means: ClassVar[dict[str, str]] = {"#end": "end", "#skip": "skip",
                                              "#turn_over": "turn over"}

    def game_keys(self) -> list[tuple[str, str]]:
        table = self.table
        return [*(key_row(table.ctx.tr, f"pook.{name}")
                  for name in ("turn", "put_down", "peek", "end")),
                key_row(table.ctx.tr, "table.space"),
                *(key_row(table.ctx.tr, f"table.{name}") for name in ("zoom", "pan"))]

    def table_zones(self) -> list[Zone]:
        table = self.table
        if not table.my_turn or not table.view:
            return []
        grip = table.grip
        if grip is not None:  # held: only where it may go
            return [Zone("targets", self.cell_stops(table.glow(), self.key_drop))]
        phase, zones = table.view["phase"], []
        if phase == "power" and table.mage_cell is not None:
            zones.append(Zone("hand", tuple(
                self.hand_stop(card, partial(self.key_give, card), text)
                for card, text in table.mage_cards().items())))
        elif phase == "start":
            playable = {text.split()[1] for text in table.legal if text.startswith("play ")}
            zones.append(Zone("hand", tuple(
                self.hand_stop(card, partial(self.key_pick, ("hand", card)), f"pick {card}",
                               then="targets") for card in table.view["hand"]
                if card in playable)))
        zones.append(Zone("grid", self.grid_stops(phase)))
        banners = table.painter.banner_rects(table.view["banners_available"])
        zones.append(Zone("banners", tuple(
            Stop(f"banner:{name}", rect, partial(table.act, f"banner {name}"), f"banner {name}")
            for name, rect in banners.items() if f"banner {name}" in table.legal)))
        return zones

    def grid_stops(self, phase: str) -> tuple[Stop, ...]:
        """The Piggy, or the glowing cells of a power or of the tie-break."""
        table = self.table
        if phase in ("power", "tiebreak"):
            mage = phase == "power" and table.placed_faction() == "M"
            if mage:
                return self.cell_stops(table.glow(), self.key_target, prefix="target ",
                                       then="hand")
            return self.cell_stops(table.glow(), lambda cell, text: table.act(text))
        if any(text.startswith("swap ") for text in table.legal):
            piggy = table.view["piggy"]
            return (Stop("piggy", table.camera.cell_box(piggy),
                         partial(self.key_pick, PIGGY), "pick piggy", then="targets"),)
        return ()

    def cell_stops(self, cells: dict[str, str], enter: Callable[[str, str], object],
                   prefix: str = "",
                   then: str | None = None) -> tuple[Stop, ...]:
        """A stop per glowing cell, row by row; ``enter(cell, text)`` is what Enter does."""
        order = sorted(cells, key=lambda cell: geo.cell_col_row(cell)[::-1])
        return tuple(Stop(f"cell:{cell}", self.table.camera.cell_box(cell),
                          partial(enter, cell, cells[cell]),
                          prefix + cells[cell] if prefix else cells[cell], then=then)
                     for cell in order)

    def hand_stop(self, card: str, enter: Callable[[], object], means: str,
                  then: str | None = None) -> Stop:
        piece = self.table.board.pieces.get(f"hand:{card}")
        centre = piece.end if piece is not None else self.table.places.hand
        return Stop(f"hand:{card}", geo.card_rect(centre, HAND), enter, means, then=then)

    def hint_marks(self, action: str) -> list[pygame.Rect]:
        """The hand card and the cell a hint's move names (the Piggy and its target, a
        Banner)."""
        table = self.table
        verb, *args = action.split()
        if not table.view:
            return []
        cells = [args[2]] if verb == "play" else [args[0]] if verb in ("power", "pick") \
            else [table.view["piggy"], args[0]] if verb == "swap" else []
        cards = [args[0]] if verb == "play" else args[1:2] if verb == "power" else []
        marks = [table.camera.cell_box(cell) for cell in cells]
        marks += [pygame.Rect(self.hand_stop(card, lambda: None, "").rect) for card in cards]
        if verb == "banner":
            marks += [rect for name, rect in table.painter.banner_rects(
                table.view["banners_available"]).items() if name == args[0]]
        return marks

    # --- what Enter does -------------------------------------------------------------------

    def key_pick(self, grip: Grip) -> None:
        """Pick up a hand card (its Warrior face, unless only its Bourse may go) or the Piggy."""
        table = self.table
        if grip[0] == "hand":
            table.warrior = table.default_face(grip[1])
        table.selected = grip
        table.update_buttons()

    def key_drop(self, cell: str, text: str) -> None:
        """Put the held card or Piggy on ``cell``: it goes from where it lay."""
        table = self.table
        grip = table.selected
        if grip is None:
            return
        key = "piggy" if grip == PIGGY else f"hand:{grip[1]}"
        piece = table.board.pieces.get(key)
        centre = piece.centre if piece is not None else table.camera.centre(cell)
        table.drop(grip, cell, (round(centre[0]), round(centre[1])))

    def key_target(self, cell: str, text: str) -> None:
        """A Mage's target: then the hand card to give for it."""
        self.table.mage_cell = cell

    def key_give(self, card: str) -> None:
        table = self.table
        piece = table.board.pieces.get(f"hand:{card}")
        table.drop_origin = piece.centre if piece is not None else None
        table.act(f"power {table.mage_cell} {card}")
