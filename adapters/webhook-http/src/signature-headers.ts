import { Webhook } from 'standardwebhooks';

/**
 * The Standard Webhooks headers for one attempt, by the official library: `webhook-signature`
 * carries one `v1,<base64>` per live secret, space-separated (during a rotation the old secret
 * signs beside the new one), so a receiver holding either verifies.
 */
export const signatureHeaders = (messageId: string, timestamp: number, body: string, secrets: readonly string[]): Record<string, string> => {
  const when = new Date(timestamp);
  return {
    'webhook-id': messageId,
    'webhook-timestamp': String(Math.floor(timestamp / 1000)),
    'webhook-signature': secrets.map((secret) => new Webhook(secret).sign(messageId, when, body)).join(' '),
  };
};
