#!/usr/bin/env python3
"""Writes chip.wav: the Ante cue, a short two-note chime (22 kHz mono, 16-bit, ~0.45 s)."""
import math, struct, wave, sys

rate = 22050
notes = [(880.0, 0.0, 0.30), (1318.5, 0.12, 0.33)]  # A5 then E6, overlapping
length = int(rate * 0.45)
samples = []
for i in range(length):
    t = i / rate
    v = 0.0
    for freq, start, dur in notes:
        if start <= t < start + dur:
            local = t - start
            envelope = min(1.0, local / 0.005) * math.exp(-local * 9)
            v += 0.35 * envelope * math.sin(2 * math.pi * freq * local)
    samples.append(int(max(-1.0, min(1.0, v)) * 32000))
out = sys.argv[1] if len(sys.argv) > 1 else "chip.wav"
with wave.open(out, "wb") as w:
    w.setnchannels(1)
    w.setsampwidth(2)
    w.setframerate(rate)
    w.writeframes(struct.pack("<%dh" % len(samples), *samples))
