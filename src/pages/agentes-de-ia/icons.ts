import {
  BookOpen,
  BrainCircuit,
  Building,
  ChartNoAxesCombined,
  ClipboardCheck,
  Clock,
  Database,
  Funnel,
  Handshake,
  Map as MapIcon,
  MessagesSquare,
  Puzzle,
  Rocket,
  Search,
  TrendingUp,
  TriangleExclamationPoint,
  Users,
  Wallet,
  Workflow,
  Zap,
  type LucideIcon,
} from 'lucide-react';

import type {
  agentesDifferentiators,
  agentesHero,
  agentesImpact,
  agentesRoadmap,
  agentesTakeaways,
  agentesWhy,
} from '@/content/agentes-de-ia';

type AgentesIconName =
  | (typeof agentesHero.stats)[number]['icon']
  | (typeof agentesWhy.points)[number]['icon']
  | (typeof agentesDifferentiators)['crms' | 'models' | 'omnichannel' | 'provenReturn']['icon']
  | (typeof agentesImpact.items)[number]['icon']
  | (typeof agentesRoadmap.weeks)[number]['icon']
  | (typeof agentesTakeaways.items)[number]['icon'];

/**
 * Explicit map from the icon NAMES used in `src/content/agentes-de-ia.ts` to lucide components
 * (never lucide's runtime `icons` object). A new name in the content fails the type check here.
 */
export const agentesIcons: Record<AgentesIconName, LucideIcon> = {
  BookOpen,
  BrainCircuit,
  Building,
  ChartNoAxesCombined,
  ClipboardCheck,
  Clock,
  Database,
  Funnel,
  Handshake,
  Map: MapIcon,
  MessagesSquare,
  Puzzle,
  Rocket,
  Search,
  TrendingUp,
  TriangleExclamationPoint,
  Users,
  Wallet,
  Workflow,
  Zap,
};
