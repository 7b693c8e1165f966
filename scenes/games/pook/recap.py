"""What the other seats' turns changed on the grid, in one line (the table's ``recap_words``,
see scenes.table.recap), and the placements of past positions for its replay (``filmer``:
the grid's tokens follow the cards through the replayed events, as during play)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.core import Event
from scenes.games.pook import layout as geo
from scenes.kit.pieces.pook_words import banner_name, card_name
from scenes.table.board import Placement
from scenes.table.recap import Moves

if TYPE_CHECKING:
    from scenes.games.pook.parts import PookTable


def pook_recap(scene: PookTable, moves: Moves) -> str:
    """``NAME: what they did, …`` for each seat that moved since the viewer's last move."""
    tr, said = scene.ctx.tr, []
    for seat in dict.fromkeys(seat for seat, _ in moves):
        phrases = [p for moved, events in moves if moved == seat for e in events
                   if (p := phrase(tr, e))]
        if seat is not None and phrases:
            said.append(tr("pace.recap.pook.seat", name=scene.name(seat),
                           moves=", ".join(phrases)))
    return " · ".join(said)


def phrase(tr: Any, event: Event) -> str | None:
    data, kind = event.data, event.kind

    def words(key: str, **values: Any) -> str:
        return str(tr(f"pace.recap.pook.{key}", **values))

    if kind == "place":
        if data["face"] == "warrior":
            return words("warrior", card=card_name(tr, data["card"]), cell=data["cell"])
        return words("bourse", cell=data["cell"])
    if kind == "flip" and data["by"] in ("Orc", "Viking"):
        return words(f"flip_{data['by'].lower()}", card=card_name(tr, data["card"]),
                     cell=data["cell"])
    if kind == "mage_swap":
        taken = card_name(tr, data["taken"]) if data["taken"] else card_name(tr, None)
        return words("mage", card=taken, cell=data["cell"])
    if kind == "swap":
        return words("piggy", cell=data["piggy_to"])
    if kind == "banner":
        return words("banner", banner=banner_name(tr, data["banner"]))
    return None


def pook_film(scene: PookTable, views: list[dict[str, Any]], events: list[list[Event]]
              ) -> list[dict[str, Placement]]:
    """The placements of each past view, with tokens of their own that follow the cards
    (the table's tokens stay as they are); cards still on the grid at the end keep the keys
    they have now, so the replay hands over to the present without a jump."""
    tokens = geo.Tokens(dict(scene.tokens.at), scene.tokens.count + 1000)
    tokens.sync(views[0]["table"])
    painter = scene.painter
    camera, places = scene.camera, scene.places
    frames = [geo.layout(views[0], tokens, camera, places, painter.plate_height,
                         painter.backs_rooms(views[0]))]
    for view, moved in zip(views[1:], events, strict=True):
        for event in moved:
            tokens.follow(event)
        tokens.sync(view["table"])
        frames.append(geo.layout(view, tokens, camera, places, painter.plate_height,
                                 painter.backs_rooms(view)))
    now = {tokens.at[cell]: key for cell, key in scene.tokens.at.items() if cell in tokens.at}
    return [{now.get(key, key): place for key, place in frame.items()} for frame in frames]
