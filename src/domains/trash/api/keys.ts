/** Query keys of the trash ('Lixeira': public.trash_items()). */
export const trashKeys = {
  all: ['trash'] as const,
  list: () => [...trashKeys.all, 'list'] as const,
};
