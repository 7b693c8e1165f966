"""A laptop and its host prove to each other that they hold the seat's token, without
sending it.

The token is given once, in the welcome of a laptop's first join; from then on the laptop
pins it. Whoever answers at the host's address — the host, or someone who took its place at a
relay — must prove it holds the token before the laptop says anything that would take the
seat, and the laptop then proves the same to the host (a challenge each way, so neither proof
can be replayed on another connection):

1. laptop: ``{"t": "hello", "v": 1, "back": SEAT, "challenge": LC}`` (``"watching": SEAT``
   instead of ``back`` for a laptop whose seat went to a bot, which watches with its old token);
2. host: ``{"t": "prove", "proof": host_proof(token, LC, HC), "challenge": HC}``;
3. laptop, if the proof is right: ``{"t": "hello", "v": 1, "proof": laptop_proof(token, LC,
   HC)}``; if it is wrong, it says so and sends nothing more;
4. host, if that proof is right: the welcome (without the token: the laptop has it).

HMAC-SHA-256 with the token as key; the two proofs differ by their label, so a host's proof
is never a laptop's. Only what each side already holds enters (no randomness here: the
challenges come from the callers' ``secrets``).

>>> host_proof("s3cr3t", "L" * 16, "H" * 16) == host_proof("s3cr3t", "L" * 16, "H" * 16)
True
>>> host_proof("s3cr3t", "L" * 16, "H" * 16) == laptop_proof("s3cr3t", "L" * 16, "H" * 16)
False
>>> proves(host_proof("s3cr3t", "L" * 16, "H" * 16), "s3cr3t", "L" * 16, "H" * 16)
True
"""

from __future__ import annotations

import hashlib
import hmac

MIN_CHALLENGE = 16
"""The shortest challenge taken (characters of ``secrets.token_urlsafe``: 96 bits)."""


def _mac(label: str, token: str, laptop: str, host: str) -> str:
    message = f"tablee-{label}\n{laptop}\n{host}".encode()
    return hmac.new(token.encode(), message, hashlib.sha256).hexdigest()


def host_proof(token: str, laptop: str, host: str) -> str:
    """What the host answers a laptop's challenge ``laptop`` with (``host``: its own)."""
    return _mac("host", token, laptop, host)


def laptop_proof(token: str, laptop: str, host: str) -> str:
    """What the laptop answers the host's challenge with, once the host has proved itself."""
    return _mac("laptop", token, laptop, host)


def proves(proof: str, token: str, laptop: str, host: str, label: str = "host") -> bool:
    """Whether ``proof`` is the ``label`` side's proof for ``token`` (constant time)."""
    return hmac.compare_digest(proof.encode(), _mac(label, token, laptop, host).encode())
