/**
 * Shared types for the static marketing copy in `src/content/`.
 *
 * Icons are referenced by their lucide-react component NAME (e.g. 'Bot', 'TrendingUp').
 * `IconName` is checked against lucide-react's canonical icon index at type level only
 * (`import type`, no runtime cost). Page code must map names to components with an
 * explicit import list (`import { Bot, TrendingUp } from 'lucide-react'`), never with the
 * runtime `icons` object, which would pull every icon into the bundle.
 * Note: lucide-react 1.x has no brand icons (Instagram, TikTok, LinkedIn): social links carry
 * a `network` key instead and need their own SVGs.
 */
import type { icons } from 'lucide-react';

export type IconName = keyof typeof icons;

/** Per-page metadata. `path` is the canonical path (absolute URL = site URL + path). */
export interface PageSeo {
  readonly title: string;
  readonly description: string;
  readonly keywords: readonly string[];
  readonly path: `/${string}`;
  /** Social-sharing image path; falls back to `seoDefaults.defaultImage`. */
  readonly image?: `/${string}`;
  readonly imageAlt?: string;
  readonly noindex?: boolean;
}

export interface Link {
  readonly label: string;
  readonly href: string;
  /** Open in a new tab (`target="_blank" rel="noopener noreferrer"`). */
  readonly external?: boolean;
}

export interface IconCard {
  readonly icon: IconName;
  readonly title: string;
  readonly description: string;
}

export interface Stat {
  /** Big figure, e.g. '500+'. */
  readonly value: string;
  /** Caption under the figure, e.g. 'alunos formados'. */
  readonly label: string;
  readonly icon?: IconName;
}

export interface CallToAction {
  readonly title: string;
  readonly description: string;
  readonly buttonLabel: string;
  /** Route, or in-page anchor such as '#salto-form'. */
  readonly href: string;
}

/** A field of the two lead forms (SALTO signup, Raio-X): its copy and autofill hint. */
export interface LeadFormField {
  readonly name: 'nome' | 'email' | 'telefone' | 'empresa';
  readonly label: string;
  readonly placeholder: string;
  readonly type: 'text' | 'email' | 'tel';
  readonly autoComplete: string;
}

export interface Toast {
  readonly title: string;
  readonly description: string;
}

export interface LegalSection {
  /** Stable anchor id (kebab-case), usable for a table of contents. */
  readonly id: string;
  readonly heading: string;
  readonly paragraphs: readonly string[];
  /** Optional bullet list rendered after the paragraphs. */
  readonly items?: readonly string[];
  /** Optional links rendered after the list (e.g. to the privacy policy or the ANPD). */
  readonly links?: readonly Link[];
}

export interface LegalDocument {
  readonly title: string;
  readonly lastUpdated: string;
  readonly intro: string;
  readonly sections: readonly LegalSection[];
}

export type SocialNetwork = 'instagram' | 'tiktok' | 'linkedin';

export interface SocialLink {
  readonly network: SocialNetwork;
  readonly label: string;
  /** Accessible name for the icon-only link. */
  readonly ariaLabel: string;
  readonly href: `https://${string}`;
}
