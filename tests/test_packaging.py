"""Packaging facts the app relies on."""

import importlib.metadata

import pygame
import pytest


def test_pygame_is_pygame_ce_and_plain_pygame_is_absent():
    assert getattr(pygame, "IS_CE", False)
    with pytest.raises(importlib.metadata.PackageNotFoundError):
        importlib.metadata.distribution("pygame")


def test_console_script_points_at_the_app():
    scripts = {ep.name: ep.value for ep in importlib.metadata.entry_points(group="console_scripts")
               if ep.name == "tablee"}
    assert scripts == {"tablee": "scenes.__main__:main"}
