"""The keyboard focus (scenes.kit.focus): its keys, its ring's contrast, the shell by keys."""

import pygame
import pytest

from scenes.kit.focus import Focus, Stop, Zone, key_event, ring_contrast
from scenes.kit.palette import COLOURBLIND, STANDARD
from tests.scenes.keyplay import ENTER, choose_option, enter_on, press, ring_stop
from tests.scenes.test_keys_play import keyed_app, top_name

HAND = Zone("hand", tuple(Stop(f"c{i}", (100 * i, 500, 80, 100)) for i in range(3)))
GRID = Zone("grid", tuple(Stop(f"g{c}{r}", (100 * c, 100 * r, 80, 80))
                          for r in range(2) for c in range(2)))


def test_tab_goes_zone_to_zone_and_arrows_wrap_inside_one():
    focus = Focus()
    zones = [HAND, Zone("empty", ()), GRID]
    assert focus.handle(key_event(pygame.K_TAB), zones) and focus.current(zones).key == "c0"
    focus.handle(key_event(pygame.K_LEFT), zones)
    assert focus.current(zones).key == "c2"  # wraps
    focus.handle(key_event(pygame.K_TAB), zones)
    assert focus.zone == "grid"  # the empty zone is skipped
    focus.handle(key_event(pygame.K_DOWN), zones)
    assert focus.current(zones).key == "g01"  # the one below, not the next in order
    focus.handle(key_event(pygame.K_TAB, pygame.KMOD_SHIFT), zones)
    assert focus.zone == "hand"


def test_the_first_arrow_shows_the_ring_unless_the_screen_keeps_its_arrows():
    focus = Focus()
    assert focus.handle(key_event(pygame.K_DOWN), [HAND])  # shown where the keys act
    assert focus.shown and focus.current([HAND]).key == "c0"
    focus.handle(key_event(pygame.K_DOWN), [HAND])  # and from then on, it moves
    assert focus.current([HAND]).key == "c1"
    pages = Focus(arrows_show=False)  # the rules: its arrows turn pages
    assert not pages.handle(key_event(pygame.K_RIGHT), [HAND]) and not pages.shown
    assert not Focus().handle(key_event(pygame.K_RIGHT), [])  # nothing to show it on


def test_a_zone_presses_only_with_its_own_keys():
    pressed = []
    zone = Zone("buttons", (Stop("b", (0, 0, 9, 9), lambda: pressed.append(1)),),
                keys=(pygame.K_RETURN,))
    focus = Focus()
    focus.handle(key_event(pygame.K_TAB), [zone])
    assert not focus.handle(key_event(pygame.K_SPACE), [zone]) and pressed == []
    assert focus.handle(key_event(pygame.K_RETURN), [zone]) and pressed == [1]


def test_a_gone_stop_leaves_the_focus_on_its_neighbour_and_draw_changes_nothing():
    focus = Focus()
    focus.handle(key_event(pygame.K_TAB), [HAND])
    focus.handle(key_event(pygame.K_RIGHT), [HAND])
    focus.handle(key_event(pygame.K_RIGHT), [HAND])
    fewer = [Zone("hand", HAND.stops[:2])]
    before = (focus.zone, focus.stop, focus.index)
    assert focus.ring(fewer) == pygame.Rect(HAND.stops[1].rect)
    assert (focus.zone, focus.stop, focus.index) == before  # (ring() as draw uses it)
    assert focus.current(fewer).key == "c1"


@pytest.mark.parametrize("palette", [STANDARD, COLOURBLIND], ids=lambda p: p.name)
def test_the_ring_passes_wcag_non_text_contrast_on_every_colour_of_the_table(palette):
    grounds = [palette.background, palette.felt, palette.panel, palette.panel_edge,
               palette.ink, palette.muted, palette.accent, palette.glow, palette.card_face,
               palette.card_back, *palette.seats, *palette.factions.values(),
               *palette.powers.values()]
    worst = min(ring_contrast(ground) for ground in grounds)
    assert worst >= 3.0, worst  # WCAG 2 AA, 1.4.11: 3:1 for a focus indicator


def test_settings_pause_and_a_lesson_by_keys_alone(tmp_path):
    app = keyed_app(tmp_path, seed=2)
    enter_on(app, "press #menu_settings")
    assert top_name(app) == "SettingsScene"
    speed = app.ctx.settings.bot_speed
    choose_option(app, "#bot_speed", "slow" if speed != "slow" else "fast")
    assert app.ctx.settings.bot_speed != speed
    volume = app.ctx.settings.effects_volume
    enter_on(app, "slide #effects_volume")  # Enter steps a slider up (→ and ← too)
    assert app.ctx.settings.effects_volume == min(100, volume + 10)
    enter_on(app, "press #back")
    assert top_name(app) == "MenuScene"
    enter_on(app, "press #tile_learn_totem", frames=3)
    assert top_name(app) == "TotemScene"
    press(app, pygame.K_ESCAPE, frames=2)
    assert top_name(app) == "PauseOverlay" and ring_stop(app.stack.top) is not None
    press(app, ENTER, frames=2)  # the ring's first button
    assert top_name(app) in ("TotemScene", "MenuScene", "RulesScene", "SettingsScene")


def hue(colour):
    import colorsys

    return 360 * colorsys.rgb_to_hsv(*(c / 255 for c in colour))[0]


@pytest.mark.parametrize("palette", [STANDARD, COLOURBLIND], ids=lambda p: p.name)
def test_the_focus_mark_differs_from_the_glow_and_the_hover_in_shape_and_colour(palette):
    """WCAG 2.2 focus appearance: bands at least 2 pixels thick, the light one 3:1 against
    the dark ones it touches; and a mark no one takes for the legal-move glow or a hovered
    button: another hue (cool against warm), square corners with brackets (they are
    rounded lines)."""
    import json
    from pathlib import Path

    from scenes.kit.contrast import contrast
    from scenes.kit.focus import RING_DARK, RING_LIGHT, draw_ring

    theme = json.loads((Path(__file__).parents[2] / "assets" / "theme.json").read_text(
        encoding="utf-8"))["defaults"]["colours"]
    hover = tuple(int(theme["hovered_border"][i:i + 2], 16) for i in (1, 3, 5))
    for warm in (palette.glow, hover, palette.accent):
        gap = abs(hue(RING_LIGHT) - hue(warm))
        assert min(gap, 360 - gap) >= 90, (warm, hue(warm), hue(RING_LIGHT))
    assert contrast(RING_LIGHT, RING_DARK) >= 3.0
    surface = pygame.Surface((200, 200))
    surface.fill(palette.felt)
    card = pygame.Rect(60, 60, 80, 80)
    draw_ring(surface, card)
    across = [tuple(surface.get_at((x, 100)))[:3] for x in range(30, 61)]
    runs = []
    for colour in across:
        if runs and runs[-1][0] == colour:
            runs[-1][1] += 1
        else:
            runs.append([colour, 1])
    bands = [(c, n) for c, n in runs if c in (RING_DARK, RING_LIGHT)]
    assert [c for c, _ in bands] == [RING_DARK, RING_LIGHT, RING_DARK], runs
    assert all(n >= 2 for _, n in bands), bands
    outer = card.inflate(14, 14)
    assert tuple(surface.get_at(outer.topleft))[:3] == RING_DARK  # a square corner
    bracket = outer.inflate(10, 10)  # and a bracket outside it, at each corner
    for corner in (bracket.topleft, (bracket.right - 1, bracket.bottom - 1)):
        assert tuple(surface.get_at(corner))[:3] in (RING_DARK, RING_LIGHT), corner
    glow = pygame.Surface((200, 200))
    glow.fill(palette.felt)
    pygame.draw.rect(glow, palette.glow, card.inflate(8, 8), 4, border_radius=11)
    assert tuple(glow.get_at(card.inflate(8, 8).topleft))[:3] == palette.felt  # rounded


def test_the_focus_ring_grows_with_the_text():
    """At 150 % text the ring's light band is at least 4 canvas pixels (3 window pixels even
    where a 1280×720 laptop shows the canvas at 0.8), and each band is thicker than at 100 %."""
    from scenes.kit.focus import RING_DARK, RING_LIGHT, draw_ring

    def bands(grow):
        surface = pygame.Surface((240, 240))
        surface.fill((20, 60, 40))
        draw_ring(surface, pygame.Rect(80, 80, 80, 80), grow)
        runs = []
        for x in range(40, 81):
            colour = tuple(surface.get_at((x, 120)))[:3]
            if runs and runs[-1][0] == colour:
                runs[-1][1] += 1
            else:
                runs.append([colour, 1])
        return [n for c, n in runs if c in (RING_DARK, RING_LIGHT)]

    small, large = bands(1.0), bands(1.5)
    assert len(small) == len(large) == 3
    assert large[1] >= 4 and 0.8 * large[1] >= 3
    assert all(b > a for a, b in zip(small, large, strict=True))
