import { Send } from 'lucide-react';
import { useId } from 'react';
import { toast } from 'sonner';

import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

import { useSendTestLeadNotification } from '../api/send-test-lead-notification';

/** 'E-mail de teste enviado para 2 endereços'. */
export function testEmailSentTitle(queued: number): string {
  return `E-mail de teste enviado para ${queued} ${queued === 1 ? 'endereço' : 'endereços'}`;
}

interface LeadDeliveryTestEmailProps {
  /** The form above has changes not saved yet: the test goes to the saved destinations. */
  unsavedChanges: boolean;
  /** Whether the database can call the delivery function (unknown while loading). */
  configured: boolean | undefined;
}

/**
 * 'Enviar e-mail de teste': a test message to every e-mail destination of the saved settings,
 * queued in the outbox and delivered like a lead's ('Envios recentes' shows it).
 */
export function LeadDeliveryTestEmail({ unsavedChanges, configured }: LeadDeliveryTestEmailProps) {
  const send = useSendTestLeadNotification();
  const hintId = useId();

  const onClick = async () => {
    let queued: number;
    try {
      queued = await send.mutateAsync();
    } catch (error) {
      console.error('Erro ao enviar o e-mail de teste:', error);
      toast.error('Erro', { description: 'Não foi possível enviar o e-mail de teste. Tente novamente.' });
      return;
    }
    if (queued === 0) {
      toast.error('Nenhum destinatário de e-mail', {
        description:
          'Ative "Avisar todos os administradores por e-mail" ou adicione um e-mail adicional, salve e tente de novo.',
      });
      return;
    }
    toast.success(testEmailSentTitle(queued), {
      description:
        configured === false
          ? 'Ele fica na fila até o banco de dados saber a URL do projeto (veja o aviso acima).'
          : 'Deve chegar em alguns segundos. Acompanhe em Envios recentes.',
    });
  };

  return (
    <div className="flex flex-col gap-3 border-t border-ink-200 p-4 sm:flex-row sm:items-center sm:px-6">
      <Button
        variant="outline"
        disabled={send.isPending}
        aria-describedby={hintId}
        onClick={() => void onClick()}
      >
        {send.isPending ? <Spinner /> : <Send aria-hidden="true" />}
        {send.isPending ? 'Enviando...' : 'Enviar e-mail de teste'}
      </Button>
      <p id={hintId} className="text-sm text-ink-600">
        Envia uma mensagem de teste a cada destinatário de e-mail das configurações salvas.
        {unsavedChanges && ' Há alterações não salvas: salve antes para testá-las.'}
      </p>
    </div>
  );
}
