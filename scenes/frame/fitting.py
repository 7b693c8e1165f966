"""Larger text in widgets of a fixed size: grown as far as the widget holds it.

A button or a label keeps its place on a screen laid out for 100 % text; with 125 % or
150 % its words are set in the theme's larger font, and where that font would be cut (the
words wider or taller than the widget) the widget takes the largest size that fits — never
smaller than the words were at 100 %. Nothing is clipped; text that cannot grow there stays
as it was. A drop-down's chosen option and opened list are fitted the same way
(:class:`FittedDropDown`), each time pygame_gui builds them.
"""

from __future__ import annotations

import weakref
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

import pygame_gui

from scenes.kit.textsize import scaled_size

if TYPE_CHECKING:
    from scenes.kit.assets import Assets

BUTTON_ROOM = 12  # a button's words keep this much of its width free (its border and padding)
WORDS_PAD = 30  # a button laid out for its words is this much wider than they are


def button_width(assets: Assets, texts: Iterable[str], least: int) -> int:
    """The width of a button that holds the widest of ``texts`` in the theme's button font
    (21 px bold) at the player's text size, and never less than ``least`` (its width at
    100 %): where a screen has the room, its buttons grow with their words."""
    font = assets.font(21, bold=True)
    return max(least, *(font.size(text)[0] + WORDS_PAD for text in texts))


def button_height(assets: Assets, least: int) -> int:
    """The height of a button whose words are at the player's text size (at least ``least``)."""
    return max(least, assets.font(21, bold=True).get_height() + 2)


def designed_size(size: int, percent: int) -> int:
    """The size at 100 % that ``percent`` grows to ``size`` (the smallest, if several)."""
    return next((s for s in range(1, size + 1) if scaled_size(s, percent) >= size), size)


def fit_words(widget: Any, percent: int, room: int = 0) -> bool:
    """Set ``widget``'s words (a pygame_gui button or label) in the largest font that fits
    it, from the theme's scaled size down to its size at 100 %; says whether it shrank."""
    font, text = getattr(widget, "font", None), getattr(widget, "text", "")
    if percent == 100 or font is None or not text:
        return False
    rect = widget.relative_rect

    def fits(candidate: Any) -> bool:
        width, height = candidate.size(text)
        return bool(width + room <= rect.width and height <= rect.height)

    if fits(font):
        return False
    info = widget.ui_theme.get_font_info(widget.combined_element_ids)
    fonts = widget.ui_theme.get_font_dictionary()
    size = int(info["size"])
    for smaller in range(size - 1, designed_size(size, percent) - 1, -1):
        if not fonts.check_font_preloaded(fonts.create_font_id(
                smaller, info["name"], info["bold"], info["italic"])):
            fonts.preload_font(smaller, info["name"], info["bold"], info["italic"],
                               force_immediate_load=True)
        font = fonts.find_font(smaller, info["name"], info["bold"], info["italic"])
        if fits(font):
            break
    widget.font = font
    widget.rebuild()
    return True


class FittedDropDown(pygame_gui.elements.UIDropDownMenu):
    """A drop-down whose chosen option and opened list take the setting's text size.

    pygame_gui builds those buttons anew at every open and close (in its update), so each
    new one is fitted there as :func:`fit_words` fits a button: the theme's scaled font where
    its box holds it, else the largest that fits, never below 100 %.
    """

    def __init__(self, *args: Any, percent: int, **kwargs: Any) -> None:
        self.percent = percent
        self.fitted: weakref.WeakSet[Any] = weakref.WeakSet()
        super().__init__(*args, **kwargs)
        self.fit()

    def update(self, time_delta: float) -> None:
        super().update(time_delta)
        self.fit()

    def buttons(self) -> list[Any]:
        """The chosen option's button and, open, the list's buttons (as built now)."""
        state = self.current_state
        shown = [getattr(state, "selected_option_button", None)]
        options = getattr(state, "options_selection_list", None)
        if options is not None:
            shown += [item["button_element"] for item in options.item_list]
        return [button for button in shown if button is not None]

    def fit(self) -> None:
        if self.percent == 100:
            return
        for button in self.buttons():
            if button not in self.fitted:
                fit_words(button, self.percent, BUTTON_ROOM)
                self.fitted.add(button)
