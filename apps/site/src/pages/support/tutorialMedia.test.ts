import { describe, expect, it } from 'vitest';
import { lessonVideo } from './tutorialMedia.ts';

describe('lessonVideo', () => {
  it("without a setting, a lesson plays the build's WebM clip from the site itself, captions beside it", () => {
    expect(lessonVideo('quick-start', 'zh')).toEqual({
      src: '/media/tutorials/zh/quick-start.webm',
      captions: '/media/tutorials/zh/quick-start.vtt',
    });
    expect(lessonVideo('film-pro', 'en').src).toBe('/media/tutorials/en/film-pro.webm');
  });

  it('a configured host keeps the same layout, whatever slashes end it', () => {
    expect(lessonVideo('pairing', 'en', 'https://media.example.com/tutorials//')).toEqual({
      src: 'https://media.example.com/tutorials/en/pairing.webm',
      captions: 'https://media.example.com/tutorials/en/pairing.vtt',
    });
  });
});
