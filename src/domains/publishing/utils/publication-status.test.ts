import { describe, expect, it } from 'vitest';

import type { BuildInfo } from '@/lib/build-info';

import type { SitePublicationRow } from '../api/row-schemas';
import { formatSaoPauloMoment, HOST_PUBLISH_TIMEOUT_MS, publicationStatusView } from './publication-status';

/** 25/11/2026 in São Paulo (UTC-3): 14:00 there is 17:00 UTC. */
const at = (saoPauloTime: string, day = '2026-11-25') => `${day}T${saoPauloTime}:00-03:00`;
const NOW = new Date(at('14:00'));

const quiet: SitePublicationRow = {
  changed_at: at('09:00'),
  pending_since: null,
  requested_at: at('09:01'),
  requested_by: null,
  hook_configured: true,
  response_status: 200,
  response_error: null,
};

/** The live build read the database at `readAt` and finished two minutes later. */
function build(readAt: string): BuildInfo {
  return {
    contentReadAt: new Date(readAt).toISOString(),
    builtAt: new Date(Date.parse(readAt) + 2 * 60_000).toISOString(),
  };
}

const view = (row: Partial<SitePublicationRow>, liveBuild: BuildInfo | null, isAdmin = true, now = NOW) =>
  publicationStatusView({ ...quiet, ...row }, { liveBuild, isAdmin, now });

describe('formatSaoPauloMoment', () => {
  it("tells São Paulo's time, whatever the instant's offset", () => {
    expect(formatSaoPauloMoment('2026-11-25T17:05:00Z', NOW)).toBe('às 14:05');
    expect(formatSaoPauloMoment(new Date('2026-11-25T12:30:00+02:00'), NOW)).toBe('às 07:30');
  });

  it('adds the day when it is not today in São Paulo, and the year when not this year', () => {
    // 00:30 UTC on the 25th is still the 24th in São Paulo.
    expect(formatSaoPauloMoment('2026-11-25T00:30:00Z', NOW)).toBe('em 24/11 às 21:30');
    expect(formatSaoPauloMoment(at('08:15', '2026-03-02'), NOW)).toBe('em 02/03 às 08:15');
    expect(formatSaoPauloMoment(at('08:15', '2025-12-31'), NOW)).toBe('em 31/12/2025 às 08:15');
    // Just after midnight in São Paulo, yesterday evening is another day.
    expect(formatSaoPauloMoment(at('23:50', '2026-11-24'), new Date(at('00:10')))).toBe('em 24/11 às 23:50');
  });
});

describe('publicationStatusView', () => {
  it('Site publicado at the build time when no change is newer than the content it read', () => {
    const result = view({}, build(at('10:00')));
    expect(result.kind).toBe('published');
    expect(result.label).toBe('Site publicado às 10:02');
    expect(result.details).toContain('Todas as alterações feitas até agora estão no site.');
  });

  it('a change at the very moment the build read the database is in it', () => {
    expect(view({ changed_at: at('10:00') }, build(at('10:00'))).kind).toBe('published');
  });

  it('says the day of a build from another day', () => {
    const yesterday = { changed_at: at('18:00', '2026-11-24'), requested_at: at('18:01', '2026-11-24') };
    expect(view(yesterday, build(at('18:40', '2026-11-24'))).label).toBe('Site publicado em 24/11 às 18:42');
  });

  it('Atualização pendente, waiting for the edits to stop, while the change was not sent yet', () => {
    const result = view({ changed_at: at('13:59'), pending_since: at('13:58') }, build(at('10:00')));
    expect(result.kind).toBe('pending');
    expect(result.label).toBe('Atualização pendente');
    expect(result.summary).toBe('aguardando alguns segundos sem novas edições');
    expect(result.details).toContain('Alterações feitas às 13:59 ainda não estão no site.');
  });

  it('Atualização pendente, pedido enviado, once the hook was called after the change', () => {
    for (const response of [
      { response_status: null, response_error: null },
      { response_status: 200, response_error: null },
    ]) {
      const result = view(
        { changed_at: at('13:50'), requested_at: at('13:51'), ...response },
        build(at('10:00')),
      );
      expect(result.kind).toBe('pending');
      expect(result.summary).toBe('pedido enviado às 13:51');
    }
  });

  it('Atualização pendente after "Publicar site agora" even with nothing missing, until the new build', () => {
    const requested = { requested_at: at('13:55'), response_status: 202 };
    expect(view(requested, build(at('10:00'))).summary).toBe('pedido enviado às 13:55');
    expect(view(requested, build(at('13:56'))).kind).toBe('published');
    // Nothing was missing: a host that never built is not a failure.
    const later = new Date(Date.parse(at('13:55')) + HOST_PUBLISH_TIMEOUT_MS + 60_000);
    expect(view(requested, build(at('10:00')), true, later).kind).toBe('published');
  });

  it('Falhou when the host answered the last call with an error status', () => {
    const result = view(
      { changed_at: at('13:00'), requested_at: at('13:01'), response_status: 404 },
      build(at('10:00')),
    );
    expect(result.kind).toBe('failed');
    expect(result.label).toBe('Falhou');
    expect(result.summary).toBe('o host recusou o pedido (HTTP 404)');
    expect(result.details).toContain('Confira o build hook e use "Publicar site agora" para tentar de novo.');
  });

  it('Falhou when the call got no answer (pg_net error)', () => {
    const result = view(
      {
        changed_at: at('13:00'),
        requested_at: at('13:01'),
        response_status: null,
        response_error: 'Timeout',
      },
      build(at('10:00')),
    );
    expect(result.kind).toBe('failed');
    expect(result.summary).toBe('o host não respondeu (Timeout)');
  });

  it('Falhou when a manual publish failed and nothing was built since', () => {
    expect(view({ requested_at: at('13:55'), response_status: 500 }, build(at('10:00'))).kind).toBe('failed');
    expect(view({ requested_at: at('13:55'), response_status: 500 }, build(at('13:58'))).kind).toBe(
      'published',
    );
  });

  it('a failed call is old news once a newer change waits for its own call', () => {
    const result = view(
      {
        changed_at: at('13:59'),
        pending_since: at('13:59'),
        requested_at: at('13:01'),
        response_status: 500,
      },
      build(at('10:00')),
    );
    expect(result.kind).toBe('pending');
    expect(result.summary).toBe('aguardando alguns segundos sem novas edições');
  });

  it('Falhou when the hook was called over 20 minutes ago and the live build still lacks the change', () => {
    const row = { changed_at: at('13:00'), requested_at: at('13:01'), response_status: 200 };
    const justBefore = new Date(Date.parse(at('13:01')) + HOST_PUBLISH_TIMEOUT_MS - 1000);
    expect(view(row, build(at('10:00')), true, justBefore).kind).toBe('pending');

    const result = view(
      row,
      build(at('10:00')),
      true,
      new Date(Date.parse(at('13:01')) + HOST_PUBLISH_TIMEOUT_MS + 1000),
    );
    expect(result.kind).toBe('failed');
    expect(result.summary).toBe('o host não publicou; veja o painel de deploys');
    expect(result.details[0]).toContain('o host não publicou; veja o painel de deploys');
  });

  it('Publicação automática desligada when no hook is configured: admins are told where to look', () => {
    const row = {
      hook_configured: false,
      changed_at: at('13:00'),
      pending_since: at('13:00'),
      requested_at: null,
    };
    const admin = view(row, build(at('10:00')));
    expect(admin.kind).toBe('off');
    expect(admin.label).toBe('Publicação automática desligada');
    expect(admin.details.join(' ')).toContain('passo 13 do guia de deploy (docs/deploy.md)');
    expect(admin.details).toContain('Alterações feitas às 13:00 ainda não estão no site.');

    const editor = view(row, build(at('10:00')), false);
    expect(editor.details.join(' ')).not.toContain('README');
    expect(editor.summary).toBe('peça a um administrador para ativá-la');
  });

  it('the editor is not told to publish (the button is for admins)', () => {
    const result = view(
      { changed_at: at('13:00'), requested_at: at('13:01'), response_status: 500 },
      build(at('10:00')),
      false,
    );
    expect(result.kind).toBe('failed');
    expect(result.details.join(' ')).not.toContain('Publicar site agora');
  });

  describe('without build-info.json (npm run dev, or it could not be read)', () => {
    it('published, without a time, when nothing waits and the last call went through', () => {
      const result = view({}, null);
      expect(result.kind).toBe('published');
      expect(result.label).toBe('Site publicado');
      expect(result.details).toContain('Não foi possível ler quando a versão no ar foi gerada.');
    });

    it('pending while a change waits or the call is not answered yet; failed when it failed', () => {
      expect(view({ changed_at: at('13:59'), pending_since: at('13:59') }, null).summary).toBe(
        'aguardando alguns segundos sem novas edições',
      );
      expect(view({ requested_at: at('13:58'), response_status: null }, null).summary).toBe(
        'pedido enviado às 13:58',
      );
      expect(view({ requested_at: at('13:58'), response_status: 503 }, null).kind).toBe('failed');
    });

    it('an unanswered call from long ago counts as done (pg_net forgets answers)', () => {
      expect(view({ requested_at: at('09:00'), response_status: null }, null).kind).toBe('published');
    });
  });
});
