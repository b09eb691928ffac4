import { redirect } from 'react-router';

import { CONSULTORIA_PATH } from '@/config/redirects';

/**
 * Old addresses (src/config/redirects.ts) on the client: in-app navigation and `npm run dev`.
 * The host answers the same paths with a real 301 first (build/client/_redirects).
 */
export function clientLoader({ request }: { request: Request }) {
  const { search, hash } = new URL(request.url);
  return redirect(`${CONSULTORIA_PATH}${search}${hash}`, 301);
}

export default function RedirectToConsultoria() {
  return null;
}
