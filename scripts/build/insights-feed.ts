/**
 * `/insights/feed.xml`: RSS 2.0 of the newest public articles, written by the build beside
 * sitemap.xml (build-host-files.ts) from the same API and key the build reads (read as a visitor:
 * drafts and scheduled articles never enter it). Absolute URLs; each item has its title, address,
 * publication date, description and category. The insights pages point at it from `<head>`
 * (`<link rel="alternate" type="application/rss+xml">`).
 */
import fs from 'node:fs';
import path from 'node:path';

import { createClient } from '@supabase/supabase-js';

import { INSIGHTS_FEED_PATH, INSIGHTS_PATH, insightPath } from '../../src/config/content-paths.ts';
import { listPagesSeo } from '../../src/content/seo.ts';
import { routeUrl } from '../../src/lib/host-files.ts';
import type { Database } from '../../src/types/database.types.ts';

/** How many articles the feed lists: the newest ones, as readers poll it. */
export const FEED_ITEMS = 20;

export interface FeedItem {
  title: string;
  path: string;
  publishedAt: string;
  description: string | null;
  category: string | null;
}

/** The newest public articles, newest first; a failed read fails the build, as the sitemap's does. */
export async function readInsightsFeed(apiUrl: string, publishableKey: string): Promise<FeedItem[]> {
  const supabase = createClient<Database>(apiUrl, publishableKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const { data, error } = await supabase
    .from('insights')
    .select('slug, titulo, descricao, publicado_em, categoria:categorias(nome, slug)')
    .order('publicado_em', { ascending: false })
    .order('id')
    .limit(FEED_ITEMS);
  if (error) throw new Error(`[prerender] could not read the feed's insights from ${apiUrl}: ${error.message}`);
  return data.map((row) => ({
    title: row.titulo,
    path: insightPath(row.categoria?.slug, row.slug),
    publishedAt: row.publicado_em,
    description: row.descricao,
    category: row.categoria?.nome ?? null,
  }));
}

const xmlEscape = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** RFC 822 dates, as RSS 2.0 asks (`Tue, 02 Dec 2026 09:00:00 GMT`). */
const rssDate = (iso: string) => new Date(iso).toUTCString();

export function buildInsightsFeedXml(siteUrl: string, items: readonly FeedItem[], builtAt: Date): string {
  const seo = listPagesSeo.insights;
  const element = (name: string, value: string) => `<${name}>${xmlEscape(value)}</${name}>`;
  const entries = items.map((item) => {
    const url = routeUrl(siteUrl, item.path);
    return [
      '    <item>',
      `      ${element('title', item.title)}`,
      `      ${element('link', url)}`,
      `      <guid isPermaLink="true">${xmlEscape(url)}</guid>`,
      `      ${element('pubDate', rssDate(item.publishedAt))}`,
      ...(item.description ? [`      ${element('description', item.description)}`] : []),
      ...(item.category ? [`      ${element('category', item.category)}`] : []),
      '    </item>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    ${element('title', seo.title)}`,
    `    ${element('link', routeUrl(siteUrl, INSIGHTS_PATH))}`,
    `    ${element('description', seo.description)}`,
    '    <language>pt-BR</language>',
    `    ${element('lastBuildDate', rssDate(builtAt.toISOString()))}`,
    `    <atom:link href="${xmlEscape(routeUrl(siteUrl, INSIGHTS_FEED_PATH))}" rel="self" type="application/rss+xml"/>`,
    ...entries,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

/** Writes the feed into the build's `client/`; returns its name there. */
export function writeInsightsFeed(clientDir: string, siteUrl: string, items: readonly FeedItem[], builtAt: Date) {
  const name = INSIGHTS_FEED_PATH.slice(1);
  fs.mkdirSync(path.dirname(path.join(clientDir, name)), { recursive: true });
  fs.writeFileSync(path.join(clientDir, name), buildInsightsFeedXml(siteUrl, items, builtAt));
  return name;
}
