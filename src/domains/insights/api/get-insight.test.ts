import { describe, expect, it, vi } from 'vitest';

import { findInsightWithFallback } from './get-insight';

describe('findInsightWithFallback (old path-shaped slugs)', () => {
  it('finds the article by its slug first', async () => {
    const fetchBySlug = vi.fn(async (slug: string) => (slug === 'post' ? { slug } : null));
    await expect(findInsightWithFallback(fetchBySlug, 'categoria', 'post')).resolves.toEqual({
      slug: 'post',
    });
    expect(fetchBySlug).toHaveBeenCalledTimes(1);
  });

  it("retries with '/{categorySlug}/{postSlug}' when the slug finds nothing", async () => {
    const fetchBySlug = vi.fn(async (slug: string) => (slug === '/categoria/post' ? { slug } : null));
    await expect(findInsightWithFallback(fetchBySlug, 'categoria', 'post')).resolves.toEqual({
      slug: '/categoria/post',
    });
    expect(fetchBySlug.mock.calls.map(([slug]) => slug)).toEqual(['post', '/categoria/post']);
  });

  it('retries when the first lookup fails, and returns what the second finds', async () => {
    const fetchBySlug = vi
      .fn<(slug: string) => Promise<{ slug: string } | null>>()
      .mockRejectedValueOnce(new Error('falhou'))
      .mockResolvedValueOnce({ slug: '/categoria/post' });
    await expect(findInsightWithFallback(fetchBySlug, 'categoria', 'post')).resolves.toEqual({
      slug: '/categoria/post',
    });
  });

  it('is null when neither slug exists', async () => {
    await expect(findInsightWithFallback(async () => null, 'categoria', 'post')).resolves.toBeNull();
  });

  it('rethrows the first error when the fallback finds nothing either (not "not found")', async () => {
    const fetchBySlug = vi
      .fn<(slug: string) => Promise<{ slug: string } | null>>()
      .mockRejectedValueOnce(new Error('rede indisponível'))
      .mockResolvedValueOnce(null);
    await expect(findInsightWithFallback(fetchBySlug, 'categoria', 'post')).rejects.toThrow(
      'rede indisponível',
    );
  });

  it('throws when the fallback lookup fails', async () => {
    const fetchBySlug = vi
      .fn<(slug: string) => Promise<{ slug: string } | null>>()
      .mockResolvedValueOnce(null)
      .mockRejectedValueOnce(new Error('rede indisponível'));
    await expect(findInsightWithFallback(fetchBySlug, 'categoria', 'post')).rejects.toThrow(
      'rede indisponível',
    );
  });
});
