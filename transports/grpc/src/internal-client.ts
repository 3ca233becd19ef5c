import { Client, Metadata, type ServiceError, type StatusObject } from '@grpc/grpc-js';
import { ADMIN_AUTH_METADATA } from './grpc-metadata.js';
import { BodyMapper } from './body-mapper.js';
import { serviceDescOf } from './proto-files.js';
import { decodeStatusDetails, grpcChannelCredentials } from './travel-client.js';

export type InternalAnswer =
  | { readonly ok: true; readonly value: Record<string, unknown> }
  | { readonly ok: false; readonly grpcCode: number; readonly reason: string; readonly detail: string };

const asIs = (bytes: Buffer): Buffer => bytes;

/**
 * A client of the internal services (Admin, Funnel, Ledger): JSON in, JSON out, the admin token
 * as `authorization: Bearer …`. What the `parasol` CLI's partners, links, keys, subscriptions and
 * ledger commands use.
 */
export class InternalClient {
  private readonly client: Client;

  constructor(
    address: string,
    private readonly token: string,
    tls: false | { readonly ca?: Buffer } = false,
  ) {
    this.client = new Client(address, grpcChannelCredentials(tls));
  }

  call(service: string, rpc: string, request: Record<string, unknown>, deadlineMs = 10_000): Promise<InternalAnswer> {
    const method = serviceDescOf(service).methods.find((m) => m.name === rpc);
    if (method === undefined) throw new Error(`${service} has no RPC ${rpc}`);
    const input = new BodyMapper(method.input);
    const output = new BodyMapper(method.output);
    const metadata = new Metadata();
    metadata.set(ADMIN_AUTH_METADATA, `Bearer ${this.token}`);
    const bytes = Buffer.from(input.encode(request));
    return new Promise((resolve) => {
      let trailers: Metadata | undefined;
      let outcome: { error: ServiceError | null; value?: Buffer } | undefined;
      const settle = () => {
        if (outcome === undefined || trailers === undefined) return;
        if (outcome.value !== undefined && outcome.error === null) return resolve({ ok: true, value: output.decode(outcome.value) });
        const error = outcome.error as ServiceError;
        const details = decodeStatusDetails(trailers);
        resolve({ ok: false, grpcCode: error.code, reason: details.errorInfo?.reason ?? 'UNKNOWN', detail: error.details });
      };
      const call = this.client.makeUnaryRequest<Buffer, Buffer>(`/${service}/${rpc}`, asIs, asIs, bytes, metadata, { deadline: Date.now() + deadlineMs }, (error, value) => {
        outcome = { error, ...(value === undefined ? {} : { value }) };
        settle();
      });
      call.on('status', (status: StatusObject) => {
        trailers = status.metadata;
        settle();
      });
    });
  }

  close(): void {
    this.client.close();
  }
}
