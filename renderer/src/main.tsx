import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import './lib/i18n.ts';
import './lib/emoji-font.ts';
import { App } from './app/app.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// The first render as a transition: React yields to the browser between pieces of work instead of
// holding the main thread for the whole tree (the splash in index.html stays until it is done).
startTransition(() => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
