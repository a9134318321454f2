import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('canvas-confetti', () => ({
  default: { create: () => Object.assign(() => Promise.resolve(), { reset: () => {} }) },
}));

const { CelebrationOverlay, randomAnimation } = await import('./celebration-overlay.tsx');

describe('celebration overlay', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the title for 3 seconds, leaves over 2 more, then closes', () => {
    const onDone = vi.fn();
    render(<CelebrationOverlay title="You just made someone's day!" animation="highFive" onDone={onDone} />);
    expect(screen.getByRole('status')).toHaveTextContent("You just made someone's day!");
    act(() => vi.advanceTimersByTime(2999));
    expect(onDone).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(2001));
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('picks one of the three animations', () => {
    expect(randomAnimation(() => 0)).toBe('confetti');
    expect(randomAnimation(() => 0.5)).toBe('fireworks');
    expect(randomAnimation(() => 0.99)).toBe('highFive');
  });
});
