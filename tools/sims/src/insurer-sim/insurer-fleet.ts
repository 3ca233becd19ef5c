import { startInsurerSimulator, type InsurerSimulator, type InsurerSimulatorOptions } from './insurer-simulator.js';

export interface InsurerFleet {
  readonly simulators: readonly InsurerSimulator[];
  readonly urls: readonly string[];
  /** Requests received by the whole fleet. */
  requestCount(): number;
  close(): Promise<void>;
}

/**
 * Starts `count` simulators with the same options. Each gets its own seed (seed + i), so their
 * failures do not line up, and, when a port is given, consecutive ports from it.
 */
export const startInsurerFleet = async (count: number, options: InsurerSimulatorOptions = {}): Promise<InsurerFleet> => {
  const simulators: InsurerSimulator[] = [];
  try {
    for (let i = 0; i < count; i += 1) {
      simulators.push(
        await startInsurerSimulator({ ...options, seed: (options.seed ?? 1) + i, port: options.port ? options.port + i : 0 }),
      );
    }
  } catch (error) {
    await Promise.all(simulators.map((simulator) => simulator.close()));
    throw error;
  }
  return {
    simulators,
    urls: simulators.map((simulator) => simulator.url),
    requestCount: () => simulators.reduce((sum, simulator) => sum + simulator.requestCount(), 0),
    close: async () => {
      await Promise.all(simulators.map((simulator) => simulator.close()));
    },
  };
};
