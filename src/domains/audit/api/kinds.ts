/**
 * What the audit trail records (public.audit_events.kind, checked by the table) and how the
 * activity page names it; the groups are the page's "Tipo" filter.
 */
export const AUDIT_KIND_LABELS = {
  sign_in: 'Entrou no painel',
  sign_in_failed: 'Senha incorreta ao entrar',
  second_factor_verified: 'Confirmou o código de verificação',
  recovery_sign_in: 'Entrou pelo link de recuperação',
  recovery_requested: 'Pediu o e-mail de recuperação de senha',
  password_changed: 'Trocou a senha',
  second_factor_added: 'Ativou a verificação em duas etapas',
  second_factor_removed: 'Verificação em duas etapas removida',
  email_change_requested: 'Pediu a troca do e-mail de acesso',
  email_changed: 'Trocou o e-mail de acesso',
  content_created: 'Criou',
  content_updated: 'Editou',
  content_published: 'Publicou',
  content_unpublished: 'Voltou para rascunho',
  content_trashed: 'Moveu para a lixeira',
  content_restored: 'Restaurou da lixeira',
  // Since the trash (issue 28) a delete by staff is one from the trash, for good.
  content_deleted: 'Excluiu para sempre',
  user_created: 'Criou o usuário',
  user_role_changed: 'Mudou o tipo do usuário',
  user_deactivated: 'Desativou o usuário',
  user_reactivated: 'Reativou o usuário',
  user_removed: 'Removeu o usuário',
  user_second_factor_removed: 'Removeu a verificação em duas etapas de',
  lead_viewed: 'Abriu o lead',
  leads_exported: 'Exportou leads (CSV)',
  lead_data_exported: 'Exportou os dados de uma pessoa (LGPD)',
  leads_deleted: 'Excluiu leads',
  settings_changed: 'Alterou as configurações',
} as const;

export type AuditKind = keyof typeof AUDIT_KIND_LABELS;

export const AUDIT_KINDS = Object.keys(AUDIT_KIND_LABELS) as AuditKind[];

export const AUDIT_GROUPS = {
  acessos: {
    label: 'Acessos e senhas',
    kinds: [
      'sign_in',
      'sign_in_failed',
      'second_factor_verified',
      'recovery_sign_in',
      'recovery_requested',
      'password_changed',
      'second_factor_added',
      'second_factor_removed',
      'email_change_requested',
      'email_changed',
    ],
  },
  conteudo: {
    label: 'Conteúdo',
    kinds: [
      'content_created',
      'content_updated',
      'content_published',
      'content_unpublished',
      'content_trashed',
      'content_restored',
      'content_deleted',
    ],
  },
  usuarios: {
    label: 'Usuários',
    kinds: [
      'user_created',
      'user_role_changed',
      'user_deactivated',
      'user_reactivated',
      'user_removed',
      'user_second_factor_removed',
    ],
  },
  leads: { label: 'Leads', kinds: ['lead_viewed', 'leads_exported', 'lead_data_exported', 'leads_deleted'] },
  configuracoes: { label: 'Configurações', kinds: ['settings_changed'] },
} as const satisfies Record<string, { label: string; kinds: readonly AuditKind[] }>;

export type AuditGroup = keyof typeof AUDIT_GROUPS;

export const isAuditGroup = (value: string | null): value is AuditGroup =>
  value !== null && Object.hasOwn(AUDIT_GROUPS, value);

/** What the entry was about, as the page names it. */
export const AUDIT_SUBJECT_LABELS: Record<string, string> = {
  case: 'Case',
  insight: 'Insight',
  categoria: 'Categoria',
  nicho: 'Nicho',
  noticia: 'Notícia',
  user: 'Usuário',
  lead: 'Lead',
  settings: 'Configurações',
};
