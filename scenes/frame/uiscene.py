"""A scene whose widgets (pygame_gui) live in one container it owns.

The container is built by :meth:`UIScene.build_ui`, hidden while another
scene covers this one (widgets the scene had hidden stay hidden when it shows
again), rebuilt on :meth:`relayout` (language switch) and killed on exit, so no
widget outlives its scene. Buttons are wired to
callbacks with :meth:`button`; clicks arrive as pygame_gui events.
"""

from __future__ import annotations

import gc
import warnings
from collections.abc import Callable
from typing import Any

import pygame
import pygame_gui
from pygame_gui.core import ObjectID, UIContainer
from pygame_gui.core.interfaces import IUIElementInterface

from scenes.frame.context import AppContext
from scenes.frame.fitting import BUTTON_ROOM, FittedDropDown, fit_words
from scenes.frame.stack import Scene
from scenes.frame.widget_keys import button_stops, change_stops, reading_order, sync_text_focus
from scenes.kit.focus import Focus, Zone
from scenes.kit.keys import fullscreen_label, is_help_key
from scenes.kit.regions import Region
from scenes.kit.safetext import shown

Options = list[str | tuple[str, str]]  # a drop-down's options: words, or (words, its id)


class UIScene(Scene):
    escape_pops = False  # Esc leaves the scene (setup, settings, rules)

    def __init__(self, ctx: AppContext) -> None:
        super().__init__(ctx)
        self.root: UIContainer | None = None
        self.backdrop: pygame.Surface | None = None  # static art composed in build_ui
        self._actions: dict[IUIElementInterface, Callable[[], object]] = {}
        self._changes: dict[IUIElementInterface, Callable[[Any], None]] = {}
        self._hidden: list[IUIElementInterface] = []  # widgets hidden when a scene covered us
        self.focus = Focus(modality=ctx.keyboard, tab_stops=True)  # where keys act (kit.focus)

    # --- lifecycle ------------------------------------------------------------------------------

    def enter(self, payload: Any = None) -> None:
        self._build()

    def exit(self) -> None:
        self._teardown()

    def cover(self) -> None:
        if self.root and self.root.visible:  # covered twice, it would note every widget
            self._hidden = [e for e in _descendants(self.root) if not e.visible]
            self.root.hide()

    def uncover(self, result: Any = None) -> None:
        if self.root:
            self.root.show()  # shows every widget inside: hide again those that were hidden
            for element in self._hidden:
                element.hide()
        self._hidden = []

    def release_unseen(self) -> bool:
        """Out of sight: the widgets and the backdrop go (a screen's backdrop is as big as
        the screen); :meth:`relayout` builds them again when the scene shows again."""
        self._teardown(collect=False)  # (the stack collects once for all it released)
        self.backdrop = None
        return True

    def relayout(self) -> None:
        hidden = self.root is not None and not self.root.visible
        self._teardown()
        self._build()
        if hidden:
            self.cover()  # still covered: note what the new widgets hide, as cover() does

    def _build(self) -> None:
        self.root = UIContainer(self.ctx.canvas, self.ctx.ui,
                                object_id=f"#{type(self).__name__}")
        self.build_ui(self.root)

    def _teardown(self, collect: bool = True) -> None:
        if self.root:
            self.root.kill()
        self.root = None
        self._actions.clear()
        self._changes.clear()
        self._hidden = []
        # Killed widgets hold their surfaces in reference cycles (element <-> container,
        # drawable shapes, text chunks) that only a full collection frees; left to the
        # collector's own pace, megabytes of them piled up (tens of MB over a few rebuilds).
        if collect:
            gc.collect()

    def build_ui(self, root: UIContainer) -> None:
        """Create this scene's widgets inside ``root`` (texts through ``self.ctx.tr``)."""

    # --- widget helpers -----------------------------------------------------------------------

    def button(self, rect: pygame.Rect | tuple[int, int, int, int], text: str,
               action: Callable[[], object], object_id: str | ObjectID,
               tooltip: str | None = None, enabled: bool = True,
               kind: type[pygame_gui.elements.UIButton] = pygame_gui.elements.UIButton
               ) -> pygame_gui.elements.UIButton:
        """A button of this scene calling ``action`` when pressed (``kind``: a button class,
        e.g. :class:`scenes.frame.explained.ExplainedButton`)."""
        assert self.root is not None
        widget = kind(
            pygame.Rect(rect), shown(text), self.ctx.ui, container=self.root,
            tool_tip_text=None if tooltip is None else shown(tooltip), object_id=object_id)
        if not enabled:
            widget.disable()
        fit_words(widget, self.ctx.settings.text_scale, BUTTON_ROOM)
        self._actions[widget] = action
        return widget

    def drop_down(self, options: Options, current: str | tuple[str, str],
                  rect: pygame.Rect | tuple[int, int, int, int],
                  object_id: str | ObjectID) -> pygame_gui.elements.UIDropDownMenu:
        """A drop-down in this scene, its words at the setting's text size (fitting.py)."""
        assert self.root is not None
        return FittedDropDown(options, current, pygame.Rect(rect), self.ctx.ui,
                              container=self.root, object_id=object_id,
                              percent=self.ctx.settings.text_scale)

    def remove(self, widget: IUIElementInterface) -> None:
        """Kill one widget of this scene and forget its callbacks."""
        self._actions.pop(widget, None)
        self._changes.pop(widget, None)
        widget.kill()

    def on_change(self, widget: IUIElementInterface, callback: Callable[[Any], None]) -> None:
        """Call ``callback(new_value)`` when a drop-down, slider or text entry changes."""
        self._changes[widget] = callback

    def label(self, rect: pygame.Rect | tuple[int, int, int, int], text: str,
              object_id: str | ObjectID = "@label") -> pygame_gui.elements.UILabel:
        assert self.root is not None
        with warnings.catch_warnings():  # larger text: "too small for text", then fitted below
            if self.ctx.settings.text_scale != 100:
                warnings.filterwarnings("ignore", "Label Rect is too small", UserWarning)
            label = pygame_gui.elements.UILabel(pygame.Rect(rect), shown(text), self.ctx.ui,
                                                container=self.root, object_id=object_id)
        fit_words(label, self.ctx.settings.text_scale)
        return label

    # --- events ---------------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> bool:
        if is_help_key(event) and not typing(self.ctx.ui):
            self.help_key()
            return True
        if self.keys_first and self.key_input(event):
            return True
        element = getattr(event, "ui_element", None)
        if event.type == pygame_gui.UI_BUTTON_PRESSED and element in self._actions:
            self.ctx.audio.play("click")
            self._actions[element]()
            return True
        if event.type in (pygame_gui.UI_DROP_DOWN_MENU_CHANGED,
                          pygame_gui.UI_HORIZONTAL_SLIDER_MOVED,
                          pygame_gui.UI_TEXT_ENTRY_CHANGED) and element in self._changes:
            if event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED:
                value = event.selected_option_id
            elif event.type == pygame_gui.UI_HORIZONTAL_SLIDER_MOVED:
                value = event.value
            else:
                value = event.text
            self._changes[element](value)
            return True
        return self.handle_input(event)

    def handle_input(self, event: pygame.event.Event) -> bool:
        """Mouse and keys not taken by widgets (scenes extend this)."""
        if self.escape_pops and event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.ctx.stack.pop()
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        if self.backdrop is not None:
            surface.blit(self.backdrop, (0, 0))

    # --- keys -----------------------------------------------------------------------------------

    def help_key(self) -> None:
        """"?": the list of this screen's keys (:meth:`key_help`) over it."""
        from scenes.frame.payloads import KeysPayload  # (not before the first frame)

        self.ctx.nav.open("keys", KeysPayload(tuple(self.key_help())))

    def key_help(self) -> list[tuple[str, str]]:
        """*hook* Every key of this screen as (keys, what they do), in words, for the list
        "?" opens: the ring's keys, Esc, and the keys every screen has (a screen adds its
        own before these)."""
        tr = self.ctx.tr
        rows = [key_row(tr, "tab")]
        if self.focus.arrows_show:
            rows.append(key_row(tr, "arrows"))
        rows.append(key_row(tr, "enter"))
        if self.escape_pops:
            rows.append(key_row(tr, "esc_back"))
        return rows + common_keys(tr)

    keys_first = True  # the focus hears keys before the screen (a table orders them itself)

    def key_zones(self) -> list[Zone]:
        """*hook* What Tab, the arrows and Enter reach (scenes.kit.focus): by default every
        widget shown, in reading order, Tab stepping widget by widget."""
        stops = button_stops(self._actions) + change_stops(self._changes)
        return [Zone("widgets", tuple(reading_order(stops)))]

    def key_input(self, event: pygame.event.Event) -> bool:
        """Tab, arrows, Enter and Space for the focus; a click hides its ring."""
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.focus.shown = False
            return False
        if event.type != pygame.KEYDOWN:
            return False
        zones = self.key_zones()
        done = self.focus.handle(event, zones)
        if done:
            if event.key != pygame.K_TAB:
                zones = self.key_zones()  # Enter may have changed what is shown
            sync_text_focus(self.ctx.ui, self.focus.current(zones) if self.focus.shown
                            else None, self._changes)
        return done

    def draw_keys(self, surface: pygame.Surface) -> None:
        """The focus ring, over the screen (drawn last by the stack), once a key showed it
        (the zones are not worked out at every frame of a mouse player's game)."""
        if self.focus.shown:
            self.focus.draw(surface, self.key_zones(), self.ctx.assets.text_scale / 100)

    def still(self) -> bool:
        """A screen of buttons changes only when something happens to it (a hover, a click,
        a key: events); screens that follow a thread or a clock say otherwise."""
        return True

    # --- layout checks --------------------------------------------------------------------------

    def regions(self) -> list[Region]:
        """The visible widgets of this scene, then what it draws itself (:meth:`drawn_regions`)."""
        found = []
        if self.root is not None and self.root.visible:
            for element in self.root.elements:  # a composite's parts are not listed apart
                if element.visible and getattr(element, "parent_element", None) is None \
                        and (not isinstance(element, UIContainer)
                             or isinstance(element, pygame_gui.elements.UIDropDownMenu)):
                    rect = pygame.Rect(element.get_abs_rect())
                    found.append(Region("widget", str(element.get_object_ids()[-1]),
                                        (rect.x, rect.y, rect.width, rect.height)))
        return found + self.drawn_regions()

    def drawn_regions(self) -> list[Region]:
        """*hook* Plates, cards, texts and panels the scene draws by hand."""
        return []

def key_row(tr: Callable[..., str], name: str, **values: Any) -> tuple[str, str]:
    """A row of the keys' list: ``keys.NAME.keys`` and ``keys.NAME.does``."""
    return tr(f"keys.{name}.keys", **values), tr(f"keys.{name}.does", **values)


def common_keys(tr: Callable[..., str]) -> list[tuple[str, str]]:
    """The keys every screen has: fullscreen, the sound, this list."""
    return [key_row(tr, "fullscreen", keys=fullscreen_label()), key_row(tr, "mute"),
            key_row(tr, "help")]


def typing(ui: pygame_gui.UIManager) -> bool:
    """A text field has the keys (a "?" typed there is a character)."""
    return any(isinstance(e, pygame_gui.elements.UITextEntryLine)
               for e in ui.get_focus_set() or ())


def select_only(buttons: dict[Any, pygame_gui.elements.UIButton], chosen: Any) -> None:
    """Of a group of buttons, the chosen one shown selected (also when clicked again), the
    others not."""
    for key, button in buttons.items():
        if key == chosen:
            button.select()
        elif button.is_selected:
            button.unselect()


def _descendants(container: UIContainer) -> list[IUIElementInterface]:
    """Every widget inside ``container``, at any depth."""
    found: list[IUIElementInterface] = []
    for element in container.elements:
        found.append(element)
        if isinstance(element, UIContainer):
            found += _descendants(element)
    return found
