/**
 * Termos de Uso (/termos-de-uso).
 * Company facts come from `../company`. Figures (R$ 147, 6 months, 7 days) must match the SALTO offer in `../salto.ts`.
 */
import { company, companyAddressLine } from '../company';
import type { LegalDocument, PageSeo } from '../types';

export const termsOfUseSeo = {
  title: `Termos de Uso | ${company.brand}`,
  description: `Condições de uso do site da ${company.brand}, da contratação do curso ${company.courseName} e dos serviços de consultoria em Inteligência Artificial.`,
  keywords: [
    'termos de uso',
    'condições de uso',
    `curso ${company.courseName}`,
    'consultoria em IA',
    company.brand,
  ],
  path: '/termos-de-uso',
} as const satisfies PageSeo;

export const termsOfUseBreadcrumb = 'Termos de Uso';

export const termsOfUse = {
  title: 'Termos de Uso',
  lastUpdated: company.termsOfUse.lastUpdated,
  intro: `Estes Termos de Uso regulam o acesso ao site da ${company.brand}, a contratação do curso on-line ${company.courseName} e a solicitação dos nossos serviços de consultoria em Inteligência Artificial. Eles são oferecidos pela ${company.legalName}, inscrita no CNPJ sob o nº ${company.cnpj}, com sede em ${companyAddressLine}. Leia com atenção: ao usar o site ou contratar qualquer um dos nossos serviços, você concorda com estas condições.`,
  sections: [
    {
      id: 'definicoes',
      heading: '1. Definições',
      paragraphs: ['Para facilitar a leitura, os termos abaixo têm o seguinte significado:'],
      items: [
        `${company.brand} ou “nós”: a ${company.legalName}, responsável pelo site e pelos serviços;`,
        'Usuário ou “você”: toda pessoa que acessa o site, envia um formulário ou contrata um serviço;',
        'Site: as páginas publicadas pela Salto IA, incluindo conteúdos, cases, insights e formulários;',
        `Curso ${company.courseName}: o curso on-line de Inteligência Artificial para empresários, disponibilizado em plataforma de ensino de terceiros;`,
        'Plataforma de ensino: o ambiente on-line, operado por parceiro da Salto IA, em que as aulas do curso são assistidas;',
        'Consultoria: os serviços de diagnóstico, planejamento e implementação de agentes de IA prestados às empresas contratantes;',
        'Raio-X: o diagnóstico executivo gratuito de 45 minutos que antecede a proposta de consultoria;',
        'Conteúdo: textos, vídeos, aulas, materiais, marcas, imagens, metodologias e demais elementos disponibilizados pela Salto IA.',
      ],
    },
    {
      id: 'aceitacao',
      heading: '2. Aceitação dos Termos',
      paragraphs: [
        'Ao navegar pelo site, enviar um formulário ou contratar um serviço, você declara ter lido, compreendido e aceitado estes Termos e a nossa Política de Privacidade. Se não concordar com alguma condição, pedimos que não utilize o site nem os serviços.',
        `Os serviços são destinados a pessoas com ${company.minimumAge} anos ou mais, com capacidade civil para contratar. Quem contrata em nome de uma empresa declara ter poderes para representá-la.`,
      ],
    },
    {
      id: 'cadastro',
      heading: '3. Cadastro e veracidade dos dados',
      paragraphs: [
        'Para se inscrever no SALTO ou solicitar o Raio-X, você informa nome, e-mail, telefone (WhatsApp) e empresa. Você se compromete a fornecer dados verdadeiros, completos e atualizados, e é responsável pelas informações enviadas.',
        'O acesso à plataforma de ensino é pessoal e intransferível. Você é responsável por manter a confidencialidade do seu login e da sua senha e por todas as atividades realizadas com eles. Em caso de uso não autorizado, avise-nos imediatamente.',
        'Podemos recusar ou cancelar cadastros com dados falsos, incompletos ou que indiquem uso indevido dos serviços.',
      ],
    },
    {
      id: 'curso-salto',
      heading: `4. Contratação do curso ${company.courseName}`,
      paragraphs: [
        `O ${company.courseName} é composto por 8 módulos on-line e é oferecido pelo valor de R$ 147 (cento e quarenta e sete reais), em pagamento único, pelos meios disponíveis no momento da compra. Preços e condições podem mudar a qualquer momento, sem afetar compras já concluídas.`,
        'A contratação é concluída com a confirmação do pagamento. Em seguida, nossa equipe ou a plataforma de ensino envia as instruções de acesso para o e-mail informado.',
        'O acesso ao curso é válido por 6 (seis) meses, contados da liberação do acesso. Durante esse período você pode assistir às aulas quantas vezes quiser e recebe as atualizações publicadas no curso. Ao concluir o conteúdo, você pode emitir o certificado de conclusão.',
        'A plataforma de ensino é operada por terceiro e está sujeita também aos termos e à política de privacidade desse parceiro. A Salto IA é responsável pelo conteúdo do curso; eventuais instabilidades da plataforma serão tratadas com o parceiro o mais rápido possível.',
      ],
    },
    {
      id: 'garantia',
      heading: '5. Direito de arrependimento e garantia de 7 dias',
      paragraphs: [
        'Em conformidade com o art. 49 do Código de Defesa do Consumidor, você pode desistir da compra do SALTO em até 7 (sete) dias corridos a contar da contratação ou da liberação do acesso, sem precisar justificar o motivo.',
        `Para exercer esse direito, basta enviar um e-mail para ${company.contactEmail} com o assunto “Cancelamento SALTO”, informando o nome e o e-mail usados na compra, ou usar o canal de reembolso da plataforma de pagamento. O valor pago será devolvido integralmente, pelo mesmo meio de pagamento utilizado, e o acesso ao curso será encerrado.`,
        'O prazo de estorno na fatura do cartão de crédito depende da operadora e pode ocorrer em uma ou mais faturas seguintes.',
      ],
    },
    {
      id: 'consultoria',
      heading: '6. Serviços de consultoria em IA',
      paragraphs: [
        'O Raio-X é gratuito, sem compromisso de contratação, e tem duração de até 45 minutos. Ao solicitá-lo, você autoriza a nossa equipe a entrar em contato pelos canais informados para agendá-lo.',
        'A contratação da consultoria e da implementação de agentes de IA é formalizada em proposta comercial ou contrato específico, que define escopo, cronograma, valores, forma de pagamento, responsabilidades das partes e níveis de serviço. Em caso de conflito, o contrato específico prevalece sobre estes Termos.',
        'A empresa contratante é responsável por fornecer, em tempo hábil, os acessos, informações e aprovações necessários, por garantir que tem autorização para compartilhar os dados de seus clientes usados nos projetos e por revisar periodicamente as respostas e decisões dos agentes de IA em sua operação.',
        'Os números apresentados no site, como empresas impactadas e vendas geradas, refletem resultados obtidos em projetos anteriores e não constituem promessa de resultado: cada negócio depende de fatores próprios de mercado, equipe e execução.',
      ],
    },
    {
      id: 'propriedade-intelectual',
      heading: '7. Propriedade intelectual',
      paragraphs: [
        `Todo o Conteúdo do site e do curso — incluindo aulas, vídeos, textos, materiais de apoio, a marca ${company.brand}, o nome ${company.courseName}, logotipos e metodologias como o método T.A.P.E e a técnica dos 4Is — pertence à ${company.brand} ou a seus licenciantes e é protegido pela Lei de Direitos Autorais (Lei nº 9.610/1998) e pela Lei de Propriedade Industrial (Lei nº 9.279/1996).`,
        'A compra do curso concede a você uma licença pessoal, limitada, não exclusiva e intransferível para assistir às aulas e usar os materiais em benefício próprio ou da sua empresa durante o período de acesso. É proibido copiar, gravar, reproduzir, revender, distribuir, compartilhar acessos ou disponibilizar o conteúdo a terceiros sem autorização por escrito.',
        'Nos projetos de consultoria, a titularidade dos entregáveis, dos fluxos e das bases de conhecimento é definida no contrato específico.',
      ],
    },
    {
      id: 'uso-adequado',
      heading: '8. Uso adequado do site e dos serviços',
      paragraphs: ['Ao usar o site e os serviços, você se compromete a não:'],
      items: [
        'Enviar informações falsas, de terceiros sem autorização ou com conteúdo ilícito, ofensivo ou discriminatório;',
        'Tentar acessar áreas restritas, contornar medidas de segurança ou interferir no funcionamento do site;',
        'Utilizar robôs, scripts ou qualquer meio automatizado para enviar formulários ou extrair conteúdo;',
        'Utilizar os conhecimentos e ferramentas apresentados para fins ilegais, fraudulentos ou que violem direitos de terceiros.',
      ],
    },
    {
      id: 'suporte',
      heading: '9. Suporte e atendimento',
      paragraphs: [
        `Alunos do ${company.courseName} contam com suporte por e-mail em ${company.contactEmail}, em dias úteis, para dúvidas sobre acesso, conteúdo e certificado. Procuramos responder em até 2 dias úteis.`,
        'O suporte dos projetos de consultoria segue os canais e prazos definidos no contrato específico.',
      ],
    },
    {
      id: 'responsabilidade',
      heading: '10. Limitação de responsabilidade',
      paragraphs: [
        'A Salto IA se empenha para manter o site disponível e as informações corretas, mas não garante que o site funcionará sem interrupções ou erros, especialmente em razão de manutenções, falhas de conexão ou de fornecedores de terceiros.',
        'Ferramentas de Inteligência Artificial podem gerar respostas imprecisas ou incompletas. O conteúdo do curso e dos insights tem caráter educativo e não substitui aconselhamento jurídico, contábil ou financeiro individual. As decisões tomadas a partir do uso da IA são de responsabilidade de quem as toma, e recomendamos sempre a revisão humana.',
        'A Salto IA não responde por conteúdos, produtos ou serviços de sites e plataformas de terceiros acessados por links do nosso site, nem por danos indiretos ou lucros cessantes decorrentes do uso dos serviços, na máxima extensão permitida pela lei.',
        'Nada nestes Termos limita os direitos que o Código de Defesa do Consumidor garante a você.',
      ],
    },
    {
      id: 'privacidade',
      heading: '11. Privacidade e proteção de dados',
      paragraphs: [
        'O tratamento dos seus dados pessoais segue a Lei Geral de Proteção de Dados (Lei nº 13.709/2018) e está descrito na nossa Política de Privacidade, que faz parte destes Termos. Lá você encontra quais dados coletamos, para que os usamos, com quem os compartilhamos e como exercer os seus direitos.',
      ],
      links: [{ label: 'Leia a Política de Privacidade', href: '/politica-de-privacidade' }],
    },
    {
      id: 'suspensao',
      heading: '12. Suspensão e encerramento',
      paragraphs: [
        'Podemos suspender ou encerrar o acesso de quem violar estes Termos, compartilhar indevidamente o acesso ao curso, praticar fraude ou colocar em risco a segurança do site e de outros usuários, sem prejuízo das medidas legais cabíveis.',
        'Você pode encerrar a sua relação conosco a qualquer momento, solicitando o cancelamento pelo e-mail de contato. O acesso ao curso termina automaticamente ao final do período de 6 meses. Contratos de consultoria seguem as regras de rescisão neles previstas.',
      ],
    },
    {
      id: 'alteracoes',
      heading: '13. Alterações destes Termos',
      paragraphs: [
        `Estes Termos podem ser atualizados a qualquer momento. A versão vigente fica sempre disponível nesta página, com a data da última atualização (atual: ${company.termsOfUse.lastUpdated}). Alterações não prejudicam compras e contratos já concluídos, que seguem as condições vigentes na data da contratação.`,
      ],
    },
    {
      id: 'lei-e-foro',
      heading: '14. Lei aplicável, foro e contato',
      paragraphs: [
        'Estes Termos são regidos pelas leis da República Federativa do Brasil.',
        `Fica eleito o foro da ${company.jurisdiction} para resolver quaisquer controvérsias decorrentes destes Termos, ressalvado o direito do consumidor de propor ação no foro do seu domicílio, conforme o Código de Defesa do Consumidor.`,
        `Antes de recorrer ao Judiciário, convidamos você a falar com a gente: ${company.contactEmail}. Assuntos de privacidade: ${company.privacyEmail}.`,
      ],
    },
  ],
} as const satisfies LegalDocument;
