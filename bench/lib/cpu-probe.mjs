// Loaded with `node --import` into every process a load benchmark measures (the app's web
// processes and the bare route): answers a `cpu-usage` message on the IPC channel with this
// process's own `process.cpuUsage()`, so the CPU per request is sampled inside the web process
// (not in the generator) and to the microsecond. Outside a benchmark there is no channel and it
// does nothing. Plain JavaScript: it is also loaded into worker threads (PGlite's start-up
// worker), which have no TypeScript loader.
if (process.send && process.channel) {
  process.on('message', (message) => {
    if (typeof message === 'object' && message !== null && 'type' in message && message.type === 'cpu-usage') {
      const { user, system } = process.cpuUsage();
      process.send?.({ type: 'cpu-usage', user, system });
    }
  });
  // The channel must not keep a server alive once it has closed.
  process.channel.unref();
}
