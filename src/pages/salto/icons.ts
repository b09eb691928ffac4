import {
  BadgeCheck,
  Bot,
  CalendarDays,
  ChartColumn,
  CircleQuestionMark,
  Clock,
  Handshake,
  LayoutGrid,
  Lightbulb,
  MessageSquareX,
  Mic,
  MonitorSmartphone,
  PiggyBank,
  Repeat,
  Route,
  Share2,
  ShieldCheck,
  Target,
  Timer,
  TrendingDown,
  TrendingUp,
  UserX,
  Users,
  type LucideIcon,
} from 'lucide-react';

import type { saltoBenefits, saltoPainPoints, saltoPlatform, saltoPrice, saltoStats } from '@/content/salto';

export type SaltoIconName =
  | (typeof saltoStats)[number]['icon']
  | (typeof saltoPainPoints.items)[number]['icon']
  | (typeof saltoBenefits.items)[number]['icon']
  | (typeof saltoPlatform.items)[number]['icon']
  | (typeof saltoPrice.claims)[number]['icon']
  | typeof saltoPrice.guarantee.icon;

/**
 * Explicit map from the icon NAMES used in `src/content/salto.ts` to lucide components (never
 * lucide's runtime `icons` object). Typed so a new name in the content fails the type check here.
 */
export const saltoIcons: Record<SaltoIconName, LucideIcon> = {
  BadgeCheck,
  Bot,
  CalendarDays,
  ChartColumn,
  CircleQuestionMark,
  Clock,
  Handshake,
  LayoutGrid,
  Lightbulb,
  MessageSquareX,
  Mic,
  MonitorSmartphone,
  PiggyBank,
  Repeat,
  Route,
  Share2,
  ShieldCheck,
  Target,
  Timer,
  TrendingDown,
  TrendingUp,
  UserX,
  Users,
};
