import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AwardPreview } from '#shared/contract/award';
import { apiClient } from '../../../lib/api-client.ts';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { SpendPreview } from './spend-preview.tsx';

const typeId = '00000000-0000-4000-8000-0000000000a1';
const team = { id: '00000000-0000-4000-8000-0000000000b1', type: 'team' as const, name: 'Engineering' };

function serve(preview: AwardPreview) {
  return vi.spyOn(apiClient, 'post').mockResolvedValue({ data: preview } as never);
}

afterEach(() => vi.restoreAllMocks());

describe('SpendPreview (001 §5)', () => {
  it('states points times recipients, the funds left and the monthly balance note', async () => {
    const post = serve({
      recipientCount: 3,
      pointsRecipientCount: 3,
      ineligibleCount: 0,
      total: 150,
      pointsBankBalance: { balance: 10_000, available: 10_000 },
    });
    renderWithProviders(
      <SpendPreview awardTypeId={typeId} bankName="Awards bank" amount={50} sendTo={[team]} />,
    );
    expect(await screen.findByText('50 points × 3 recipients = 150 points used')).toBeTruthy();
    expect(screen.getByText('Remaining funds after sending: 9,850 points in Awards bank')).toBeTruthy();
    expect(screen.getByText('Awards funded by point banks do not impact your monthly balance.')).toBeTruthy();
    expect(post).toHaveBeenCalledWith(
      `/awards/awardTypes/${typeId}/preview`,
      { amount: 50, sendTo: [team], awardTypeId: typeId },
      expect.anything(),
    );
  });

  it("says how many recipients the eligibility rules leave without points, in the spec's words", async () => {
    serve({
      recipientCount: 5,
      pointsRecipientCount: 3,
      ineligibleCount: 2,
      total: 150,
      pointsBankBalance: { balance: 100, available: 100 },
    });
    renderWithProviders(
      <SpendPreview awardTypeId={typeId} bankName="Awards bank" amount={50} sendTo={[team]} />,
    );
    expect(
      await screen.findByText(
        "2 individuals won't receive points with their award because of your organization's eligibility rules",
      ),
    ).toBeTruthy();
    expect(screen.getByText('50 points × 3 recipients = 150 points used')).toBeTruthy();
    expect(screen.getByText('The point bank does not hold enough points for this award.')).toBeTruthy();
  });

  it('asks nothing before a recipient is chosen', () => {
    const post = serve({
      recipientCount: 0,
      pointsRecipientCount: 0,
      ineligibleCount: 0,
      total: 0,
      pointsBankBalance: null,
    });
    renderWithProviders(<SpendPreview awardTypeId={typeId} bankName={null} amount={50} sendTo={[]} />);
    expect(post).not.toHaveBeenCalled();
    expect(screen.queryByRole('region')).toBeNull();
  });
});
