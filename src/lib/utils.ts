import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/**
 * Joins class names and lets later Tailwind utilities win over earlier conflicting ones. The
 * primitives the admin's login uses (src/components/ui: button, fields, card, spinner) do without
 * it: their look is in component classes (src/styles/app.css), which a caller's utilities override
 * by the cascade, so the login page never loads tailwind-merge.
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
