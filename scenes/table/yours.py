"""This screen's own seat: drawn at the bottom of every table (each game's layout puts the
viewer's seat there) and marked as its person's in words — "Ana (you)", "Ana (vous)" — not by
colour alone.

Whose it is: the viewer's seat (``TableScene.viewer``: a laptop's own seat, the only person at
home, at a hot seat the one whose turn it is behind the curtain) when a person at this screen
plays it. Nobody's when nobody here plays: bots among themselves, a laptop or a friend that
watches (they see the table from the seat they watch from, unmarked), a game watched again;
nor at RÖK's hot seat, where everyone at the screen grabs at once.

Where room is short the name is shortened, never the mark (:func:`plate_name`): RÖK's own
plate is as wide as its marked name needs, up to ``OWN_PLATE_WIDEST``; Totem's puts the mark
under the name when both do not fit at the text size (:func:`name_lines`); Pook's name has
``OWN_NAME_WIDTH`` beside its Banner, ``OWN_NAME_ROOM`` without. RÖK's cloth is turned so the
viewer's seat is at the bottom (``Geometry(below=viewer)``: the lying runes, the live table
and the slides' marks are drawn turned, and a slide's pull is turned back into the table's
terms before it is sent or run).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from scenes.kit.textlayout import ellipsize

if TYPE_CHECKING:
    import pygame

    from scenes.table.base import TableScene


def own_seat(table: TableScene) -> int | None:
    """The seat the person at this screen plays, or None (see the module)."""
    session = table.session
    if session is None or table.watch is not None:
        return None
    humans = session.humans
    if table.viewer not in humans or (len(humans) > 1 and not table.hides_hands):
        return None
    return table.viewer


def marked_name(table: TableScene, seat: int) -> str:
    """The seat's name, followed by the mark when it is this screen's own."""
    name = table.name(seat)
    return str(table.ctx.tr("table.you", name=name)) if seat == own_seat(table) else name


def plate_name(table: TableScene, seat: int, font: pygame.font.Font, width: int) -> str:
    """:func:`marked_name` within ``width`` pixels of ``font``: the name shortened when it
    must be, never the mark."""
    whole = marked_name(table, seat)
    if font.size(whole)[0] <= width or seat != own_seat(table):
        return ellipsize(whole, font, width)
    tr = table.ctx.tr
    mark = font.size(str(tr("table.you", name="")))[0]
    return str(tr("table.you", name=ellipsize(table.name(seat), font, max(0, width - mark))))


def name_lines(table: TableScene, seat: int, font: pygame.font.Font, width: int) -> list[str]:
    """:func:`marked_name` on one line within ``width`` pixels of ``font``, or — when both do
    not fit at the text size — the name (shortened if it must be) over the mark."""
    whole = marked_name(table, seat)
    if font.size(whole)[0] <= width or seat != own_seat(table):
        return [ellipsize(whole, font, width)]
    mark = str(table.ctx.tr("table.you", name="")).strip()
    return [ellipsize(table.name(seat), font, width), ellipsize(mark, font, width)]
