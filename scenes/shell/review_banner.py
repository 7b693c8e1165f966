"""Pook's "what your plays gave away" in the review: the chance a rival's Hard reading gives to
the seat's true Banner after each of its plays (:mod:`game.pook.giveaway`), as a curve in the
chart's place, a turn under each play, the play that gave away the most on a coin (the review
puts a button on it), the words that name it for the side panel. Drawing changes nothing
else."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.pook.giveaway import Curve
from scenes.frame.fitting import button_height, button_width
from scenes.kit.assets import Assets
from scenes.kit.i18n import Translator
from scenes.kit.palette import Colour, Palette
from scenes.kit.pieces.pook_words import banner_name
from scenes.kit.regions import Region, box_of
from scenes.kit.textlayout import blit_lines, whole_lines
from scenes.shell.review_words import percent

PAD = 10
PEAK_BUTTON = 32  # "Show turn N" at 100 %


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


def title_of(rect: pygame.Rect, title: str, assets: Assets
             ) -> tuple[pygame.font.Font, list[str], pygame.Rect]:
    """The plot's title, whole, at the largest size down to 100 % that holds it on one line
    across ``rect`` (else on as many as it needs)."""
    box = pygame.Rect(rect.left + PAD, rect.top + PAD, rect.width - 2 * PAD, 0)
    font, lines = whole_lines(title, assets.down_to_designed(18, bold=True), box.width,
                              assets.font(18, bold=True).get_linesize())
    box.height = len(lines) * font.get_linesize()
    return font, lines, box


def plot_of(rect: pygame.Rect, curve: Curve, title: str, assets: Assets
            ) -> tuple[pygame.Rect, list[tuple[int, int]]]:
    """The plot inside ``rect`` (the chart's place, under its ``title``) with room for the
    shares left of it and the turns under it; each point: before the first play, then after
    each."""
    small = assets.font(13)
    top = title_of(rect, title, assets)[2].bottom
    left = max(44, 6 + small.size("100 %")[0])
    foot = 2 * small.get_linesize() + 6  # the turns, and the axis's word under them
    if curve.costliest is not None:  # (and beside that word, the peak's button)
        foot = max(foot, small.get_linesize() + 8 + button_height(assets, PEAK_BUTTON))
    plot = pygame.Rect(rect.left + PAD + left, top + 8 + small.get_linesize() // 2,
                       rect.width - 2 * PAD - left - 16, 0)
    plot.height = max(40, rect.bottom - PAD - foot - plot.top)
    chances = [curve.before, *(p.chance for p in curve.points)]
    step = plot.width / max(1, len(chances) - 1)
    return plot, [(round(plot.left + k * step), round(plot.bottom - plot.height * c))
                  for k, c in enumerate(chances)]


def peak_of(curve: Curve, points: Sequence[tuple[int, int]]) -> tuple[int, int] | None:
    """Where the play that gave away the most lies on the plot (None: none did)."""
    worst = curve.costliest
    return None if worst is None else points[1 + curve.points.index(worst[0])]


def draw_banner_plot(surface: pygame.Surface, rect: pygame.Rect, curve: Curve,
                     words: tuple[str, str], assets: Assets, palette: Palette,
                     colour: Colour) -> list[Region]:
    """The curve as large as the chart it stands for (``words``: its title, the turn axis's
    word): the shares from 0 to 100 % left, the turn of each play under it (as many as fit
    apart), the play that gave away the most on a coin. Returns where its words went."""
    title, axis = words
    small = assets.font(13)
    font, lines, box = title_of(rect, title, assets)
    blit_lines(surface, lines, font, palette.ink, box)
    regions = [Region("text", "banner_title", box_of(box))]
    plot, points = plot_of(rect, curve, title, assets)
    labels = []
    for share in (0, 25, 50, 75, 100):
        y = plot.bottom - plot.height * share // 100
        pygame.draw.line(surface, palette.panel_edge, (plot.left, y), (plot.right, y), 1)
        label = small.render(f"{share} %", True, palette.muted)
        labels.append(surface.blit(label, label.get_rect(midright=(plot.left - 6, y))))
    regions.append(Region("text", "banner_shares", box_of(labels[0].unionall(labels))))
    turns, last, said = [], None, None
    for point, (x, _) in zip(curve.points, points[1:], strict=True):
        if point.turn == said:  # (a turn's number once, under its first play)
            continue
        label = small.render(str(point.turn), True, palette.muted)
        place = label.get_rect(midtop=(x, plot.bottom + 4))
        if last is None or place.left >= last.right + 8:  # (as many as stand apart)
            said = point.turn
            pygame.draw.line(surface, palette.panel_edge, (x, plot.bottom), (x, plot.bottom + 3))
            turns.append(surface.blit(label, place))
            last = place
    if turns:
        regions.append(Region("text", "banner_turns", box_of(turns[0].unionall(turns))))
    word = small.render(axis, True, palette.muted)
    regions.append(Region("text", "banner_axis", box_of(surface.blit(word, word.get_rect(
        midtop=(plot.centerx, plot.bottom + 4 + small.get_linesize()))))))
    if len(points) > 1:
        pygame.draw.lines(surface, colour, False, points, 3)
    for spot in points:
        pygame.draw.circle(surface, colour, spot, 4)
    peak = peak_of(curve, points)
    if peak is not None:
        pygame.draw.circle(surface, palette.accent, peak, 10)
        pygame.draw.circle(surface, palette.ink, peak, 10, 2)
    regions.append(Region("panel", "banner_curve", box_of(plot)))
    return regions


def peak_button(chart: pygame.Rect, curve: Curve, title: str, words: str, assets: Assets
                ) -> pygame.Rect:
    """Where ``words`` ("Show turn 7") go on the button that opens the play that gave away
    the most: under the plot's right end, beside the axis's word, never over the curve (the
    coin itself answers a click too: :func:`near_peak`)."""
    plot, _ = plot_of(chart, curve, title, assets)
    rect = pygame.Rect((0, 0), (button_width(assets, [words], 120),
                                button_height(assets, PEAK_BUTTON)))
    rect.bottomright = (plot.right, chart.bottom - PAD)
    return rect


def near_peak(chart: pygame.Rect, curve: Curve, title: str, assets: Assets,
              pos: tuple[int, int]) -> bool:
    """Whether ``pos`` is on the coin of the play that gave away the most."""
    peak = peak_of(curve, plot_of(chart, curve, title, assets)[1])
    return peak is not None and (pos[0] - peak[0]) ** 2 + (pos[1] - peak[1]) ** 2 <= 14 ** 2


def stacked(under: pygame.Rect, count: int) -> list[pygame.Rect]:
    """``count`` buttons as wide and tall as ``under``, one over the other above it."""
    step = under.height + 4
    return [under.move(0, -(count - k) * step - 2) for k in range(count)]
