// Runs Parasol's TypeScript sources directly (no build step) with the shared compiler options,
// which carry experimentalDecorators for inversify. Used by `npm start`, mocha and the CLI bin.
import { register } from 'tsx/esm/api';
register({ tsconfig: new URL('./tsconfig.runtime.json', import.meta.url).pathname });
