// First: the widgets page's calls leave while the rest of the app is evaluated.
import './app/start-early.ts';
import '@fontsource-variable/inter';
import './app/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { captureConsoleErrors } from './lib/console-capture.ts';

captureConsoleErrors();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
