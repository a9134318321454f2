import { type ComponentType, lazy, Suspense } from 'react';

const cards: { id: string; Card: ComponentType }[] = [];

/**
 * Cards a feature puts at the top of /home (the check-ins' "questions waiting"), registered from
 * its `routes.tsx` as a loader so its code stays in its own chunk; home draws them without
 * knowing them. A card draws nothing when it has nothing to say.
 */
export function registerHomeCard(id: string, load: () => Promise<ComponentType>): void {
  if (cards.some((card) => card.id === id)) return;
  cards.push({ id, Card: lazy(async () => ({ default: await load() })) });
}

export function HomeCards() {
  return (
    <Suspense fallback={null}>
      {cards.map(({ id, Card }) => (
        <Card key={id} />
      ))}
    </Suspense>
  );
}
