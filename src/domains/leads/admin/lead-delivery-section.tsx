import { useQuery } from '@tanstack/react-query';
import { BellRing, TriangleAlert } from 'lucide-react';

import { Card } from '@/components/ui/card';

import { leadNotificationsConfiguredQueryOptions } from '../api/get-lead-notifications-configured';
import { LeadDeliveryOutbox } from './lead-delivery-outbox';
import { LeadDeliverySettingsForm } from './lead-delivery-settings-form';

/** The SQL that tells the database where the project's functions are and the key to present. */
const PROJECT_URL_SQL =
  "insert into private.runtime_settings (name, value) values ('project_url', 'https://<ref>.supabase.co'), ('functions_api_key', '<chave secreta sb_secret_…>') on conflict (name) do update set value = excluded.value;";

/** Nothing leaves the outbox until the database knows the project's URL and secret key. */
function NotConfiguredWarning() {
  return (
    <div
      role="note"
      aria-labelledby="notificacoes-sem-url-titulo"
      className="flex gap-3 rounded-xl border border-accent-300 bg-accent-50 p-4 text-sm text-ink-900 sm:px-6"
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-800" />
      <div className="min-w-0 space-y-1.5">
        <p id="notificacoes-sem-url-titulo" className="font-semibold">
          As notificações ainda não estão sendo enviadas
        </p>
        <p>
          O banco de dados ainda não sabe a URL do projeto e a chave secreta com que chama a função que
          entrega os avisos. Até lá, nada é enviado: os avisos de novos leads e os e-mails de teste esperam na
          fila de Envios recentes e saem assim que as duas forem definidas.
        </p>
        <p>
          Quem administra o Supabase define as duas uma vez, no SQL Editor (docs/deploy.md, passo &quot;Ligue
          o banco às funções&quot;):
        </p>
        <code className="block rounded-md bg-white/70 px-2 py-1.5 font-mono text-xs break-all text-ink-900">
          {PROJECT_URL_SQL}
        </code>
      </div>
    </div>
  );
}

/**
 * 'Notificações de leads' (admins, /admin/configuracoes): who hears of a new lead — every admin by
 * e-mail, extra addresses, a CRM webhook — with a test e-mail, and the outbox's recent deliveries.
 */
export function LeadDeliverySection() {
  const configured = useQuery(leadNotificationsConfiguredQueryOptions());

  return (
    <section aria-labelledby="notificacoes-leads-titulo" className="space-y-4">
      <div className="flex items-start gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-accent-50 text-accent-700">
          <BellRing aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0">
          <h2 id="notificacoes-leads-titulo" className="font-display text-xl font-semibold text-ink-950">
            Notificações de leads
          </h2>
          <p className="mt-0.5 text-sm text-ink-600">
            Quem fica sabendo de cada novo lead, em segundos: por e-mail e pelo webhook do CRM.
          </p>
        </div>
      </div>
      {configured.data === false && <NotConfiguredWarning />}
      <Card>
        <LeadDeliverySettingsForm configured={configured.data} />
      </Card>
      <LeadDeliveryOutbox />
    </section>
  );
}
