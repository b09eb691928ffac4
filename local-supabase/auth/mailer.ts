import nodemailer from 'nodemailer';

import type { Services } from '../services.ts';
import type { EmailTemplateKind } from '../project-config.ts';
import { AuthError } from './errors.ts';

/**
 * What GoTrue gives an e-mail template (`{{ .Name }}`); each kind of mail has its own subset
 * (a reauthentication code has no link). `Email` is the account's address; in an e-mail change,
 * `NewEmail` is the one asked for and `SendingTo` the one this mail goes to.
 */
export type TemplateData = Partial<
  Record<
    'SiteURL' | 'ConfirmationURL' | 'Email' | 'NewEmail' | 'Token' | 'TokenHash' | 'SendingTo' | 'RedirectTo',
    string
  >
>;

/** GoTrue's built-in subject and body of each mail this stand-in sends (internal/mailer). */
const DEFAULTS: Partial<Record<EmailTemplateKind, { subject: string; content: string }>> = {
  recovery: {
    subject: 'Reset your password',
    content: `<h2>Reset your password</h2>

<p>We received a request to reset your password. Follow the link below to choose a new one.</p>
<p><a href="{{ .ConfirmationURL }}">Reset password</a></p>
<p>If you didn't request this, you can safely ignore this email.</p>`,
  },
  email_change: {
    subject: 'Confirm your new email address',
    content: `<h2>Confirm your new email address</h2>

<p>Follow the link below to confirm {{ .NewEmail }} as your new email address.</p>
<p><a href="{{ .ConfirmationURL }}">Confirm new email address</a></p>
<p>If you didn't request this change, you can safely ignore this email.</p>`,
  },
  reauthentication: {
    subject: '{{ .Token }} is your verification code',
    content: `<h2>Your verification code</h2>

<p>Use the code below to verify your identity. It expires shortly.</p>
<p>{{ .Token }}</p>`,
  },
};

/** Go's html/template entities. */
const HTML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&#34;',
  "'": '&#39;',
};
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => HTML_ENTITIES[char]);

/**
 * Fills `{{ .Field }}` placeholders, HTML-escaped as Go's html/template escapes them in text and
 * attributes. A field this mail does not have and any other template action (`{{ if … }}`,
 * pipelines, `.Data.x`) are refused: this stand-in would render them differently from GoTrue.
 */
export function renderTemplate(template: string, data: TemplateData): string {
  return template.replace(/\{\{-?\s*(.*?)\s*-?\}\}/g, (action: string, body: string) => {
    const field = /^\.(\w+)$/.exec(body)?.[1] as keyof TemplateData | undefined;
    const value = field && Object.hasOwn(data, field) ? data[field] : undefined;
    if (value === undefined) {
      const fields = Object.keys(data).map((name) => `{{ .${name} }}`);
      throw new Error(
        `e-mail template: local-supabase renders only ${fields.join(', ')} in this mail; found ${action}`,
      );
    }
    return escapeHtml(value);
  });
}

/** The subject and HTML body of a `kind` mail, from config.toml's template or GoTrue's default. */
export function composeMail(
  services: Services,
  kind: EmailTemplateKind,
  data: TemplateData,
): { subject: string; html: string } {
  const configured = services.project.auth.email.templates[kind];
  const fallback = DEFAULTS[kind];
  if (!fallback) throw new Error(`local-supabase does not send "${kind}" e-mails`);
  // GoTrue renders the subject as a template too (its reauthentication subject holds the code).
  return {
    subject: renderTemplate(configured?.subject ?? fallback.subject, data),
    html: renderTemplate(configured?.content ?? fallback.content, data),
  };
}

/**
 * Sends over SMTP to the local inbox, as GoTrue in `supabase start` sends to Mailpit. Without an
 * inbox there is nowhere to send: the request fails as GoTrue's does when SMTP fails (500), and the
 * reason is logged.
 */
export async function sendMail(
  services: Services,
  message: { to: string; subject: string; html: string },
  failure: string,
): Promise<void> {
  const inbox = services.config.inbox;
  try {
    if (!inbox)
      throw new Error('no local inbox is running ([local_smtp] enabled = false, or a test without one)');
    const transport = nodemailer.createTransport({ host: services.config.host, port: inbox.smtpPort });
    await transport.sendMail({
      from: 'Admin <admin@email.com>',
      to: message.to,
      subject: message.subject,
      html: message.html,
    });
  } catch (error) {
    console.error(`local-supabase auth: ${failure}:`, error);
    throw new AuthError(500, 'unexpected_failure', failure);
  }
}
