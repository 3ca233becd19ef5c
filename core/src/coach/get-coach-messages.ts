import { createHash } from 'node:crypto';
import { injectable } from 'inversify';
import type { Operation, OperationSuccess, SuccessBody } from '../contract/operation.js';
import { ENDPOINTS } from '../contract/endpoints.js';
import { deepFreeze } from '../shared/deep-frozen.js';
import { fail, ok, type Result } from '../shared/result.js';
import { ENGINE_VERSION } from './coach-settings.js';
import type { CoachLang } from './market.js';
import { MESSAGE_LANGS, MESSAGES } from './messages/render-message.js';

type CoachMessagesBody = SuccessBody<'getCoachMessages'>;

/** One language's answer and its entity tag, built once: the catalogue changes only with a new build. */
interface Served {
  readonly body: CoachMessagesBody;
  readonly etag: string;
}

const serve = (lang: CoachLang): Served => {
  const body: CoachMessagesBody = deepFreeze({ ok: true as const, lang, engineVersion: ENGINE_VERSION, messages: MESSAGES[lang] });
  // A strong tag of the very bytes REST sends: the engine version, the language and a digest of the messages.
  const digest = createHash('sha256').update(JSON.stringify(body)).digest('base64url').slice(0, 16);
  return { body, etag: `"coach-${ENGINE_VERSION}-${lang}-${digest}"` };
};

const SERVED: Readonly<Record<CoachLang, Served>> = { en: serve('en'), fr: serve('fr') };

/** GET /api/v1/coach/messages query: lang, en or fr (default en), else BAD_LANGUAGE. Other parameters are ignored. */
export const parseCoachMessagesQuery = (query: Readonly<Record<string, string>>): Result<CoachLang> => {
  const { lang } = query;
  if (lang === undefined) return ok('en');
  return (MESSAGE_LANGS as readonly string[]).includes(lang) ? ok(lang as CoachLang) : fail('BAD_LANGUAGE', `lang must be one of ${MESSAGE_LANGS.join(', ')}.`);
};

/**
 * GET /api/v1/coach/messages: the Coach's message catalogue in one language (messages/*.json),
 * ICU MessageFormat sentences by key, for a client to render the keys and variables a bilan
 * answers with. The same for every caller and versioned with the engine, so it carries an ETag
 * (REST answers If-None-Match with 304) and may be cached. Consumes no quota.
 */
@injectable()
export class GetCoachMessages implements Operation<CoachLang, CoachMessagesBody> {
  readonly endpoint = ENDPOINTS.getCoachMessages;

  parse(_body: unknown, query: Readonly<Record<string, string>>): Result<CoachLang> {
    return parseCoachMessagesQuery(query);
  }

  async run({ input }: { readonly input: CoachLang }): Promise<Result<OperationSuccess<CoachMessagesBody>>> {
    const { body, etag } = SERVED[input];
    return ok({ status: 200, body, etag });
  }
}
