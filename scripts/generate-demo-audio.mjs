// Writes public/media/podcast-demo.wav: a 20-second soft chime arpeggio (mono, 11,025 Hz, 16-bit
// PCM, 441,044 bytes) that the investor portal's "live stream" loops in place of a real stream
// (podcast episodes are stored recordings, decision 0034). No dependencies; the output is deterministic, so re-running it changes nothing.
//
//   node scripts/generate-demo-audio.mjs
//
// 16-bit at 11,025 Hz rather than 8-bit at 22,050 Hz (the same size): the chimes stay well under
// the 5.5 kHz limit, and 16 bits keep the quiet fade-outs free of 8-bit hiss.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const SAMPLE_RATE = 11_025;
const SECONDS = 20;
const FADE_IN = 1.0;
const FADE_OUT = 3.0;
const OUT = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "public", "media", "podcast-demo.wav");

const total = SAMPLE_RATE * SECONDS;
const mix = new Float64Array(total);
const midiToHz = (note) => 440 * 2 ** ((note - 69) / 12);

// Four bars of five seconds: Cmaj7, Am7, Fmaj7, G6, each arpeggiated up and down in eighths.
const CHORDS = [
  [48, 60, 64, 67, 71, 72],
  [45, 57, 60, 64, 67, 69],
  [41, 57, 60, 65, 69, 72],
  [43, 55, 59, 62, 64, 67],
];
const BAR = 5;
const STEP = BAR / 16;

/** A bell-like note: a few partials decaying at their own rates, with a 5 ms attack. */
function chime(start, note, gain) {
  const f = midiToHz(note);
  const partials = [
    [1, 1, 1.6],
    [2, 0.35, 2.8],
    [3, 0.12, 4.5],
    [4.07, 0.05, 6], // slightly inharmonic: the "glass" in the chime
  ];
  const from = Math.floor(start * SAMPLE_RATE);
  const length = Math.floor(2.5 * SAMPLE_RATE);
  for (let i = 0; i < length && from + i < total; i++) {
    const t = i / SAMPLE_RATE;
    const attack = Math.min(1, t / 0.005);
    let v = 0;
    for (const [ratio, amp, decay] of partials) {
      if (f * ratio >= SAMPLE_RATE / 2) continue;
      v += amp * Math.exp(-decay * t) * Math.sin(2 * Math.PI * f * ratio * t);
    }
    mix[from + i] += gain * attack * v;
  }
}

/** A quiet sustained pad under each bar (root and fifth), swelling in and out. */
function pad(start, notes, gain) {
  const from = Math.floor(start * SAMPLE_RATE);
  const length = Math.floor((BAR + 0.5) * SAMPLE_RATE);
  for (let i = 0; i < length && from + i < total; i++) {
    const t = i / SAMPLE_RATE;
    const envelope = Math.sin((Math.PI * t) / (BAR + 0.5)) ** 2;
    let v = 0;
    for (const note of notes) {
      const f = midiToHz(note);
      v += Math.sin(2 * Math.PI * f * t) + 0.2 * Math.sin(2 * Math.PI * 2 * f * t + 0.5);
    }
    mix[from + i] += (gain * envelope * v) / notes.length;
  }
}

CHORDS.forEach((chord, bar) => {
  const start = bar * BAR;
  pad(start - 0.25, [chord[0] + 12, chord[3]], 0.18);
  const up = chord.slice(1);
  const pattern = [...up, ...up.slice(0, -1).reverse(), ...up.slice(1, 5)]; // 5 + 4 + 4 = 13 notes
  pattern.forEach((note, i) => chime(start + i * STEP, note, i === 0 ? 0.5 : 0.34));
  chime(start, chord[0] + 12, 0.22); // the bar's bass note under its first chime
});

// A soft echo (3/8 s, two repeats) to blend the chimes.
const delay = Math.floor(0.375 * SAMPLE_RATE);
for (let i = total - 1; i >= delay; i--) {
  mix[i] += 0.28 * mix[i - delay] + (i >= 2 * delay ? 0.1 * mix[i - 2 * delay] : 0);
}

// Fades, then normalise to -3 dBFS.
for (let i = 0; i < total; i++) {
  const t = i / SAMPLE_RATE;
  const fadeIn = Math.min(1, t / FADE_IN);
  const fadeOut = Math.min(1, (SECONDS - t) / FADE_OUT);
  mix[i] *= Math.sin((fadeIn * Math.PI) / 2) ** 2 * Math.sin((fadeOut * Math.PI) / 2) ** 2;
}
let peak = 0;
for (const v of mix) peak = Math.max(peak, Math.abs(v));
const scale = (10 ** (-3 / 20) * 32767) / peak;

// Triangular dither from a fixed-seed generator, so the file is identical on every run.
let seed = 0x2f6e2b1;
const random = () => {
  seed ^= seed << 13;
  seed ^= seed >>> 17;
  seed ^= seed << 5;
  return (seed >>> 0) / 0x1_0000_0000;
};

const dataBytes = total * 2;
const wav = Buffer.alloc(44 + dataBytes);
wav.write("RIFF", 0, "ascii");
wav.writeUInt32LE(36 + dataBytes, 4);
wav.write("WAVE", 8, "ascii");
wav.write("fmt ", 12, "ascii");
wav.writeUInt32LE(16, 16); // fmt chunk size
wav.writeUInt16LE(1, 20); // PCM
wav.writeUInt16LE(1, 22); // mono
wav.writeUInt32LE(SAMPLE_RATE, 24);
wav.writeUInt32LE(SAMPLE_RATE * 2, 28); // byte rate
wav.writeUInt16LE(2, 32); // block align
wav.writeUInt16LE(16, 34); // bits per sample
wav.write("data", 36, "ascii");
wav.writeUInt32LE(dataBytes, 40);
for (let i = 0; i < total; i++) {
  const sample = Math.round(mix[i] * scale + random() - random());
  wav.writeInt16LE(Math.max(-32768, Math.min(32767, sample)), 44 + i * 2);
}

mkdirSync(path.dirname(OUT), { recursive: true });
writeFileSync(OUT, wav);
console.log(
  `Wrote ${path.relative(process.cwd(), OUT)}: ${wav.length} bytes, ${SECONDS} s, ${SAMPLE_RATE} Hz mono 16-bit`,
);
