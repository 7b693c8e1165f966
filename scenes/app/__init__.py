"""Floor 5, the app: the loop, the window, the navigator, the scripted and smoke runs
(see ``scenes/__init__.py``)."""
