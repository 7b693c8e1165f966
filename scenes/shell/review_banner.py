"""Pook's "what your plays gave away" in the review: the chance a rival's Hard reading gives to
the seat's true Banner after each of its plays (:mod:`game.pook.giveaway`), as a curve, the
play that gave away the most marked and named. Drawing changes nothing else."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.pook.giveaway import Curve
from scenes.kit.assets import Assets
from scenes.kit.i18n import Translator
from scenes.kit.palette import Colour, Palette
from scenes.kit.pieces.pook_words import banner_name
from scenes.kit.regions import Region, box_of
from scenes.kit.textlayout import blit_lines, blit_whole, wrap
from scenes.shell.review_words import percent

PAD = 10
PLOT_LEAST = 48  # the plot's least height before the sentence under it gives way


def banner_words(tr: Translator, curve: Curve, names: Sequence[str]) -> tuple[str, str]:
    """The curve's title, and the sentence naming the play that gave away the most."""
    title = tr("practice.gave_away", banner=banner_name(tr, curve.banner),
               reader=names[curve.reader])
    worst = curve.costliest
    if worst is None:
        return title, tr("practice.kept_secret", chance=percent(curve.points[-1].chance
                                                                 if curve.points else
                                                                 curve.before))
    point, rise = worst
    return title, tr("practice.gave_most", turn=point.turn, rise=percent(rise),
                     chance=percent(point.chance))


def draw_banner_curve(surface: pygame.Surface, rect: pygame.Rect, curve: Curve,
                      words: tuple[str, str], assets: Assets, palette: Palette,
                      colour: Colour) -> list[Region]:
    """The curve in ``rect`` (the side panel's foot): title, plot from 0 to 100 %, the play
    that gave away the most on a coin, its sentence under the plot (at the player's text
    size: the plot gives it the room)."""
    title, sentence = words
    regions = []
    box = pygame.Rect(rect.left, rect.top, rect.width, rect.height)
    height = blit_whole(surface, title, assets.down_to_designed(16, bold=True), palette.ink,
                        box)
    regions.append(Region("text", "banner_title", (box.x, box.y, box.w, height)))
    small = assets.font(13)
    # the labels' room beside the plot, and half a label over and under it, at any text size
    left, margin = max(40, 4 + small.size("100 %")[0]), max(8, small.get_linesize() // 2 + 2)
    # the sentence under the plot at the player's text size, as tall as its lines are there
    # (a size smaller only where the plot would have no room left)
    for font in (fonts := assets.down_to_designed(15)):
        lines = wrap(sentence, font, rect.width)
        foot = pygame.Rect(rect.left, 0, rect.width, len(lines) * font.get_linesize())
        foot.bottom = rect.bottom
        if foot.top - rect.top - height - 2 * margin >= PLOT_LEAST or font is fonts[-1]:
            break
    regions.append(Region("text", "banner_most", box_of(foot)))
    blit_lines(surface, lines, font, palette.ink, foot)
    plot = pygame.Rect(rect.left + left, rect.top + height + margin, rect.width - left - PAD,
                       foot.top - rect.top - height - 2 * margin)
    if plot.height < 40:
        return regions
    labels = []
    for share in (0, 50, 100):
        y = plot.bottom - plot.height * share // 100
        pygame.draw.line(surface, palette.panel_edge, (plot.left, y), (plot.right, y), 1)
        label = small.render(f"{share} %", True, palette.muted)
        labels.append(surface.blit(label, label.get_rect(midright=(plot.left - 4, y))))
    regions.append(Region("text", "banner_shares", box_of(labels[0].unionall(labels))))
    chances = [curve.before, *(p.chance for p in curve.points)]
    step = plot.width / max(1, len(chances) - 1)
    points = [(round(plot.left + k * step), round(plot.bottom - plot.height * c))
              for k, c in enumerate(chances)]
    if len(points) > 1:
        pygame.draw.lines(surface, colour, False, points, 3)
    for point in points:
        pygame.draw.circle(surface, colour, point, 3)
    worst = curve.costliest
    if worst is not None:
        at = points[1 + curve.points.index(worst[0])]
        pygame.draw.circle(surface, palette.accent, at, 9)
        pygame.draw.circle(surface, palette.ink, at, 9, 2)
    regions.append(Region("panel", "banner_curve", box_of(plot)))
    return regions
