import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';

import { getSupabase } from '@/lib/get-supabase';

import { dashboardKeys } from './keys';

/** Tables counted on the dashboard (`profiles` and `leads` are readable by admins only). */
export type CountTable = 'cases' | 'insights' | 'profiles' | 'leads' | 'noticias';

const countSchema = z.number().check(z.int(), z.nonnegative());

/** Number of rows the signed-in user may read: `HEAD` with `count=exact`, no rows transferred. */
export async function getCount(table: CountTable): Promise<number> {
  const supabase = await getSupabase();
  const { count, error } = await supabase.from(table).select('id', { count: 'exact', head: true });
  if (error) {
    console.error(`Erro ao contar ${table}:`, error);
    throw error;
  }
  return countSchema.parse(count ?? 0);
}

export function countQueryOptions(table: CountTable) {
  return queryOptions({
    queryKey: dashboardKeys.count(table),
    queryFn: () => getCount(table),
    refetchOnMount: 'always',
  });
}
