import { expect } from 'chai';
import { EventEmitter } from 'node:events';
import type { ServiceDefinition, UntypedServiceImplementation } from '@grpc/grpc-js';
import { addLazyReflection } from '../src/lazy-reflection.js';
import { reflectionDefinition } from '../src/proto-files.js';

/** A reflection stream as the handler sees it: it listens to 'data' and writes its answers (requests as proto-loader decodes them, the oneof named). */
class FakeStream extends EventEmitter {
  readonly written: Record<string, unknown>[] = [];
  write(message: Record<string, unknown>) {
    this.written.push(message);
    return true;
  }
  end() {}
}

/** One reflection request through a registered handler, its one answer. */
const ask = (implementation: UntypedServiceImplementation, request: Record<string, unknown>) => {
  const stream = new FakeStream();
  (implementation['ServerReflectionInfo'] as unknown as (stream: FakeStream) => void)(stream);
  stream.emit('data', request);
  return stream.written;
};

describe('grpc: reflection indexed on its first call', () => {
  const registered = new Map<string, UntypedServiceImplementation>();
  let described = 0;
  const describe_ = () => {
    described += 1;
    return reflectionDefinition();
  };
  const services = ['parasol.travel.v1.Travel', 'grpc.reflection.v1.ServerReflection', 'grpc.reflection.v1alpha.ServerReflection'];

  before(() => {
    addLazyReflection(
      { addService: (definition: ServiceDefinition, implementation: UntypedServiceImplementation) => void registered.set(Object.values(definition)[0]?.path.split('/')[1] ?? '', implementation) },
      describe_,
      services,
    );
  });

  it('registers v1 and v1alpha without reading a proto of the server', () => {
    expect([...registered.keys()].sort()).to.deep.equal(['grpc.reflection.v1.ServerReflection', 'grpc.reflection.v1alpha.ServerReflection']);
    expect(described).to.equal(0);
  });

  it('builds the index on the first call, once for both versions, and answers from it', () => {
    const v1 = ask(registered.get('grpc.reflection.v1.ServerReflection') ?? {}, { messageRequest: 'listServices', listServices: '*' });
    expect(described).to.equal(1);
    const v1alpha = ask(registered.get('grpc.reflection.v1alpha.ServerReflection') ?? {}, { messageRequest: 'listServices', listServices: '*' });
    const [file] = ask(registered.get('grpc.reflection.v1.ServerReflection') ?? {}, { messageRequest: 'fileContainingSymbol', fileContainingSymbol: 'parasol.travel.v1.Travel' });
    expect(file).to.have.property('fileDescriptorResponse').and.not.to.have.property('errorResponse');
    expect(described).to.equal(1);
    for (const answers of [v1, v1alpha]) {
      const listed = (answers[0]?.['listServicesResponse'] as { service: { name: string }[] }).service.map((s) => s.name);
      expect(listed.sort()).to.deep.equal([...services].sort());
    }
  });
});
