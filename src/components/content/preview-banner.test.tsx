// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';

import { ContentPage } from './content-page';
import { previewNotice, stagedNotice } from './preview-banner';

const NOW = new Date('2026-11-24T12:00:00Z');

describe('previewNotice (what a preview says; null: a public page)', () => {
  it('a draft is never public, whatever its date', () => {
    expect(previewNotice({ status: 'rascunho', publicado_em: '2020-01-01T00:00:00Z' }, NOW)).toBe(
      'Pré-visualização: este rascunho não está publicado.',
    );
  });

  it("a scheduled item names its moment on São Paulo's clock", () => {
    // 17:30 UTC is 14:30 in São Paulo, whatever the time zone the test runs in.
    expect(previewNotice({ status: 'publicado', publicado_em: '2026-11-25T17:30:00Z' }, NOW)).toBe(
      'Pré-visualização: agendado para 25/11/2026 às 14:30; ainda não está visível ao público.',
    );
  });

  it('a published item whose moment has come is public: no notice', () => {
    expect(previewNotice({ status: 'publicado', publicado_em: NOW.toISOString() }, NOW)).toBeNull();
    expect(previewNotice({ status: 'publicado', publicado_em: '2025-03-05T12:00:00Z' }, NOW)).toBeNull();
  });
});

describe('stagedNotice (a live page shown to staff with its pending changes)', () => {
  it('says the public still sees the published version, and when the changes go out if scheduled', () => {
    expect(stagedNotice({ publishAt: null })).toBe(
      'Pré-visualização: alterações pendentes, ainda não publicadas; o público vê a versão publicada.',
    );
    // 17:30 UTC is 14:30 in São Paulo.
    expect(stagedNotice({ publishAt: '2026-11-25T17:30:00Z' })).toBe(
      'Pré-visualização: alterações pendentes, com publicação agendada para 25/11/2026 às 14:30; o público ainda vê a versão publicada.',
    );
  });
});

describe('ContentPage with a preview', () => {
  it('opens <main> with the notice as a status banner; a public page has none', () => {
    const { unmount } = render(
      <MemoryRouter>
        <ContentPage preview="Pré-visualização: este rascunho não está publicado.">
          <h1>Case</h1>
        </ContentPage>
      </MemoryRouter>,
    );
    const banner = screen.getByRole('status');
    expect(banner).toHaveTextContent('Pré-visualização: este rascunho não está publicado.');
    expect(screen.getByRole('main').firstElementChild).toBe(banner);
    unmount();

    render(
      <MemoryRouter>
        <ContentPage preview={null}>
          <h1>Case</h1>
        </ContentPage>
      </MemoryRouter>,
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
