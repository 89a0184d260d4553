import { Copy, Download } from 'lucide-react';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { z } from 'zod';
import { Button } from '~/components/ui/button';
import { Form } from '~/lib/form/form';
import { TextField } from '~/lib/form/form-fields';
import { codeField } from '~/lib/form/identity-fields';
import { SubmitButton } from '~/lib/form/submit-button';
import { toast } from '~/lib/toast';

const CodeSchema = z.object({ code: codeField() });

/**
 * The authenticator link as a QR code, an SVG in a data: URL (the CSP allows data: images, and
 * nothing leaves the browser). Made after the first render: the library is asynchronous.
 */
function useQrCode(text: string): string | null {
  const [dataUrl, setDataUrl] = useState<string | null>(null);
  useEffect(() => {
    let isCurrent = true;
    void QRCode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }).then((svg) => {
      if (isCurrent) setDataUrl(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    });
    return () => {
      isCurrent = false;
    };
  }, [text]);
  return dataUrl;
}

/** The recovery codes as a text file a member keeps (one code a line). */
function recoveryCodesFile(codes: string[]): string {
  const lines = [
    'ClearDocket recovery codes',
    'Each code works once, if you cannot use your authenticator app.',
    '',
    ...codes,
  ];
  return `data:text/plain;charset=utf-8,${encodeURIComponent(`${lines.join('\n')}\n`)}`;
}

export type TwoFactorSetupProps = {
  totpUri: string;
  recoveryCodes: string[];
  onConfirm: (code: string) => Promise<unknown>;
};

/** Scan (or type) the key, keep the recovery codes, then the first code turns two-factor on. */
export function TwoFactorSetup({ totpUri, recoveryCodes, onConfirm }: TwoFactorSetupProps) {
  const qrCode = useQrCode(totpUri);
  const secret = new URL(totpUri).searchParams.get('secret') ?? '';
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(recoveryCodes.join('\n'));
      toast({ title: 'Recovery codes copied', variant: 'success' });
    } catch {
      toast({ title: 'Could not copy', description: 'Download the codes instead.', variant: 'destructive' });
    }
  };
  return (
    <div className="grid max-w-xl gap-4">
      <p>Scan this code with your authenticator app, then type the 6-digit code it shows.</p>
      {qrCode ? (
        <img
          src={qrCode}
          alt="QR code to add ClearDocket to your authenticator app"
          width={192}
          height={192}
          className="size-48 rounded-md border border-ink-200 bg-white"
        />
      ) : (
        <div className="size-48 rounded-md border border-ink-200 bg-ink-50" aria-hidden="true" />
      )}
      <p>Cannot scan it? Choose “enter a setup key” in the app and type this key:</p>
      <p className="rounded-md bg-ink-50 p-3 font-mono break-all" aria-label="Authenticator setup key">
        {secret}
      </p>
      <div>
        <p className="font-medium">
          Recovery codes — keep them somewhere safe; each works once if you lose your phone:
        </p>
        <ul className="mt-2 grid grid-cols-2 gap-1 font-mono sm:grid-cols-3" aria-label="Recovery codes">
          {recoveryCodes.map((recovery) => (
            <li key={recovery}>{recovery}</li>
          ))}
        </ul>
        <div className="mt-3 flex flex-wrap gap-3">
          <Button variant="outline" size="sm" onClick={() => void copy()}>
            <Copy aria-hidden="true" className="size-4" />
            Copy recovery codes
          </Button>
          <a
            href={recoveryCodesFile(recoveryCodes)}
            download="cleardocket-recovery-codes.txt"
            className="inline-flex min-h-9 items-center gap-2 rounded-md border border-ink-300 bg-white px-3 py-1.5 text-sm font-semibold text-ink-900 hover:bg-ink-50"
          >
            <Download aria-hidden="true" className="size-4" />
            Download recovery codes
          </a>
        </div>
      </div>
      <Form
        schema={CodeSchema}
        defaultValues={{ code: '' }}
        onSubmit={({ code }) => onConfirm(code)}
        className="grid gap-4"
      >
        <TextField
          name="code"
          label="Code from your authenticator app"
          inputMode="numeric"
          autoComplete="one-time-code"
        />
        <div>
          <SubmitButton>Turn on two-factor</SubmitButton>
        </div>
      </Form>
    </div>
  );
}
