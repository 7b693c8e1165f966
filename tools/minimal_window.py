"""The start-up baseline: the least a pygame-ce + pygame_gui app does before its first frame.

A window (same size and flags as Tablée's), a UIManager, one button, one frame. It prints
the moment (``time.monotonic()``, one clock for every process) its first frame was shown:
``tools/bench_menu.py`` times this beside Tablée in the same run.
"""

import time

import pygame
import pygame_gui


def main() -> None:
    pygame.init()
    screen = pygame.display.set_mode((1280, 800), pygame.SCALED | pygame.RESIZABLE)
    manager = pygame_gui.UIManager((1280, 800))
    pygame_gui.elements.UIButton(pygame.Rect(540, 375, 200, 50), "Play", manager)
    clock = pygame.time.Clock()
    for event in pygame.event.get():
        manager.process_events(event)
    manager.update(clock.tick(60) / 1000)
    screen.fill((0, 0, 0))
    manager.draw_ui(screen)
    pygame.display.flip()
    print(f"first frame at {time.monotonic():.6f}", flush=True)
    pygame.quit()


if __name__ == "__main__":
    main()
