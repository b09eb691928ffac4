import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'smol-toml';

import { parseGoDuration } from './go-duration.ts';

/** The parts of supabase/config.toml that local-supabase honours. */
export interface ProjectConfig {
  maxRows: number | null;
  /** `[api] schemas`: the schemas PostgREST exposes (the CLI's default: public and graphql_public). */
  apiSchemas: string[];
  /** `[api] extra_search_path`: after the request's schema in each request's search_path. */
  apiExtraSearchPath: string[];
  auth: {
    enableSignup: boolean;
    jwtExpiry: number;
    minimumPasswordLength: number;
    refreshTokenReuseInterval: number;
    rateLimit: AuthRateLimits;
    /** `site_url`: where GoTrue sends people when a redirect is not allowed. */
    siteUrl: string;
    /** `additional_redirect_urls`: GoTrue's URI allow list (globs, `*` and `**`). */
    additionalRedirectUrls: string[];
    email: AuthEmailConfig;
    mfa: AuthMfaConfig;
    hooks: AuthHooksConfig;
    /** `signing_keys_path` (relative to supabase/): the JWKs that sign sessions; null: local-supabase's own. */
    signingKeysPath: string | null;
    /**
     * GoTrue's GOTRUE_SECURITY_UPDATE_PASSWORD_REQUIRE_CURRENT_PASSWORD: a password change must give
     * the one in use (`current_password`), except in a recovery session. Always on here: the Supabase
     * CLI has no config.toml key for it (hosted: a dashboard setting), and docs/deploy.md turns it on
     * in production, so local runs behave as production does.
     */
    requireCurrentPassword: boolean;
  };
  storage: {
    fileSizeLimit: number;
    /**
     * `[storage.image_transformation] enabled`: whether `/storage/v1/render/image` serves resized
     * images. Off when the table is absent, as the Supabase CLI starts no imgproxy then.
     */
    imageTransformation: { enabled: boolean };
    buckets: Record<
      string,
      {
        public: boolean;
        fileSizeLimit: number | null;
        allowedMimeTypes: string[] | null;
        objectsPath: string | null;
      }
    >;
  };
  functions: Record<string, { verifyJwt: boolean }>;
  /**
   * `[edge_runtime.secrets]`: variables every function gets locally (`supabase secrets set` sets
   * them on hosted). `env(NAME)` reads NAME from local-supabase's environment; unset, it is left out.
   */
  functionSecrets: Record<string, string>;
  localSmtp: LocalSmtpConfig;
}

/** `[auth.mfa]`: second factors. Only TOTP is implemented; phone and WebAuthn are refused. */
export interface AuthMfaConfig {
  /** `max_enrolled_factors`: factors (verified or not) one person may have. */
  maxEnrolledFactors: number;
  /** `[auth.mfa.totp] enroll_enabled` and `verify_enabled`; off unless set, as in the CLI's template. */
  totp: { enrollEnabled: boolean; verifyEnabled: boolean };
}

/**
 * `[auth.hook.<name>]`: Postgres functions Supabase Auth calls at points of its flow. Only the
 * password verification attempt hook is implemented; enabling another, or an HTTP hook, is refused.
 */
export interface AuthHooksConfig {
  passwordVerificationAttempt: PostgresHook | null;
}

export interface PostgresHook {
  /** `uri`, e.g. `pg-functions://postgres/public/my_hook`. */
  uri: string;
  /** The function as GoTrue calls it: `"schema"."name"`. */
  functionName: string;
}

/** `[auth.email]`: one-time links and codes, and the templates of the mails GoTrue sends. */
export interface AuthEmailConfig {
  /**
   * `enable_confirmations` (GoTrue's GOTRUE_MAILER_AUTOCONFIRM is its opposite). Sign-up confirmation
   * mails are not implemented, so it is refused while sign-ups are on; it still decides how an
   * e-mail change is confirmed (one link or two) and what /settings says.
   */
  enableConfirmations: boolean;
  /** `double_confirm_changes` (GOTRUE_MAILER_SECURE_EMAIL_CHANGE_ENABLED): confirm a new e-mail from both addresses. */
  doubleConfirmChanges: boolean;
  /**
   * `secure_password_change` (GOTRUE_SECURITY_UPDATE_PASSWORD_REQUIRE_REAUTHENTICATION): a session
   * older than 24 hours changes the password only with a code from /reauthenticate (`nonce`).
   */
  securePasswordChange: boolean;
  /** `otp_expiry`: seconds a link or code stays valid. */
  otpExpiry: number;
  /** `otp_length`: digits of the code sent with the link. */
  otpLength: number;
  /** `max_frequency`: milliseconds before the same person can be sent another mail of a kind. */
  maxFrequencyMs: number;
  /** `[auth.email.template.<kind>]`, read from `content_path`; absent kinds use GoTrue's. */
  templates: Partial<Record<EmailTemplateKind, { subject: string | null; content: string | null }>>;
}

export const EMAIL_TEMPLATE_KINDS = [
  'invite',
  'confirmation',
  'recovery',
  'magic_link',
  'email_change',
  'reauthentication',
] as const;
export type EmailTemplateKind = (typeof EMAIL_TEMPLATE_KINDS)[number];

/**
 * `[local_smtp]`, the e-mail testing server `supabase start` runs (Mailpit) and local-supabase's inbox
 * stands in for (`[inbucket]` before Supabase CLI v3, which refuses that name). Without `smtp_port` the CLI does not publish SMTP on the host (only containers reach
 * it); the inbox then listens on any free port, which edge functions still learn (SMTP_PORT).
 */
export interface LocalSmtpConfig {
  enabled: boolean;
  /** The web inbox and Mailpit's HTTP API. */
  port: number;
  smtpPort: number | null;
}

/**
 * `[auth.rate_limit]`, keys and defaults as the Supabase CLI's config template defines them. Per IP:
 * `anonymous_users` per hour; `token_refresh`, `sign_in_sign_ups`, `token_verifications` and `web3`
 * per 5 minutes; `email_sent` and `sms_sent` per hour for the whole project.
 */
export interface AuthRateLimits {
  emailSent: number;
  smsSent: number;
  anonymousUsers: number;
  tokenRefresh: number;
  signInSignUps: number;
  tokenVerifications: number;
  web3: number;
}

export const DEFAULT_AUTH_RATE_LIMITS: AuthRateLimits = {
  emailSent: 2,
  smsSent: 30,
  anonymousUsers: 30,
  tokenRefresh: 150,
  signInSignUps: 30,
  tokenVerifications: 30,
  web3: 30,
};

const RATE_LIMIT_KEYS: Record<keyof AuthRateLimits, string> = {
  emailSent: 'email_sent',
  smsSent: 'sms_sent',
  anonymousUsers: 'anonymous_users',
  tokenRefresh: 'token_refresh',
  signInSignUps: 'sign_in_sign_ups',
  tokenVerifications: 'token_verifications',
  web3: 'web3',
};

function readRateLimits(table: Table): AuthRateLimits {
  const limits = { ...DEFAULT_AUTH_RATE_LIMITS };
  for (const [field, key] of Object.entries(RATE_LIMIT_KEYS) as [keyof AuthRateLimits, string][]) {
    const value = table[key];
    if (value === undefined) continue;
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
      throw new Error(`config.toml: [auth.rate_limit] ${key} must be a non-negative integer`);
    }
    limits[field] = value;
  }
  return limits;
}

type Table = Record<string, unknown>;

function positiveInteger(table: Table, key: string, fallback: number, where: string): number {
  const value = table[key];
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || !Number.isInteger(value) || value <= 0) {
    throw new Error(`config.toml: ${where} ${key} must be a positive integer`);
  }
  return value;
}

/**
 * `[auth.email]`. Defaults as the Supabase CLI's config template: links valid 3600 s, 6-digit
 * codes, `max_frequency` 1 s. Template paths are relative to the project root, as the CLI reads them.
 */
function readAuthMfa(table: Table): AuthMfaConfig {
  const totp = (table.totp ?? {}) as Table;
  for (const kind of ['phone', 'web_authn']) {
    const other = (table[kind] ?? {}) as Table;
    if (other.enroll_enabled === true || other.verify_enabled === true) {
      throw new Error(`config.toml: [auth.mfa.${kind}]: local-supabase implements TOTP factors only`);
    }
  }
  return {
    maxEnrolledFactors: positiveInteger(table, 'max_enrolled_factors', 10, '[auth.mfa]'),
    totp: { enrollEnabled: totp.enroll_enabled === true, verifyEnabled: totp.verify_enabled === true },
  };
}

const AUTH_HOOKS = [
  'before_user_created',
  'custom_access_token',
  'send_sms',
  'send_email',
  'mfa_verification_attempt',
  'password_verification_attempt',
] as const;

function readAuthHooks(table: Table): AuthHooksConfig {
  const hooks: AuthHooksConfig = { passwordVerificationAttempt: null };
  for (const [name, hook] of Object.entries(table) as [string, Table][]) {
    if (!(AUTH_HOOKS as readonly string[]).includes(name)) {
      throw new Error(`config.toml: [auth.hook.${name}] is not a Supabase Auth hook`);
    }
    if (hook.enabled !== true) continue;
    if (name !== 'password_verification_attempt') {
      throw new Error(
        `config.toml: [auth.hook.${name}]: local-supabase implements the password_verification_attempt hook only`,
      );
    }
    // GoTrue's PopulateExtensibilityPoint: the path's two parts are the schema and the function.
    const match =
      typeof hook.uri === 'string' ? /^pg-functions:\/\/[^/]+\/([^/]+)\/([^/]+)$/.exec(hook.uri) : null;
    if (!match) {
      throw new Error(
        `config.toml: [auth.hook.${name}] uri must be pg-functions://postgres/<schema>/<function> ` +
          '(local-supabase does not call HTTP hooks)',
      );
    }
    hooks.passwordVerificationAttempt = {
      uri: hook.uri as string,
      functionName: `"${match[1].replace(/"/g, '""')}"."${match[2].replace(/"/g, '""')}"`,
    };
  }
  return hooks;
}

function readAuthEmail(table: Table, projectRoot: string): AuthEmailConfig {
  let maxFrequencyMs = 1000;
  if (table.max_frequency !== undefined) {
    const parsed = typeof table.max_frequency === 'string' ? parseGoDuration(table.max_frequency) : null;
    if (parsed === null) {
      throw new Error('config.toml: [auth.email] max_frequency must be a duration such as "60s"');
    }
    maxFrequencyMs = parsed;
  }
  const templates: AuthEmailConfig['templates'] = {};
  const templateTables = (table.template ?? {}) as Record<string, Table>;
  for (const [kind, template] of Object.entries(templateTables)) {
    if (!(EMAIL_TEMPLATE_KINDS as readonly string[]).includes(kind)) {
      throw new Error(`config.toml: [auth.email.template.${kind}] is not a GoTrue e-mail template`);
    }
    const contentPath = template.content_path;
    if (contentPath !== undefined && typeof contentPath !== 'string') {
      throw new Error(`config.toml: [auth.email.template.${kind}] content_path must be a path`);
    }
    templates[kind as EmailTemplateKind] = {
      subject: typeof template.subject === 'string' ? template.subject : null,
      content: contentPath ? fs.readFileSync(path.resolve(projectRoot, contentPath), 'utf8') : null,
    };
  }
  // Booleans absent from config.toml are false, as in the Supabase CLI.
  return {
    enableConfirmations: table.enable_confirmations === true,
    doubleConfirmChanges: table.double_confirm_changes === true,
    securePasswordChange: table.secure_password_change === true,
    otpExpiry: positiveInteger(table, 'otp_expiry', 3600, '[auth.email]'),
    otpLength: positiveInteger(table, 'otp_length', 6, '[auth.email]'),
    maxFrequencyMs,
    templates,
  };
}

function readLocalSmtp(table: Table): LocalSmtpConfig {
  const port = (key: string): number | null => {
    const value = table[key];
    if (value === undefined) return null;
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > 65535) {
      throw new Error(`config.toml: [local_smtp] ${key} must be a port number (1-65535)`);
    }
    return value;
  };
  return { enabled: table.enabled !== false, port: port('port') ?? 54324, smtpPort: port('smtp_port') };
}

function readSecrets(table: Table): Record<string, string> {
  const secrets: Record<string, string> = {};
  for (const [name, value] of Object.entries(table)) {
    if (typeof value !== 'string')
      throw new Error(`config.toml: [edge_runtime.secrets] ${name} must be a string`);
    const fromEnv = /^env\((\w+)\)$/.exec(value);
    const resolved = fromEnv ? process.env[fromEnv[1]] : value;
    if (resolved !== undefined && resolved !== '') secrets[name] = resolved;
  }
  return secrets;
}

function readImageTransformation(table: Table): { enabled: boolean } {
  const enabled = table.enabled ?? false;
  if (typeof enabled !== 'boolean') {
    throw new Error('config.toml: [storage.image_transformation] enabled must be true or false');
  }
  return { enabled };
}

/** "10MiB", "512KB", 1048576 → bytes. */
export function parseSize(value: unknown): number | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'number') return value;
  const match = /^\s*(\d+(?:\.\d+)?)\s*(B|KB|KIB|MB|MIB|GB|GIB)?\s*$/i.exec(String(value));
  if (!match) throw new Error(`config.toml: cannot read size "${String(value)}"`);
  const units: Record<string, number> = {
    B: 1,
    KB: 1e3,
    KIB: 1024,
    MB: 1e6,
    MIB: 1024 ** 2,
    GB: 1e9,
    GIB: 1024 ** 3,
  };
  return Math.round(Number(match[1]) * units[(match[2] ?? 'B').toUpperCase()]);
}

/** The CLI's settings for a project's own keys and JWT secret, which local-supabase does not take. */
const OWN_KEY_SETTINGS = ['jwt_secret', 'anon_key', 'service_role_key', 'publishable_key', 'secret_key'];

export function readProjectConfig(supabaseDir: string): ProjectConfig {
  const file = path.join(supabaseDir, 'config.toml');
  const toml: Table = fs.existsSync(file) ? (parse(fs.readFileSync(file, 'utf8')) as Table) : {};
  if ('inbucket' in toml)
    throw new Error(
      'config.toml: [inbucket] was removed in Supabase CLI v3; rename it to [local_smtp] (same keys)',
    );
  const api = (toml.api ?? {}) as Table;
  const auth = (toml.auth ?? {}) as Table;
  const ownKeys = OWN_KEY_SETTINGS.filter((name) => name in auth);
  if (ownKeys.length > 0)
    throw new Error(
      `config.toml: [auth] ${ownKeys.join(', ')}: local-supabase has only the local keys of \`supabase start\` ` +
        '(printed at start); remove the setting or run the Supabase CLI',
    );
  // CAPTCHA needs the provider's servers (hCaptcha, Turnstile) to check each token: offline, every
  // sign-in and recovery request would be refused, so the setting is refused instead.
  if (((auth.captcha ?? {}) as Table).enabled === true)
    throw new Error(
      'config.toml: [auth.captcha] enabled = true: local-supabase cannot verify CAPTCHA tokens (it has ' +
        'no internet access to hCaptcha or Turnstile); turn it off',
    );
  // The Supabase CLI keeps its initial schema's default grants (new tables in public reachable by
  // anon, authenticated and service_role) when this is true or unset, and revokes them when false.
  // local-supabase always behaves as false (hosted projects created since 2026 do); an explicit
  // true is refused rather than ignored.
  // The CLI's field is a *bool: anything else fails its config parsing.
  if (api.auto_expose_new_tables !== undefined && typeof api.auto_expose_new_tables !== 'boolean')
    throw new Error('config.toml: [api] auto_expose_new_tables must be true or false');
  if (api.auto_expose_new_tables === true)
    throw new Error(
      'config.toml: [api] auto_expose_new_tables = true: local-supabase grants nothing automatically on ' +
        'what migrations create (as new hosted projects); grant in the migrations and remove the setting ' +
        'or set it to false',
    );
  const authEmail = (auth.email ?? {}) as Table;
  const enableSignup = auth.enable_signup !== false && authEmail.enable_signup !== false;
  const email = readAuthEmail(authEmail, path.dirname(supabaseDir));
  if (email.enableConfirmations && enableSignup) {
    throw new Error(
      'config.toml: [auth.email] enable_confirmations = true with sign-ups on: local-supabase does not ' +
        'implement sign-up confirmation e-mails; turn sign-ups off ([auth] enable_signup = false) or ' +
        'confirmations off',
    );
  }
  const storage = (toml.storage ?? {}) as Table;
  const buckets = (storage.buckets ?? {}) as Record<string, Table>;
  const functions = (toml.functions ?? {}) as Record<string, Table>;

  return {
    maxRows: typeof api.max_rows === 'number' ? api.max_rows : null,
    apiSchemas: Array.isArray(api.schemas) ? api.schemas.map(String) : ['public', 'graphql_public'],
    apiExtraSearchPath: Array.isArray(api.extra_search_path)
      ? api.extra_search_path.map(String)
      : ['public', 'extensions'],
    auth: {
      enableSignup,
      jwtExpiry: typeof auth.jwt_expiry === 'number' ? auth.jwt_expiry : 3600,
      minimumPasswordLength:
        typeof auth.minimum_password_length === 'number' ? auth.minimum_password_length : 6,
      refreshTokenReuseInterval:
        typeof auth.refresh_token_reuse_interval === 'number' ? auth.refresh_token_reuse_interval : 10,
      rateLimit: readRateLimits((auth.rate_limit ?? {}) as Table),
      siteUrl: typeof auth.site_url === 'string' ? auth.site_url : 'http://127.0.0.1:3000',
      additionalRedirectUrls: Array.isArray(auth.additional_redirect_urls)
        ? auth.additional_redirect_urls.map(String)
        : [],
      email,
      mfa: readAuthMfa((auth.mfa ?? {}) as Table),
      hooks: readAuthHooks((auth.hook ?? {}) as Table),
      signingKeysPath:
        typeof auth.signing_keys_path === 'string' && auth.signing_keys_path !== ''
          ? path.resolve(supabaseDir, auth.signing_keys_path)
          : null,
      requireCurrentPassword: true,
    },
    storage: {
      fileSizeLimit: parseSize(storage.file_size_limit) ?? 50 * 1024 * 1024,
      imageTransformation: readImageTransformation((storage.image_transformation ?? {}) as Table),
      buckets: Object.fromEntries(
        Object.entries(buckets).map(([name, bucket]) => [
          name,
          {
            public: bucket.public === true,
            fileSizeLimit: parseSize(bucket.file_size_limit),
            allowedMimeTypes: Array.isArray(bucket.allowed_mime_types)
              ? (bucket.allowed_mime_types as string[])
              : null,
            objectsPath:
              typeof bucket.objects_path === 'string' ? path.resolve(supabaseDir, bucket.objects_path) : null,
          },
        ]),
      ),
    },
    functions: Object.fromEntries(
      Object.entries(functions).map(([name, fn]) => [name, { verifyJwt: fn.verify_jwt !== false }]),
    ),
    functionSecrets: readSecrets((((toml.edge_runtime ?? {}) as Table).secrets ?? {}) as Table),
    localSmtp: readLocalSmtp((toml.local_smtp ?? {}) as Table),
  };
}
