import type { WebhookRequest, WebhookResponse, WebhookSender } from '@parasol/core';
import { HttpWebhookSender } from '@parasol/webhook-http';

/**
 * A test composition only, never a production setting: a live endpoint must be https on a public
 * host (the endpoint API and the sender's guard both say so), which no test can serve. This sender
 * delivers what is addressed to one named public URL to a loopback receiver instead, through the
 * real HttpWebhookSender (its signing, headers and guard, loopback allowed as the webhook tests
 * allow it for sandbox endpoints). Any other URL is refused, so nothing leaves the machine.
 */
export class ReroutingWebhookSender implements WebhookSender {
  private readonly http = new HttpWebhookSender({ allowSandboxLoopback: true });

  constructor(
    private readonly publicUrl: string,
    private readonly loopbackUrl: string,
  ) {}

  send(request: WebhookRequest): Promise<WebhookResponse> {
    if (request.url !== this.publicUrl) return Promise.resolve({ ok: false, error: `test sender: ${request.url} is not rerouted`, durationMs: 0 });
    // The guard's loopback allowance is the sandbox one: the request goes as such, to http://127.0.0.1.
    return this.http.send({ ...request, url: this.loopbackUrl, mode: 'sandbox' });
  }
}
