import { describe, expect, it } from 'vitest';
import { featuredRecipient, isMounted, messageText, shuffle, tenantLink } from './slides.ts';

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

describe('messageText', () => {
  it('shows words, not markup, with blocks apart', () => {
    expect(messageText('<p>Thank <strong>you</strong>!</p><p>Great&nbsp;demo</p>')).toBe(
      'Thank you! Great demo',
    );
    expect(messageText('<img src=x onerror="alert(1)">Hi')).toBe('Hi');
    // An announcement's headings and quotes are blocks too.
    expect(messageText('<h2>Launch</h2><blockquote>Soon</blockquote><p>Join</p>')).toBe('Launch Soon Join');
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
