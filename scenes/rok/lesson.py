"""Where RÖK's lesson points (a rune on the cloth, a Balance rune, the Throw button) and its
closing result (:mod:`game.rok.lesson`, :mod:`scenes.table.coaching`). A mixin of
:class:`scenes.rok.scene.RokScene`."""

from __future__ import annotations

from typing import Any

import pygame

from game.lessons import Step
from scenes.rok import layout as geo
from scenes.rok.words import rune_name


class RokLesson:
    ctx: Any
    board: Any
    places: Any

    def coach_target(self, point: tuple[Any, ...]) -> pygame.Rect | None:
        if point[0] == "rune":
            piece = self.board.pieces.get(f"rune:{point[1]}")
            return self.piece_box(piece) if piece is not None else None  # type: ignore[attr-defined]
        if point[0] == "balance":
            x, y = self.places.balance(point[1])
            return pygame.Rect(round(x) - geo.STONE, round(y) - geo.STONE, 2 * geo.STONE,
                               2 * geo.STONE)
        return super().coach_target(point)  # type: ignore[misc,no-any-return]

    def coach_params(self, step: Step) -> dict[str, Any]:
        """The rune the step points at, named as the table names it (its colour and sign:
        black, grey or white, never a colour the stones do not have), and the result."""
        tr, params = self.ctx.tr, {}
        if step.point[:1] == ("rune",):
            params["rune"] = rune_name(tr, step.point[1])
        elif step.point[:1] == ("balance",):
            balance = self.session.view(step.point[1])["balance"][step.point[1]]  # type: ignore[attr-defined]
            params["rune"] = rune_name(tr, balance) if balance else "—"
        if step.say == "end" and self.session.is_terminal():  # type: ignore[attr-defined]
            params["result"] = self.end_payload().title  # type: ignore[attr-defined]
        return params
