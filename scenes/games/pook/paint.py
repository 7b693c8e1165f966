"""Drawing the Pook table: the grid, the seats' plates, the totals, the pile, the Banners,
the cards with their glow and shields, the Piggy's forbidden swap back, the peek at one's
Banner, and the tooltips under the pointer.

A part :class:`scenes.games.pook.scene.PookScene` holds as ``painter`` (what the player sees,
apart from the scene's input and staging): it reads the scene's view, board and gestures and changes
nothing when drawing; tooltips are rendered in ``update``, and every other text once per
change (``Assets.label``).
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from scenes.games.pook import layout as geo
from scenes.kit.names import bot_words
from scenes.kit.pieces.pook_art import BANNER, HAND, MINI, TABLE, warrior
from scenes.kit.pieces.pook_words import banner_name, card_name, faction_name
from scenes.kit.regions import Region
from scenes.kit.textlayout import blit_wrapped, ellipsize, rule_tag, tip_place, tooltip, wrap
from scenes.table.board import Piece
from scenes.table.panels import Panel
from scenes.table.yours import plate_name

if TYPE_CHECKING:
    from scenes.games.pook.parts import PookTable

LIFT = 10
TIP_DELAY = 0.5  # seconds the pointer rests on a card before its power shows
TIP_WIDTH = 320  # a tooltip wraps its text at this width
GRID_FACES_A_FRAME = 1  # faces drawn anew at a new grid size a frame (warm_grid: ~2 ms each)
Grip = tuple[str, str]  # ("hand", card) or ("piggy", "")
PIGGY: Grip = ("piggy", "")
Tip = tuple[str, str | None]  # a tooltip's words, and the rule it cites (a refusal's ID)
TOTALS_MOST = 250  # the Visible Warriors' box grows with its names up to this
FOOT_GAP = 8  # between the words at a plate's foot, and between them and the backs


class PookPainter:
    """The drawing half of the Pook scene (see the module docstring)."""

    def __init__(self, table: PookTable) -> None:
        self.table = table

    # --- tooltips -------------------------------------------------------------------------------

    def update_tip(self) -> None:
        """The tooltip under the pointer: why a cell is not legal, or a card's power."""
        table = self.table
        if not table.view or table.session is None:
            return
        key = (table.mouse, id(table.view), table.grip, table.warrior, table.mage_cell,
               table.my_turn, table.rest >= TIP_DELAY)
        if table.tip[0] == key:
            return
        tip = self.tip_text()
        if tip and tip not in table.tips:
            table.tips[tip] = self.render_tip(tip)
        table.tip = (key, table.tips[tip] if tip else None)

    def tip_text(self) -> Tip | None:
        table = self.table
        tr, view = table.ctx.tr, table.view
        pos = table.mouse
        cell = table.camera.cell_at(pos)
        grip, phase = table.grip, view["phase"]
        if table.my_turn and cell and cell not in table.glow() and (
                grip or phase in ("power", "tiebreak")):
            if grip == PIGGY:
                return table.why_not(f"swap {cell}")
            if phase == "tiebreak":
                return table.why_not(f"pick {cell}")
            if phase == "power":
                card = grip[1] if grip else (table.view["hand"] or [""])[0]
                mage = table.placed_faction() == "M"
                return table.why_not(f"power {cell} {card}" if mage else f"power {cell}")
            assert grip is not None
            return table.why_not(f"play {grip[1]} {'W' if table.warrior else 'B'} {cell}")
        if (grip and table.pressed and table.dragging) or table.rest < TIP_DELAY:
            return None
        card = table.hand_card_at(pos)
        if card:
            return tr(f"pook.tip.{card[0]}", level=card[1]), None
        entry = next((e for e in view["table"] if e["cell"] == cell), None)
        if entry is None or cell in table.glow() or cell == table.mage_cell:
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
        table = self.table
        palette, (text, rule) = table.ctx.palette, tip
        tag = None if rule is None else rule_tag(rule, table.ctx.assets.font(14, bold=True),
                                                 palette.accent, palette.background)
        return tooltip(text, table.ctx.assets.font(16), palette.ink, palette.accent, TIP_WIDTH,
                       tag)

    # --- drawing: what stays still between moves -----------------------------------------------

    def text(self, text: str, size: int, colour: tuple[int, int, int],
             bold: bool = False) -> pygame.Surface:
        """``text`` rendered once (cached by text, size, colour and weight)."""
        return self.table.ctx.assets.label(text, size, colour, bold)

    def draw_static(self, surface: pygame.Surface) -> None:
        table = self.table
        table.grid.draw_still(surface, table.static_fresh, table.drawn.restored)
        self.draw_plates(surface)
        self.draw_totals(surface)
        self.draw_pile(surface)
        self.draw_banner_choice(surface)
        self.draw_own_plate(surface)

    def draw_plates(self, surface: pygame.Surface) -> None:
        table = self.table
        for seat, rect in table.sight.plate_rects().items():
            table.drawn.blit_panel(surface, f"plate:{seat}", rect, self.plate_key(seat),
                            partial(self.paint_plate, seat=seat))

    @property
    def peek_rect(self) -> pygame.Rect:
        """The hold-to-see button: taller (up to the viewer's name) when larger text
        wraps its words on two lines (198 units are all there is left of the hand)."""
        table = self.table
        font, words = table.ctx.assets.font(14, bold=True), table.ctx.tr("pook.peek")
        peek = self.table.places.peek
        lines = len(wrap(words, font, peek.width - 12))
        tall = max(peek.height, lines * font.get_linesize() + 2)
        return pygame.Rect(peek.left, peek.bottom - tall, peek.width, tall)

    @property
    def own_name_top(self) -> int:
        """The viewer's name: over its turn line, over the hold-to-see button (higher when
        larger text makes either taller)."""
        name = self.table.ctx.assets.font(18, bold=True).get_height()
        return min(self.table.places.own_name[1], self.peek_rect.top - 3 - 5 - name - 1)

    @property
    def plate_height(self) -> int:
        """The seats' plates' height: their name line over the backs at this text size."""
        return geo.plate_height(self.table.ctx.assets.font(18, bold=True).get_height())

    def plate_key(self, seat: int) -> tuple[object, ...]:
        """What a seat's plate shows: it is painted again only when this changes."""
        table = self.table
        view = table.view
        return (table.name(seat), len(view["hands"][seat]), view["banners"][seat],
                seat == view["current_player"], seat in view["first_banner"],
                self.bot_words(seat))

    def bot_words(self, seat: int) -> str | None:
        table = self.table
        return bot_words(table.ctx.tr, table.seats[seat]) if table.session is not None else None

    def foot_labels(self, seat: int, view: dict[str, Any]) -> list[tuple[str, pygame.Surface]]:
        """What a plate writes right of its backs, right to left: "+1 first" (the first
        Banner's point), then a bot's "Bot · Hard"; each whole, at the text size while half
        the plate holds them, else smaller (never below 100 %): the backs close up instead."""
        table = self.table
        tr, assets, palette = table.ctx.tr, table.ctx.assets, table.ctx.palette
        width = geo.plate_rects(view["players"], view["seat"], self.plate_height,
                                table.places.area.right)[seat].width
        room, labels = (width - 24) // 2, []
        if seat in view["first_banner"]:
            words = tr("pook.first_banner")
            size = assets.fit_size(14, 10_000, True, words, room)
            labels.append(("first", assets.label(words, size, palette.accent, True, fixed=True)))
            room -= labels[-1][1].get_width() + FOOT_GAP
        bot = self.bot_words(seat)
        if bot:
            size = assets.fit_size(14, 10_000, False, bot, max(1, room))
            labels.append(("bot", assets.label(bot, size, palette.muted, fixed=True)))
        return labels

    def backs_rooms(self, view: dict[str, Any]) -> dict[int, int]:
        """How wide each seat's backs may lie on its plate: its width less its foot's words."""
        return {seat: rect.width - 24 - sum(label.get_width() + FOOT_GAP
                                            for _, label in self.foot_labels(seat, view))
                for seat, rect in geo.plate_rects(view["players"], view["seat"], self.plate_height,
                                                  self.table.places.area.right).items()}

    def paint_plate(self, plate: Panel, *, seat: int) -> None:
        table = self.table
        tr, palette, view = table.ctx.tr, table.ctx.palette, table.view
        surface, rect = plate.surface, plate.surface.get_rect()
        current = view["current_player"]
        surface.fill(palette.panel)
        plate.mark("plate", f"plate:{seat}", rect)
        edge = palette.accent if seat == current else palette.panel_edge
        pygame.draw.rect(surface, edge, rect, 3 if seat == current else 1, border_radius=8)
        small = table.ctx.assets.font(15)  # above the backs (the plate grows with the name)
        count = small.render(tr("pook.in_hand", n=len(view["hands"][seat])), True,
                             palette.muted)
        banner = view["banners"][seat]
        room = rect.width - 24 - (76 if banner else 0)
        font = table.ctx.assets.font(18, bold=True)
        # the count gives way to a long name beside a Banner (the backs show as many cards)
        counted = font.size(table.name(seat))[0] + count.get_width() <= room
        name = font.render(ellipsize(table.name(seat), font,
                                     room - (count.get_width() if counted else 0)),
                           True, table.seat_colour(seat))
        top = geo.name_top(rect.height, font.get_height())
        plate.mark("text", f"name:{seat}", surface.blit(name, (10, top)))
        if counted:
            plate.mark("text", f"in_hand:{seat}", surface.blit(count, (16 + name.get_width(),
                                                                       top + 3)))
        if banner:
            image = table.art.banner(banner)
            plate.mark("card", f"banner:{seat}", surface.blit(
                image, image.get_rect(topright=(rect.right - 6, rect.top + 6))))
        right = rect.right - 8
        for part, label in self.foot_labels(seat, view):
            box = surface.blit(label, label.get_rect(bottomright=(right, rect.bottom - 4)))
            plate.mark("text", f"{part}:{seat}", box)
            right = box.left - FOOT_GAP

    def totals_box(self) -> pygame.Rect:
        """The Visible Warriors' box: wide enough for each faction's name whole at the text
        size beside a two-digit total, its rows as tall as their words (the board's window
        starts right of it)."""
        table = self.table
        tr, assets = table.ctx.tr, table.ctx.assets
        names = [faction_name(tr, letter) for letter in "KMOV"]
        widest = max(assets.font(15).size(name)[0] for name in names)
        width = max(134, min(TOTALS_MOST, 10 + 42 + widest + 6
                             + assets.font(20, bold=True).size("88")[0] + 4))
        top = self.totals_rows_top(width)
        return pygame.Rect(8, geo.TOTALS_TOP, width, top + 4 * self.totals_pitch())

    def totals_rows_top(self, width: int) -> int:
        """Where the totals' rows start in their box: under its title, wrapped to ``width``."""
        table = self.table
        font = table.ctx.assets.font(14, bold=True)
        return 14 + len(wrap(table.ctx.tr("pook.totals"), font, width - 12)) * font.get_linesize()

    def totals_pitch(self) -> int:
        """A faction's row: 36 units, taller when larger text makes its number taller."""
        return max(36, self.table.ctx.assets.font(20, bold=True).get_height() + 2)

    def draw_totals(self, surface: pygame.Surface) -> None:
        table = self.table
        totals = tuple(table.view["faction_totals"].items())
        table.drawn.blit_panel(surface, "totals", self.totals_box(), totals, self.paint_totals)

    def paint_totals(self, panel: Panel) -> None:
        table = self.table
        tr, assets, palette = table.ctx.tr, table.ctx.assets, table.ctx.palette
        surface, box = panel.surface, panel.surface.get_rect()
        font = assets.font(14, bold=True)
        top, pitch = self.totals_rows_top(box.width), self.totals_pitch()
        panel.mark("plate", "totals", box)
        pygame.draw.rect(surface, palette.panel, box, border_radius=8)
        pygame.draw.rect(surface, palette.panel_edge, box, 1, border_radius=8)
        blit_wrapped(surface, tr("pook.totals"), font, palette.accent,
                     pygame.Rect(box.left + 6, box.top + 6, box.width - 12, top - 6))
        # the names and numbers at the text size: the box is as wide as they need
        # (totals_box), and its rows as tall
        number_font, name_font = assets.font(20, bold=True), assets.font(15)
        row = box.width - 10 - 4 - 42
        for i, (letter, total) in enumerate(table.view["faction_totals"].items()):
            y = top + pitch // 2 + i * pitch
            key = {"K": "knight", "M": "mage", "O": "orc", "V": "viking"}[letter]
            surface.blit(assets.emblem(key, 28, palette), (box.left + 8, y - 14))
            number = number_font.render(str(total), True, palette.ink)
            # (a box held to TOTALS_MOST by a long name ends it in "…" rather than run it
            # under its number)
            name = ellipsize(faction_name(tr, letter), name_font, row - number.get_width())
            label = name_font.render(name, True, palette.ink)
            panel.mark("text", f"total_name:{letter}",
                       surface.blit(label, label.get_rect(midleft=(box.left + 42, y))))
            panel.mark("text", f"total:{letter}",
                       surface.blit(number, number.get_rect(midright=(box.right - 10, y))))

    def draw_pile(self, surface: pygame.Surface) -> None:
        table = self.table
        if table.view["players"] == 4:
            return
        count = table.view["pile"]
        centre = table.places.pile
        for depth in range(min(3, count)):
            image = table.art.card("B")
            surface.blit(image, image.get_rect(center=(centre[0] - 2 * depth,
                                                       centre[1] - 2 * depth)))
        if not count:
            pygame.draw.rect(surface, table.ctx.palette.panel_edge, geo.card_rect(centre), 1,
                             border_radius=7)
        label = self.text(table.ctx.tr("pook.pile", n=count), 16, table.ctx.palette.ink, bold=True)
        table.drawn.mark("card", "pile", geo.card_rect(centre).inflate(4, 4).move(-2, -2))
        table.drawn.mark("text", "pile_count", surface.blit(label, label.get_rect(
            midtop=(centre[0], centre[1] + TABLE[1] // 2 + 6))))

    def draw_banner_choice(self, surface: pygame.Surface) -> None:
        table = self.table
        names = table.view["banners_available"]
        if not names:
            return
        palette, font = table.ctx.palette, table.ctx.assets.font(13, bold=True)
        for i, line in enumerate(self.banners_title()):
            title = self.text(line, 13, palette.accent, bold=True)
            table.drawn.mark("text", f"banners_title:{i}", surface.blit(
                title, (10, geo.BANNERS_TOP + i * font.get_linesize())))
        for name, rect in self.banner_rects(names).items():
            table.drawn.mark("card", f"banner:{name}", surface.blit(table.art.banner(name), rect))

    def own_width(self) -> int:
        """How wide the viewer's corner is beside its hand, at the text size: the longest
        seat's name marked "(you)" (any seat may be the viewer: a hot seat's), and in a
        game with Visible Banners its Banner beside it and "+1 first" under that Banner,
        right of the hold-to-see button (the hand lies right of it all: geo.places)."""
        table = self.table
        tr, assets, view = table.ctx.tr, table.ctx.assets, table.view
        font = assets.font(18, bold=True)
        names = [str(tr("table.you", name=name)) for name in getattr(table, "names", [])]
        width = max([geo.OWN_NAME_ROOM] + [font.size(name)[0] for name in names])
        if not (view and view["options"]["visible_banners"]):
            return width
        first = assets.font(14, bold=True).size(tr("pook.first_banner"))[0]
        return max(width + geo.BANNER_GAP + BANNER[0],
                   geo.PEEK_LEFT + geo.PEEK_SIZE[0] - geo.OWN_LEFT + geo.BANNER_GAP + first)

    def left_column(self) -> int:
        """The left column's right edge: the totals' box, or the title over the Banners
        still to take (Visible Banners) on one line, where that is wider."""
        table = self.table
        right = self.totals_box().right
        if not (table.view and table.view["options"]["visible_banners"]):
            return right
        words = table.ctx.tr("pook.banners_available")
        return max(right, 10 + table.ctx.assets.font(13, bold=True).size(words)[0])

    def banners_title(self) -> list[str]:
        """The title over the Banners still to take, wrapped to the left column (the grid's
        window starts right of it)."""
        table = self.table
        return wrap(table.ctx.tr("pook.banners_available"), table.ctx.assets.font(13, bold=True),
                    table.places.board.left - 10 - 10)

    def banner_rects(self, names: list[str]) -> dict[str, pygame.Rect]:
        """The Banners still to take, under their title's lines."""
        font = self.table.ctx.assets.font(13, bold=True)
        lines = len(self.banners_title())
        return geo.banner_rects(names, geo.BANNERS_TOP + max(26, lines * font.get_linesize() + 2))

    def draw_own_plate(self, surface: pygame.Surface) -> None:
        """The viewer's name at the text size, marked "(you)", left of its hand (cut only
        where the canvas is too narrow for it beside a full hand: a freak name), its turn
        line under it; its Banner beside it when Banners show, "+1 first" under that."""
        table = self.table
        palette, assets, view = table.ctx.palette, table.ctx.assets, table.view
        shown = view["options"]["visible_banners"] or view["phase"] == "over"
        banner = view["banner"] if shown else None
        room = table.places.room_beside(len(view["hands"][view["seat"]]))
        if banner:
            room -= geo.BANNER_GAP + BANNER[0]
        text = plate_name(table, table.viewer, assets.font(18, bold=True), room)
        name = assets.label(text, 18, table.seat_colour(table.viewer), True)
        left, top = table.places.own_name[0], self.own_name_top
        table.drawn.mark("text", "own_name", surface.blit(name, (left, top)))
        if table.peekable:
            table.drawn.mark("widget", "peek", self.peek_rect)
        underline = pygame.Rect(left, top + max(26, name.get_height() + 1),
                                max(table.places.own_room, name.get_width()), 5)
        if not table.static_fresh:  # (not a region of its own: the name's turn line)
            felt = table.ctx.assets.background(table.ctx.canvas.size, table.ctx.palette)
            surface.blit(felt, underline, underline)
        if view["current_player"] == table.viewer:
            pygame.draw.line(surface, palette.accent, (underline.left, underline.top + 2),
                             (underline.left + name.get_width(), underline.top + 2), 3)
        if not banner:
            return
        placed = surface.blit(table.art.banner(banner),
                              (left + name.get_width() + geo.BANNER_GAP, top))
        table.drawn.mark("card", "own_banner", placed)
        if table.viewer in view["first_banner"]:
            first = self.text(table.ctx.tr("pook.first_banner"), 14, palette.accent, bold=True)
            spot = first.get_rect(topright=(placed.right, max(underline.bottom, placed.bottom) + 2))
            spot.left = max(spot.left, self.peek_rect.right + geo.BANNER_GAP)
            table.drawn.mark("text", "own_first", surface.blit(first, spot))

    # --- drawing: every frame -------------------------------------------------------------------

    def draw_table(self, surface: pygame.Surface) -> None:
        table = self.table
        if not table.view:
            return
        glow = table.glow()
        palette = table.ctx.palette
        camera = table.camera
        surface.set_clip(camera.window)  # (a zoomed grid stays in its window)
        table.grid.draw(surface)
        for cell in glow:
            rect = camera.cell_box(cell).inflate(10, 10)
            pygame.draw.rect(surface, palette.glow, rect, 4, border_radius=11)
        surface.set_clip(None)
        held = table.pressed[0] if table.pressed and table.dragging else None
        held_key = None if held is None else "piggy" if held == PIGGY else f"hand:{held[1]}"
        selected_key = None if table.selected is None else (
            "piggy" if table.selected == PIGGY else f"hand:{table.selected[1]}")
        targets = table.mage_cards()
        for piece in table.board.in_order():
            if piece.key == held_key:
                continue
            self.draw_piece(surface, piece, piece.key == selected_key,
                            piece.key[5:] in targets)
        self.draw_forbidden(surface)
        if table.mage_cell:
            rect = camera.cell_box(table.mage_cell).inflate(12, 12)
            pygame.draw.rect(surface, palette.accent, rect, 4, border_radius=11)
        if held is not None:
            self.draw_held(surface, held)
        self.draw_peek(surface)
        tip = table.tip[1]
        if tip is not None and not table.ending.ended:  # never over the cells that glow (targets)
            cells = [camera.cell_box(cell) for cell in table.glow()]
            if table.mage_cell:
                cells.append(camera.cell_box(table.mage_cell))
            plate = table.status_line.status[1]
            if plate is not None:  # (drawn over the table: it would hide the tip)
                cells.append(table.status_place(plate))
            surface.blit(tip, tip_place(tip.get_size(), table.mouse,
                                        pygame.Rect(0, 0, table.log_rect.left - 4,
                                                    table.ctx.canvas.height),
                                        cells))

    def piece_box(self, piece: Piece) -> pygame.Rect | None:
        if piece.shown_face is None:
            return None
        size = HAND if piece.key.startswith(("hand:", "hidden:")) else \
            MINI if piece.key.startswith("back:") else self.table.camera.card_size
        return geo.card_rect(piece.centre, size)

    def face_of(self, piece: Piece, lifted: bool) -> str | None:
        face = piece.shown_face
        if lifted and piece.key.startswith("hand:") and not self.table.warrior:
            return f"B:{piece.key[5:]}"
        return face

    def draw_piece(self, surface: pygame.Surface, piece: Piece, lifted: bool = False,
                   target: bool = False) -> None:
        table = self.table
        face = self.face_of(piece, lifted)
        if face is None:
            return
        on_grid = not piece.key.startswith(("hand:", "hidden:", "back:"))
        if on_grid:
            image = self.grid_card(face)
        else:
            image = table.art.card(face, "hand" if piece.key[0] == "h" else "mini")
        if on_grid and not piece.moving:  # (at rest on the grid: inside the board's window)
            surface.set_clip(table.camera.window)
        if piece.width_scale < 1:
            width = max(1, round(image.get_width() * piece.width_scale))
            image = pygame.transform.smoothscale(image, (width, image.get_height()))
        x, y = piece.centre
        rect = image.get_rect(center=(round(x), round(y - (LIFT if lifted else 0))))
        surface.blit(image, rect)
        palette = table.ctx.palette
        if piece.key in table.protected_keys and not piece.moving:
            shield = table.ctx.assets.emblem("knight", 22, palette)
            surface.blit(shield, shield.get_rect(center=(rect.right - 4, rect.top + 6)))
        if lifted:
            pygame.draw.rect(surface, palette.accent, rect.inflate(6, 6), 3, border_radius=11)
        if target:
            pygame.draw.rect(surface, palette.glow, rect.inflate(8, 8), 4, border_radius=11)
        surface.set_clip(None)

    def grid_card(self, face: str) -> pygame.Surface:
        """A card on the grid, drawn at the size the grid shows it. While the grid glides to a
        new fit (or a zoom) the card at its coming size is scaled to the size of the moment;
        a face not yet drawn at that size stands in from the largest drawn (``warm_grid``
        draws a few a frame: a face at 128×167 costs 2 ms)."""
        camera, art = self.table.camera, self.table.art
        aim, size = camera.aim_card_size, camera.card_size
        image = art.cached(face, aim) or art.largest_cached(face) or art.card(face, aim)
        if image.get_size() != size:
            image = pygame.transform.scale(image, size)  # (a glide's frames: quick, not smooth)
        return image

    def warm_grid(self, most: int = GRID_FACES_A_FRAME) -> None:
        """Draw up to ``most`` of the grid's faces at the grid's coming card size (update
        calls it each frame, so no frame draws them all at once)."""
        table = self.table
        aim = table.camera.aim_card_size
        for piece in table.board.pieces.values():
            if most <= 0:
                return
            face = piece.shown_face
            if face is None or piece.key.startswith(("hand:", "hidden:", "back:")) \
                    or table.art.cached(face, aim) is not None:
                continue
            table.art.card(face, aim)
            most -= 1

    def draw_forbidden(self, surface: pygame.Surface) -> None:
        """P16: while the Piggy is in hand, the swap back is crossed out."""
        table = self.table
        cell = table.forbidden_swap()
        if cell is None or table.grip != PIGGY:
            return
        danger = table.ctx.palette.danger
        centre = table.camera.centre(cell)
        rect = table.camera.cell_box(cell).inflate(8, 8)
        pygame.draw.rect(surface, danger, rect, 4, border_radius=11)
        pygame.draw.circle(surface, danger, (round(centre[0]), round(centre[1])), 22, 5)
        pygame.draw.line(surface, danger, (centre[0] - 15, centre[1] + 15),
                         (centre[0] + 15, centre[1] - 15), 5)
        label = self.text(table.ctx.tr("pook.forbidden"), 14, table.ctx.palette.ink, bold=True)
        plate = label.get_rect(midtop=(centre[0], rect.bottom + 2)).inflate(8, 2)
        pygame.draw.rect(surface, danger, plate, border_radius=4)
        surface.blit(label, label.get_rect(center=plate.center))

    def draw_held(self, surface: pygame.Surface, held: Grip) -> None:
        table = self.table
        over_table = table.camera.window.collidepoint(table.mouse)
        if held == PIGGY:
            image = self.grid_card("P")
        else:
            face = warrior(held[1]) if table.warrior else f"B:{held[1]}"
            image = self.grid_card(face) if over_table else table.art.card(face, "hand")
        surface.blit(image, image.get_rect(center=table.mouse))

    def draw_peek(self, surface: pygame.Surface) -> None:
        """The hold-to-see button, and the viewer's own Banner while it is held."""
        table = self.table
        if not table.peekable:
            return
        tr, palette, assets = table.ctx.tr, table.ctx.palette, table.ctx.assets
        rect = self.peek_rect
        pygame.draw.rect(surface, palette.accent if table.peek else palette.panel, rect,
                         border_radius=8)
        pygame.draw.rect(surface, palette.panel_edge, rect, 1, border_radius=8)
        font, colour = assets.font(14, bold=True), palette.background if table.peek else palette.ink
        lines = wrap(tr("pook.peek"), font, rect.width - 12)  # (one, unless the text is larger)
        top = rect.centery - (len(lines) * font.get_linesize()) // 2
        for i, line in enumerate(lines):
            label = assets.label(line, 14, colour, True)
            surface.blit(label, label.get_rect(midtop=(rect.centerx,
                                                       top + i * font.get_linesize())))
        if not table.peek:
            return
        banner = table.view["banner"]
        box = pygame.Rect(0, 0, 320, 250)
        box.center = table.camera.window.center
        pygame.draw.rect(surface, palette.panel, box, border_radius=14)
        pygame.draw.rect(surface, palette.accent, box, 3, border_radius=14)
        team = table.view["options"]["teams"]
        title = self.text(tr("pook.team_banner" if team else "pook.your_banner"), 20,
                          palette.accent, bold=True)
        surface.blit(title, title.get_rect(midtop=(box.centerx, box.top + 12)))
        if not banner:
            area = box.inflate(-40, -120)
            blit_wrapped(surface, tr("pook.no_banner"),
                         assets.font_wrapping(18, tr("pook.no_banner"), area.size), palette.ink,
                         area, centred=True)
            return
        image = table.art.banner(banner, "large")
        surface.blit(image, image.get_rect(midtop=(box.centerx, box.top + 46)))
        names = self.text(banner_name(tr, banner), 18, palette.ink, bold=True)
        surface.blit(names, names.get_rect(midbottom=(box.centerx, box.bottom - 14)))

    def regions(self) -> list[Region]:
        """Nothing beyond what every table notes (its still layer marks its own)."""
        return []
