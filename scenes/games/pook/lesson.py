"""Where Pook's lesson points (a cell, a hand card, a button) and the numbers its closing
words name (:mod:`game.pook.lesson`, :mod:`scenes.table.coaching`). A part
:class:`scenes.games.pook.scene.PookScene` holds as ``lesson``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.lessons import Step
from scenes.kit.pieces.pook_words import banner_name, faction_name
from scenes.table.coaching import TableLesson

if TYPE_CHECKING:
    from scenes.games.pook.parts import PookTable  # noqa: F401 (the table it points on)


class PookLesson(TableLesson["PookTable"]):
    """Where the lesson points on the Pook table, and what its closing words name."""

    def target(self, point: tuple[Any, ...]) -> pygame.Rect | None:
        table = self.table
        if point[0] == "cell":
            return table.camera.cell_box(point[1])
        if point[0] == "hand":
            piece = table.board.pieces.get(f"hand:{point[1]}")
            return table.piece_box(piece) if piece is not None else None
        return super().target(point)

    def params(self, step: Step) -> dict[str, Any]:
        """The learner's Banner counted out, the robot's score and who won."""
        table = self.table
        view, tr = table.view, table.ctx.tr
        if step.say != "scoring" or not view.get("scores") or not view.get("banners"):
            return {}
        banner, totals = view["banners"][0], view["faction_totals"]
        return {"banner": banner_name(tr, banner), "first": faction_name(tr, banner[0]),
                "a": totals[banner[0]], "second": faction_name(tr, banner[1]),
                "b": totals[banner[1]], "score": view["scores"][0], "other": view["scores"][1],
                "result": table.end_payload().title}
