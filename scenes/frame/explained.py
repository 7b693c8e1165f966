"""A button that says why it is off: its tooltip shows while it is disabled too.

pygame_gui hovers (and so shows tooltips on) enabled buttons only, so a greyed-out button
could not say why it was greyed out. This one keeps its disabled look under the pointer and
shows its tooltip there, which the screen sets to the reason (Take back: "a card was turned
up since"). A click on it while disabled still does nothing.
"""

from __future__ import annotations

from typing import Any, cast

import pygame_gui


class ExplainedButton(pygame_gui.elements.UIButton):
    """A :class:`~pygame_gui.elements.UIButton` hovered (and tooltipped) even when disabled."""

    def can_hover(self) -> bool:
        return not self.is_selected and not self.held

    def on_hovered(self) -> None:
        cast(Any, super()).on_hovered()  # (pygame_gui's own is untyped)
        if not self.is_enabled and self.drawable_shape is not None:
            self.drawable_shape.set_active_state("disabled")  # (hovered, it still looks off)
