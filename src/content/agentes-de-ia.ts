/**
 * AI consultancy landing page (/agentes-de-ia).
 * Exact product strings, kept word for word: SEO title, 'Consultoria em Inteligência Artificial',
 * 'Mais resultado, menos esforço.', 'Agendar meu Raio-X gratuito de 45 minutos',
 * 'Agendar Diagnóstico', 'Enviando...', labels Nome/Email/WhatsApp/Empresa,
 * '(11) 99999-9999', 'Cases em Destaque', 'Conheça histórias reais de transformação com nossa IA',
 * 'Case de Sucesso', 'Ver Case', 'Ver Todos os Cases', 'Na mídia', 'Veja Mais',
 * 'Nenhuma notícia cadastrada ainda.', and the lead form's messages (from lead-forms.ts).
 */
import { raioXFormAnchors, raioXCta } from './navigation';
import {
  companyField,
  consentNotice,
  raioXFormMessages,
  phoneInputTexts,
  SUBMITTING_LABEL,
} from './lead-forms';
import type { IconCard, IconName, LeadFormField, PageSeo, Stat } from './types';

export const agentesSeo = {
  title: 'Consultoria em Inteligência Artificial | Mais Resultado, Menos Esforço',
  description:
    'Agentes de IA integrados ao seu CRM, WhatsApp, Instagram e site para atender, qualificar e vender 24 horas por dia. +50 empresas impactadas e R$1,1M em vendas. Agende seu Raio-X gratuito de 45 minutos.',
  keywords: [
    'consultoria em inteligência artificial',
    'agentes de IA',
    'agente de IA para WhatsApp',
    'automação de atendimento',
    'IA para vendas',
    'integração de IA com CRM',
    'chatbot com IA',
    'implementação de IA em empresas',
    'Raio-X de IA',
  ],
  path: '/agentes-de-ia',
  image: '/og/agentes-de-ia.jpg',
  imageAlt: 'Consultoria em Inteligência Artificial — Mais resultado, menos esforço',
} as const satisfies PageSeo;

/** Header CTA on this page scrolls smoothly to the contact form (#raio-x-form / #contato). */
export const agentesHeader = {
  ctaLabel: raioXCta.label,
  ctaHref: `#${raioXFormAnchors.primary}`,
} as const;

export const agentesHero = {
  headline: 'Consultoria em Inteligência Artificial',
  tagline: 'Mais resultado, menos esforço.',
  description:
    'Criamos e implementamos agentes de IA que atendem, qualificam e vendem pela sua empresa — integrados ao seu CRM e aos canais onde seus clientes já estão.',
  /** Render as `{value} {label}`: '+50 empresas impactadas', 'R$1,1M em vendas (+28%)'. */
  stats: [
    { value: '+50', label: 'empresas impactadas', icon: 'Building' },
    { value: 'R$1,1M', label: 'em vendas (+28%)', icon: 'TrendingUp' },
  ],
  buttonLabel: 'Agendar meu Raio-X gratuito de 45 minutos',
  buttonHref: `#${raioXFormAnchors.primary}`,
  imageAlt: 'Agente de Inteligência Artificial atendendo clientes pelo WhatsApp',
} as const satisfies {
  headline: string;
  tagline: string;
  description: string;
  stats: readonly [Stat, Stat];
  buttonLabel: string;
  buttonHref: string;
  imageAlt: string;
};

export const agentesWhy = {
  eyebrow: 'Por que uma consultoria de IA',
  title: 'Ferramentas de IA existem aos montes. Resultado, não.',
  paragraphs: [
    'Assinar uma ferramenta é fácil. Difícil é fazer a Inteligência Artificial conversar com os seus processos, o seu CRM, a sua equipe e os seus clientes — e medir se ela está trazendo dinheiro para dentro da empresa.',
    'Nós fazemos esse trabalho por você: entendemos onde o seu negócio perde tempo e vendas, desenhamos o agente certo para cada etapa e cuidamos da implementação até o go-live, com acompanhamento de perto.',
  ],
  points: [
    {
      icon: 'Search',
      title: 'Começamos pelo diagnóstico',
      description:
        'Antes de qualquer tecnologia, mapeamos o seu funil, o seu atendimento e os gargalos que custam caro.',
    },
    {
      icon: 'Puzzle',
      title: 'Solução sob medida',
      description:
        'Nada de robô genérico: cada agente é treinado com as informações, o tom de voz e as regras do seu negócio.',
    },
    {
      icon: 'Handshake',
      title: 'Implementação do início ao fim',
      description: 'Configuramos, integramos, testamos e colocamos no ar. Sua equipe só precisa aprovar.',
    },
  ],
} as const satisfies {
  eyebrow: string;
  title: string;
  paragraphs: readonly string[];
  points: readonly IconCard[];
};

/** The eight CRMs the agents plug into. */
const supportedCrms = [
  'HubSpot',
  'Salesforce',
  'RD Station CRM',
  'Pipedrive',
  'Kommo',
  'Zoho CRM',
  'Agendor',
  'Ploomes',
] as const;

/** The nine AI models we work with. */
const aiModels = [
  'GPT-4o',
  'GPT-4.1',
  'o3',
  'Claude Sonnet 4',
  'Claude Opus 4',
  'Gemini 2.5 Pro',
  'Gemini 2.5 Flash',
  'Llama 4',
  'Mistral Large',
] as const;

const omnichannelChannels = [
  'WhatsApp',
  'Instagram',
  'Facebook Messenger',
  'Site (chat)',
  'E-mail',
  'Telefone',
] as const;

export const agentesDifferentiators = {
  eyebrow: 'Diferenciais',
  title: 'Tecnologia de ponta, conectada ao que você já usa',
  subtitle: 'Não pedimos que você troque de sistema: o agente de IA se encaixa na operação que já funciona.',
  crms: {
    icon: 'Database',
    title: 'Integração com os principais CRMs',
    description: 'Leads, conversas e oportunidades registrados automaticamente no CRM da sua equipe.',
    items: supportedCrms,
  },
  models: {
    icon: 'BrainCircuit',
    title: 'Os melhores modelos de IA do mercado',
    description:
      'Escolhemos o modelo mais adequado para cada tarefa, equilibrando qualidade, velocidade e custo.',
    items: aiModels,
  },
  omnichannel: {
    icon: 'MessagesSquare',
    title: 'Atendimento omnichannel',
    description:
      'Um único agente presente em todos os canais, com o mesmo contexto e o mesmo padrão de qualidade.',
    items: omnichannelChannels,
  },
  provenReturn: {
    icon: 'ChartNoAxesCombined',
    title: 'Retorno comprovado',
    description:
      'Mais de 50 empresas impactadas e R$1,1M em vendas geradas, com crescimento de 28%. Acompanhamos os números com você.',
    items: [
      '+50 empresas impactadas',
      'R$1,1M em vendas (+28%)',
      'Indicadores acompanhados desde a primeira semana',
    ],
  },
} as const satisfies {
  eyebrow: string;
  title: string;
  subtitle: string;
  crms: IconCard & { items: readonly string[] };
  models: IconCard & { items: readonly string[] };
  omnichannel: IconCard & { items: readonly string[] };
  provenReturn: IconCard & { items: readonly string[] };
};

/** The five impact cards (static copy, not data). */
export const agentesImpact = {
  eyebrow: 'Impacto',
  title: 'O que um agente de IA muda no seu dia a dia',
  items: [
    {
      icon: 'Clock',
      title: 'Atendimento 24 horas, 7 dias por semana',
      description:
        'Seu cliente recebe resposta imediata de madrugada, no fim de semana e no feriado — sem hora extra.',
    },
    {
      icon: 'Zap',
      title: 'Resposta em segundos',
      description:
        'Quem responde primeiro vende primeiro. O agente elimina a fila e o lead não esfria esperando.',
    },
    {
      icon: 'Funnel',
      title: 'Leads qualificados para o time comercial',
      description:
        'O agente faz as perguntas certas, separa curiosos de compradores e entrega oportunidades prontas no CRM.',
    },
    {
      icon: 'Wallet',
      title: 'Menos custo operacional',
      description: 'Cresça o volume de atendimentos sem crescer na mesma proporção a folha de pagamento.',
    },
    {
      icon: 'Users',
      title: 'Equipe focada no que importa',
      description:
        'Tarefas repetitivas ficam com a IA; as pessoas ficam com a negociação, o relacionamento e a estratégia.',
    },
  ],
} as const satisfies { eyebrow: string; title: string; items: readonly IconCard[] };

interface RoadmapWeek {
  readonly week: 1 | 2 | 3 | 4 | 5;
  /** 'Semana N' — use as the column heading. */
  readonly label: string;
  readonly title: string;
  /** Milestone reached at the end of the week (start, setup, config, tests, go-live). */
  readonly milestone: string;
  readonly icon: IconName;
  readonly items: readonly string[];
}

/**
 * Roadmap. The product has 5 weekly columns but speaks of 4 weeks; to stay consistent the section is
 * titled with 5 weeks and `note` explains the 4 build weeks + 1 go-live week.
 */
export const agentesRoadmap = {
  eyebrow: 'Roadmap de implementação',
  title: 'Do diagnóstico ao go-live em 5 semanas',
  subtitle: 'Um processo claro, com entregas semanais e você acompanhando cada etapa.',
  note: 'São 4 semanas de construção — diagnóstico, CRM, fluxograma e bases de conhecimento — e uma 5ª semana dedicada a setup final, testes e go-live assistido, para que nada vá ao ar sem a sua validação.',
  milestonesLabel: 'Marco',
  weeks: [
    {
      week: 1,
      label: 'Semana 1',
      title: 'Diagnóstico',
      milestone: 'Início',
      icon: 'Search',
      items: [
        'Reunião de kick-off com os responsáveis',
        'Mapeamento do funil e dos canais de atendimento',
        'Definição de objetivos e indicadores de sucesso',
      ],
    },
    {
      week: 2,
      label: 'Semana 2',
      title: 'Onboarding e CRM',
      milestone: 'Setup',
      icon: 'Database',
      items: [
        'Acessos e onboarding da equipe',
        'Integração com o CRM e os canais',
        'Organização de etapas, campos e etiquetas',
      ],
    },
    {
      week: 3,
      label: 'Semana 3',
      title: 'Fluxograma',
      milestone: 'Configuração',
      icon: 'Workflow',
      items: [
        'Desenho dos fluxos de conversa',
        'Regras de qualificação e de transferência para humanos',
        'Validação do fluxograma com você',
      ],
    },
    {
      week: 4,
      label: 'Semana 4',
      title: 'Bases de conhecimento',
      milestone: 'Testes',
      icon: 'BookOpen',
      items: [
        'Treinamento com produtos, preços e políticas',
        'Definição do tom de voz da marca',
        'Primeiros testes internos das respostas',
      ],
    },
    {
      week: 5,
      label: 'Semana 5',
      title: 'Setup, testes e go-live',
      milestone: 'Go-live',
      icon: 'Rocket',
      items: [
        'Ajustes finos e testes ponta a ponta',
        'Treinamento da equipe que vai operar',
        'Go-live assistido e acompanhamento dos resultados',
      ],
    },
  ],
} as const satisfies {
  eyebrow: string;
  title: string;
  subtitle: string;
  note: string;
  milestonesLabel: string;
  weeks: readonly [RoadmapWeek, RoadmapWeek, RoadmapWeek, RoadmapWeek, RoadmapWeek];
};

/** 'What you leave with' card, next to the lead form. */
export const agentesTakeaways = {
  title: 'O que você leva do Raio-X',
  subtitle: 'Em 45 minutos, gratuitos e sem compromisso, você sai com:',
  items: [
    {
      icon: 'ClipboardCheck',
      title: 'Diagnóstico real',
      description:
        'Uma leitura honesta de como está o seu atendimento, o seu funil e o uso de tecnologia hoje.',
    },
    {
      icon: 'TriangleExclamationPoint',
      title: 'Pontos de perda',
      description:
        'Onde a sua empresa está deixando dinheiro na mesa: leads sem resposta, demora, retrabalho.',
    },
    {
      icon: 'Map',
      title: 'Plano personalizado',
      description:
        'Os próximos passos recomendados para o seu negócio, com prioridades claras — mesmo que você não feche com a gente.',
    },
  ],
} as const satisfies { title: string; subtitle: string; items: readonly IconCard[] };

/** Lead (Raio-X) form card. Section must answer to both #raio-x-form and #contato. */
export const raioXForm = {
  anchors: raioXFormAnchors,
  title: 'Agende seu Raio-X gratuito',
  subtitle:
    'Diagnóstico executivo de 45 minutos com um especialista. Preencha os dados e entraremos em contato para marcar o melhor horário.',
  fields: [
    { name: 'nome', label: 'Nome', placeholder: 'Seu nome completo', type: 'text', autoComplete: 'name' },
    { name: 'email', label: 'Email', placeholder: 'seu@email.com', type: 'email', autoComplete: 'email' },
    {
      name: 'telefone',
      label: 'WhatsApp',
      placeholder: phoneInputTexts.placeholder,
      type: 'tel',
      autoComplete: 'tel',
    },
    companyField,
  ],
  submitLabel: 'Agendar Diagnóstico',
  submittingLabel: SUBMITTING_LABEL,
  consent: consentNotice,
  phoneInput: phoneInputTexts,
  toasts: raioXFormMessages.toasts,
} as const satisfies {
  anchors: typeof raioXFormAnchors;
  title: string;
  subtitle: string;
  fields: readonly LeadFormField[];
  submitLabel: string;
  submittingLabel: string;
  consent: typeof consentNotice;
  phoneInput: typeof phoneInputTexts;
  toasts: typeof raioXFormMessages.toasts;
};

/** 'Cases em Destaque' (hidden entirely when no featured cases or on error). */
export const agentesCases = {
  title: 'Cases em Destaque',
  subtitle: 'Conheça histórias reais de transformação com nossa IA',
  imagePlaceholder: 'Case de Sucesso',
  cardButtonLabel: 'Ver Case',
  allCasesLabel: 'Ver Todos os Cases',
  loadingLabel: 'Carregando cases em destaque...',
} as const;

/** 'Na mídia' press section. */
export const agentesPress = {
  title: 'Na mídia',
  subtitle: 'O que a imprensa tem falado sobre o nosso trabalho com Inteligência Artificial.',
  readMoreLabel: 'Veja Mais',
  /** Appended to the 'Veja Mais' accessible name, e.g. `Veja Mais: {titulo} (abre em nova aba)`. */
  readMoreA11ySuffix: '(abre em nova aba)',
  emptyOrError: 'Nenhuma notícia cadastrada ainda.',
  loadingLabel: 'Carregando notícias...',
  logoPlaceholderIcon: 'Newspaper',
  carouselLabel: 'Notícias sobre a Salto IA',
  previousSlide: 'Notícia anterior',
  nextSlide: 'Próxima notícia',
} as const satisfies Record<string, string>;
