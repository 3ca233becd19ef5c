export * from './create-rest-app.js';
export * from './start-rest-server.js';
export * from './reference-routes.js';
export { answerJson } from './serialise/answer-json.js';
export { endAfterReads } from './end-after-reads.js';
