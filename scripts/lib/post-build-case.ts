import '../../local-supabase/node-websocket.ts';

import path from 'node:path';

import { createClient, type SupabaseClient } from '@supabase/supabase-js';

import { DEMO_SECRET_KEY } from '../../local-supabase/config.ts';
import { casePath } from '../../src/config/content-paths.ts';
import { throwOnError } from '../../src/lib/supabase-result.ts';
import type { Database } from '../../src/types/database.types.ts';

type Client = SupabaseClient<Database>;

const BUCKET = 'case-images';
/** The bench's cases: an interrupted run's leftovers are found by it. */
const SLUG_PREFIX = 'medicao-pos-build-';

/** A case published after the build, with its cover in storage. */
export interface PostBuildCase {
  path: string;
  /** The cover's object name in the bucket (the site may ask for resized variants of it). */
  objectPath: string;
  /** Deletes the case (its niche links go with it) and its cover. */
  remove(): Promise<void>;
}

/** The service-role client of a local API (the demo key). */
export function serviceClient(apiUrl: string): Client {
  return createClient<Database>(apiUrl, DEMO_SECRET_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
}

/** A supabase-js refusal, thrown with what was being done. */
const failed = (doing: string) => (error: { message: string }) => new Error(`${doing}: ${error.message}`);

/** The object name of a public URL of the bucket, if it is one. */
function objectPathOf(url: string | null): string | undefined {
  const marker = `/storage/v1/object/public/${BUCKET}/`;
  return url?.includes(marker) ? decodeURIComponent(url.split(marker)[1]) : undefined;
}

async function removeObject(client: Client, objectPath: string): Promise<void> {
  await throwOnError(client.storage.from(BUCKET).remove([objectPath]), failed('Removing the cover'));
}

async function removeCase(client: Client, id: string, objectPath: string | undefined): Promise<void> {
  await throwOnError(client.from('cases').delete().eq('id', id), failed('Removing the benchmark case'));
  if (objectPath) await removeObject(client, objectPath);
}

/**
 * Removes the cases an interrupted run left behind (and their covers): the bench's cases older than
 * ten minutes, so that a bench running beside this one keeps the case it is measuring (a round
 * keeps its case a minute or two).
 */
export async function removeLeftoverCases(client: Client): Promise<number> {
  const { data: leftovers } = await throwOnError(
    client
      .from('cases')
      .select('id, imagem_destacada')
      .like('slug', `${SLUG_PREFIX}%`)
      .lt('created_at', new Date(Date.now() - 10 * 60_000).toISOString()),
    failed('Looking for leftover benchmark cases'),
  );
  for (const row of leftovers) await removeCase(client, row.id, objectPathOf(row.imagem_destacada));
  return leftovers.length;
}

/** A fresh slug for the case the run will publish. */
export const postBuildSlug = () => `${SLUG_PREFIX}${Date.now().toString(36)}`;

/**
 * Does what an editor does after the build: uploads a cover (the seeded sample's image, as a new
 * object) and publishes, now, a case with the sample's texts and niches under `slug`. Being the
 * newest, it is the first of /cases; checked before returning.
 */
export async function publishCaseAfterBuild(
  client: Client,
  { sampleSlug, slug }: { sampleSlug: string; slug: string },
): Promise<PostBuildCase> {
  const { data: sample } = await throwOnError(
    client.from('cases').select('*, case_nicho_links(nicho_id)').eq('slug', sampleSlug).single(),
    failed(`Reading the sample case ${sampleSlug}`),
  );
  if (!sample.imagem_destacada) throw new Error(`The sample case ${sampleSlug} has no cover.`);
  const image = await fetch(sample.imagem_destacada);
  if (!image.ok) throw new Error(`Downloading ${sample.imagem_destacada}: HTTP ${image.status}`);
  // Named so that isPostBuildCover recognises it.
  const objectPath = `cases/${Date.now()}-medicao${path.extname(new URL(sample.imagem_destacada).pathname)}`;
  await throwOnError(
    client.storage.from(BUCKET).upload(objectPath, await image.arrayBuffer(), {
      contentType: image.headers.get('content-type') ?? undefined,
      cacheControl: '31536000',
      upsert: false,
    }),
    failed('Uploading the cover'),
  );
  const { data: created } = await throwOnError(
    client
      .from('cases')
      .insert({
        slug,
        titulo: 'Case publicado depois da build (medição)',
        subtitulo: sample.subtitulo,
        imagem_destacada: client.storage.from(BUCKET).getPublicUrl(objectPath).data.publicUrl,
        problema: sample.problema,
        solucao: sample.solucao,
        resultados: sample.resultados,
        galeria: sample.galeria,
        depoimento_texto: sample.depoimento_texto,
        depoimento_nome: sample.depoimento_nome,
        depoimento_cargo: sample.depoimento_cargo,
        depoimento_foto: sample.depoimento_foto,
        agente_ia_url: sample.agente_ia_url,
        status: 'publicado',
        publicado_em: new Date().toISOString(),
      })
      .select('id')
      .single(),
    failed('Publishing the benchmark case'),
  ).catch(async (error: unknown) => {
    await removeObject(client, objectPath);
    throw error;
  });
  const remove = () => removeCase(client, created.id, objectPath);
  try {
    await throwOnError(
      client
        .from('case_nicho_links')
        .insert(sample.case_nicho_links.map(({ nicho_id }) => ({ case_id: created.id, nicho_id }))),
      failed('Linking its niches'),
    );
    const {
      data: [first],
    } = await throwOnError(
      client
        .from('cases')
        .select('slug')
        .eq('status', 'publicado')
        .lte('publicado_em', new Date().toISOString())
        .order('publicado_em', { ascending: false })
        .order('id')
        .limit(1),
      failed('Reading the newest public case'),
    );
    if (first?.slug !== slug) {
      throw new Error(`The benchmark case is not the newest public case (${first?.slug} is).`);
    }
  } catch (error) {
    await remove();
    throw error;
  }
  return { path: casePath(slug), objectPath, remove };
}

/** Whether a request is for a cover this module uploaded (as stored, or a resized variant of it). */
export const isPostBuildCover = (url: string) => /\/cases\/\d+-medicao\.\w+(?:[?#]|$)/.test(url);
