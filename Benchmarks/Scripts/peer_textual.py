"""Hit testing in Textual over the trees TouchLab's `peer` benchmarks export (issue 42).

Reads <dir>/<tree>.tree, .points and .hits (TouchLab's answers), builds each tree in a
headless Textual app as absolutely positioned widgets, one per view, times
`Screen.get_widget_at` over the points (after one warm-up call, which builds Textual's per-row
map), checks Textual's answers against TouchLab's, and prints a JSON line per tree. Textual
takes milliseconds per point on deep trees, so each tree gets a time budget (PEER_SECONDS,
default 10): the points are taken in order until it is spent, and the line says how many.

Usage: python peer_textual.py <dir> <tree> [<tree> ...]
"""

import asyncio
import json
import os
import sys
import time

from textual.app import App
from textual.widget import Widget


class Box(Widget):
    """One view: absolutely positioned in its parent, no border, no scrollbars."""

    DEFAULT_CSS = "Box { position: absolute; overflow: hidden hidden; }"

    def __init__(self, node, frame, children):
        super().__init__(*children)
        self.node = node
        x, y, width, height = frame
        self.styles.offset = (x, y)
        self.styles.width = width
        self.styles.height = height


def read_tree(path):
    with open(path) as file:
        width, height = (int(part) for part in file.readline().split())
        nodes = [tuple(int(part) for part in line.split()) for line in file if line.strip()]
    return width, height, nodes


def build(nodes):
    """The window's children as widgets, built leaves first (nodes are breadth first, so a
    node's children come after it)."""
    children = {}
    for number in range(len(nodes), 0, -1):
        parent, x, y, width, height = nodes[number - 1]
        box = Box(number, (x, y, width, height), reversed(children.pop(number, [])))
        children.setdefault(parent, []).append(box)
    return list(reversed(children.get(0, [])))


class TreeApp(App):
    def __init__(self, nodes):
        super().__init__()
        self.nodes = nodes

    def compose(self):
        yield from build(self.nodes)


async def measure(directory, name):
    width, height, nodes = read_tree(f"{directory}/{name}.tree")
    with open(f"{directory}/{name}.points") as file:
        points = [tuple(int(part) for part in line.split()) for line in file if line.strip()]
    with open(f"{directory}/{name}.hits") as file:
        expected = [int(line) for line in file if line.strip()]
    app = TreeApp(nodes)
    async with app.run_test(size=(width, height)) as pilot:
        await pilot.pause()
        screen = app.screen
        screen.get_widget_at(0, 0)  # builds the per-row map outside the timing
        budget = float(os.environ.get("PEER_SECONDS", "10"))
        answers = []
        start = time.perf_counter()
        for x, y in points:
            widget, _ = screen.get_widget_at(x, y)
            answers.append(widget)
            if len(answers) % 100 == 0 and time.perf_counter() - start > budget:
                break
        elapsed = time.perf_counter() - start
    found = [getattr(widget, "node", 0) for widget in answers]
    disagreements = sum(1 for mine, theirs in zip(found, expected) if mine != theirs)
    return {
        "tree": name,
        "views": len(nodes) + 1,
        "points": len(answers),
        "textual_ns_per_hit": elapsed / len(answers) * 1e9,
        "disagreements": disagreements,
    }


def main():
    sys.setrecursionlimit(200_000)
    directory, names = sys.argv[1], sys.argv[2:]
    for name in names:
        try:
            result = asyncio.run(measure(directory, name))
        except (RecursionError, Exception) as error:  # a tree Textual cannot build
            result = {"tree": name, "error": f"{type(error).__name__}: {error}"[:200]}
        print(json.dumps(result), flush=True)


if __name__ == "__main__":
    main()
