import { gzipSync } from 'node:zlib';

import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';

import { authStorageKey } from './auth-storage-key';
import { trafficBeaconScript } from './traffic-beacon-script';

const API = 'https://abcdefghijklmnopqrst.supabase.co';
const KEY = 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH';
const script = trafficBeaconScript(API, KEY);

interface PageOptions {
  referrer?: string;
  width?: number;
  body?: string;
  /** Runs before the page's scripts: the browser's settings. */
  setUp?: (window: Window & typeof globalThis) => void;
}

/**
 * A page at `address` with the script at the end of its body, as the build writes it, in a fresh
 * browser window; resolves once it has loaded, with the beacons it sent and the window.
 */
async function visit(address: string, { referrer = '', width = 1280, body = '', setUp }: PageOptions = {}) {
  const beacons: { url: string; fields: Record<string, string> }[] = [];
  const dom = new JSDOM(`<!doctype html><html><body>${body}<script>${script}</script></body></html>`, {
    url: new URL(address, 'https://saltoia.com.br').href,
    referrer: referrer || undefined,
    runScripts: 'dangerously',
    pretendToBeVisual: true,
    beforeParse(window: Window & typeof globalThis) {
      Object.defineProperty(window, 'innerWidth', { value: width });
      Object.defineProperty(window.navigator, 'sendBeacon', {
        value: (url: string, data: URLSearchParams) => {
          beacons.push({ url, fields: Object.fromEntries(data) });
          return true;
        },
      });
      setUp?.(window);
    },
  });
  const { window } = dom;
  await new Promise<void>((resolve) => window.addEventListener('load', () => setTimeout(resolve, 10)));
  return { beacons, window };
}

describe('the traffic beacon', () => {
  it('adds at most 1 KB to each page as served (compressed; 1.3 KB uncompressed)', () => {
    expect(gzipSync(script).length).toBeLessThanOrEqual(1024);
    expect(new TextEncoder().encode(script).length).toBeLessThanOrEqual(1300);
  });

  it('sends one view after load, with the campaign, the referring site and which click id', async () => {
    const { beacons, window } = await visit(
      '/insights/automacao/agentes?utm_source=google&utm_campaign=raio-x&gclid=SECRET&x=1',
      { referrer: 'https://www.google.com.br/search?q=agentes' },
    );
    expect(beacons).toEqual([
      {
        url: `${API}/rest/v1/rpc/record_traffic_event?apikey=${KEY}`,
        fields: {
          kind: 'view',
          path: '/insights/automacao/agentes',
          device: 'desktop',
          referrer: 'www.google.com.br',
          utm_source: 'google',
          utm_campaign: 'raio-x',
          click_id: 'gclid',
        },
      },
    ]);
    expect(JSON.stringify(beacons)).not.toContain('SECRET');
    // Nothing is kept on the device.
    expect(window.localStorage.length + window.sessionStorage.length).toBe(0);
    expect(window.document.cookie).toBe('');
  });

  it('lets the app count pages reached inside it (without the campaign again) and its forms', async () => {
    const { beacons, window } = await visit('/?utm_source=newsletter', {
      referrer: 'https://saltoia.com.br/cases',
      width: 390,
    });
    expect(beacons[0].fields).toEqual({
      kind: 'view',
      path: '/',
      device: 'mobile',
      utm_source: 'newsletter',
    });
    window.history.pushState(null, '', '/salto');
    window.siteTraffic!('view');
    window.siteTraffic!('form_sent', 'salto');
    expect(beacons.slice(1).map((b) => b.fields)).toEqual([
      { kind: 'view', path: '/salto', device: 'mobile' },
      { kind: 'form_sent', path: '/salto', device: 'mobile', target: 'salto' },
    ]);
  });

  it('counts a click on a call to action by the form it leads to', async () => {
    const { beacons, window } = await visit('/insights', {
      width: 800,
      body: `
        <a href="/agentes-de-ia#contato"><span>Agendar meu Raio-X gratuito</span></a>
        <a href="#salto-form">Quero Fazer o Salto</a>
        <a href="/agentes-de-ia#raio-x-form">Solicitar Raio-X</a>
        <a href="/cases">Cases</a>`,
    });
    const { document } = window;
    for (const link of document.querySelectorAll('a')) {
      link.addEventListener('click', (event) => event.preventDefault());
    }
    document.querySelector('span')!.click();
    for (const link of document.querySelectorAll('a')) link.click();
    expect(beacons.map((b) => [b.fields.kind, b.fields.target, b.fields.device])).toEqual([
      ['view', undefined, 'tablet'],
      ['cta', 'agendar-raio-x', 'tablet'],
      ['cta', 'agendar-raio-x', 'tablet'],
      ['cta', 'quero-fazer-o-salto', 'tablet'],
      ['cta', 'agendar-raio-x', 'tablet'],
    ]);
  });

  it('waits until a background tab is shown', async () => {
    let visible = false;
    const { beacons, window } = await visit('/', {
      setUp(window) {
        Object.defineProperty(window.document, 'hidden', { get: () => !visible });
      },
    });
    expect(beacons).toEqual([]);
    visible = true;
    window.document.dispatchEvent(new window.Event('visibilitychange'));
    expect(beacons).toHaveLength(1);
  });

  it('sends nothing under Do-Not-Track or Global Privacy Control, on the admin, or for a staff session', async () => {
    const pages = await Promise.all([
      visit('/', { setUp: (w) => Object.defineProperty(w.navigator, 'doNotTrack', { value: '1' }) }),
      visit('/', {
        setUp: (w) => Object.defineProperty(w.navigator, 'globalPrivacyControl', { value: true }),
      }),
      visit('/admin/leads'),
      visit('/', { setUp: (w) => w.localStorage.setItem(authStorageKey(API), '{"access_token":"…"}') }),
    ]);
    for (const { beacons, window } of pages) {
      expect(beacons).toEqual([]);
      expect(window.siteTraffic).toBeUndefined();
    }
  });
});
