#!/usr/bin/env python3
"""Draws the small illustrative screenshots of Samples/shop/screens/: wireframes of a phone app,
made of rectangles and circles (no text, so no font), written as PNGs with Python's standard
library only. The same script gives the same bytes. Run it after changing a wireframe:

    python3 scripts/make-sample-screens.py
"""
import os
import struct
import zlib

WIDTH, HEIGHT = 180, 390
INK = (40, 44, 52)
LINE = (200, 204, 212)
SOFT = (236, 238, 242)
BRAND = (31, 122, 140)
ACCENT = (237, 125, 49)
GOOD = (56, 158, 92)
WHITE = (255, 255, 255)


class Canvas:
    def __init__(self):
        self.pixels = [[WHITE] * WIDTH for _ in range(HEIGHT)]

    def rect(self, x, y, w, h, color):
        for row in range(max(0, y), min(HEIGHT, y + h)):
            line = self.pixels[row]
            for column in range(max(0, x), min(WIDTH, x + w)):
                line[column] = color

    def circle(self, cx, cy, r, color):
        for row in range(max(0, cy - r), min(HEIGHT, cy + r + 1)):
            for column in range(max(0, cx - r), min(WIDTH, cx + r + 1)):
                if (column - cx) ** 2 + (row - cy) ** 2 <= r * r:
                    self.pixels[row][column] = color

    def text(self, x, y, w, color=LINE):
        """A line of text, drawn as a grey bar."""
        self.rect(x, y, w, 6, color)

    def png(self):
        raw = b"".join(b"\x00" + bytes(value for pixel in line for value in pixel) for line in self.pixels)

        def chunk(kind, data):
            return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

        header = struct.pack(">IIBBBBB", WIDTH, HEIGHT, 8, 2, 0, 0, 0)
        return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")


def chrome(canvas, title_width, tabs=None):
    """Status bar, navigation bar with its title, and a tab bar with `tabs` selected."""
    canvas.rect(0, 0, WIDTH, 18, SOFT)
    canvas.rect(0, 18, WIDTH, 34, WHITE)
    canvas.rect((WIDTH - title_width) // 2, 32, title_width, 8, INK)
    canvas.rect(0, 52, WIDTH, 1, LINE)
    if tabs is not None:
        canvas.rect(0, HEIGHT - 44, WIDTH, 1, LINE)
        for index in range(4):
            canvas.circle(22 + index * 45, HEIGHT - 24, 7, BRAND if index == tabs else LINE)


def button(canvas, y, color=BRAND):
    canvas.rect(16, y, WIDTH - 32, 32, color)
    canvas.rect(WIDTH // 2 - 24, y + 13, 48, 6, WHITE)


def home():
    c = Canvas()
    chrome(c, 48, tabs=0)
    c.rect(12, 64, WIDTH - 24, 70, BRAND)
    c.rect(24, 84, 80, 8, WHITE)
    c.rect(24, 100, 56, 6, WHITE)
    for index in range(6):
        x = 12 + (index % 2) * 82
        y = 146 + (index // 2) * 64
        c.rect(x, y, 74, 40, SOFT)
        c.text(x, y + 46, 60, INK)
    return c


def search():
    c = Canvas()
    chrome(c, 52, tabs=1)
    c.rect(12, 62, WIDTH - 24, 26, SOFT)
    c.circle(26, 75, 5, LINE)
    for index in range(6):
        y = 104 + index * 40
        c.rect(12, y, 30, 30, SOFT)
        c.text(52, y + 6, 90, INK)
        c.text(52, y + 18, 60)
    return c


def cart():
    c = Canvas()
    chrome(c, 36, tabs=2)
    for index in range(3):
        y = 66 + index * 56
        c.rect(12, y, 44, 44, SOFT)
        c.text(66, y + 8, 80, INK)
        c.text(66, y + 22, 40, ACCENT)
        c.rect(WIDTH - 40, y + 14, 24, 16, LINE)
    c.rect(12, 250, WIDTH - 24, 1, LINE)
    c.text(16, 262, 50, INK)
    c.text(WIDTH - 66, 262, 50, INK)
    button(c, 290)
    return c


def product():
    c = Canvas()
    chrome(c, 60)
    c.rect(0, 53, WIDTH, 150, SOFT)
    c.circle(WIDTH // 2, 128, 40, LINE)
    c.text(16, 216, 120, INK)
    c.text(16, 230, 50, ACCENT)
    for index in range(4):
        c.text(16, 252 + index * 12, 148 - (index % 2) * 30)
    button(c, HEIGHT - 56)
    return c


def checkout():
    c = Canvas()
    chrome(c, 64)
    for index in range(4):
        y = 68 + index * 46
        c.text(16, y, 50)
        c.rect(16, y + 12, WIDTH - 32, 22, SOFT)
    c.text(16, 260, 40, INK)
    c.text(WIDTH - 60, 260, 44, INK)
    button(c, HEIGHT - 56, ACCENT)
    return c


def order_confirmed():
    c = Canvas()
    chrome(c, 0)
    c.circle(WIDTH // 2, 140, 36, GOOD)
    c.rect(WIDTH // 2 - 14, 140, 8, 14, WHITE)
    c.rect(WIDTH // 2 - 6, 132, 22, 8, WHITE)
    c.text(40, 196, 100, INK)
    c.text(30, 212, 120)
    c.text(50, 226, 80)
    button(c, HEIGHT - 56)
    return c


SCREENS = {
    "home.png": home,
    "search.png": search,
    "cart.png": cart,
    "product.png": product,
    "checkout.png": checkout,
    "order-confirmed.png": order_confirmed,
}

if __name__ == "__main__":
    folder = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Samples", "shop", "screens")
    os.makedirs(folder, exist_ok=True)
    for name, draw in SCREENS.items():
        with open(os.path.join(folder, name), "wb") as file:
            file.write(draw().png())
        print("wrote Samples/shop/screens/" + name)
