/**
 * The lucide icons named in `src/content/agentes-de-ia.ts`, read as `import * as agentesIcons from './icons'`.
 * An explicit list, never lucide's runtime `icons` object (it would bundle every icon): looking up
 * a name the copy uses and this list lacks fails the type check where the page does it.
 */
export {
  BookOpen,
  BrainCircuit,
  Building,
  ChartNoAxesCombined,
  ClipboardCheck,
  Clock,
  Database,
  Funnel,
  Handshake,
  Map,
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
} from 'lucide-react';
