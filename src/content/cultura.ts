/**
 * Cultura page (/cultura). The product only names the route (shown in the legal pages' nav);
 * all copy here is ours, in the brand's voice.
 */
import { company } from './company';
import type { CallToAction, IconCard, PageSeo } from './types';

export const culturaSeo = {
  title: `Cultura | ${company.brand}`,
  description: `Conheça os valores, o jeito de trabalhar e as pessoas que fazem a ${company.brand}: Inteligência Artificial aplicada com simplicidade, honestidade e foco em resultado.`,
  keywords: [
    'cultura Salto IA',
    'valores',
    'trabalhe conosco',
    'vagas em IA',
    'Florianópolis',
    company.brand,
  ],
  path: '/cultura',
} as const satisfies PageSeo;

export const culturaBreadcrumb = 'Cultura';

export const culturaHero = {
  eyebrow: 'Nossa cultura',
  headline: 'Tecnologia de ponta, com os pés no chão do empresário.',
  description: `A ${company.brand} nasceu para aproximar a Inteligência Artificial de quem faz a economia girar: o dono de negócio que não tem tempo a perder. Tudo o que fazemos parte dessa ideia — e estas são as crenças que guiam o nosso dia a dia.`,
} as const;

export const culturaManifesto = {
  title: 'No que acreditamos',
  paragraphs: [
    'Acreditamos que a IA não veio para substituir pessoas, e sim para devolver a elas o tempo que a rotina roubou. Um empresário que delega o repetitivo para a máquina volta a pensar, criar e liderar.',
    'Acreditamos que tecnologia só vale quando vira resultado: mais vendas, menos custo, clientes mais bem atendidos. Por isso medimos o nosso trabalho pelo impacto no negócio do cliente, e não pela sofisticação da solução.',
    'E acreditamos que conhecimento bom é conhecimento compartilhado. Ensinamos o que aplicamos, aplicamos o que ensinamos.',
  ],
} as const;

export const culturaValues = {
  title: 'Nossos valores',
  items: [
    {
      icon: 'Target',
      title: 'Resultado acima de tudo',
      description:
        'Começamos cada projeto perguntando qual número precisa mudar. Se não melhora o negócio do cliente, não é prioridade.',
    },
    {
      icon: 'Sparkles',
      title: 'Simplicidade',
      description:
        'Transformamos o complexo em simples. Se o cliente não entende, é porque ainda não explicamos direito.',
    },
    {
      icon: 'ShieldCheck',
      title: 'Honestidade radical',
      description:
        'Dizemos quando a IA não é a resposta. Preferimos perder uma venda a entregar uma promessa que não podemos cumprir.',
    },
    {
      icon: 'GraduationCap',
      title: 'Aprendizado contínuo',
      description:
        'A IA muda toda semana, e nós mudamos junto. Estudar, testar e compartilhar faz parte do trabalho, não é extra.',
    },
    {
      icon: 'Handshake',
      title: 'Parceria de verdade',
      description:
        'Tratamos o negócio do cliente como se fosse nosso: com cuidado, responsabilidade e presença até depois do go-live.',
    },
    {
      icon: 'Lock',
      title: 'Responsabilidade com dados',
      description:
        'Dados de clientes são confiança emprestada. Seguimos a LGPD e aplicamos a IA com ética e transparência.',
    },
  ],
} as const satisfies { title: string; items: readonly IconCard[] };

export const culturaHowWeWork = {
  title: 'Como trabalhamos',
  items: [
    {
      icon: 'Search',
      title: 'Diagnóstico antes da solução',
      description: 'Entendemos o processo, as pessoas e os números antes de propor qualquer ferramenta.',
    },
    {
      icon: 'Repeat',
      title: 'Ciclos curtos e entregas semanais',
      description: 'Trabalhamos em semanas, com entregas visíveis e validação constante com o cliente.',
    },
    {
      icon: 'FlaskConical',
      title: 'Testar, medir, ajustar',
      description:
        'Toda solução vai para o ar com indicadores definidos e é melhorada com base em dados reais.',
    },
    {
      icon: 'MessagesSquare',
      title: 'Comunicação direta',
      description: 'Sem jargão e sem rodeios: falamos a língua do empresário e mantemos todos informados.',
    },
    {
      icon: 'Laptop',
      title: 'Remoto por padrão, próximo por escolha',
      description: `Nossa base é em ${company.headquarters}, mas atendemos empresas de todo o Brasil, com encontros presenciais quando fazem diferença.`,
    },
  ],
} as const satisfies { title: string; items: readonly IconCard[] };

export const culturaHiring = {
  title: 'Quem procuramos',
  description:
    'Procuramos pessoas que gostam de resolver problemas reais e que ficam felizes quando o cliente cresce. Mais do que um currículo perfeito, valorizamos:',
  traits: [
    'Curiosidade para testar novas ferramentas de IA antes de todo mundo',
    'Capacidade de explicar o complexo de um jeito simples',
    'Senso de dono: assumir o problema e ir até o fim',
    'Empatia com a rotina corrida de quem empreende',
    'Ética e cuidado com dados e pessoas',
    'Vontade de aprender e de ensinar',
  ],
  areas: [
    'Implementação de agentes de IA',
    'Automação e integrações',
    'Conteúdo e educação',
    'Atendimento e sucesso do cliente',
    'Vendas consultivas',
  ],
  areasTitle: 'Áreas em que costumamos contratar',
  applyText: `Quer fazer parte? Envie uma apresentação curta e o seu LinkedIn para ${company.contactEmail} com o assunto “Quero fazer parte da ${company.brand}”.`,
  applyEmail: company.contactEmail,
  applySubject: `Quero fazer parte da ${company.brand}`,
} as const;

export const culturaClosingCta = {
  title: 'Quer sentir na prática como trabalhamos?',
  description:
    'Agende um Raio-X gratuito de 45 minutos e veja como a IA pode liberar o seu tempo e fazer a sua empresa crescer.',
  buttonLabel: 'Solicitar Raio-X',
  href: '/agentes-de-ia#contato',
} as const satisfies CallToAction;
