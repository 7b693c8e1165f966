"""A plot of people's ratings over their games, drawn with pygame alone (no plotting library
in the executable): one line per person in a colour of their own, the bots' levels as
dashed lines across it, each labelled at its right end, the axes labelled.

The x axis counts the rated games of one game (Pook, RÖK or Totem) that the people shown
played, oldest to newest; a person's line starts where their first game started them
(1,500) and steps at each game they played. The numbers are the core's
(:class:`game.evening.ratings.Ratings`); nothing is computed here but where to draw them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from scenes.kit.regions import Region, box_of
from scenes.kit.safetext import GuardedFont

Colour = tuple[int, int, int]
STEPS = (50, 100, 200, 250, 500, 1000)  # the rating grid's spacings to choose from
DASH = 8


@dataclass(frozen=True)
class Series:
    """One person's line: their name, colour, and (game index, rating) points."""

    name: str
    colour: Colour
    points: tuple[tuple[int, int], ...]
    bold: bool = False


@dataclass(frozen=True)
class Level:
    """One bot level's fixed rating and its words ("Normal 1,500")."""

    rating: int
    words: str


@dataclass(frozen=True)
class PlotWords:
    """The axes' words and the first and last games' dates, in the player's language."""

    rating: str
    games: str
    first: str
    last: str
    number: Callable[[int], str]  # the language's thousands


@dataclass(frozen=True)
class PlotStyle:
    ink: Colour
    muted: Colour
    grid: Colour
    level: Colour
    font: GuardedFont
    small: GuardedFont


def grid_step(low: int, high: int, lines: int = 6) -> int:
    """A round spacing that puts about ``lines`` grid lines between ``low`` and ``high``.

    >>> grid_step(1300, 1700), grid_step(900, 2100)
    (100, 200)
    """
    return next((step for step in STEPS if (high - low) / step <= lines), STEPS[-1])


def span(series: Sequence[Series], levels: Sequence[Level]) -> tuple[int, int]:
    """The ratings shown: every point and every level, with a grid step's room around."""
    values = [v for s in series for _, v in s.points] + [level.rating for level in levels]
    low, high = (min(values), max(values)) if values else (1400, 1600)
    step = grid_step(low, high)
    return (low // step) * step - (step if low % step == 0 else 0), -(-high // step) * step


def draw_plot(surface: pygame.Surface, rect: pygame.Rect, series: Sequence[Series],
              levels: Sequence[Level], games: int, words: PlotWords,
              style: PlotStyle) -> list[Region]:
    """Draw the plot in ``rect``; returns where its words went (the layout checks read
    them)."""
    placed: list[Region] = []
    font, small = style.font, style.small
    number = words.number
    low, high = span(series, levels)
    step = grid_step(low, high)
    tick_width = max(font.size(number(value))[0] for value in range(low, high + 1, step))
    axis_words = pygame.transform.rotate(small.render(words.rating, True, style.muted), 90)
    level_room = max((small.size(level.words)[0] for level in levels), default=0) + 12
    area = pygame.Rect(rect.left + axis_words.get_width() + 8 + tick_width + 8, rect.top + 8,
                       0, 0)
    area.width = max(80, rect.right - level_room - area.left)
    area.height = rect.bottom - area.top - 2 * small.get_linesize() - 10
    placed.append(Region("text", "axis_rating", box_of(surface.blit(
        axis_words, axis_words.get_rect(midleft=(rect.left, area.centery))))))

    def y_of(value: float) -> int:
        return round(area.bottom - (value - low) * area.height / max(1, high - low))

    def x_of(index: float) -> int:
        return round(area.left + index * area.width / max(1, games))

    for value in range(low, high + 1, step):
        y = y_of(value)
        pygame.draw.line(surface, style.grid, (area.left, y), (area.right, y))
        tick = font.render(number(value), True, style.muted)
        placed.append(Region("text", f"tick_{value}", box_of(surface.blit(
            tick, tick.get_rect(midright=(area.left - 8, y))))))
    pygame.draw.line(surface, style.muted, area.bottomleft, area.bottomright, 2)
    pygame.draw.line(surface, style.muted, area.bottomleft, area.topleft, 2)
    placed += draw_levels(surface, area, levels, y_of, style)
    for line in series:
        points = [(x_of(i), y_of(v)) for i, v in line.points]
        if len(points) > 1:
            pygame.draw.lines(surface, line.colour, False, points, 4 if line.bold else 2)
        for point in points[1:]:
            pygame.draw.circle(surface, line.colour, point, 4 if line.bold else 3)
    under = area.bottom + 6
    first = small.render(words.first, True, style.muted)
    last = small.render(words.last, True, style.muted)
    middle = small.render(words.games, True, style.ink)
    boxes = [first.get_rect(topleft=(area.left, under)), last.get_rect(topright=(area.right,
                                                                                 under))]
    centre = middle.get_rect(midtop=(area.centerx, under + small.get_linesize()))
    for name, picture, box in (("first_game", first, boxes[0]), ("last_game", last, boxes[1]),
                               ("axis_games", middle, centre)):
        if name == "last_game" and box.colliderect(boxes[0]):
            continue  # one game: its date once
        placed.append(Region("text", name, box_of(surface.blit(picture, box))))
    return placed


def draw_levels(surface: pygame.Surface, area: pygame.Rect, levels: Sequence[Level],
                y_of: Callable[[float], int], style: PlotStyle) -> list[Region]:
    """The bots' levels: dashed lines across, their words right of the plot, pushed apart
    where levels lie close (a thin stroke leads from a moved label to its line)."""
    small, placed = style.small, []
    line_height = small.get_linesize()
    wanted = sorted(((y_of(level.rating), level) for level in levels),
                    key=lambda pair: pair[0])
    spots: list[int] = []
    for y, _ in wanted:
        spot = max(y, spots[-1] + line_height) if spots else y
        spots.append(spot)
    overflow = (spots[-1] + line_height // 2 - area.bottom) if spots else 0
    if overflow > 0:  # pushed below the plot: shift them all up (never above its top)
        spots = [max(area.top, s - overflow) for s in spots]
    for (y, level), spot in zip(wanted, spots, strict=True):
        for x in range(area.left, area.right, 2 * DASH):
            pygame.draw.line(surface, style.level, (x, y), (min(x + DASH, area.right), y))
        words = small.render(level.words, True, style.level)
        box = words.get_rect(midleft=(area.right + 10, spot))
        if spot != y:
            pygame.draw.line(surface, style.level, (area.right, y), (area.right + 8, spot))
        placed.append(Region("text", f"level_{level.words}", box_of(surface.blit(words, box))))
    return placed
