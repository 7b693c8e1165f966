# Tablée — every target bootstraps .venv from pyproject.toml when it is missing or stale.
# `make play` opens the game, `make test` runs ruff + mypy + pytest headless (`make
# test-thorough` the checks it leaves to CI to stay under five minutes: tests/tiers.py),
# `make dist` builds the standalone executable, `make bench` prints benchmarks,
# `make golden` rewrites the golden playthroughs (tests/golden/) after a meant change,
# `make sounds` the sound files (assets/sounds/) after a change to tools/synth.py,
# `make bot-ratings` the bots' fixed ratings (assets/ratings/bots.json) after a bot changes.

PYTHON ?= $(shell for p in python3.13 python3.12 python3.11 python3; do \
	command -v $$p >/dev/null 2>&1 && $$p -c 'import sys; sys.exit(sys.version_info < (3, 11))' \
	2>/dev/null && { echo $$p; break; }; done)
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
HEADLESS := SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy
ONLY ?=

.PHONY: play test test-thorough test-slow lint golden sounds bot-ratings bench dist dist-check drive clean

$(STAMP): pyproject.toml
	@test -n "$(PYTHON)" || { echo "Tablée needs Python 3.11 or newer (python3.11, python3.12 ...)"; exit 1; }
	@test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet -e '.[dev]' --config-settings editable_mode=compat
	@touch $(STAMP)

play: $(STAMP)
	$(BIN)/tablee

lint: $(STAMP)
	$(BIN)/ruff check game scenes tests tools
	$(BIN)/mypy

test: lint
	$(HEADLESS) $(BIN)/python -m pytest -m "not slow and not thorough" -n auto --dist loadgroup

test-thorough: $(STAMP)
	$(HEADLESS) $(BIN)/python -m pytest -m thorough -n auto

golden: $(STAMP)
	$(BIN)/python tools/golden.py

sounds: $(STAMP)
	$(BIN)/python tools/render_sounds.py

bot-ratings: $(STAMP)
	$(BIN)/python tools/bot_ratings.py

test-slow: $(STAMP)
	$(HEADLESS) $(BIN)/python -m pytest -m slow
	$(HEADLESS) $(BIN)/python tools/soak.py --minutes 5

bench: $(STAMP)
	$(HEADLESS) $(BIN)/python tools/bench.py $(ONLY)

dist: $(STAMP)
	$(BIN)/python tools/package.py build

dist-check: dist
	$(HEADLESS) $(BIN)/python tools/package.py check

drive: $(STAMP)
	$(BIN)/python tools/drive.py $(ARGS)

clean:
	rm -rf build dist $(VENV) .mypy_cache .ruff_cache
