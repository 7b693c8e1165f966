"""The game-setup screen: player count, each seat's name and human/bot, variant options, and
(RÖK, R06: the youngest begins) who begins. Laid out as a 1280×800 picture centred in the
canvas (the constants below are in that picture's units)."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui
from pygame_gui.core import ObjectID, UIContainer
from pygame_gui.core.interfaces import IUIElementInterface

from game.saves import BOT, HUMAN, Seat
from scenes.frame.catalogue import GameInfo, GameSetup, game_info
from scenes.frame.fitting import WORDS_PAD, button_height, button_width
from scenes.frame.people import first_use, people_of
from scenes.frame.uiscene import Options, UIScene, select_only
from scenes.kit.names import clean_entry, normalise
from scenes.kit.regions import Region
from scenes.kit.settings import MAX_NAME_LENGTH
from scenes.kit.text_field import TextField
from scenes.kit.textlayout import ellipsize

if TYPE_CHECKING:
    from scenes.frame.context import AppContext

LAPTOP = "laptop"  # a seat kept for another laptop: this one hosts the table
PERSON = "person:"  # a seat's menu choice: a human seat with that person's name
GUEST = "guest"  # a seat's menu choice: a human seat under its default name (never rated)
PEOPLE_LISTED = 8  # people offered in a seat's menu
DESIGN = (1280, 800)  # the picture's size
ROW_TOP = 230
ROW_STEP = 78
LEFT = 70
RIGHT_COLUMN = 760
# a seat's human / bot drop-down widens with larger text, up to the options' column
KIND_WIDTHS = {100: 230, 125: 270, 150: 286}
# an option's column reaches nearer the canvas's edge with larger text (its long words)
OPTION_WIDTHS = {100: 450, 125: 500, 150: 500}
# an option's row grows with larger text: (its step, its label's height, its drop-down's)
OPTION_ROWS = {100: (ROW_STEP, 30, 44), 125: (86, 34, 48), 150: (94, 40, 52)}
# and a seat's: (its step, its name field's and drop-down's height; the note under them)
SEAT_ROWS = {100: (ROW_STEP, 48), 125: (82, 48), 150: (90, 52)}


def unique_names(names: list[str]) -> list[str]:
    """Make names distinct by numbering repeats ("Léa", "Léa 2"): logs must tell seats apart."""
    seen: dict[str, int] = {}
    result = []
    for name in names:
        count = seen.get(name.casefold(), 0) + 1
        seen[name.casefold()] = count
        suffix = f" {count}"
        result.append(name if count == 1 else name[:MAX_NAME_LENGTH - len(suffix)] + suffix)
    return result


class SetupScene(UIScene):
    escape_pops = True

    def __init__(self, ctx: AppContext) -> None:
        super().__init__(ctx)
        self.info: GameInfo | None = None
        self.players = 2
        self.names: list[str] = []
        self.kinds: list[str] = []
        self.options: dict[str, Any] = {}
        self.handicaps: list[float] = []  # each seat's bot pace handicap (RÖK), 1: none
        self.first = 0  # the seat that begins (a game whose setup offers the choice)
        self.entries: dict[int, TextField] = {}
        self.refused: dict[int, str] = {}  # seats whose field left characters out, and why
        self.warnings: dict[int, pygame_gui.elements.UILabel] = {}
        self.count_buttons: dict[int, pygame_gui.elements.UIButton] = {}
        self.first_widgets: list[IUIElementInterface] = []  # who begins: its label, its menu
        self.first_top = 0

    def enter(self, payload: Any = None) -> None:
        info = game_info(payload)
        self.info = info
        self.players = info.min_players
        remembered = list(self.ctx.settings.player_names)
        self.names = [remembered[i] if i < len(remembered) and remembered[i]
                      else self.default_name(i)
                      for i in range(info.max_players)]
        self.kinds = [HUMAN] + [f"{BOT}:{info.default_level}"] * (info.max_players - 1)
        self.options = {spec.name: spec.default for spec in info.options}
        self.handicaps = [1.0] * info.max_players
        super().enter(payload)

    @property
    def heading_height(self) -> int:
        """A heading's label: as tall as its line at the text size (36 at 100 %)."""
        return max(36, self.ctx.assets.font(26, bold=True).get_height())

    @property
    def dx(self) -> int:
        """The picture's left edge in the canvas (it is centred)."""
        return (self.ctx.canvas.width - DESIGN[0]) // 2

    @property
    def dy(self) -> int:
        return (self.ctx.canvas.height - DESIGN[1]) // 2

    @property
    def left(self) -> int:
        """The seats' column's left edge (canvas units)."""
        return self.dx + LEFT

    @property
    def right_edge(self) -> int:
        return self.dx + DESIGN[0] - LEFT

    @property
    def right_column(self) -> int:
        """The options' column's left edge."""
        return self.dx + RIGHT_COLUMN

    @property
    def row_top(self) -> int:
        return self.dy + ROW_TOP

    @property
    def foot(self) -> int:
        """The top of Back and Start."""
        return self.dy + DESIGN[1] - 100

    def default_name(self, seat: int) -> str:
        return self.ctx.tr("setup.default_name", n=seat + 1)

    # --- widgets --------------------------------------------------------------------------------

    def build_ui(self, root: UIContainer) -> None:
        assert self.info is not None
        info, tr, ui = self.info, self.ctx.tr, self.ctx.ui
        self.label((self.left, self.dy + 126, 300, self.heading_height), tr("setup.players"),
                   "@heading")
        self.count_buttons = {}
        for i, count in enumerate(range(info.min_players, info.max_players + 1)):
            self.count_buttons[count] = self.button(
                (self.left + 310 + i * 70, self.dy + 124, 60, 44), str(count),
                partial(self.set_players, count), f"#players_{count}")
        self.show_count()
        self.entries, self.warnings, self.first_widgets = {}, {}, []
        kind_width = KIND_WIDTHS[self.ctx.settings.text_scale]
        kind_choices: Options = [(tr("setup.human"), HUMAN), *self.people_choices(kind_width),
                                 (tr("setup.guest"), GUEST), *(
            (tr(f"setup.bot_{level}"), f"{BOT}:{level}") for level in info.bot_levels)]
        if info.networked:
            kind_choices.append((tr("net.seat_laptop"), LAPTOP))
        step, high = SEAT_ROWS[self.ctx.settings.text_scale]
        for seat in range(self.players):
            top = self.row_top + seat * step
            entry = TextField(
                pygame.Rect(self.left + 70, top, 300, high), ui, container=root,
                object_id=f"#name_{seat}", initial_text=self.names[seat])
            entry.set_text_length_limit(MAX_NAME_LENGTH + 1)  # one more: to say it stops
            self.entries[seat] = entry
            self.on_change(entry, partial(self.set_name, seat))
            why = self.refused.get(seat, "name_refused")
            warning = self.label((self.left + 70, top + high + 1, 610, step - high - 2),
                                 tr(f"setup.{why}", count=MAX_NAME_LENGTH),
                                 "@name_warning")  # in the gap under its field
            if seat not in self.refused:
                warning.hide()
            self.warnings[seat] = warning
            current = next(c for c in kind_choices if c[1] == self.kinds[seat])
            menu = self.drop_down(kind_choices, current, (self.left + 390, top, kind_width, high),
                                  f"#kind_{seat}")
            self.on_change(menu, partial(self.set_kind, seat))
        self.build_options(root)
        bottom = self.foot
        self.button((self.left, bottom, 220, 54), tr("common.back"), self.ctx.stack.pop, "#back")
        hosting = LAPTOP in self.kinds[:self.players]
        self.button((self.right_edge - 260, bottom, 260, 54),
                    tr("net.host_start" if hosting else "setup.start"), self.start, "#start",
                    enabled=info.playable,
                    tooltip=None if info.playable else tr("setup.not_built"))
        if info.first_player:
            self.build_first(bottom)
        self.backdrop = self.compose_header()

    def build_options(self, root: UIContainer) -> None:
        assert self.info is not None
        tr = self.ctx.tr
        if self.info.handicaps and not self.info.options:
            self.build_handicaps(root)
            return
        self.label((self.right_column, self.dy + 126, 440, self.heading_height),
                   tr("setup.options"), "@heading")
        if not self.info.options:
            self.label((self.right_column, self.row_top, 440, button_height(self.ctx.assets, 40)),
                       tr("setup.no_options"))
        step, label, high = OPTION_ROWS[self.ctx.settings.text_scale]
        wide = OPTION_WIDTHS[self.ctx.settings.text_scale]
        for i, spec in enumerate(self.info.options):
            top = self.row_top + i * step
            self.label((self.right_column, top - label, wide, label),
                       tr(f"options.{self.info.id}.{spec.name}.label"), "@option_label")
            if not spec.offered(self.players):
                self.label((self.right_column, top, wide, high),
                           tr("setup.only_with", count=spec.only_with_players), "@muted")
                continue
            choices: Options = [(tr(f"options.{self.info.id}.{spec.name}.{choice}"), str(choice))
                       for choice in spec.choices]
            current = next(c for c in choices if c[1] == str(self.options[spec.name]))
            menu = self.drop_down(choices, current, (self.right_column, top, wide, high),
                                  f"#option_{spec.name}")
            self.on_change(menu, partial(self.set_option, spec.name))

    def build_first(self, top: int) -> None:
        """Who begins (R06: the youngest), between Back and Start: a seat by the name its
        field shows (the name the table will call it), built again as a name is typed."""
        tr, assets = self.ctx.tr, self.ctx.assets
        for widget in self.first_widgets:
            self.remove(widget)
        font = assets.font(21, bold=True)  # (the drop-down's words, at the text size)
        words = tr("setup.first")
        right, left = self.right_edge - 260 - 16, self.left + 220 + 16  # (Start, Back)
        label = min(assets.font(20).size(words)[0] + 12, right - left - 170 - 24 - 8)
        wide = min(button_width(assets, self.seat_names(), 170) + 24, right - left - label - 8)
        seats = [ellipsize(name, font, wide - 24 - WORDS_PAD) for name in self.seat_names()]
        choices: Options = [(name, str(seat)) for seat, name in enumerate(seats)]
        high = button_height(assets, 54)
        self.first_top = top
        self.first_widgets = [self.label((right - wide - 8 - label, top, label, high), words)]
        menu = self.drop_down(choices, choices[min(self.first, self.players - 1)],
                              (right - wide, top, wide, high),
                              ObjectID("#first_player", "@drop_up"))  # (at the foot: it opens up)
        menu.set_tooltip(tr("setup.first_hint"))
        self.on_change(menu, self.set_first)
        self.first_widgets.append(menu)

    def set_first(self, value: str) -> None:
        self.first = int(value)

    def build_handicaps(self, root: UIContainer) -> None:
        """RÖK: beside each bot, a handicap on its pace (1× to 2× slower); a "?" tells what
        the Matched level and the handicaps do."""
        assert self.info is not None
        tr = self.ctx.tr
        self.label((self.right_column, self.dy + 126, 380, self.heading_height),
                   tr("setup.pace"), "@heading")
        self.button((self.right_column + 390, self.dy + 126, 44,
                     button_height(self.ctx.assets, 36)), "?", lambda: None, "#pace_help",
                    tooltip=tr("setup.pace_help"))
        choices: Options = [(self.handicap_words(h), str(h)) for h in self.info.handicaps]
        step, high = SEAT_ROWS[self.ctx.settings.text_scale]
        wide = min(self.right_edge - self.right_column, button_width(  # (its arrow: 20)
            self.ctx.assets, [self.handicap_words(h) for h in self.info.handicaps], 340) + 20)
        for seat in range(self.players):
            if not self.kinds[seat].startswith(BOT):
                continue
            current = next((c for c in choices if c[1] == str(self.handicaps[seat])), choices[0])
            menu = self.drop_down(choices, current,
                                  (self.right_column, self.row_top + seat * step, wide, high),
                                  f"#handicap_{seat}")
            self.on_change(menu, partial(self.set_handicap, seat))

    def handicap_words(self, handicap: float) -> str:
        if handicap == 1.0:
            return str(self.ctx.tr("setup.pace_as_level"))
        digits = 0 if handicap == int(handicap) else len(f"{handicap:g}".partition(".")[2])
        return str(self.ctx.tr("setup.pace_slower", factor=self.ctx.tr.decimal(handicap, digits)))

    def set_handicap(self, seat: int, value: str) -> None:
        self.handicaps[seat] = float(value)

    def drawn_regions(self) -> list[Region]:
        assert self.info is not None
        tr = self.ctx.tr
        width, height = self.ctx.assets.font(44, bold=True).size(
            tr("setup.title", game=tr(f"games.{self.info.id}.name")))
        return [Region("text", "title", (self.left + 92, self.dy + 36, width, height))]

    def notice_area(self) -> pygame.Rect:
        """At the foot, between Back and Start, under the fifth seat's note: a "game saved"
        met on the way from a table keeps off the title, the seats and every choice (an open
        option's list too: it drops down over the options' column). Where the foot holds the
        choice of who begins (RÖK), right of the title instead, above the headings."""
        if self.info is not None and self.info.first_player:
            title = self.drawn_regions()[0].box
            left = title[0] + title[2] + 24
            return pygame.Rect(left, self.dy + 8, self.ctx.canvas.width - 8 - left, 116)
        top = self.row_top + 5 * SEAT_ROWS[self.ctx.settings.text_scale][0] + 2
        left, right = self.left + 220 + 16, self.right_edge - 260 - 16
        return pygame.Rect(left, top, right - left, self.dy + DESIGN[1] - 8 - top)

    def compose_header(self) -> pygame.Surface:
        assert self.info is not None
        tr, assets, palette = self.ctx.tr, self.ctx.assets, self.ctx.palette
        surface = assets.felt_copy(self.ctx.canvas.size, palette)
        surface.blit(assets.emblem(self.info.id, 72, palette), (self.left, self.dy + 28))
        title = assets.font(44, bold=True).render(
            tr("setup.title", game=tr(f"games.{self.info.id}.name")), True, palette.ink)
        surface.blit(title, (self.left + 92, self.dy + 36))
        font = assets.font(24, bold=True)
        step, high = SEAT_ROWS[self.ctx.settings.text_scale]
        for seat in range(self.players):
            centre = (self.left + 26, self.row_top + seat * step + high // 2)
            pygame.draw.circle(surface, palette.seats[seat], centre, 22)
            pygame.draw.circle(surface, palette.ink, centre, 22, 2)
            number = font.render(str(seat + 1), True, palette.background)
            surface.blit(number, number.get_rect(center=centre))
        if not self.info.playable:
            note = assets.font(20).render(tr("setup.not_built"), True, palette.accent)
            surface.blit(note, note.get_rect(bottomright=(self.right_edge,
                                                          self.foot - 12)))
        return surface

    # --- model changes --------------------------------------------------------------------------

    def show_count(self) -> None:
        """The chosen player count stays highlighted (also when it is clicked again)."""
        select_only(self.count_buttons, self.players)

    def set_players(self, count: int) -> None:
        if count != self.players:
            self.players = count
            self.first = self.first if self.first < count else 0
            self.relayout()
        else:
            self.show_count()

    def set_name(self, seat: int, text: str) -> None:
        """Keep what the table can draw, 16 characters at most; say so under the field when
        something was left out (a character it cannot draw, or one past the 16th)."""
        kept, refused = clean_entry(text, self.ctx.assets.glyphs())
        too_long = len(kept) > MAX_NAME_LENGTH
        kept = kept[:MAX_NAME_LENGTH]
        self.names[seat] = kept
        if kept != text and seat in self.entries:
            self.entries[seat].set_text(kept)
        if self.first_widgets:  # who begins is chosen among the names as they read now
            self.build_first(self.first_top)
        if refused or too_long:  # the message stays while the screen is open
            why = "name_too_long" if too_long else "name_refused"
            self.refused[seat] = why
            if seat in self.warnings:
                self.warnings[seat].set_text(self.ctx.tr(f"setup.{why}",
                                                         count=MAX_NAME_LENGTH))
                self.warnings[seat].show()

    def people_choices(self, width: int) -> Options:
        """A seat's menu offers the people (a person picked: that name at a human seat)."""
        font = self.ctx.assets.font(21, bold=True)  # (the drop-down's words, at the text size)
        return [(ellipsize(self.ctx.tr("setup.person", name=person.name), font,
                           width - 24 - WORDS_PAD), f"{PERSON}{person.name}")
                for person in people_of(self.ctx).persons[:PEOPLE_LISTED]]

    def set_kind(self, seat: int, kind: str) -> None:
        """A seat becomes human or a bot of a level (a bot's handicap shows beside it); a
        person picked, or a guest, is a human seat under that name (or its default name)."""
        if kind.startswith(PERSON) or kind == GUEST:
            self.set_name(seat, kind.removeprefix(PERSON) if kind != GUEST else "")
            self.kinds[seat] = HUMAN
            self.relayout()  # (the menu says Human again, the field the name)
            return
        was_bot, was_laptop = self.kinds[seat].startswith(BOT), self.kinds[seat] == LAPTOP
        self.kinds[seat] = kind
        handicap = self.info is not None and bool(self.info.handicaps)
        if ((handicap and was_bot != kind.startswith(BOT))  # (its handicap shows, or goes)
                or was_laptop != (kind == LAPTOP)):  # Start becomes "Host the table", or back
            self.relayout()

    def set_option(self, name: str, value: str) -> None:
        assert self.info is not None
        spec = next(s for s in self.info.options if s.name == name)
        self.options[name] = next(c for c in spec.choices if str(c) == value)

    def seat_names(self) -> list[str]:
        """The seats' names as the table will write them (an empty field: "Player 2")."""
        return unique_names([normalise(self.names[i]) or self.default_name(i)
                             for i in range(self.players)])

    def build_setup(self, seed: int) -> GameSetup:
        """The payload for the table scene, from what the screen shows now."""
        assert self.info is not None
        names = self.seat_names()
        seats = []
        for seat, (name, kind) in enumerate(zip(names, self.kinds[:self.players], strict=True)):
            level = kind.partition(":")[2] or None
            seats.append(Seat(name, BOT if level else HUMAN, level,
                              self.handicaps[seat] if level else 1.0))
        options = {spec.name: self.options[spec.name] for spec in self.info.options
                   if spec.offered(self.players)}
        if self.first:  # (the first seat begins unless the table chose another: R06)
            options["first"] = self.first
        return GameSetup(self.info.id, tuple(seats), seed, options)

    def start(self) -> None:
        assert self.info is not None
        if not self.info.playable:
            self.ctx.notices.add(self.ctx.tr("setup.not_built"))
            return
        setup = self.build_setup(self.ctx.new_seed())
        kinds = self.kinds[:self.players]
        laptops = tuple(i for i, kind in enumerate(kinds) if kind == LAPTOP)
        if laptops and HUMAN not in kinds:
            self.ctx.notices.add(self.ctx.tr("net.need_local"), warning=True)
            return
        self.ctx.change_settings(player_names=tuple(seat.name for seat in setup.seats))
        first_use(self.ctx, [seat.name for seat, kind in zip(setup.seats, kinds, strict=True)
                             if kind == HUMAN])  # (a default name stays a guest's)
        if laptops:
            from scenes.frame.payloads import NetSetup  # (a rare path: loaded when taken)

            self.ctx.nav.open("host", NetSetup(setup, laptops))
            return
        self.ctx.nav.table(self.info.id, setup, replace=True)

    # --- input ----------------------------------------------------------------------------------
