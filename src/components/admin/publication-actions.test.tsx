// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { PublicationActions, publicationActions, savedMessage } from './publication-actions';

/** 10:00 in São Paulo. */
const NOW = new Date('2026-11-25T13:00:00Z');

const labels = (...args: Parameters<typeof publicationActions>) => {
  const { main, other, byDefault } = publicationActions(...args);
  return { main: `${main.label} → ${main.status}`, other: `${other.label} → ${other.status}`, byDefault };
};

describe('publicationActions', () => {
  it("a new item or a draft: 'Salvar rascunho' and 'Publicar', or 'Agendar' for a moment ahead", () => {
    for (const saved of [null, 'rascunho'] as const) {
      expect(labels(saved, '2026-11-25T10:00', NOW)).toEqual({
        main: 'Publicar → publicado',
        other: 'Salvar rascunho → rascunho',
        byDefault: 'other',
      });
      expect(labels(saved, '2026-11-24T08:00', NOW).main).toBe('Publicar → publicado');
      expect(labels(saved, '2026-11-25T10:01', NOW).main).toBe('Agendar → publicado');
    }
    // A moment that is not one yet (a half-typed field) publishes, as the form will refuse it anyway.
    expect(labels('rascunho', '', NOW).main).toBe('Publicar → publicado');
  });

  it("a published or scheduled item: 'Salvar alterações' keeps it so, 'Voltar para rascunho' unpublishes", () => {
    for (const saved of ['publicado', 'agendado'] as const) {
      for (const moment of ['2026-11-20T10:00', '2026-12-20T10:00']) {
        expect(labels(saved, moment, NOW)).toEqual({
          main: 'Salvar alterações → publicado',
          other: 'Voltar para rascunho → rascunho',
          byDefault: 'main',
        });
      }
    }
  });
});

describe('savedMessage', () => {
  const past = '2026-11-25T12:00:00.000Z';
  const ahead = '2026-11-25T17:30:00.000Z';

  it('says what the item became', () => {
    expect(savedMessage(null, { status: 'rascunho', publicado_em: past }, NOW)).toBe('Rascunho salvo.');
    expect(savedMessage('publicado', { status: 'rascunho', publicado_em: past }, NOW)).toBe(
      'Rascunho salvo.',
    );
    expect(savedMessage(null, { status: 'publicado', publicado_em: past }, NOW)).toBe('Publicado.');
    expect(savedMessage('rascunho', { status: 'publicado', publicado_em: ahead }, NOW)).toBe(
      'Agendado para 25/11/2026 às 14:30.',
    );
    expect(savedMessage('agendado', { status: 'publicado', publicado_em: past }, NOW)).toBe('Publicado.');
  });

  it("says 'Alterações salvas.' when a published or scheduled item stays so", () => {
    expect(savedMessage('publicado', { status: 'publicado', publicado_em: past }, NOW)).toBe(
      'Alterações salvas.',
    );
    expect(savedMessage('agendado', { status: 'publicado', publicado_em: ahead }, NOW)).toBe(
      'Alterações salvas.',
    );
    // Moved into the future: it leaves the site until then, which the toast says.
    expect(savedMessage('publicado', { status: 'publicado', publicado_em: ahead }, NOW)).toBe(
      'Agendado para 25/11/2026 às 14:30.',
    );
  });
});

describe('PublicationActions', () => {
  it('saves with the status of the button pressed, and every button waits while one saves', async () => {
    const user = userEvent.setup();
    const onAction = vi.fn();
    const { rerender } = render(
      <PublicationActions
        saved={null}
        dateTime="2000-01-01T00:00"
        pending={null}
        onAction={onAction}
        onCancel={vi.fn()}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Publicar' }));
    await user.click(screen.getByRole('button', { name: 'Salvar rascunho' }));
    expect(onAction.mock.calls).toEqual([['publicado'], ['rascunho']]);

    rerender(
      <PublicationActions
        saved={null}
        dateTime="2000-01-01T00:00"
        pending="publicado"
        onAction={onAction}
        onCancel={vi.fn()}
      />,
    );
    expect(screen.getByRole('button', { name: 'Salvando...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Salvar rascunho' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
  });
});
