// zod's configuration comes before any schema is built (lib/zod-config.ts).
import '~/lib/zod-config';

export { attachContactForm } from '~/features/marketing/components/contact-form-behaviour';
