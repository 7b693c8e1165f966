"""Where Totem's lesson points (a slot, a hand card, a button), the colour its words give
the Swords (as the palette draws them), its closing words (the result counted out, as the
core decided it: defenders, then totals) and the setup's check at each drop
(:mod:`game.totem.lesson`, :mod:`scenes.table.coaching`). A part
:class:`scenes.games.totem.scene.TotemScene` holds as ``lesson``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.lessons import LEARNER, Step
from scenes.kit.pieces.totem_words import card_name
from scenes.table.coaching import TableLesson

if TYPE_CHECKING:
    from scenes.games.totem.parts import TotemTable  # noqa: F401 (the table it points on)


class TotemLesson(TableLesson["TotemTable"]):
    """Where the lesson points on the Totem table, what its words name, the setup's check."""

    def target(self, point: tuple[Any, ...]) -> pygame.Rect | None:
        table = self.table
        setup = self.lesson_setup()
        if setup is not None and point == ("slot", "own", 1):  # the ring follows the setup
            wrong = [i for i, face in enumerate(setup) if table.arranged[i] != face]
            if not wrong:
                return super().target(("button", "#confirm"))
            return table.sight.shown.slot_rect(True, wrong[0] + 1)
        if point[0] == "slot":
            return table.sight.shown.slot_rect(point[1] == "own", point[2])
        if point[0] == "hand":
            piece = table.board.pieces.get(f"card:{point[1]}")
            return table.piece_box(piece) if piece is not None else None
        return super().target(point)

    def lesson_setup(self) -> list[str] | None:
        """The defenders the lesson's setup step asks for, slot by slot (None: not now)."""
        table = self.table
        step = table.coach.step if table.coach is not None else None
        if step is None or not step.do or not step.do[0].startswith("setup "):
            return None
        return step.do[0].split()[1:]

    def lesson_refuses_slot(self, face: str, slot: int) -> bool:
        """The setup step asks for another card in ``slot``: say which, naming the card
        dropped, and keep it in the hand (checked at the drop, not at Confirm)."""
        table = self.table
        setup = self.lesson_setup()
        if setup is None or setup[slot - 1] == face:
            return False
        tr, words = table.ctx.tr, table.ctx.palette.power_words
        text = tr("learn.totem.wrong_slot", card=card_name(tr, face, words), slot=slot,
                  wanted=card_name(tr, setup[slot - 1], words))
        table.ctx.audio.play("refuse")
        table.ctx.notices.add(text[:1].upper() + text[1:], warning=True, tag="T05",
                             sticky=True)
        return True

    def params(self, step: Step) -> dict[str, Any]:
        table = self.table
        tr = table.ctx.tr
        params: dict[str, Any] = {
            "red": tr(f"totem.colour.{table.ctx.palette.power_words['sword']}"),
            "button": tr("totem.again")}
        if step.say == "last_turn" and table.session is not None and table.session.is_terminal():
            params["result"] = table.end_payload().title
            params["count"] = self.counted_result()
        return params

    def counted_result(self) -> str:
        """How the game was decided, counted out from the end position (T25, T26)."""
        table = self.table
        assert table.session is not None
        tr, view = table.ctx.tr, table.session.view(LEARNER)
        reason, robot = view["end_reason"], 1 - LEARNER
        if reason == "all_defenders_beaten":
            beaten = "you" if view["defenders"][LEARNER] == 0 else "robot"
            return str(tr(f"learn.totem.count.beaten_{beaten}"))
        totals = view["totals"] or [0, 0]
        return str(tr(f"learn.totem.count.{reason}",
                      mine=tr("learn.totem.defenders", count=view["defenders"][LEARNER]),
                      other=tr("learn.totem.defenders", count=view["defenders"][robot]),
                      my_total=totals[LEARNER], other_total=totals[robot]))
