import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureAmplify, type AmplifyOutputsLike } from './lib/amplify-config';
import { initI18n } from './lib/i18n';
import App from './app/App';
import './app/global.css';

// amplify_outputs.json is generated from amplify/ (local cloud) or by an AWS deploy.
const outputsModules = import.meta.glob<AmplifyOutputsLike>('../amplify_outputs.json', { eager: true, import: 'default' });
const outputs = Object.values(outputsModules)[0];
if (outputs) configureAmplify(outputs);
else console.error('amplify_outputs.json is missing: run `npm run outputs` or deploy with ampx.');

void initI18n();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
