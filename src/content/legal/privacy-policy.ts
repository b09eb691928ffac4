/**
 * Política de Privacidade (/politica-de-privacidade) — LGPD, Lei nº 13.709/2018.
 * Company facts come from `../company` (legal name, CNPJ, address, e-mails, version).
 * Bump `company.privacyPolicy.version` and `lastUpdated` whenever this text changes:
 * the version is stored with every lead.
 */
import { company, companyAddressLine } from '../company';
import type { LegalDocument, PageSeo } from '../types';

export const privacyPolicySeo = {
  title: `Política de Privacidade | ${company.brand}`,
  description: `Saiba como a ${company.brand} coleta, usa, compartilha e protege seus dados pessoais, de acordo com a Lei Geral de Proteção de Dados (LGPD).`,
  keywords: ['política de privacidade', 'LGPD', 'proteção de dados', 'dados pessoais', company.brand],
  path: '/politica-de-privacidade',
} as const satisfies PageSeo;

export const privacyPolicyBreadcrumb = 'Política de Privacidade';

export const privacyPolicy = {
  title: 'Política de Privacidade',
  lastUpdated: company.privacyPolicy.lastUpdated,
  intro: `A sua privacidade é importante para nós. Esta Política de Privacidade explica, de forma clara e transparente, como a ${company.legalName} (“${company.brand}”, “nós”) trata os dados pessoais de quem visita o nosso site, se inscreve no curso ${company.courseName}, solicita o Raio-X ou contrata a nossa consultoria em Inteligência Artificial, em conformidade com a Lei Geral de Proteção de Dados Pessoais (Lei nº 13.709/2018 – “LGPD”), o Marco Civil da Internet (Lei nº 12.965/2014) e o Código de Defesa do Consumidor (Lei nº 8.078/1990). Ao utilizar o site e enviar seus dados pelos nossos formulários, você declara ter lido e compreendido esta Política.`,
  sections: [
    {
      id: 'controlador',
      heading: '1. Quem é o controlador dos seus dados',
      paragraphs: [
        `O controlador dos dados pessoais tratados por meio deste site é a ${company.legalName}, inscrita no CNPJ sob o nº ${company.cnpj}, com sede em ${companyAddressLine}.`,
        `Como controladora, a ${company.brand} é responsável pelas decisões sobre o tratamento dos seus dados pessoais. Para qualquer assunto relacionado a privacidade e proteção de dados, fale com o nosso Encarregado pelo e-mail ${company.privacyEmail}.`,
      ],
    },
    {
      id: 'dados-coletados',
      heading: '2. Quais dados coletamos',
      paragraphs: [
        'Coletamos apenas os dados necessários para atender à sua solicitação e para operar e melhorar o site. Eles se dividem em três grupos:',
        'a) Dados que você nos fornece nos formulários de inscrição no SALTO e de solicitação do Raio-X: nome, e-mail, telefone (WhatsApp) e nome da empresa. Registramos também a data e a hora do envio e a versão desta Política vigente no momento do envio.',
        'b) Dados de origem da visita (atribuição de campanhas), coletados automaticamente quando você chega ao site por um link de campanha: parâmetros UTM (utm_source, utm_medium, utm_campaign, utm_term e utm_content), identificadores de clique de anúncios (gclid, do Google, e fbclid, da Meta), a página pela qual você entrou no site (landing page) e o endereço do site que o trouxe até nós (referrer). Eles ficam apenas na memória da página enquanto você navega, sem nada gravado no seu navegador, e são enviados junto com o formulário, caso você o preencha. Se o formulário chegar sem eles, usamos a campanha, a página de entrada e o site de origem da primeira página da sua visita, registrados pela contagem de visitas (seção 5).',
        'c) Dados de navegação: as páginas visitadas, contadas sem cookies e sem identificar você (seção 5), e os registros de acesso que o nosso provedor de hospedagem guarda por segurança (endereço IP, data e hora, navegador).',
        'Não solicitamos dados pessoais sensíveis (como origem racial ou étnica, convicção religiosa, opinião política, dados de saúde ou biométricos). Pedimos que você não os inclua em nenhum campo ou mensagem enviada a nós.',
      ],
    },
    {
      id: 'finalidades',
      heading: '3. Para que usamos seus dados',
      paragraphs: ['Utilizamos os seus dados pessoais para as seguintes finalidades:'],
      items: [
        'Responder à sua solicitação de Raio-X, agendar o diagnóstico e entrar em contato por e-mail, telefone ou WhatsApp;',
        `Processar a sua inscrição no curso ${company.courseName} e liberar o seu acesso à plataforma de ensino;`,
        'Elaborar propostas, celebrar e executar contratos de consultoria e prestar suporte aos nossos clientes e alunos;',
        'Enviar comunicações sobre conteúdos, eventos, cursos e serviços da Salto IA, quando você tiver consentido com isso;',
        'Entender quais canais e campanhas trazem visitantes e clientes, para investir melhor em divulgação e medir o resultado de anúncios;',
        'Analisar o uso do site para corrigir falhas, melhorar a navegação e desenvolver novos conteúdos;',
        'Garantir a segurança do site, prevenir fraudes, spam e usos abusivos dos formulários;',
        'Cumprir obrigações legais e regulatórias e exercer nossos direitos em processos judiciais, administrativos ou arbitrais.',
      ],
    },
    {
      id: 'bases-legais',
      heading: '4. Bases legais do tratamento',
      paragraphs: [
        'Todo tratamento de dados pessoais realizado pela Salto IA está amparado em uma das hipóteses do art. 7º da LGPD:',
      ],
      items: [
        'Procedimentos preliminares e execução de contrato (art. 7º, V): para responder à sua solicitação de Raio-X ou de inscrição no SALTO, feita a seu pedido, e para executar o contrato de curso ou de consultoria;',
        'Consentimento (art. 7º, I): para o envio de comunicações de marketing e para o uso de cookies não essenciais, quando aplicável. Você pode revogar o consentimento a qualquer momento, sem custo;',
        'Legítimo interesse (art. 7º, IX): para a medição de campanhas e da origem das visitas (UTM, gclid, fbclid, landing page e referrer), análises de uso do site, melhoria dos nossos serviços e prevenção a fraudes e abusos, sempre respeitando os seus direitos e as suas legítimas expectativas;',
        'Cumprimento de obrigação legal ou regulatória (art. 7º, II): para guardar registros de acesso a aplicações de internet pelo prazo previsto no Marco Civil da Internet e manter documentos fiscais e contábeis;',
        'Exercício regular de direitos (art. 7º, VI): para nos defender ou exercer direitos em processos judiciais, administrativos ou arbitrais.',
      ],
    },
    {
      id: 'contagem-de-visitas',
      heading: '5. Contagem de visitas, cookies e armazenamento no navegador',
      paragraphs: [
        'O site público não usa cookies e não grava nada no seu navegador: nem cookies, nem armazenamento local (local storage ou session storage). Também não usamos Google Analytics, pixels de anúncios nem outras ferramentas de terceiros que acompanhem você.',
        'Contamos as visitas com uma ferramenta própria, para saber quais páginas, origens e campanhas trazem contatos. A cada página vista, o site envia: o endereço da página (sem os parâmetros), o site de onde você veio (só o domínio), os parâmetros UTM da campanha, se o link tinha um gclid ou fbclid (nunca o valor), o tipo de aparelho (celular, tablet ou computador, pela largura da tela) e o idioma do navegador. Contamos também os cliques nos botões que levam aos formulários e se um formulário foi começado, enviado ou recusado, nunca o que foi digitado nele.',
        'Para saber que duas páginas foram vistas pela mesma pessoa no mesmo dia, o servidor calcula um código a partir do endereço IP e do navegador, misturados a um valor secreto que é trocado e apagado todos os dias. O IP não é guardado, e depois de um dia ninguém, nem nós, consegue ligar esse código a você ou às suas visitas de outros dias.',
        'Não contamos visitas quando o navegador pede para não ser rastreado (Do Not Track ou Global Privacy Control), nem as de robôs e as da nossa equipe. Os registros de cada visita são apagados após 90 dias; ficam apenas os totais por dia (por exemplo, quantas visitas uma página recebeu), que não identificam ninguém.',
        'Na área administrativa, usada só pela nossa equipe, o navegador guarda a sessão de login e rascunhos de edição.',
      ],
    },
    {
      id: 'nao-ser-contado',
      heading: '6. Como escolher não ser contado',
      paragraphs: [
        'Ative a opção “Não rastrear” (Do Not Track) ou o Global Privacy Control nas configurações de privacidade do seu navegador, ou use um navegador ou extensão que os ative: a partir daí, as suas visitas não são contadas. O site continua funcionando normalmente, inclusive os formulários.',
      ],
    },
    {
      id: 'compartilhamento',
      heading: '7. Com quem compartilhamos seus dados',
      paragraphs: [
        'A Salto IA não vende, aluga nem comercializa dados pessoais. Compartilhamos dados apenas com parceiros necessários para prestar os nossos serviços, sempre na medida do necessário e sob obrigações de confidencialidade e segurança:',
      ],
      items: [
        'Provedores de hospedagem, banco de dados e infraestrutura em nuvem, que armazenam o site e as informações enviadas pelos formulários;',
        `Plataforma de ensino on-line em que o curso ${company.courseName} é disponibilizado, para criar e gerenciar o seu acesso;`,
        'Plataformas de pagamento, quando você adquire o curso, para processar a transação;',
        'Ferramentas de comunicação, CRM e atendimento (como e-mail e WhatsApp), para que possamos falar com você;',
        'Plataformas de anúncios e de análise (como Google e Meta), para medir o desempenho das nossas campanhas;',
        'Autoridades públicas, órgãos reguladores e o Poder Judiciário, quando houver obrigação legal, ordem judicial ou requisição de autoridade competente;',
        'Assessores jurídicos e contábeis, e eventuais sucessores em caso de reorganização societária, fusão ou aquisição, com as mesmas garantias desta Política.',
      ],
    },
    {
      id: 'transferencia-internacional',
      heading: '8. Transferência internacional de dados',
      paragraphs: [
        'Alguns dos nossos fornecedores, como provedores de nuvem, plataformas de anúncios e ferramentas de análise, podem armazenar ou processar dados em servidores localizados fora do Brasil.',
        'Nesses casos, a transferência ocorre apenas nas hipóteses permitidas pelo art. 33 da LGPD e pela regulamentação da Autoridade Nacional de Proteção de Dados (ANPD), como cláusulas contratuais padrão, e com fornecedores que adotam níveis de proteção compatíveis com a legislação brasileira.',
      ],
    },
    {
      id: 'seguranca',
      heading: '9. Como protegemos seus dados',
      paragraphs: [
        'Adotamos medidas técnicas e administrativas razoáveis para proteger os seus dados contra acessos não autorizados, perda, alteração ou divulgação indevida, entre elas:',
      ],
      items: [
        'Comunicação criptografada (HTTPS) entre o seu navegador e os nossos servidores;',
        'Controle de acesso por perfil: os dados de contato (leads) só podem ser consultados por administradores autorizados;',
        'Autenticação para a área administrativa e registro das operações realizadas;',
        'Mecanismos contra envios automatizados e abusivos nos formulários;',
        'Contratos com fornecedores que exigem confidencialidade e segurança da informação.',
      ],
    },
    {
      id: 'retencao',
      heading: '10. Por quanto tempo guardamos e quando excluímos seus dados',
      paragraphs: [
        'Mantemos os dados pessoais apenas pelo tempo necessário para cumprir as finalidades desta Política ou as obrigações legais aplicáveis:',
      ],
      items: [
        'Dados de contato enviados pelos formulários: enquanto houver relacionamento comercial em andamento e por até 24 meses após o último contato, salvo se você pedir a exclusão antes. Contatos que não seguiram adiante (descartados pela nossa equipe) podem ser apagados automaticamente antes desse prazo;',
        'Dados de alunos e clientes: durante a vigência do contrato e pelo prazo de 5 anos após o seu término, para cumprimento de obrigações fiscais, contábeis e de defesa do consumidor;',
        'Registros de acesso ao site: pelo prazo mínimo de 6 meses, conforme o art. 15 do Marco Civil da Internet;',
        'Dados tratados com base no consentimento: até a revogação do consentimento, ressalvadas as hipóteses de conservação previstas no art. 16 da LGPD.',
      ],
    },
    {
      id: 'direitos',
      heading: '11. Seus direitos como titular',
      paragraphs: ['Nos termos do art. 18 da LGPD, você pode solicitar, a qualquer momento e gratuitamente:'],
      items: [
        'Confirmação da existência de tratamento dos seus dados;',
        'Acesso aos dados que temos sobre você;',
        'Correção de dados incompletos, inexatos ou desatualizados;',
        'Anonimização, bloqueio ou eliminação de dados desnecessários, excessivos ou tratados em desconformidade com a LGPD;',
        'Portabilidade dos dados a outro fornecedor de serviço, observados os segredos comercial e industrial;',
        'Eliminação dos dados tratados com base no seu consentimento;',
        'Informação sobre as entidades públicas e privadas com as quais compartilhamos seus dados;',
        'Informação sobre a possibilidade de não fornecer consentimento e sobre as consequências da negativa;',
        'Revogação do consentimento;',
        'Oposição a tratamento realizado com base em outras hipóteses legais, em caso de descumprimento da LGPD;',
        'Revisão de decisões tomadas unicamente com base em tratamento automatizado que afetem os seus interesses (art. 20 da LGPD).',
      ],
    },
    {
      id: 'como-exercer',
      heading: '12. Como exercer seus direitos',
      paragraphs: [
        `Para pedir a confirmação de que tratamos seus dados, o acesso a eles, a correção, uma cópia ou a eliminação (art. 18 da LGPD), escreva para ${company.privacyEmail}, de preferência a partir do e-mail que você usou nos nossos formulários, dizendo o seu nome e o que deseja. Se escrever de outro endereço, poderemos pedir informações adicionais para confirmar a sua identidade — assim não entregamos nem apagamos dados de outra pessoa.`,
        'Respondemos em até 15 dias a partir do recebimento do pedido (art. 19 da LGPD): a confirmação de que tratamos seus dados pode ser dada de imediato, de forma simplificada, e a cópia completa, a correção e a eliminação são concluídas dentro desse prazo. O atendimento é gratuito. Se algum pedido não puder ser atendido, no todo ou em parte — por exemplo, quando a lei nos obriga a guardar certos dados —, explicaremos os motivos.',
        'Se você entender que a sua solicitação não foi atendida adequadamente, também pode apresentar petição à Autoridade Nacional de Proteção de Dados (ANPD).',
      ],
      links: [
        {
          label: 'Autoridade Nacional de Proteção de Dados (ANPD)',
          href: 'https://www.gov.br/anpd',
          external: true,
        },
      ],
    },
    {
      id: 'atendimento-do-pedido',
      heading: '13. O que fazemos com o seu pedido',
      paragraphs: [
        'Localizamos todos os registros ligados ao seu e-mail, escrito com letras maiúsculas ou minúsculas e também nas variações com “+” (como nome+promo@empresa.com.br), e então:',
      ],
      items: [
        'Acesso e cópia: enviamos a você, em arquivo JSON ou CSV, tudo o que guardamos — cada formulário enviado, com a data, a origem da visita e a versão desta Política vigente no envio, as anotações da nossa equipe sobre o atendimento e os avisos internos gerados pelo envio;',
        'Correção: atualizamos os dados incompletos, inexatos ou desatualizados que você nos indicar;',
        'Eliminação: apagamos de uma só vez todos esses registros — formulários, anotações, histórico do atendimento e avisos internos. Guardamos apenas o registro de que o pedido foi atendido (data, tipo de pedido e quantidade de registros), sem nenhum dado seu;',
        'Demais direitos (oposição, revogação do consentimento, informação sobre compartilhamento): analisamos o pedido e informamos o que foi feito.',
      ],
    },
    {
      id: 'menores',
      heading: '14. Menores de idade',
      paragraphs: [
        `Os nossos serviços são destinados exclusivamente a pessoas com ${company.minimumAge} anos ou mais. Não coletamos intencionalmente dados de crianças ou adolescentes.`,
        `Se tomarmos conhecimento de que recebemos dados de menores de ${company.minimumAge} anos, eles serão excluídos. Caso você saiba de alguma situação assim, avise-nos pelo e-mail ${company.privacyEmail}.`,
      ],
    },
    {
      id: 'alteracoes',
      heading: '15. Alterações desta Política e contato',
      paragraphs: [
        `Esta Política pode ser atualizada para refletir mudanças nos nossos serviços ou na legislação. A versão vigente estará sempre publicada nesta página, com a data da última atualização (atual: ${company.privacyPolicy.lastUpdated}). Mudanças relevantes serão destacadas no site e, quando necessário, pediremos novamente o seu consentimento.`,
        `Dúvidas, sugestões ou solicitações sobre privacidade? Fale com o nosso ${company.dpoTitle} pelo e-mail ${company.privacyEmail}. Para outros assuntos, use ${company.contactEmail}. Correspondências podem ser enviadas para ${company.legalName}, ${companyAddressLine}.`,
      ],
    },
  ],
} as const satisfies LegalDocument;
