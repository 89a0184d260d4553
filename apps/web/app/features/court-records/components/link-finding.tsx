import { z } from 'zod';
import type { CourtCase } from '@cleardocket/domain/court-records/contract';
import { Form } from '~/lib/form/form';
import { SelectField } from '~/lib/form/form-fields';
import { SubmitButton } from '~/lib/form/submit-button';
import { useCourtFindings } from '../api/get-court-findings';
import { useLinkFinding } from '../api/link-finding';

const LinkSchema = z.object({ resultId: z.string().min(1, 'Choose the page that shows this case.') });

/** A court-record page that does not print the case number: the member links it by hand. */
export function LinkFinding({ court }: { court: CourtCase }) {
  const findings = useCourtFindings();
  const link = useLinkFinding(court.id);
  const linked = new Set(court.appearances.map((page) => page.resultId));
  const open = (findings.data?.results ?? []).filter((result) => !linked.has(result.id));
  if (open.length === 0) return null;
  return (
    <Form
      schema={LinkSchema}
      defaultValues={{ resultId: '' }}
      onSubmit={async (values, form) => {
        await link.mutateAsync(values.resultId);
        form.reset({ resultId: '' });
      }}
      className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end"
    >
      <SelectField
        name="resultId"
        label="Another page that shows this case"
        placeholder="Choose one of your court-record findings"
        options={open.map((result) => ({
          value: result.id,
          label: `${result.siteName ?? result.source}: ${result.title}`,
        }))}
      />
      <SubmitButton pendingLabel="Linking…">Link it</SubmitButton>
    </Form>
  );
}
