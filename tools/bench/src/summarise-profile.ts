/**
 * Summarises a bench server's V8 CPU profile (see profile-summary.ts):
 *   node --conditions=parasol-source --import ./tools/server/register.mjs tools/bench/src/summarise-profile.ts FILE.cpuprofile [--from S] [--seconds S] [--top N] [--requests N] [--lines]
 * --from/--seconds keep a window of the profile, e.g. the measured phase without start-up and warm-up;
 * --requests, the requests answered in that window, adds each area's µs per request.
 * --lines also lists the project's source lines with the most self time (the whole profile).
 */
import { readFileSync } from 'node:fs';
import { hotLines, summariseProfile, type CpuProfile } from './profile-summary.js';
import { toolArguments, usageError } from './tool-arguments.js';

const percent = (share: number) => `${(share * 100).toFixed(1).padStart(5)}%`;

const USAGE = 'usage: summarise-profile.ts FILE.cpuprofile [--from S] [--seconds S] [--top N] [--requests N] [--lines]';
const { values, positionals } = toolArguments(
  {
    allowPositionals: true,
    options: { from: { type: 'string', default: '0' }, seconds: { type: 'string' }, top: { type: 'string', default: '30' }, requests: { type: 'string' }, lines: { type: 'boolean', default: false }, help: { type: 'boolean', default: false } },
  },
  USAGE,
);
const file = positionals[0] ?? usageError(USAGE, 'summarise-profile: name a .cpuprofile file');
const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
const summary = summariseProfile(profile, {
  fromSeconds: Number(values.from),
  ...(values.seconds === undefined ? {} : { seconds: Number(values.seconds) }),
  top: Number(values.top),
  ...(values.requests === undefined ? {} : { requests: Number(values.requests) }),
});
const perRequest = (us: number | undefined) => (us === undefined ? '' : `  ${us.toFixed(1).padStart(7)} µs/request`);
const lines = [
  `${summary.windowSeconds.toFixed(2)} s of profile, ${percent(summary.busyShare).trim()} busy`,
  '', 'by area (share of the window):', ...summary.areas.map(({ area, share, usPerRequest }) => `  ${percent(share)}${perRequest(usPerRequest)}  ${area}`),
  '', 'functions by self time:', ...summary.selfTop.map(({ frame, share }) => `  ${percent(share)}  ${frame}`),
  '', 'functions by inclusive time (work after an await is counted under the microtask queue, not under its caller):', ...summary.inclusiveTop.map(({ frame, share }) => `  ${percent(share)}  ${frame}`),
];
if (values.lines) {
  const calls = values.requests === undefined ? undefined : Number(values.requests);
  lines.push('', 'source lines by self time (the whole profile):', ...hotLines(profile, { top: Number(values.top), ...(calls ? { calls } : {}) }).map(({ line, share, usPerCall }) => `  ${percent(share)}${perRequest(usPerCall)}  ${line}`));
}
process.stdout.write(`${lines.join('\n')}\n`);
