import { afterEach, describe, expect, it, vi } from 'vitest';
import { scrollForLocation, scrollTargetId } from './scroll.ts';

// Only what a test added goes: the body is shared with the other test files of the worker (react-aria's live region).
const added: Element[] = [];

afterEach(() => {
  for (const element of added.splice(0)) element.remove();
  vi.restoreAllMocks();
});

describe('scroll on route change', () => {
  it('reads the target from the `id` query', () => {
    expect(scrollTargetId('?id=faq&x=1')).toBe('faq');
    expect(scrollTargetId('?x=1')).toBeNull();
    expect(scrollTargetId('?id=')).toBeNull();
  });

  it('scrolls to the top without an id', () => {
    const win = { scrollTo: vi.fn() };
    scrollForLocation('', document, win);
    expect(win.scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('scrolls to the named element when it is there', () => {
    const target = document.createElement('section');
    target.id = 'password';
    target.scrollIntoView = vi.fn();
    document.body.append(target);
    added.push(target);
    const win = { scrollTo: vi.fn() };
    scrollForLocation('?id=password', document, win);
    expect(target.scrollIntoView).toHaveBeenCalledTimes(1);
    expect(win.scrollTo).not.toHaveBeenCalled();
  });

  it('waits for an element the page renders later', async () => {
    const win = { scrollTo: vi.fn() };
    scrollForLocation('?id=later', document, win);
    expect(win.scrollTo).toHaveBeenCalledWith(0, 0);
    const target = document.createElement('div');
    target.id = 'later';
    const scrolled = vi.fn();
    target.scrollIntoView = scrolled;
    document.body.append(target);
    added.push(target);
    await vi.waitFor(() => expect(scrolled).toHaveBeenCalledTimes(1));
  });

  it('stops waiting when the page changes again', async () => {
    const win = { scrollTo: vi.fn() };
    const stop = scrollForLocation('?id=gone', document, win);
    stop();
    const target = document.createElement('div');
    target.id = 'gone';
    target.scrollIntoView = vi.fn();
    document.body.append(target);
    added.push(target);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(target.scrollIntoView).not.toHaveBeenCalled();
  });
});
