import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { FileJson, FileSpreadsheet, Search, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';

import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { EmailInput } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { downloadCsv } from '@/lib/csv';
import { downloadFile } from '@/lib/download';

import { useExportLgpdPerson } from '../api/export-lgpd-person';
import { lgpdPersonQueryOptions } from '../api/find-lgpd-person';
import {
  lgpdSearchSchema,
  requestReference,
  type LgpdPerson,
  type LgpdSearchInput,
} from '../api/lgpd-schema';
import { countRecords, countsSentence } from '../utils/lgpd-counts';
import { lgpdExportCsv, lgpdExportFilename, lgpdExportJson } from '../utils/lgpd-export';
import { LgpdEraseDialog } from './lgpd-erase-dialog';
import { LgpdPersonRecords } from './lgpd-person-records';

type ExportFormat = 'json' | 'csv';

/**
 * 'Buscar dados de uma pessoa': the e-mail (validated as a lead's address), then every record
 * found for it, 'Exportar JSON', 'Exportar CSV' (each logged as an export) and 'Apagar todos os
 * dados' behind a confirmation.
 */
export function LgpdSearch() {
  const [searched, setSearched] = useState<string | null>(null);
  const person = useQuery(lgpdPersonQueryOptions(searched));
  const form = useForm<LgpdSearchInput, unknown, LgpdSearchInput>({
    resolver: zodResolver(lgpdSearchSchema),
    defaultValues: { email: '' },
    shouldFocusError: true,
  });
  const { errors } = form.formState;

  const onValid = ({ email }: LgpdSearchInput) => {
    if (email === searched) void person.refetch();
    else setSearched(email);
  };

  return (
    <Card aria-labelledby="lgpd-busca-titulo">
      <div className="border-b border-ink-200 p-4 sm:px-6">
        <h2 id="lgpd-busca-titulo" className="font-display text-lg font-semibold text-ink-950">
          Buscar dados de uma pessoa
        </h2>
        <p className="mt-1 text-sm text-ink-600">
          Use o e-mail que a pessoa informou no pedido. A busca ignora maiúsculas e variações com +tag
          (ana+promo@empresa.com é ana@empresa.com).
        </p>
        <form
          noValidate
          role="search"
          aria-label="Buscar dados por e-mail"
          onSubmit={form.handleSubmit(onValid)}
          className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start"
        >
          <FormField label="E-mail da pessoa" error={errors.email?.message} className="flex-1 sm:max-w-md">
            {(control) => <EmailInput {...control} {...form.register('email')} />}
          </FormField>
          <Button type="submit" className="sm:mt-7" disabled={person.isFetching}>
            {person.isFetching ? <Spinner /> : <Search aria-hidden="true" />}
            Buscar
          </Button>
        </form>
      </div>
      {searched !== null && <LgpdSearchResult email={searched} query={person} />}
    </Card>
  );
}

interface LgpdSearchResultProps {
  email: string;
  query: { data: LgpdPerson | undefined; isPending: boolean; isError: boolean; refetch: () => unknown };
}

function LgpdSearchResult({ email, query }: LgpdSearchResultProps) {
  const exporter = useExportLgpdPerson();
  const [exporting, setExporting] = useState<ExportFormat | null>(null);
  const [erasing, setErasing] = useState(false);

  if (query.isPending) {
    return (
      <div aria-busy="true" className="space-y-3 p-4 sm:px-6">
        <span role="status" className="sr-only">
          Buscando registros…
        </span>
        <Skeleton className="h-5 w-1/3" />
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="h-4 w-1/2" />
      </div>
    );
  }
  if (query.isError || !query.data) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 p-4 text-sm text-danger-800 sm:px-6">
        Não foi possível buscar os registros.
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          Tentar novamente
        </Button>
      </div>
    );
  }

  const { leads } = query.data;
  const counts = countRecords(query.data);

  const exportAs = async (format: ExportFormat) => {
    setExporting(format);
    try {
      const exported = await exporter.mutateAsync(email);
      const filename = lgpdExportFilename(exported, format);
      if (format === 'json')
        downloadFile(filename, lgpdExportJson(exported), 'application/json;charset=utf-8');
      else downloadCsv(filename, lgpdExportCsv(exported));
      toast.success('Exportação registrada', {
        description: `${filename}: ${countsSentence(exported.request)}. Referência do registro: ${requestReference(exported.request)}.`,
      });
    } catch (failure) {
      console.error('Erro ao exportar dados (LGPD):', failure);
      toast.error('Erro', { description: 'Não foi possível exportar os dados. Tente novamente.' });
    } finally {
      setExporting(null);
    }
  };

  return (
    <section aria-labelledby="lgpd-resultado-titulo">
      <div className="flex flex-col gap-3 border-b border-ink-200 p-4 sm:px-6 lg:flex-row lg:items-center lg:justify-between">
        <div className="min-w-0" aria-live="polite">
          <h3 id="lgpd-resultado-titulo" className="text-sm font-semibold break-all text-ink-950">
            Resultado para {email}
          </h3>
          <p className="text-sm text-ink-600">
            {leads.length === 0
              ? 'Nenhum registro encontrado para este e-mail.'
              : `Encontrados: ${countsSentence(counts)}.`}
          </p>
        </div>
        {leads.length > 0 && (
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              size="sm"
              onClick={() => exportAs('json')}
              disabled={exporting !== null}
            >
              {exporting === 'json' ? <Spinner /> : <FileJson aria-hidden="true" />}
              Exportar JSON
            </Button>
            <Button variant="outline" size="sm" onClick={() => exportAs('csv')} disabled={exporting !== null}>
              {exporting === 'csv' ? <Spinner /> : <FileSpreadsheet aria-hidden="true" />}
              Exportar CSV
            </Button>
            <Button variant="danger" size="sm" onClick={() => setErasing(true)}>
              <Trash2 aria-hidden="true" />
              Apagar todos os dados
            </Button>
          </div>
        )}
      </div>
      {leads.length > 0 && <LgpdPersonRecords leads={leads} />}
      <LgpdEraseDialog email={email} counts={counts} open={erasing} onOpenChange={setErasing} />
    </section>
  );
}
