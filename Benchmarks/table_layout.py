#!/usr/bin/env python3
"""Writes the solver benchmark's table family as a layout file.

    python3 Benchmarks/table_layout.py CELLS [--states N] [--sizes] > table.layout.yaml

The same system as `solver-benchmark measure table CELLS` (Benchmarks/SolverBenchmark/
Families.swift): CELLS cells stacked top to bottom in a 375-wide table whose height follows
them, each with a title and a subtitle on the left and an accessory on the right, and the
same pseudo-random text widths (SplitMix64 seeded with CELLS * 7919). Four views and twelve
constraints per cell: 16 lines of YAML a cell.

With `--states N`, N states each hide one cell's subtitle (cells spread evenly over the
table); with `--sizes`, the table has three named root widths instead of one, so that every
state is linted at each of them (Benchmarks/lint_table.sh times both against the plain file).
"""
import argparse
import sys

MASK = (1 << 64) - 1


class SplitMix:
    def __init__(self, state):
        self.state = state & MASK

    def next(self):
        self.state = (self.state + 0x9E3779B97F4A7C15) & MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
        return z ^ (z >> 31)

    def size(self, low, high):
        return low + self.next() % (high - low + 1)


def table(cells, states=0, sizes=False):
    random = SplitMix(cells * 7919)
    widths = [(random.size(60, 200), random.size(60, 250)) for _ in range(cells)]
    lines = [f"# The solver benchmark's table family at {cells} cells (Benchmarks/table_layout.py).",
             f"layout: table-{cells}", "views:",
             "  table: { size: { compact: [320, auto], regular: [375, auto], wide: [414, auto] } }" if sizes
             else "  table: { size: [375, auto] }"]
    for i, (title, subtitle) in enumerate(widths):
        lines += [f"  cell{i}: {{ parent: table }}",
                  f"  title{i}: {{ parent: cell{i}, kind: label, intrinsic: [{title}, 20] }}",
                  f"  subtitle{i}: {{ parent: cell{i}, kind: label, intrinsic: [{subtitle}, 16], hugging: 250 }}",
                  f"  accessory{i}: {{ parent: cell{i}, kind: imageView, intrinsic: [24, 24], hugging: 750, compression: 751 }}"]
    lines.append("constraints:")
    for i in range(cells):
        above = f"cell{i - 1}.bottom" if i else "table.top"
        lines += [f"  - cell{i}.left == table.left",
                  f"  - cell{i}.width == table.width",
                  f"  - cell{i}.top == {above}",
                  f"  - title{i}.left == cell{i}.left + 16",
                  f"  - title{i}.top == cell{i}.top + 8",
                  f"  - title{i}.right <= accessory{i}.left - 8",
                  f"  - subtitle{i}.left == title{i}.left",
                  f"  - subtitle{i}.top == title{i}.bottom + 4",
                  f"  - subtitle{i}.right <= accessory{i}.left - 8",
                  f"  - subtitle{i}.bottom == cell{i}.bottom - 8",
                  f"  - accessory{i}.right == cell{i}.right - 16",
                  f"  - accessory{i}.centerY == cell{i}.centerY"]
    lines.append(f"  - table.bottom == cell{cells - 1}.bottom")
    if states:
        lines.append("states:")
        for k in range(states):
            cell = k * cells // states
            lines += [f"  subtitle{cell}-hidden:", f"    hide: [subtitle{cell}]"]
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("cells", type=int, nargs="?", default=1000)
    parser.add_argument("--states", type=int, default=0)
    parser.add_argument("--sizes", action="store_true")
    arguments = parser.parse_args()
    sys.stdout.write(table(arguments.cells, arguments.states, arguments.sizes))
