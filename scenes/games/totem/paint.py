"""Totem's table drawing: the places, the cards (lifted, held, glowing targets), the clash's
banner, the seat plates and the tooltips. A part :class:`scenes.games.totem.scene.TotemScene`
holds as ``painter`` (its ``draw_static``, ``draw_table`` and ``piece_box`` ask it); the
scene keeps input and staging. The cards, the slots and the piles are drawn as the player's
zoom shows them (``table.sight``: at that size, clipped to the play area); the plates and the
clash's banner stay where the fitted places put them.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

import pygame

from scenes.games.totem.layout import SLOTS
from scenes.kit.names import bot_words
from scenes.kit.pieces.totem_art import COLOUR_POWER, POWER_LEVELS, split
from scenes.kit.pieces.totem_words import card_name
from scenes.kit.regions import Region, box_of
from scenes.kit.textlayout import tip_place, tooltip
from scenes.table.board import Piece
from scenes.table.yours import name_lines

if TYPE_CHECKING:
    from scenes.games.totem.parts import TotemTable

ENEMY_PLATE_TOP = 12  # the opponent's name, at the top left
Target = tuple[Any, ...]  # ("enemy", slot) | ("own", slot) | ("discard",) | ("card", face)


class TotemPainter:
    """The drawing half of the Totem scene (see the module docstring)."""

    def __init__(self, table: TotemTable) -> None:
        self.table = table

    @property
    def held(self) -> tuple[str, ...]:
        table = self.table
        return table.pressed[0] if table.pressed and table.dragging else ()

    def draw_static(self, surface: pygame.Surface) -> None:
        """The slots, the piles and the plates. Drawn in place (``recomposes_in_place``): the
        slots and the discard's outline never change and are drawn on fresh felt only (a
        zoom or a pan draws the layer on fresh felt); the rest is marked, so the felt comes
        back under it before it is drawn again."""
        table = self.table
        palette, assets, geo = table.ctx.palette, table.ctx.assets, table.sight.shown
        deck, pile = geo.pile_rect(geo.deck), geo.pile_rect(geo.discard)
        surface.set_clip(table.geo.view)  # (a zoomed table stays in the play area)
        if table.static_fresh:
            for own in (True, False):
                for slot in range(1, SLOTS + 1):
                    rect = geo.slot_rect(own, slot)
                    pygame.draw.rect(surface, palette.panel_edge, rect, 2, border_radius=10)
                    label = assets.label(str(slot), 16, palette.muted)
                    surface.blit(label, label.get_rect(center=rect.center))
            pygame.draw.rect(surface, palette.panel_edge, pile, 2, border_radius=10)
        count = table.view["deck"]
        table.drawn.mark("card", "deck", deck.union(deck.move(-6, -6)))
        for depth in range(min(4, count)):
            surface.blit(table.sight.cards.card(None), deck.move(-depth * 2, -depth * 2))
        if not count:
            pygame.draw.rect(surface, palette.panel_edge, deck, 2, border_radius=10)
        for rect, text in ((deck, table.ctx.tr("totem.deck", n=count)),
                           (pile, table.ctx.tr("totem.discard", n=len(table.view["discard"])))):
            label = assets.label(text, 17, palette.ink, bold=True)
            table.drawn.mark("text", text.split()[0], surface.blit(
                label, label.get_rect(midtop=(rect.centerx, rect.bottom + 8))))
        surface.set_clip(None)
        self.draw_seat_plates(surface)

    def piece_box(self, piece: Piece) -> pygame.Rect | None:
        """Where ``piece`` shows on the screen."""
        sight = self.table.sight
        if piece.key.startswith("back:"):
            return sight.card_box(piece.centre, small=True)
        rect = sight.card_box(piece.centre)
        if piece.sideways:
            rect = pygame.Rect(0, 0, rect.height, rect.width)
            x, y = sight.at(piece.centre)
            rect.center = (round(x), round(y))
        return rect

    def draw_table(self, surface: pygame.Surface) -> None:
        table = self.table
        if not table.view:
            return
        palette, sight = table.ctx.palette, table.sight
        held = self.held
        glow = table.targets(held or table.selected)
        if table.my_turn and table.view["phase"] == "eye":
            glow = table.eye_targets()
        surface.set_clip(table.geo.view)  # (a zoomed table stays in the play area)
        self.draw_glow(surface, glow)
        piece: Piece | None
        for piece in table.board.in_order():
            if piece.key.removeprefix("card:") in held:
                continue
            lifted = piece.key.removeprefix("card:") in table.selected
            self.draw_piece(surface, piece, lifted)
        for target in glow:
            if target[0] == "card":
                piece = table.board.pieces.get(f"card:{target[1]}")
                if piece:
                    pygame.draw.rect(surface, palette.glow, sight.card_box(
                        piece.centre).inflate(8, 8), 3, border_radius=11)
        pair = self.pair_box()
        if pair is not None:  # the Sword's sum, on the corner of its pair
            total = sum(split(face)[1] for face in table.selected)
            self.draw_badge(surface, str(total), pair.topright)
        surface.set_clip(None)
        if sight.zoom.zoomed:  # the names stay readable over the cards zoomed under them
            self.draw_seat_plates(surface, marked=False)
        if held:
            self.draw_held(surface, held)
        if table.banner and table.hold > 0 and table.staging.shows("clash"):
            self.draw_banner(surface)
        self.draw_tooltip(surface)

    def pair_box(self) -> pygame.Rect | None:
        """Where a Sword pairing picked up in the hand lies (its two cards, lifted)."""
        table = self.table
        if len(table.selected) != 2:
            return None
        sight = table.sight
        rects = [sight.card_box(piece.centre).move(0, -sight.shown.size(22))
                 for face in table.selected
                 if (piece := table.board.pieces.get(f"card:{face}")) is not None]
        return rects[0].unionall(rects[1:]) if rects else None

    def draw_glow(self, surface: pygame.Surface, glow: Mapping[Target, str]) -> None:
        colour, geo = self.table.ctx.palette.glow, self.table.sight.shown
        for target in glow:
            if target[0] in ("own", "enemy"):
                rect = geo.slot_rect(target[0] == "own", target[1])
                pygame.draw.rect(surface, colour, rect.inflate(10, 10), 4, border_radius=13)
            elif target[0] == "discard":
                rect = geo.pile_rect(geo.discard)
                pygame.draw.rect(surface, colour, rect.inflate(12, 12), 4, border_radius=13)

    def draw_piece(self, surface: pygame.Surface, piece: Piece, lifted: bool = False) -> None:
        table = self.table
        art = table.sight.cards
        image = art.small(piece.shown_face) if piece.key.startswith("back:") else \
            art.card(piece.shown_face, piece.sideways and piece.angle > 45)
        if piece.width_scale < 1:
            width = max(1, round(image.get_width() * piece.width_scale))
            image = pygame.transform.smoothscale(image, (width, image.get_height()))
        x, y = table.sight.at(piece.centre)
        lift = table.sight.shown.size(22) if lifted else 0
        rect = image.get_rect(center=(round(x), round(y - lift)))
        surface.blit(image, rect)
        if piece.peek:
            veil = table.ctx.assets.label(table.ctx.tr("totem.face_down"), 14,  # on the card
                                         table.ctx.palette.ink, bold=True, fixed=True)
            plate = veil.get_rect(midbottom=(rect.centerx, rect.bottom - 4)).inflate(10, 4)
            pygame.draw.rect(surface, table.ctx.palette.card_back, plate, border_radius=5)
            surface.blit(veil, veil.get_rect(center=plate.center))
        if lifted:
            pygame.draw.rect(surface, table.ctx.palette.accent, rect.inflate(6, 6), 3,
                             border_radius=11)

    def draw_held(self, surface: pygame.Surface, held: tuple[str, ...]) -> None:
        table = self.table
        x, y = table.mouse
        size = table.sight.shown.size
        for i, face in enumerate(held):
            image = table.sight.cards.card(face)
            surface.blit(image, image.get_rect(center=(x + size(-16 + 32 * i),
                                                       y + size(-6 + 6 * i))))
        if len(held) == 2:
            total = sum(split(face)[1] for face in held)
            self.draw_badge(surface, str(total), (x + size(52), y - size(78)))

    def draw_badge(self, surface: pygame.Surface, text: str, centre: tuple[int, int]) -> None:
        table = self.table
        palette = table.ctx.palette
        pygame.draw.circle(surface, palette.accent, centre, 22)
        pygame.draw.circle(surface, palette.background, centre, 22, 2)
        label = table.ctx.assets.label(text, 22, palette.background, bold=True, fixed=True)
        surface.blit(label, label.get_rect(center=centre))  # (in its circle: never grown)

    def draw_seat_plates(self, surface: pygame.Surface, marked: bool = True) -> None:
        """The seats' names where the fitted places put them (``marked``: in the still
        layer; else again over a zoomed table's cards, on a panel of their own)."""
        table = self.table
        enemy, geo = 1 - table.viewer, table.geo
        for seat, top in ((enemy, self.enemy_plate_top()),
                          (table.viewer, round(geo.own_zone_y) - 40)):
            lines = self.plate_lines(seat, top)
            if not marked:
                boxes = [label.get_rect(topleft=(geo.plate_x, y)) for _, label, y in lines]
                pygame.draw.rect(surface, table.ctx.palette.panel,
                                 boxes[0].unionall(boxes[1:]).inflate(16, 8), border_radius=8)
            for part, label, y in lines:
                box = surface.blit(label, (geo.plate_x, y))
                if marked:
                    table.drawn.mark("text", f"{part}:{seat}", box)

    def enemy_plate_top(self) -> int:
        return self.table.geo.area[1] + ENEMY_PLATE_TOP

    def plate_lines(self, seat: int, top: int) -> list[tuple[str, pygame.Surface, int]]:
        """A seat's name (this screen's marked as yours, the mark under the name when larger
        text leaves no room beside it), its count of cards in hand and, for a bot, "Bot ·
        Hard": each line with its top (larger text steps them down; a bot's words, whole, in
        a smaller size where the plate's width needs it, never below 100 %)."""
        table = self.table
        tr, assets, palette = table.ctx.tr, table.ctx.assets, table.ctx.palette
        font = assets.font(21, bold=True)
        lines: list[tuple[str, pygame.Surface, int]] = []
        below = top
        width = table.geo.plate_width
        for i, text in enumerate(name_lines(table, seat, font, width)):
            name = assets.label(text, 21, table.seat_colour(seat), bold=True)
            lines.append(("name" if i == 0 else "mark", name, below))
            below += max(30, name.get_height())
        count = assets.label(tr("totem.in_hand", n=table.view["hand_counts"][seat]), 17,
                             palette.muted)
        lines.append(("in_hand", count, below))
        words = bot_words(tr, table.seats[seat]) if table.session is not None else None
        if words:
            size = assets.fit_size(17, 10_000, False, words, width)
            lines.append(("bot", assets.label(words, size, palette.muted, fixed=True),
                          below + count.get_height()))
        return lines

    def plate_bottom(self, seat: int) -> int:
        """Where the opponent's plate ends (the notices go below it)."""
        _, label, top = self.plate_lines(seat, self.enemy_plate_top())[-1]
        return top + label.get_height()

    def banner_box(self) -> pygame.Rect | None:
        """Where the clash banner shows while the attack is held (between deck and discard)."""
        table = self.table
        if table.banner is None or table.hold <= 0:
            return None
        geo = table.geo
        return table.banner[0].get_rect(center=(round(geo.centre_x), round(geo.middle_y))
                                        ).inflate(40, 18)

    def regions(self) -> list[Region]:
        """The viewer's slots and the discard pile's place (as cards: a card lies on them;
        not the opponent's slots, which a long notice may cover, whole, until dismissed), and
        the clash's banner while it shows (beside what every table drew)."""
        geo = self.table.sight.shown
        places = [(f"slot:own:{slot}", geo.slot_rect(True, slot))
                  for slot in range(1, SLOTS + 1)]
        places.append(("pile:discard", geo.pile_rect(geo.discard)))
        found = [Region("card", name, box_of(rect)) for name, rect in places]
        box = self.banner_box()
        return found if box is None else [*found, Region("text", "clash", box_of(box))]

    def draw_banner(self, surface: pygame.Surface) -> None:
        table = self.table
        assert table.banner is not None
        label, won = table.banner
        palette = table.ctx.palette
        box = self.banner_box()
        assert box is not None
        pygame.draw.rect(surface, palette.panel, box, border_radius=14)
        pygame.draw.rect(surface, palette.accent if won else palette.danger, box, 3,
                         border_radius=14)
        surface.blit(label, label.get_rect(center=box.center))

    def tooltip_text(self) -> str | None:
        """The power of the card under the pointer, in words (its colour as drawn)."""
        table = self.table
        if self.held or table.ending.ended:  # (the end screen lies over the table)
            return None
        face = None
        for piece in reversed(table.board.in_order()):
            if piece.shown_face and table.sight.card_box(piece.centre).collidepoint(
                    table.mouse) and table.sight.sees(table.mouse):
                face = piece.shown_face
                break
        if face is None:
            return None
        tr = table.ctx.tr
        colour, level = split(face)
        power = COLOUR_POWER[colour] if level <= POWER_LEVELS else "none"
        name = card_name(tr, face, table.ctx.palette.power_words)
        return f"{name[:1].upper()}{name[1:]} — {tr(f'totem.power.{power}')}"

    def draw_tooltip(self, surface: pygame.Surface) -> None:
        table = self.table
        text = self.tooltip_text()
        if text is None:
            return
        palette = table.ctx.palette
        tip = tooltip(text, table.ctx.assets.font(17), palette.ink, palette.accent, 330)
        verdict = self.banner_box() if table.banner and table.staging.shows("clash") else None
        plate = table.status_line.status[1]  # (drawn over the table: a tip there is hidden)
        keep = [rect for rect in (verdict, table.status_place(plate) if plate else None)
                if rect is not None]
        area = table.play_area()  # (to the log's column)
        box = tip_place(tip.get_size(), table.mouse,  # never over the clash's verdict
                        pygame.Rect(area.x, area.y, table.log_rect.left - 4 - area.x, area.h),
                        keep)
        surface.blit(tip, box)

