// zod's configuration comes before any schema is built (lib/zod-config.ts).
import '~/lib/zod-config';

export { attachAssessmentForm, showAssessmentResult } from '~/features/marketing/components/assessment-behaviour';
