"""Who is who: the people whose games are rated, one profile per person, and everyone else a
guest — shown at the table, never rated.

A record holds each seat's name as it was typed then. A person is a profile (a name, a colour,
when it was made, the names it played under before it was renamed): a seat counts for the
person whose name or former name it holds, so a rename keeps every game. A seat under any
other name is a guest's ("Player 2" when the field was left empty). A guest's seat at one
game can be *claimed* by a person afterwards (:meth:`People.claimed`: "that was me"), once,
and never where the person already sat: each game is rated once for each person.

Ratings read the people through :meth:`People.who` (:mod:`game.evening.ratings`); the cache
of ratings is kept only while the people are the same (:meth:`People.fingerprint`). The
profiles are kept in ``people.json`` under the data folder (:class:`PeopleStore`), decoded
into these types at the edge: a damaged file is put aside and reported, never half read.

>>> people = People().created("Léa", "2026-12-07T20:00:00Z").renamed("Léa", "Léa M.")
>>> people.who("g1", 0, "Léa"), people.who("g1", 1, "Player 2")
('Léa M.', None)
"""

from __future__ import annotations

import contextlib
import hashlib
import json
from collections.abc import Iterable
from dataclasses import dataclass, replace
from functools import cached_property
from pathlib import Path

from game.core import InvalidRecord, is_integer
from game.store import JsonStore, StoreError
from game.text import clean_name

FORMAT = "tablee-people/1"
MAX_PEOPLE = 200
MAX_FORMER = 20  # names a person kept from renames
MAX_CLAIMS = 5_000
MAX_NAME = 40  # as a seat's name (game.saves)
MAX_PEOPLE_BYTES = 1_000_000
COLOURS = 8  # a person's colour: one of the palette's seat colours


class PeopleError(ValueError):
    """A change the people refuse, and why (a name taken, a claim made twice)."""


@dataclass(frozen=True)
class Person:
    """One person: their name now (what ratings are kept under), their colour, when the
    profile was made, and the names they played under before."""

    name: str
    colour: int = 0
    created: str = ""
    former: tuple[str, ...] = ()

    @property
    def names(self) -> tuple[str, ...]:
        return (self.name, *self.former)


@dataclass(frozen=True)
class Claim:
    """A guest's ``seat`` at the game saved as ``game`` claimed by ``person`` (their name)."""

    game: str
    seat: int
    person: str


@dataclass(frozen=True)
class People:
    """Every profile and every claim (see the module)."""

    persons: tuple[Person, ...] = ()
    claims: tuple[Claim, ...] = ()
    found: bool = False  # the names of the games played before people existed were made people

    @cached_property
    def by_name(self) -> dict[str, Person]:
        """Each name, former ones too, to its person (a fold asks for every seat)."""
        return {name: person for person in self.persons for name in person.names}

    @cached_property
    def by_seat(self) -> dict[tuple[str, int], str]:
        """Each claimed seat (game, seat) to its person's name."""
        return {(claim.game, claim.seat): claim.person for claim in self.claims}

    def person(self, name: str) -> Person | None:
        """The person who is or was called ``name`` (None: a guest's name)."""
        return self.by_name.get(name)

    def who(self, game: str, seat: int, name: str) -> str | None:
        """The person whose rating the seat ``seat`` (called ``name``) of the game saved as
        ``game`` counts for, by their name now; None for a guest."""
        claimed = self.by_seat.get((game, seat))
        if claimed is not None:
            return claimed
        found = self.by_name.get(name)
        return found.name if found is not None else None

    def created(self, name: str, when: str) -> People:
        """``name`` made a person at its first use (the same people if it is one already)."""
        name = checked_name(name)
        if self.person(name) is not None:
            return self
        if len(self.persons) >= MAX_PEOPLE:
            raise PeopleError(f"at most {MAX_PEOPLE} people")
        colour = len(self.persons) % COLOURS
        return replace(self, persons=(*self.persons, Person(name, colour, when)))

    def renamed(self, name: str, new: str) -> People:
        """The person called ``name`` called ``new`` from now on, every game kept (their
        claims follow them). :raises PeopleError: for no such person or a name taken."""
        new = checked_name(new)
        found = self.person(name)
        if found is None or found.name != name:
            raise PeopleError(f"no person is called {name!r}")
        other = self.person(new)
        if other is not None and other is not found:
            raise PeopleError(f"{new!r} is someone else's name")
        former = tuple(n for n in (found.name, *found.former) if n != new)[:MAX_FORMER]
        persons = tuple(replace(p, name=new, former=former) if p is found else p
                        for p in self.persons)
        claims = tuple(replace(c, person=new) if c.person == name else c for c in self.claims)
        return replace(self, persons=persons, claims=claims)

    def claimed(self, game: str, seats: Iterable[tuple[int, str]], seat: int,
                name: str) -> People:
        """The guest's ``seat`` of the game saved as ``game`` (its ``seats``: each seat's
        index and name, humans only) claimed by the person ``name``.

        :raises PeopleError: when the seat is not a guest's (a person's, or claimed already),
            or the person already sits at that game (it would be rated twice)."""
        person = self.person(name)
        if person is None or person.name != name:
            raise PeopleError(f"no person is called {name!r}")
        sitting = dict(seats)
        if seat not in sitting or self.who(game, seat, sitting[seat]) is not None:
            raise PeopleError(f"seat {seat} of {game!r} is not a guest's")
        if any(self.who(game, other, sitter) == person.name for other, sitter in sitting.items()):
            raise PeopleError(f"{name!r} already sits at {game!r}")
        if len(self.claims) >= MAX_CLAIMS:
            raise PeopleError(f"at most {MAX_CLAIMS} claims")
        return replace(self, claims=(*self.claims, Claim(game, seat, person.name)))

    def fingerprint(self) -> str:
        """What ratings read of the people (the cache of ratings is dropped when it moves)."""
        return hashlib.sha256(json.dumps(self.to_dict(), sort_keys=True,
                                         ensure_ascii=False).encode("utf-8")).hexdigest()

    def to_dict(self) -> dict[str, object]:
        return {"format": FORMAT, "found": self.found,
                "people": [{"name": p.name, "colour": p.colour, "created": p.created,
                            "former": list(p.former)} for p in self.persons],
                "claims": [{"game": c.game, "seat": c.seat, "person": c.person}
                           for c in self.claims]}

    @classmethod
    def from_dict(cls, data: object) -> People:
        """:raises InvalidRecord: saying what is wrong (nothing of a damaged file is kept)."""
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise InvalidRecord(f"people: expected an object of format {FORMAT!r}")
        listed, claims = data.get("people"), data.get("claims", [])
        if not isinstance(listed, list) or not isinstance(claims, list):
            raise InvalidRecord("people: 'people' and 'claims' must be lists")
        if len(listed) > MAX_PEOPLE or len(claims) > MAX_CLAIMS:
            raise InvalidRecord("people: too many people or claims")
        persons = tuple(_person(entry) for entry in listed)
        names = [n for p in persons for n in p.names]
        if len(names) != len(set(names)):
            raise InvalidRecord("people: a name belongs to two people")
        flag = data.get("found", False)
        if not isinstance(flag, bool):
            raise InvalidRecord("people: 'found' must be true or false")
        found = cls(persons, tuple(_claim(entry) for entry in claims), flag)
        if any(found.person(c.person) is None for c in found.claims):
            raise InvalidRecord("people: a claim names no person")
        return found


def checked_name(text: str) -> str:
    """A person's name as kept (:func:`game.text.clean_name`). :raises PeopleError: empty."""
    name = clean_name(text, MAX_NAME)
    if not name:
        raise PeopleError("a person needs a name")
    return name


def _person(entry: object) -> Person:
    if not isinstance(entry, dict):
        raise InvalidRecord("people: a person must be an object")
    name, colour, created, former = (entry.get(k) for k in ("name", "colour", "created",
                                                             "former"))
    if not (isinstance(name, str) and is_integer(colour) and isinstance(created, str)
            and isinstance(former, list) and all(isinstance(n, str) for n in former)):
        raise InvalidRecord("people: a person needs a name, a colour, a date and former names")
    kept = clean_name(name, MAX_NAME)
    if not kept or kept != name or not 0 <= colour < COLOURS or len(former) > MAX_FORMER \
            or len(created) > 40 or any(clean_name(n, MAX_NAME) != n or not n for n in former):
        raise InvalidRecord(f"people: {name[:MAX_NAME]!r} is not a person as kept")
    return Person(name, int(colour), created, tuple(former))


def _claim(entry: object) -> Claim:
    if not isinstance(entry, dict):
        raise InvalidRecord("people: a claim must be an object")
    game, seat, person = (entry.get(k) for k in ("game", "seat", "person"))
    if not (isinstance(game, str) and 0 < len(game) <= 255 and is_integer(seat)
            and 0 <= seat < 8 and isinstance(person, str)):
        raise InvalidRecord("people: a claim needs a game, a seat and a person")
    return Claim(game, int(seat), person)


class PeopleStore:
    """``people.json`` in ``directory`` (made on the first write)."""

    NAME = "people.json"

    def __init__(self, directory: Path) -> None:
        self.store = JsonStore(directory, MAX_PEOPLE_BYTES)

    def exists(self) -> bool:
        return self.store.exists(self.NAME)

    def load(self) -> tuple[People, str | None]:
        """The people kept (none yet: nobody), and what went wrong if the file was damaged
        (it is put aside, never overwritten: the words say so)."""
        try:
            return People.from_dict(self.store.read(self.NAME)), None
        except FileNotFoundError:
            return People(), None
        except (StoreError, InvalidRecord) as exc:
            with contextlib.suppress(StoreError):
                self.store.put_aside(self.NAME)
            return People(), str(exc)

    def save(self, people: People) -> None:
        """:raises StoreError: with the reason (the older file stays whole)."""
        self.store.write(self.NAME, people.to_dict())
