"""How a player performs each legal Pook action with the mouse, from where things are now:
the drivers' and the tests' gestures (``scenes.app.loop``'s drive, tools/drive.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from scenes.games.pook.parts import PookTable
    from scenes.table.hooks import Gesture


def gestures(table: PookTable) -> dict[str, list[Any]]:
    """How a player performs each legal action with the mouse, from where things are now
    (a driver performs the first step, lets the scene settle, and asks again)."""
    found: dict[str, list[Any]] = {}
    def at_cell(cell: str) -> tuple[int, int]:
        x, y = table.camera.centre(cell)
        return round(x), round(y)

    def at_hand(card: str) -> tuple[int, int]:
        piece = table.board.pieces[f"hand:{card}"]
        return round(piece.centre[0]), round(piece.centre[1]) + 20

    flip = ("click", table.buttons["turn_over"].rect.center)
    for text in table.legal:
        verb, *args = text.split()
        if verb == "play":
            card, face, cell = args
            want = face == "W"
            steps: list[Gesture]
            if table.selected == ("hand", card):
                steps = [("click", at_cell(cell))] if table.warrior == want \
                    else [flip, ("click", at_cell(cell))]
            elif table.default_face(card) == want:
                steps = [("drag", at_hand(card), at_cell(cell))]
            else:
                steps = [("click", at_hand(card)), flip, ("click", at_cell(cell))]
            found[text] = steps
        elif verb == "swap":
            found[text] = [("drag", at_cell(table.view["piggy"]), at_cell(args[0]))]
        elif verb == "power" and len(args) == 2:
            pick = [("click", at_hand(args[1]))]
            found[text] = pick if table.mage_cell == args[0] else [
                ("click", at_cell(args[0])), *pick]
        elif verb in ("power", "pick"):
            found[text] = [("click", at_cell(args[0]))]
        elif verb in ("end", "skip"):
            found[text] = [("click", table.buttons[verb].rect.center)]
        elif verb == "banner":
            found[text] = [("click", table.painter.banner_rects(
                table.view["banners_available"])[args[0]].center)]
    return found
