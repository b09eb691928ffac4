/**
 * The lucide icons named in `src/content/salto.ts`, read as `import * as saltoIcons from './icons'`.
 * An explicit list, never lucide's runtime `icons` object (it would bundle every icon): looking up
 * a name the copy uses and this list lacks fails the type check where the page does it.
 */
export {
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
} from 'lucide-react';
