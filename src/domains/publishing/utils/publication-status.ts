/**
 * What the admin says about the public site: whether the live build holds every change visitors
 * should see, a rebuild is on its way, the host did not publish, or nothing asks it to.
 *
 * Two sources: the database's `site_publication_status()` (the last public change, the last call
 * of the build hook and how pg_net saw it answered) and the live site's `build-info.json` (when it
 * was built and up to when it read the database). A change is live when it is not newer than the
 * build's `contentReadAt`. Times are São Paulo's, whatever the browser's time zone.
 */
import type { BuildInfo } from '@/lib/build-info';
import { toSaoPauloDateTimeInput } from '@/lib/dates';

import type { SitePublicationRow } from '../api/row-schemas';

export type PublicationStatusKind = 'published' | 'pending' | 'failed' | 'off';

export interface PublicationStatusView {
  kind: PublicationStatusKind;
  /** The status line: 'Site publicado às 14:30', 'Atualização pendente', 'Falhou'… */
  label: string;
  /** Its second half, beside it where there is room: 'pedido enviado às 14:31'. */
  summary?: string;
  /** Whole sentences for the details panel. */
  details: string[];
}

/**
 * A hook call this old with the live build still older than the change: the host took the call
 * and did not publish (a failed build, a paused project). Builds take a few minutes.
 */
export const HOST_PUBLISH_TIMEOUT_MS = 20 * 60 * 1000;

/**
 * A moment as São Paulo's clock tells it, relative to `now`: 'às 14:30' today, 'em 24/11 às
 * 14:30' another day of the year, 'em 24/11/2025 às 14:30' another year.
 */
export function formatSaoPauloMoment(instant: string | Date, now: Date = new Date()): string {
  const [day, time] = toSaoPauloDateTimeInput(instant).split('T');
  const [today] = toSaoPauloDateTimeInput(now).split('T');
  const [year, month, date] = day.split('-');
  if (year !== today.slice(0, 4)) return `em ${date}/${month}/${year} às ${time}`;
  if (day !== today) return `em ${date}/${month} às ${time}`;
  return `às ${time}`;
}

type HookCall =
  | { state: 'none' }
  | { state: 'in-flight' | 'ok'; at: number }
  | { state: 'failed'; at: number; reason: string };

/** The last build hook call as pg_net saw it: an HTTP status, an error, or nothing yet. */
function lastHookCall(row: SitePublicationRow): HookCall {
  if (row.requested_at === null) return { state: 'none' };
  const at = Date.parse(row.requested_at);
  if (row.response_error !== null) {
    return { state: 'failed', at, reason: `o host não respondeu (${row.response_error})` };
  }
  if (row.response_status === null) return { state: 'in-flight', at };
  if (row.response_status >= 200 && row.response_status < 300) return { state: 'ok', at };
  return { state: 'failed', at, reason: `o host recusou o pedido (HTTP ${row.response_status})` };
}

interface PublicationStatusOptions {
  /** The live build's build-info.json; null when the site has none (`npm run dev`) or it could not be read. */
  liveBuild: BuildInfo | null;
  /** Admins are told how to act (configure the hook, publish now); editors whom to ask. */
  isAdmin: boolean;
  now?: Date;
}

/** The status line and its details, from the database's state and the live build. */
export function publicationStatusView(
  row: SitePublicationRow,
  { liveBuild, isAdmin, now = new Date() }: PublicationStatusOptions,
): PublicationStatusView {
  const moment = (instant: string | number | Date) => formatSaoPauloMoment(new Date(instant), now);
  const changedAt = row.changed_at === null ? null : Date.parse(row.changed_at);
  const call = lastHookCall(row);
  const recentCall = call.state !== 'none' && now.getTime() - call.at < HOST_PUBLISH_TIMEOUT_MS;
  // A change the live build does not hold. Without build-info.json only the database can tell:
  // a change still waiting for its call.
  const missing = liveBuild
    ? changedAt !== null && changedAt > Date.parse(liveBuild.contentReadAt)
    : row.pending_since !== null;
  // Or the last call of the hook came after the live build read the database ("Publicar site agora"
  // with nothing missing, too): it is on its way, or it failed and nothing was built since. Without
  // build-info.json: failed, or not answered yet (pg_net forgets answers after hours: an old call
  // counts as done).
  const callAfterLive =
    liveBuild !== null && call.state !== 'none' && call.at > Date.parse(liveBuild.contentReadAt);
  const behind =
    missing ||
    (liveBuild
      ? callAfterLive && (recentCall || call.state === 'failed')
      : call.state === 'failed' || (recentCall && call.state === 'in-flight'));

  const liveLine = liveBuild
    ? `A versão no ar foi gerada ${moment(liveBuild.builtAt)}.`
    : 'Não foi possível ler quando a versão no ar foi gerada.';
  const waitingLine =
    missing && changedAt !== null ? [`Alterações feitas ${moment(changedAt)} ainda não estão no site.`] : [];

  if (!row.hook_configured) {
    return {
      kind: 'off',
      label: 'Publicação automática desligada',
      summary: isAdmin ? 'configure o build hook do host' : 'peça a um administrador para ativá-la',
      details: [
        ...waitingLine,
        liveLine,
        isAdmin
          ? 'Sem o build hook do host, o site só muda com um novo deploy. Configure-o como explica o passo 13 do guia de deploy (docs/deploy.md).'
          : 'Sem ela, o site só muda quando alguém faz um novo deploy. Peça a um administrador para configurá-la.',
      ],
    };
  }

  if (!behind) {
    return {
      kind: 'published',
      label: liveBuild ? `Site publicado ${moment(liveBuild.builtAt)}` : 'Site publicado',
      details: [liveLine, 'Todas as alterações feitas até agora estão no site.'],
    };
  }

  const requestedForChange = call.state !== 'none' && (changedAt === null || call.at >= changedAt);
  const retry = isAdmin ? ['Confira o build hook e use "Publicar site agora" para tentar de novo.'] : [];

  if (requestedForChange && call.state === 'failed') {
    return {
      kind: 'failed',
      label: 'Falhou',
      summary: call.reason,
      details: [
        `O pedido de publicação ${moment(call.at)} falhou: ${call.reason}.`,
        ...waitingLine,
        liveLine,
        ...retry,
      ],
    };
  }
  if (requestedForChange && liveBuild && now.getTime() - call.at > HOST_PUBLISH_TIMEOUT_MS) {
    return {
      kind: 'failed',
      label: 'Falhou',
      summary: 'o host não publicou; veja o painel de deploys',
      details: [
        `O host foi chamado ${moment(call.at)}, mas a versão no ar ainda não tem as alterações: o host não publicou; veja o painel de deploys.`,
        ...waitingLine,
        liveLine,
        ...retry,
      ],
    };
  }
  return {
    kind: 'pending',
    label: 'Atualização pendente',
    summary: requestedForChange
      ? `pedido enviado ${moment(call.at)}`
      : 'aguardando alguns segundos sem novas edições',
    details: [
      ...waitingLine,
      requestedForChange
        ? `O host foi chamado ${moment(call.at)} e costuma levar alguns minutos para publicar.`
        : 'O pedido ao host sai quando as edições param por alguns segundos (ou 2 minutos depois da primeira).',
      liveLine,
    ],
  };
}
