import { describe, expect, it } from 'vitest';
import { orderOutcomeMessage } from './order-outcome';

const joined = (reference: string, site: string) => ({
  takedownId: reference,
  reference,
  url: `https://${site}/x`,
  site,
});

describe('orderOutcomeMessage', () => {
  it('names the open request the order joined instead of counting it as a new one', () => {
    expect(orderOutcomeMessage({ removalsOpened: 4, addedToOpen: [joined('REQ-12', 'unicourt.com')] })).toBe(
      'We opened 4 removal requests for the pages that show the case. We added the order to your open request REQ-12 for unicourt.com instead of opening another.',
    );
  });

  it('lists every open request joined, and says so when nothing new was opened', () => {
    expect(
      orderOutcomeMessage({ removalsOpened: 0, addedToOpen: [joined('REQ-1', 'a.com'), joined('REQ-2', 'b.com')] }),
    ).toBe('We added the order to your open requests REQ-1, REQ-2 instead of opening others.');
    expect(orderOutcomeMessage({ removalsOpened: 1, addedToOpen: [] })).toBe(
      'We opened 1 removal request for the pages that show the case.',
    );
  });

  it('says every page is already in hand when the order changed nothing', () => {
    expect(orderOutcomeMessage({ removalsOpened: 0, addedToOpen: [] })).toBe(
      'Every page of the case already has a removal under way.',
    );
  });

  it('speaks of the client’s request to the partner attorney', () => {
    expect(orderOutcomeMessage({ removalsOpened: 0, addedToOpen: [joined('REQ-7', 'Trellis')] }, 'your client’s')).toBe(
      'We added the order to your client’s open request REQ-7 for Trellis instead of opening another.',
    );
  });
});
