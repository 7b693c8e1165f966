"""What lies where on a screen, and which of those places may not overlap.

A scene lists its regions (buttons and other widgets, cards, plates, texts,
panels) in canvas units; :func:`problems` says which lie outside the canvas or
overlap where they should not. The headless tests run it on every screen, and
``tools/drive.py screens`` runs it on what the app publishes at real window sizes.

Rules, by kind:

- nothing leaves the canvas (the window shows all of the canvas);
- widgets, texts and cards never overlap each other (cards may overlap cards:
  a fanned hand, a pile);
- plates never overlap each other;
- a widget, text or card may lie on a plate or a panel only wholly inside it
  (a button on a menu tile, a name on its plate, the cards in a seat's plate);
- panels may cover panels (the end screen's dock over the log).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import pygame

Box = tuple[int, int, int, int]  # x, y, width, height
KINDS = ("widget", "card", "plate", "text", "panel")
HOLDERS = ("widget", "card", "text", "plate", "panel")  # what may hold what: later holds earlier
DISJOINT = {frozenset(pair) for pair in (
    ("widget", "widget"), ("widget", "card"), ("widget", "text"), ("card", "text"),
    ("text", "text"), ("plate", "plate"))}
INSIDE_ONLY = {frozenset(pair) for pair in (
    ("widget", "plate"), ("text", "plate"), ("card", "plate"), ("widget", "panel"),
    ("text", "panel"), ("card", "panel"), ("plate", "panel"))}


def box_of(rect: pygame.Rect) -> Box:
    """The box of ``rect``: ``tuple(rect)``, typed as its four ints."""
    return (rect.x, rect.y, rect.w, rect.h)


@dataclass(frozen=True)
class Region:
    kind: str
    name: str
    box: Box

    def to_json(self) -> list[object]:
        return [self.kind, self.name, list(self.box)]

    @classmethod
    def from_json(cls, data: list[Any]) -> Region:
        kind, name, box = data  # (JSON: what tools/drive.py reads back)
        x, y, w, h = box
        return cls(str(kind), str(name), (int(x), int(y), int(w), int(h)))


def overlap(a: Box, b: Box) -> bool:
    """Do two boxes share at least one pixel?"""
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and \
        b[1] < a[1] + a[3]


def inside(a: Box, b: Box) -> bool:
    """Is ``a`` wholly inside ``b``?"""
    return b[0] <= a[0] and b[1] <= a[1] and a[0] + a[2] <= b[0] + b[2] and \
        a[1] + a[3] <= b[1] + b[3]


def problems(regions: Iterable[Region], bounds: Box) -> list[str]:
    """What is wrong with these regions on a screen of ``bounds``, in words (empty: all well)."""
    found = []
    listed = list(regions)
    for region in listed:
        if region.kind not in KINDS:
            found.append(f"{region.name}: unknown kind {region.kind!r}")
        if not inside(region.box, bounds):
            found.append(f"{region.kind} {region.name} {region.box} is not inside {bounds}")
    for i, a in enumerate(listed):
        for b in listed[i + 1:]:
            if not overlap(a.box, b.box):
                continue
            pair = frozenset((a.kind, b.kind))
            if pair in DISJOINT:
                found.append(f"{a.kind} {a.name} {a.box} overlaps {b.kind} {b.name} {b.box}")
            elif pair in INSIDE_ONLY and not (inside(a.box, b.box) or inside(b.box, a.box)):
                held, holder = sorted((a, b), key=lambda r: HOLDERS.index(r.kind))
                found.append(f"{held.kind} {held.name} {held.box} sticks out of "
                             f"{holder.kind} {holder.name} {holder.box}")
    return found
