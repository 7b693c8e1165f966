"""Tablée's front end (pygame-ce + pygame_gui): the app loop, the scene stack and the scenes.

Scenes draw from the games' views and ask the core what is legal; they never
re-implement a rule. Nothing here does work at import time.
"""
