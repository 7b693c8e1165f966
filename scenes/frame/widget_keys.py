"""The keys' stops on a screen's widgets: buttons press, drop-downs and sliders change.

pygame_gui has no keyboard focus of its own for buttons, drop-downs or sliders (only a
text entry takes keys, once clicked). Every screen lists its widgets here as
:class:`scenes.kit.focus.Stop` s, so Tab reaches each one and Enter or Space works it:

- a button: pressed, as a click would (its callback);
- a drop-down: Enter, Space or → the next option, ← the previous one (the screen hears
  the change as it hears a chosen option);
- a slider: ← → by its click step;
- a text entry: given pygame_gui's focus while the ring is on it, so typing goes in.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

import pygame
import pygame_gui
from pygame_gui.core.interfaces import IUIElementInterface

from scenes.kit.focus import Stop

Changes = dict[IUIElementInterface, Callable[[Any], None]]
Actions = dict[IUIElementInterface, Callable[[], object]]


def shown(widget: IUIElementInterface) -> bool:
    """Visible and enabled (a covered screen's container hides every widget in it)."""
    return bool(getattr(widget, "visible", True)) and bool(getattr(widget, "is_enabled", True))


def widget_name(widget: IUIElementInterface) -> str:
    return str(widget.get_object_ids()[-1])


def button_stops(actions: Actions, means: Callable[[str], str] | None = None) -> list[Stop]:
    """A stop for each button shown, in reading order; ``means(object_id)`` says what it
    does (default ``press #id``)."""
    stops = []
    for widget, action in actions.items():
        if isinstance(widget, pygame_gui.elements.UIButton) and shown(widget):
            name = widget_name(widget)
            stops.append(Stop(f"widget:{name}:{id(widget)}", pygame.Rect(widget.rect), action,
                              means(name) if means else f"press {name}"))
    return reading_order(stops)


def change_stops(changes: Changes) -> list[Stop]:
    """A stop for each drop-down, slider and text entry shown."""
    stops = []
    for widget, callback in changes.items():
        if not shown(widget):
            continue
        name, rect = widget_name(widget), pygame.Rect(widget.get_abs_rect())
        key = f"widget:{name}:{id(widget)}"
        if isinstance(widget, pygame_gui.elements.UIDropDownMenu):
            step = _stepper(widget, callback)
            stops.append(Stop(key, rect, partial(step, 1), f"choose {name}", adjust=step))
        elif isinstance(widget, pygame_gui.elements.UIHorizontalSlider):
            slide = _slider(widget, callback)
            stops.append(Stop(key, rect, partial(slide, 1), f"slide {name}", adjust=slide))
        elif isinstance(widget, pygame_gui.elements.UITextEntryLine):
            stops.append(Stop(key, rect, None, f"type {name}"))
    return stops


def reading_order(stops: list[Stop]) -> list[Stop]:
    """Top to bottom, then left to right (widgets on one line within 12 pixels)."""
    return sorted(stops, key=lambda s: (pygame.Rect(s.rect).centery // 12,
                                        pygame.Rect(s.rect).centerx))


def _stepper(menu: pygame_gui.elements.UIDropDownMenu,
             callback: Callable[[Any], None]) -> Callable[[int], None]:
    def step(direction: int) -> None:
        options = [o if isinstance(o, tuple) else (o, o) for o in menu.options_list]
        ids = [o[1] for o in options]
        current = menu.selected_option
        here = ids.index(current[1]) if current[1] in ids else 0
        chosen = options[(here + direction) % len(options)]
        menu.selected_option = chosen
        menu._switch_to_closed_state()  # the closed menu shows the new option's words
        callback(chosen[1])
    return step


def _slider(slider: pygame_gui.elements.UIHorizontalSlider,
            callback: Callable[[Any], None]) -> Callable[[int], None]:
    def slide(direction: int) -> None:
        low, high = slider.value_range
        step = getattr(slider, "increment", 1) or 1  # its arrow buttons' step
        value = max(low, min(high, slider.get_current_value() + direction * step))
        slider.set_current_value(value)
        callback(slider.get_current_value())
    return slide


def sync_text_focus(ui: pygame_gui.UIManager, stop: Stop | None,
                    changes: Changes) -> None:
    """A text entry under the ring takes the typed keys; leaving it gives them back."""
    entry = next((w for w in changes if stop is not None
                  and stop.key == f"widget:{widget_name(w)}:{id(w)}"
                  and isinstance(w, pygame_gui.elements.UITextEntryLine)), None)
    focused = ui.get_focus_set() or set()
    if entry is not None and entry not in focused:
        ui.set_focus_set(entry)
    elif entry is None and any(isinstance(w, pygame_gui.elements.UITextEntryLine)
                               for w in focused):
        ui.set_focus_set(None)


def keys_state(scene: Any) -> dict[str, Any] | None:
    """For tools/drive.py: the top screen's zones (each stop's key and meaning), where the
    focus is and whether its ring shows (None: a screen without keys)."""
    zones_of = getattr(scene, "key_zones", None)
    focus = getattr(scene, "focus", None)
    if zones_of is None or focus is None:
        return None
    zones = zones_of()
    ring = focus.ring(zones)
    found = focus.resolve(zones)
    return {"shown": focus.shown, "tab_stops": focus.tab_stops,
            "zone": found[0].name if found else "",
            "stop": found[0].stops[found[1]].key if found else "",
            "ring": list(ring) if ring is not None else None,
            "zones": [[z.name, [[s.key, s.means] for s in z.stops], z.arrows] for z in zones]}
