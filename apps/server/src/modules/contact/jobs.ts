import type { FastifyPluginAsync } from 'fastify';
import { contactHousekeeping } from './service';

/** Contact messages are deleted by the housekeeping job once their retention has passed. */
const contactJobs: FastifyPluginAsync = async (fastify) => {
  fastify.housekeeping.add(contactHousekeeping);
};

export default contactJobs;
