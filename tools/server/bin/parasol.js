#!/usr/bin/env node
// The `parasol` command (npx parasol): run in this process by the route npm start takes
// (tools/server/launch.mjs): the bundle, the compiled dist/ or the TypeScript sources through tsx,
// whichever is current. In this process, so a signal reaches the command itself: `parasol serve`
// closes gracefully on SIGTERM and SIGINT.
import { runParasol } from '../launch.mjs';

await runParasol();
