import { describe, expect, it } from 'vitest';
import { datesFor } from '../../../lib/use-dates.ts';
import { profileDetails } from './profile-details.ts';

// Far west of UTC, so a day read as an instant would fall on the day before.
const dates = datesFor('en-US', { timeZone: 'Pacific/Honolulu', dateFormat: 'locale' }, null);

describe('profileDetails', () => {
  it('lists shared details in order and formats dates', () => {
    const rows = profileDetails(
      {
        publicStaffProfile: {
          jobTitle: 'Engineer',
          department: ' ',
          location: 'London',
          startDate: '2021-03-15',
          birthday: '02-29',
        },
      },
      dates,
    );
    expect(rows).toEqual([
      { key: 'jobTitle', value: 'Engineer' },
      { key: 'location', value: 'London' },
      { key: 'startDate', value: 'March 15, 2021' },
      { key: 'birthday', value: 'February 29' },
    ]);
  });

  it("writes the start date in the organization's pattern, on its own day", () => {
    const dayFirst = datesFor('en', { timeZone: 'America/Los_Angeles', dateFormat: 'dayMonthYear' }, null);
    expect(profileDetails({ publicStaffProfile: { startDate: '2021-03-15' } }, dayFirst)).toEqual([
      { key: 'startDate', value: '15.03.2021' },
    ]);
  });

  it('skips a missing profile and impossible birthdays', () => {
    expect(profileDetails({ publicStaffProfile: null }, dates)).toEqual([]);
    expect(profileDetails({ publicStaffProfile: { birthday: '13-40' } }, dates)).toEqual([]);
  });
});
