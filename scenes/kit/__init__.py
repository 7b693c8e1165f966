"""Floor 1, the kit: services with no screen of their own (see ``scenes/__init__.py``)."""
