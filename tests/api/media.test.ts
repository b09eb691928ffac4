/**
 * The media library (public.media, *_media.sql) through the API: staff add and describe images
 * (alt text or decorative, never both; who added it is the database's), visitors read only what
 * public content uses, an image in use cannot be deleted (the message names where), and the seed's
 * images are in the library with their alt text.
 *
 * Rows are this file's own (a random tag in every URL), removed afterwards.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { mediaSearchFilter } from '@/lib/media-library';

import { anonClient, serviceClient, signedInClient, type Client } from '../setup/clients.ts';
import { SEED_ADMIN, SEED_EDITOR } from '../setup/seed-users.ts';

const t = Math.random().toString(36).slice(2, 8);
const imageUrl = (name: string) => `https://cdn.exemplo.com/${t}/${name}.webp`;

let service: Client;
let editor: Client;
let editorId: string;
const createdCases: string[] = [];

beforeAll(async () => {
  service = serviceClient();
  editor = await signedInClient(SEED_EDITOR.email, SEED_EDITOR.password);
  editorId = (await editor.auth.getUser()).data.user!.id;
});

afterAll(async () => {
  await service.from('cases').delete().in('id', createdCases);
  await service.from('cases').delete().in('id', createdCases); // the trash, then for good
  await service.from('media').delete().like('url', `%/${t}/%`);
});

async function addImage(name: string, fields: Record<string, unknown> = {}) {
  return editor
    .from('media')
    .insert({ url: imageUrl(name), alt: `Imagem ${name}`, width: 800, height: 600, ...fields })
    .select('*')
    .single();
}

describe('the media library', () => {
  it('an editor adds an image with alt text; the database says who and when', async () => {
    const { data, error } = await addImage('nova', { caption: 'Legenda' });
    expect(error).toBeNull();
    expect(data).toMatchObject({
      alt: 'Imagem nova',
      decorative: false,
      caption: 'Legenda',
      created_by: editorId,
      version: 1,
    });
    // Nobody signs an image as someone else.
    const forged = await editor
      .from('media')
      .insert({ url: imageUrl('forjada'), alt: 'x', created_by: '00000000-0000-4000-8000-000000000000' });
    expect(forged.error?.code).toBe('42501');
  });

  it('refuses alt text on a decorative image, a blank alt, a non-http address and a repeated one', async () => {
    expect((await addImage('decorativa', { decorative: true })).error?.code).toBe('23514');
    expect((await addImage('em-branco', { alt: '   ' })).error?.code).toBe('23514');
    expect((await addImage('decorativa-ok', { decorative: true, alt: null })).error).toBeNull();
    const badUrl = await editor.from('media').insert({ url: 'javascript:alert(1)', alt: 'x' });
    expect(badUrl.error?.code).toBe('23514');
    expect((await addImage('nova')).error?.code).toBe('23505');
  });

  it('visitors read only the images public content uses', async () => {
    const { data: unused } = await anonClient().from('media').select('url').eq('url', imageUrl('nova'));
    expect(unused).toEqual([]);
    const { data: seeded, error } = await anonClient()
      .from('media')
      .select('url, alt, width, height')
      .like('url', '%clinica-vida-plena-capa.webp');
    expect(error).toBeNull();
    expect(seeded).toEqual([
      expect.objectContaining({
        alt: 'Ilustração do case Clínica Vida Plena: agendamento automático pelo WhatsApp',
        width: 1200,
        height: 675,
      }),
    ]);
    // Who added an image is not theirs to read.
    const { error: hidden } = await anonClient().from('media').select('created_by').limit(1);
    expect(hidden?.code).toBe('42501');
  });

  it("an editor reads who added another person's image (media_uploaders); a visitor cannot", async () => {
    const admin = await signedInClient(SEED_ADMIN.email, SEED_ADMIN.password);
    const { data: image, error } = await admin
      .from('media')
      .insert({ url: imageUrl('do-admin'), alt: 'Imagem do admin' })
      .select('id')
      .single();
    expect(error).toBeNull();
    const { data: own } = await addImage('do-editor');
    // The profile embed answers an editor only for their own uploads (profiles' policies).
    const embedded = await editor
      .from('media')
      .select('author:profiles!created_by(email)')
      .eq('id', image!.id)
      .single();
    expect(embedded.data).toEqual({ author: null });

    const { data: uploaders, error: rpcError } = await editor.rpc('media_uploaders', {
      media_ids: [image!.id, own!.id],
    });
    expect(rpcError).toBeNull();
    expect(uploaders).toEqual(
      expect.arrayContaining([
        { media_id: image!.id, email: SEED_ADMIN.email },
        { media_id: own!.id, email: SEED_EDITOR.email },
      ]),
    );
    expect(uploaders).toHaveLength(2);

    const refused = await anonClient().rpc('media_uploaders', { media_ids: [image!.id] });
    expect(refused).toMatchObject({ data: null, error: { code: '42501' } });
  });

  it('the library\'s search takes % _ , ( ) " and \\ literally', async () => {
    const alts = [
      `${t} desconto de 50% no plano`,
      `${t} desconto de 500 no plano`,
      `${t} arquivo a_b`,
      `${t} arquivo axb`,
      `${t} (roxo, azul) "claro" c:\\fotos`,
    ];
    for (const [index, alt] of alts.entries())
      expect((await addImage(`busca-${index}`, { alt })).error).toBeNull();
    const search = async (text: string) => {
      const { data, error } = await editor
        .from('media')
        .select('alt')
        .or(mediaSearchFilter(text))
        .like('url', `%/${t}/%`);
      expect(error).toBeNull();
      return data!.map((row) => row.alt);
    };
    expect(await search('50%')).toEqual([alts[0]]);
    expect(await search('a_b')).toEqual([alts[2]]);
    expect(await search('(ROXO, azul) "claro" c:\\fotos')).toEqual([alts[4]]);
    expect(await search(`${t} desconto`)).toHaveLength(2);
  });

  it('an image in use cannot be deleted, and says where; once unused it can', async () => {
    const { data: image } = await addImage('em-uso');
    const { data: kase, error } = await editor
      .from('cases')
      .insert({
        titulo: `Case com imagem ${t}`,
        subtitulo: 'Teste',
        slug: `case-imagem-${t}`,
        galeria: [image!.url],
      })
      .select('id')
      .single();
    expect(error).toBeNull();
    createdCases.push(kase!.id);

    const { data: usages } = await editor.rpc('media_usages', { media_id: image!.id });
    expect(usages).toEqual([
      { subject: 'case', item_id: kase!.id, title: `Case com imagem ${t}`, field: 'galeria', trashed: false },
    ]);
    const refused = await editor.from('media').delete().eq('id', image!.id);
    expect(refused.error).toMatchObject({
      code: '23503',
      message: `A imagem está em uso e não pode ser excluída: case "Case com imagem ${t}".`,
    });

    // In the trash the case still uses it (it may come back).
    await editor.from('cases').delete().eq('id', kase!.id);
    const stillRefused = await editor.from('media').delete().eq('id', image!.id);
    expect(stillRefused.error?.message).toContain('(na lixeira)');

    await service.from('cases').delete().eq('id', kase!.id);
    const { error: deleted, count } = await editor
      .from('media')
      .delete({ count: 'exact' })
      .eq('id', image!.id);
    expect({ deleted, count }).toEqual({ deleted: null, count: 1 });
  });
});
