"""A cache that keeps what the screens in front of the player use, and lets the rest go.

Fonts cost most of a megabyte each once their glyphs are drawn (FreeType's face, SDL_ttf's
glyph cache), and every screen asks for its own sizes: kept for ever, a walk through every
screen held some forty of them. :class:`Recent` remembers when each entry was last asked
for; at each change of screen (:meth:`Recent.turn`) it drops the entries no screen asked
for since the change before, so what the screen now shown and the one just left use stays
(a pause opened and closed again finds the table's fonts), and the rest is freed.
"""

from __future__ import annotations

from typing import Generic, TypeVar

K = TypeVar("K")
V = TypeVar("V")


class Recent(Generic[K, V]):
    """A cache thinned at each :meth:`turn`, and holding at most ``limit`` entries (the one
    asked for longest ago goes first).

    >>> fonts = Recent[str, int]()
    >>> fonts.put("menu", 1); fonts.turn(); fonts.put("setup", 2); fonts.turn()
    >>> sorted(fonts.keys())  # the menu's was not asked for since the change before last
    ['setup']
    >>> fonts.get("setup"), fonts.get("menu")
    (2, None)
    """

    def __init__(self, limit: int = 0) -> None:
        self.limit = limit  # (0: no limit)
        self._items: dict[K, tuple[V, int]] = {}  # the one asked for longest ago first
        self._turn = 0

    def get(self, key: K) -> V | None:
        found = self._items.pop(key, None)
        if found is None:
            return None
        self._items[key] = (found[0], self._turn)
        return found[0]

    def put(self, key: K, value: V) -> None:
        self._items.pop(key, None)
        self._items[key] = (value, self._turn)
        if self.limit and len(self._items) > self.limit:
            del self._items[next(iter(self._items))]

    def keys(self) -> list[K]:
        return list(self._items)

    def __len__(self) -> int:
        return len(self._items)

    def turn(self) -> None:
        """The screen changed: drop what was not asked for since the previous change."""
        self._items = {key: item for key, item in self._items.items()
                       if item[1] == self._turn}
        self._turn += 1
