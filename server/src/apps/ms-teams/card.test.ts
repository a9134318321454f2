import { describe, expect, it } from 'vitest';
import type { TvItem } from '#shared/contract/tv';
import { adaptiveCardMessage, plainText } from './card.ts';

const person = (id: string, name: string) => ({
  id,
  type: 'tenantMember' as const,
  name,
  avatarUrl: null,
  jobTitle: null,
});
const item: TvItem = {
  id: '00000000-0000-4000-8000-000000000001',
  itemType: 'award',
  createdAt: '2026-11-28T10:00:00.000Z',
  title: 'Spot award',
  message: '<p>Line one<br>line &lt;two&gt;</p><p>Para&nbsp;two &#8212; end</p>',
  sender: person('00000000-0000-4000-8000-00000000000a', 'Ada Lovelace'),
  recipients: [
    person('00000000-0000-4000-8000-00000000000b', 'Sam Okafor'),
    person('00000000-0000-4000-8000-00000000000c', 'Max Planck'),
    person('00000000-0000-4000-8000-00000000000d', 'Eve Curie'),
  ],
  qualities: [{ id: '00000000-0000-4000-8000-00000000000e', name: 'Teamwork', color: '#000000' }],
  imageUrl: null,
  gifUrl: null,
  postPath: '/awards/1',
};

describe('the Adaptive Card', () => {
  it('reads in German for a German organization', () => {
    const message = adaptiveCardMessage(item, {
      language: 'de',
      link: 'https://acme.example/awards/1',
      mentions: [],
    });
    const card = message.attachments[0]?.content;
    expect(card?.body.map((block) => block.text)).toEqual([
      'Auszeichnung „Spot award“ für Sam Okafor, Max Planck und Eve Curie',
      'Line one\nline <two>\nPara two — end',
      'Werte: Teamwork',
    ]);
    expect(card?.actions).toEqual([
      { type: 'Action.OpenUrl', title: 'In Kudos ansehen', url: 'https://acme.example/awards/1' },
    ]);
  });

  it('turns sanitized HTML into plain lines', () => {
    expect(plainText('<ul><li>a</li><li>b &amp; c</li></ul>')).toBe('a\nb & c');
  });
});
