import { describe, expectTypeOf, it } from 'vitest';
import type * as z from 'zod/mini';

import type { Database, Tables } from '@/types/database.types';

import { caseNicheSchema, caseRowSchema, nicheRowSchema } from './case-schema';

type Returns<Fn extends keyof Database['public']['Functions']> =
  Database['public']['Functions'][Fn]['Returns'];

// Type-level: `tsc` (npm run typecheck) fails here when a schema and its table part ways.
describe('row schemas', () => {
  it('read exactly the generated row of their table', () => {
    expectTypeOf<z.infer<typeof caseRowSchema>>().toEqualTypeOf<Tables<'cases'>>();
    expectTypeOf<z.infer<typeof nicheRowSchema>>().toEqualTypeOf<Tables<'cases_nichos'>>();
    expectTypeOf<z.infer<typeof nicheRowSchema>>().toEqualTypeOf<Returns<'get_all_nichos'>[number]>();
    expectTypeOf<z.infer<typeof caseNicheSchema>>().toEqualTypeOf<Returns<'get_case_nichos'>[number]>();
  });
});
