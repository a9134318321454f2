/**
 * The celebration animations (001 §9), apart from the overlay so a page can check a requested
 * one without loading the overlay's drawing code.
 */
export const celebrationAnimations = ['confetti', 'fireworks', 'highFive'] as const;
export type CelebrationAnimation = (typeof celebrationAnimations)[number];
