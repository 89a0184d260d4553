import type { OrderUploaded } from './contract';

type Outcome = Pick<OrderUploaded, 'removalsOpened' | 'addedToOpen'>;

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/**
 * What an uploaded court order did, in the member's words: the same sentence in the upload's
 * answer on the case page and in the notification (issue 31 item 7, decision 102). The partner
 * attorney reads it of their client (`whose`).
 */
export function orderOutcomeMessage(
  { removalsOpened, addedToOpen }: Outcome,
  whose: 'your' | 'your client’s' = 'your',
): string {
  const parts: string[] = [];
  if (removalsOpened > 0)
    parts.push(`We opened ${plural(removalsOpened, 'removal request')} for the pages that show the case.`);
  if (addedToOpen.length === 1 && addedToOpen[0]) {
    const open = addedToOpen[0];
    parts.push(
      `We added the order to ${whose} open request ${open.reference} for ${open.site} instead of opening another.`,
    );
  } else if (addedToOpen.length > 1) {
    const references = addedToOpen.map((open) => open.reference).join(', ');
    parts.push(`We added the order to ${whose} open requests ${references} instead of opening others.`);
  }
  if (parts.length === 0) parts.push('Every page of the case already has a removal under way.');
  return parts.join(' ');
}
