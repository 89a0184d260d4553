import fp from 'fastify-plugin';
import type { Database, Db } from '../db/database';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    db: Db;
  }
}

type DbPluginOptions = {
  /**
   * The database, opened and migrated before the app loads (build-server.ts, startup/), so the
   * slow first initialisation never runs inside a plugin's time limit. It is closed with the app.
   */
  database: Database;
};

export default fp<DbPluginOptions>(
  async (fastify, { database }) => {
    fastify.decorate('database', database);
    fastify.decorate('db', database.db);
    fastify.addHook('onClose', async () => {
      await database.close();
    });
  },
  { name: 'db' },
);
