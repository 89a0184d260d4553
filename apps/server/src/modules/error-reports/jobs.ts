import type { FastifyPluginAsync } from 'fastify';
import { errorReportHousekeeping } from './service';

/** Error reports are deleted by the housekeeping job once their retention has passed. */
const errorReportJobs: FastifyPluginAsync = async (fastify) => {
  fastify.housekeeping.add(errorReportHousekeeping);
};

export default errorReportJobs;
