"""The one-line text field every screen uses: pygame_gui's, with :func:`field_text` guarding
each way text gets in — typed, pasted, set by code or given at creation.

pygame_gui inserts typed text one character at a time and measures the field's text
with each insertion; a zero-width character into an empty field raised
``Text has zero width`` there, before any scene saw it. So the guard sits inside the
widget, on the three paths its text comes by (pygame_gui 0.6.14's
``_process_entered_character``, ``_do_paste`` and ``set_text``).

``tests/scenes/test_safetext.py`` types and pastes the characters that drew nothing (U+200B,
200C, 200D, 202E, 2060, FEFF, 00AD, 200E, FE0F, E0001) and a fuzz set (spaces of every kind,
marks, emoji, CJK, Arabic, private use, controls, 500 characters) into every field of every
screen, then presses its Start or Open. What the fields lead to holds too: a seat named with
nothing that shows plays as "Player N", a remembered name that shows nothing goes back to its
default (:func:`game.names.shows`), and an exported file's name is cut to the file system's
limit in bytes (:func:`game.saves.write_record_file`).
"""

from __future__ import annotations

from typing import Any

import pygame
import pygame_gui
from pygame_gui.core.utility import clipboard_paste

from scenes.kit.safetext import field_text


class TextField(pygame_gui.elements.UITextEntryLine):
    """A ``UITextEntryLine`` that never holds text it could not draw."""

    def __init__(self, relative_rect: pygame.Rect, manager: Any, *args: Any,
                 initial_text: str | None = None, **kwargs: Any) -> None:
        super().__init__(relative_rect, manager, *args,
                         initial_text=None if initial_text is None else field_text(initial_text),
                         **kwargs)

    def update(self, time_delta: float) -> None:
        """As pygame_gui's, but a blink that falls due on this update is made on it: the
        library counts the time on one update and toggles the caret on the next, which would
        wake a resting app twice a blink (scenes/kit/dues.py wakes it when the time is up)."""
        super().update(time_delta)
        if (self.cursor_blink_delay_after_moving_acc > self.cursor_blink_delay_after_moving
                and self.blink_cursor_time_acc >= self.blink_cursor_time):
            super().update(0.0)

    def set_text(self, text: str | None) -> None:
        super().set_text(None if text is None else field_text(text))

    def _process_entered_character(self, character: str) -> bool:
        kept = field_text(character)
        return len(kept) == 1 and bool(super()._process_entered_character(kept))

    def _do_paste(self) -> None:
        """Paste what the field can hold of the clipboard: cleaned, and cut to the length
        limit (rather than refused whole) at the cursor or over the selection."""
        if not self.ui_manager.paste_text_enabled or not self.paste_text_enabled:
            return
        try:
            pasted = field_text(clipboard_paste() or "")
        except (pygame.error, OSError, UnicodeError):
            return
        low, high = sorted(self.select_range)
        if low == high:
            low = high = self.edit_position
        if self.length_limit is not None:
            pasted = pasted[:max(0, self.length_limit - len(self.text) + (high - low))]
        if not pasted and low == high:
            return
        self.set_text(self.text[:low] + pasted + self.text[high:])
        self.select_range = [0, 0]
        self.edit_position = low + len(pasted)
        if self.drawable_shape is not None and self.drawable_shape.text_box_layout is not None:
            self.drawable_shape.text_box_layout.set_cursor_position(self.edit_position)
            self.drawable_shape.apply_active_text_changes()
        self.cursor_has_moved_recently = True
