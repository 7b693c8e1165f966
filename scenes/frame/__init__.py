"""Floor 2, the frame: the stack, the context, the UI scene base, the catalogue, the
payloads and the navigator's protocol (see ``scenes/__init__.py``)."""
