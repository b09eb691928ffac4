import { format } from 'date-fns';
import { ptBR } from 'date-fns/locale/pt-BR';
import { Database, Globe, Info, Mail, type LucideIcon } from 'lucide-react';
import { toast } from 'sonner';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

const SYSTEM_VERSION = '1.0.0';

interface SettingsSection {
  title: string;
  description: string;
  icon: LucideIcon;
  actions: readonly string[];
}

const EMAIL_SECTION: SettingsSection = {
  title: 'E-mail',
  description: 'Notificações de novos leads e modelos de mensagem.',
  icon: Mail,
  actions: ['Configurar SMTP', 'Modelos de e-mail'],
};

const SECTIONS: readonly SettingsSection[] = [
  {
    title: 'Backup e dados',
    description: 'Cópias de segurança e exportação dos dados do site.',
    icon: Database,
    actions: ['Fazer backup', 'Exportar dados'],
  },
  EMAIL_SECTION,
  {
    title: 'Site',
    description: 'Informações gerais, SEO e modo de manutenção.',
    icon: Globe,
    actions: ['Configurações de SEO', 'Modo de manutenção'],
  },
];

function notAvailable(action: string) {
  toast.info(action, { description: 'Esta função ainda não está disponível.' });
}

interface SettingsOverviewProps {
  today?: Date;
  /** The real 'Notificações de leads' section is on the page (admins): the inert 'E-mail' card goes. */
  leadNotificationsShown?: boolean;
}

/** The static settings page: informative cards with inert actions and system info. */
export function SettingsOverview({
  today = new Date(),
  leadNotificationsShown = false,
}: SettingsOverviewProps) {
  const sections = leadNotificationsShown
    ? SECTIONS.filter((section) => section !== EMAIL_SECTION)
    : SECTIONS;
  return (
    <div className="space-y-6">
      <ul className="grid gap-4 sm:grid-cols-2">
        {sections.map((section) => (
          <li key={section.title}>
            <Card className="flex h-full flex-col">
              <CardHeader className="flex-row items-start gap-3">
                <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-accent-50 text-accent-700">
                  <section.icon aria-hidden="true" className="size-5" />
                </span>
                <div className="min-w-0">
                  <CardTitle className="text-base">{section.title}</CardTitle>
                  <CardDescription className="mt-1">{section.description}</CardDescription>
                </div>
              </CardHeader>
              <CardContent className="mt-auto flex flex-wrap gap-2">
                {section.actions.map((action) => (
                  <Button
                    key={action}
                    variant="outline"
                    size="sm"
                    aria-describedby="settings-unavailable"
                    onClick={() => notAvailable(action)}
                  >
                    {action}
                  </Button>
                ))}
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
      <p id="settings-unavailable" className="sr-only">
        Indisponível nesta versão.
      </p>

      <Card>
        <CardHeader className="flex-row items-center gap-3 pb-4">
          <Info aria-hidden="true" className="size-5 text-ink-500" />
          <CardTitle className="text-base">Informações do sistema</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-4 text-sm sm:grid-cols-3">
            <div>
              <dt className="text-ink-600">Versão</dt>
              <dd className="mt-1 font-semibold text-ink-950">{SYSTEM_VERSION}</dd>
            </div>
            <div>
              <dt className="text-ink-600">Data</dt>
              <dd className="mt-1 font-semibold text-ink-950">
                <time dateTime={format(today, 'yyyy-MM-dd')}>
                  {format(today, 'dd/MM/yyyy', { locale: ptBR })}
                </time>
              </dd>
            </div>
            <div>
              <dt className="text-ink-600">Status</dt>
              <dd className="mt-1">
                <Badge variant="success">
                  <span aria-hidden="true" className="size-1.5 rounded-full bg-success-600" />
                  Online
                </Badge>
              </dd>
            </div>
          </dl>
        </CardContent>
      </Card>
    </div>
  );
}
