"""The drill's chart: a session's times against the human model's percentiles and the earlier
sessions' medians. Drawing changes nothing else."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from scenes.kit.assets import Assets
from scenes.kit.palette import Palette
from scenes.kit.regions import Region, box_of
from scenes.kit.textlayout import blit_whole, ellipsize


def draw_times(surface: pygame.Surface, rect: pygame.Rect, times: Sequence[float],
               model: tuple[float, float, float], earlier: Sequence[float],
               words: tuple[str, str, str], seconds: Callable[[float], str], assets: Assets,
               palette: Palette) -> list[Region]:
    """Seconds up the side; the model's 10th-90th percentiles as a band with its median, the
    earlier sessions' medians (oldest left, faint) and this session's times (right, bright)."""
    title, model_word, sessions_word = words
    small = assets.font(13)
    box = pygame.Rect(rect.left, rect.top, rect.width, 60)
    height = blit_whole(surface, title, assets.down_to_designed(16, bold=True), palette.ink, box)
    regions = [Region("text", "chart_title", (box.x, box.y, box.w, height))]
    legend_h = 2 * small.get_linesize() + 6
    plot = pygame.Rect(rect.left + 44, rect.top + height + 16, rect.width - 54,
                       rect.height - height - 24 - legend_h)
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
    line = small.get_linesize()
    for k, (word, key) in enumerate(((model_word, "chart_legend"),
                                     (sessions_word, "chart_legend_earlier"))):
        y = rect.bottom - legend_h + k * (line + 4) + line // 2
        if k == 0:
            key_box = pygame.Rect(rect.left, y - 6, 18, 12)
            pygame.draw.rect(surface, palette.muted, key_box, 1)
            pygame.draw.line(surface, palette.muted, key_box.midleft, key_box.midright, 2)
        else:
            pygame.draw.circle(surface, palette.muted, (rect.left + 9, y), 5)
        text = small.render(ellipsize(word, small, rect.width - 26), True, palette.muted)
        regions.append(Region("text", key, box_of(surface.blit(
            text, text.get_rect(midleft=(rect.left + 26, y))))))
    return regions
