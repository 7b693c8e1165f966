"""Where RÖK's lesson points (a rune on the cloth, a Balance rune, the Throw button) and its
closing result (:mod:`game.rok.lesson`, :mod:`scenes.table.coaching`). A part
:class:`scenes.games.rok.scene.RokScene` holds as ``lesson``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.lessons import Step
from game.rok.orders import order_choices
from scenes.games.rok import layout as geo
from scenes.kit.pieces.rok_words import rune_name, slide_result
from scenes.table.coaching import TableLesson

if TYPE_CHECKING:
    from scenes.games.rok.parts import RokTable  # noqa: F401 (the table it points on)


class RokLesson(TableLesson["RokTable"]):

    def target(self, point: tuple[Any, ...]) -> pygame.Rect | None:
        table = self.table
        if point[0] == "rune":
            piece = table.board.pieces.get(f"rune:{point[1]}")
            return table.piece_box(piece) if piece is not None else None
        if point[0] == "order":
            button = table.order_buttons.get(point[1])
            return pygame.Rect(button.get_abs_rect()) if button is not None else None
        if point[0] == "slide":
            x, y = table.sliding.slide_start_px(point[1])
            stone = table.places.stone
            return pygame.Rect(round(x) - stone, round(y) - stone, 2 * stone, 2 * stone)
        if point[0] == "balance":
            x, y = table.places.balance(point[1])
            stone = table.places.size(geo.STONE)  # (at the seat: the zoom leaves it)
            return pygame.Rect(round(x) - stone, round(y) - stone, 2 * stone, 2 * stone)
        return super().target(point)

    def params(self, step: Step) -> dict[str, Any]:
        """The rune the step points at, named as the table names it (its colour and sign:
        black, grey or white, never a colour the stones do not have), and the result."""
        table = self.table
        tr, params = table.ctx.tr, {}
        if step.point[:1] in (("rune",), ("balance",)):
            rune = self.rune(step)
            params["rune"] = rune_name(tr, rune) if rune else "—"
        if step.bot and step.bot.startswith("slide "):
            params["result"] = slide_result(tr, float(step.bot.split()[2]))
        if step.do and step.do[0].startswith("order "):
            params.update(self.order_params(step.do[0]))
        if step.say == "end" and table.session is not None and table.session.is_terminal():
            params["result"] = table.end_payload().title
        return params

    def rune(self, step: Step) -> str | None:
        """The rune a step's words name (its point, or the learner's Balance rune)."""
        table = self.table
        if step.point[:1] == ("rune",):
            return str(step.point[1])
        if step.point[:1] == ("balance",):
            seat = step.point[1]
            assert table.session is not None
            balance = table.session.view(seat)["balance"][seat]
            return str(balance) if balance else None
        return None

    def extra_height(self, step: Step) -> int:
        """Room for the legend of the rune a step names (the panel grows for it)."""
        return 2 * geo.STONE + 8 if self.rune(step) is not None else 0

    def draw_extra(self, surface: pygame.Surface, step: Step, room: pygame.Rect) -> None:
        """A legend under the words: the rune they name, drawn as the table draws it, beside
        its name (the table itself labels no stone; hovering one shows its name too)."""
        table = self.table
        rune = self.rune(step)
        if rune is None or room.height < 2 * geo.STONE + 4:
            return
        palette, tr = table.ctx.palette, table.ctx.tr
        image = table.art.stone(rune, geo.STONE + 3)
        centre = (room.left + image.get_width() // 2 + 2, room.top + image.get_height() // 2)
        surface.blit(image, image.get_rect(center=centre))
        text = rune_name(tr, rune)
        label = table.ctx.assets.font(16, bold=True).render(text[:1].upper() + text[1:], True,
                                                          palette.accent)
        surface.blit(label, label.get_rect(midleft=(room.left + image.get_width() + 12,
                                                   centre[1])))

    def order_params(self, text: str) -> dict[str, Any]:
        """An order the coach asks for: its button's words, the learner's hoard after it
        and the best one another order leaves (computed by the core)."""
        table = self.table
        assert table.session is not None
        choices = order_choices(table.session.view(0))
        chosen = next((c for c in choices if c.text == text), None)
        if chosen is None:
            return {"choice": "", "mine": "", "other": ""}
        others = [c.hoards[0] for c in choices if c is not chosen]
        return {"choice": table.ordering.order_words(chosen),
                "mine": chosen.hoards[0], "other": max(others) if others else chosen.hoards[0]}
