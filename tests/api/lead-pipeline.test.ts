/**
 * The lead pipeline in the database: admins move a lead through the stages, set its owner and
 * first contact, and write notes; every stage and owner change is logged with who made it.
 * Editors and visitors reach none of it, and nobody changes a lead's contact data.
 */
import { beforeAll, describe, expect, it } from 'vitest';

import { anonClient, serviceClient, signedInClient, type Client } from '../setup/clients.ts';
import { SEED_ADMIN, SEED_EDITOR } from '../setup/seed-users.ts';
import { atCurrentVersion } from '../setup/versions.ts';

let admin: Client;
let editor: Client;
let adminId: string;
let editorId: string;
const service = serviceClient();

beforeAll(async () => {
  admin = await signedInClient(SEED_ADMIN.email, SEED_ADMIN.password);
  editor = await signedInClient(SEED_EDITOR.email, SEED_EDITOR.password);
  adminId = (await admin.auth.getUser()).data.user!.id;
  editorId = (await editor.auth.getUser()).data.user!.id;
});

/** A fresh lead, as a visitor sends it; returns its id. */
async function newLead(): Promise<string> {
  const submission = crypto.randomUUID();
  const { error } = await anonClient()
    .from('leads')
    .insert({
      nome: 'Pessoa do Funil',
      email: `funil.${submission.slice(0, 8)}@example.com`,
      telefone: '5511988887777',
      empresa: 'Funil Ltda',
      submission_id: submission,
    });
  if (error) throw error;
  const { data } = await service.from('leads').select('id').eq('submission_id', submission).single();
  return data!.id;
}

type PipelineChanges = { stage?: string; owner_id?: string | null; first_contacted_at?: string | null };

/** The admin's pipeline save, from the lead's current version. */
async function moveLead(id: string, changes: PipelineChanges) {
  return admin
    .from('leads')
    .update(await atCurrentVersion('leads', id, changes))
    .eq('id', id);
}

describe('lead pipeline: stages, owner and first contact', () => {
  it('starts every lead as novo, with no owner and no first contact', async () => {
    const id = await newLead();
    const { data } = await admin
      .from('leads')
      .select('stage, owner_id, first_contacted_at')
      .eq('id', id)
      .single();
    expect(data).toEqual({ stage: 'novo', owner_id: null, first_contacted_at: null });
  });

  it('lets an admin move the stage, stamping the first contact once and logging each change with its author', async () => {
    const id = await newLead();
    const moved = await admin
      .from('leads')
      .update(await atCurrentVersion('leads', id, { stage: 'em_contato', owner_id: editorId }))
      .eq('id', id)
      .select();
    expect(moved.error).toBeNull();
    const firstContact = moved.data![0].first_contacted_at;
    expect(firstContact).not.toBeNull();

    expect((await moveLead(id, { stage: 'qualificado' })).error).toBeNull();
    const { data: lead } = await admin
      .from('leads')
      .select('stage, first_contacted_at')
      .eq('id', id)
      .single();
    expect(lead).toEqual({ stage: 'qualificado', first_contacted_at: firstContact });

    const { data: events } = await admin
      .from('lead_events')
      .select('kind, from_value, to_value, actor_id')
      .eq('lead_id', id)
      .order('id');
    expect(events).toEqual([
      { kind: 'stage', from_value: 'novo', to_value: 'em_contato', actor_id: adminId },
      { kind: 'owner', from_value: null, to_value: editorId, actor_id: adminId },
      { kind: 'stage', from_value: 'em_contato', to_value: 'qualificado', actor_id: adminId },
    ]);
  });

  it('refuses an unknown stage, an owner who is not staff, and a first contact before the lead', async () => {
    const id = await newLead();
    expect((await moveLead(id, { stage: 'ganho' })).error?.code).toBe('23514');
    expect((await moveLead(id, { owner_id: crypto.randomUUID() })).error?.code).toBe('23503');
    expect((await moveLead(id, { first_contacted_at: '2020-01-01T00:00:00Z' })).error?.code).toBe('23514');
  });

  it('keeps the contact data as the visitor sent it: nobody updates those columns', async () => {
    const id = await newLead();
    const { error } = await admin.from('leads').update({ nome: 'Outro Nome' }).eq('id', id);
    expect(error?.code).toBe('42501');
  });

  it('gives editors and visitors nothing: no update, no log', async () => {
    const id = await newLead();
    const byEditor = await editor.from('leads').update({ stage: 'cliente' }).eq('id', id).select();
    expect(byEditor.data ?? []).toEqual([]);
    expect((await anonClient().from('leads').update({ stage: 'cliente' }).eq('id', id)).error?.code).toBe(
      '42501',
    );
    const { data } = await service.from('leads').select('stage').eq('id', id).single();
    expect(data!.stage).toBe('novo');

    expect((await editor.from('lead_events').select('*')).data).toEqual([]);
    expect((await anonClient().from('lead_events').select('*')).error?.code).toBe('42501');
    const forged = await admin
      .from('lead_events')
      .insert({ lead_id: id, kind: 'stage', from_value: 'novo', to_value: 'cliente' } as never);
    expect(forged.error?.code).toBe('42501');
  });
});

describe('lead pipeline: notes', () => {
  it('lets an admin write multi-line notes signed with their name and time', async () => {
    const id = await newLead();
    const body = 'Ligou às 10h.\nQuer proposta até sexta.';
    const { data, error } = await admin.from('lead_notes').insert({ lead_id: id, body }).select().single();
    expect(error).toBeNull();
    expect(data).toMatchObject({ lead_id: id, body, author_id: adminId });
    expect(Date.now() - new Date(data!.created_at).getTime()).toBeLessThan(60_000);
  });

  it('refuses empty, oversized and control-character notes, and forged authors', async () => {
    const id = await newLead();
    for (const body of ['   ', '\n\n\t', 'x'.repeat(5001), 'sino\u0007']) {
      expect((await admin.from('lead_notes').insert({ lead_id: id, body })).error?.code).toBe('23514');
    }
    const forged = await admin
      .from('lead_notes')
      .insert({ lead_id: id, body: 'assinada por outro', author_id: editorId } as never);
    expect(forged.error?.code).toBe('42501');
  });

  it('keeps notes from editors and visitors, and lets admins delete only their own', async () => {
    const id = await newLead();
    const { data: note } = await admin
      .from('lead_notes')
      .insert({ lead_id: id, body: 'Nota' })
      .select()
      .single();
    expect(
      (await editor.from('lead_notes').insert({ lead_id: id, body: 'Nota do editor' })).error?.code,
    ).toBe('42501');
    expect((await editor.from('lead_notes').select('*')).data).toEqual([]);
    expect((await anonClient().from('lead_notes').select('*')).error?.code).toBe('42501');
    expect((await editor.from('lead_notes').delete().eq('id', note!.id).select()).data ?? []).toEqual([]);
    expect((await admin.from('lead_notes').delete().eq('id', note!.id).select()).data).toHaveLength(1);
  });

  it('goes with its lead: deleting the lead deletes its notes and log', async () => {
    const id = await newLead();
    await admin.from('lead_notes').insert({ lead_id: id, body: 'Some com o lead' });
    expect((await moveLead(id, { stage: 'descartado' })).error).toBeNull();
    expect((await admin.from('leads').delete().eq('id', id)).error).toBeNull();
    expect((await service.from('lead_notes').select('id').eq('lead_id', id)).data).toEqual([]);
    expect((await service.from('lead_events').select('id').eq('lead_id', id)).data).toEqual([]);
  });
});
