/**
 * The slug rule as the database applies it when a row is inserted without a slug:
 * lowercase, accents stripped, anything but letters/digits/spaces/hyphens dropped, spaces become
 * hyphens, repeated hyphens collapse, edge hyphens trimmed. Inserts go through an editor's client.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInClient, type Client } from '../setup/clients.ts';
import { SEED_EDITOR } from '../setup/seed-users.ts';

let editor: Client;

beforeAll(async () => {
  editor = await signedInClient(SEED_EDITOR.email, SEED_EDITOR.password);
});

/** Lowercase alphanumeric suffix so titles (and slugs) are unique per run. */
const tag = () => `t${Math.random().toString(36).slice(2, 8)}`;

async function caseSlug(titulo: string, slug?: string): Promise<string> {
  const { data, error } = await editor
    .from('cases')
    .insert({ titulo, subtitulo: 'Subtítulo', ...(slug === undefined ? {} : { slug }) })
    .select('slug')
    .single();
  if (error) throw error;
  return data.slug;
}

describe('slug derived from the title (cases)', () => {
  const examples: [string, string][] = [
    ['Clínica São José: Atendimento 24h', 'clinica-sao-jose-atendimento-24h'],
    ['Ação & Reação — Inteligência Artificial!', 'acao-reacao-inteligencia-artificial'],
    ['  Muitos    espaços   aqui  ', 'muitos-espacos-aqui'],
    ['--Hífens---repetidos -- e nas bordas--', 'hifens-repetidos-e-nas-bordas'],
    ['ÇÃÕÉÍÚ maiúsculas ÀÈÌÒÙ ÂÊÎÔÛ', 'caoeiu-maiusculas-aeiou-aeiou'],
    ['Preço: R$ 147,00 (50% off) #promo @salto', 'preco-r-14700-50-off-promo-salto'],
    ['Tab\te quebra\nde linha', 'tab-e-quebra-de-linha'],
  ];
  for (const [title, expected] of examples) {
    it(`"${title.replace(/\s/g, (c) => (c === ' ' ? ' ' : JSON.stringify(c).slice(1, -1)))}" → ${expected}-<tag>`, async () => {
      const t = tag();
      expect(await caseSlug(`${title} ${t}`)).toBe(`${expected}-${t}`);
    });
  }

  it('derives a slug for an empty-string slug too', async () => {
    const t = tag();
    expect(await caseSlug(`Título Novo ${t}`, '')).toBe(`titulo-novo-${t}`);
  });

  it('keeps a given slug, normalised by the same rule', async () => {
    const t = tag();
    expect(await caseSlug(`Qualquer ${t}`, `Meu  Slug Próprio ${t}`)).toBe(`meu-slug-proprio-${t}`);
  });

  it('adds a numeric suffix when the derived slug is taken', async () => {
    const title = `Título Repetido ${tag()}`;
    const first = await caseSlug(title);
    expect(await caseSlug(title)).toBe(`${first}-2`);
    expect(await caseSlug(title)).toBe(`${first}-3`);
  });

  it('refuses an explicit slug that is already taken (unique)', async () => {
    const first = await caseSlug(`Original ${tag()}`);
    const { error } = await editor
      .from('cases')
      .insert({ titulo: `Outro ${tag()}`, subtitulo: 'x', slug: first });
    expect(error?.code).toBe('23505');
  });
});

describe('slug derived for the other tables', () => {
  it('insights: from titulo', async () => {
    const t = tag();
    const { data, error } = await editor
      .from('insights')
      .insert({ titulo: `Olá, Mundo! IA em 2025 ${t}` })
      .select('slug')
      .single();
    expect(error).toBeNull();
    expect(data?.slug).toBe(`ola-mundo-ia-em-2025-${t}`);
  });

  it('categorias: from nome', async () => {
    const t = tag();
    const { data, error } = await editor
      .from('categorias')
      .insert({ nome: ` Gestão & Finanças ${t} ` })
      .select('slug')
      .single();
    expect(error).toBeNull();
    expect(data?.slug).toBe(`gestao-financas-${t}`);
  });

  it('cases_nichos: from nome, through the create_nicho procedure', async () => {
    const t = tag();
    const { data, error } = await editor.rpc('create_nicho', {
      nome: `Saúde & Bem-estar ${t}`,
      slug: null as unknown as string,
      descricao: null as unknown as string,
    });
    expect(error).toBeNull();
    expect((data as unknown as { slug: string }).slug).toBe(`saude-bem-estar-${t}`);
  });

  it('update_nicho with a blank slug derives it again from the new nome', async () => {
    const t = tag();
    const { data: created } = await editor.rpc('create_nicho', {
      nome: `Antigo ${t}`,
      slug: '',
      descricao: '',
    });
    const { id, version } = created as unknown as { id: string; version: number };
    const { data, error } = await editor.rpc('update_nicho', {
      nicho_id: id,
      base_version: version,
      nome: `Indústria Têxtil ${t}`,
      slug: '',
      descricao: 'Confecções',
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({
      id,
      nome: `Indústria Têxtil ${t}`,
      slug: `industria-textil-${t}`,
      descricao: 'Confecções',
    });
  });
});

describe('cases.galeria', () => {
  it('stores an empty gallery as null and drops blank entries', async () => {
    const { data: empty } = await editor
      .from('cases')
      .insert({ titulo: `Sem galeria ${tag()}`, subtitulo: 'x', galeria: [] })
      .select('galeria')
      .single();
    expect(empty?.galeria).toBeNull();
    const { data: some } = await editor
      .from('cases')
      .insert({
        titulo: `Com galeria ${tag()}`,
        subtitulo: 'x',
        galeria: ['https://example.com/a.webp', ' ', ''],
      })
      .select('galeria')
      .single();
    expect(some?.galeria).toEqual(['https://example.com/a.webp']);
  });

  it('refuses non-http(s) links', async () => {
    const { error } = await editor
      .from('cases')
      .insert({ titulo: `Link ruim ${tag()}`, subtitulo: 'x', galeria: ['javascript:alert(1)'] });
    expect(error?.code).toBe('23514');
    const { error: video } = await editor
      .from('cases')
      .insert({ titulo: `Vídeo ruim ${tag()}`, subtitulo: 'x', video_url: 'data:text/html,oi' });
    expect(video?.code).toBe('23514');
  });
});
