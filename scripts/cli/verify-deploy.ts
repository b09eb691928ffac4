/**
 * `npm run verify:deploy -- https://site.example` — checks a deploy from outside, as a visitor
 * would (scripts/lib/verify-deploy.ts): one line per item, ✔ or ✖, and exit code 1 when any fails.
 * The Supabase URL and publishable key are read from the site's own scripts unless given.
 */
import { parseArgs } from 'node:util';

import { formatResult, LANGS, verifyDeploy, type Lang } from '../lib/verify-deploy.ts';

const USAGE =
  'Usage: npm run verify:deploy -- <site URL> [options]\n' +
  '  --supabase-url <url>     the API (default: found in the site’s scripts)\n' +
  '  --publishable-key <key>  the publishable or anon key (default: found in the site’s scripts)\n' +
  '  --fresh-path <path>      a page published after the build, e.g. /cases/x (default: the newest case)\n' +
  '  --lang <pt-BR|en>        language of the report (default: pt-BR)';

function parse(argv: string[]) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      'supabase-url': { type: 'string' },
      'publishable-key': { type: 'string' },
      'fresh-path': { type: 'string' },
      lang: { type: 'string', default: 'pt-BR' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) return undefined;
  const [siteUrl, ...extra] = positionals;
  if (!siteUrl || extra.length > 0) throw new Error('Give exactly one site URL.');
  if (!/^https?:\/\//.test(siteUrl)) throw new Error(`Not an http(s) URL: ${siteUrl}`);
  const lang = values.lang === 'pt' ? 'pt-BR' : values.lang;
  if (!LANGS.includes(lang as Lang)) throw new Error(`Unknown --lang: ${values.lang}`);
  const freshPath = values['fresh-path'];
  if (freshPath !== undefined && !freshPath.startsWith('/')) {
    throw new Error(`--fresh-path must be a path starting with /: ${freshPath}`);
  }
  return {
    siteUrl,
    supabaseUrl: values['supabase-url'],
    publishableKey: values['publishable-key'],
    freshPath,
    lang: lang as Lang,
  };
}

let options: ReturnType<typeof parse>;
try {
  options = parse(process.argv.slice(2));
} catch (error) {
  console.error(`${(error as Error).message}\n${USAGE}`);
  process.exit(2);
}
if (!options) {
  console.log(USAGE);
} else {
  const results = await verifyDeploy(options);
  for (const result of results) console.log(formatResult(result));
  if (results.some((result) => !result.ok)) process.exitCode = 1;
}
