import { describe, expect, it } from 'vitest';
import { dealByType, featuredRecipient, isMounted, messageBlocks, shuffle, tenantLink } from './slides.ts';

describe('shuffle', () => {
  it('keeps every item once and does not change the input', () => {
    const input = [1, 2, 3, 4, 5, 6];
    const output = shuffle(input);
    expect([...output].sort()).toEqual(input);
    expect(input).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('reorders with the given random source', () => {
    expect(shuffle([1, 2, 3, 4], () => 0)).toEqual([2, 3, 4, 1]);
  });
});

describe('isMounted', () => {
  it('mounts the current slide and two either side, wrapping round the deck', () => {
    const mounted = (current: number) =>
      Array.from({ length: 10 }, (_, i) => i).filter((i) => isMounted(i, current, 10));
    expect(mounted(5)).toEqual([3, 4, 5, 6, 7]);
    expect(mounted(0)).toEqual([0, 1, 2, 8, 9]);
    expect(mounted(9)).toEqual([0, 1, 7, 8, 9]);
  });

  it('mounts every slide of a small deck and none of an empty one', () => {
    expect([0, 1, 2].every((i) => isMounted(i, 0, 3))).toBe(true);
    expect(isMounted(0, 0, 0)).toBe(false);
  });
});

describe('featuredRecipient', () => {
  it('rotates through the recipients and stays at 0 without any', () => {
    expect([0, 1, 2, 3].map((tick) => featuredRecipient(tick, 3))).toEqual([0, 1, 2, 0]);
    expect(featuredRecipient(5, 0)).toBe(0);
  });
});

describe('messageBlocks', () => {
  it('shows words, not markup, each paragraph apart', () => {
    expect(messageBlocks('<p>Thank <strong>you</strong>!</p><p>Great&nbsp;demo</p>')).toEqual([
      { kind: 'paragraph', text: 'Thank you!' },
      { kind: 'paragraph', text: 'Great demo' },
    ]);
    expect(messageBlocks('<img src=x onerror="alert(1)">Hi')).toEqual([{ kind: 'paragraph', text: 'Hi' }]);
    expect(messageBlocks('<p>one<br>two</p><p> </p>')).toEqual([{ kind: 'paragraph', text: 'one two' }]);
    expect(messageBlocks('')).toEqual([]);
  });

  it("keeps an announcement's heading and bullets apart instead of one paragraph", () => {
    const html =
      '<h2>Launch week</h2><p>What happens:</p><ul><li><p>Kick-off on Monday</p></li><li><p>Demo day</p></li></ul><blockquote><p>Soon</p></blockquote>';
    expect(messageBlocks(html)).toEqual([
      { kind: 'heading', text: 'Launch week' },
      { kind: 'paragraph', text: 'What happens:' },
      { kind: 'item', text: 'Kick-off on Monday' },
      { kind: 'item', text: 'Demo day' },
      { kind: 'paragraph', text: 'Soon' },
    ]);
  });
});

describe('dealByType', () => {
  const item = (itemType: string, id: number) => ({ itemType, id });

  it('gives every item type its turn within the first slides, keeping the order within a type', () => {
    const recognitions = Array.from({ length: 30 }, (_, i) => item('recognition', i));
    const deck = dealByType([...recognitions, item('award', 100), item('celebration', 200)]);
    expect(deck.slice(0, 3).map((slide) => slide.itemType)).toEqual(['recognition', 'award', 'celebration']);
    expect(deck).toHaveLength(32);
    expect(deck.filter((slide) => slide.itemType === 'recognition').map((slide) => slide.id)).toEqual(
      recognitions.map((slide) => slide.id),
    );
  });

  it('leaves an empty deck empty', () => {
    expect(dealByType([])).toEqual([]);
  });
});

describe('tenantLink', () => {
  it('joins the tenant address and an in-app path', () => {
    expect(tenantLink('http://acme.localhost:8080', '/recognition/send')).toBe(
      'http://acme.localhost:8080/recognition/send',
    );
    expect(tenantLink('https://kudos.acme.com/', '/recognitions/1')).toBe(
      'https://kudos.acme.com/recognitions/1',
    );
  });
});
