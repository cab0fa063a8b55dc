import type { AuditCharacteristic } from '@lens/contracts';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EvidenceDetails } from './evidence-details.tsx';

afterEach(cleanup);

const row = (evidence: AuditCharacteristic['evidence']): AuditCharacteristic => ({
  characteristicType: 'RESERVATION_LINK',
  name: 'Reservation link',
  status: 'INACCURATE',
  accuracy: 0,
  sourceValue: 'https://book.example.com/?hotel=1234',
  channelValue: 'https://book.example.com/?hotel=5678',
  additionalData: null,
  priority: 12,
  ignored: false,
  evidence,
});

const evidence = (rule: string, decidedBy: string[]) => ({
  rule,
  threshold: null,
  sourceNormalized: 'book.example.com?hotel=1234',
  channelNormalized: 'book.example.com?hotel=5678',
  decidedBy,
});

describe('EvidenceDetails', () => {
  it('lists what decided the verdict under the rule', () => {
    render(
      <EvidenceDetails
        row={row(
          evidence('other-property-code', [
            'Property code differs: hotel=1234 in the reference, hotel=5678 on the channel',
          ]),
        )}
      />,
    );
    const panel = screen.getByTestId('evidence');
    expect(panel.textContent).toContain(
      "A parameter that names the property (a hotel code) holds another property's code.",
    );
    const list = within(panel).getByRole('list', { name: 'Decided by' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Property code differs: hotel=1234 in the reference, hotel=5678 on the channel']);
  });

  it('leaves the list out when the values are simply equal', () => {
    render(<EvidenceDetails row={row(evidence('url-equal', []))} />);
    expect(screen.queryByTestId('decided-by')).toBeNull();
    expect(screen.getByTestId('evidence').textContent).toContain('The links are equal');
  });

  it('describes a rule of an older audit in plain words', () => {
    render(<EvidenceDetails row={row(evidence('same-host-other-page', []))} />);
    expect(screen.getByTestId('evidence').textContent).toContain(
      'The link is on the right site but leads to another page.',
    );
  });
});
