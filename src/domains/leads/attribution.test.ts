// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';

import {
  captureAttribution,
  parseTrackingParams,
  readAttribution,
  resetAttributionMemory,
} from './attribution';

function page(url: string, referrer = '') {
  const { pathname, search, origin } = new URL(url);
  return { location: { pathname, search, origin }, referrer };
}

beforeEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
  resetAttributionMemory();
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

  it('keeps the first touch: later pages of the app never overwrite it', () => {
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

  it('reads the browser location when called without arguments (root App effect)', () => {
    window.history.replaceState(null, '', '/agentes-de-ia?utm_source=linkedin');
    expect(captureAttribution()).toMatchObject({
      utm_source: 'linkedin',
      landing_page: '/agentes-de-ia?utm_source=linkedin',
    });
    // Nothing is kept on the visitor's device.
    expect(window.sessionStorage.length).toBe(0);
    expect(window.localStorage.length).toBe(0);
    expect(document.cookie).toBe('');
  });
});
