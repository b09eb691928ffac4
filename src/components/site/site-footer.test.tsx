// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';

import { SiteFooter } from './site-footer';

describe('SiteFooter', () => {
  it('opens every social link in a new tab, safely, with an accessible name', () => {
    render(
      <MemoryRouter>
        <SiteFooter />
      </MemoryRouter>,
    );
    for (const [name, href] of [
      [/Instagram/, 'https://www.instagram.com/saltoia'],
      [/TikTok/, 'https://www.tiktok.com/@saltoia'],
      [/LinkedIn/, 'https://www.linkedin.com/company/saltoia'],
    ] as const) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveAccessibleName(expect.stringContaining('abre em nova aba'));
    }
  });

  it('links Login, the privacy policy and the terms, and shows the © line', () => {
    render(
      <MemoryRouter>
        <SiteFooter showLegalEntity />
      </MemoryRouter>,
    );
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/admin/login');
    expect(within(footer).getByRole('link', { name: 'Política de Privacidade' })).toHaveAttribute(
      'href',
      '/politica-de-privacidade',
    );
    expect(within(footer).getByRole('link', { name: 'Termos de Uso' })).toHaveAttribute(
      'href',
      '/termos-de-uso',
    );
    expect(within(footer).getByText(/^© 2024/)).toBeInTheDocument();
    expect(within(footer).getByText(/CNPJ/)).toBeInTheDocument();
  });
});
