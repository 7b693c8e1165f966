"""Cards on screen that glide and flip toward where the game says they are.

A game scene lays out its view as :class:`Placement` s (key → face, place,
sideways); the :class:`Board` keeps one :class:`Piece` per key and eases it from
where it was to where it should be, turning it over (a squash-and-stretch
flip) when its face changes. New keys appear at a spawn point the scene
names (a drawn card comes from the deck); vanished keys are dropped.

With reduced motion (a setting) the board is ``instant``: a piece is shown at
once where it goes, with its new face, and one leaving the table is gone — no frame draws
it anywhere in between.

Nothing here knows a rule; it only animates what the view already says.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

GLIDE_SECONDS = 0.35
FLIP_SECONDS = 0.32
LEAVING_LAYER = 50  # above every card at rest while it glides away


def ease_out_cubic(t: float) -> float:
    return 1 - (1 - t) ** 3


def lerp(a: float, b: float, t: float) -> float:
    return a + (b - a) * t


@dataclass(frozen=True)
class Placement:
    """Where and how one card should be drawn. ``face`` None draws its back."""

    face: str | None
    centre: tuple[float, float]
    sideways: bool = False  # used/cancelled powers lie sideways (Totem T19)
    layer: int = 0  # higher layers are drawn on top
    peek: bool = False  # really face down, but shown to the viewer who owns it


@dataclass
class Piece:
    key: str
    face: str | None
    start: tuple[float, float]
    end: tuple[float, float]
    sideways: bool
    layer: int
    peek: bool = False
    elapsed: float = GLIDE_SECONDS
    flip_elapsed: float = FLIP_SECONDS
    old_face: str | None = None
    angle_from: float = 0.0

    @property
    def centre(self) -> tuple[float, float]:
        if self.elapsed >= GLIDE_SECONDS:  # at rest (asked for every card, every frame)
            return self.end
        t = ease_out_cubic(min(1.0, self.elapsed / GLIDE_SECONDS))
        return lerp(self.start[0], self.end[0], t), lerp(self.start[1], self.end[1], t)

    @property
    def angle(self) -> float:
        t = ease_out_cubic(min(1.0, self.elapsed / GLIDE_SECONDS))
        return lerp(self.angle_from, 90.0 if self.sideways else 0.0, t)

    @property
    def shown_face(self) -> str | None:
        """Mid-flip the old face shows until the card is edge-on, then the new one."""
        return self.old_face if self.flip_elapsed < FLIP_SECONDS / 2 else self.face

    @property
    def width_scale(self) -> float:
        if self.flip_elapsed >= FLIP_SECONDS:
            return 1.0
        half = FLIP_SECONDS / 2
        t = self.flip_elapsed
        return max(0.05, abs(half - t) / half)

    @property
    def moving(self) -> bool:
        return self.elapsed < GLIDE_SECONDS or self.flip_elapsed < FLIP_SECONDS


class Board:
    """The pieces on screen; :meth:`show` sets their targets, :meth:`update` moves them."""

    def __init__(self, instant: bool = False) -> None:
        self.pieces: dict[str, Piece] = {}
        self.leaving: set[str] = set()  # pieces gliding off the table, dropped on arrival
        self.instant = instant  # reduced motion: every move and flip ends as it begins

    def show(self, placements: Mapping[str, Placement],
             spawn: Callable[[str], tuple[float, float]],
             exit_to: Callable[[str], tuple[float, float] | None] | None = None) -> None:
        """Aim every piece at its placement; new keys start at ``spawn(key)``. A piece whose
        key is gone vanishes, unless ``exit_to(key)`` names a point: it glides there on top
        of the others (a card taken into a hand) and vanishes when it arrives."""
        piece: Piece | None
        for key in [k for k in self.pieces if k not in placements and k not in self.leaving]:
            point = exit_to(key) if exit_to else None
            if point is None:
                del self.pieces[key]
                continue
            piece = self.pieces[key]
            self._aim(piece, point, piece.sideways)
            piece.layer = LEAVING_LAYER
            self.leaving.add(key)
        for key, place in placements.items():
            self.leaving.discard(key)
            piece = self.pieces.get(key)
            if piece is None:
                start = spawn(key)
                self.pieces[key] = Piece(key, place.face, start, place.centre, place.sideways,
                                         place.layer, place.peek,
                                         elapsed=0.0 if start != place.centre else GLIDE_SECONDS,
                                         old_face=place.face)
                continue
            if piece.end != place.centre or piece.sideways != place.sideways:
                self._aim(piece, place.centre, place.sideways)
            if piece.face != place.face:
                piece.old_face, piece.face, piece.flip_elapsed = piece.face, place.face, 0.0
            piece.layer, piece.peek = place.layer, place.peek
        if self.instant:
            self.snap()

    @staticmethod
    def _aim(piece: Piece, end: tuple[float, float], sideways: bool) -> None:
        piece.start, piece.angle_from = piece.centre, piece.angle
        piece.end, piece.sideways, piece.elapsed = end, sideways, 0.0

    def update(self, dt: float) -> None:
        for piece in self.pieces.values():
            piece.elapsed = min(GLIDE_SECONDS, piece.elapsed + dt)
            piece.flip_elapsed = min(FLIP_SECONDS, piece.flip_elapsed + dt)
        self._drop_arrived()

    def _drop_arrived(self) -> None:
        for key in [k for k in self.leaving if not self.pieces[k].moving]:
            del self.pieces[key]
            self.leaving.discard(key)

    @property
    def moving(self) -> bool:
        return any(piece.moving for piece in self.pieces.values())

    def in_order(self) -> list[Piece]:
        """Pieces bottom to top: by layer, moving pieces above resting ones."""
        return sorted(self.pieces.values(), key=lambda p: (p.layer, p.moving))

    def forget_faces(self) -> None:
        """Stop every flip at once and forget the faces shown before (a new viewer sits down:
        what the previous one was shown must not flash by)."""
        for piece in self.pieces.values():
            piece.old_face, piece.flip_elapsed = piece.face, FLIP_SECONDS

    def snap(self) -> None:
        """Finish every motion at once (tests, and the end of a skipped animation)."""
        for piece in self.pieces.values():
            piece.elapsed, piece.flip_elapsed = GLIDE_SECONDS, FLIP_SECONDS
        self._drop_arrived()
