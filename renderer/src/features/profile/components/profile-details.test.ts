import { describe, expect, it } from 'vitest';
import { profileDetails } from './profile-details.ts';

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
      'en-US',
    );
    expect(rows).toEqual([
      { key: 'jobTitle', value: 'Engineer' },
      { key: 'location', value: 'London' },
      { key: 'startDate', value: 'March 15, 2021' },
      { key: 'birthday', value: 'February 29' },
    ]);
  });

  it('skips a missing profile and impossible birthdays', () => {
    expect(profileDetails({ publicStaffProfile: null }, 'en')).toEqual([]);
    expect(profileDetails({ publicStaffProfile: { birthday: '13-40' } }, 'en')).toEqual([]);
  });
});
