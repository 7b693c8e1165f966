"""Settings: language, the table's and the interface's volumes, fullscreen, colour-blind
palette, text size, reduced motion, bot speed, RÖK throws waiting for Space, RÖK's buzzer
window. Changes apply and save at once. The rows and the preview are centred in the canvas."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

import pygame
import pygame_gui
from pygame_gui.core import UIContainer

from scenes.frame.uiscene import Options, UIScene
from scenes.kit.i18n import system_language
from scenes.kit.keys import fullscreen_label
from scenes.kit.settings import BOT_SPEEDS, BUZZER_SECONDS
from scenes.kit.textsize import TEXT_SCALES

if TYPE_CHECKING:
    from scenes.frame.context import AppContext

LABEL_X = 120  # (wide enough for 150 % text: "RÖK: wait for Space to throw")
LABEL_WIDTH = 500
CONTROL_X = 640
ROW_TOP = 128
ROW_STEP = 52
ROW_HEIGHT = 50  # a label of 150 % text (the theme's @setting_label, 36 px) stands in it
# At 150 % a drop-down's chosen option (its box less 8) must hold the button font's 44-px
# line: the rows grow to 53 and start higher; Back goes under the preview's caption.
ROWS_AT = {100: (ROW_TOP - 12, ROW_STEP, ROW_HEIGHT),
           125: (ROW_TOP - 12, ROW_STEP, ROW_HEIGHT), 150: (108, 55, 53)}
ROWS = ("language", "effects_volume", "interface_volume", "fullscreen", "colourblind",
        "text_scale", "reduced_motion", "bot_speed", "throw_wait", "buzzer_seconds")
TOGGLES = ("fullscreen", "colourblind", "reduced_motion", "throw_wait")
PACE_ROWS = ("bot_speed", "throw_wait", "buzzer_seconds")  # their words: assets/i18n/pace.*
SOUND_ROWS = ("effects_volume", "interface_volume")  # their words: assets/i18n/sound.*.json
DESIGN = (1280, 800)  # the screen's own size, centred in the canvas
PREVIEW = ("knight", "mage", "orc", "viking", "sword", "shield", "eye", "sum")


class SettingsScene(UIScene):
    escape_pops = True

    def __init__(self, ctx: AppContext) -> None:
        super().__init__(ctx)
        self.volume_labels: dict[str, pygame_gui.elements.UILabel] = {}
        self.toggles: dict[str, pygame_gui.elements.UIButton] = {}

    def origin(self) -> tuple[int, int]:
        """The top-left corner of the screen's 1280×800 picture, centred in the canvas."""
        canvas = self.ctx.canvas
        return (canvas.width - DESIGN[0]) // 2, (canvas.height - DESIGN[1]) // 2

    def rows_at(self) -> tuple[int, int, int]:
        """The rows' top (canvas units), step and height at the text size."""
        row_top, row_step, row_height = ROWS_AT[self.ctx.settings.text_scale]
        return self.origin()[1] + row_top, row_step, row_height

    def build_ui(self, root: UIContainer) -> None:
        tr, ui, settings = self.ctx.tr, self.ctx.ui, self.ctx.settings
        row_top, row_step, row_height = self.rows_at()
        left = self.origin()[0]
        label_x, control_x = left + LABEL_X, left + CONTROL_X
        for i, name in enumerate(ROWS):
            self.label((label_x, row_top + i * row_step, LABEL_WIDTH, row_height),
                       tr(self.key(name)),
                       "@setting_label")
        system_name = tr(f"settings.language_name_{system_language()}")
        languages: Options = [(tr("settings.language_system", name=system_name), "system"),
                     ("Français", "fr"), ("English", "en")]
        current = next(c for c in languages if c[1] == settings.language)
        menu = self.drop_down(languages, current, (control_x, row_top, 340, row_height),
                              "#language")
        self.on_change(menu, lambda value: self.ctx.change_settings(language=value))
        for name in SOUND_ROWS:
            top = row_top + ROWS.index(name) * row_step
            value = getattr(settings, name)
            slider = pygame_gui.elements.UIHorizontalSlider(
                pygame.Rect(control_x, top + 4, 260, 36), value, (0, 100), ui, container=root,
                object_id=f"#{name}", click_increment=10)
            slider.set_tooltip(tr(f"sound.{name.split('_')[0]}_hint"))
            self.on_change(slider, partial(self.set_volume, name))
            self.volume_labels[name] = self.label((control_x + 268, top, 92, row_height),
                                                  f"{value} %")
        speeds: Options = [(tr(self.key(f"bot_speed_{speed}")), speed) for speed in BOT_SPEEDS]
        speed = self.drop_down(
            speeds, next(c for c in speeds if c[1] == settings.bot_speed),
            (control_x, row_top + ROWS.index("bot_speed") * row_step, 340, row_height),
            "#bot_speed")
        self.on_change(speed, lambda value: self.ctx.change_settings(bot_speed=value))
        windows: Options = [(tr("pace.settings.seconds", n=n), str(n)) for n in BUZZER_SECONDS]
        window = self.drop_down(
            windows, next(c for c in windows if c[1] == str(settings.buzzer_seconds)),
            (control_x, row_top + ROWS.index("buzzer_seconds") * row_step, 340, row_height),
            "#buzzer_seconds")
        window.set_tooltip(tr("pace.settings.buzzer_seconds_hint"))
        self.on_change(window,
                       lambda value: self.ctx.change_settings(buzzer_seconds=int(value)))
        sizes: Options = [(f"{tr.number(scale)} %", str(scale)) for scale in TEXT_SCALES]
        size = self.drop_down(
            sizes, next(c for c in sizes if c[1] == str(settings.text_scale)),
            (control_x, row_top + ROWS.index("text_scale") * row_step, 340, row_height),
            "#text_scale")
        size.set_tooltip(tr("settings.text_scale_hint"))
        self.on_change(size, lambda value: self.ctx.change_settings(text_scale=int(value)))
        self.toggles = {}
        for name in TOGGLES:
            i, on = ROWS.index(name), getattr(settings, name)
            toggle = self.button((control_x, row_top + i * row_step, 340, row_height),
                                 tr("common.on") if on else tr("common.off"),
                                 partial(self.toggle, name), f"#{name}",
                                 tooltip=tr(self.key(f"{name}_hint"), keys=fullscreen_label()))
            if on:
                toggle.select()
            self.toggles[name] = toggle
        canvas = self.ctx.canvas
        back_top = max(self.origin()[1] + DESIGN[1] - 100, self.caption_bottom() + 8)
        back_left = canvas.centerx - 130
        if back_top + 54 > canvas.height - 6:  # larger text: beside the preview instead
            back_top, back_left = self.preview_top() + 8, label_x - 80
        self.button((back_left, back_top, 260, 54), tr("common.back"), self.ctx.stack.pop,
                    "#back")
        self.backdrop = self.compose_backdrop()

    @staticmethod
    def key(name: str) -> str:
        """The translation key of a row's words (the pace rows keep theirs apart)."""
        if name in SOUND_ROWS:
            return f"sound.{name}"
        pace = name.startswith(PACE_ROWS)
        return f"pace.settings.{name}" if pace else f"settings.{name}"

    def compose_backdrop(self) -> pygame.Surface:
        tr, assets, palette = self.ctx.tr, self.ctx.assets, self.ctx.palette
        canvas = self.ctx.canvas
        surface = assets.felt_copy(canvas.size, palette)
        title = assets.font(48, bold=True).render(tr("settings.title"), True, palette.ink)
        surface.blit(title, title.get_rect(midtop=(canvas.centerx, self.origin()[1] + 44)))
        size, gap = 44, 16
        left = (canvas.width - len(PREVIEW) * (size + gap) + gap) // 2
        top = self.preview_top()
        for i, name in enumerate(PREVIEW):
            plate = pygame.Rect(left + i * (size + gap), top, size, size)
            pygame.draw.rect(surface, palette.card_face, plate.inflate(8, 8), border_radius=10)
            surface.blit(assets.emblem(name, size, palette), plate)
        caption = assets.font(18).render(tr("settings.preview"), True, palette.muted)
        surface.blit(caption, caption.get_rect(midtop=(canvas.centerx, top + size + 10)))
        return surface

    def preview_top(self) -> int:
        """Where the factions' and powers' preview starts, under the last row."""
        row_top, row_step, _ = self.rows_at()
        return row_top + len(ROWS) * row_step + 10

    def caption_bottom(self) -> int:
        """The bottom of the preview's caption (44-unit plates, 10 apart, then its line)."""
        return self.preview_top() + 54 + self.ctx.assets.font(18).get_height()

    def set_volume(self, name: str, value: int) -> None:
        """A volume slider moved: saved at once, and a sound of its group heard at it."""
        self.ctx.change_settings(**{name: int(value)})
        self.volume_labels[name].set_text(f"{getattr(self.ctx.settings, name)} %")
        self.ctx.audio.play("clack_stone" if name == "effects_volume" else "click")

    def toggle(self, name: str) -> None:
        """Switch a setting; its button says On or Off at once (some settings rebuild the
        whole screen, the others only change their button)."""
        self.ctx.change_settings(**{name: not getattr(self.ctx.settings, name)})
        on = getattr(self.ctx.settings, name)
        button = self.toggles[name]
        button.set_text(self.ctx.tr("common.on" if on else "common.off"))
        button.select() if on else button.unselect()
