import { afterEach, describe, expect, it, vi } from 'vitest';

import { company } from '@/content/company';
import { saltoForm } from '@/content/salto';

import {
  buildLeadRow,
  insertLead,
  isNetworkFailure,
  LeadSubmitError,
  NETWORK_RETRY_DELAYS_MS,
  SALTO_PAGINA_ORIGEM,
  toLeadSubmitError,
} from './insert-lead';
import type { LeadSubmission } from './lead-schema';

// Mock the lazy supabase-js loader: a fake client whose insert answers are scripted per test.
const insert = vi.hoisted(() => vi.fn());
const from = vi.hoisted(() => vi.fn(() => ({ insert })));
vi.mock('@/lib/get-supabase', () => ({ getPublicClient: async () => ({ from }) }));

const networkFailure = {
  error: { message: 'TypeError: Failed to fetch', details: 'TypeError: Failed to fetch', hint: '', code: '' },
  data: null,
  status: 0,
  statusText: '',
};
const ok = { error: null, data: null, status: 201, statusText: 'Created' };

const submission: LeadSubmission = {
  origin: 'raio-x',
  fields: { nome: 'Ana', email: 'ana@lima.com.br', telefone: '+5531988887777', empresa: 'Lima' },
  honeypot: '',
  attribution: { landing_page: '/?utm_source=x', utm_source: 'x' },
};

afterEach(() => {
  insert.mockReset();
  from.mockClear();
});

describe('insertLead', () => {
  it('inserts without asking for the row back (anon cannot read leads)', async () => {
    insert.mockResolvedValueOnce(ok);
    const result = await insertLead(submission, { submissionId: 'id-1' });
    expect(from).toHaveBeenCalledWith('leads');
    expect(insert).toHaveBeenCalledOnce();
    // The builder is awaited directly: no .select() chained.
    expect(insert.mock.results[0]!.value).toBeInstanceOf(Promise);
    expect(result).toEqual({ submissionId: 'id-1' });
  });

  it('retries a network failure with backoff, reusing the same submission_id', async () => {
    insert
      .mockResolvedValueOnce(networkFailure)
      .mockResolvedValueOnce(networkFailure)
      .mockResolvedValueOnce(ok);
    const sleep = vi.fn(async (_ms: number) => {});

    await insertLead(submission, { sleep, submissionId: '7c9e6679-7425-40de-944b-e07fc1f90ae7' });

    expect(insert).toHaveBeenCalledTimes(3);
    const ids = insert.mock.calls.map(([row]) => row.submission_id);
    expect(ids).toEqual(Array(3).fill('7c9e6679-7425-40de-944b-e07fc1f90ae7'));
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([500, 1000]);
  });

  it('gives up after the last backoff step with a network LeadSubmitError', async () => {
    insert.mockResolvedValue(networkFailure);
    const sleep = vi.fn(async (_ms: number) => {});

    const error = await insertLead(submission, { sleep, submissionId: 'id-1' }).catch(
      (caught: unknown) => caught,
    );

    expect(error).toBeInstanceOf(LeadSubmitError);
    expect(error).toMatchObject({ kind: 'network', status: 0 });
    expect(insert).toHaveBeenCalledTimes(NETWORK_RETRY_DELAYS_MS.length + 1);
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([500, 1000, 2000]);
  });

  it('waits the real backoff delays (fake timers)', async () => {
    vi.useFakeTimers();
    try {
      insert.mockResolvedValueOnce(networkFailure).mockResolvedValueOnce(ok);
      const done = vi.fn();
      void insertLead(submission, { submissionId: 'id-1' }).then(done);
      await vi.advanceTimersByTimeAsync(499);
      expect(insert).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(insert).toHaveBeenCalledTimes(2);
      await vi.runAllTimersAsync();
      expect(done).toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('never retries an HTTP answer: a 400 burst-limit error is final and keeps its Portuguese message', async () => {
    const message = 'Muitos envios com este e-mail em pouco tempo. Tente novamente em alguns minutos.';
    insert.mockResolvedValueOnce({
      error: {
        message,
        code: 'P0001',
        details: null,
        hint: 'Limite: 5 envios por e-mail a cada 10 minutos.',
      },
      data: null,
      status: 400,
      statusText: 'Bad Request',
    });
    const sleep = vi.fn(async (_ms: number) => {});

    const error = await insertLead(submission, { sleep, submissionId: 'id-1' }).catch(
      (caught: unknown) => caught,
    );

    expect(insert).toHaveBeenCalledOnce();
    expect(sleep).not.toHaveBeenCalled();
    expect(error).toMatchObject({ kind: 'rate-limited', code: 'P0001', status: 400, userMessage: message });
  });

  it('does not retry a 500 answer (the request reached the database)', async () => {
    insert.mockResolvedValueOnce({ error: { message: 'boom', code: 'XX000' }, data: null, status: 500 });
    const sleep = vi.fn(async (_ms: number) => {});
    await expect(insertLead(submission, { sleep, submissionId: 'id-1' })).rejects.toMatchObject({
      kind: 'rejected',
      status: 500,
    });
    expect(insert).toHaveBeenCalledOnce();
  });

  it.each([502, 503, 504])(
    'retries a %i gateway answer with backoff like a network failure',
    async (status) => {
      // What supabase-js returns for a gateway's HTML error page: no Postgres code, the body as message.
      const gatewayError = { error: { message: '<html>Bad gateway</html>' }, data: null, status };
      insert
        .mockResolvedValueOnce(gatewayError)
        .mockResolvedValueOnce(gatewayError)
        .mockResolvedValueOnce(ok);
      const sleep = vi.fn(async (_ms: number) => {});

      await insertLead(submission, { sleep, submissionId: 'id-1' });

      expect(insert).toHaveBeenCalledTimes(3);
      expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([500, 1000]);
    },
  );

  it('treats a concurrent duplicate of the same submission as success', async () => {
    insert.mockResolvedValueOnce({
      error: {
        message: 'duplicate key value violates unique constraint "leads_submission_id_key"',
        code: '23505',
      },
      data: null,
      status: 409,
    });
    await expect(insertLead(submission, { submissionId: 'id-1' })).resolves.toHaveProperty('submissionId');
  });

  it('refuses invalid fields before any request (same schema as the form)', async () => {
    await expect(
      insertLead(
        { ...submission, fields: { ...submission.fields, telefone: '+55 31' } },
        { submissionId: 'id-1' },
      ),
    ).rejects.not.toBeInstanceOf(LeadSubmitError);
    expect(insert).not.toHaveBeenCalled();
  });
});

describe('isNetworkFailure / toLeadSubmitError', () => {
  it('recognises fetch failures without an HTTP status, and gateway answers', () => {
    expect(isNetworkFailure({ message: 'TypeError: Failed to fetch', code: '' }, 0)).toBe(true);
    expect(isNetworkFailure({ message: 'TypeError: fetch failed', code: '' }, 0)).toBe(true);
    expect(isNetworkFailure({ message: 'TypeError: Load failed', code: '' }, 0)).toBe(true);
    expect(isNetworkFailure({ message: 'TypeError: Failed to fetch', code: '' }, 400)).toBe(false);
    expect(isNetworkFailure({ message: '<html>Gateway timeout</html>' }, 504)).toBe(true);
    expect(
      isNetworkFailure({ message: 'canceling statement due to statement timeout', code: '57014' }, 500),
    ).toBe(false);
    expect(isNetworkFailure({ message: 'Failed to fetch', code: 'P0001' }, 0)).toBe(false);
    expect(
      isNetworkFailure(
        { message: 'AbortError: aborted', code: '', hint: 'Request was aborted (timeout)' },
        0,
      ),
    ).toBe(false);
  });

  it('maps a CHECK refusal to the field and a Portuguese message', () => {
    const error = toLeadSubmitError(
      {
        message: 'new row for relation "leads" violates check constraint "leads_telefone_check"',
        code: '23514',
      },
      400,
    );
    expect(error).toMatchObject({ kind: 'invalid', field: 'telefone' });
    expect(error.userMessage).toMatch(/^Telefone não aceito/);
  });
});

describe('buildLeadRow', () => {
  const fields = submission.fields;

  it("uses the SALTO content's pagina_origem", () => {
    expect(SALTO_PAGINA_ORIGEM).toBe(saltoForm.paginaOrigem);
  });

  it('SALTO: the four fields, pagina_origem /salto, first touch, policy version, submission id', () => {
    const row = buildLeadRow(
      {
        origin: 'salto',
        fields: { ...fields, nome: '  Ana\tLima ' },
        honeypot: '',
        attribution: {
          utm_source: 'insta',
          landing_page: '/?utm_source=insta',
          referrer: 'https://l.instagram.com/',
        },
      },
      'sid',
    );
    expect(row).toEqual({
      nome: 'Ana Lima',
      email: 'ana@lima.com.br',
      telefone: '+5531988887777',
      empresa: 'Lima',
      pagina_origem: '/salto',
      utm_source: 'insta',
      landing_page: '/?utm_source=insta',
      referrer: 'https://l.instagram.com/',
      privacy_policy_version: company.privacyPolicy.version,
      submission_id: 'sid',
    });
  });

  it("raio-x: the page's tracking values win as a set over the first touch; no pagina_origem", () => {
    const row = buildLeadRow(
      {
        origin: 'raio-x',
        fields,
        tracking: { utm_source: 'google', gclid: 'g1' },
        attribution: { utm_source: 'insta', utm_medium: 'social', landing_page: '/salto' },
      },
      'sid',
    );
    expect(row).toMatchObject({ utm_source: 'google', gclid: 'g1', landing_page: '/salto' });
    expect(row).not.toHaveProperty('utm_medium');
    expect(row).not.toHaveProperty('pagina_origem');
  });

  it('raio-x without tracking in the URL falls back to the first touch; caps every length', () => {
    const row = buildLeadRow(
      {
        origin: 'raio-x',
        fields,
        tracking: {},
        attribution: { utm_campaign: 'c'.repeat(300), gclid: 'g'.repeat(600) },
      },
      'sid',
    );
    expect(row.utm_campaign).toHaveLength(255);
    expect(row.gclid).toHaveLength(512);
  });

  it('sends a filled honeypot (the database drops the row) and omits an empty one', () => {
    expect(buildLeadRow({ ...submission, honeypot: 'http://spam' }, 'sid').honeypot).toBe('http://spam');
    expect(buildLeadRow({ ...submission, honeypot: '  ' }, 'sid')).not.toHaveProperty('honeypot');
  });
});
