import { apiUrl, serviceClient } from './clients.ts';

/**
 * A staff account of a test's own, made as the create-user function makes one (a confirmed auth
 * user and its profile), with a unique address starting with `label`. `url`: another
 * local-supabase than the run's.
 */
export async function createStaffAccount(
  label: string,
  tipo: 'editor' | 'admin',
  password: string,
  url = apiUrl(),
): Promise<{ id: string; email: string }> {
  const email = `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@salto.local`;
  const service = serviceClient(url);
  const { data, error } = await service.auth.admin.createUser({ email, password, email_confirm: true });
  if (error) throw error;
  const profile = await service.from('profiles').insert({ id: data.user.id, email, tipo });
  if (profile.error) throw profile.error;
  return { id: data.user.id, email };
}
