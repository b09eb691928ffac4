import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'smol-toml';

/** The parts of supabase/config.toml that local-supabase honours. */
export interface ProjectConfig {
  maxRows: number | null;
  auth: {
    enableSignup: boolean;
    jwtExpiry: number;
    minimumPasswordLength: number;
    refreshTokenReuseInterval: number;
  };
  storage: {
    fileSizeLimit: number;
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
}

type Table = Record<string, unknown>;

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

export function readProjectConfig(supabaseDir: string): ProjectConfig {
  const file = path.join(supabaseDir, 'config.toml');
  const toml: Table = fs.existsSync(file) ? (parse(fs.readFileSync(file, 'utf8')) as Table) : {};
  const api = (toml.api ?? {}) as Table;
  const auth = (toml.auth ?? {}) as Table;
  const authEmail = (auth.email ?? {}) as Table;
  const storage = (toml.storage ?? {}) as Table;
  const buckets = (storage.buckets ?? {}) as Record<string, Table>;
  const functions = (toml.functions ?? {}) as Record<string, Table>;

  return {
    maxRows: typeof api.max_rows === 'number' ? api.max_rows : null,
    auth: {
      enableSignup: auth.enable_signup !== false && authEmail.enable_signup !== false,
      jwtExpiry: typeof auth.jwt_expiry === 'number' ? auth.jwt_expiry : 3600,
      minimumPasswordLength:
        typeof auth.minimum_password_length === 'number' ? auth.minimum_password_length : 6,
      refreshTokenReuseInterval:
        typeof auth.refresh_token_reuse_interval === 'number' ? auth.refresh_token_reuse_interval : 10,
    },
    storage: {
      fileSizeLimit: parseSize(storage.file_size_limit) ?? 50 * 1024 * 1024,
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
  };
}
