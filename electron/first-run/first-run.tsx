import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import en from '../main/locales/en.json' with { type: 'json' };
import { FirstRunForm } from './first-run-form.tsx';

const container = document.getElementById('root');
const bridge = window.kudosDesktop;
if (container && bridge) {
  document.title = en.firstRun.pageTitle;
  createRoot(container).render(
    <StrictMode>
      <FluentProvider theme={webLightTheme}>
        <FirstRunForm bridge={bridge} strings={en.firstRun} />
      </FluentProvider>
    </StrictMode>,
  );
}
