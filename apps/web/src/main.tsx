import './app/zod-settings';
// Each component's own stylesheet comes with it (build/mantine-css.ts).
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { queryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { startServiceWorker } from './app/service-worker';

// Once Portico's worker holds this page, the page's reads go again through it to be kept offline.
startServiceWorker(() => void queryClient.invalidateQueries({ type: 'active' }));

// Created before the company loads so the first page's chunk downloads in parallel.
const router = createAppRouter();

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain #root');

createRoot(container).render(
  <StrictMode>
    <App router={router} />
  </StrictMode>,
);
