import { describe, expect, it } from 'vitest';
import { parsedWith } from './lazy-contract.ts';

describe('parsedWith', () => {
  it('loads the contract while the call is under way and parses the answer with it', async () => {
    let answer: (value: { data: unknown }) => void = () => {};
    const call = new Promise<{ data: unknown }>((resolve) => {
      answer = resolve;
    });
    let loadedDuringCall = false;
    const contract = async () => {
      loadedDuringCall = true;
      return { double: (value: unknown) => Number(value) * 2 };
    };
    const result = parsedWith(call, contract, (c, data) => c.double(data));
    await Promise.resolve();
    expect(loadedDuringCall).toBe(true);
    answer({ data: 21 });
    expect(await result).toBe(42);
  });

  it('fails as the call fails', async () => {
    const failed = Promise.reject(new Error('offline'));
    await expect(
      parsedWith(
        failed,
        async () => ({}),
        () => 1,
      ),
    ).rejects.toThrow('offline');
  });
});
