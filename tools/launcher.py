"""Entry point for the packaged build (PyInstaller needs a script, not a module path)."""

import sys

from scenes.__main__ import main

if __name__ == "__main__":
    sys.exit(main())
