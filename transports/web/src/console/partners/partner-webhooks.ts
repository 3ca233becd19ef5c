import type { ConsoleUserRecord, DeliveryView, Failure, KeyMode, WebhookEndpointView } from '@parasol/core';
import type { AuditTrail } from '../accounts/audit-trail.js';
import type { ConsoleOptions } from '../console-options.js';

/** An endpoint's signing secret at the one moment it is shown (creation, rotation). */
export interface IssuedWebhookSecret {
  readonly endpoint: WebhookEndpointView;
  readonly secret: string;
}

export interface DeliveryLog {
  readonly deliveries: readonly DeliveryView[];
  readonly next: string | null;
}

type Outcome<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly failure: Failure };

/**
 * A partner's webhook endpoints and delivery log, for its members: every action is the API's own
 * operation (core/src/webhooks) run as the partner's call in the chosen mode (`admin.asPartner`),
 * so the URL rules, the 16-endpoint limit, the 24-hour secret overlap and "not yours is not
 * found" are the API's. Creations, rotations and deletions are audited; a secret never is.
 */
export class PartnerWebhooks {
  constructor(
    private readonly options: ConsoleOptions,
    private readonly audit: AuditTrail,
  ) {}

  get available(): boolean {
    const { asPartner } = this.options.admin;
    return asPartner.serves('listWebhookEndpoints') && asPartner.serves('listWebhookDeliveries');
  }

  async endpoints(partnerCode: string, mode: KeyMode): Promise<readonly WebhookEndpointView[]> {
    const listed = await this.call<{ endpoints: readonly WebhookEndpointView[] }>('listWebhookEndpoints', partnerCode, mode);
    return listed.ok ? listed.value.endpoints : [];
  }

  async create(user: ConsoleUserRecord, partnerCode: string, mode: KeyMode, request: { readonly url: string; readonly events: readonly string[]; readonly description?: string }): Promise<Outcome<IssuedWebhookSecret>> {
    const created = await this.call<WebhookEndpointView & { secret: string }>('createWebhookEndpoint', partnerCode, mode, { body: request });
    if (!created.ok) return created;
    const { secret, ...endpoint } = created.value;
    await this.audit.record(user, partnerCode, 'webhook.created', endpoint.id, `${mode} ${endpoint.url}`);
    return { ok: true, value: { endpoint, secret } };
  }

  async rotate(user: ConsoleUserRecord, partnerCode: string, mode: KeyMode, endpointId: string): Promise<Outcome<IssuedWebhookSecret>> {
    const rotated = await this.call<WebhookEndpointView & { secret: string }>('rotateWebhookSecret', partnerCode, mode, { query: { id: endpointId } });
    if (!rotated.ok) return rotated;
    const { secret, ...endpoint } = rotated.value;
    await this.audit.record(user, partnerCode, 'webhook.rotated', endpoint.id, endpoint.previousSecretExpiresAt === null ? undefined : `previous secret signs until ${endpoint.previousSecretExpiresAt}`);
    return { ok: true, value: { endpoint, secret } };
  }

  async remove(user: ConsoleUserRecord, partnerCode: string, mode: KeyMode, endpointId: string): Promise<boolean> {
    const deleted = await this.call('deleteWebhookEndpoint', partnerCode, mode, { query: { id: endpointId } });
    if (deleted.ok) await this.audit.record(user, partnerCode, 'webhook.deleted', endpointId, mode);
    return deleted.ok;
  }

  /** A webhook.test event to the endpoint now; false when it is not this partner's in this mode. */
  async test(partnerCode: string, mode: KeyMode, endpointId: string): Promise<boolean> {
    return (await this.call('testWebhookEndpoint', partnerCode, mode, { query: { id: endpointId } })).ok;
  }

  async resend(partnerCode: string, mode: KeyMode, deliveryId: string): Promise<boolean> {
    return (await this.call('resendWebhookDelivery', partnerCode, mode, { query: { id: deliveryId } })).ok;
  }

  /** The delivery log, newest first, filtered as the API's query (endpoint, status, cursor). */
  deliveries(partnerCode: string, mode: KeyMode, query: Readonly<Record<string, string>>): Promise<Outcome<DeliveryLog>> {
    return this.call<DeliveryLog>('listWebhookDeliveries', partnerCode, mode, { query: { limit: '25', ...query } });
  }

  private async call<T>(endpointId: string, partnerCode: string, mode: KeyMode, request?: { readonly body?: unknown; readonly query?: Readonly<Record<string, string>> }): Promise<Outcome<T>> {
    const result = await this.options.admin.asPartner.run(endpointId, partnerCode, mode, request);
    return result.ok ? { ok: true, value: result.value.body as T } : result;
  }
}
