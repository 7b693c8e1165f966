"""Tablée's data files: pygame_gui theme, translations, rules summaries.

A package only so that ``importlib.resources`` finds these files the same way
from a checkout, an installed wheel and a PyInstaller build.
"""
