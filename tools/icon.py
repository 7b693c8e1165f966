"""The application icon, drawn by the app's own art and written as .ico (Windows) and .icns
(macOS) at build time: ``python tools/icon.py FOLDER`` (``tools/package.py build`` calls it).

The picture is the window's own icon (Pook's emblem, :func:`scenes.kit.art.draw_emblem`) on a
rounded tile of the table's felt, so the taskbar, the Dock and the window agree. Both file
formats hold PNG images (Windows Vista and macOS 10.7 on read them), so pygame's PNG writer
is all it takes: no image library, no committed binary.
"""

from __future__ import annotations

import io
import struct
import sys
from pathlib import Path

import pygame

from scenes.kit.art import OUTLINE, draw_emblem
from scenes.kit.palette import STANDARD

ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# .icns entries holding PNG data: type code and pixel size (ic10 is 512 at 2x)
ICNS_TYPES = (("icp4", 16), ("icp5", 32), ("icp6", 64), ("ic07", 128), ("ic08", 256),
              ("ic09", 512), ("ic10", 1024))
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def draw_icon(size: int) -> pygame.Surface:
    """The icon at ``size`` pixels: the felt tile, its rim, and Pook's emblem."""
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    radius = max(2, size // 6)
    tile = pygame.Rect(0, 0, size, size)
    pygame.draw.rect(surface, STANDARD.felt, tile, border_radius=radius)
    if size >= 32:
        pygame.draw.rect(surface, OUTLINE, tile, max(1, size // 32), border_radius=radius)
    inset = max(1, size // 10)
    emblem = draw_emblem("pook", size - 2 * inset, STANDARD)
    surface.blit(emblem, (inset, inset))
    return surface


def png_bytes(surface: pygame.Surface) -> bytes:
    stream = io.BytesIO()
    pygame.image.save(surface, stream, "icon.png")
    data = stream.getvalue()
    if not data.startswith(PNG_SIGNATURE):
        raise RuntimeError("pygame wrote no PNG (its image module lacks PNG support)")
    return data


def ico_bytes(images: dict[int, bytes]) -> bytes:
    """An .ico file of PNG images by size: a header, one 16-byte entry per image, the data."""
    header = struct.pack("<HHH", 0, 1, len(images))
    offset = len(header) + 16 * len(images)
    entries, blobs = b"", b""
    for size, data in sorted(images.items()):
        side = 0 if size >= 256 else size  # 0 means 256 in this format
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset)
        blobs += data
        offset += len(data)
    return header + entries + blobs


def icns_bytes(images: dict[str, bytes]) -> bytes:
    """An .icns file: ``icns`` and the total length, then each entry's type, length, data."""
    body = b"".join(kind.encode("ascii") + struct.pack(">I", 8 + len(data)) + data
                    for kind, data in images.items())
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def write_icons(folder: Path) -> tuple[Path, Path]:
    """Write ``tablee.ico`` and ``tablee.icns`` into ``folder``; returns their paths."""
    folder.mkdir(parents=True, exist_ok=True)
    sizes = set(ICO_SIZES) | {size for _, size in ICNS_TYPES}
    pictures = {size: png_bytes(draw_icon(size)) for size in sorted(sizes)}
    ico, icns = folder / "tablee.ico", folder / "tablee.icns"
    ico.write_bytes(ico_bytes({size: pictures[size] for size in ICO_SIZES}))
    icns.write_bytes(icns_bytes({kind: pictures[size] for kind, size in ICNS_TYPES}))
    return ico, icns


if __name__ == "__main__":
    if len(sys.argv) != 2:
        print(__doc__)
        sys.exit(2)
    for path in write_icons(Path(sys.argv[1])):
        print(f"wrote {path} ({path.stat().st_size / 1024:.0f} KiB)")
