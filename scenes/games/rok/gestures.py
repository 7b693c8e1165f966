"""How a person performs each thing they may do at the RÖK table, and where a click lands.

The headless tests and the Xvfb drive read the scene's ``gestures`` (these) to play as a
person would (the scene itself never does); ``stone_at`` is the table's hit test, shared
by the mouse and the gestures. A part :class:`scenes.games.rok.scene.RokScene` holds as
``gesturing``.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

from scenes.games.rok.moments import KEYS
from scenes.games.rok.pace import DONE_KEYS

if TYPE_CHECKING:
    from scenes.games.rok.parts import RokTable


class RokGestures:
    """The gestures of what may be done now, and the hit test of the stones."""

    def __init__(self, table: RokTable) -> None:
        self.table = table

    def gestures(self) -> dict[str, list[Any]]:
        """How a person performs each thing they may do now, from where things are:
        ``throw``; ``grab SEAT RUNE`` (a click, after the seat's buzzer key with several
        humans); ``done`` (``done SEAT``: that seat's own key, with several humans);
        ``slide SEAT`` (a drag back
        from the edge, aimed to stop near the Destiny rune); each legal ``order``."""
        table = self.table
        if not table.my_turn or table.session is None:
            return {}
        phase = table.view["phase"]
        found: dict[str, list[Any]] = {}
        if phase == "throw":
            found["throw"] = [("click", table.buttons["throw"].rect.center)]
        elif phase == "grab":
            found.update(self.grab_gestures())
        elif phase == "slide":
            seat = table.view["current_player"]
            start = table.sliding.slide_start_px(seat)
            pull = table.keys.aimed_pull(seat) * table.places.factor  # (keys.py; zoomed)
            ux, uy = table.places.outward(seat)
            found[f"slide {seat}"] = [("drag", (round(start[0]), round(start[1])),
                                       (round(start[0] + ux * pull), round(start[1] + uy * pull)))]
        elif phase == "order":
            for text, button in table.order_buttons.items():
                found[text] = [("click", button.rect.center)]
        return found

    def grab_gestures(self) -> dict[str, list[Any]]:
        table = self.table
        assert table.session is not None and table.round is not None
        if table.netplay.too_soon:  # a person cannot have seen the gun yet (R26): nothing
            return {}
        humans = table.session.humans
        several = len(humans) > 1
        holder = table.round.holder()
        found: dict[str, list[Any]] = {}
        for seat in humans:
            if seat in table.round.done:
                continue
            if several:  # each says they are done with their own key (scenes.games.rok.pace)
                found[f"done {seat}"] = [("key", DONE_KEYS[seat])]
                if holder not in (None, seat):
                    continue
            else:
                found["done"] = [("click", table.buttons["done"].rect.center)]
            first = [("key", KEYS[seat])] if several and holder != seat else []
            for rune in sorted(table.grabs.face_up() - table.round.pending()):
                spot = self.click_point(f"rune:{rune}")
                if spot is not None:
                    found[f"grab {seat} {rune}"] = [*first, ("click", spot)]
        return found

    def click_point(self, key: str) -> tuple[int, int] | None:
        """A point of a stone that no stone above covers (its centre if free)."""
        piece = self.table.board.pieces.get(key)
        if piece is None:
            return None
        x, y = piece.centre
        reach = 0.55 * self.table.look_now(key)[0]
        for i in range(9):
            turn = i * math.pi / 4
            spot = (round(x + (reach * math.cos(turn) if i else 0)),
                    round(y + (reach * math.sin(turn) if i else 0)))
            if self.stone_at(spot) == key:
                return spot
        return round(x), round(y)

    def stone_at(self, pos: tuple[int, int]) -> str | None:
        """The topmost stone under ``pos`` (its board key)."""
        for piece in reversed(self.table.board.in_order()):
            radius, _ = self.table.look_now(piece.key)
            if math.dist(pos, piece.centre) <= radius + 2:
                return piece.key
        return None

