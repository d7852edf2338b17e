/**
 * The tutorial videos and their captions as the server sends them from the built site (`/media/tutorials/…`): a
 * browser's player asks for byte ranges, so a range is answered 206 with its place in the file, and each file carries
 * its media type. The site folder is a small fake build made here.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';

let siteDir: string;
let server: TestServer;

const CLIP = randomBytes(5000);
const CAPTIONS = 'WEBVTT\n\n00:00:00.000 --> 00:00:04.000\n把相机装上三脚架。\n';

beforeAll(async () => {
  siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kankan-media-'));
  fs.mkdirSync(path.join(siteDir, 'media/tutorials/zh'), { recursive: true });
  fs.writeFileSync(path.join(siteDir, 'index.html'), '<!doctype html><html><head></head><body>shell</body></html>');
  fs.writeFileSync(path.join(siteDir, 'media/tutorials/zh/quick-start.webm'), CLIP);
  fs.writeFileSync(path.join(siteDir, 'media/tutorials/zh/quick-start.vtt'), CAPTIONS);
  server = await startTestServer({ siteDir, demo: false });
});
afterAll(async () => {
  await server.close();
  fs.rmSync(siteDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers });

describe('tutorial videos', () => {
  it('a range of a video is answered 206 with that range, its place in the file and the video type', async () => {
    const response = await get('/media/tutorials/zh/quick-start.webm', { range: 'bytes=100-1099' });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe(`bytes 100-1099/${CLIP.length}`);
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(response.headers['content-type']).toBe('video/webm');
    expect(response.rawPayload.equals(CLIP.subarray(100, 1100))).toBe(true);
  });

  it('an open-ended range runs to the end of the file', async () => {
    const tail = await get('/media/tutorials/zh/quick-start.webm', { range: 'bytes=4000-' });
    expect(tail.statusCode).toBe(206);
    expect(tail.headers['content-range']).toBe(`bytes 4000-4999/${CLIP.length}`);
    expect(tail.rawPayload.equals(CLIP.subarray(4000))).toBe(true);
  });

  it('the whole video says it takes ranges', async () => {
    const response = await get('/media/tutorials/zh/quick-start.webm');
    expect(response.statusCode).toBe(200);
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(Number(response.headers['content-length'])).toBe(CLIP.length);
  });

  it('captions are text/vtt in UTF-8', async () => {
    const response = await get('/media/tutorials/zh/quick-start.vtt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/vtt(; charset=utf-8)?$/i);
    expect(response.body).toBe(CAPTIONS);
  });

  it("a page's policy lets media load from the site itself", async () => {
    const page = await get('/video-course', { 'accept-language': 'en' });
    const policy = String(page.headers['content-security-policy']);
    expect(policy.split('; ')).toContain("media-src 'self'");
  });

  it('a lesson that is not there is a plain 404, not the site page', async () => {
    const response = await get('/media/tutorials/zh/no-such-lesson.webm');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
  });
});
