import type { Server, ServiceDefinition, UntypedServiceImplementation } from '@grpc/grpc-js';
import type { PackageDefinition } from '@grpc/proto-loader';
import { ReflectionService } from '@grpc/reflection';

type Handler = (...args: unknown[]) => unknown;

/** The fully qualified service a definition describes: its methods' paths are /<service>/<method>. */
const serviceNameOf = (definition: ServiceDefinition): string => {
  const [method] = Object.values(definition);
  return method?.path.split('/')[1] ?? '';
};

/** What a ReflectionService registers, by service name, without a server. */
const registrationsOf = (reflection: ReflectionService): Map<string, UntypedServiceImplementation> => {
  const registered = new Map<string, UntypedServiceImplementation>();
  reflection.addToServer({ addService: (definition, implementation) => registered.set(serviceNameOf(definition), implementation) });
  return registered;
};

/**
 * Server reflection (v1 and v1alpha) whose index is built by the first reflection call instead of
 * at start-up. Why: a ReflectionService decodes and indexes every file descriptor when it is
 * constructed; with the parse of the protos it reads, that was about 0.3 s of `npm start`
 * (issue 14: under 1 s to the first answer), for a service only tools such as grpcurl call.
 *
 * How: a ReflectionService over no files registers the two services (their definitions come from
 * the package's own reflection protos), and each of its handlers is replaced by one that hands the
 * call to the real service's handler, the real service built once, on the first call. What a
 * client sees is the real service's answers, from its first call on.
 */
export function addLazyReflection(server: Pick<Server, 'addService'>, describe: () => PackageDefinition, services: readonly string[]): void {
  let real: Map<string, UntypedServiceImplementation> | undefined;
  const realHandler = (service: string, method: string): Handler => {
    real ??= registrationsOf(new ReflectionService(describe(), { services: [...services] }));
    const handler = real.get(service)?.[method];
    if (handler === undefined) throw new Error(`reflection has no ${service}/${method}`);
    return handler as Handler;
  };
  new ReflectionService({}, { services: [...services] }).addToServer({
    addService: (definition, implementation) => {
      const service = serviceNameOf(definition);
      const deferred = Object.fromEntries(Object.keys(implementation).map((method) => [method, (...args: unknown[]) => realHandler(service, method)(...args)]));
      server.addService(definition, deferred as UntypedServiceImplementation);
    },
  });
}
