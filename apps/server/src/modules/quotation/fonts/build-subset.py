#!/usr/bin/env python3
"""Builds the two font subsets the quotation PDF export embeds (see README.md beside this file).

Needs fontTools and brotli (Debian: `apt-get install python3-fonttools python3-brotli`) and the
full Noto Sans SC TrueType files, e.g. from the `@expo-google-fonts/noto-sans-sc` npm package
unpacked outside the repository (`npm pack @expo-google-fonts/noto-sans-sc && tar xf ...`):

    python3 build-subset.py path/to/NotoSansSC_400Regular.ttf path/to/NotoSansSC_700Bold.ttf

Writes NotoSansSC-Regular.subset.ttf.br and NotoSansSC-Bold.subset.ttf.br next to this script.
"""
import os
import sys

import brotli
from fontTools import subset
from fontTools.ttLib import TTFont

HERE = os.path.dirname(os.path.abspath(__file__))

# Unicode blocks kept whole (only what the font actually has is kept).
RANGES = [
    (0x0020, 0x007E),  # ASCII
    (0x00A0, 0x024F),  # Latin-1 Supplement, Latin Extended-A and -B (Ơ ơ Ư ư)
    (0x02B0, 0x036F),  # spacing modifiers, combining marks
    (0x1E00, 0x1EFF),  # Latin Extended Additional: Vietnamese precomposed letters U+1EA0–1EF9
    (0x2000, 0x206F),  # General Punctuation
    (0x20A0, 0x20CF),  # Currency Symbols (₫ €)
    (0x2100, 0x218F),  # letterlike symbols and number forms (℃ № ™ Ⅻ)
    (0x2190, 0x22FF),  # arrows, mathematical operators
    (0x2460, 0x26FF),  # enclosed numbers, box drawing, shapes, symbols
    (0x3000, 0x303F),  # CJK Symbols and Punctuation
    (0x3100, 0x312F),  # Bopomofo
    (0x31A0, 0x31BF),  # Bopomofo Extended
    (0xFF00, 0xFFEF),  # Halfwidth and Fullwidth Forms
    (0xFFFD, 0xFFFD),
]


def decode_double_byte(codec: str, lead: range, trail: list[int], low: int, high: int) -> set[int]:
    out = set()
    for a in lead:
        for b in trail:
            code = (a << 8) | b
            if low <= code <= high:
                try:
                    out.add(ord(bytes([a, b]).decode(codec)))
                except UnicodeDecodeError:
                    pass
    return out


def code_points() -> set[int]:
    points = set()
    for low, high in RANGES:
        points |= set(range(low, high + 1))
    # GB 2312: symbols (rows 1–9) and the 6,763 Hanzi of levels 1 and 2.
    points |= decode_double_byte('gb2312', range(0xA1, 0xF8), list(range(0xA1, 0xFF)), 0xA1A1, 0xF7FE)
    # 通用规范汉字表 (2013, 8,105 characters): the ones GB 2312 lacks, mostly names and places.
    with open(os.path.join(HERE, 'tongyong-guifan-not-in-gb2312.txt'), encoding='utf-8') as f:
        points |= {ord(line.strip()) for line in f if line.strip()}
    # Big5 symbols and its 5,401 frequently used (常用) Traditional characters.
    big5_trail = list(range(0x40, 0x7F)) + list(range(0xA1, 0xFF))
    points |= decode_double_byte('big5', range(0xA1, 0xA4), big5_trail, 0xA140, 0xA3BF)
    points |= decode_double_byte('big5', range(0xA4, 0xC7), big5_trail, 0xA440, 0xC67E)
    return points


def build(source: str, target: str) -> None:
    font = TTFont(source)
    wanted = code_points() & set(font.getBestCmap())
    options = subset.Options()
    options.notdef_outline = True  # a character outside the subset draws as a box, not as nothing
    options.hinting = False  # PDF viewers rasterise outlines themselves
    options.name_IDs = ['*']  # keep the copyright and licence records (OFL 1.1)
    options.name_languages = ['*']
    # Horizontal text only: shaping features pdfkit (fontkit) applies, no vertical metrics or forms.
    options.layout_features = ['ccmp', 'locl', 'mark', 'mkmk', 'kern', 'liga', 'fwid', 'hwid', 'pwid', 'halt', 'palt']
    options.drop_tables += ['vhea', 'vmtx', 'VORG', 'BASE', 'STAT']
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=sorted(wanted))
    subsetter.subset(font)
    path = os.path.join(HERE, target)
    font.save(path[: -len('.br')])
    with open(path[: -len('.br')], 'rb') as f:
        ttf = f.read()
    os.remove(path[: -len('.br')])
    with open(path, 'wb') as f:
        f.write(brotli.compress(ttf, quality=11, lgwin=24))
    print(f'{target}: {len(wanted)} characters, {font["maxp"].numGlyphs} glyphs, {len(ttf)} bytes TTF, {os.path.getsize(path)} bytes compressed')


if __name__ == '__main__':
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    build(sys.argv[1], 'NotoSansSC-Regular.subset.ttf.br')
    build(sys.argv[2], 'NotoSansSC-Bold.subset.ttf.br')
