/** The error `run` ends with, or undefined when it succeeds: how a test shows a contract case fails. */
export async function failureOf(run: () => Promise<void>): Promise<unknown> {
  try {
    await run();
    return undefined;
  } catch (e) {
    return e;
  }
}
