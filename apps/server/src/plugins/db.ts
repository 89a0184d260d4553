import fp from 'fastify-plugin';
import type { Config } from '../env';
import type { Database, Db } from '../db/database';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    db: Db;
  }
}

export type DbPluginOptions = {
  config: Config;
  /** A database opened by the caller (tests); it is migrated and closed with the app. */
  database?: Database;
};

export default fp<DbPluginOptions>(
  async (fastify, { config, database }) => {
    let opened: Database;
    if (database) {
      await migrate(database);
      opened = database;
    } else {
      opened = await openDatabase(config);
    }
    fastify.decorate('database', opened);
    fastify.decorate('db', opened.db);
    fastify.addHook('onClose', async () => {
      await opened.close();
    });
  },
  { name: 'db' },
);
