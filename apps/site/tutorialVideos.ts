/**
 * The clips of the video tutorials and films, filmed by the site's build: each shot of a clip (tutorialClips.ts)
 * draws one of the posters' drawings in, the way a scan sweeps a room, while it moves; the frames are drawn with
 * resvg and encoded by the ffmpeg that npm installs (@ffmpeg-installer), as WebM (VP8), which every browser the site
 * supports plays, Chromium builds without the proprietary codecs included. Each clip gets WebVTT captions in the
 * languages it is listed in (tutorialCaptions.ts). Written under `media/tutorials/<locale>/`, never committed.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ffmpeg from '@ffmpeg-installer/ffmpeg';
import { Resvg } from '@resvg/resvg-js';
import type { Locale } from '@kankan/i18n';
import type { Plugin } from 'vite';
// By path, not by package name: Vite loads its config's packages with Node, which does not run TypeScript.
// eslint-disable-next-line kankan/package-boundaries -- a build-time file, bundled by Vite's config loader
import { POSTER_GRID, POSTER_MOTIFS } from '../../packages/ui/src/patterns/VideoTutorialList/posterMotifs.ts';
// eslint-disable-next-line kankan/package-boundaries -- a build-time file, bundled by Vite's config loader
import { colorThemes } from '../../packages/ui/src/tokens/values.ts';
import { SHOT_SECONDS, TUTORIAL_CLIPS, type ClipId, type Move, type Shot } from './src/pages/support/tutorialClips.ts';
import { TUTORIAL_CAPTIONS } from './tutorialCaptions.ts';

/** Small and slow-moving: line drawings need few pixels and frames, and the build stays quick. */
export const CLIP_WIDTH = 640;
export const CLIP_HEIGHT = 360;
export const CLIP_FPS = 12;
/** The posters' canvas (posterMotifs.ts). */
const CANVAS = { width: 160, height: 90 };
/** Part of a shot spent sweeping its drawing in; the rest holds it while the caption is read. */
const SWEEP = 0.55;
/** Part of a shot at each end spent fading from and to the background, so shots do not cut. */
const FADE = 0.08;

/** The dark surface of the posters (the inverted theme): a clip plays in the same colours as its card. */
const colours = colorThemes.inverted;

const clamp = (value: number) => Math.min(1, Math.max(0, value));
const ease = (value: number) => value * value * (3 - 2 * value);

/** Where a shot's drawing is at `progress` (0 to 1) of the shot, as an SVG transform about the canvas centre. */
export function moveTransform(move: Move, progress: number): string {
  const p = ease(clamp(progress));
  const cx = CANVAS.width / 2;
  const cy = CANVAS.height / 2;
  const about = (scale: number) => `translate(${cx} ${cy}) scale(${scale.toFixed(4)}) translate(${-cx} ${-cy})`;
  switch (move) {
    case 'left':
      return `translate(${(12 - 24 * p).toFixed(3)} 0)`;
    case 'right':
      return `translate(${(-12 + 24 * p).toFixed(3)} 0)`;
    case 'rise':
      return `translate(0 ${(8 - 16 * p).toFixed(3)})`;
    case 'sink':
      return `translate(0 ${(-8 + 16 * p).toFixed(3)})`;
    case 'closer':
      return about(0.9 + 0.3 * p);
    case 'farther':
      return about(1.2 - 0.3 * p);
    case 'turn':
      return `rotate(${(-6 + 12 * p).toFixed(3)} ${cx} ${cy})`;
  }
}

function motifMarkup(motif: number): string {
  const shapes = POSTER_MOTIFS[motif];
  if (!shapes) throw new Error(`tutorialVideos: no poster drawing ${motif}`);
  return shapes
    .map((shape) =>
      shape.kind === 'circle'
        ? `<circle cx="${shape.cx}" cy="${shape.cy}" r="${shape.r}"/>`
        : `<path d="${shape.d}"${shape.dash ? ` stroke-dasharray="${shape.dash}"` : ''}/>`,
    )
    .join('');
}

/** One frame of a clip at `seconds`, as SVG on the posters' canvas. */
export function frameSvg(shots: readonly Shot[], seconds: number): string {
  const index = Math.min(shots.length - 1, Math.floor(seconds / SHOT_SECONDS));
  const shot = shots[index];
  if (!shot) throw new Error('tutorialVideos: a clip without shots');
  const progress = clamp((seconds - index * SHOT_SECONDS) / SHOT_SECONDS);
  const swept = ease(clamp(progress / SWEEP));
  const edge = (CANVAS.width * swept).toFixed(3);
  const opacity = clamp(Math.min(progress, 1 - progress) / FADE).toFixed(3);
  const { width, height } = CANVAS;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${CLIP_WIDTH}" height="${CLIP_HEIGHT}">`,
    `<defs><clipPath id="swept"><rect width="${edge}" height="${height}"/></clipPath></defs>`,
    `<rect width="${width}" height="${height}" fill="${colours.background}"/>`,
    `<path d="${POSTER_GRID}" stroke="${colours.border}" stroke-width="0.4"/>`,
    `<g opacity="${opacity}" transform="${moveTransform(shot.move, progress)}">`,
    `<g clip-path="url(#swept)" fill="none" stroke="${colours.accent}" stroke-width="1.4" stroke-linecap="round" stroke-linejoin="round">`,
    motifMarkup(shot.motif),
    '</g>',
    // The sweeping edge, like a scanner's line passing over the room; gone once the drawing is whole.
    swept < 1 ? `<path d="M${edge} 0v${height}" stroke="${colours.accent}" stroke-width="0.6" opacity="0.6"/>` : '',
    '</g>',
    '</svg>',
  ].join('');
}

function timestamp(seconds: number): string {
  const whole = Math.round(seconds * 1000);
  const part = (value: number, digits = 2) => String(value).padStart(digits, '0');
  return `${part(Math.floor(whole / 3_600_000))}:${part(Math.floor(whole / 60_000) % 60)}:${part(
    Math.floor(whole / 1000) % 60,
  )}.${part(whole % 1000, 3)}`;
}

/** WebVTT captions: one cue per shot, each line for as long as its shot shows. */
export function webVtt(lines: readonly string[], shotSeconds: number = SHOT_SECONDS): string {
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const cues = lines.map((line, index) =>
    [
      String(index + 1),
      `${timestamp(index * shotSeconds)} --> ${timestamp((index + 1) * shotSeconds)}`,
      escape(line),
    ].join('\n'),
  );
  return `WEBVTT\n\n${cues.join('\n\n')}\n`;
}

/** The encoder's settings for raw frames on its input and a WebM file on its output. */
function encoderArguments(file: string): string[] {
  return [
    ['-hide_banner', '-loglevel', 'error', '-y'],
    ['-f', 'rawvideo', '-pix_fmt', 'rgba', '-s', `${CLIP_WIDTH}x${CLIP_HEIGHT}`, '-r', String(CLIP_FPS), '-i', '-'],
    // A keyframe every two seconds, so the player can seek; quality capped by bitrate (VP8's CRF mode).
    ['-c:v', 'libvpx', '-crf', '20', '-b:v', '300k', '-g', String(CLIP_FPS * 2), '-deadline', 'good'],
    ['-cpu-used', '5', '-pix_fmt', 'yuv420p', '-an', '-f', 'webm', file],
  ].flat();
}

function frameTimes(shots: readonly Shot[]): number[] {
  return Array.from({ length: shots.length * SHOT_SECONDS * CLIP_FPS }, (_, frame) => frame / CLIP_FPS);
}

/** The clip's frames drawn and encoded by ffmpeg into `file`. */
export async function filmClip(shots: readonly Shot[], file: string): Promise<void> {
  const encoder = spawn(ffmpeg.path, encoderArguments(file), { stdio: ['pipe', 'ignore', 'pipe'] });
  let errors = '';
  encoder.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  // An encoder that stops early closes its input: its exit status and message below say why.
  encoder.stdin.on('error', () => undefined);
  const exited = new Promise<number | null>((resolve, reject) => {
    encoder.once('error', reject);
    encoder.once('close', resolve);
  });
  for (const seconds of frameTimes(shots)) {
    if (encoder.exitCode !== null || encoder.stdin.destroyed) break;
    // The frames have no text, so the system's fonts are never read (loading them dwarfs drawing a frame).
    const pixels = new Resvg(frameSvg(shots, seconds), { font: { loadSystemFonts: false } }).render().pixels;
    if (!encoder.stdin.write(pixels)) await once(encoder.stdin, 'drain');
  }
  encoder.stdin.end();
  const code = await exited;
  if (code !== 0) throw new Error(`tutorialVideos: ffmpeg ended with ${code}: ${errors.trim()}`);
}

/**
 * What a clip's file is made from: every frame's drawing, the encoder's settings and its version. Equal keys make
 * equal files, so a build reuses a clip it has filmed before.
 */
export function clipKey(shots: readonly Shot[]): string {
  const hash = createHash('sha256').update(`${ffmpeg.version}\0${encoderArguments('').join(' ')}\0`);
  for (const seconds of frameTimes(shots)) hash.update(frameSvg(shots, seconds));
  return hash.digest('hex').slice(0, 32);
}

export interface FilmedClip {
  id: ClipId;
  video: Buffer;
  /** WebVTT by language, for each language the clip is listed in. */
  captions: { locale: string; text: string }[];
  /** Taken from the cache rather than filmed now. */
  cached: boolean;
}

const ALL_CLIPS = Object.keys(TUTORIAL_CLIPS) as ClipId[];

/**
 * The clips `ids` (every clip by default), filmed a few at a time (the encoders run beside the drawing). With
 * `cacheDir`, clips filmed before are taken from there and the others kept there; filming every clip also removes the
 * files no clip uses any more.
 */
export async function filmAll({
  cacheDir,
  ids = ALL_CLIPS,
}: { cacheDir?: string | undefined; ids?: readonly ClipId[] } = {}): Promise<FilmedClip[]> {
  const folder = cacheDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'kankan-clips-'));
  fs.mkdirSync(folder, { recursive: true });
  const used = new Set<string>();
  try {
    const queue = [...ids];
    const filmed: FilmedClip[] = [];
    const worker = async () => {
      for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
        const clip = TUTORIAL_CLIPS[id];
        const captions = clip.locales.map((locale) => {
          const lines = TUTORIAL_CAPTIONS[id][locale];
          if (lines?.length !== clip.shots.length)
            throw new Error(`tutorialVideos: ${id} needs one ${locale} caption per shot`);
          return { locale, text: webVtt(lines) };
        });
        const name = `${clipKey(clip.shots)}.webm`;
        used.add(name);
        const file = path.join(folder, name);
        const cached = fs.existsSync(file);
        if (!cached) {
          // Filmed under another name and renamed once whole, so a build stopped halfway leaves no broken clip.
          const partial = path.join(folder, `${process.pid}-${name}.partial`);
          await filmClip(clip.shots, partial);
          fs.renameSync(partial, file);
        }
        filmed.push({ id, video: fs.readFileSync(file), captions, cached });
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, Math.min(4, os.availableParallelism())) }, worker));
    return filmed;
  } finally {
    if (cacheDir && ids === ALL_CLIPS) {
      for (const name of fs.readdirSync(folder))
        if (name.endsWith('.webm') && !used.has(name)) fs.rmSync(path.join(folder, name), { force: true });
    } else if (!cacheDir) {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  }
}

/** Writes every clip and its captions into the build, under `media/tutorials/<locale>/` (tutorialMedia.ts). */
export function tutorialVideos(): Plugin {
  let cacheDir: string | undefined;
  return {
    name: 'site:tutorial-videos',
    // The browser build only: the prerendering build is written beside the site and never served.
    apply: (_config, env) => env.command === 'build' && env.isSsrBuild !== true,
    configResolved(config) {
      cacheDir = path.join(config.cacheDir, 'tutorial-clips');
    },
    async generateBundle() {
      const started = performance.now();
      const clips = await filmAll({ cacheDir });
      for (const clip of clips) {
        for (const { locale, text } of clip.captions) {
          const base = `media/tutorials/${locale}/${clip.id}`;
          this.emitFile({ type: 'asset', fileName: `${base}.webm`, source: clip.video });
          this.emitFile({ type: 'asset', fileName: `${base}.vtt`, source: text });
        }
      }
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const filmed = clips.filter((clip) => !clip.cached).length;
      this.info(`${clips.length} tutorial clips, ${filmed} filmed now and the others cached, in ${seconds} s`);
    },
  };
}

/** The clip and captions file a dev server request names (`/media/tutorials/<locale>/<id>.webm|.vtt`), if any. */
export function requestedClip(url: string): { id: ClipId; locale: Locale; kind: 'webm' | 'vtt' } | null {
  const match = /^\/media\/tutorials\/(zh|en)\/([a-z-]+)\.(webm|vtt)$/.exec(url.split('?')[0] ?? '');
  const [, locale, id, kind] = match ?? [];
  if (!match || (locale !== 'zh' && locale !== 'en') || (kind !== 'webm' && kind !== 'vtt')) return null;
  if (!id || !Object.hasOwn(TUTORIAL_CLIPS, id)) return null;
  const clip = id as ClipId;
  return (TUTORIAL_CLIPS[clip].locales as readonly Locale[]).includes(locale) ? { id: clip, locale, kind } : null;
}

/** `npm run dev`: the same files as the build's, each clip filmed when first asked for, kept in the same cache. */
export function tutorialVideosInDev(): Plugin {
  let cacheDir: string | undefined;
  const filming = new Map<ClipId, Promise<FilmedClip | undefined>>();
  return {
    name: 'site:tutorial-videos-dev',
    apply: 'serve',
    configResolved(config) {
      cacheDir = path.join(config.cacheDir, 'tutorial-clips');
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const asked = requestedClip(request.url ?? '');
        if (!asked) return next();
        const clip = filming.get(asked.id) ?? filmAll({ cacheDir, ids: [asked.id] }).then(([filmed]) => filmed);
        filming.set(asked.id, clip);
        clip.then(
          (filmed) => {
            const body =
              asked.kind === 'webm'
                ? filmed?.video
                : filmed?.captions.find((captions) => captions.locale === asked.locale)?.text;
            if (body === undefined) return next();
            response.setHeader('content-type', asked.kind === 'webm' ? 'video/webm' : 'text/vtt; charset=utf-8');
            response.end(body);
          },
          (error: unknown) => {
            filming.delete(asked.id);
            next(error);
          },
        );
      });
    },
  };
}
