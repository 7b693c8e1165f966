"""Where Totem's lesson points (a slot, a hand card, a button), the colour its words give
the Swords (as the palette draws them) and its closing result (:mod:`game.totem.lesson`,
:mod:`scenes.table.coaching`). A mixin of :class:`scenes.totem.scene.TotemScene`."""

from __future__ import annotations

from typing import Any

import pygame

from game.lessons import Step
from scenes.totem import layout as geo


class TotemLesson:
    ctx: Any
    board: Any

    def coach_target(self, point: tuple[Any, ...]) -> pygame.Rect | None:
        if point[0] == "slot":
            return geo.slot_rect(point[1] == "own", point[2])
        if point[0] == "hand":
            piece = self.board.pieces.get(f"card:{point[1]}")
            return self.piece_box(piece) if piece is not None else None  # type: ignore[attr-defined]
        return super().coach_target(point)  # type: ignore[misc,no-any-return]

    def coach_params(self, step: Step) -> dict[str, Any]:
        tr = self.ctx.tr
        params: dict[str, Any] = {
            "red": tr(f"totem.colour.{self.ctx.palette.power_words['sword']}")}
        if step.say == "last_turn" and self.session.is_terminal():  # type: ignore[attr-defined]
            params["result"] = self.end_payload().title  # type: ignore[attr-defined]
        return params
