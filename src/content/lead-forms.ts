/**
 * Texts of the two lead forms: validation messages, toasts, consent line, phone input.
 * The product copy is quoted word for word: do not reword it;
 * only the strings marked "our own" were written here. Messages that carry a limit (a length, a
 * number of digits) live with the rule, in `src/domains/leads/api/lead-schema.ts`.
 */
import { company, PRIVACY_POLICY_VERSION } from './company';
import type { LeadFormField, Toast } from './types';

/** SALTO signup form (/salto). Fields are `required` with native e-mail check. */
export const saltoFormMessages = {
  toasts: {
    /** Default (non-destructive) toast. */
    success: {
      title: 'Inscrição realizada com sucesso!',
      description: 'Em breve nossa equipe entrará em contato para liberar seu acesso ao SALTO.',
    },
    /** Destructive toast; the form keeps its values. */
    error: {
      title: 'Erro ao enviar formulário',
      description: 'Tente novamente em alguns instantes.',
    },
  },
  /**
   * Our own (the form relies on native `required` / `type="email"`). Use these only if a
   * shared zod schema validates the SALTO form in JS as well.
   */
  validation: {
    nomeRequired: 'Informe seu nome completo',
    emailRequired: 'Informe seu e-mail',
    emailInvalid: 'Informe um e-mail válido',
    telefoneRequired: 'Informe seu telefone (WhatsApp)',
    empresaRequired: 'Informe o nome da sua empresa',
  },
} as const satisfies {
  toasts: { success: Toast; error: Toast };
  validation: Record<string, string>;
};

/** Contact / Raio-X form (/agentes-de-ia). */
export const raioXFormMessages = {
  toasts: {
    /** Default (non-destructive) toast; the form is cleared. */
    success: {
      title: 'Sucesso!',
      description: 'Seus dados foram enviados com sucesso. Entraremos em contato em breve!',
    },
    /** Destructive; the insert returned an error. */
    error: {
      title: 'Erro',
      description: 'Não foi possível enviar seus dados. Tente novamente.',
    },
    /** Destructive; an unexpected exception. */
    unexpected: {
      title: 'Erro',
      description: 'Erro inesperado. Tente novamente.',
    },
  },
} as const satisfies {
  toasts: { success: Toast; error: Toast; unexpected: Toast };
};

/**
 * Consent line under both submit buttons. Render as:
 * `{before}<a href={href}>{linkLabel}</a>{after}`.
 * Store `policyVersion` with the lead.
 */
export const consentNotice = {
  before: 'Ao enviar, você declara ter lido a nossa ',
  linkLabel: 'Política de Privacidade',
  href: '/politica-de-privacidade',
  after: ` e concorda que a ${company.brand} use seus dados para entrar em contato por e-mail e WhatsApp sobre o que você solicitou.`,
  policyVersion: PRIVACY_POLICY_VERSION,
} as const;

/** The company field, worded the same on both forms. */
export const companyField = {
  name: 'empresa',
  label: 'Empresa',
  placeholder: 'Nome da sua empresa',
  type: 'text',
  autoComplete: 'organization',
} as const satisfies LeadFormField;

/** Phone input with country picker (default Brazil). */
export const phoneInputTexts = {
  defaultCountry: 'BR',
  placeholder: '(11) 99999-9999',
  countryButtonLabel: 'Selecionar país',
  searchPlaceholder: 'Buscar país...',
  noCountryFound: 'Nenhum país encontrado',
} as const;

/** Hidden anti-spam field: a filled honeypot is silently dropped. */
export const honeypotTexts = {
  name: 'website',
  label: 'Deixe este campo em branco',
} as const;

/** Shared submit-state label. */
export const SUBMITTING_LABEL = 'Enviando...';
