import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import {
  ATTRIBUTION_STORAGE_KEY,
  captureAttribution,
  parseTrackingParams,
  readAttribution,
  resetAttributionMemory,
} from './attribution';

function page(url: string, referrer = '') {
  const { pathname, search, origin } = new URL(url);
  return { location: { pathname, search, origin }, referrer, storage: window.sessionStorage };
}

beforeEach(() => {
  window.sessionStorage.clear();
  resetAttributionMemory();
});

afterEach(() => {
  window.sessionStorage.clear();
});

describe('first-touch attribution', () => {
  it('records the first page of the visit: tracking params, landing page, external referrer', () => {
    const first = captureAttribution(
      page(
        'https://saltoia.com.br/salto?utm_source=google&utm_medium=cpc&utm_campaign=salto&utm_term=ia&utm_content=a&gclid=G1&fbclid=F1&x=1',
        'https://www.google.com/',
      ),
    );
    expect(first).toEqual({
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'salto',
      utm_term: 'ia',
      utm_content: 'a',
      gclid: 'G1',
      fbclid: 'F1',
      landing_page:
        '/salto?utm_source=google&utm_medium=cpc&utm_campaign=salto&utm_term=ia&utm_content=a&gclid=G1&fbclid=F1&x=1',
      referrer: 'https://www.google.com/',
    });
    expect(readAttribution()).toEqual(first);
  });

  it('keeps the first touch: later pages of the visit never overwrite it', () => {
    captureAttribution(page('https://saltoia.com.br/?utm_source=instagram', 'https://l.instagram.com/'));
    const later = captureAttribution(
      page('https://saltoia.com.br/agentes-de-ia?utm_source=newsletter', 'https://saltoia.com.br/'),
    );
    expect(later).toMatchObject({ utm_source: 'instagram', landing_page: '/?utm_source=instagram' });
    expect(readAttribution()).toMatchObject({
      utm_source: 'instagram',
      referrer: 'https://l.instagram.com/',
    });
  });

  it('records a first touch without campaign too (organic visit), and ignores internal referrers', () => {
    captureAttribution(page('https://saltoia.com.br/cases', 'https://saltoia.com.br/'));
    captureAttribution(page('https://saltoia.com.br/salto?utm_source=late'));
    expect(readAttribution()).toEqual({ landing_page: '/cases' });
  });

  it('caps every value to its column limit (utm 255, click ids 512, pages 2048) and drops control characters', () => {
    const long = (char: string, n: number) => char.repeat(n);
    const query = new URLSearchParams({
      utm_source: long('s', 300),
      utm_campaign: `a\u0000b${long('c', 400)}`,
      gclid: long('g', 600),
      fbclid: long('f', 513),
      pad: long('p', 3000),
    });
    const result = captureAttribution(
      page(`https://saltoia.com.br/?${query}`, `https://ref.example/${long('r', 3000)}`),
    );
    expect(result.utm_source).toHaveLength(255);
    expect(result.utm_campaign).toHaveLength(255);
    expect(result.utm_campaign!.startsWith('abc')).toBe(true);
    expect(result.gclid).toHaveLength(512);
    expect(result.fbclid).toHaveLength(512);
    expect(result.landing_page).toHaveLength(2048);
    expect(result.referrer).toHaveLength(2048);
  });

  it('never splits a character when capping', () => {
    const result = parseTrackingParams(`?utm_term=${encodeURIComponent('😀'.repeat(300))}`);
    expect(Array.from(result.utm_term!)).toHaveLength(255);
    expect(result.utm_term!.endsWith('😀')).toBe(true);
  });

  it('works when storage is unavailable or throws (kept in memory for the page)', () => {
    const throwing = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
    } as unknown as Storage;
    const source = { ...page('https://saltoia.com.br/?utm_source=x'), storage: throwing };
    expect(captureAttribution(source)).toMatchObject({ utm_source: 'x' });
    expect(readAttribution(throwing)).toMatchObject({ utm_source: 'x' });
    expect(
      captureAttribution({ ...page('https://saltoia.com.br/?utm_source=y'), storage: undefined }),
    ).toMatchObject({
      utm_source: 'x',
    });
  });

  it('ignores corrupt or foreign stored data', () => {
    window.sessionStorage.setItem(ATTRIBUTION_STORAGE_KEY, '{not json');
    expect(readAttribution()).toEqual({});
    window.sessionStorage.setItem(
      ATTRIBUTION_STORAGE_KEY,
      JSON.stringify({ utm_source: 42, utm_medium: 'ok', evil: 'x', referrer: 'r'.repeat(5000) }),
    );
    const stored = readAttribution();
    expect(stored).toEqual({ utm_medium: 'ok', referrer: 'r'.repeat(2048) });
  });

  it('reads the browser location when called without arguments (root App effect)', () => {
    window.history.replaceState(null, '', '/agentes-de-ia?utm_source=linkedin');
    expect(captureAttribution()).toMatchObject({
      utm_source: 'linkedin',
      landing_page: '/agentes-de-ia?utm_source=linkedin',
    });
    expect(JSON.parse(window.sessionStorage.getItem(ATTRIBUTION_STORAGE_KEY)!)).toMatchObject({
      utm_source: 'linkedin',
    });
  });
});
