import type { ReactNode } from 'react';

import { Dialog, DialogContent } from '@/components/ui/dialog';
import { formatDateTime } from '@/lib/dates';

import type { Lead } from '../api/get-leads';

interface DetailItem {
  label: string;
  value: string | null;
  /** Renders the value (a link); plain text otherwise. */
  render?: (value: string) => ReactNode;
  /** Long, unbroken values (URLs, click ids) wrap anywhere. */
  breakAll?: boolean;
  /** Takes the whole row (addresses). */
  wide?: boolean;
}

const linkClasses = 'text-accent-800 underline underline-offset-2 hover:text-accent-900';

function detailSections(lead: Lead): { title: string; items: DetailItem[] }[] {
  return [
    {
      title: 'Contato',
      items: [
        { label: 'Nome', value: lead.nome },
        {
          label: 'E-mail',
          value: lead.email,
          render: (email) => (
            <a href={`mailto:${email}`} className={linkClasses}>
              {email}
            </a>
          ),
        },
        {
          label: 'Telefone',
          value: lead.telefone,
          render: (phone) => (
            <a href={`tel:${phone.startsWith('+') ? phone : `+${phone}`}`} className={linkClasses}>
              {phone}
            </a>
          ),
        },
        { label: 'Empresa', value: lead.empresa },
        { label: 'Recebido em', value: formatDateTime(lead.created_at) },
      ],
    },
    {
      title: 'Origem',
      items: [
        { label: 'Página do formulário', value: lead.pagina_origem, breakAll: true, wide: true },
        { label: 'Primeira página da visita', value: lead.landing_page, breakAll: true, wide: true },
        { label: 'Site de referência', value: lead.referrer, breakAll: true, wide: true },
      ],
    },
    {
      title: 'Campanha',
      items: [
        { label: 'UTM Source', value: lead.utm_source },
        { label: 'UTM Medium', value: lead.utm_medium },
        { label: 'UTM Campaign', value: lead.utm_campaign },
        { label: 'UTM Term', value: lead.utm_term },
        { label: 'UTM Content', value: lead.utm_content },
        { label: 'GCLID', value: lead.gclid, breakAll: true },
        { label: 'FBCLID', value: lead.fbclid, breakAll: true },
      ],
    },
    {
      title: 'Consentimento e registro',
      items: [
        { label: 'Versão da política de privacidade', value: lead.privacy_policy_version },
        { label: 'ID do envio', value: lead.submission_id, breakAll: true },
        { label: 'ID do lead', value: lead.id, breakAll: true },
      ],
    },
  ];
}

interface LeadDetailsDialogProps {
  /** The lead shown; null closes the dialog. */
  lead: Lead | null;
  onClose: () => void;
}

/** Everything stored about one lead: contact, origin, campaign (first touch) and consent. */
export function LeadDetailsDialog({ lead, onClose }: LeadDetailsDialogProps) {
  return (
    <Dialog open={lead !== null} onOpenChange={(open) => !open && onClose()}>
      {lead && (
        <DialogContent
          title={lead.nome}
          description={`Lead recebido em ${formatDateTime(lead.created_at)}`}
          className="max-w-2xl"
        >
          <div className="space-y-5">
            {detailSections(lead).map((section, index) => (
              <section key={section.title} aria-labelledby={`lead-secao-${index}`}>
                <h3
                  id={`lead-secao-${index}`}
                  className="mb-2 text-xs font-semibold tracking-wide text-ink-600 uppercase"
                >
                  {section.title}
                </h3>
                <dl className="grid gap-x-6 gap-y-3 rounded-lg border border-ink-200 p-4 sm:grid-cols-2">
                  {section.items.map((item) => (
                    <div key={item.label} className={item.wide ? 'min-w-0 sm:col-span-2' : 'min-w-0'}>
                      <dt className="text-xs text-ink-600">{item.label}</dt>
                      <dd
                        className={
                          item.breakAll
                            ? 'text-sm break-all text-ink-950'
                            : 'text-sm break-words text-ink-950'
                        }
                      >
                        {item.value ? (
                          (item.render?.(item.value) ?? item.value)
                        ) : (
                          <span className="text-ink-600">Não informado</span>
                        )}
                      </dd>
                    </div>
                  ))}
                </dl>
              </section>
            ))}
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}
