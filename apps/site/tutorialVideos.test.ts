// @vitest-environment node
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import ffmpeg from '@ffmpeg-installer/ffmpeg';
import { afterAll, describe, expect, it } from 'vitest';
import { clipSeconds, SHOT_SECONDS, TUTORIAL_CLIPS, type ClipId } from './src/pages/support/tutorialClips.ts';
import { TUTORIAL_CAPTIONS } from './tutorialCaptions.ts';
import { clipKey, filmAll, frameSvg, requestedClip, webVtt } from './tutorialVideos.ts';
// eslint-disable-next-line kankan/package-boundaries -- a build-time file's data, read as the build reads it
import { POSTER_MOTIFS } from '../../packages/ui/src/patterns/VideoTutorialList/posterMotifs.ts';

const CHINESE = /[\u4e00-\u9fff]/;
const IDS = Object.keys(TUTORIAL_CLIPS) as ClipId[];
const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

/** The length ffmpeg reads from a WebM file's header, in seconds. */
async function probedSeconds(video: Buffer): Promise<number> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'kankan-probe-'));
  folders.push(folder);
  const file = path.join(folder, 'clip.webm');
  fs.writeFileSync(file, video);
  // ffmpeg with an input and no output describes the input, then exits with an error for the missing output.
  const stderr = await promisify(execFile)(ffmpeg.path, ['-hide_banner', '-i', file]).then(
    () => '',
    (error: { stderr?: string }) => error.stderr ?? '',
  );
  const [, hours = '0', minutes = '0', seconds = '0'] = /Duration: (\d+):(\d+):([\d.]+)/.exec(stderr) ?? [];
  expect(stderr).toMatch(/Video: vp8/);
  return Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds);
}

describe('the tutorial clips', () => {
  it('every clip has one caption per shot in each language it is listed in, in that language', () => {
    for (const id of IDS) {
      const clip = TUTORIAL_CLIPS[id];
      for (const locale of clip.locales) {
        const lines = TUTORIAL_CAPTIONS[id][locale] ?? [];
        expect({ id, locale, lines: lines.length }).toEqual({ id, locale, lines: clip.shots.length });
        for (const line of lines)
          expect({ id, line, chinese: CHINESE.test(line) }).toEqual({ id, line, chinese: locale === 'zh' });
      }
    }
  });

  it('the films are listed in both languages', () => {
    for (const id of IDS.filter((name) => name.startsWith('film-')))
      expect([...TUTORIAL_CLIPS[id].locales].sort()).toEqual(['en', 'zh']);
  });

  it("each clip is its own: no two share their shots, and every shot draws one of the posters' drawings", () => {
    const sequences = IDS.map((id) => JSON.stringify(TUTORIAL_CLIPS[id].shots));
    expect(new Set(sequences).size).toBe(IDS.length);
    for (const id of IDS) for (const shot of TUTORIAL_CLIPS[id].shots) expect(POSTER_MOTIFS[shot.motif]).toBeDefined();
    expect(new Set(IDS.map((id) => clipKey(TUTORIAL_CLIPS[id].shots))).size).toBe(IDS.length);
  });

  it('a shot moves: its frames differ over time, and the next shot draws another picture', () => {
    const shots = TUTORIAL_CLIPS['quick-start'].shots;
    const frames = [0.5, 1, 2, 3.5, SHOT_SECONDS + 2].map((seconds) => frameSvg(shots, seconds));
    expect(new Set(frames).size).toBe(frames.length);
    // No text in the picture: the words are in the captions.
    for (const frame of frames) expect(frame).not.toMatch(/<text/);
  });

  it('captions are WebVTT, one cue per shot for as long as the shot shows, with markup characters escaped', () => {
    expect(webVtt(['Set the tripod', 'Press <capture> & step away'], 4)).toBe(
      [
        'WEBVTT',
        '',
        '1',
        '00:00:00.000 --> 00:00:04.000',
        'Set the tripod',
        '',
        '2',
        '00:00:04.000 --> 00:00:08.000',
        'Press &lt;capture&gt; &amp; step away',
        '',
      ].join('\n'),
    );
  });

  it('a filmed clip is a VP8 WebM as long as the length the lists show, and is kept for the next build', async () => {
    const cache = fs.mkdtempSync(path.join(os.tmpdir(), 'kankan-clips-test-'));
    folders.push(cache);
    const [filmed] = await filmAll({ cacheDir: cache, ids: ['film-tripod'] });
    expect(filmed?.id).toBe('film-tripod');
    expect(filmed?.cached).toBe(false);
    const video = filmed?.video ?? Buffer.alloc(0);
    expect([...video.subarray(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
    expect(await probedSeconds(video)).toBeCloseTo(clipSeconds('film-tripod'), 1);
    expect(filmed?.captions.map((captions) => captions.locale).sort()).toEqual(['en', 'zh']);
    expect(fs.readdirSync(cache)).toEqual([`${clipKey(TUTORIAL_CLIPS['film-tripod'].shots)}.webm`]);
    // A second build takes the kept file rather than filming it again (marked here so it can tell).
    const kept = path.join(cache, `${clipKey(TUTORIAL_CLIPS['film-tripod'].shots)}.webm`);
    fs.writeFileSync(kept, Buffer.concat([video, Buffer.from('kept')]));
    const [again] = await filmAll({ cacheDir: cache, ids: ['film-tripod'] });
    expect(again?.video.subarray(-4).toString()).toBe('kept');
    expect(again?.cached).toBe(true);
  });

  it('the dev server answers the paths the lists link to, and no others', () => {
    expect(requestedClip('/media/tutorials/zh/quick-start.webm')).toEqual({
      id: 'quick-start',
      locale: 'zh',
      kind: 'webm',
    });
    expect(requestedClip('/media/tutorials/en/film-pro.vtt?x=1')).toEqual({
      id: 'film-pro',
      locale: 'en',
      kind: 'vtt',
    });
    // A Chinese lesson has no English captions; unknown names and other paths are left to the server.
    expect(requestedClip('/media/tutorials/en/quick-start.vtt')).toBeNull();
    expect(requestedClip('/media/tutorials/zh/constructor.webm')).toBeNull();
    expect(requestedClip('/media/tutorials/zh/../quick-start.webm')).toBeNull();
    expect(requestedClip('/media/panorama/1.png')).toBeNull();
  });
});
