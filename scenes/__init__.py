"""Tablée's front end (pygame-ce + pygame_gui), in floors: each folder imports only from the
folders below it (``tests/test_floors.py`` checks it), from the bottom up:

- ``kit/``    services with no screen of their own: assets and art, fonts and the text
  guard, words (i18n), settings, sound, notices, the writer and the index's thread, regions.
- ``frame/``  what every screen stands on: the scene stack, the context handed to each
  scene, the UI scene base, the catalogue of games, the payloads, the navigator's protocol.
- ``table/``  the table the three games share: input, staging, the log, the coach, hints,
  take-backs, watching, the hand-over curtain and the end screen.
- ``games/``  each game's own table (``pook/``, ``rok/``, ``totem/``): its layout, drawing,
  pace and lesson.
- ``shell/``  the screens around the tables: menu, setup, settings, saved games, games
  played, pause and the illustrated rules. Beside ``games/``: neither imports the other.
- ``app/``    the loop, the window and its viewport, the navigator that loads screens by
  name, the scripted and smoke runs. ``__main__.py`` starts it.

No screen imports another: a screen asks ``ctx.nav`` (:mod:`scenes.frame.navigator`) for
the menu, a shell screen by name or a game's table for a payload. Scenes draw from the
games' views and ask the core what is legal; they never re-implement a rule. Nothing here
does work at import time.
"""
