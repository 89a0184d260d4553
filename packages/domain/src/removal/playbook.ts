import { z } from 'zod';
import { REQUEST_FORM_FACTS } from './request-form';
import { isVendorHost } from './vendors';

/**
 * Playbooks: how an opt-out form is filed, as data (issue 14 §2). The removal runner reads them;
 * nothing site-specific lives in code. A playbook whose selectors were never checked against the
 * live site says so (`verifiedAgainst: 'description'`, `lastVerified: null`), and the runner treats
 * any mismatch as "needs attention", never as success.
 */

/** Facts a step may type into a form, all taken from the member's own profile. */
const PROFILE_FACTS = [
  'fullName',
  'firstName',
  'lastName',
  'middleName',
  'city',
  'state',
  'zip',
  'birthYear',
  'age',
  'phone',
  /** The member's private agent address, never their own inbox. */
  'email',
  'street',
  /** The listing's address at the site (the URL the removal request is about). */
  'listingUrl',
] as const;
export type ProfileFact = (typeof PROFILE_FACTS)[number];

/**
 * Where a step acts. `label`, `role` + `name`, `placeholder` and `text` follow how a person sees the
 * page (more robust than CSS); `css` is for what has no visible name.
 */
const TargetSchema = z.union([
  z.object({ label: z.string().min(1).max(120) }).strict(),
  z
    .object({
      role: z.enum(['button', 'link', 'textbox', 'checkbox', 'combobox', 'radio']),
      name: z.string().min(1).max(120),
    })
    .strict(),
  z.object({ placeholder: z.string().min(1).max(120) }).strict(),
  z.object({ text: z.string().min(1).max(200) }).strict(),
  z.object({ css: z.string().min(1).max(300) }).strict(),
  /** The search result (row, card or link) that shows every one of these facts: "pick the listing". */
  z.object({ withFacts: z.array(z.enum(PROFILE_FACTS)).min(1).max(4) }).strict(),
]);
export type Target = z.infer<typeof TargetSchema>;

/** Which confirmation email a step waits for at the agent address. */
const MailMatchSchema = z
  .object({
    /** The sender's domain (or a parent of it): mail from anyone else is ignored. */
    fromDomain: z.string().min(3).max(253),
    /** Case-insensitive text the subject must contain. */
    subject: z.string().min(1).max(200).optional(),
    /** A regular expression the link must match (its source, without slashes). */
    link: z.string().min(1).max(300).optional(),
  })
  .strict();
export type MailMatch = z.infer<typeof MailMatchSchema>;

const note = z.string().min(1).max(300).optional();
/** A run's milestones: the form was accepted (submitted), the site confirmed it (confirmed). */
const marks = z.enum(['submitted', 'confirmed']).optional();
/** Phrases a page may show (any one will do), matched case-insensitively as whole words. */
const phrases = z.array(z.string().min(2).max(120)).min(1).max(40);

/** What a person is asked to do when a step needs one. */
export type HumanNeed = 'captcha' | 'id-upload' | 'phone-call' | 'missing-detail';

const StepSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('navigate'), url: z.url(), note }).strict(),
  z.object({ kind: z.literal('fill'), target: TargetSchema, fact: z.enum(PROFILE_FACTS), note }).strict(),
  z
    .object({
      kind: z.literal('select'),
      target: TargetSchema,
      /** A profile fact (state, …) or a fixed option label (a reason for the request). */
      fact: z.enum(PROFILE_FACTS).optional(),
      option: z.string().min(1).max(120).optional(),
      note,
    })
    .strict()
    .refine((step) => Boolean(step.fact) !== Boolean(step.option), 'A select step needs a fact or an option, not both'),
  z.object({ kind: z.literal('check'), target: TargetSchema, note }).strict(),
  /**
   * A privacy-request form no source describes (decision 038): its fields are found by label, name,
   * placeholder and autocomplete and filled from the facts listed; the request type "delete / opt
   * out / do not sell" is chosen; the form is sent and the page must newly show one of
   * `confirmation`. A CAPTCHA, or a required field the facts cannot answer, hands the form to a
   * person (who finishes it; the run then ends on their word).
   */
  z
    .object({
      kind: z.literal('fillRequestForm'),
      facts: z
        .array(z.enum(REQUEST_FORM_FACTS))
        .min(1)
        .default([...REQUEST_FORM_FACTS]),
      confirmation: phrases,
      marks,
      note,
    })
    .strict(),
  z.object({ kind: z.literal('click'), target: TargetSchema, note }).strict(),
  z
    .object({
      kind: z.literal('waitFor'),
      target: TargetSchema.optional(),
      text: z.string().min(1).max(200).optional(),
      note,
    })
    .strict()
    .refine((step) => Boolean(step.target) !== Boolean(step.text), 'A waitFor step needs a target or a text'),
  z
    .object({
      kind: z.literal('openEmailLink'),
      match: MailMatchSchema,
      /** How long the run waits for the mail before it needs attention. */
      waitHours: z.number().int().min(1).max(168).default(48),
      /**
       * Wait only when the page says one of these (the site said it sent an email); otherwise no
       * email is coming, and the run ends here with what it reached.
       */
      onlyIfAsked: phrases.optional(),
      note,
    })
    .strict(),
  /** A code from the confirmation email typed into the page (suppression portals' login codes). */
  z
    .object({
      kind: z.literal('fillEmailCode'),
      match: MailMatchSchema,
      /** A regular expression whose first group is the code. */
      code: z.string().min(1).max(100),
      target: TargetSchema,
      waitHours: z.number().int().min(1).max(168).default(48),
      note,
    })
    .strict(),
  z
    .object({
      kind: z.literal('humanStep'),
      need: z.enum(['captcha', 'id-upload', 'phone-call', 'missing-detail']),
      /** Plain words for the person who does it. */
      instructions: z.string().min(10).max(600),
      /** Only when this is on the page (a CAPTCHA that "may be required"); always when absent. */
      when: TargetSchema.optional(),
      /**
       * `finish-form`: the person completes and submits the form in their own browser, so the run
       * resumes at the next email step (the site's confirmation proves the submission) or, with
       * none, ends on the person's word. `continue`: the run goes on with the next step.
       */
      afterwards: z.enum(['continue', 'finish-form']).default('continue'),
      note,
    })
    .strict(),
  z.object({ kind: z.literal('screenshot'), note }).strict(),
  z
    .object({
      kind: z.literal('expectText'),
      text: z.string().min(1).max(200).optional(),
      /** Any one of these phrases, as whole words (a general confirmation set). */
      anyText: phrases.optional(),
      marks,
      note,
    })
    .strict()
    .refine((step) => Boolean(step.text) !== Boolean(step.anyText), 'An expectText step needs a text or anyText'),
]);
export type Step = z.infer<typeof StepSchema>;
export type StepInput = z.input<typeof StepSchema>;
export type StepKind = Step['kind'];

export const PlaybookSchema = z
  .object({
    /** The catalogue domain the playbook files for. */
    domain: z.string().min(3).max(253),
    version: z.number().int().min(1),
    /**
     * `live`: selectors checked against the site on `lastVerified`; `description`: written from
     * sources; `registry-page`: only the request page is known (a registry filing), so the generic
     * `fillRequestForm` step reads it (decision 038).
     */
    verifiedAgainst: z.enum(['live', 'description', 'registry-page']),
    lastVerified: z.iso.date().nullable(),
    /** Hosts the browser may reach besides the domain and its subdomains (a shared portal). */
    hosts: z.array(z.string().min(3).max(253)).max(10).default([]),
    /** Where the flow comes from: catalogue sources and the notes used. */
    sources: z.array(z.string().min(3).max(300)).min(1),
    steps: z.array(StepSchema).min(2).max(40),
  })
  .strict()
  .superRefine((playbook, context) => {
    if (playbook.verifiedAgainst === 'live' && !playbook.lastVerified) {
      context.addIssue({ code: 'custom', message: 'A playbook verified live needs its lastVerified date' });
    }
    if (playbook.verifiedAgainst !== 'live' && playbook.lastVerified) {
      context.addIssue({ code: 'custom', message: 'A playbook written from a description was never verified' });
    }
    const marked = playbook.steps.map((step) =>
      step.kind === 'expectText' || step.kind === 'fillRequestForm' ? step.marks : undefined,
    );
    const submitted = marked.indexOf('submitted');
    const confirmed = marked.indexOf('confirmed');
    if (submitted < 0 && confirmed < 0) {
      context.addIssue({ code: 'custom', message: 'A step must mark the request submitted or confirmed' });
    }
    if (marked.lastIndexOf('submitted') !== submitted || marked.lastIndexOf('confirmed') !== confirmed) {
      context.addIssue({ code: 'custom', message: 'Each mark appears at most once' });
    }
    if (confirmed >= 0 && submitted > confirmed) {
      context.addIssue({ code: 'custom', message: 'The confirmed mark comes after the submitted one' });
    }
    const optionalEmail = playbook.steps.findIndex((step) => step.kind === 'openEmailLink' && step.onlyIfAsked);
    if (optionalEmail >= 0 && (submitted < 0 || submitted > optionalEmail)) {
      context.addIssue({ code: 'custom', message: 'An email step that may not come follows the submitted mark' });
    }
    if (playbook.steps[0]?.kind !== 'navigate') {
      context.addIssue({ code: 'custom', message: 'A playbook starts by opening a page' });
    }
  });
export type Playbook = z.infer<typeof PlaybookSchema>;
export type PlaybookInput = z.input<typeof PlaybookSchema>;

/** Whether a host is the playbook's own (its domain, a subdomain, or a listed host). */
export function isPlaybookHost(playbook: Pick<Playbook, 'domain' | 'hosts' | 'steps'>, host: string): boolean {
  const name = host.toLowerCase().replace(/\.$/, '');
  const own = [playbook.domain, ...playbook.hosts].map((item) => item.toLowerCase());
  for (const step of playbook.steps) {
    if (step.kind === 'navigate') own.push(new URL(step.url).hostname.toLowerCase());
  }
  if (own.some((item) => name === item || name.endsWith(`.${item}`))) return true;
  // The generic request step follows a request page to a privacy portal or form builder (issue 30 §1).
  return playbook.steps.some((step) => step.kind === 'fillRequestForm') && isVendorHost(name);
}

/** The steps that wait for the site's email: where a run may park. */
export const isEmailStep = (step: Step) => step.kind === 'openEmailLink' || step.kind === 'fillEmailCode';

/**
 * Where a run resumes once a person did the human step at `index`: the next step, or, when the
 * person finished the form themselves, the next email step (the playbook's length when none).
 */
export function resumeIndexAfter(playbook: Pick<Playbook, 'steps'>, index: number): number {
  const step = playbook.steps[index];
  // A request form a person finished: the run has nothing left to see, and ends on their word.
  if (step?.kind === 'fillRequestForm') return playbook.steps.length;
  if (step?.kind !== 'humanStep' || step.afterwards !== 'finish-form') return index + 1;
  const next = playbook.steps.findIndex((candidate, at) => at > index && isEmailStep(candidate));
  return next < 0 ? playbook.steps.length : next;
}
