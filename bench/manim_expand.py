"""bench/expand.scene's animation, as Manim draws it: the same pixels (780×1688), fps (60) and frames (60).

`make bench-versus` renders it with Manim Community beside `unfold render bench/expand.scene`, to compare
the time each takes to write the same number of PNG frames of the same size. It is an approximation of the
scene, not a copy: twelve rows of a bold 20 pt title and a 15 pt date on a white table with separators; at
0 s row 2 expands over 1 s (Manim's `smooth`, an ease-in-out), fading in a three-line summary while the rows
below move down.
"""
from manim import (BLACK, GRAY, WHITE, Line, Scene, Text, VGroup, config, smooth, FadeIn, AnimationGroup)

config.pixel_width = 780
config.pixel_height = 1688
config.frame_rate = 60
config.background_color = WHITE
# The frame keeps the pixels' aspect (Manim's default is 16:9).
config.frame_width = config.frame_height * 780 / 1688
# One point of the scene is this many Manim units: the frame is 844 points tall.
POINT = config.frame_height / 844
# Manim's font size that makes text 1 unit tall, measured once.
UNIT_FONT = 100 / Text("Hg", font_size=100).height
LEFT = -config.frame_width / 2
TOP = config.frame_height / 2


def text(words, size, weight="NORMAL", color=BLACK):
    # "Hg" spans about 1.3 em: a `size`-point font is size / 1.3 points from its top to its descender.
    return Text(words, font="Inter", weight=weight, color=color, font_size=size / 1.3 * POINT * UNIT_FONT)


def row(i):
    title = text(f"Headline number {i} for the\nbenchmark", 20, weight="BOLD")
    date = text("29.11.2026", 15, color=GRAY)
    group = VGroup(title, date).arrange(direction=[0, -1, 0], buff=8 * POINT, aligned_edge=[-1, 0, 0])
    separator = Line([LEFT + 16 * POINT, 0, 0], [-LEFT, 0, 0], stroke_width=1, color=GRAY)
    separator.next_to(group, direction=[0, -1, 0], buff=16 * POINT).set_x(16 * POINT / 2)
    return VGroup(group, separator)


class Expand(Scene):
    def construct(self):
        rows = [row(i) for i in range(12)]
        y = TOP
        for r in rows:
            r.align_to([LEFT + 16 * POINT, y - 16 * POINT, 0], direction=[-1, 1, 0])
            r[0].align_to([LEFT + 16 * POINT, 0, 0], direction=[-1, 0, 0])
            y = r.get_bottom()[1]
        self.add(*rows)
        summary = text(
            "Summary 2: a paragraph that only shows when the row is expanded.\n"
            "It wraps over several lines so that the layout has\nreal work to do.",
            15, color=GRAY)
        summary.next_to(rows[2][0][0], direction=[0, -1, 0], buff=8 * POINT, aligned_edge=[-1, 0, 0])
        shift = summary.height + 8 * POINT
        below = VGroup(rows[2][0][1], rows[2][1], *rows[3:])
        self.play(
            AnimationGroup(FadeIn(summary), below.animate.shift([0, -shift, 0])), run_time=1.0, rate_func=smooth)
