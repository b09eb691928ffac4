import type { SocialNetwork } from '@/content/types';

interface SocialIconProps {
  network: SocialNetwork;
  className?: string;
}

/** Small line icons in lucide's style (24px grid, 2px stroke); lucide has no brand icons. */
export function SocialIcon({ network, className }: SocialIconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {network === 'instagram' && (
        <>
          <rect x="2.5" y="2.5" width="19" height="19" rx="5.5" />
          <circle cx="12" cy="12" r="4.25" />
          <circle cx="17.4" cy="6.6" r="0.6" fill="currentColor" />
        </>
      )}
      {network === 'tiktok' && (
        <path d="M13.5 3v11.75a3.75 3.75 0 1 1-3.75-3.75M13.5 3c.35 2.9 2.45 4.9 5.5 5.1" />
      )}
      {network === 'linkedin' && (
        <>
          <rect x="2.5" y="2.5" width="19" height="19" rx="3.5" />
          <path d="M7.75 10.5v6.25M11.5 16.75V10.5M11.5 13.5a2.75 2.75 0 0 1 5.5 0v3.25" />
          <circle cx="7.75" cy="7.4" r="0.6" fill="currentColor" />
        </>
      )}
    </svg>
  );
}
