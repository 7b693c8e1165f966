"""Tablée's start with an empty menu: the floor under ``start_ratio``.

The same launch as ``python -m scenes --first-frame`` (same imports, window, theme, UI
manager, services and first frame), except that the menu builds nothing: no buttons, no
tiles, no title — its backdrop is the bare felt. ``tools/bench_menu.py`` times it beside
the real start and the minimal window, so the bench shows what the menu's content costs and
what the app costs before it shows anything.
"""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from pygame_gui.core import UIContainer


def empty_menu() -> None:
    """Replace the menu's content by the felt alone (imported here, as the app would: the
    environment for SDL is set first)."""
    from scenes.shell.menu import MenuScene

    def build_nothing(scene: MenuScene, root: UIContainer) -> None:
        scene.backdrop = scene.ctx.assets.felt_copy(scene.ctx.canvas.size, scene.ctx.palette)

    MenuScene.build_ui = build_nothing  # type: ignore[method-assign, assignment]


def main() -> int:
    from scenes.__main__ import main as tablee

    empty_menu()
    return tablee(["--first-frame", *sys.argv[1:]])


if __name__ == "__main__":
    sys.exit(main())
