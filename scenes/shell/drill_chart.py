"""The drill's chart: a session's times against the human model's percentiles and the earlier
sessions' medians. Drawing changes nothing else."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from scenes.kit.assets import Assets
from scenes.kit.palette import Palette
from scenes.kit.regions import Region, box_of
from scenes.kit.textlayout import ellipsize


def draw_times(surface: pygame.Surface, rect: pygame.Rect, times: Sequence[float],
               model: tuple[float, float, float], earlier: Sequence[float],
               words: tuple[str, str, str], seconds: Callable[[float], str], assets: Assets,
               palette: Palette) -> list[Region]:
    """Seconds up the side; the model's 10th-90th percentiles as a band with its median, the
    earlier sessions' medians (oldest left, faint) and this session's times (right, bright)."""
    title, model_word, sessions_word = words
    font, small = assets.font(16, bold=True), assets.font(13)
    regions = [Region("text", "chart_title", box_of(surface.blit(
        font.render(ellipsize(title, font, rect.width), True, palette.ink), rect.topleft)))]
    plot = pygame.Rect(rect.left + 44, rect.top + 30, rect.width - 54, rect.height - 60)
    top = max([model[2], *times, *earlier, 1.0]) * 1.1

    def y_of(value: float) -> int:
        return round(plot.bottom - plot.height * min(value, top) / top)

    band = pygame.Rect(plot.left, y_of(model[2]), plot.width, y_of(model[0]) - y_of(model[2]))
    shade = pygame.Surface(band.size, pygame.SRCALPHA)
    shade.fill((*palette.muted[:3], 60))
    surface.blit(shade, band)
    pygame.draw.line(surface, palette.muted, (plot.left, y_of(model[1])),
                     (plot.right, y_of(model[1])), 2)
    for value in (0.0, top / 2, top):
        y = y_of(value)
        pygame.draw.line(surface, palette.panel_edge, (plot.left, y), (plot.right, y), 1)
        label = small.render(seconds(value), True, palette.muted)
        surface.blit(label, label.get_rect(midright=(plot.left - 4, y)))
    columns = len(earlier) + 1
    step = plot.width / (columns + 1)
    for k, median in enumerate(earlier):
        pygame.draw.circle(surface, palette.muted, (round(plot.left + (k + 1) * step),
                                                    y_of(median)), 5)
    x = round(plot.left + columns * step)
    for k, value in enumerate(times):  # side by side, so equal times stay apart
        pygame.draw.circle(surface, palette.accent,
                           (x + round((k - (len(times) - 1) / 2) * 7), y_of(value)), 5)
    regions.append(Region("panel", "chart", box_of(plot)))
    y = rect.bottom - 12
    shade_key = pygame.Rect(rect.left, y - 6, 18, 12)
    pygame.draw.rect(surface, palette.muted, shade_key, 1)
    pygame.draw.line(surface, palette.muted, shade_key.midleft, shade_key.midright, 2)
    half = (rect.width - 60) // 2
    model_text = small.render(ellipsize(model_word, small, half), True, palette.muted)
    regions.append(Region("text", "chart_legend", box_of(surface.blit(
        model_text, model_text.get_rect(midleft=(shade_key.right + 6, y))))))
    dot = shade_key.right + 6 + model_text.get_width() + 18
    pygame.draw.circle(surface, palette.muted, (dot, y), 5)
    earlier_text = small.render(ellipsize(sessions_word, small, rect.right - dot - 12), True,
                                palette.muted)
    regions.append(Region("text", "chart_legend_earlier", box_of(surface.blit(
        earlier_text, earlier_text.get_rect(midleft=(dot + 10, y))))))
    return regions
