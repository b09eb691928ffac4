import { isPgError } from '../db/driver.ts';

/**
 * storage-api's renderable errors. storage-api answers every handled error with HTTP 400 (500 for
 * internal ones) and puts the meaningful status in the body's `statusCode` string; storage-js reads
 * `message` and `statusCode` from that body.
 */
export class StorageApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly error: string = code,
  ) {
    super(message);
    this.name = 'StorageApiError';
  }

  private userStatus: number | null = null;

  get httpStatus(): number {
    return this.userStatus ?? (this.statusCode >= 500 ? 500 : 400);
  }

  /** storage-api's `withStatusCode`: the few errors answered with their own HTTP status. */
  withHttpStatus(status: number): this {
    this.userStatus = status;
    return this;
  }

  render(): { statusCode: string; code: string; error: string; message: string } {
    return { statusCode: String(this.statusCode), code: this.code, error: this.error, message: this.message };
  }
}

export const ERRORS = {
  noSuchBucket: () => new StorageApiError(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found'),
  noSuchKey: () => new StorageApiError(404, 'NoSuchKey', 'Object not found', 'not_found'),
  invalidKey: (key: string) => new StorageApiError(400, 'InvalidKey', `Invalid key: ${key}`),
  invalidBucketName: () =>
    new StorageApiError(400, 'InvalidBucketName', 'Bucket name invalid', 'Invalid Input'),
  accessDenied: (message: string) =>
    new StorageApiError(403, 'AccessDenied', message || 'Access denied', 'Unauthorized'),
  keyAlreadyExists: () =>
    new StorageApiError(409, 'KeyAlreadyExists', 'The resource already exists', 'Duplicate'),
  resourceAlreadyExists: () =>
    new StorageApiError(409, 'ResourceAlreadyExists', 'The resource already exists', 'Duplicate'),
  bucketAlreadyExists: () =>
    new StorageApiError(409, 'BucketAlreadyExists', 'The resource already exists', 'Duplicate'),
  bucketNotEmpty: () =>
    new StorageApiError(409, 'ResourceNotEmpty', 'The bucket you tried to delete is not empty'),
  resourceReferenced: () =>
    new StorageApiError(
      409,
      'ResourceReferenced',
      'The resource could not be updated or removed due to a foreign key constraint',
    ),
  relatedResourceNotFound: () =>
    new StorageApiError(404, 'InvalidRequest', 'The related resource does not exist'),
  /** A signed URL's token that jose refuses (bad signature, expired, malformed): jose's words. */
  invalidJwt: (message: string) => new StorageApiError(400, 'InvalidJWT', message || 'Invalid JWT'),
  invalidSignature: (message = 'Invalid signature') => new StorageApiError(400, 'InvalidSignature', message),
  expiredSignature: () => new StorageApiError(400, 'ExpiredToken', 'The provided token has expired.'),
  invalidFileSizeLimit: () =>
    new StorageApiError(400, 'InvalidRequest', 'Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B'),
  /** Fastify's schema validation (FST_ERR_VALIDATION): `error` is the Error's name. */
  validation: (message: string) => new StorageApiError(400, 'InvalidRequest', message, 'Error'),
  entityTooLarge: () =>
    new StorageApiError(
      413,
      'EntityTooLarge',
      'The object exceeded the maximum allowed size',
      'Payload too large',
    ),
  invalidMimeType: (mimeType: string) =>
    new StorageApiError(
      415,
      'InvalidMimeType',
      `mime type ${mimeType} is not supported`,
      'invalid_mime_type',
    ),
  invalidRequest: (message: string) => new StorageApiError(400, 'InvalidRequest', message),
  /** What local-supabase does not implement, inside a route it serves. */
  notImplemented: (feature: string) =>
    new StorageApiError(501, 'NotImplemented', `local-supabase does not implement ${feature}`).withHttpStatus(
      501,
    ),
  /** Fastify's body-parser errors, as storage-api's error handler renders them (`error` is the error's name). */
  invalidBody: (message: string) => new StorageApiError(400, 'InvalidRequest', message, 'FastifyError'),
  /** storage-api's ERRORS.InvalidParameter. */
  invalidParameter: (parameter: string, message = `Invalid Parameter ${parameter}`) =>
    new StorageApiError(400, 'InvalidParameter', message),
  noContent: () => new StorageApiError(400, 'InvalidRequest', 'No content provided'),
  internal: (message = 'Internal server error') => new StorageApiError(500, 'InternalError', message),
};

/**
 * Postgres errors raised by a request's SQL, as storage-api's DBError maps them: a refusal keeps
 * the database's message (a policy's own words), any SQLSTATE without a mapping is a 500.
 */
export function fromDbError(error: unknown): unknown {
  if (error instanceof StorageApiError || !isPgError(error)) return error;
  switch (error.code) {
    case '42501': // insufficient_privilege: RLS refusal, missing grant or a policy's own refusal
      return ERRORS.accessDenied(
        error.message.includes('row-level security')
          ? 'new row violates row-level security policy'
          : error.message,
      );
    case '23505': // unique_violation (an upload's insert answers KeyAlreadyExists instead)
      return ERRORS.resourceAlreadyExists();
    case '23503': // foreign_key_violation: a missing bucket, or a bucket still referenced
      return /is still referenced from table/.test(error.detail ?? '')
        ? ERRORS.resourceReferenced()
        : ERRORS.relatedResourceNotFound();
    default:
      return Object.assign(new StorageApiError(500, 'DatabaseError', `database error, code: ${error.code}`), {
        cause: error,
      });
  }
}
