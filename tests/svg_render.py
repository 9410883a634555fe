"""The SVG diagrams as a person sees them: `feerie --svg` draws an orthodox
problem, a fairy problem and a problem with twins; rsvg-convert renders each
diagram to PNG, and the test checks the image's size and that every square
where a piece stands shows more than its plain colour while every empty
square shows its colour alone.

Usage: svg_render.py PATH/TO/feerie [KEEP_DIR]  (KEEP_DIR keeps the PNGs)
"""

import os
import shutil
import struct
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ElementTree
import zlib

PROBLEMS = """beginproblem
author A. Composer
origin The Problemist 2001
pieces white kb1 qd1 se4 black ka8 pa7
stipulation #2
nextproblem
title fairy
pieces white kb1 gd4 nc3 zc4 black ka8 bie5 g2f6 cah2
stipulation h#2
condition Circe
nextproblem
pieces white kb1 qd1 black ka8
stipulation #1
twin move d1 d2
twin cont add black pa7
endproblem
"""

# The squares where pieces stand in each diagram.
ORTHODOX = ["b1", "d1", "e4", "a8", "a7"]
FAIRY = ["b1", "d4", "c3", "c4", "a8", "e5", "f6", "h2"]
EXPECTED = {
    "problems-1.svg": ORTHODOX,
    "problems-2.svg": FAIRY,
    "problems-3.svg": ["b1", "d1", "a8"],
    "problems-3a.svg": ["b1", "d1", "a8"],
    "problems-3b.svg": ["b1", "d2", "a8"],
    "problems-3c.svg": ["b1", "d2", "a8", "a7"],
}
SQUARE_COLOURS = {"light": (255, 255, 255), "dark": (0xB4, 0xB4, 0xB4)}


def paeth(a, b, c):
    p = a + b - c
    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
    if pa <= pb and pa <= pc:
        return a
    return b if pb <= pc else c


def read_png(path):
    """(width, height, bytes per pixel, rows) of an 8-bit RGB or RGBA PNG, as rsvg-convert writes it."""
    with open(path, "rb") as file:
        data = file.read()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", path
    position, idat = 8, b""
    while position < len(data):
        length, kind = struct.unpack(">I4s", data[position : position + 8])
        chunk = data[position + 8 : position + 8 + length]
        if kind == b"IHDR":
            width, height, depth, colour, _, _, interlace = struct.unpack(">IIBBBBB", chunk)
            assert depth == 8 and colour in (2, 6) and interlace == 0, (depth, colour, interlace)
            channels = 3 if colour == 2 else 4
        elif kind == b"IDAT":
            idat += chunk
        position += 12 + length
    raw = zlib.decompress(idat)
    stride, rows, previous = width * channels, [], bytearray(width * channels)
    for y in range(height):
        kind = raw[y * (stride + 1)]
        row = bytearray(raw[y * (stride + 1) + 1 : (y + 1) * (stride + 1)])
        for i in range(stride):
            left = row[i - channels] if i >= channels else 0
            up_left = previous[i - channels] if i >= channels else 0
            if kind == 1:
                row[i] = (row[i] + left) & 255
            elif kind == 2:
                row[i] = (row[i] + previous[i]) & 255
            elif kind == 3:
                row[i] = (row[i] + (left + previous[i]) // 2) & 255
            elif kind == 4:
                row[i] = (row[i] + paeth(left, previous[i], up_left)) & 255
        rows.append(row)
        previous = row
    return width, height, channels, rows


def square_name(file, rank):
    return "abcdefgh"[file] + str(rank + 1)


def check_diagram(svg_path, png_path, occupied):
    """A list of faults, empty when the rendered diagram is right."""
    root = ElementTree.parse(svg_path).getroot()
    width, height = int(root.get("width")), int(root.get("height"))
    board = next(e for e in root.iter("{http://www.w3.org/2000/svg}rect") if e.get("class") == "board")
    left, top, size = int(board.get("x")), int(board.get("y")), int(board.get("width")) // 8
    png_width, png_height, channels, rows = read_png(png_path)
    faults = []
    if (png_width, png_height) != (width, height):
        faults.append(f"image {png_width}x{png_height}, expected {width}x{height}")
    if size != 40 or width < left + 8 * size or height < top + 8 * size + 30:
        faults.append(f"board {size * 8} px at ({left}, {top}) in {width}x{height}")
        return faults
    for rank in range(8):
        for file in range(8):
            name = square_name(file, rank)
            colour = SQUARE_COLOURS["light" if (file + rank) % 2 else "dark"]
            x0, y0 = left + file * size, top + (7 - rank) * size
            inset = 3  # the board's frame and anti-aliased edges
            other = 0
            for y in range(y0 + inset, y0 + size - inset):
                row = rows[y]
                for x in range(x0 + inset, x0 + size - inset):
                    pixel = tuple(row[channels * x : channels * x + 3])
                    if max(abs(p - c) for p, c in zip(pixel, colour)) > 8:
                        other += 1
            share = other / (size - 2 * inset) ** 2
            if name in occupied and share < 0.05:
                faults.append(f"{name}: a piece stands there, but {share:.0%} of the square is not its colour")
            if name not in occupied and other:
                faults.append(f"{name}: empty, but {other} pixels are not its colour")
    return faults


def main():
    feerie = sys.argv[1]
    keep = sys.argv[2] if len(sys.argv) > 2 else None
    if shutil.which("rsvg-convert") is None:
        print("FAIL: rsvg-convert is missing (Debian package librsvg2-bin)")
        return 1
    failures, faulty = 0, set()
    with tempfile.TemporaryDirectory() as work:
        problems = os.path.join(work, "problems.inp")
        with open(problems, "w", encoding="utf-8") as file:
            file.write(PROBLEMS)
        out = os.path.join(work, "diagrams")
        run = subprocess.run([feerie, "--svg", out, problems], capture_output=True, text=True, timeout=60)
        if run.returncode != 0:
            print(f"FAIL: exit code {run.returncode}: {run.stderr}")
            return 1
        written = sorted(os.path.basename(line) for line in run.stdout.split())
        if written != sorted(EXPECTED):
            print(f"FAIL: wrote {written}, expected {sorted(EXPECTED)}")
            failures += 1
        for name, occupied in EXPECTED.items():
            svg = os.path.join(out, name)
            png = os.path.join(keep or work, name.replace(".svg", ".png"))
            if keep:
                os.makedirs(keep, exist_ok=True)
            render = subprocess.run(["rsvg-convert", "-o", png, svg], capture_output=True, text=True, timeout=60)
            if render.returncode != 0:
                print(f"FAIL: {name}: rsvg-convert: {render.stderr}")
                failures += 1
                faulty.add(name)
                continue
            for fault in check_diagram(svg, png, occupied):
                print(f"FAIL: {name}: {fault}")
                failures += 1
                faulty.add(name)
    print(f"diagrams: {len(EXPECTED) - len(faulty)} passed, {len(faulty)} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
