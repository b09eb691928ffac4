/**
 * SALTO course page (/salto).
 * Exact product strings, kept word for word: 'Quero Fazer o Salto' (fixed-header button), 'Iniciar Inscrição' (form
 * title), the placeholders 'Seu nome completo', '(11) 99999-9999', 'Nome da sua empresa',
 * 'Enviando...', the anchor id 'salto-form', and the figures R$ 147 / 8 módulos / 6 meses /
 * 7 dias / 500+ / +300%.
 */
import { company } from './company';
import { companyField, consentNotice, saltoFormMessages, SUBMITTING_LABEL } from './lead-forms';
import { SALTO_FORM_ID } from './navigation';
import type { CallToAction, IconCard, LeadFormField, PageSeo, Stat } from './types';

export const saltoSeo = {
  title: 'SALTO | Curso de Inteligência Artificial para Empresários',
  description:
    'SALTO: 8 módulos práticos para usar IA no seu negócio. Prompts estratégicos, método T.A.P.E, GPT personalizado e simulações para vendas e liderança. R$ 147, 6 meses de acesso e 7 dias de garantia.',
  keywords: [
    'curso de IA para empresários',
    'curso de inteligência artificial',
    'SALTO',
    'ChatGPT para negócios',
    'engenharia de prompt',
    'GPT personalizado',
    'IA para empreendedores',
    'produtividade com IA',
    'curso online de IA',
  ],
  path: '/salto',
  imageAlt: 'SALTO — O Despertar do Empresário Inteligente',
} as const satisfies PageSeo;

/** Fixed header on /salto: the button scrolls smoothly to `#salto-form`. */
export const saltoHeader = {
  ctaLabel: 'Quero Fazer o Salto',
  ctaHref: `#${SALTO_FORM_ID}`,
} as const;

export const saltoHero = {
  eyebrow: 'Curso online SALTO',
  headline: 'O Despertar do Empresário Inteligente!',
  subheadline:
    'Pare de apagar incêndios e comece a usar a Inteligência Artificial como o sócio mais produtivo da sua empresa. Em 8 módulos práticos, você aprende a delegar para a IA o que consome o seu tempo — e a decidir, vender e liderar melhor.',
  ctaLabel: 'Quero Fazer o Salto',
  ctaHref: `#${SALTO_FORM_ID}`,
  trustNote: 'Mais de 500 empresários já deram o salto · 7 dias de garantia',
} as const;

export const saltoStats = [
  { value: '8', label: 'módulos práticos', icon: 'LayoutGrid' },
  { value: '500+', label: 'alunos formados', icon: 'Users' },
  { value: '6 meses', label: 'de acesso', icon: 'CalendarDays' },
  { value: '7 dias', label: 'de garantia', icon: 'ShieldCheck' },
] as const satisfies readonly Stat[];

export const saltoPainPoints = {
  title: 'Você se reconhece em alguma dessas situações?',
  subtitle: 'Se a resposta for sim, o problema não é falta de esforço — é falta das ferramentas certas.',
  items: [
    {
      icon: 'Clock',
      title: 'Seu dia acaba antes da sua lista',
      description: 'Você trabalha mais de 10 horas por dia e ainda sente que o essencial ficou para amanhã.',
    },
    {
      icon: 'Repeat',
      title: 'Tarefas repetitivas dominam a rotina',
      description:
        'Responder as mesmas perguntas, montar as mesmas propostas, revisar os mesmos relatórios — tudo manualmente.',
    },
    {
      icon: 'UserX',
      title: 'Contratar parece a única saída',
      description:
        'Cada novo desafio vira uma nova vaga, e a folha de pagamento cresce mais rápido que o faturamento.',
    },
    {
      icon: 'CircleQuestionMark',
      title: 'IA parece complicada demais',
      description:
        'Você sabe que a Inteligência Artificial é importante, mas não sabe por onde começar nem em quem confiar.',
    },
    {
      icon: 'TrendingDown',
      title: 'A concorrência está andando mais rápido',
      description:
        'Empresas menores que a sua já atendem, vendem e divulgam com IA — e estão ganhando clientes com isso.',
    },
    {
      icon: 'MessageSquareX',
      title: 'O ChatGPT não entrega o que você espera',
      description: 'Você até tentou, mas as respostas saem genéricas, rasas e não servem para o seu negócio.',
    },
  ],
} as const satisfies { title: string; subtitle: string; items: readonly IconCard[] };

export const saltoBenefits = {
  title: 'O que muda depois do SALTO',
  subtitle: 'Resultados práticos que você começa a aplicar já na primeira semana.',
  items: [
    {
      icon: 'Timer',
      title: 'Horas de volta na sua semana',
      description:
        'Delegue para a IA e-mails, propostas, roteiros, resumos e análises que hoje ocupam o seu tempo.',
    },
    {
      icon: 'Target',
      title: 'Prompts que geram resultado',
      description:
        'Com o método T.A.P.E e a técnica dos 4Is, você conversa com a IA de forma estratégica e recebe respostas prontas para usar.',
    },
    {
      icon: 'PiggyBank',
      title: 'Mais produtividade sem inchar a equipe',
      description: 'Faça mais com o time que você já tem, antes de pensar em uma nova contratação.',
    },
    {
      icon: 'Handshake',
      title: 'Vendas e atendimento mais afiados',
      description: 'Treine abordagens, objeções e conversas difíceis em simulações realistas com IA.',
    },
    {
      icon: 'Bot',
      title: 'Seu próprio GPT personalizado',
      description: 'Crie um assistente que conhece a sua empresa, seus produtos e o seu jeito de trabalhar.',
    },
    {
      icon: 'Lightbulb',
      title: 'Decisões com mais clareza',
      description:
        'Use a IA como conselheira para analisar cenários, organizar ideias e enxergar oportunidades.',
    },
  ],
} as const satisfies { title: string; subtitle: string; items: readonly IconCard[] };

/** Module entity (numero, titulo, descricao). */
interface SaltoModule {
  readonly numero: number;
  readonly titulo: string;
  readonly descricao: string;
}

export const saltoModulesSection = {
  title: 'Os 8 módulos do SALTO',
  subtitle: 'Uma trilha direta ao ponto: da mentalidade à prática, sem jargão técnico.',
  moduleLabel: 'Módulo',
} as const;

export const saltoModules = [
  {
    numero: 1,
    titulo: 'A revolução silenciosa da IA nos negócios',
    descricao:
      'Entenda o que a Inteligência Artificial já está mudando nas empresas, onde estão as oportunidades para o seu negócio e por que quem começa agora sai na frente.',
  },
  {
    numero: 2,
    titulo: 'Comunicando-se com a IA de forma estratégica (técnica de prompt)',
    descricao:
      'A técnica de prompt explicada para quem não é da área: como dar contexto, definir objetivos e pedir exatamente o que você precisa para receber respostas úteis.',
  },
  {
    numero: 3,
    titulo: 'Aplicações reais com o método T.A.P.E',
    descricao:
      'Aplique o método T.A.P.E em situações do dia a dia da empresa — marketing, vendas, finanças e operação — e transforme a IA em uma ferramenta de trabalho.',
  },
  {
    numero: 4,
    titulo: 'A técnica dos 4Is para prompts',
    descricao:
      'Aprenda a estruturar prompts com a técnica dos 4Is e a refinar as respostas até chegar a um resultado com a qualidade que o seu negócio exige.',
  },
  {
    numero: 5,
    titulo: 'Simulações com IA para liderança, vendas e atendimento',
    descricao:
      'Use a IA para ensaiar feedbacks, negociações, objeções de clientes e atendimentos difíceis antes que eles aconteçam de verdade.',
  },
  {
    numero: 6,
    titulo: 'Dominando os LLMs',
    descricao:
      'Conheça os principais modelos de linguagem do mercado, suas forças e limitações, e saiba escolher a ferramenta certa para cada tarefa.',
  },
  {
    numero: 7,
    titulo: 'Criando seu GPT personalizado',
    descricao:
      'Passo a passo para construir um assistente treinado com as informações da sua empresa, pronto para apoiar você e a sua equipe.',
  },
  {
    numero: 8,
    titulo: 'Exemplo real: um construtor de landing pages com IA',
    descricao:
      'Acompanhe a construção de uma solução completa com IA, do zero à página no ar, e veja na prática tudo o que você aprendeu aplicado a um caso real.',
  },
] as const satisfies readonly SaltoModule[];

export const saltoPrice = {
  title: 'Comece hoje o seu salto',
  subtitle:
    'Tudo o que você precisa para colocar a IA para trabalhar no seu negócio, em um único investimento.',
  priceLabel: 'Investimento único',
  /** R$ 147 (also in the terms of use). */
  price: 'R$ 147',
  priceValue: 147,
  currency: 'BRL',
  // TODO(comercial): confirm payment methods / installments offered by the course platform.
  paymentNote: 'Pagamento único, sem mensalidades. Pix ou cartão de crédito.',
  inclusionsTitle: 'O que está incluído',
  inclusions: [
    '8 módulos práticos',
    '6 meses de acesso',
    'Garantia de 7 dias',
    'Suporte por e-mail',
    'Atualizações futuras',
    'Certificado de conclusão',
  ],
  claims: [
    { value: '500+', label: 'alunos formados', icon: 'Users' },
    { value: '+300%', label: 'de eficiência', icon: 'TrendingUp' },
  ],
  guarantee: {
    icon: 'ShieldCheck',
    title: 'Garantia incondicional de 7 dias',
    description:
      'Assista às aulas, aplique o conteúdo e, se em até 7 dias você achar que o SALTO não é para você, devolvemos 100% do valor pago. Sem perguntas.',
  },
  ctaLabel: 'Quero Fazer o Salto',
  ctaHref: `#${SALTO_FORM_ID}`,
} as const satisfies {
  title: string;
  subtitle: string;
  priceLabel: string;
  price: string;
  priceValue: number;
  currency: 'BRL';
  paymentNote: string;
  inclusionsTitle: string;
  inclusions: readonly string[];
  claims: readonly Stat[];
  guarantee: IconCard;
  ctaLabel: string;
  ctaHref: string;
};

export const saltoPlatform = {
  title: 'Uma plataforma de aprendizado à altura do conteúdo',
  subtitle:
    'O SALTO é entregue em uma plataforma moderna, pensada para quem tem pouco tempo e quer aprender de verdade.',
  items: [
    {
      icon: 'Mic',
      title: 'Playlists por comando de voz',
      description:
        'Peça em voz alta o tema que você quer estudar e a plataforma monta a sua playlist de aulas.',
    },
    {
      icon: 'BadgeCheck',
      title: 'Conteúdo curado por especialistas',
      description: 'Cada aula é selecionada e revisada por especialistas em IA aplicada a negócios.',
    },
    {
      icon: 'Route',
      title: 'Onboarding e trilhas para empresas',
      description: 'Leve a sua equipe junto, com trilhas de aprendizado e onboarding pensados para empresas.',
    },
    {
      icon: 'ChartColumn',
      title: 'Relatórios de desempenho em tempo real',
      description:
        'Acompanhe o progresso, o engajamento e a evolução de cada participante enquanto acontecem.',
    },
    {
      icon: 'Share2',
      title: 'Compartilhamento via WhatsApp e e-mail',
      description:
        'Envie aulas e materiais para sócios e colaboradores com um clique, por WhatsApp ou e-mail.',
    },
    {
      icon: 'MonitorSmartphone',
      title: 'Interface moderna',
      description: 'Navegação simples e agradável no computador, no tablet ou no celular.',
    },
  ],
} as const satisfies { title: string; subtitle: string; items: readonly IconCard[] };

interface Founder {
  readonly name: string;
  readonly role: string;
  readonly bio: string;
  readonly initials: string;
}

export const saltoFoundersSection = {
  title: 'Quem está por trás do SALTO',
  subtitle: 'Empresários que aplicam IA no dia a dia dos próprios negócios — e ensinam o que funciona.',
} as const;

/**
 * The founders' names are not known yet: `{name}` placeholders stand in for them.
 * Fill the real names (and matching `initials`) HERE — this is the only place they live.
 */
export const saltoFounders = [
  {
    name: '{name}', // TODO(content): founder's real name
    role: 'Cofundador e CEO da Salto IA',
    bio: 'Empresário com anos de experiência em gestão, vendas e crescimento de negócios. Lidera a estratégia da Salto IA e já ajudou centenas de empresários a transformar a Inteligência Artificial em resultado no caixa.',
    initials: 'SI', // TODO(content): initials of the real name
  },
  {
    name: '{name}', // TODO(content): founder's real name
    role: 'Cofundador e Diretor de Tecnologia',
    bio: 'Especialista em automação e agentes de IA, responsável pelos projetos de implementação da Salto IA. Traduz tecnologia complexa em soluções simples que qualquer equipe consegue usar.',
    initials: 'SI', // TODO(content): initials of the real name
  },
] as const satisfies readonly [Founder, Founder];

export const saltoForm = {
  id: SALTO_FORM_ID,
  /** Value stored in `leads.pagina_origem`. */
  paginaOrigem: '/salto',
  title: 'Iniciar Inscrição',
  subtitle: 'Preencha seus dados e nossa equipe entra em contato para liberar o seu acesso ao SALTO.',
  fields: [
    {
      name: 'nome',
      label: 'Nome completo',
      placeholder: 'Seu nome completo',
      type: 'text',
      autoComplete: 'name',
    },
    // The product copy leaves the e-mail placeholder open (`{email}`); we use 'seu@email.com'.
    { name: 'email', label: 'E-mail', placeholder: 'seu@email.com', type: 'email', autoComplete: 'email' },
    {
      name: 'telefone',
      label: 'Telefone (WhatsApp)',
      placeholder: '(11) 99999-9999',
      type: 'tel',
      autoComplete: 'tel',
    },
    companyField,
  ],
  submitLabel: 'Garantir Minha Vaga',
  submittingLabel: SUBMITTING_LABEL,
  reassurance: 'Seus dados estão seguros. Não enviamos spam.',
  consent: consentNotice,
  toasts: saltoFormMessages.toasts,
} as const satisfies {
  id: string;
  paginaOrigem: string;
  title: string;
  subtitle: string;
  fields: readonly LeadFormField[];
  submitLabel: string;
  submittingLabel: string;
  reassurance: string;
  consent: typeof consentNotice;
  toasts: typeof saltoFormMessages.toasts;
};

export const saltoClosingCta = {
  title: 'O próximo salto da sua empresa começa com você.',
  description: `Junte-se a mais de 500 empresários que já usam a IA para trabalhar menos no operacional e crescer mais. Acesso por 6 meses, garantia de 7 dias e o ${company.courseName} por R$ 147.`,
  buttonLabel: 'Quero Fazer o Salto',
  href: `#${SALTO_FORM_ID}`,
} as const satisfies CallToAction;
