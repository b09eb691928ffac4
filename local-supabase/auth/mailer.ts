import nodemailer from 'nodemailer';

import type { Services } from '../services.ts';
import type { EmailTemplateKind } from '../project-config.ts';
import { AuthError } from './errors.ts';

/** What GoTrue gives an e-mail template (`{{ .Name }}`). */
export interface TemplateData {
  SiteURL: string;
  ConfirmationURL: string;
  Email: string;
  Token: string;
  TokenHash: string;
  RedirectTo: string;
}

/** GoTrue's built-in subject and body of each mail this stand-in sends (internal/mailer). */
const DEFAULTS: Partial<Record<EmailTemplateKind, { subject: string; content: string }>> = {
  recovery: {
    subject: 'Reset your password',
    content: `<h2>Reset your password</h2>

<p>We received a request to reset your password. Follow the link below to choose a new one.</p>
<p><a href="{{ .ConfirmationURL }}">Reset password</a></p>
<p>If you didn't request this, you can safely ignore this email.</p>`,
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
 * attributes. Any other template action (`{{ if … }}`, pipelines, `.Data.x`) is refused: this
 * stand-in would render it differently from GoTrue.
 */
export function renderTemplate(template: string, data: TemplateData): string {
  return template.replace(/\{\{-?\s*(.*?)\s*-?\}\}/g, (action: string, body: string) => {
    const field = /^\.(\w+)$/.exec(body)?.[1];
    if (!field || !(field in data)) {
      throw new Error(
        `e-mail template: local-supabase renders only {{ .SiteURL }}, {{ .ConfirmationURL }}, {{ .Email }}, ` +
          `{{ .Token }}, {{ .TokenHash }} and {{ .RedirectTo }}; found ${action}`,
      );
    }
    return escapeHtml(data[field as keyof TemplateData]);
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
  return {
    subject: configured?.subject ?? fallback.subject,
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
