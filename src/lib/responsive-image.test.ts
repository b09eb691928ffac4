// @vitest-environment jsdom
import { createClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';

import { IMAGE_LAYOUTS, largestWidth, renderImageUrl, responsiveImage } from './responsive-image';

const SUPABASE_URL = 'https://abcd.supabase.co';
const ON = { supabaseUrl: SUPABASE_URL, transformations: true };
const storage = createClient(SUPABASE_URL, 'anon-key-for-building-urls-only').storage;

/** What the admin stores for an upload: supabase-js's public URL. */
const stored = (bucket: string, name: string) => storage.from(bucket).getPublicUrl(name).data.publicUrl;

describe('renderImageUrl', () => {
  it.each([
    [
      'case-images',
      'cases/1732262400000-k3j9x2.webp',
      { width: 640, height: 360, resize: 'cover', quality: 75 },
    ],
    ['news-images', 'noticias/logo do jornal ção.png', { width: 320, quality: 75 }],
  ] as const)('is what getPublicUrl builds with the same transform (%s/%s)', (bucket, name, transform) => {
    expect(renderImageUrl(stored(bucket, name), transform, SUPABASE_URL)).toBe(
      storage.from(bucket).getPublicUrl(name, { transform }).data.publicUrl,
    );
  });

  it('leaves alone what is not a public object of this project', () => {
    const transform = { width: 100, quality: 75 };
    for (const url of [
      'https://images.example.com/storage/v1/object/public/case-images/a.webp',
      `${SUPABASE_URL}/storage/v1/object/sign/case-images/a.webp?token=x`,
      `${SUPABASE_URL}/storage/v1/object/public/case-images/a.webp?v=2`,
      `${SUPABASE_URL}/storage/v1/object/public/case-images`,
    ]) {
      expect(renderImageUrl(url, transform, SUPABASE_URL)).toBeNull();
    }
  });
});

describe('responsiveImage', () => {
  const cover = stored('case-images', 'seed/bella-moda-capa.webp');
  const render = (width: number, height?: number) =>
    storage.from('case-images').getPublicUrl('seed/bella-moda-capa.webp', {
      transform: height ? { width, height, resize: 'cover', quality: 75 } : { width, quality: 75 },
    }).data.publicUrl;

  it('offers the layout’s widths cropped to its box, the largest as src', () => {
    expect(responsiveImage(cover, IMAGE_LAYOUTS.card, ON)).toEqual({
      src: render(1080, 608),
      srcSet: [
        `${render(400, 225)} 400w`,
        `${render(640, 360)} 640w`,
        `${render(800, 450)} 800w`,
        `${render(1080, 608)} 1080w`,
      ].join(', '),
      sizes: IMAGE_LAYOUTS.card.sizes,
    });
  });

  it('keeps the proportions of an image shown whole (the lightbox)', () => {
    const image = responsiveImage(cover, IMAGE_LAYOUTS.lightbox, ON);
    expect(image.srcSet?.split(', ')).toEqual([
      `${render(640)} 640w`,
      `${render(1080)} 1080w`,
      `${render(1440)} 1440w`,
      `${render(1920)} 1920w`,
    ]);
  });

  it('returns external images, and every image of a project without transformations, as they are', () => {
    const external = 'https://cdn.example.com/capa.jpg';
    expect(responsiveImage(external, IMAGE_LAYOUTS.caseCover, ON)).toEqual({ src: external });
    expect(responsiveImage(cover, IMAGE_LAYOUTS.caseCover, { ...ON, transformations: false })).toEqual({
      src: cover,
    });
  });

  it('never needs a stored case image wider than the lightbox shows it', () => {
    expect(largestWidth(IMAGE_LAYOUTS.caseCover, IMAGE_LAYOUTS.gallery, IMAGE_LAYOUTS.lightbox)).toBe(1920);
    expect(largestWidth(IMAGE_LAYOUTS.pressLogo)).toBe(480);
  });
});
