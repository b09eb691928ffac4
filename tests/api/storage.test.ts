/**
 * Storage calls as the admin uploaders make them (editor's client): upload to `case-images`
 * under `media/<timestamp>-<random>.<ext>` (the library's folder, every upload since
 * *_media_folder.sql) and, as before it, under `cases/…` and to `news-images` under `noticias/…`, then the public URL read with a plain fetch; what the buckets refuse (name rule,
 * 10 MiB, non-image types, visitors); removal.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, serviceClient, signedInClient, type Client } from '../setup/clients.ts';
import { SEED_EDITOR } from '../setup/seed-users.ts';
import { createStaffAccount } from '../setup/staff.ts';

/** A real 1×1 PNG. */
const PNG = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
);
const MAX_BYTES = 10 * 1024 * 1024;
const PASSWORD = 'senha-da-equipe-1';

/** Each bucket's upload folders, and a folder of another bucket its name rule refuses. */
const BUCKETS = [
  { bucket: 'case-images', folder: 'media', otherFolder: 'noticias' },
  { bucket: 'case-images', folder: 'cases', otherFolder: 'noticias' },
  { bucket: 'news-images', folder: 'noticias', otherFolder: 'media' },
] as const;

const random = () =>
  Math.random()
    .toString(36)
    .slice(2, 10)
    .replace(/[^a-z0-9]/g, '') || 'x1';
/** The uploader's file as the browser hands it over. */
const file = (bytes: Uint8Array, type: string, name = 'imagem.png') =>
  new File([bytes as Uint8Array<ArrayBuffer>], name, { type });

let editor: Client;
let service: Client;
const uploaded: { bucket: string; name: string }[] = [];

beforeAll(async () => {
  editor = await signedInClient(SEED_EDITOR.email, SEED_EDITOR.password);
  service = serviceClient();
});

afterAll(async () => {
  for (const { bucket, name } of uploaded) await service.storage.from(bucket).remove([name]);
});

async function stored(bucket: string, name: string): Promise<boolean> {
  const { data, error } = await service.storage.from(bucket).download(name);
  return !error && data !== null;
}

for (const { bucket, folder, otherFolder } of BUCKETS) {
  describe(`storage ${bucket}/${folder}`, () => {
    it(`editor uploads ${folder}/<timestamp>-<random>.png, the public URL serves the same bytes as image/png`, async () => {
      const name = `${folder}/${Date.now()}-abc123.png`;
      const { data, error } = await editor.storage.from(bucket).upload(name, file(PNG, 'image/png'));
      expect(error).toBeNull();
      uploaded.push({ bucket, name });
      expect(data).toMatchObject({ path: name, fullPath: `${bucket}/${name}`, id: expect.any(String) });

      const { data: url } = editor.storage.from(bucket).getPublicUrl(name);
      expect(url.publicUrl).toMatch(
        new RegExp(`/storage/v1/object/public/${bucket}/${name.replace('.', '\\.')}$`),
      );
      const response = await fetch(url.publicUrl);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^image\/png/);
      expect(new Uint8Array(await response.arrayBuffer())).toEqual(PNG);
    });

    it('refuses names outside the rule (evil.png, a uuid with hyphens, the other folder) and stores nothing', async () => {
      for (const name of [
        'evil.png',
        `${folder}/${crypto.randomUUID()}.png`,
        `${otherFolder}/${Date.now()}-${random()}.png`,
        `${folder}/${Date.now()}-${random()}.svg`,
      ]) {
        const { data, error } = await editor.storage.from(bucket).upload(name, file(PNG, 'image/png'));
        expect(data, name).toBeNull();
        expect(error, name).toMatchObject({ statusCode: '403' });
        expect(await stored(bucket, name), name).toBe(false);
      }
    });

    it('refuses 10 MiB + 1 byte (413) and accepts exactly 10 MiB', async () => {
      const big = new Uint8Array(MAX_BYTES + 1);
      big.set(PNG);
      const tooBig = `${folder}/${Date.now()}-${random()}.png`;
      const refused = await editor.storage.from(bucket).upload(tooBig, file(big, 'image/png'));
      expect(refused.data).toBeNull();
      expect(refused.error).toMatchObject({ statusCode: '413' });
      expect(await stored(bucket, tooBig)).toBe(false);

      const limit = `${folder}/${Date.now()}-${random()}.png`;
      const accepted = await editor.storage
        .from(bucket)
        .upload(limit, file(big.subarray(0, MAX_BYTES), 'image/png'));
      expect(accepted.error).toBeNull();
      uploaded.push({ bucket, name: limit });
    });

    it('refuses image/svg+xml and text/plain (415)', async () => {
      for (const [type, ext] of [
        ['image/svg+xml', 'png'],
        ['text/plain', 'png'],
      ] as const) {
        const name = `${folder}/${Date.now()}-${random()}.${ext}`;
        const body =
          type === 'image/svg+xml'
            ? new TextEncoder().encode(
                '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
              )
            : new TextEncoder().encode('texto');
        const { data, error } = await editor.storage
          .from(bucket)
          .upload(name, file(body, type, `arquivo.${ext}`));
        expect(data, type).toBeNull();
        expect(error, type).toMatchObject({ statusCode: '415' });
        expect(await stored(bucket, name), type).toBe(false);
      }
    });

    it('refuses a visitor (anon key) with 403', async () => {
      const name = `${folder}/${Date.now()}-${random()}.png`;
      const { data, error } = await anonClient().storage.from(bucket).upload(name, file(PNG, 'image/png'));
      expect(data).toBeNull();
      expect(error).toMatchObject({ statusCode: '403' });
      expect(await stored(bucket, name)).toBe(false);
    });

    it('editor removes an object; its public URL then answers 400 (not found)', async () => {
      const name = `${folder}/${Date.now()}-${random()}.png`;
      const { error: uploadError } = await editor.storage.from(bucket).upload(name, file(PNG, 'image/png'));
      expect(uploadError).toBeNull();
      const { data: url } = editor.storage.from(bucket).getPublicUrl(name);
      expect((await fetch(url.publicUrl)).status).toBe(200);

      const { data, error } = await editor.storage.from(bucket).remove([name]);
      expect(error).toBeNull();
      expect(data).toHaveLength(1);
      expect(data![0]).toMatchObject({ name, bucket_id: bucket });

      const response = await fetch(url.publicUrl);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ statusCode: '404', error: 'not_found' });
      expect(await stored(bucket, name)).toBe(false);
    });
  });
}

describe('storage with the token of someone whose access ended', () => {
  const ended = {
    deactivated: (id: string) =>
      service.from('profiles').update({ desativado_em: new Date().toISOString() }).eq('id', id),
    removed: (id: string) => service.auth.admin.deleteUser(id),
    're-roled': (id: string) => service.from('profiles').update({ tipo: 'admin' }).eq('id', id),
  } as const;

  for (const [how, end] of Object.entries(ended)) {
    it(`${how}: upload and list are refused with 403 and the reason, not a 500`, async () => {
      const { email } = await createStaffAccount(`storage-${how.replace(/\W/g, '')}`, 'editor', PASSWORD);
      const person = await signedInClient(email, PASSWORD);
      const { data: who } = await person.auth.getUser();
      const { error: endError } = await end(who.user!.id);
      expect(endError).toBeNull();

      const name = `cases/${Date.now()}-${random()}.png`;
      const upload = await person.storage.from('case-images').upload(name, file(PNG, 'image/png'));
      const list = await person.storage.from('case-images').list('cases');
      for (const { error } of [upload, list]) {
        expect(error).toMatchObject({
          status: 400,
          statusCode: '403',
          message:
            how === 'deactivated'
              ? 'Esta conta foi desativada por um administrador.'
              : 'Sua sessão foi encerrada. Entre novamente.',
        });
      }
      expect(await stored('case-images', name)).toBe(false);
    });
  }
});
