/**
 * Brand and legal facts — the single place to change them.
 * Legal texts, footer, SEO/JSON-LD and lead forms all read from here.
 */
import { BRAND } from './brand';
import type { SocialLink } from './types';

interface CompanyAddress {
  readonly street: string;
  readonly district: string;
  readonly city: string;
  readonly state: string;
  readonly postalCode: string;
  readonly country: string;
}

export interface Company {
  readonly brand: string;
  readonly courseName: string;
  readonly legalName: string;
  readonly cnpj: string;
  readonly address: CompanyAddress;
  /** Short form used in copy, e.g. 'Florianópolis/SC'. */
  readonly headquarters: string;
  readonly contactEmail: string;
  /** E-mail of the data-protection officer (Encarregado / DPO, LGPD art. 41). */
  readonly privacyEmail: string;
  readonly dpoTitle: string;
  readonly socialLinks: readonly SocialLink[];
  readonly copyright: string;
  readonly privacyPolicy: {
    /** Stored with each lead as the version of the policy shown at submission. */
    readonly version: string;
    readonly lastUpdated: string;
  };
  readonly termsOfUse: {
    readonly version: string;
    readonly lastUpdated: string;
  };
  /** Minimum age to use the services (legal texts). */
  readonly minimumAge: number;
  /** Courts chosen in the terms of use. */
  readonly jurisdiction: string;
}

export const company = {
  brand: BRAND,
  courseName: 'SALTO',
  legalName: 'Salto IA Tecnologia Ltda.',
  cnpj: '00.000.000/0001-00', // TODO(legal): real CNPJ
  address: {
    street: 'Rua Exemplo, 000, sala 000', // TODO(legal): real street address
    district: 'Centro', // TODO(legal): real district
    city: 'Florianópolis',
    state: 'SC',
    postalCode: '88000-000', // TODO(legal): real CEP
    country: 'Brasil',
  },
  headquarters: 'Florianópolis/SC',
  contactEmail: 'contato@saltoia.com.br',
  privacyEmail: 'privacidade@saltoia.com.br',
  dpoTitle: 'Encarregado pelo Tratamento de Dados Pessoais (DPO)',
  socialLinks: [
    {
      network: 'instagram',
      label: 'Instagram',
      ariaLabel: 'Instagram da Salto IA (abre em nova aba)',
      href: 'https://www.instagram.com/saltoia',
    },
    {
      network: 'tiktok',
      label: 'TikTok',
      ariaLabel: 'TikTok da Salto IA (abre em nova aba)',
      href: 'https://www.tiktok.com/@saltoia',
    },
    {
      network: 'linkedin',
      label: 'LinkedIn',
      ariaLabel: 'LinkedIn da Salto IA (abre em nova aba)',
      href: 'https://www.linkedin.com/company/saltoia',
    },
  ],
  copyright: '© 2024 Salto IA. Todos os direitos reservados.',
  privacyPolicy: {
    version: '2026-11-29',
    lastUpdated: '29 de novembro de 2026',
  },
  termsOfUse: {
    version: '2025-08-24',
    lastUpdated: '24 de agosto de 2025',
  },
  minimumAge: 18,
  jurisdiction: 'Comarca de Florianópolis/SC',
} as const satisfies Company;

/** One-line address, e.g. for legal texts and JSON-LD. */
export const companyAddressLine = `${company.address.street} – ${company.address.district}, ${company.address.city}/${company.address.state}, CEP ${company.address.postalCode}, ${company.address.country}`;

/** Version string to store with every lead (privacy policy shown at submission). */
export const PRIVACY_POLICY_VERSION = company.privacyPolicy.version;
