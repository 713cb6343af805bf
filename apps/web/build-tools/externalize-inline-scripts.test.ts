import { describe, expect, it } from 'vitest';
import { externalizePage } from './externalize-inline-scripts';

describe('externalizePage', () => {
  it("moves inline scripts to files in place, keeping their attributes but a module script's async", () => {
    const html =
      '<body><p>hi</p><script>window.a = 1;</script><script type="module" async="">import "/x.js";</script></body>';
    const page = externalizePage(html, '/assets/');
    const names = [...page.scripts.keys()];
    expect(names).toHaveLength(2);
    expect(page.scripts.get(names[0] ?? '')).toBe('window.a = 1;');
    expect(page.html).toBe(
      `<body><p>hi</p><script src="/assets/${names[0] ?? ''}"></script>` +
        `<script type="module" src="/assets/${names[1] ?? ''}"></script></body>`,
    );
  });

  it('leaves scripts with a src, empty scripts and data blocks alone', () => {
    const html =
      '<script src="/a.js"></script><script></script><script type="application/ld+json">{"a":1}</script>';
    const page = externalizePage(html, '/assets/');
    expect(page.html).toBe(html);
    expect(page.scripts.size).toBe(0);
  });

  it('names a script by its content, so pages share identical scripts', () => {
    const first = externalizePage('<script>same()</script>', '/assets/');
    const second = externalizePage('<p></p><script>same()</script>', '/assets/');
    expect([...first.scripts.keys()]).toEqual([...second.scripts.keys()]);
  });
});
