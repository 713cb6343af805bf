import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as LoaderModule from './below-the-fold-loader';

type Loader = typeof LoaderModule;

/** A fresh copy of the loader: its wake-up signal is one per page load. */
async function freshLoader(): Promise<Loader> {
  vi.resetModules();
  return import('./below-the-fold-loader');
}

/** An IntersectionObserver whose callback the test calls: `observed` lists what it watches. */
function fakeObserver() {
  const observed: Element[] = [];
  let report: (entries: { isIntersecting: boolean }[]) => void = () => undefined;
  const disconnect = vi.fn();
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
        report = callback;
      }
      observe(element: Element) {
        observed.push(element);
      }
      disconnect = disconnect;
    },
  );
  return { observed, disconnect, intersect: (isIntersecting: boolean) => report([{ isIntersecting }]) };
}

/** Whether the promise has settled after pending work (module loads included) has run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await vi.dynamicImportSettled();
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

/** The prerendered sections under the hero, as the document holds them while hydrating. */
function prerenderSections() {
  document.body.innerHTML =
    '<section id="hero"></section><section id="about"></section><section id="faq"></section>';
}

describe('loadBelowTheFold', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
  });
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('loads the sections at once when the page is not prerendered HTML (client-side navigation)', async () => {
    const { loadBelowTheFold } = await freshLoader();
    const { BelowTheFold } = await import('./below-the-fold');
    await expect(loadBelowTheFold()).resolves.toEqual({ default: BelowTheFold });
  });

  it('over prerendered sections, waits until one of them comes near the viewport', async () => {
    prerenderSections();
    const observer = fakeObserver();
    const { loadBelowTheFold } = await freshLoader();
    const loading = loadBelowTheFold();
    expect(observer.observed.map((element) => element.id)).toEqual(['about', 'faq']);
    observer.intersect(false);
    expect(await settled(loading)).toBe(false);
    observer.intersect(true);
    expect(await settled(loading)).toBe(true);
    expect(observer.disconnect).toHaveBeenCalled();
  });

  it('loads the waiting sections when the visitor leaves the page', async () => {
    prerenderSections();
    fakeObserver();
    const { loadBelowTheFold, wakeBelowTheFold } = await freshLoader();
    const loading = loadBelowTheFold();
    expect(await settled(loading)).toBe(false);
    wakeBelowTheFold();
    expect(await settled(loading)).toBe(true);
  });
});
