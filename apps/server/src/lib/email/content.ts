/**
 * What an email says, as data: every email the product writes to a person is one of these, drawn
 * by the one template (product-email.tsx) into its HTML part and its text part.
 */
export type EmailBlock =
  | { kind: 'paragraph'; text: string }
  /** A one-time code, shown large and alone on its line. */
  | { kind: 'code'; code: string }
  /** Label and value pairs ("Case: State v. …"). */
  | { kind: 'facts'; items: { label: string; value: string }[] }
  /** The one thing to do: a button in HTML, the label and the address in text. */
  | { kind: 'action'; label: string; url: string }
  /** A secondary link written out in full. */
  | { kind: 'link'; label: string; url: string };

export type EmailContent = {
  /** The line a mail client shows beside the subject; not shown in the body. */
  preview: string;
  heading: string;
  /** "Hello Jordan," — left out when the email goes to someone we have no name for. */
  greeting?: string;
  blocks: EmailBlock[];
  /** Why the person got this email; with `unsubscribeUrl`, how to stop this kind. */
  footer: { reason: string; unsubscribeUrl?: string };
};

export const greet = (name: string | null | undefined) => `Hello ${name?.trim() || 'there'},`;
