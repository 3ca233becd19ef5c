export * from './public-rpcs.js';
export * from './proto-files.js';
export * from './json-codec.js';
export * from './grpc-metadata.js';
export * from './answer-to-grpc.js';
export * from './travel-service.js';
export * from './travel-client.js';
export * from './start-grpc-server.js';
