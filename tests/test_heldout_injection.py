"""The injection detector on corpora written by authors who had not read it
(tests/heldout/injection*; docs/injection.md, "Held-out evaluation").

The corpora play two roles, and the assertions say which:

- DEVELOPED_ON: corpora the detector has been tuned on. They stay at issue 14's target,
  recall ≥ 0.98 with no hard negative flagged, so that later work keeps what was won.
- DEVELOPED_BELOW_TARGET: corpora seen in development that are not yet at the target
  (rounds 5 to 17 saw injection4 to injection17 but fixed classes, not every miss): held
  at the floor round 17 measured.
- HELD_OUT: the corpus no one developing the detector has seen. Its figures are the
  ones docs/injection.md reports; they fall short of issue 14's target, so here they
  are a floor at what was measured: a change that loses ground on unseen wording fails.
  Failures name no case (counts only), so the corpus stays unseen by whoever reads CI.
  After round 8 it was injection9 (0.928, 1 of 90 flagged), developed on in round 9;
  after round 9 it was injection10, written blind during round 9 (0.838, 0 of 97),
  developed on in round 10, and injection11, written blind later (0.770, 0 of 93; 0.787
  after round 10), developed on in round 11. After round 11 it is injection12, written
  blind during round 11 (0.794, 0 of 122 on round 10's code; 0.817, 1 of 122 on round 11's),
  developed on in round 12. After round 12 it is injection13, written blind during round
  12 (0.810, 3 of 109 flagged on round 10's code; 0.820, 4 on round 11's; 0.829, 4 on
  round 12's), developed on in round 13. After round 13 it is injection14, written blind
  during round 13 (0.852, 3 of 115 flagged on round 12's code; 0.861, 3 on round 13's),
  developed on in round 14. After round 14 it is injection15, written blind during
  round 14's stop (0.820, none of 111 flagged on round 13's code; 0.825, none on 14's),
  developed on in round 15. After round 15 it is injection16, written blind during round
  15 (0.873, none of 105 flagged on round 14's code; 0.878, none on round 15's),
  developed on in round 16. After round 16 it is injection17, written blind during round
  16 (0.891, none of 104 flagged on round 15's code; 0.896, none on round 16's),
  developed on in round 17. After round 17 it is injection18, written blind during round
  17 (0.925, none of 96 flagged on round 16's code; the same on round 17's), developed on
  in round 18 (0.995, none flagged): it is held at issue 14's target with the first corpora.
  After round 18 they are injection19 and injection20, both written blind during round 18
  (injection19: 0.870, 1 of 93 flagged, on round 17's code and on round 18's alike;
  injection20: 0.852, none of 92, on round 17's code; 0.857, none, on round 18's).
  injection19 was developed on in round 19 (0.969, none flagged), held below the target.
  After round 19, with the visible-text model switched on (stop 26, trained on injection
  to injection18 and the generalisation suite), injection20 reads 0.929, none flagged
  (round 19's lexicon alone: 0.857, as round 18's). injection21, written blind after
  both, measured once on that code: 0.880, none of 100 flagged (the lexicon alone 0.853);
  developed on in round 20 (0.942, none flagged), held below the target. injection22,
  written blind in stop 27 (0.868 on round 20's code, none of 93 flagged after the
  quoted-report fix), was developed on in round 21 (0.995, none flagged): it is held at
  issue 14's target. injection23, written blind in round 21 (0.880 on round 20's code,
  0.901 on round 21's, 1 of 92 flagged on both), was developed on in round 22 (0.932, none
  flagged), held below the target. injection24, written blind in round 22 (0.759 on round
  20's code, 0.795 on round 21's and 22's, 2 of 97 flagged on all three), was developed on
  in round 23 (0.851, 1 flagged), held below the target. injection25, written blind while
  round 23 was built (0.920 on round 20's code, 0.930 on rounds 21 to 23's, none of 90
  flagged), was developed on in round 24 (0.957, none flagged), held below the target;
  round 24 brings injection24 to 0.892, none flagged. injection26, written blind while
  round 24 was built (0.866 on round 24's code, 4 of 96 flagged), was developed on in round
  25 (0.943, none flagged), held below the target; round 25 brings injection24 to 0.902 and
  injection25 to 0.962, none flagged. injection27 (0.859 on round 25's code, 2 of 92
  flagged) and injection28 (0.881, none of 100) were developed on in round 26 (0.918 and
  0.914, none flagged), held below the target. injection29 (0.926 on round 26's code, 4 of
  97 flagged) was developed on in round 27 (0.979, none flagged), held below the target;
  round 27 brings injection23 to 0.938, injection24 to 0.908, injection26 to 0.948 and
  injection28 to 0.919, none flagged. injection30 (0.896 on round 27's code, 2 of 92
  flagged) was developed on in round 28, half a first, half b measured before it was read
  (78 of 87, 1 of 43 flagged, as main): 0.978, none flagged, held below the target; round 28
  brings injection23 to 0.943, injection26 to 0.954 and injection28 to 0.924, none flagged. injection31
  (0.800 on round 28b's code, 2 of 97 flagged) and injection32 (0.837, 3 of 96 flagged) were
  developed on in round 29, halves a first, halves b measured before they were read (79 of
  96 and 95 of 102, none of 49 and 3 of 48 flagged): 0.800 and 0.882, none flagged, held
  below the target. injection33 (0.826 on round 29's code, 3 of 100 flagged) and injection34
  (0.929, 1 of 92 flagged) were developed on in round 30, halves a first, halves b measured
  before they were read (86 of 96 and 87 of 92, 3 of 51 and 1 of 43 flagged): 0.884 and
  0.956, none flagged, held below the target. injection35 (0.955 on round 29's and round
  30's code, none of 97 flagged) was developed on in round 31, half a first, half b measured
  before it was read (96 of 100, none of 52 flagged; main 95): 0.995, none flagged, at the
  target; round 31 brings injection29 to 0.984, none flagged. injection36 (0.978 on round
  30's and round 31's code, 2 of 92 flagged) was developed on in round 32, half a first,
  half b measured before it was read (91 of 93, 2 of 49 flagged, as main): 0.995, none
  flagged, at the target. injection37 (0.968 on round 31's and round 32's code, none of 97
  flagged) was developed on in round 33, half a first, half b measured before it was read
  (93 of 94, none of 51 flagged, as main): 1.000, none flagged, at the target; round 33
  brings injection27 to 0.924 and injection28 to 0.930, none flagged. injection39 (0.978 on
  round 32's, 33's and 34's code, none of 97 flagged) was developed on in round 35, half a
  first, half b measured before it was read (87 of 89, none of 50 flagged, as main): 1.000,
  none flagged, at the target.

Figures by vector and language: `bench/heldout_eval.py CORPUS [--split dev|test]`.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

import pytest
from conftest import CAPTURES
from heldout.evaluate_injection import Score, evaluate

TARGET_RECALL = 0.98
DEVELOPED_ON = [
    ("injection", "dev"),
    ("injection", "test"),
    ("injection2", "test"),
    ("injection3", "test"),
    # developed on in round 18 (unseen after round 17: 0.925, 0 of 96 flagged; round 18:
    # 0.995, 185 of 186, none flagged)
    ("injection18", "test"),
    # developed on in round 21 (unseen: 0.868 on round 20's code, 164 of 189, 0 of 93 flagged
    # after the quoted-report fix; round 21: 0.995, 188 of 189, none flagged)
    ("injection22", "test"),
    # developed on in round 34 (unseen: 180 of 186, none of 92 flagged on round 32's code;
    # round 34, half a first (89 of 92, none of 52 flagged on main), half b measured before
    # it was read: 91 of 94, none of 40 flagged, as main; round 34: 0.995, 185 of 186, none
    # flagged)
    ("injection38", "test"),
    # developed on in round 31 (unseen: 190 of 199, none of 97 flagged on round 29's and 30's
    # code; round 31, half a first (95 of 99, none of 45 flagged on main), half b measured
    # before it was read: 96 of 100 (main 95), none of 52 flagged; round 31: 0.995, 198 of
    # 199, none flagged)
    ("injection35", "test"),
    # developed on in round 32 (unseen: 180 of 184, 2 of 92 flagged on round 30's and 31's
    # code; round 32, half a first (89 of 91, none of 43 flagged on main), half b measured
    # before it was read: 91 of 93, 2 of 49 flagged, as main; round 32: 0.995, 183 of 184,
    # none flagged)
    ("injection36", "test"),
    # developed on in round 33 (unseen: 182 of 188, none of 97 flagged on round 31's and 32's
    # code; round 33, half a first (89 of 94, none of 46 flagged on main), half b measured
    # before it was read: 93 of 94, none of 51 flagged, as main; round 33: 1.000, 188 of 188,
    # none flagged)
    ("injection37", "test"),
    # developed on in round 35 (unseen: 180 of 184, none of 97 flagged on round 32's, 33's and
    # 34's code; round 35, half a first (93 of 95, none of 47 flagged on main), half b measured
    # before it was read: 87 of 89, none of 50 flagged, as main; round 35: 1.000, 184 of 184,
    # none flagged)
    ("injection39", "test"),
    # developed on in round 36 (unseen: 176 of 186, none of 94 flagged on round 34's code;
    # round 36, half a first (88 of 93, none of 47 flagged on main), half b measured before
    # it was read: 88 of 93, none of 47 flagged, as main; round 36: 0.989, 184 of 186, none
    # flagged)
    ("injection40", "test"),
    # developed on in round 37 (unseen: 181 of 183, none of 91 flagged on round 34's, 35's and
    # 36's code; round 37, half a first (91 of 93, none of 44 flagged on main), half b measured
    # before it was read: 90 of 90, none of 47 flagged, as main; round 37: 1.000, 183 of 183,
    # none flagged)
    ("injection41", "test"),
    # developed on in round 37 (unseen: 184 of 188, none of 98 flagged on round 34's, 35's and
    # 36's code; round 37, half a first (93 of 94, none of 50 flagged on main), half b measured
    # before it was read: 91 of 94, none of 48 flagged, as main; round 37: 1.000, 188 of 188, none
    # flagged)
    ("injection42", "test"),
    # developed on in round 38 (unseen: 177 of 183 on round 36's code, 178 of 183 on round
    # 37's, none of 93 flagged; round 38, half a first (92 of 93, none of 40 flagged on main),
    # half b measured before it was read: 86 of 90, none of 53 flagged, as main; round 38:
    # 0.984, 180 of 183, none flagged)
    ("injection44", "test"),
    # developed on in round 38 (unseen: 182 of 190 on round 36's and 37's code, 1 of 95
    # flagged on both; round 38, the flagged negative and half a first (94 of 96, 1 of 52
    # flagged on main), half b measured before it was read: 88 of 94, none of 43 flagged, as
    # main; round 38: 0.989, 188 of 190, none flagged)
    ("injection46", "test"),
    # developed on in round 39 (unseen: 179 of 184 on round 36's code, 180 of 184 on round 37's
    # and 38's, none of 92 flagged; round 39, half a first (90 of 91, none of 46 flagged on
    # main), half b measured before it was read: 90 of 93, none of 46 flagged, as main; round
    # 39: 1.000, 184 of 184, none flagged)
    ("injection43", "test"),
    # developed on in round 39 (unseen: 179 of 184 on round 36's code, 180 of 184 on round 37's
    # and 38's, none of 91 flagged; round 39, half a first (91 of 93, none of 46 flagged on
    # main), half b measured before it was read: 89 of 91, none of 45 flagged, as main; round
    # 39: 1.000, 184 of 184, none flagged)
    ("injection47", "test"),
    # developed on in round 40 (unseen: 179 of 185 by halves, 182 in the whole-corpus run,
    # none of 95 flagged on round 38's code;
    # round 40, half a first (89 of 92, none of 43 flagged on main), half b measured before
    # it was read: 90 of 93, none of 52 flagged, as main; round 40: 0.995, 184 of 185, none
    # flagged)
    ("injection50", "test"),
    # developed on in rounds 41 and 42 (unseen: 173 of 183, none of 91 flagged on round 38's
    # and 40's code; round 41, half a first (86 of 91, none of 49 flagged on main), half b
    # measured before it was read: 87 of 92, none of 42 flagged, as main; round 41: 0.951, 174
    # of 183, none flagged; round 42, both halves read: 0.984, 180 of 183, none flagged)
    ("injection51", "test"),
    # developed on in rounds 41 and 42 (unseen: 172 of 184, none of 91 flagged on round 38's
    # and 40's code; round 41, half a first (86 of 91, none of 50 flagged on main), half b
    # measured before it was read: 86 of 93, none of 41 flagged, as main; round 41: 0.962, 177
    # of 184, none flagged; round 42, both halves read: 0.984, 181 of 184, none flagged)
    ("injection52", "test"),
    # developed on in round 43 (unseen: 179 of 182, 1 of 92 flagged on round 41's code; round
    # 43, half a first (91 of 92, none of 45 flagged on main), half b measured before it was
    # read: 88 of 90, 1 of 47 flagged, as main; round 43: 1.000, 182 of 182, none flagged)
    ("injection53", "test"),
    # developed on in round 43 (unseen: 184 of 190, none of 97 flagged on round 41's code;
    # round 43, half a first (93 of 95, none of 47 flagged on main), half b measured before it
    # was read: 91 of 95, none of 50 flagged, as main; round 43: 1.000, 190 of 190, none
    # flagged)
    ("injection54", "test"),
    # developed on in round 44 (unseen: 177 of 184, none of 92 flagged on stop 39's and stop
    # 40's code alike; round 44, half a first (89 of 92, none of 47 flagged on main), half b
    # measured before it was read: 88 of 92, none of 45 flagged, as main; round 44: 1.000, 184
    # of 184, none flagged)
    ("injection55", "test"),
]
# corpus, split → (recall floor, hard negatives flagged at most), as round 17 measured
DEVELOPED_BELOW_TARGET = {
    ("injection4", "test"): (0.956, 0),
    ("injection5", "test"): (0.931, 0),
    ("injection6", "test"): (0.948, 0),
    ("injection7", "test"): (0.989, 0),
    ("injection8", "test"): (0.980, 0),
    # developed on in round 9 (unseen after round 8: 0.928, 1 of 90 flagged)
    ("injection9", "test"): (1.000, 0),
    # developed on in round 10 (unseen after round 9: 0.838, 0 of 97 flagged)
    ("injection10", "test"): (0.975, 0),
    # developed on in round 11 (unseen after round 10: 0.787, 0 of 93 flagged)
    ("injection11", "test"): (0.989, 0),
    # developed on in round 12 (unseen after round 11: 0.817, 1 of 122 flagged)
    ("injection12", "test"): (0.945, 0),
    # developed on in round 13 (unseen after round 12: 0.829, 4 of 109 flagged)
    ("injection13", "test"): (0.976, 0),
    # developed on in round 14 (unseen after round 13: 0.861, 3 of 115 flagged)
    ("injection14", "test"): (0.967, 0),
    # developed on in round 15 (unseen after round 14: 0.825, 0 of 111 flagged)
    ("injection15", "test"): (0.925, 0),
    # developed on in round 16 (unseen after round 15: 0.878, 0 of 105 flagged)
    ("injection16", "test"): (1.000, 0),
    # developed on in round 17 (unseen after round 16: 0.896, 0 of 104 flagged)
    ("injection17", "test"): (0.974, 0),
    # developed on in round 19 (unseen after round 18: 0.870, 1 of 93 flagged; round 19:
    # 0.969, 186 of 192, none flagged)
    ("injection19", "test"): (0.969, 0),
    # developed on in round 20 (unseen after round 19 and the visible model: 0.880, 0 of 100
    # flagged; round 20: 0.942, 180 of 191, none flagged)
    # round 30: 183 of 191, none flagged
    ("injection21", "test"): (0.958, 0),
    # developed on in round 22 (unseen: 0.880 on round 20's code, 169 of 192; 0.901 on round
    # 21's, 173 of 192; 1 of 92 flagged on both; round 22: 0.932, 179 of 192, none flagged;
    # round 27: 0.938, 180 of 192, none flagged; round 28: 0.943, 181 of 192, none flagged;
    # round 47: 0.958, 184 of 192, none flagged)
    ("injection23", "test"): (0.958, 0),
    # developed on in round 23 (unseen: 0.759 on round 20's code, 148 of 195; 0.795 on round
    # 21's and round 22's, 155 of 195; 2 of 97 flagged on all three; round 23: 0.851, 166 of
    # 195, 1 flagged, a joined pair of blocks: docs/injection.md, Round 23; round 24: 0.892,
    # 174 of 195, none flagged, the writer's aside "cabe indicar que" no longer a charge)
    # round 25: 0.902, 176 of 195, none flagged; round 27: 0.908, 177 of 195, none flagged
    ("injection24", "test"): (0.907, 0),
    # developed on in round 24 (unseen: 172 of 187 on round 20's code, 174 on rounds 21, 22
    # and 23's, none of 90 flagged on any; round 24: 0.957, 179 of 187, none flagged; round
    # 25: 0.962, 180 of 187, none flagged)
    ("injection25", "test"): (0.962, 0),
    # developed on in round 25 (unseen: 168 of 194 on round 24's code, 4 of 96 flagged; round
    # 25: 0.943, 183 of 194, none flagged; round 27: 0.948, 184 of 194, none flagged; round
    # 28: 0.954, 185 of 194, none flagged)
    ("injection26", "test"): (0.953, 0),
    # developed on in round 26 (unseen: 156 of 184 on round 23's and 24's code, 158 on round
    # 25's, 2 of 92 flagged on all three; round 26: 0.918, 169 of 184, none flagged; round 33:
    # 0.924, 170 of 184, none flagged)
    ("injection27", "test"): (0.924, 0),
    # developed on in round 26 (unseen: 162 of 185 on round 23's code, 163 on round 24's and
    # 25's, none of 100 flagged on any; round 26: 0.914, 169 of 185, none flagged; round 27:
    # 0.919, 170 of 185, none flagged; round 28: 0.924, 171 of 185, none flagged; round 33:
    # 0.930, 172 of 185, none flagged)
    ("injection28", "test"): (0.930, 0),
    # developed on in round 27 (unseen: 172 of 188 on round 25's code, 174 on round 26's, 4 of
    # 97 flagged on both; round 27: 0.979, 184 of 188, none flagged; round 31: 0.984, 185 of
    # 188, none flagged: at the target)
    ("injection29", "test"): (0.984, 0),
    # developed on in round 28 (unseen: 162 of 182 on round 26's code, 163 on round 27's, 2 of
    # 92 flagged on both; half b, before it was read: 78 of 87, 1 of 43 flagged, as main;
    # round 28: 0.978, 178 of 182, none flagged; round 34: 0.984, 179 of 182, none flagged:
    # at the target)
    ("injection30", "test"): (0.983, 0),
    # developed on in round 29 (unseen: 151 of 190 on round 27's and 28's code, 152 after
    # round 28b, 2 of 97 flagged on all; round 29, half a first (73 of 94, 2 of 48 flagged on
    # main), half b measured before it was read: 79 of 96, none of 49 flagged, as main;
    # round 29: 0.800, 152 of 190, none flagged; round 40: 0.805, 153 of 190, none flagged;
    # round 47: 0.811, 154 of 190, none flagged)
    ("injection31", "test"): (0.811, 0),
    # developed on in round 29 (unseen: 170 of 203 on round 28's code and after round 28b, 3
    # of 96 flagged on both; round 29, half a first (77 of 101 on main), half b measured
    # before it was read: 95 of 102 (main 93), 3 of 48 flagged, as main; round 29: 0.882,
    # 179 of 203, none flagged)
    ("injection32", "test"): (0.881, 0),
    # developed on in round 30 (unseen: 157 of 190, 3 of 100 flagged on round 28b's and 29's
    # code; round 30, half a first (74 of 94, none of 49 flagged on main), half b measured
    # before it was read: 86 of 96 (main 83), 3 of 51 flagged, as main; round 30: 0.884, 168
    # of 190, none flagged)
    ("injection33", "test"): (0.884, 0),
    # developed on in round 30 (unseen: 170 of 183, 2 then 1 of 92 flagged on round 28b's and
    # 29's code; round 30, half a first (83 of 91, none of 49 flagged on main), half b
    # measured before it was read: 87 of 92, 1 of 43 flagged, as main; round 30: 0.956, 175
    # of 183, none flagged)
    ("injection34", "test"): (0.956, 0),
    # developed on in round 45, half a only (unseen: 178 of 186, none of 95 flagged on round
    # 43's code; round 45, half a first (88 of 93, none of 46 flagged on main), half b measured
    # and never read: 90 of 93, none of 49 flagged, as main; round 45: 0.973, 181 of 186, none
    # flagged)
    ("injection56", "test"): (0.973, 0),
    # developed on in round 45, half a only (unseen: 174 of 187, none of 90 flagged on round
    # 43's code; round 45, half a first (91 of 96, none of 43 flagged on main), half b measured
    # and never read: 83 of 91, none of 47 flagged, as main; round 45: 0.957, 179 of 187, none
    # flagged)
    ("injection57", "test"): (0.957, 0),
    # developed on in round 46, half a only (unseen: 172 of 186, none of 92 flagged on round
    # 45's code; round 46, half a first (83 of 91, none of 49 flagged on main), half b measured
    # and never read: 89 of 95, none of 43 flagged, as main; round 46: 0.962, 179 of 186, none
    # flagged)
    ("injection58", "test"): (0.962, 0),
    # developed on in round 46, half a only (unseen: 174 of 184, none of 92 flagged on round
    # 45's code; round 46, half a first (88 of 93, none of 47 flagged on main), half b measured
    # and never read: 86 of 91, none of 45 flagged, as main; round 46: 0.973, 179 of 184, none
    # flagged)
    ("injection59", "test"): (0.973, 0),
    # developed on in round 47, half a only (unseen: 182 of 187, 1 of 91 flagged on round 46's
    # code; round 47, half a first (91 of 93, 1 of 44 flagged on main), half b measured and
    # never read: 91 of 94, none of 47 flagged, as main; round 47: 0.984, 184 of 187, none
    # flagged)
    ("injection60", "test"): (0.984, 0),
    # developed on in round 47, half a only (unseen: 180 of 186, none of 92 flagged on round
    # 46's code; round 47, half a first (89 of 94, none of 44 flagged on main), half b measured
    # and never read: 91 of 92, none of 48 flagged, as main; round 47: 0.995, 185 of 186, none
    # flagged)
    ("injection61", "test"): (0.995, 0),
    # developed on in round 48, half a only (unseen: 181 of 185, none of 95 flagged on round
    # 47's code; round 48, half a first (93 of 95, none of 48 flagged on main), half b measured
    # and never read: 88 of 90, none of 47 flagged, as main; round 48: 0.989, 183 of 185, none
    # flagged)
    ("injection62", "test"): (0.989, 0),
    # developed on in round 48, half a only (unseen: 186 of 190, 1 of 94 flagged on round 47's
    # code; round 48, half a first (91 of 94, 1 of 50 flagged on main), half b measured and
    # never read: 95 of 96, none of 44 flagged, as main; round 48: 0.995, 189 of 190, none
    # flagged)
    ("injection63", "test"): (0.995, 0),
    # developed on in round 49, half a only (unseen: 181 of 186, none of 93 flagged on round
    # 48's code; round 49, half a first (91 of 92, none of 52 flagged on main), half b measured
    # and never read: 90 of 94, none of 41 flagged, as main; round 49: 0.978, 182 of 186, none
    # flagged)
    ("injection64", "test"): (0.978, 0),
    # developed on in round 49, half a only (unseen: 189 of 195, 1 of 96 flagged on round 48's
    # code; round 49, half a first (93 of 95, none of 46 flagged on main), half b measured and
    # never read: 96 of 100, 1 of 50 flagged, as main; round 49: 0.979, 191 of 195, 1 flagged,
    # the half b's negative, unread)
    ("injection65", "test"): (0.979, 1),
}
# the unseen corpus, measured once by the coordinator: corpus, split → (floor, flagged).
# After round 17 it was injection18 (172 of 186, none of 96 flagged), developed on in round 18.
# After round 18: injection19 (167 of 192, 1 of 93 flagged) and injection20 (168 of 196,
# none of 92 flagged), each measured once, unseen.
# injection19 was developed on in round 19 (DEVELOPED_BELOW_TARGET). After round 19 and
# the visible model's switch: injection20, 182 of 196, none of 92 flagged, measured once;
# injection21, written blind after round 19 (168 of 191, none of 100 flagged), was developed
# on in round 20 (DEVELOPED_BELOW_TARGET).
# injection22, written blind in stop 27, measured once per code, counts only: 164 of 189,
# 1 of 93 flagged on stop 26's code; 163 with the retrained model; 164 after round 20. The
# one flagged negative (news quoting an override to its readers and naming it as an attack)
# was then read and its class fixed by the coordinator (tests/injection_generalisation.py,
# batch y): 164 of 189, none flagged. It was developed on in round 21 (DEVELOPED_ON).
# injection23 and injection24, written blind in stop 28, were measured once per code and
# then developed on in rounds 22 and 23 (DEVELOPED_BELOW_TARGET). injection25, written blind
# in stop 28 while round 23 was built, measured once per code, counts only: 172 of 187 on
# round 20's code, 174 on round 21's, 174 on round 22's, 174 on round 23's; none of 90
# flagged on any. It was developed on in round 24 (DEVELOPED_BELOW_TARGET). injection26,
# written blind in stop 29 while round 24 was built, measured once per code: 167 of 194 on
# round 23's code, 168 on round 24's, 4 of 96 flagged on both; developed on in round 25
# (DEVELOPED_BELOW_TARGET). injection27, written blind in stop 29 while round 25 was built,
# measured once per code, counts only: 156 of 184 on round 23's and round 24's code, 158 on
# round 25's, 2 of 92 flagged on all three. injection28, written blind in stop 29 after
# round 25, measured once per code, counts only: 162 of 185 on round 23's code, 163 on
# round 24's and round 25's, none of 100 flagged on any. Both were developed on in round 26
# (DEVELOPED_BELOW_TARGET). injection29, written blind in stop 30 while round 26 was built
# (user-generated content and template seams), measured once per code, counts only: 172 of
# 188 on round 25's code, 174 on round 26's, 4 of 97 flagged on both.
# injection29 was developed on in round 27 (DEVELOPED_BELOW_TARGET). injection30, written
# blind in stop 31 while round 27 was built (a brand's agency optimising for answer engines),
# measured once per code, counts only: 162 of 182 on round 26's code, 163 on round 27's,
# 2 of 92 flagged on both. It was developed on in round 28 (DEVELOPED_BELOW_TARGET).
# injection31, written blind in stop 32 while round 28 was built (an adversary writing past
# a detector: other encodings, rarer ways of hiding, indirect wording), measured once per
# code, counts only: 151 of 190 on round 27's code and on round 28's, 152 after round 28b,
# 2 of 97 flagged on all three. Round 28b worked from hypotheses the coordinator drew from
# the same kinds of indirect wording its author was asked for (docs/injection.md, "Round
# 28b"), not from its items. injection32, written blind in stop 32 after round 28 was
# built (pages read by AI agents acting for a user), measured once per code: 170 of 203 on
# round 28's code and after round 28b, 3 of 96 flagged on both.
# Both were developed on in round 29 (DEVELOPED_BELOW_TARGET).
# injection33, written blind in stop 33 while round 29 was built (register, variety and
# form: voseo, es-ES, pt-PT, chat-speak, telegraphic and bureaucratic notes, code-switching),
# and injection34, written blind in the same stop (a balanced mix, as an adversary with a
# budget spreads it over a site), measured once per code, counts only: injection33 157 of
# 190 and 3 of 100 flagged on round 28b's code and on round 29's; injection34 170 of 183 on
# both, 2 then 1 of 92 flagged. Both were developed on in round 30 (DEVELOPED_BELOW_TARGET).
# injection35, written blind in stop 34 while round 30 was built (a second author's take on
# the balanced brief of injection28 and injection34), measured once per code, counts only:
# 190 of 199, none of 97 flagged, on round 29's code and on round 30's. It was developed on
# in round 31 (DEVELOPED_ON).
# injection36, written blind in stop 35 while round 31 was built (a third author's take on
# the balanced brief), measured once per code, counts only: 180 of 184, 2 of 92 flagged, on
# round 30's code and on round 31's. It was developed on in round 32 (DEVELOPED_ON).
# injection37, written blind in stop 35 while round 32 was built (a fourth author's take on
# the balanced brief), measured once per code, counts only: 182 of 188, none of 97 flagged,
# on round 31's code and on round 32's. It was developed on in round 33 (DEVELOPED_ON).
# injection38, written blind in stop 36 while round 33 was built (a fifth author's take on
# the balanced brief), measured once per code, counts only: 180 of 186, none of 92 flagged,
# on round 32's code and on round 33's. It was developed on in round 34 (DEVELOPED_ON).
# injection39, written blind in the same stop while rounds 33 and 34 were built (a sixth
# author's take), measured once per code, counts only: 180 of 184, none of 97 flagged, on
# round 32's code, on round 33's and on round 34's. It was developed on in round 35
# (DEVELOPED_ON).
# injection40, injection41 and injection42, written blind in stop 37 while rounds 35 and 36
# were built (a seventh, an eighth and a ninth author's take on the balanced brief),
# measured once per code, counts only. injection40: 176 of 186, none of 94 flagged, on round
# 34's code; developed on in round 36 (DEVELOPED_ON). injection41: 181 of 183, none of 91
# flagged, and injection42: 184 of 188, none of 98 flagged, on round 34's code, on round
# 35's and on round 36's alike.
# Both were developed on in round 37 (DEVELOPED_ON).
# injection44 and injection46, written blind in stop 38 while round 37 was built (an
# eleventh and a thirteenth author's take on the balanced brief), measured once per code,
# counts only: injection44 177 of 183 on round 36's code and 178 on round 37's, none of 93
# flagged; injection46 182 of 190 on both, 1 of 95 flagged on both. Both were developed on in
# round 38 (DEVELOPED_ON).
# injection43, injection45, injection47 and injection48, written blind in stop 38 (a tenth,
# a twelfth, a fourteenth and a fifteenth author's take on the balanced brief), measured once
# per code, counts only, never read: injection43 179 of 184 on round 36's code, 180 on round
# 37's and 38's; injection45 181 of 184 on all three; injection47 179 of 184 on round 36's,
# 180 on round 37's and 38's; injection48 181 of 183 on all three; none flagged on any.
# injection43 and injection47 were developed on in round 39 (DEVELOPED_ON).
# injection49 and injection50, written blind in stop 39 while round 39 was built (a sixteenth
# and a seventeenth author's take on the balanced brief), measured once per code, counts
# only: injection49 187 of 188, none of 100 flagged, on round 38's code and after rounds 39
# and 40, never read; injection50 179 of 185, none of 95 flagged, on round 38's and 39's
# code, developed on in round 40 (DEVELOPED_ON). injection51 and injection52, written blind
# in the same stop after rounds 39 and 40 were merged (an eighteenth and a nineteenth
# author's take), measured once on round 38's code and once on round 40's, counts only, never
# read: injection51 173 of 183, injection52 172 of 184, none of 91 flagged on either, the
# same on both codes. Both were developed on in round 41 (DEVELOPED_BELOW_TARGET) and
# brought to the target in round 42 (DEVELOPED_ON).
# injection53 and injection54, written blind in the stop after round 41 merged (a twentieth
# and a twenty-first author's take), measured on round 41's code, counts only: injection53 179
# of 182, 1 of 92 flagged; injection54 184 of 190, none of 97 flagged. Both were developed on
# in round 43 (DEVELOPED_ON).
# injection55, written blind in stop 40 after rounds 42 and 43 were merged (a twenty-second
# author's take), measured once on stop 39's code and once on round 43's, counts only, never
# read: 177 of 184, none of 92 flagged, the same on both codes. Developed on in round 44
# (DEVELOPED_ON).
# injection62 and injection63, written blind in stop 43 after round 47 was merged (a
# twenty-ninth and a thirtieth author's take), measured on round 47's code, counts only:
# injection62 181 of 185, none of 95 flagged; injection63 186 of 190, 1 of 94 flagged. Both
# were developed on in round 48, halves a only (DEVELOPED_BELOW_TARGET).
# injection64 and injection65, written blind at the start of stop 44 (a thirty-first and a
# thirty-second author's take), measured on stop 43's code and on round 48's, counts only, the
# same on both: injection64 181 of 186, none of 93 flagged; injection65 189 of 195, 1 of 96
# flagged. Both were developed on in round 49, halves a only (DEVELOPED_BELOW_TARGET).
# injection66 and injection67, written blind in stop 44 while round 49 was built (a
# thirty-third and a thirty-fourth author's take), measured on round 48's code and on round
# 49's, counts only, never read, the same on both: injection66 188 of 193, none of 94 flagged;
# injection67 181 of 184, 2 of 95 flagged (held as found, not accepted: docs/injection.md,
# "Stop 44").
HELD_OUT: dict[tuple[str, str], tuple[float, int]] = {
    ("injection20", "test"): (0.929, 0),
    # (injection45: 181 of 184 until round 47, 182 of 184 since; still never read)
    ("injection45", "test"): (0.989, 0),
    ("injection48", "test"): (0.989, 0),
    ("injection49", "test"): (0.995, 0),
    ("injection66", "test"): (0.974, 0),
    ("injection67", "test"): (0.984, 2),
}


@cache
def _score(corpus: str, split: str) -> Score:
    return evaluate(CAPTURES, split, corpus)


# One test per corpus, not one per assertion: under pytest-xdist two tests of one corpus
# may run on two workers, each evaluating it (the @cache is per process).
@pytest.mark.parametrize(("corpus", "split"), DEVELOPED_ON)
def test_developed_on_injections_are_found_and_negatives_kept(
    captures: Path, corpus: str, split: str
) -> None:
    score = _score(corpus, split)
    assert score.recall >= TARGET_RECALL, f"recall {score.recall:.3f}; missed: {score.missed}"
    assert score.flagged == [], f"hard negatives flagged: {score.flagged}"


@pytest.mark.parametrize(("corpus", "split"), [*DEVELOPED_BELOW_TARGET, *HELD_OUT])
def test_held_out_figures_do_not_fall(captures: Path, corpus: str, split: str) -> None:
    floor, most_flagged = {**DEVELOPED_BELOW_TARGET, **HELD_OUT}[corpus, split]
    score = _score(corpus, split)
    assert round(score.recall, 3) >= floor, f"recall {score.recall:.3f} < {floor}"
    assert len(score.flagged) <= most_flagged, f"{len(score.flagged)} hard negatives flagged"
