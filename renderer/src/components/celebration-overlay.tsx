import { makeStyles, mergeClasses, Portal, Title1, tokens } from '@fluentui/react-components';
import confetti from 'canvas-confetti';
import { useEffect, useRef, useState } from 'react';

import { type CelebrationAnimation, celebrationAnimations } from './celebration-animations.ts';

export { type CelebrationAnimation, celebrationAnimations };

/** The overlay stays 3 seconds, then takes 2 seconds to leave (001 §9). */
export const celebrationShowMs = 3000;
export const celebrationExitMs = 2000;

export const randomAnimation = (random = Math.random): CelebrationAnimation =>
  celebrationAnimations[Math.floor(random() * celebrationAnimations.length)] ?? 'confetti';

const useStyles = makeStyles({
  root: {
    position: 'fixed',
    inset: 0,
    zIndex: 1000000,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingVerticalL,
    backgroundColor: 'rgba(255, 255, 255, 0.75)',
    pointerEvents: 'none',
    opacity: 1,
    transitionProperty: 'opacity',
    transitionTimingFunction: 'ease-out',
  },
  leaving: { opacity: 0 },
  canvas: { position: 'absolute', inset: 0, width: '100%', height: '100%' },
  title: { position: 'relative', textAlign: 'center', paddingInline: tokens.spacingHorizontalL },
  hands: {
    position: 'relative',
    fontSize: '96px',
    animationName: {
      '0%': { transform: 'scale(0.2) rotate(-20deg)' },
      '60%': { transform: 'scale(1.2) rotate(10deg)' },
      '100%': { transform: 'scale(1) rotate(0deg)' },
    },
    animationDuration: '700ms',
    animationFillMode: 'both',
  },
});

function play(canvas: HTMLCanvasElement, animation: CelebrationAnimation): () => void {
  const fire = confetti.create(canvas, { resize: true, disableForReducedMotion: true });
  const timers: ReturnType<typeof setTimeout>[] = [];
  if (animation === 'confetti') {
    void fire({ particleCount: 160, spread: 100, origin: { y: 0.6 } });
    timers.push(setTimeout(() => void fire({ particleCount: 80, spread: 120, origin: { y: 0.5 } }), 500));
  } else if (animation === 'fireworks') {
    for (let i = 0; i < 6; i += 1) {
      timers.push(
        setTimeout(
          () =>
            void fire({
              particleCount: 70,
              startVelocity: 30,
              spread: 360,
              ticks: 70,
              origin: { x: 0.15 + Math.random() * 0.7, y: 0.15 + Math.random() * 0.4 },
            }),
          i * 400,
        ),
      );
    }
  } else {
    void fire({ particleCount: 60, angle: 60, spread: 70, origin: { x: 0, y: 0.7 } });
    void fire({ particleCount: 60, angle: 120, spread: 70, origin: { x: 1, y: 0.7 } });
  }
  return () => {
    for (const timer of timers) clearTimeout(timer);
    fire.reset();
  };
}

/**
 * The success celebration (001 §2): a title over confetti, fireworks or a high five; it closes by
 * itself after its duration. Screen readers hear the title; particles honor reduced motion.
 */
export function CelebrationOverlay(props: {
  title: string;
  animation: CelebrationAnimation;
  onDone: () => void;
}) {
  const { title, animation, onDone } = props;
  const styles = useStyles();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [leaving, setLeaving] = useState(false);
  useEffect(() => {
    const stop = canvas.current ? play(canvas.current, animation) : () => {};
    const exit = setTimeout(() => setLeaving(true), celebrationShowMs);
    const done = setTimeout(onDone, celebrationShowMs + celebrationExitMs);
    return () => {
      stop();
      clearTimeout(exit);
      clearTimeout(done);
    };
  }, [animation, onDone]);
  return (
    <Portal>
      <div
        className={mergeClasses(styles.root, leaving && styles.leaving)}
        style={{ transitionDuration: `${celebrationExitMs}ms` }}
        data-animation={animation}
      >
        <canvas ref={canvas} className={styles.canvas} aria-hidden />
        {animation === 'highFive' ? (
          <span className={styles.hands} aria-hidden>
            🙌
          </span>
        ) : null}
        <Title1 as="p" className={styles.title} role="status">
          {title}
        </Title1>
      </div>
    </Portal>
  );
}
