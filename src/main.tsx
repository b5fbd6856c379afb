import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import outputs from '../amplify_outputs.json';
import { configureAmplify, type AmplifyOutputsLike } from './lib/amplify-config';
import { initI18n } from './lib/i18n';
import App from './app/App';
import './app/global.css';

// amplify_outputs.json comes from `npm run outputs` (local cloud) or from an AWS deploy
// (ampx); only the former carries custom.local_cloud endpoints.
configureAmplify(outputs as unknown as AmplifyOutputsLike);
void initI18n();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
