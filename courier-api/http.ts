// Shared HTTP plumbing for the courier API: typed errors that map to 4xx,
// the { message, code, data } envelope, and JSON body reading with yup validation.
// Every message goes out with its stable code from lib/i18n/api-messages.ts
// (looked up here, once per distinct text), so routes keep passing English only.
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ValidationError, type AnySchema, type InferType } from 'yup';
import { messageCode, type ApiMessageCode } from '@/lib/i18n/api-messages';
import { SLOW, validateInputNow, validateInputWithYup } from '@/lib/schemas/validate-fast';
import type { Ctx } from './context';

export const MAX_BODY_BYTES = 1024 * 1024;

/** The text the product shows when something failed on the server's side. */
export const SERVER_ERROR_MESSAGE = 'Internel Server Error Please Try again Refresh the Page';

export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly errors?: Record<string, string>,
    readonly headers?: Record<string, string>,
    /** The message's code when the caller knows it; else it is looked up from the text. */
    readonly code?: ApiMessageCode,
  ) {
    super(message);
  }
}

/** The stable code of an English message, or undefined for a text the catalogue lacks (api-messages.test.ts keeps that from happening). */
export const codeOf = (message: string): ApiMessageCode | undefined => messageCode(message)?.code;

/** `{ message, code, ...rest }`: the start of every JSON answer that carries a message. */
export function messageBody<T extends object>(message: string, rest?: T, code: ApiMessageCode | undefined = codeOf(message)) {
  return { message, ...(code ? { code } : {}), ...rest } as { message: string; code?: ApiMessageCode } & T;
}

/** An ApiError's body: `{ message, code, errors?, errorCodes? }`; `errors` exactly as thrown, `errorCodes` the code of each. */
export function errorBody(err: ApiError) {
  if (!err.errors) return messageBody(err.message, undefined, err.code ?? codeOf(err.message));
  const errorCodes: Record<string, ApiMessageCode> = {};
  for (const [field, text] of Object.entries(err.errors)) {
    const code = codeOf(text);
    if (code) errorCodes[field] = code;
  }
  return messageBody(err.message, { errors: err.errors, errorCodes }, err.code ?? codeOf(err.message));
}

export const badRequest = (message: string, errors?: Record<string, string>) => new ApiError(400, message, errors);
export const unauthorized = (message = 'Please sign in to continue.') => new ApiError(401, message);
export const forbidden = (message = 'You are not authorized to access this page.') => new ApiError(403, message);
export const notFound = (message = 'Not found.') => new ApiError(404, message);
export const conflict = (message: string, errors?: Record<string, string>) => new ApiError(409, message, errors);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new ApiError(429, message, undefined, { 'Retry-After': String(retryAfterSeconds) });

/** True for a unique-constraint violation from either driver (possibly wrapped by Drizzle). */
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

export function ok<T>(c: Ctx, data: T, message = 'Success', status: ContentfulStatusCode = 200) {
  return c.json(messageBody(message, { data }), status);
}

/** What a call with an Idempotency-Key says when the key comes again: reused for another request, or the same request replayed. */
export interface ReplayText {
  reused: string;
  replayed: string;
}

/**
 * The answer to a request whose Idempotency-Key already holds a record: that
 * record again (200) when it is the same request, else 409 (`reused`); 404
 * (`missing`) when the record can no longer be read.
 */
export async function answerReplay<T>(c: Ctx, same: boolean, load: () => Promise<T | null | undefined>, text: ReplayText, missing: string) {
  if (!same) throw conflict(text.reused);
  const record = await load();
  if (!record) throw notFound(missing);
  return ok(c, record, text.replayed, 200);
}

/** Turns a yup ValidationError into { field: message } and a headline message. */
export function validationToApiError(err: ValidationError): ApiError {
  const errors: Record<string, string> = {};
  for (const inner of err.inner.length ? err.inner : [err]) {
    const key = inner.path ?? '_';
    if (!(key in errors)) errors[key] = inner.message;
  }
  const first = Object.values(errors)[0] ?? err.message;
  return badRequest(first, errors);
}

/**
 * Validates any value against a schema, returning the cleaned, typed result.
 * Input the schema accepts takes the short way through it (validateFast, a
 * third of yup's time) and is answered by a promise already resolved; anything
 * else gets yup's own validate and its errors.
 */
export function validate<S extends AnySchema>(schema: S, value: unknown): Promise<InferType<S>> {
  const fast = validateInputNow(schema, value);
  return fast !== SLOW ? Promise.resolve(fast) : validateWithYup(schema, value);
}

async function validateWithYup<S extends AnySchema>(schema: S, value: unknown): Promise<InferType<S>> {
  try {
    return await validateInputWithYup(schema, value);
  } catch (err) {
    if (err instanceof ValidationError) throw validationToApiError(err);
    // yup's own casts can throw on hostile shapes (e.g. { "toString": 1 }):
    // that is still the caller's input, so it is a 400, never a 500.
    throw badRequest('Some fields have the wrong type. Please check the request.');
  }
}

/**
 * Reads a JSON object body of at most 1 MB (or `maxBytes`: the batch upload's file), then validates it.
 * A body that came as text (every in-process call) is read, parsed and, when the short way
 * accepts it, validated without waiting on a promise in between (issue 12: on this path each
 * one cost a quote about a microsecond).
 */
export function readBody<S extends AnySchema>(c: Ctx, schema: S, maxBytes = MAX_BODY_BYTES): Promise<InferType<S>> {
  const declared = Number(c.req.header('content-length') ?? '0');
  if (declared > maxBytes) return Promise.reject(tooLarge(maxBytes));
  const text = c.req.textNow();
  if (text === undefined) return c.req.text().then((t) => validate(schema, bodyObject(t, maxBytes)));
  try {
    return validate(schema, bodyObject(text, maxBytes));
  } catch (err) {
    return Promise.reject(err);
  }
}

const tooLarge = (maxBytes: number) => new ApiError(413, `The request is too large. The limit is ${Math.round(maxBytes / 1024 / 1024)} MB.`);

/** The body's text as the JSON object it must be (an empty body is {}); throws the 4xx otherwise. */
function bodyObject(text: string, maxBytes: number): object {
  if (Buffer.byteLength(text) > maxBytes) throw tooLarge(maxBytes);
  let parsed: unknown;
  try {
    parsed = text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    throw badRequest('The request body is not valid JSON.');
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw badRequest('The request body must be a JSON object.');
  }
  return parsed;
}

/** Validates the query string as an object. */
export function readQuery<S extends AnySchema>(c: Ctx, schema: S): Promise<InferType<S>> {
  return validate(schema, c.req.query());
}
