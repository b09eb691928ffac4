/**
 * Content images at the size the layout needs: the prerendered LCP preload, the width each screen
 * takes from the render endpoint, and the shrinking of uploads for projects without image
 * transformations — in Chromium against the build and a fresh local-supabase.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';

import { JSDOM } from 'jsdom';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { IMAGE_LAYOUTS } from '../../src/lib/responsive-image';
import { serviceClient } from '../setup/clients.ts';
import { launchBrowser, siteUrl } from './support/browser.ts';

/** Chromium's Accept header for images. */
const IMAGE_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const widthsOf = (srcset: string) => srcset.split(', ').map((candidate) => candidate.split(' ')[1]);

describe('a prerendered case page', () => {
  it("preloads its cover from <head> with high priority, with exactly the img's candidates", async () => {
    const html = await (
      await fetch(siteUrl('/cases/clinica-vida-plena-agendamento-automatico-pelo-whatsapp'))
    ).text();
    const { document } = new JSDOM(html).window;
    const cover = document.querySelector('main img[fetchpriority="high"]')!;
    const preload = document.head.querySelector('link[rel="preload"][as="image"][fetchpriority="high"]')!;
    expect(preload.getAttribute('imagesrcset')).toBe(cover.getAttribute('srcset'));
    expect(preload.getAttribute('imagesizes')).toBe(cover.getAttribute('sizes'));
    // The seed's images live on the default local API: a build pointed at another port shows them
    // as stored (not this project's storage), so the widths are checked where they are the API's.
    if (cover.getAttribute('src')!.startsWith(`${inject('apiUrl')}/storage/v1/`)) {
      expect(widthsOf(cover.getAttribute('srcset')!)).toEqual(
        IMAGE_LAYOUTS.caseCover.widths.map((width) => `${width}w`),
      );
      expect(cover.getAttribute('sizes')).toBe(IMAGE_LAYOUTS.caseCover.sizes);
    }
  });
});

describe('a case published after the build', () => {
  const slug = `case-imagens-e2e-${randomUUID().slice(0, 8)}`;
  let caseId = '';

  beforeAll(async () => {
    const storage = `${inject('apiUrl')}/storage/v1/object/public/case-images/seed`;
    const { data, error } = await serviceClient()
      .from('cases')
      .insert({
        slug,
        titulo: `Case com imagens ${slug.slice(-8)}`,
        subtitulo: 'Imagens no tamanho de cada tela',
        publicado_em: '2026-03-05T15:00:00Z',
        imagem_destacada: `${storage}/sabor-da-serra-capa.webp`,
        galeria: [`${storage}/sabor-da-serra-galeria-1.webp`],
      })
      .select('id')
      .single();
    if (error) throw error;
    caseId = data.id;
  });

  afterAll(async () => {
    if (caseId) await serviceClient().from('cases').delete().eq('id', caseId);
  });

  it.each([
    { width: 390, height: 844, deviceScaleFactor: 3, expected: 1080 },
    { width: 1280, height: 800, deviceScaleFactor: 1, expected: 640 },
  ])(
    'at $width px ×$deviceScaleFactor the cover comes from the render endpoint, $expected px wide, WebP',
    async ({ width, height, deviceScaleFactor, expected }) => {
      const context = await browser.newContext({
        viewport: { width, height },
        deviceScaleFactor,
        locale: 'pt-BR',
      });
      const page = await context.newPage();
      const storageRequests: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/storage/v1/')) storageRequests.push(request.url());
      });
      await page.goto(siteUrl(`/cases/${slug}`));
      // The SPA shell starts the app on the visitor's first intent.
      await page.mouse.move(5, 5);
      const cover = page.locator('main img[fetchpriority="high"]');
      await expect
        .poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc))
        .toBeTruthy();
      const chosen = new URL(await cover.evaluate((img: HTMLImageElement) => img.currentSrc));
      expect(chosen.pathname).toBe(
        '/storage/v1/render/image/public/case-images/seed/sabor-da-serra-capa.webp',
      );
      expect(chosen.searchParams.get('width')).toBe(String(expected));
      expect(storageRequests.filter((url) => url.includes('/object/public/'))).toEqual([]);

      const response = await fetch(chosen, { headers: { accept: IMAGE_ACCEPT } });
      expect(response.headers.get('content-type')).toBe('image/webp');
      const pixels = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect([pixels.width, pixels.height]).toEqual([expected, Math.round((expected * 9) / 16)]);
      await context.close();
    },
  );
});

describe('uploads to a project without image transformations', () => {
  /** src/lib/shrink-image.ts as a module in the page, its export on `window.shrinkImage`. */
  const shrinkModule = `${
    ts.transpileModule(fs.readFileSync('src/lib/shrink-image.ts', 'utf8'), {
      compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext },
    }).outputText
  }\nwindow.shrinkImage = shrinkImage;`;

  it('are decoded, scaled down to the widest use and encoded as WebP in the browser', async () => {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><title>upload</title>');
    await page.addScriptTag({ type: 'module', content: shrinkModule });
    await page.waitForFunction(() => 'shrinkImage' in window);
    const results = await page.evaluate(async () => {
      type Shrink = (file: File, maxWidth: number) => Promise<File>;
      const shrink = (window as unknown as { shrinkImage: Shrink }).shrinkImage;
      const image = async (width: number, height: number, type: string, name: string) => {
        const canvas = new OffscreenCanvas(width, height);
        const context = canvas.getContext('2d')!;
        context.fillStyle = '#0b1530';
        context.fillRect(0, 0, width, height);
        context.fillStyle = '#ff6a1a';
        context.fillRect(width / 4, height / 4, width / 2, height / 2);
        return new File([await canvas.convertToBlob({ type })], name, { type });
      };
      const summary = async (original: File, file: File) => {
        const bitmap = await createImageBitmap(file);
        return {
          same: file === original,
          name: file.name,
          type: file.type,
          width: bitmap.width,
          height: bitmap.height,
          smaller: file.size < original.size,
        };
      };
      const photo = await image(3000, 2000, 'image/jpeg', 'foto grande.jpg');
      const logo = await image(400, 120, 'image/png', 'logo.png');
      const gif = new File([Uint8Array.from(atob('R0lGODlhAQABAAAAACw='), (c) => c.charCodeAt(0))], 'a.gif', {
        type: 'image/gif',
      });
      return {
        photo: await summary(photo, await shrink(photo, 1920)),
        logo: await summary(logo, await shrink(logo, 480)),
        gifKept: (await shrink(gif, 10)) === gif,
      };
    });
    expect(results.photo).toEqual({
      same: false,
      name: 'foto grande.webp',
      type: 'image/webp',
      width: 1920,
      height: 1280,
      smaller: true,
    });
    expect(results.logo).toMatchObject({ same: true, width: 400, height: 120 });
    expect(results.gifKept).toBe(true);
    await page.close();
  });
});
