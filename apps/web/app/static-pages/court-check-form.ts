// zod's configuration comes before any schema is built (lib/zod-config.ts).
import '~/lib/zod-config';

export { attachPublicCheck } from '~/features/court-records/components/public-check-behaviour';
