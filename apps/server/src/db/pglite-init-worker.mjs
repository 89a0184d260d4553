// Creates a new embedded database cluster in workerData.dataDir (PGlite runs initdb on first
// open) on a worker thread: the slowest step of a first start, kept off the main thread so the
// start-up responder still answers /healthz and /readyz meanwhile (db/pglite.ts). Plain
// JavaScript, because a worker thread does not inherit tsx's loader on Node 20.
import { workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

const pglite = new PGlite({ dataDir: workerData.dataDir });
await pglite.waitReady;
await pglite.close();
