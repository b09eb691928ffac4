import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';

import { getSupabase } from '@/lib/get-supabase';

import { adminInsightKeys } from './admin-keys';

export const categoriaOptionSchema = z.object({ id: z.string(), nome: z.string(), slug: z.string() });

export type CategoriaOption = z.infer<typeof categoriaOptionSchema>;

/** The category select's options: `categorias` ordered by nome. */
export async function getCategorias(): Promise<CategoriaOption[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.from('categorias').select('id, nome, slug').order('nome');
  if (error) throw error;
  return z.array(categoriaOptionSchema).parse(data);
}

export function categoriasQueryOptions() {
  return queryOptions({ queryKey: adminInsightKeys.categorias(), queryFn: getCategorias });
}

export function useCategorias() {
  return useQuery(categoriasQueryOptions());
}
