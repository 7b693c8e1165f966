"""Tablée's headless core: the rules of Pook, RÖK and Totem, their bots and records.

Pure Python: nothing here imports pygame, pygame_gui or ``scenes``; only
``game/rok/table.py`` imports pymunk. See :mod:`game.core` for the contract.
"""
