"""Drawing the Pook table: the grid, the seats' plates, the totals, the pile, the Banners,
the cards with their glow and shields, the Piggy's forbidden swap back, the peek at one's
Banner, and the tooltips under the pointer.

A mixin of :class:`scenes.games.pook.scene.PookScene` (what the player sees, apart from the
scene's input and staging): it reads the scene's view, board and gestures and changes
nothing when drawing; tooltips are rendered in ``update``, and every other text once per
change (``Assets.label``).
"""

from __future__ import annotations

from functools import partial

import pygame

from scenes.frame.uiscene import LOGICAL_SIZE
from scenes.games.pook import layout as geo
from scenes.games.pook.parts import PookTable
from scenes.kit.pieces.pook_art import HAND, MINI, TABLE, warrior
from scenes.kit.pieces.pook_words import banner_name, card_name, faction_name
from scenes.kit.textlayout import blit_wrapped, ellipsize, rule_tag, tip_place, tooltip, wrap
from scenes.kit.textsize import scaled_size
from scenes.table.board import Piece
from scenes.table.log_panel import LOG_RECT
from scenes.table.panels import Panel

LIFT = 10
TIP_DELAY = 0.5  # seconds the pointer rests on a card before its power shows
TIP_WIDTH = 320  # a tooltip wraps its text at this width
Grip = tuple[str, str]  # ("hand", card) or ("piggy", "")
PIGGY: Grip = ("piggy", "")
Tip = tuple[str, str | None]  # a tooltip's words, and the rule it cites (a refusal's ID)


class PookPainter(PookTable):
    """The drawing half of the Pook scene (see the module docstring)."""

    recomposes_in_place = True  # every still part is marked, or restored here (recompose)

    # --- tooltips -------------------------------------------------------------------------------

    def update_tip(self) -> None:
        """The tooltip under the pointer: why a cell is not legal, or a card's power."""
        if not self.view or self.session is None:
            return
        key = (self.mouse, id(self.view), self.grip, self.warrior, self.mage_cell, self.my_turn,
               self.rest >= TIP_DELAY)
        if self.tip[0] == key:
            return
        tip = self.tip_text()
        if tip and tip not in self.tips:
            self.tips[tip] = self.render_tip(tip)
        self.tip = (key, self.tips[tip] if tip else None)

    def tip_text(self) -> Tip | None:
        tr, view = self.ctx.tr, self.view
        pos = self.mouse
        cell = self.camera.cell_at(pos)
        grip, phase = self.grip, view["phase"]
        if self.my_turn and cell and cell not in self.glow() and (
                grip or phase in ("power", "tiebreak")):
            if grip == PIGGY:
                return self.why_not(f"swap {cell}")
            if phase == "tiebreak":
                return self.why_not(f"pick {cell}")
            if phase == "power":
                card = grip[1] if grip else (self.view["hand"] or [""])[0]
                mage = self.placed_faction() == "M"
                return self.why_not(f"power {cell} {card}" if mage else f"power {cell}")
            assert grip is not None
            return self.why_not(f"play {grip[1]} {'W' if self.warrior else 'B'} {cell}")
        if (grip and self.pressed and self.dragging) or self.rest < TIP_DELAY:
            return None
        card = self.hand_card_at(pos)
        if card:
            return tr(f"pook.tip.{card[0]}", level=card[1]), None
        entry = next((e for e in view["table"] if e["cell"] == cell), None)
        if entry is None or cell in self.glow() or cell == self.mage_cell:
            return None  # a glowing target stays in plain view
        if entry["face"] == "piggy":
            return tr("pook.tip.piggy"), None
        if entry["face"] == "bourse":
            text = tr("pook.tip.bourse_known", card=card_name(tr, entry["card"])) \
                if entry["card"] else tr("pook.tip.bourse")
        else:
            text = tr(f"pook.tip.{entry['card'][0]}", level=entry["level"])
        return (f"{text} {tr('pook.tip.protected')}" if entry["protected"] else text), None

    def render_tip(self, tip: Tip) -> pygame.Surface:
        palette, (text, rule) = self.ctx.palette, tip
        tag = None if rule is None else rule_tag(rule, self.ctx.assets.font(14, bold=True),
                                                 palette.accent, palette.background)
        return tooltip(text, self.ctx.assets.font(16), palette.ink, palette.accent, TIP_WIDTH,
                       tag)

    # --- drawing: what stays still between moves -----------------------------------------------

    def text(self, text: str, size: int, colour: tuple[int, int, int],
             bold: bool = False) -> pygame.Surface:
        """``text`` rendered once (cached by text, size, colour and weight)."""
        return self.ctx.assets.label(text, size, colour, bold)

    def draw_static(self, surface: pygame.Surface) -> None:
        view = self.view
        before = self.grid_free if self.grid is not None else None
        grid = self.update_grid(frozenset(geo.available(view["table"])))
        if self.static_fresh or before is None:
            surface.blit(grid, geo.AREA)
        else:  # in place (recomposes_in_place): only the cells whose look changed
            felt = self.ctx.assets.background(LOGICAL_SIZE, self.ctx.palette)
            for cell in before ^ self.grid_free:
                rect = self.cell_rect(cell)
                place = rect.move(geo.AREA.topleft)
                surface.blit(felt, place, place)
                surface.blit(grid, place, rect)
        self.draw_plates(surface)
        self.draw_totals(surface)
        self.draw_pile(surface)
        self.draw_banner_choice(surface)
        self.draw_own_plate(surface)

    def update_grid(self, free: frozenset[str]) -> pygame.Surface:
        """The 9×9 frame in its own coordinates: available cells outlined and named, cells
        outside every possible 5×5 square dimmed and hatched. One surface, kept: a move
        changes a few cells and only those are drawn again (all 81 took 0.8 ms a move)."""
        pitch_x, pitch_y = geo.PITCH
        if self.grid is None:
            self.grid = pygame.Surface((geo.SIDE * pitch_x, geo.SIDE * pitch_y), pygame.SRCALPHA)
            changed = list(geo.ALL_CELLS)
        else:
            changed = [cell for cell in geo.ALL_CELLS
                       if (cell in free) != (cell in self.grid_free)]
        for cell in changed:
            rect = self.cell_rect(cell)
            self.grid.fill((0, 0, 0, 0), rect)
            # tiles never overlap and the cell is clear: MAX copies their pixels exactly
            self.grid.blit(self.cell_tile(cell if cell in free else None), rect,
                           special_flags=pygame.BLEND_RGBA_MAX)
        self.grid_free = free
        return self.grid

    @staticmethod
    def cell_rect(cell: str) -> pygame.Rect:
        """Where ``cell``'s tile lies in the 9×9 frame's own coordinates."""
        pitch_x, pitch_y = geo.PITCH
        col, row = geo.cell_col_row(cell)
        return geo.card_rect((col * pitch_x + pitch_x / 2, row * pitch_y + pitch_y / 2))

    def cell_tile(self, cell: str | None) -> pygame.Surface:
        """An empty available cell with its name, or (``None``) a dimmed one."""
        if cell not in self.tiles:
            palette = self.ctx.palette
            tile = pygame.Surface(TABLE, pygame.SRCALPHA)
            rect = tile.get_rect()
            if cell is not None:
                pygame.draw.rect(tile, (255, 255, 255, 22), rect, border_radius=7)
                pygame.draw.rect(tile, (*palette.panel_edge, 255), rect, 1, border_radius=7)
                label = self.ctx.assets.font(13).render(cell, True, palette.muted)
                tile.blit(label, label.get_rect(center=rect.center))
            else:
                pygame.draw.rect(tile, (0, 0, 0, 60), rect, border_radius=7)
                for step in range(-rect.height, rect.width, 14):
                    a = (max(0, step), max(0, -step))
                    length = min(rect.width - a[0], rect.height - a[1])
                    pygame.draw.line(tile, (0, 0, 0, 70), a, (a[0] + length, a[1] + length))
            self.tiles[cell] = tile
        return self.tiles[cell]

    def draw_plates(self, surface: pygame.Surface) -> None:
        view = self.view
        for seat, rect in geo.plate_rects(view["players"], self.viewer,
                                          self.plate_height).items():
            self.drawn.blit_panel(surface, f"plate:{seat}", rect, self.plate_key(seat),
                            partial(self.paint_plate, seat=seat))

    @property
    def peek_rect(self) -> pygame.Rect:
        """The hold-to-see button: taller (up to the viewer's name) when larger text
        wraps its words on two lines (198 units are all there is left of the hand)."""
        font, words = self.ctx.assets.font(14, bold=True), self.ctx.tr("pook.peek")
        lines = len(wrap(words, font, geo.PEEK.width - 12))
        tall = max(geo.PEEK.height, lines * font.get_linesize() + 2)
        return pygame.Rect(geo.PEEK.left, geo.PEEK.bottom - tall, geo.PEEK.width, tall)

    @property
    def own_name_top(self) -> int:
        """The viewer's name: over its turn line, over the hold-to-see button (higher when
        larger text makes either taller)."""
        name = self.ctx.assets.font(18, bold=True).get_height()
        return min(geo.OWN_NAME[1], self.peek_rect.top - 3 - 5 - name - 1)

    @property
    def plate_height(self) -> int:
        """The seats' plates' height: their name line over the backs at this text size."""
        return geo.plate_height(self.ctx.assets.font(18, bold=True).get_height())

    def plate_key(self, seat: int) -> tuple[object, ...]:
        """What a seat's plate shows: it is painted again only when this changes."""
        view = self.view
        return (self.name(seat), len(view["hands"][seat]), view["banners"][seat],
                seat == view["current_player"], seat in view["first_banner"])

    def paint_plate(self, plate: Panel, *, seat: int) -> None:
        tr, palette, view = self.ctx.tr, self.ctx.palette, self.view
        surface, rect = plate.surface, plate.surface.get_rect()
        current = view["current_player"]
        surface.fill(palette.panel)
        plate.mark("plate", f"plate:{seat}", rect)
        edge = palette.accent if seat == current else palette.panel_edge
        pygame.draw.rect(surface, edge, rect, 3 if seat == current else 1, border_radius=8)
        small = self.ctx.assets.font(15)  # above the backs (the plate grows with the name)
        count = small.render(tr("pook.in_hand", n=len(view["hands"][seat])), True,
                             palette.muted)
        banner = view["banners"][seat]
        room = rect.width - 24 - count.get_width() - (76 if banner else 0)
        font = self.ctx.assets.font(18, bold=True)
        name = font.render(ellipsize(self.name(seat), font, room), True, self.seat_colour(seat))
        top = geo.name_top(rect.height, font.get_height())
        plate.mark("text", f"name:{seat}", surface.blit(name, (10, top)))
        plate.mark("text", f"in_hand:{seat}", surface.blit(count, (16 + name.get_width(),
                                                                   top + 3)))
        if banner:
            image = self.art.banner(banner)
            plate.mark("card", f"banner:{seat}", surface.blit(
                image, image.get_rect(topright=(rect.right - 6, rect.top + 6))))
        if seat in view["first_banner"]:
            first = self.text(tr("pook.first_banner"), 14, palette.accent, bold=True)
            plate.mark("text", f"first:{seat}", surface.blit(
                first, first.get_rect(bottomright=(rect.right - 8, rect.bottom - 4))))

    def totals_box(self) -> pygame.Rect:
        font = self.ctx.assets.font(14, bold=True)
        lines = len(wrap(self.ctx.tr("pook.totals"), font, 122))
        top = geo.TOTALS_TOP + 14 + lines * font.get_linesize()
        return pygame.Rect(8, geo.TOTALS_TOP, 134, top + 4 * 36 - geo.TOTALS_TOP)

    def draw_totals(self, surface: pygame.Surface) -> None:
        totals = tuple(self.view["faction_totals"].items())
        self.drawn.blit_panel(surface, "totals", self.totals_box(), totals, self.paint_totals)

    def paint_totals(self, panel: Panel) -> None:
        tr, assets, palette = self.ctx.tr, self.ctx.assets, self.ctx.palette
        surface, box = panel.surface, panel.surface.get_rect()
        font = assets.font(14, bold=True)
        top = 14 + len(wrap(tr("pook.totals"), font, 122)) * font.get_linesize()
        panel.mark("plate", "totals", box)
        pygame.draw.rect(surface, palette.panel, box, border_radius=8)
        pygame.draw.rect(surface, palette.panel_edge, box, 1, border_radius=8)
        blit_wrapped(surface, tr("pook.totals"), font, palette.accent,
                     pygame.Rect(box.left + 6, box.top + 6, 122, 60))
        totals = self.view["faction_totals"]
        names = {letter: faction_name(tr, letter) for letter in totals}
        # every name at least at 100 % beside its number (the number gives way first), the
        # four names at one size: the largest at which each fits beside its number
        widest = max(assets.font(15, fixed=True).size(name)[0] for name in names.values())
        row = box.width - 10 - 4 - 42
        number_font = assets.font_within(20, 34, bold=True, words=str(max(totals.values())),
                                         width=row - widest)
        size = scaled_size(15, assets.text_scale)
        for letter, total in totals.items():  # (a loop: the tests name the painter asking)
            room = row - number_font.size(str(total))[0]
            size = min(size, assets.fit_size(15, 34, False, names[letter], room))
        name_font = assets.font(size, fixed=True)
        for i, (letter, total) in enumerate(totals.items()):
            y = top + 18 + i * 36
            key = {"K": "knight", "M": "mage", "O": "orc", "V": "viking"}[letter]
            surface.blit(assets.emblem(key, 28, palette), (box.left + 8, y - 14))
            number = number_font.render(str(total), True, palette.ink)
            # (a name too long even at 100 % — French "Chevalier" beside a 12 — ends in "…"
            # rather than running under its number)
            name = ellipsize(names[letter], name_font, row - number.get_width())
            label = name_font.render(name, True, palette.ink)
            panel.mark("text", f"total_name:{letter}",
                       surface.blit(label, label.get_rect(midleft=(box.left + 42, y))))
            panel.mark("text", f"total:{letter}",
                       surface.blit(number, number.get_rect(midright=(box.right - 10, y))))

    def draw_pile(self, surface: pygame.Surface) -> None:
        if self.view["players"] == 4:
            return
        count = self.view["pile"]
        centre = (geo.PILE[0], geo.PILE[1])
        for depth in range(min(3, count)):
            image = self.art.card("B")
            surface.blit(image, image.get_rect(center=(centre[0] - 2 * depth,
                                                       centre[1] - 2 * depth)))
        if not count:
            pygame.draw.rect(surface, self.ctx.palette.panel_edge, geo.card_rect(centre), 1,
                             border_radius=7)
        label = self.text(self.ctx.tr("pook.pile", n=count), 16, self.ctx.palette.ink, bold=True)
        self.drawn.mark("card", "pile", geo.card_rect(centre).inflate(4, 4).move(-2, -2))
        self.drawn.mark("text", "pile_count", surface.blit(label, label.get_rect(
            midtop=(centre[0], centre[1] + TABLE[1] // 2 + 6))))

    def draw_banner_choice(self, surface: pygame.Surface) -> None:
        names = self.view["banners_available"]
        if not names:
            return
        palette, tr = self.ctx.palette, self.ctx.tr
        title = self.text(tr("pook.banners_available"), 13, palette.accent, bold=True)
        self.drawn.mark("text", "banners_title", surface.blit(title, (10, geo.BANNERS_TOP)))
        for name, rect in geo.banner_rects(names).items():
            self.drawn.mark("card", f"banner:{name}", surface.blit(self.art.banner(name), rect))

    def draw_own_plate(self, surface: pygame.Surface) -> None:
        palette, assets, whole = self.ctx.palette, self.ctx.assets, self.name(self.viewer)
        size = assets.fit_size(18, 10_000, True, whole, geo.OWN_NAME_WIDTH)  # (as large as
        text = ellipsize(whole, assets.font(size, True, fixed=True), geo.OWN_NAME_WIDTH)  # fits)
        name = assets.label(text, size, self.seat_colour(self.viewer), True, fixed=True)
        left, top = geo.OWN_NAME[0], self.own_name_top
        self.drawn.mark("text", "own_name", surface.blit(name, (left, top)))
        self.drawn.mark("widget", "peek", self.peek_rect)
        underline = pygame.Rect(left, top + max(26, name.get_height() + 1), geo.OWN_NAME_WIDTH, 5)
        if not self.static_fresh:  # (not a region of its own: the name's turn line)
            felt = self.ctx.assets.background(LOGICAL_SIZE, self.ctx.palette)
            surface.blit(felt, underline, underline)
        if self.view["current_player"] == self.viewer:
            pygame.draw.line(surface, palette.accent, (underline.left, underline.top + 2),
                             (underline.left + name.get_width(), underline.top + 2), 3)
        if self.view["options"]["visible_banners"] or self.view["phase"] == "over":
            banner = self.view["banner"]
            if banner:
                self.drawn.mark("card", "own_banner", surface.blit(
                    self.art.banner(banner), (left + geo.OWN_NAME_WIDTH + 8, top)))
            if self.viewer in self.view["first_banner"]:
                first = self.text(self.ctx.tr("pook.first_banner"), 14, palette.accent, bold=True)
                self.drawn.mark("text", "own_first", surface.blit(
                    first, (left + 188, top + 8)))

    # --- drawing: every frame -------------------------------------------------------------------

    def draw_table(self, surface: pygame.Surface) -> None:
        if not self.view:
            return
        glow = self.glow()
        palette = self.ctx.palette
        for cell in glow:
            rect = geo.card_rect(self.camera.centre(cell)).inflate(10, 10)
            pygame.draw.rect(surface, palette.glow, rect, 4, border_radius=11)
        held = self.pressed[0] if self.pressed and self.dragging else None
        held_key = None if held is None else "piggy" if held == PIGGY else f"hand:{held[1]}"
        selected_key = None if self.selected is None else (
            "piggy" if self.selected == PIGGY else f"hand:{self.selected[1]}")
        targets = self.mage_cards()
        for piece in self.board.in_order():
            if piece.key == held_key:
                continue
            self.draw_piece(surface, piece, piece.key == selected_key,
                            piece.key[5:] in targets)
        self.draw_forbidden(surface)
        if self.mage_cell:
            rect = geo.card_rect(self.camera.centre(self.mage_cell)).inflate(12, 12)
            pygame.draw.rect(surface, palette.accent, rect, 4, border_radius=11)
        if held is not None:
            self.draw_held(surface, held)
        self.draw_peek(surface)
        tip = self.tip[1]
        if tip is not None and not self.ending.ended:  # never over the cells that glow (targets)
            cells = [geo.card_rect(self.camera.centre(cell)) for cell in self.glow()]
            if self.mage_cell:
                cells.append(geo.card_rect(self.camera.centre(self.mage_cell)))
            plate = self.status_line.status[1]
            if plate is not None:  # (drawn over the table: it would hide the tip)
                cells.append(self.status_place(plate))
            surface.blit(tip, tip_place(tip.get_size(), self.mouse,
                                        pygame.Rect(0, 0, LOG_RECT.left - 4, LOGICAL_SIZE[1]),
                                        cells))

    def piece_box(self, piece: Piece) -> pygame.Rect | None:
        if piece.shown_face is None:
            return None
        size = HAND if piece.key.startswith(("hand:", "hidden:")) else \
            MINI if piece.key.startswith("back:") else TABLE
        return geo.card_rect(piece.centre, size)

    def face_of(self, piece: Piece, lifted: bool) -> str | None:
        face = piece.shown_face
        if lifted and piece.key.startswith("hand:") and not self.warrior:
            return f"B:{piece.key[5:]}"
        return face

    def draw_piece(self, surface: pygame.Surface, piece: Piece, lifted: bool = False,
                   target: bool = False) -> None:
        face = self.face_of(piece, lifted)
        if face is None:
            return
        size = "hand" if piece.key.startswith(("hand:", "hidden:")) else \
            "mini" if piece.key.startswith("back:") else "table"
        image = self.art.card(face, size)
        if piece.width_scale < 1:
            width = max(1, round(image.get_width() * piece.width_scale))
            image = pygame.transform.smoothscale(image, (width, image.get_height()))
        x, y = piece.centre
        rect = image.get_rect(center=(round(x), round(y - (LIFT if lifted else 0))))
        surface.blit(image, rect)
        palette = self.ctx.palette
        if piece.key in self.protected_keys and not piece.moving:
            shield = self.ctx.assets.emblem("knight", 22, palette)
            surface.blit(shield, shield.get_rect(center=(rect.right - 4, rect.top + 6)))
        if lifted:
            pygame.draw.rect(surface, palette.accent, rect.inflate(6, 6), 3, border_radius=11)
        if target:
            pygame.draw.rect(surface, palette.glow, rect.inflate(8, 8), 4, border_radius=11)

    def draw_forbidden(self, surface: pygame.Surface) -> None:
        """P16: while the Piggy is in hand, the swap back is crossed out."""
        cell = self.forbidden_swap()
        if cell is None or self.grip != PIGGY:
            return
        danger = self.ctx.palette.danger
        centre = self.camera.centre(cell)
        rect = geo.card_rect(centre).inflate(8, 8)
        pygame.draw.rect(surface, danger, rect, 4, border_radius=11)
        pygame.draw.circle(surface, danger, (round(centre[0]), round(centre[1])), 22, 5)
        pygame.draw.line(surface, danger, (centre[0] - 15, centre[1] + 15),
                         (centre[0] + 15, centre[1] - 15), 5)
        label = self.text(self.ctx.tr("pook.forbidden"), 14, self.ctx.palette.ink, bold=True)
        plate = label.get_rect(midtop=(centre[0], rect.bottom + 2)).inflate(8, 2)
        pygame.draw.rect(surface, danger, plate, border_radius=4)
        surface.blit(label, label.get_rect(center=plate.center))

    def draw_held(self, surface: pygame.Surface, held: Grip) -> None:
        over_table = geo.AREA.collidepoint(self.mouse)
        if held == PIGGY:
            image = self.art.card("P")
        else:
            face = warrior(held[1]) if self.warrior else f"B:{held[1]}"
            image = self.art.card(face, "table" if over_table else "hand")
        surface.blit(image, image.get_rect(center=self.mouse))

    def draw_peek(self, surface: pygame.Surface) -> None:
        """The hold-to-see button, and the viewer's own Banner while it is held."""
        tr, palette, assets = self.ctx.tr, self.ctx.palette, self.ctx.assets
        rect = self.peek_rect
        pygame.draw.rect(surface, palette.accent if self.peek else palette.panel, rect,
                         border_radius=8)
        pygame.draw.rect(surface, palette.panel_edge, rect, 1, border_radius=8)
        font, colour = assets.font(14, bold=True), palette.background if self.peek else palette.ink
        lines = wrap(tr("pook.peek"), font, rect.width - 12)  # (one, unless the text is larger)
        top = rect.centery - (len(lines) * font.get_linesize()) // 2
        for i, line in enumerate(lines):
            label = assets.label(line, 14, colour, True)
            surface.blit(label, label.get_rect(midtop=(rect.centerx,
                                                       top + i * font.get_linesize())))
        if not self.peek:
            return
        banner = self.view["banner"]
        box = pygame.Rect(0, 0, 320, 250)
        box.center = geo.AREA.center
        pygame.draw.rect(surface, palette.panel, box, border_radius=14)
        pygame.draw.rect(surface, palette.accent, box, 3, border_radius=14)
        team = self.view["options"]["teams"]
        title = self.text(tr("pook.team_banner" if team else "pook.your_banner"), 20,
                          palette.accent, bold=True)
        surface.blit(title, title.get_rect(midtop=(box.centerx, box.top + 12)))
        if not banner:
            area = box.inflate(-40, -120)
            blit_wrapped(surface, tr("pook.no_banner"),
                         assets.font_wrapping(18, tr("pook.no_banner"), area.size), palette.ink,
                         area, centred=True)
            return
        image = self.art.banner(banner, "large")
        surface.blit(image, image.get_rect(midtop=(box.centerx, box.top + 46)))
        names = self.text(banner_name(tr, banner), 18, palette.ink, bold=True)
        surface.blit(names, names.get_rect(midbottom=(box.centerx, box.bottom - 14)))
