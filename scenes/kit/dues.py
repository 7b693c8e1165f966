"""When the widgets change by themselves: the loop sleeps until then (scenes/app/loop.py).

pygame_gui's widgets change with no event in three ways, each counted by the widget in its
``update``: a focused text field's caret blinks (0.4 s on, 0.4 s off, once 1 s has passed
since it last moved), a widget hovered long enough shows its tooltip (after its
``tool_tip_delay``, 1 s by default), and a shape resized rebuilds itself a moment later (or
blends from one state to the next, when a theme asks for transitions). Each is read here
from the widget's own counters (pygame_gui 0.6.14), so the loop wakes exactly then.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import pygame_gui

EARLY = 1e-3  # woken this much after the counter's moment: it has passed, and is acted on
NETWORK_LOOK = 0.1  # a networked screen at rest reads the network this often: the host's
# clock runs heartbeats, timeouts and RÖK's claim windows; what arrives wakes it at once


def earliest(dues: Iterable[float | None]) -> float | None:
    """The soonest of ``dues`` (seconds from now; None: never), never below 0.

    >>> earliest([None, 0.4, 1.5]), earliest([None]), earliest([-0.2, 3.0])
    (0.4, None, 0.0)
    """
    known = [due for due in dues if due is not None]
    return max(0.0, min(known)) if known else None


def caret_due(field: pygame_gui.elements.UITextEntryLine) -> float | None:
    """Seconds until a focused field's caret shows or hides (None: not focused)."""
    if not field.is_focused or not field.alive():
        return None
    if field.cursor_has_moved_recently:
        return 0.0
    still_for = field.cursor_blink_delay_after_moving - field.cursor_blink_delay_after_moving_acc
    if still_for >= 0:  # the caret stays on for a second after it moved
        return still_for + EARLY
    return max(0.0, field.blink_cursor_time - field.blink_cursor_time_acc)


def tooltip_due(element: Any) -> float | None:
    """Seconds until a hovered widget shows its tooltip (None: none to show)."""
    if not getattr(element, "hovered", False) or getattr(element, "tool_tip_text", None) is None \
            or getattr(element, "tool_tip", None) is not None:
        return None
    return max(0.0, float(element.tool_tip_delay - element.hover_time)) + EARLY


def shape_due(element: Any) -> float | None:
    """Seconds until a widget's look changes by itself: a rebuild put off after a resize, or
    a blend between two of its states under way (0: every frame)."""
    shape = getattr(element, "drawable_shape", None)
    if shape is None:
        return None
    active = getattr(shape, "active_state", None)
    if active is not None and active.transition is not None:
        return 0.0
    if getattr(shape, "should_trigger_full_rebuild", False):
        return max(0.0, float(shape.full_rebuild_countdown)) + EARLY
    return None


def widgets_due(manager: pygame_gui.UIManager) -> float | None:
    """Seconds until any of ``manager``'s widgets changes with no event (None: none will)."""
    dues: list[float | None] = []
    for element in manager.get_sprite_group().sprites():
        if isinstance(element, pygame_gui.elements.UITextEntryLine):
            dues.append(caret_due(element))
        dues += [tooltip_due(element), shape_due(element)]
    return earliest(dues)
