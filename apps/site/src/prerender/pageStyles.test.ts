import { describe, expect, it } from 'vitest';
import { classesOfSheet, createInlineStyleMover, linkedSheets, sheetsUsed } from './pageStyles.ts';

describe('inline styles moved to rules', () => {
  it('gives each distinct declaration list one rule, decoded, and drops one that could leave its rule', () => {
    const mover = createInlineStyleMover();
    const body = mover.move(
      '<a style="width:1px"></a><b style="width:1px"></b><i style="color:red;}body{x:y"></i><u style="a:&quot;b&quot;"></u>',
    );
    expect(body).toBe(
      '<a data-prerender-style="0"></a><b data-prerender-style="0"></b><i></i><u data-prerender-style="1"></u>',
    );
    expect(mover.rules()).toBe('[data-prerender-style="0"]{width:1px}\n[data-prerender-style="1"]{a:"b"}');
    expect(mover.size).toBe(2);
    expect(mover.dropped).toEqual(['color:red;}body{x:y']);
  });

  it('numbers the rules across every markup one mover moves, and leaves markup without styles alone', () => {
    const mover = createInlineStyleMover();
    expect(mover.move('<p style="top:0">a</p>')).toBe('<p data-prerender-style="0">a</p>');
    expect(mover.move('<p style="left:0"></p><p style="top:0"></p>')).toBe(
      '<p data-prerender-style="1"></p><p data-prerender-style="0"></p>',
    );
    expect(mover.move('<p class="x">style="top:0"</p>')).toBe('<p class="x">style="top:0"</p>');
    expect(createInlineStyleMover().rules()).toBe('');
  });
});

describe('the style sheets a page needs', () => {
  it('reads the class names a sheet defines, once each', () => {
    expect(classesOfSheet('.a_1{color:red}.b-2:hover .a_1{x:y}@media (min-width:1.5em){._c{}}')).toEqual([
      'a_1',
      'b-2',
      '_c',
    ]);
  });

  it('reads the sheets a page links', () => {
    expect(
      linkedSheets(
        '<link rel="stylesheet" crossorigin href="/assets/a.css"><link rel="preload" href="/assets/f.woff2"><link rel="stylesheet" href="/assets/b.css">',
      ),
    ).toEqual(['assets/a.css', 'assets/b.css']);
  });

  it('links the sheets of the classes used, in the build order, except those already linked', () => {
    const sheets = [
      ['assets/b.css', ['two']],
      ['assets/a.css', ['one']],
      ['assets/t.css', ['one']],
    ] as const;
    expect(sheetsUsed('<p class="one  two"></p>', sheets, ['assets/t.css'])).toEqual(['assets/b.css', 'assets/a.css']);
    expect(sheetsUsed('<p class="three"></p>', sheets, [])).toEqual([]);
  });
});
