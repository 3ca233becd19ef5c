// Test-only module, loaded with --import into a `parasol serve` process: on SIGUSR2 it fails the
// way a bug would, with an unhandled rejection or an uncaught exception (FAIL_WITH), so that a
// test can watch how the server reports it and ends.
process.on('SIGUSR2', () => {
  const error = new TypeError('simulated bug\nwhose message has a second line');
  if (process.env.FAIL_WITH === 'rejection') void Promise.reject(error);
  else
    setImmediate(() => {
      throw error;
    });
});
