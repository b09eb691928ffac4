/**
 * The media-library migration on a database that already has content: every image URL the content
 * holds (case cover, gallery, testimonial photo and SEO image, article cover and inline images,
 * press logos) becomes one library row, without alt text yet; an image in this project's Storage
 * keeps where its file is, with its type and size.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { migrationsAround } from './migrations-around.ts';
import { testDatabase, type TestDatabase } from '../../local-supabase/db/extensions/test-database.ts';

const MIGRATION = '20261201110000_media.sql';
const STORED = 'http://127.0.0.1:54321/storage/v1/object/public/case-images/cases/1-abc.webp';

let db: TestDatabase;

beforeAll(async () => {
  db = await testDatabase(migrationsAround(MIGRATION).before);
  await db.admin.query(
    `insert into storage.objects (bucket_id, name, metadata)
     values ('case-images', 'cases/1-abc.webp', '{"mimetype": "image/webp", "size": 12345}')`,
  );
  await db.admin.query(
    `insert into public.cases (titulo, subtitulo, slug, imagem_destacada, galeria, depoimento_foto)
     values ('Case', 'Antes', 'case-antes', $1, array['https://cdn.example.com/g1.png', $1], 'https://cdn.example.com/p.jpg')`,
    [STORED],
  );
  await db.admin.query(
    `insert into public.insights (titulo, slug, imagem, conteudo)
     values ('Artigo', 'artigo', 'https://cdn.example.com/capa.png',
             '<p>a</p><img alt="x" src="https://cdn.example.com/inline.gif"><p><img src="https://cdn.example.com/g1.png"></p>')`,
  );
  await db.admin.query(
    `insert into public.noticias (titulo, link_externo, imagem) values ('Notícia', 'https://news.example.com/a', 'https://cdn.example.com/logo.webp')`,
  );
  await db.migrate(migrationsAround(MIGRATION).from);
}, 120_000);

afterAll(async () => {
  await db?.close();
});

describe('the media-library migration on existing content', () => {
  it('brings every image the content uses into the library once, alt text still to write', async () => {
    const { rows } = await db.admin.query(
      `select url, bucket, object_name, mime_type, size_bytes::int, alt, decorative from public.media order by url collate "C"`,
    );
    const external = (url: string) => ({
      url,
      bucket: null,
      object_name: null,
      mime_type: null,
      size_bytes: null,
      alt: null,
      decorative: false,
    });
    expect(rows).toEqual([
      {
        url: STORED,
        bucket: 'case-images',
        object_name: 'cases/1-abc.webp',
        mime_type: 'image/webp',
        size_bytes: 12345,
        alt: null,
        decorative: false,
      },
      external('https://cdn.example.com/capa.png'),
      external('https://cdn.example.com/g1.png'),
      external('https://cdn.example.com/inline.gif'),
      external('https://cdn.example.com/logo.webp'),
      external('https://cdn.example.com/p.jpg'),
    ]);
  });
});
