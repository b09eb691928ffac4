import { describe, expect, it } from 'vitest';
import { DEMO_ANON_KEY, DEMO_JWT_SECRET, DEMO_SERVICE_ROLE_KEY } from './config.ts';
import { verifyJwt } from './http/jwt.ts';

describe('demo keys', () => {
  it('are the `supabase start` keys, signed with the demo secret', async () => {
    await expect(verifyJwt(DEMO_ANON_KEY, DEMO_JWT_SECRET)).resolves.toMatchObject({
      role: 'anon',
      iss: 'supabase-demo',
    });
    await expect(verifyJwt(DEMO_SERVICE_ROLE_KEY, DEMO_JWT_SECRET)).resolves.toMatchObject({
      role: 'service_role',
      iss: 'supabase-demo',
    });
  });
});
