import { API_ERRORS, type ApiErrorCode } from './generated/api-errors.js';
import type { ErrorBody } from './generated/api-types.js';

export { API_ERRORS, type ApiErrorCode };

/**
 * The code of a refusal: one of the API's codes (editors complete them), or another text. An
 * API newer than this client may add codes, and a proxy's own error page reads as `HTTP_<status>`.
 */
export type AnswerErrorCode = ApiErrorCode | (string & {});

/** True when `code` is one this client's version knows (API_ERRORS has its status and cause). */
export const isApiErrorCode = (code: string): code is ApiErrorCode => Object.hasOwn(API_ERRORS, code);

/** What a refusal carries, as ParasolApiError takes it. */
export interface RefusedAnswer {
  readonly ok: false;
  readonly status: number;
  readonly code: AnswerErrorCode;
  readonly body: ErrorBody;
  readonly requestId: string | undefined;
  readonly retryAfterSeconds: number | undefined;
}

/**
 * A refusal as an Error, for code that would rather throw than branch on `ok`: `unwrap(await
 * client.quote(body))` returns the body of a success and throws this for a refusal.
 */
export class ParasolApiError extends Error {
  override readonly name = 'ParasolApiError';
  readonly status: number;
  readonly code: AnswerErrorCode;
  readonly body: ErrorBody;
  /** Name it when asking about the call. */
  readonly requestId: string | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(answer: RefusedAnswer) {
    super(`${answer.status} ${answer.code}${answer.body.detail === undefined ? '' : `: ${answer.body.detail}`}`);
    this.status = answer.status;
    this.code = answer.code;
    this.body = answer.body;
    this.requestId = answer.requestId;
    this.retryAfterSeconds = answer.retryAfterSeconds;
  }
}

/** The body of a success; a refusal thrown as ParasolApiError. */
export function unwrap<T>(answer: { readonly ok: true; readonly body: T } | RefusedAnswer): T {
  if (answer.ok) return answer.body;
  throw new ParasolApiError(answer);
}
