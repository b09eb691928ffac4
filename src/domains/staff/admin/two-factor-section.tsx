import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ShieldCheck, Smartphone } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormField } from '@/components/ui/form-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { errorMessage } from '@/lib/error-message';

import { staffKeys } from '../api/keys';
import {
  codeErrorMessage,
  finishEnrollment,
  parseCode,
  removeFactor,
  startEnrollment,
  verifiedFactor,
  type Enrollment,
} from '../api/mfa';
import { CodeInput } from '../components/second-factor-form';

/** The secret in groups of four, as authenticator apps show a key typed by hand. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

/**
 * 'Verificação em duas etapas' (/admin/configuracoes, everyone): add an authenticator app with a QR
 * code (or the key typed by hand) and a first code; from then on each sign-in asks for its code.
 * Removing it needs a session verified with it; a lost phone is removed by another admin.
 */
export function TwoFactorSection() {
  const queryClient = useQueryClient();
  const factor = useQuery({ queryKey: staffKeys.factor(), queryFn: verifiedFactor });
  const [enrollment, setEnrollment] = useState<Enrollment | null>(null);
  const [starting, setStarting] = useState(false);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const [verifying, setVerifying] = useState(false);
  const [removing, setRemoving] = useState<'confirm' | 'pending' | null>(null);

  const refresh = () => queryClient.invalidateQueries({ queryKey: staffKeys.factor() });

  async function start() {
    setStarting(true);
    try {
      setEnrollment(await startEnrollment());
      setCode('');
      setCodeError(undefined);
    } catch (error) {
      toast.error('Erro', { description: errorMessage(error) });
    } finally {
      setStarting(false);
    }
  }

  async function finish(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!enrollment) return;
    const parsed = parseCode(code);
    if (typeof parsed !== 'string') {
      setCodeError(parsed.error);
      return;
    }
    setVerifying(true);
    try {
      await finishEnrollment(enrollment.factorId, parsed);
    } catch (error) {
      setCodeError(codeErrorMessage(error));
      setVerifying(false);
      return;
    }
    setVerifying(false);
    setEnrollment(null);
    await refresh();
    toast.success('Verificação em duas etapas ativada', {
      description: 'Nos próximos acessos, o painel vai pedir o código do aplicativo.',
    });
  }

  async function remove() {
    if (!factor.data) return;
    setRemoving('pending');
    try {
      await removeFactor(factor.data.id);
    } catch (error) {
      toast.error('Erro', { description: errorMessage(error) });
      setRemoving(null);
      return;
    }
    setRemoving(null);
    await refresh();
    toast.success('Verificação em duas etapas desativada');
  }

  return (
    <section aria-labelledby="duas-etapas-titulo" className="space-y-4">
      <div className="flex items-start gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-accent-50 text-accent-700">
          <Smartphone aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0">
          <h2 id="duas-etapas-titulo" className="font-display text-xl font-semibold text-ink-950">
            Verificação em duas etapas
          </h2>
          <p className="mt-0.5 text-sm text-ink-600">
            Além da senha, um código do aplicativo autenticador do seu celular (Google Authenticator,
            Microsoft Authenticator, 1Password…). Leads e usuários só abrem depois do código.
          </p>
        </div>
      </div>
      <Card>
        <CardContent className="space-y-4 pt-6">
          {factor.isPending ? (
            <p className="text-sm text-ink-600">Carregando…</p>
          ) : factor.isError ? (
            <div
              role="alert"
              className="flex flex-wrap items-center justify-between gap-3 text-sm text-ink-900"
            >
              <p>Não foi possível ver se a verificação está ativada.</p>
              <Button variant="outline" size="sm" onClick={() => void factor.refetch()}>
                Tentar novamente
              </Button>
            </div>
          ) : factor.data ? (
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className="flex items-center gap-2 text-sm text-ink-900">
                <Badge variant="success">
                  <ShieldCheck aria-hidden="true" />
                  Ativada
                </Badge>
                Cada acesso pede o código do aplicativo.
              </p>
              <Button variant="outline" size="sm" onClick={() => setRemoving('confirm')}>
                Desativar
              </Button>
            </div>
          ) : enrollment ? (
            <form
              noValidate
              aria-label="Ativar verificação em duas etapas"
              onSubmit={(event) => void finish(event)}
            >
              <ol className="grid gap-5 text-sm text-ink-900 sm:grid-cols-[auto_minmax(0,1fr)] sm:gap-x-8">
                <li className="space-y-2 sm:row-span-2">
                  <p>1. No aplicativo autenticador, leia este QR code:</p>
                  <img
                    src={enrollment.qrCode}
                    alt="QR code para cadastrar o painel no aplicativo autenticador"
                    width={196}
                    height={196}
                    className="size-49 rounded-md border border-ink-200 bg-white p-1"
                  />
                  <p className="text-ink-700">
                    Ou digite a chave:{' '}
                    <code className="font-mono text-xs break-all text-ink-950">
                      {grouped(enrollment.secret)}
                    </code>
                  </p>
                </li>
                <li className="max-w-xs space-y-3">
                  <FormField label="2. Digite o código que o aplicativo mostra" required error={codeError}>
                    {(control) => (
                      <CodeInput
                        value={code}
                        onChange={(event) => setCode(event.target.value)}
                        disabled={verifying}
                        {...control}
                      />
                    )}
                  </FormField>
                  <div className="flex flex-wrap gap-2">
                    <SubmitButton pending={verifying} label="Ativar" pendingLabel="Verificando..." />
                    <Button
                      type="button"
                      variant="ghost"
                      disabled={verifying}
                      onClick={() => setEnrollment(null)}
                    >
                      Cancelar
                    </Button>
                  </div>
                </li>
              </ol>
            </form>
          ) : (
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className="text-sm text-ink-900">Desativada: o acesso pede só a senha.</p>
              <Button size="sm" disabled={starting} onClick={() => void start()}>
                {starting ? 'Preparando...' : 'Ativar'}
              </Button>
            </div>
          )}
        </CardContent>
      </Card>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Desativar a verificação em duas etapas"
        description="O acesso ao painel voltará a pedir só a senha."
        confirmLabel="Desativar"
        pending={removing === 'pending'}
        onConfirm={() => void remove()}
      />
    </section>
  );
}
