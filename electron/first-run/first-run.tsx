import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import de from '../main/locales/de.json' with { type: 'json' };
import en from '../main/locales/en.json' with { type: 'json' };
import { FirstRunForm } from './first-run-form.tsx';

const container = document.getElementById('root');
const bridge = window.kudosDesktop;
// The system's language, as the main process chooses its own (English unless German).
const strings = navigator.language.toLowerCase().startsWith('de') ? de.firstRun : en.firstRun;
if (container && bridge) {
  document.documentElement.lang = strings === de.firstRun ? 'de' : 'en';
  document.title = strings.pageTitle;
  createRoot(container).render(
    <StrictMode>
      <FluentProvider theme={webLightTheme}>
        <FirstRunForm bridge={bridge} strings={strings} />
      </FluentProvider>
    </StrictMode>,
  );
}
