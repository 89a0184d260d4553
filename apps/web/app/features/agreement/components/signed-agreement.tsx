import type { Agreement } from '@cleardocket/domain/agreement/contract';
import { formatMoment } from '~/lib/dates';

type Signature = NonNullable<Agreement['signature']>;

/** `November 24, 2026 at 2:05 PM UTC`. */
export const signedOn = (signature: Signature) => formatMoment(signature.signedAt);

/** A signature: when, by what name, and the signed PDF to download. */
export function SignedAgreement({ signature }: { signature: Signature }) {
  return (
    <div role="status" className="grid gap-2 rounded-md border border-green-700 bg-green-50 p-4 text-green-950">
      <p className="font-semibold">
        You signed the service agreement (version {signature.version}) on {signedOn(signature)}.
      </p>
      <p>Signed as {signature.typedName}. We emailed you a copy; you can download it at any time.</p>
      <p>
        <a href={signature.pdfUrl} download className="font-semibold text-brand-700 underline">
          Download the signed PDF
        </a>
      </p>
    </div>
  );
}
